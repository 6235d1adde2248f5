// Retries, timeouts, errors and configuration, against a scripted local HTTP server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import {
  MemoryOS,
  APIConnectionError,
  APIStatusError,
  APITimeoutError,
  ConfigurationError,
  ConflictError,
  InternalServerError,
  MemoryOSError,
  RateLimitError,
  ServiceUnavailableError,
  ValidationError,
  retryDelay,
} from '../dist/index.js';
import { envelope, scriptedServer } from './helpers.mjs';

const MEMORY = { id: 'm1', content: 'x' };

async function withServer(fn) {
  const server = await scriptedServer();
  try {
    await fn(server, (options = {}) => new MemoryOS({ apiKey: 'mos_test', baseURL: server.url, ...options }));
  } finally {
    await server.close();
  }
}

test('5xx then success reuses one Idempotency-Key', () =>
  withServer(async (server, make) => {
    server.add(503, envelope('SERVICE_UNAVAILABLE'));
    server.add(500, envelope('INTERNAL_ERROR'));
    server.add(201, MEMORY);
    assert.deepEqual(await make().memories.create({ content: 'x' }), MEMORY);
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    assert.equal(keys.length, 3);
    assert.ok(keys[0]);
    assert.equal(new Set(keys).size, 1);
    assert.deepEqual(server.requests.map((r) => r.headers['x-retry-count']), [undefined, '1', '2']);
    assert.equal(server.requests[0].headers.authorization, 'Bearer mos_test');
    assert.deepEqual(server.requests[0].json, { content: 'x' });
  }));

test('each call has its own key; reads send none', () =>
  withServer(async (server, make) => {
    server.add(201, MEMORY);
    server.add(201, MEMORY);
    server.add(200, MEMORY);
    const client = make();
    await client.memories.create({ content: 'a' });
    await client.memories.create({ content: 'b' });
    await client.memories.get('m1');
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    assert.notEqual(keys[0], keys[1]);
    assert.equal(keys[2], undefined);
  }));

test('gives up after maxRetries with the last error', () =>
  withServer(async (server, make) => {
    for (let i = 0; i < 3; i++) server.add(503, envelope('SERVICE_UNAVAILABLE', 'db down'));
    await assert.rejects(make().usage(), (error) => {
      assert.ok(error instanceof ServiceUnavailableError);
      assert.equal(error.status, 503);
      assert.equal(error.message, 'db down');
      assert.equal(error.requestId, 'req-1');
      return true;
    });
    assert.equal(server.requests.length, 3);
  }));

test('backoff grows exponentially with jitter, capped at 8 s', () => {
  for (let n = 0; n < 6; n++) {
    const nominal = Math.min(0.5 * 2 ** n, 8);
    const delay = retryDelay(n);
    assert.ok(delay >= 0.75 * nominal && delay <= nominal, `${n}: ${delay}`);
  }
  assert.ok(retryDelay(0, new Headers({ 'retry-after': '3600' })) <= 0.5); // over a minute: ignored
  const date = new Date(Date.now() + 3000).toUTCString();
  const delay = retryDelay(0, new Headers({ 'retry-after': date }));
  assert.ok(delay > 1.5 && delay <= 3.5, String(delay));
});

test('Retry-After is honoured and exposed', () =>
  withServer(async (server, make) => {
    server.add(429, envelope('RATE_LIMIT_EXCEEDED'), { 'Retry-After': '1' });
    server.add(200, { ok: true });
    const started = Date.now();
    assert.deepEqual(await make().usage(), { ok: true });
    assert.ok(Date.now() - started >= 950);
    server.add(429, envelope('RATE_LIMIT_EXCEEDED'), { 'Retry-After': '7' });
    await assert.rejects(make({ maxRetries: 0 }).usage(), (error) => error instanceof RateLimitError && error.retryAfter === 7);
  }));

test('client errors and hinted conflicts are not retried', () =>
  withServer(async (server, make) => {
    server.add(400, envelope('VALIDATION_ERROR', 'bad', { fields: { content: ['bad'] } }));
    await assert.rejects(make().memories.create({ content: '' }), (e) => e instanceof ValidationError && e.details.fields.content[0] === 'bad');
    server.add(409, envelope('CONFLICT'), { 'X-Should-Retry': 'false' });
    await assert.rejects(make().memories.create({ content: 'x' }), ConflictError);
    assert.equal(server.requests.length, 2);
    server.add(409, envelope('CONFLICT'));
    server.add(201, MEMORY);
    assert.deepEqual(await make().memories.create({ content: 'x' }), MEMORY); // 409 without the hint: retried
  }));

test('answers without the envelope map by status', () =>
  withServer(async (server, make) => {
    server.add(502, undefined, { 'Content-Type': 'text/html' }, { raw: '<html>bad gateway</html>' });
    server.add(418, undefined, {}, { raw: '' });
    const client = make({ maxRetries: 0 });
    await assert.rejects(client.usage(), (e) => e instanceof InternalServerError && e.status === 502 && /bad gateway/.test(e.message));
    await assert.rejects(client.usage(), (e) => e instanceof APIStatusError && e.code === 'HTTP_418');
  }));

