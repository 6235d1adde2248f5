// Drive a live server with plain fetch, typed by openapi-typescript's output for clients/openapi.json.
// `tsc` must accept every request body and response use below, so a schema change that breaks a generated
// TypeScript client fails here. Run by `make test` through clients/harness.py.
import type { components, paths } from '../generated/typescript/schema';

type Memory = components['schemas']['Memory'];
type CreateBody = paths['/v1/memories']['post']['requestBody']['content']['application/json'];
// No field of a search is required, so neither is its body.
type SearchBody = NonNullable<paths['/v1/search']['post']['requestBody']>['content']['application/json'];
type SearchAnswer = paths['/v1/search']['post']['responses']['200']['content']['application/json'];
type ContextBody = paths['/v1/context']['post']['requestBody']['content']['application/json'];
type ContextAnswer = paths['/v1/context']['post']['responses']['200']['content']['application/json'];
type ErrorAnswer = components['schemas']['ErrorEnvelope'];

declare const process: { env: Record<string, string | undefined>; exitCode?: number };

const base = process.env.MEMORYOS_BASE_URL!.replace(/\/v1$/, '');
const headers = { Authorization: `Bearer ${process.env.MEMORYOS_API_KEY}`, 'Content-Type': 'application/json' };

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as T };
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`smoke check failed: ${message}`);
}

const userId = `generated-ts-${Math.random().toString(16).slice(2, 10)}`;
const createBody: CreateBody = { content: 'Generated types like oolong tea', user_id: userId, tier: 'long' };
const created = await call<Memory>('POST', '/v1/memories', createBody);
check(created.status === 201 && created.json.tier === 'long', 'create');
const fetched = await call<Memory>('GET', `/v1/memories/${created.json.id}`);
check(fetched.status === 200 && fetched.json.content === createBody.content, 'get');
const missing = await call<ErrorAnswer>('GET', '/v1/memories/00000000-0000-0000-0000-000000000000');
check(missing.status === 404 && missing.json.error.code === 'NOT_FOUND', 'not found');
const searchBody: SearchBody = { query: 'oolong tea', user_id: userId, threshold: 0.1 };
const found = await call<SearchAnswer>('POST', '/v1/search', searchBody);
check(found.status === 200 && found.json.results[0].id === created.json.id, 'search');
const contextBody: ContextBody = { query: 'What tea do generated types like?', user_id: userId, threshold: 0.1 };
const block = await call<ContextAnswer>('POST', '/v1/context', contextBody);
check(block.status === 200 && String(block.json.context).includes('oolong') && block.json.token_count > 0, 'context');
// The schema's "not blank" pattern, read by JavaScript's regex engine, is the server's white space: the code
// points of Python's str.isspace() (tests/test_openapi.py checks the same set from Python's side).
const schema = await call<{ components: { schemas: Record<string, { properties: Record<string, { pattern?: string }> }> } }>(
  'GET',
  '/v1/openapi.json',
);
const notBlank = new RegExp(schema.json.components.schemas.MemoryCreateRequest.properties.content.pattern!);
const blank: number[] = [];
for (let c = 0; c <= 0x10ffff; c++) if ((c < 0xd800 || c > 0xdfff) && !notBlank.test(String.fromCodePoint(c))) blank.push(c);
const isspace = [0x9, 0xa, 0xb, 0xc, 0xd, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680,
  0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a,
  0x2028, 0x2029, 0x202f, 0x205f, 0x3000];
check(blank.join() === isspace.join(), `white space of the schema's pattern: ${blank.map((c) => c.toString(16))}`);
for (const [content, status] of [['\u001c\u0085 ', 400], ['\ufeff', 201]] as const) {
  check(notBlank.test(content) === (status === 201), `pattern on ${JSON.stringify(content)}`);
  const answer = await call<Memory>('POST', '/v1/memories', { content, user_id: userId } satisfies CreateBody);
  check(answer.status === status, `create ${JSON.stringify(content)}: ${answer.status}`);
}
console.log(`generated TypeScript types: create, get, search, context, white space OK (memory ${created.json.id})`);
