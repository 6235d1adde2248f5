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
console.log(`generated TypeScript types: create, get, search, context OK (memory ${created.json.id})`);
