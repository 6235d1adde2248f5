// The README's code and the example scripts, run from a scratch project that installed the package from
// `npm pack`, as a user would, against the live server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MemoryOS } from '../dist/index.js';
import { env, userId, waitUntil } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
const exampleFiles = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.mjs'));
const snippets = blocks.filter((b) => !exampleFiles.some((f) => b === readFileSync(join(root, 'examples', f), 'utf8')));
let project;

before(() => {
  project = mkdtempSync(join(tmpdir(), 'memoryos-ts-user-'));
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', project], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop();
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund', '--offline', join(project, tarball)], { cwd: project });
});

after(() => rmSync(project, { recursive: true, force: true }));

function run(file, args = [], input = '', extraEnv = {}) {
  const done = spawnSync(process.execPath, [file, ...args], { cwd: project, input, encoding: 'utf8', env: { ...process.env, ...extraEnv }, timeout: 120_000 });
  assert.equal(done.status, 0, done.stdout + done.stderr);
  return done.stdout;
}

test('every example file is in the README verbatim', () => {
  for (const file of exampleFiles) assert.ok(blocks.includes(readFileSync(join(root, 'examples', file), 'utf8')), file);
  assert.equal(snippets.length, 3); // quick start, async, errors
});

for (const [index, name] of ['quick start', 'async', 'errors'].entries()) {
  test(`README snippet runs: ${name}`, () => {
    const file = join(project, `snippet-${index}.mjs`);
    writeFileSync(file, snippets[index]);
    assert.ok(run(file).trim().length > 0);
  });
}

test('chat loop puts what it stored into the next prompt', async () => {
  const systems = [];
  const model = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      systems.push(JSON.parse(body).messages[0].content);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'Noted.' } }] }));
    });
  });
  await new Promise((resolve) => model.listen(0, '127.0.0.1', resolve));
  const user = userId();
  const file = join(project, 'chat-loop.mjs');
  writeFileSync(file, readFileSync(join(root, 'examples', 'chat-loop.mjs')));
  let out;
  try {
    // Run asynchronously: the fake model lives in this process and must keep answering.
    out = await new Promise((resolve, reject) => {
      import('node:child_process').then(({ spawn }) => {
        const child = spawn(process.execPath, [file, user], { cwd: project, env: { ...process.env, OPENAI_BASE_URL: `http://127.0.0.1:${model.address().port}/v1`, OPENAI_API_KEY: 'test' } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c) => (stdout += c));
        child.stderr.on('data', (c) => (stderr += c));
        child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(stdout + stderr))));
        child.stdin.end('I prefer green tea in the morning.\nWhich tea do I prefer in the morning?\n');
      }, reject);
    });
  } finally {
    model.close();
  }
  assert.equal(out.match(/assistant> Noted\./g).length, 2);
  assert.equal(systems.length, 2);
  assert.ok(!systems[0].includes('green tea'));
  assert.ok(systems[1].includes('I prefer green tea in the morning.'));
  const sessionId = out.match(/session (\S+) submitted/)[1];
  const memory = new MemoryOS({ apiKey: env('MEMORYOS_API_KEY') });
  const session = await waitUntil(async () => {
    const s = await memory.sessions.get(sessionId);
    return ['completed', 'dead'].includes(s.status) && s;
  });
  assert.equal(session.status, 'completed');
});

test('maintenance promotes, cleans up and reports', async () => {
  const memory = new MemoryOS({ apiKey: env('MEMORYOS_API_KEY') });
  const user = userId();
  const used = await memory.memories.create({ content: 'Carol uses a standing desk at work', user_id: user });
  const stale = await memory.memories.create({ content: 'Carol once mentioned the weather', user_id: user, importance_score: 0.05 });
  const kept = await memory.memories.create({ content: 'Carol is allergic to peanuts', user_id: user, importance_score: 0.05, pinned: true });
  for (let i = 0; i < 6; i++) {
    const found = await memory.search({ query: 'standing desk', user_id: user, threshold: 0.1, limit: 1 });
    assert.equal(found.results[0].id, used.id);
  }
  await waitUntil(async () => (await memory.memories.get(used.id)).access_count >= 5);
  const file = join(project, 'maintenance.mjs');
  writeFileSync(file, readFileSync(join(root, 'examples', 'maintenance.mjs')));
  const out = run(file, [user]);
  assert.match(out, new RegExp(`promoted ${used.id} to medium`));
  assert.match(out, new RegExp(`deleted ${stale.id}`));
  assert.match(out, /^promoted: 1$/m);
  assert.match(out, /^deleted: 1$/m);
  assert.match(out, /short: 1\nmedium: 1\nlong: 0\ntotal: 2\n$/);
  assert.equal((await memory.memories.get(used.id)).tier, 'medium');
  assert.equal((await memory.memories.get(kept.id)).tier, 'short');
});