test('connection errors keep their cause', async () => {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = probe.address().port;
  await new Promise((resolve) => probe.close(resolve)); // nothing listens there now
  const client = new MemoryOS({ apiKey: 'mos_x', baseURL: `http://127.0.0.1:${port}/v1`, maxRetries: 1 });
  const started = Date.now();
  await assert.rejects(client.usage(), (error) => {
    assert.ok(error instanceof APIConnectionError && !(error instanceof APITimeoutError));
    assert.ok(error.cause, 'the fetch error is kept as cause');
    assert.equal(error.status, undefined);
    return true;
  });
  assert.ok(Date.now() - started >= 300, 'one backoff between the two attempts');
});

test('timeouts abort the attempt and are their own error', () =>
  withServer(async (server, make) => {
    server.add(200, {}, {}, { delayMs: 1000 });
    await assert.rejects(make({ timeout: 200, maxRetries: 0 }).usage(), (error) => {
      assert.ok(error instanceof APITimeoutError && error instanceof APIConnectionError);
      assert.equal(error.code, 'TIMEOUT');
      assert.ok(error.cause);
      return true;
    });
  }));

test('a caller signal cancels without retrying', () =>
  withServer(async (server, make) => {
    server.add(200, {}, {}, { delayMs: 1000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await assert.rejects(make().usage({ signal: controller.signal }), /aborted by the caller/);
    assert.equal(server.requests.length, 1);
  }));

test('fetch is injectable; custom headers are sent', async () => {
  const seen = [];
  const fakeFetch = async (url, init) => {
    seen.push({ url, init });
    return new Response(JSON.stringify({ data: [{ id: 'a' }], meta: { total: 1, limit: 50, offset: 0, has_more: false } }), { status: 200 });
  };
  const client = new MemoryOS({ apiKey: 'mos_x', baseURL: 'https://edge.example/v1/', fetch: fakeFetch, headers: { 'X-Request-ID': 'trace-1' } });
  const page = await client.memories.list({ tags: ['a', 'b'], metadata: { project: 'x' }, created_after: new Date('2024-01-01T00:00:00Z') });
  assert.equal(page.data[0].id, 'a');
  const url = new URL(seen[0].url);
  assert.equal(url.origin + url.pathname, 'https://edge.example/v1/memories');
  assert.equal(url.searchParams.get('tags'), 'a,b');
  assert.equal(url.searchParams.get('metadata'), '{"project":"x"}');
  assert.equal(url.searchParams.get('created_after'), '2024-01-01T00:00:00.000Z');
  assert.equal(seen[0].init.headers['X-Request-ID'], 'trace-1');
  assert.ok(seen[0].init.signal instanceof AbortSignal);
});

test('pagination follows has_more', () =>
  withServer(async (server, make) => {
    server.add(200, { data: [{ id: 'a' }, { id: 'b' }], meta: { total: 3, limit: 2, offset: 0, has_more: true } });
    server.add(200, { data: [{ id: 'c' }], meta: { total: 3, limit: 2, offset: 2, has_more: false } });
    const ids = [];
    for await (const m of make().memories.iter({ limit: 2 })) ids.push(m.id);
    assert.deepEqual(ids, ['a', 'b', 'c']);
    assert.match(server.requests[1].url, /offset=2/);
  }));

test('configuration: environment fallbacks and a clear error without a key', () => {
  const saved = { key: process.env.MEMORYOS_API_KEY, url: process.env.MEMORYOS_BASE_URL };
  try {
    delete process.env.MEMORYOS_API_KEY;
    assert.throws(() => new MemoryOS(), (error) => {
      assert.ok(error instanceof ConfigurationError && error instanceof MemoryOSError);
      assert.match(error.message, /MEMORYOS_API_KEY/);
      assert.match(error.message, /MEMORYOS_BASE_URL/);
      return true;
    });
    process.env.MEMORYOS_API_KEY = 'mos_env';
    delete process.env.MEMORYOS_BASE_URL;
    const client = new MemoryOS();
    assert.equal(client.apiKey, 'mos_env');
    assert.equal(client.baseURL, 'http://127.0.0.1:8000/v1');
    assert.equal(client.maxRetries, 2);
  } finally {
    if (saved.key === undefined) delete process.env.MEMORYOS_API_KEY;
    else process.env.MEMORYOS_API_KEY = saved.key;
    if (saved.url === undefined) delete process.env.MEMORYOS_BASE_URL;
    else process.env.MEMORYOS_BASE_URL = saved.url;
  }
});

test('the build has no runtime dependencies and no Node-only imports (edge runtimes)', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
  assert.equal(pkg.dependencies, undefined);
  const dist = new URL('../dist/', import.meta.url);
  const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
  assert.ok(files.includes('index.js') && readdirSync(dist).includes('index.d.ts'));
  for (const file of files) {
    const source = readFileSync(new URL(file, dist), 'utf8');
    for (const [, spec] of source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)) assert.ok(spec.startsWith('./'), `${file} imports ${spec}`);
    assert.doesNotMatch(source, /\brequire\(|process\.env\b(?!\?)|Buffer\./, file);
  }
});
