// The client against a live server: every resource, errors mapped to their classes, tenant isolation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MemoryOS,
  MemoryOSError,
  APIStatusError,
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../dist/index.js';
import { env, userId, waitUntil } from './helpers.mjs';

const client = () => new MemoryOS({ apiKey: env('MEMORYOS_API_KEY'), baseURL: env('MEMORYOS_BASE_URL') });
const other = () => new MemoryOS({ apiKey: env('MEMORYOS_OTHER_API_KEY'), baseURL: env('MEMORYOS_BASE_URL') });

async function collect(iterable) {
  const out = [];
  for await (const item of iterable) out.push(item);
  return out;
}

test('memory CRUD and history', async () => {
  const memory = client();
  const user = userId();
  const created = await memory.memories.create({
    content: 'User prefers dark mode and TypeScript',
    tier: 'long',
    content_type: 'preference',
    importance_score: 0.8,
    metadata: { source: 'settings' },
    user_id: user,
    scope: 'ui/theme',
    tags: ['ui'],
    expires_at: new Date('2100-01-01T00:00:00Z'),
    occurred_at: '2024-03-01T12:00:00Z',
  });
  assert.equal(created.memory_nature, 'semantic');
  assert.equal(created.tier, 'long');
  assert.ok(created.expires_at.startsWith('2100-01-01'));
  assert.deepEqual((await memory.memories.get(created.id)).metadata, { source: 'settings' });
  const updated = await memory.memories.update(created.id, { tier: 'medium', metadata: { source: 'chat' }, expires_at: null });
  assert.equal(updated.tier, 'medium');
  assert.equal(updated.expires_at, null);
  assert.deepEqual((await memory.memories.history(created.id)).data.map((e) => e.action), ['created', 'updated']);
  assert.deepEqual(await memory.memories.delete(created.id), { id: created.id, deleted: true });
  await assert.rejects(memory.memories.get(created.id), (error) => {
    assert.ok(error instanceof NotFoundError && error instanceof APIStatusError && error instanceof MemoryOSError);
    assert.equal(error.status, 404);
    assert.equal(error.code, 'NOT_FOUND');
    assert.ok(error.requestId);
    return true;
  });
});

test('list filters and iterates every page', async () => {
  const memory = client();
  const user = userId();
  const batch = await memory.memories.batch(
    Array.from({ length: 7 }, (_, n) => ({ content: `note ${n}`, user_id: user, tags: [n % 2 ? 'odd' : 'even'] })),
  );
  assert.equal(batch.created, 7);
  const page = await memory.memories.list({ user_id: user, limit: 3, ordering: 'created_at' });
  assert.deepEqual(page.meta, { total: 7, limit: 3, offset: 0, has_more: true });
  assert.equal((await memory.memories.list({ user_id: user, tags: ['even'] })).meta.total, 4);
  const every = await collect(memory.memories.iter({ user_id: user, limit: 2, ordering: 'created_at' }));
  assert.deepEqual(every.map((m) => m.content).sort(), Array.from({ length: 7 }, (_, n) => `note ${n}`));
  assert.deepEqual(every.slice(0, 3).map((m) => m.id), page.data.map((m) => m.id));
});

test('validation errors name the field and write nothing', async () => {
  const memory = client();
  const user = userId();
  await assert.rejects(memory.memories.create({ content: 'x', importance_score: 2, user_id: user }), (error) => {
    assert.ok(error instanceof ValidationError);
    assert.ok('importance_score' in error.details.fields);
    return true;
  });
  await assert.rejects(
    memory.memories.batch([{ content: 'fine', user_id: user }, { content: '', user_id: user }]),
    (error) => error instanceof ValidationError && 'memories[1].content' in error.details.fields,
  );
  assert.equal((await memory.memories.list({ user_id: user })).meta.total, 0);
});

test('a conflict is not retried', async () => {
  const memory = client();
  const user = userId();
  await memory.memories.create({ content: 'first', external_id: `ext-${user}`, user_id: user });
  const started = Date.now();
  await assert.rejects(memory.memories.create({ content: 'second', external_id: `ext-${user}`, user_id: user }), ConflictError);
  assert.ok(Date.now() - started < 400, 'X-Should-Retry: false means no backoff');
});

test('a write whose answer was lost is stored once', async () => {
  // Each request reaches the server for real; the first answer is then lost, as on a dropped connection.
  const sent = [];
  const losing = async (url, init) => {
    const response = await fetch(url, init);
    await response.clone().arrayBuffer();
    sent.push({ key: init.headers['Idempotency-Key'], status: response.status, replayed: response.headers.get('idempotent-replayed') });
    if (sent.length === 1) throw new TypeError('fetch failed: connection reset after the server answered');
    return response;
  };
  const memory = new MemoryOS({ apiKey: env('MEMORYOS_API_KEY'), baseURL: env('MEMORYOS_BASE_URL'), fetch: losing });
  const user = userId();
  const created = await memory.memories.create({ content: 'Ana is allergic to peanuts', user_id: user });
  assert.equal(created.content, 'Ana is allergic to peanuts');
  assert.equal((await client().memories.list({ user_id: user })).meta.total, 1);
  assert.ok(sent[0].key && sent[1].key === sent[0].key);
  assert.deepEqual([sent[0].status, sent[1].status, sent[1].replayed], [201, 201, 'true']);
});

