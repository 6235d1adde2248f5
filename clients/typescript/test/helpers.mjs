// Shared by the tests: the live server's settings (exported by clients/harness.py), a scripted HTTP server
// for retry and error paths, and a poll helper.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';

export function env(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests through clients/harness.py (see make test).`);
  return value;
}

export const userId = () => `user-${randomUUID().slice(0, 12)}`;

export async function waitUntil(predicate, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const envelope = (code, message = 'nope', details = {}) => ({
  error: { code, message, details, request_id: 'req-1' },
});

/** An HTTP server answering each request with the next scripted response; it records the requests. */
export async function scriptedServer() {
  const responses = [];
  const requests = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, json: body ? JSON.parse(body) : undefined, at: Date.now() });
      const answer = responses.shift() ?? { status: 500 };
      const send = () => {
        const payload = answer.raw ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
        res.writeHead(answer.status, { 'Content-Type': 'application/json', ...(answer.headers ?? {}) });
        res.end(payload);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    requests,
    add: (status, json, headers, extra = {}) => responses.push({ status, json, headers, ...extra }),
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); }),
  };
}
