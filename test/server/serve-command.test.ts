// `nuggetindex serve` as a child process: it prints its URL on stderr, answers /healthz, finishes a
// request in flight when told to stop, and exits 0 on SIGINT or SIGTERM; it refuses to expose writes
// to the network without a token.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { aliases, buildDemoStore, call, cli, post, root, tempDir } from './support.js';

let dir = '';
let db = '';

before(async () => {
  dir = tempDir();
  db = join(dir, 'demo.db');
  await buildDemoStore(db);
});
after(() => rmSync(dir, { recursive: true, force: true }));

interface Served {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** Spawns `serve` and resolves once it prints the URL it listens on. */
async function serve(args: string[], env: Record<string, string> = {}): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/cli/run.ts'), 'serve', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderr += chunk;
      const m = /http:\/\/[^\s)]+/.exec(stderr);
      if (m) resolve(m[0]);
    });
    void exit.then((code) => reject(new Error(`serve exited with ${code} before listening: ${stderr}`)));
  });
  return { child, url, stderr: () => stderr, exit };
}

describe('nuggetindex serve', () => {
  test('--port 0 listens on a free loopback port, answers, and exits 0 on SIGINT', async () => {
    const s = await serve(['--db', db, '--aliases', aliases, '--port', '0']);
    assert.match(s.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.deepEqual((await call(s.url, '/healthz')).body, { status: 'ok' });
    const r = await call<{ results: { object: string }[] }>(s.url, `/v1/retrieve?${new URLSearchParams({ q: 'Who was mayor of Eastport in 2010?', k: '1' })}`);
    assert.equal(r.body.results[0]?.object, 'Gregor Lind');
    assert.equal((await call<{ writable: boolean }>(s.url, '/v1/stats')).body.writable, false);
    s.child.kill('SIGINT');
    assert.equal(await s.exit, 0, s.stderr());
    assert.match(s.stderr(), /stopping/);
  });

  test('SIGTERM during an ingest lets it finish: the answer arrives, the exit is 0, and the documents are in the store', async () => {
    const s = await serve(['--db', db, '--aliases', aliases, '--port', '0', '--allow-writes'], { NUGGETINDEX_TOKEN: 'tok' });
    const documents = Array.from({ length: 60 }, (_, i) => ({ id: `late-${i}`, text: `Firm${i} Partners is headquartered in City${i}.`, date: '2021-01-01' }));
    const ingest = post<{ results: unknown[] }>(s.url, '/v1/ingest', { documents }, { authorization: 'Bearer tok' });
    // Signal once the ingest is under way (its first documents committed), not before it arrived.
    let committed = 13;
    while (committed === 13) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      committed = (await call<{ documents: number }>(s.url, '/v1/stats')).body.documents;
    }
    s.child.kill('SIGTERM');
    assert.ok(committed < 13 + 60, `signalled mid-ingest (${committed - 13} of 60 committed)`);
    const r = await ingest;
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.results.length, 60);
    assert.equal(await s.exit, 0, s.stderr());
    const inspect = cli('inspect', '--db', db, '--json');
    assert.equal((JSON.parse(inspect.stdout) as { documents: number }).documents, 13 + 60);
  });

  test('writes allowed on a non-loopback host without a token: refused with one line, exit 2', () => {
    const r = cli('serve', '--db', db, '--host', '0.0.0.0', '--allow-writes', '--port', '0');
    assert.equal(r.status, 2);
    assert.match(r.stderr, /^nuggetindex: serve: --host 0\.0\.0\.0 with --allow-writes needs a token/);
    assert.equal(r.stderr.trim().split('\n').length, 1);
  });

  test('a missing store without --allow-writes, and a bad port, are usage errors', () => {
    const missing = cli('serve', '--db', join(dir, 'none.db'), '--port', '0');
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /no such store/);
    assert.equal(cli('serve', '--db', db, '--port', '70000').status, 2);
  });

  test('--help explains the options', () => {
    const r = cli('serve', '--help');
    assert.equal(r.status, 0);
    for (const option of ['--db', '--host', '--port', '--allow-writes', '--token', 'NUGGETINDEX_TOKEN', '--max-body', '/openapi.json'])
      assert.ok(r.stdout.includes(option), option);
  });
});