test('search and context', async () => {
  const memory = client();
  const user = userId();
  await memory.memories.create({ content: 'Alice drinks green tea every morning', user_id: user, content_type: 'preference' });
  await memory.memories.create({ content: "Alice's dog is called Pixel", user_id: user });
  await memory.memories.create({ content: 'Green tea for someone else', user_id: `${user}-x` });
  const found = await memory.search({ query: 'green tea morning', user_id: user, threshold: 0.1 });
  assert.equal(found.results[0].content, 'Alice drinks green tea every morning');
  assert.ok(found.results.every((r) => r.user_id === user));
  const context = await memory.getContext({ query: 'What does Alice drink?', user_id: user, max_tokens: 200, threshold: 0.1 });
  assert.match(context.context, /green tea/);
  assert.ok(context.token_count > 0 && context.token_count <= 200);
  const asJson = await memory.getContext({ query: 'green tea', user_id: user, format: 'json', threshold: 0.1 });
  assert.equal(asJson.context[0].content, 'Alice drinks green tea every morning');
});

test('sessions extract memories in the background', async () => {
  const memory = client();
  const user = userId();
  const accepted = await memory.sessions.create({
    messages: [{ role: 'user', content: 'I prefer aisle seats on long flights.' }],
    user_id: user,
    source_client: 'ts-tests',
  });
  assert.equal(accepted.status, 'accepted');
  const done = await waitUntil(async () => {
    const session = await memory.sessions.get(accepted.session_id);
    return session.status === 'completed' && session;
  });
  assert.ok(done.created_memory_ids.length > 0);
  const contents = (await collect(memory.memories.iter({ user_id: user }))).map((m) => m.content);
  assert.ok(contents.some((c) => c.includes('aisle seats')));
  assert.throws(() => memory.sessions.create({ user_id: user }), MemoryOSError);
});

test('usage and admin: keys, sessions, users', async () => {
  const memory = client();
  assert.equal((await memory.usage()).plan.name, 'enterprise');
  const created = await memory.admin.keys.create({ name: 'ts-test', scopes: ['memories:read'] });
  assert.ok(created.secret.startsWith('mos_'));
  const reader = new MemoryOS({ apiKey: created.secret, baseURL: env('MEMORYOS_BASE_URL') });
  await reader.memories.list({ limit: 1 });
  await assert.rejects(reader.memories.create({ content: 'no' }), ForbiddenError);
  assert.ok((await collect(memory.admin.keys.iter({ active: true }))).some((k) => k.id === created.id));
  const rotated = await memory.admin.keys.rotate(created.id, { grace_period_seconds: 0 });
  assert.equal(rotated.rotated_key.id, created.id);
  await assert.rejects(new MemoryOS({ apiKey: created.secret, baseURL: env('MEMORYOS_BASE_URL'), maxRetries: 0 }).usage(), AuthenticationError);
  assert.equal((await memory.admin.keys.revoke(rotated.key.id)).is_active, false);

  const page = await memory.admin.sessions.list({ status: 'completed', limit: 5 });
  assert.ok(page.data.every((s) => s.status === 'completed'));

  const odd = `team/7 ${userId()}@example.com`;
  await memory.memories.create({ content: 'Jane likes jazz', user_id: odd });
  assert.equal((await memory.admin.users.export(odd)).user_id, odd);
  assert.equal((await memory.admin.users.delete(odd)).memories, 1);
  await assert.rejects(memory.admin.users.export(odd), NotFoundError);
});

test('admin settings change the text language of one tenant', async () => {
  const memory = client();
  const stranger = other();
  const user = userId();
  assert.deepEqual(await stranger.admin.settings.get(), { text_language: 'english', text_index: 'ready' });
  await stranger.memories.create({ content: 'Anna hat zwei Katzen.', user_id: user });
  assert.equal((await stranger.admin.settings.update({ text_language: 'german' })).text_language, 'german');
  await waitUntil(async () => (await stranger.admin.settings.get()).text_index === 'ready');
  const found = await stranger.search({ query: 'Katze', user_id: user, threshold: 0 });
  assert.ok(found.results[0].text_score > 0);
  assert.equal((await memory.admin.settings.get()).text_language, 'english');
  await assert.rejects(stranger.admin.settings.update({ text_language: 'klingon' }), ValidationError);
  await stranger.admin.settings.update({ text_language: 'english' });
  await waitUntil(async () => (await stranger.admin.settings.get()).text_index === 'ready');
});

test('another tenant gets nothing', async () => {
  const memory = client();
  const stranger = other();
  const user = userId();
  const mine = await memory.memories.create({ content: 'tenant secret', user_id: user });
  for (const call of [
    () => stranger.memories.get(mine.id),
    () => stranger.memories.update(mine.id, { tier: 'long' }),
    () => stranger.memories.delete(mine.id),
    () => stranger.memories.history(mine.id),
    () => stranger.admin.users.export(user),
  ]) {
    await assert.rejects(call(), NotFoundError);
  }
  assert.equal((await stranger.memories.list({ user_id: user })).meta.total, 0);
  assert.deepEqual((await stranger.search({ query: 'tenant secret', user_id: user, threshold: 0 })).results, []);
  assert.equal((await stranger.admin.users.delete(user)).memories, 0);
  assert.equal((await memory.memories.get(mine.id)).tier, 'short');
});
