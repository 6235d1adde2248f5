// Load generator of bench/latency.py: sends a list of requests over N keep-alive connections and prints
// {"requests", "seconds", "cpu_seconds", "statuses", "latency_ms": {"p50", "p95", "p99"}} as JSON. Node, not
// Python: it runs on the same 2 cores as the server, and every millisecond of CPU it spends per request is
// one the server does not get; it spends less than the Python client it replaced did, and each phase
// reports its share (docs/benchmarks.md).
//
//   node bench/load.mjs http://127.0.0.1:8000 requests.json 16 [rate]
//
// requests.json: [[path, api_key, body], ...]; every request is a POST of the JSON body. Without a rate,
// each connection sends its next request as soon as the last one is answered (the most the server can
// take). With a rate (requests/s), request i is due at i / rate seconds, whether or not earlier ones are
// answered, and its latency counts from then: time spent waiting for a free connection is included, as a
// user's request would wait in a queue.
import fs from "node:fs";
import http from "node:http";

const [base, file, connections = "16", rate = "0"] = process.argv.slice(2);
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
const latencies = [];
const perSecond = Number(rate);
let next = 0;
let started;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const elapsedMs = () => Number(process.hrtime.bigint() - started) / 1e6;

async function connection() {
  while (next < requests.length) {
    const index = next++;
    let due = elapsedMs();
    if (perSecond > 0) {
      due = (index * 1000) / perSecond;
      if (due > elapsedMs()) await sleep(due - elapsedMs());
    }
    const status = await send(requests[index]);
    latencies.push(elapsedMs() - due);
    statuses[status] = (statuses[status] || 0) + 1;
  }
}

function percentile(sorted, p) {
  return sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)];
}

started = process.hrtime.bigint();
const cpuBefore = process.cpuUsage();
await Promise.all(Array.from({ length: Number(connections) }, connection));
const seconds = elapsedMs() / 1000;
const cpu = process.cpuUsage(cpuBefore);
agent.destroy();
latencies.sort((a, b) => a - b);
const latency_ms = { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
console.log(
  JSON.stringify({ requests: requests.length, seconds, cpu_seconds: (cpu.user + cpu.system) / 1e6, statuses, latency_ms }),
);
