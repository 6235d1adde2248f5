// Load generator of bench/latency.py: sends a list of requests over N keep-alive connections and prints
// {"requests", "seconds", "cpu_seconds", "statuses"} as JSON. Node, not Python: it runs on the same 2 cores
// as the server, and every millisecond of CPU it spends per request is one the server does not get; it
// spends less than the Python client it replaced did, and each phase reports its share (docs/benchmarks.md).
//
//   node bench/load.mjs http://127.0.0.1:8000 requests.json 16
//
// requests.json: [[path, api_key, body], ...]; every request is a POST of the JSON body.
import fs from "node:fs";
import http from "node:http";

const [base, file, connections = "16"] = process.argv.slice(2);
const requests = JSON.parse(fs.readFileSync(file, "utf8"));
const url = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });

function send([path, key, body]) {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: "POST",
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": data.length, Authorization: `Bearer ${key}` },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(data);
  });
}

const statuses = {};
let next = 0;
async function connection() {
  while (next < requests.length) {
    const status = await send(requests[next++]);
    statuses[status] = (statuses[status] || 0) + 1;
  }
}

const started = process.hrtime.bigint();
const cpuBefore = process.cpuUsage();
await Promise.all(Array.from({ length: Number(connections) }, connection));
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const cpu = process.cpuUsage(cpuBefore);
agent.destroy();
console.log(JSON.stringify({ requests: requests.length, seconds, cpu_seconds: (cpu.user + cpu.system) / 1e6, statuses }));
