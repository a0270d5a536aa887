// The read endpoints through a real server on 127.0.0.1 over a SQLite store of the demo corpus:
// retrieve answers exactly what `nuggetindex query --json` prints for the same store, every bad input
// is a 4xx JSON error naming its field (and the server keeps answering), unknown things are 404s.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RetrievalJson } from '../../src/wire.js';
import type { DisputeJson, NuggetDetailJson, SubjectFactsJson } from '../../src/wire.js';
import { aliases, assertError, buildDemoStore, call, cli, post, serveStore, tempDir, type TestServer } from './support.js';

let dir = '';
let db = '';
let server: TestServer;

before(async () => {
  dir = tempDir();
  db = join(dir, 'demo.db');
  await buildDemoStore(db);
  server = await serveStore(db);
});
after(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /v1/retrieve is `query --json`', () => {
  const cases: { q: string; cli: string[]; params: Record<string, string> }[] = [
    { q: 'Who was the CEO of Northwind Energy in 2012?', cli: ['-k', '3'], params: { k: '3' } },
    { q: 'Who is the chief financial officer of Northwind Energy?', cli: ['--time', '2020-06'], params: { time: '2020-06' } },
    {
      q: 'Where is Northwind Energy headquartered?',
      cli: ['--view', 'active_contested', '--time', '2020'],
      params: { view: 'active_contested', time: '2020' },
    },
    {
      q: 'Who is the CEO of Northwind Energy?',
      cli: ['--view', 'all', '--time', '2023-06-01', '-k', '20'],
      params: { view: 'all', time: '2023-06-01', k: '20' },
    },
  ];
  for (const c of cases) {
    test(`"${c.q}" ${c.cli.join(' ')}`, async () => {
      const r = cli('query', c.q, '--db', db, '--aliases', aliases, '--json', ...c.cli);
      assert.equal(r.status, 0, r.stderr);
      const expected = JSON.parse(r.stdout) as RetrievalJson;
      const got = await call<RetrievalJson>(server.url, `/v1/retrieve?${new URLSearchParams({ q: c.q, ...c.params })}`);
      assert.equal(got.status, 200);
      assert.match(got.headers.get('content-type') ?? '', /^application\/json/);
      assert.equal(got.headers.get('cache-control'), 'no-store');
      assert.deepEqual(got.body, expected);
      assert.ok(expected.results.length > 0);
    });
  }

  test('an empty parameter counts as absent (as an HTML form sends a blank field)', async () => {
    const r = await call<RetrievalJson>(server.url, '/v1/retrieve?q=Who+was+mayor+of+Eastport+in+2010%3F&k=&time=&view=');
    assert.equal(r.status, 200);
    assert.equal(r.body.view, 'active');
    assert.equal(r.body.period.from, 'question');
  });

  test('the question is echoed exactly, whitespace included, as the CLI does', async () => {
    const got = await call<RetrievalJson>(server.url, `/v1/retrieve?${new URLSearchParams({ q: '  Who was mayor of Eastport in 2010? ' })}`);
    assert.equal(got.body.query, '  Who was mayor of Eastport in 2010? ');
    assert.equal(got.body.results[0]?.object, 'Gregor Lind');
  });
});

describe('the other read endpoints', () => {
  test('GET /healthz answers {status: ok}', async () => {
    const r = await call(server.url, '/healthz');
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, { status: 'ok' });
  });

  test('GET /v1/context returns the context block and the retrieval it came from', async () => {
    const r = await call<{ text: string; retrieval: RetrievalJson }>(
      server.url,
      `/v1/context?${new URLSearchParams({ q: 'Where is Northwind Energy headquartered?', time: '2020' })}`,
    );
    assert.equal(r.status, 200);
    assert.match(r.body.text, /Tacoma/);
    assert.match(r.body.text, /Olympia/);
    assert.equal(r.body.retrieval.view, 'active_contested');
    const expected = cli('context', 'Where is Northwind Energy headquartered?', '--time', '2020', '--db', db, '--aliases', aliases);
    assert.equal(r.body.text + '\n', expected.stdout);
  });

  test('GET /v1/stats is `inspect --json` plus the time span and whether writes are allowed', async () => {
    const r = await call<Record<string, unknown>>(server.url, '/v1/stats');
    const inspect = cli('inspect', '--db', db, '--json');
    assert.equal(inspect.status, 0, inspect.stderr);
    const { span, writable, tokenRequired, embedder, ...stats } = r.body;
    assert.deepEqual(stats, JSON.parse(inspect.stdout));
    assert.equal(writable, false);
    assert.equal(tokenRequired, false);
    assert.equal(embedder, null, 'no vectors: lexical retrieval only');
    const s = span as { start: string | null; end: string | null };
    assert.ok(s.start !== null && s.end !== null && s.start < s.end, JSON.stringify(span));
  });

  test('GET /v1/nuggets/{id} returns the full record with its history; an unknown id is 404 naming id', async () => {
    const hit = (
      await call<RetrievalJson>(
        server.url,
        `/v1/retrieve?${new URLSearchParams({ q: 'Who is the chief financial officer of Northwind Energy?', time: '2020-06', k: '1' })}`,
      )
    ).body.results[0]!;
    const r = await call<NuggetDetailJson>(server.url, `/v1/nuggets/${hit.id}`);
    assert.equal(r.status, 200);
    assert.equal((r.body.nugget as { id: string }).id, hit.id);
    assert.ok(Array.isArray(r.body.history));
    assert.equal(r.body.decision, null);
    // Each evidence span comes with the document text around it, which with the quote is the document itself.
    const evidence = (r.body.nugget as { provenance: { evidence: { docId: string; start: number; quote: string }[] } }).provenance.evidence;
    assert.equal(r.body.context?.length, evidence.length);
    const first = r.body.context![0]!;
    assert.equal(first.docId, evidence[0]!.docId);
    assert.ok(first.before.length === Math.min(280, evidence[0]!.start), JSON.stringify(first));
    assertError(await call(server.url, '/v1/nuggets/n000000000000000000000000'), 404, 'NOT_FOUND', 'id');
  });

  test('GET /v1/subjects lists subjects for a picker; /v1/subjects/{name} every fact about one', async () => {
    const list = await call<{ subjects: { subject: string; name: string; facts: number }[] }>(server.url, '/v1/subjects?prefix=north&limit=5');
    assert.equal(list.status, 200);
    assert.equal(list.body.subjects[0]?.subject, 'northwind energy');
    const facts = await call<SubjectFactsJson>(server.url, `/v1/subjects/${encodeURIComponent('Northwind Energy')}`);
    assert.equal(facts.status, 200);
    assert.equal(facts.body.subject, 'northwind energy');
    const states = new Set(facts.body.facts.map((f) => f.status));
    assert.deepEqual([...states].sort(), ['active', 'contested', 'deprecated']);
    const none = await call<SubjectFactsJson>(server.url, '/v1/subjects/Nobody%20At%20All');
    assert.equal(none.status, 200);
    assert.deepEqual(none.body.facts, []);
  });

  test('GET /v1/disputes lists the contested headquarters with both rivals', async () => {
    const r = await call<{ disputes: DisputeJson[] }>(server.url, '/v1/disputes');
    assert.equal(r.status, 200);
    const hq = r.body.disputes.find((d) => d.key.predicate === 'headquartersLocation');
    assert.deepEqual(hq?.facts.map((f) => f.object).sort(), ['Olympia', 'Tacoma']);
  });

  test('GET /v1/review lists the (empty) deferral queue as `review --json` does', async () => {
    const r = await call(server.url, '/v1/review?status=all');
    const expected = cli('review', '--db', db, '--aliases', aliases, '--status', 'all', '--json');
    assert.equal(r.status, 200);
    assert.deepEqual(r.body, JSON.parse(expected.stdout));
  });

  test('GET /v1/export streams every nugget as `nuggetindex export` writes it', async () => {
    const r = await fetch(new URL('/v1/export', server.url));
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /^application\/x-ndjson/);
    const text = await r.text();
    const expected = cli('export', '--db', db, '--aliases', aliases);
    assert.equal(text, expected.stdout);
    assert.equal(text.trim().split('\n').length, 26, '25 facts and one bridging fact');
  });

  test('GET / without a web build answers a page saying how to build it, with a same-origin CSP', async () => {
    const r = await fetch(new URL('/', server.url));
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await r.text(), /npm run build/);
    assert.match(r.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assertError(await call(server.url, '/assets/app.js'), 404, 'NOT_FOUND');
  });
});

describe('bad input: a 4xx JSON error naming the field, and the server keeps answering', () => {
  const cases: [string, number, string, string | null][] = [
    ['/v1/retrieve', 400, 'INVALID_INPUT', 'q'],
    ['/v1/retrieve?q=', 400, 'INVALID_INPUT', 'q'],
    ['/v1/retrieve?q=%20%20', 400, 'INVALID_INPUT', 'q'],
    [`/v1/retrieve?q=${'x'.repeat(2001)}`, 400, 'INVALID_INPUT', 'q'],
    ['/v1/retrieve?q=ceo&view=current', 400, 'INVALID_INPUT', 'view'],
    ['/v1/retrieve?q=ceo&k=0', 400, 'INVALID_INPUT', 'k'],
    ['/v1/retrieve?q=ceo&k=1001', 400, 'INVALID_INPUT', 'k'],
    ['/v1/retrieve?q=ceo&k=ten', 400, 'INVALID_INPUT', 'k'],
    ['/v1/retrieve?q=ceo&k=2.5', 400, 'INVALID_INPUT', 'k'],
    ['/v1/retrieve?q=ceo&k=NaN', 400, 'INVALID_INPUT', 'k'],
    ['/v1/retrieve?q=ceo&time=yesterday', 400, 'INVALID_INPUT', 'time'],
    ['/v1/retrieve?q=ceo&time=2008-13', 400, 'INVALID_INPUT', 'time'],
    ['/v1/retrieve?q=ceo&time=2008-02-30', 400, 'INVALID_INPUT', 'time'],
    ['/v1/retrieve?q=ceo&q=cfo', 400, 'INVALID_INPUT', 'q'],
    ['/v1/retrieve?q=ceo&limit=3', 400, 'INVALID_INPUT', 'limit'],
    ['/v1/context?q=ceo&view=all', 400, 'INVALID_INPUT', 'view'],
    ['/v1/context?k=5', 400, 'INVALID_INPUT', 'q'],
    ['/v1/subjects?limit=0', 400, 'INVALID_INPUT', 'limit'],
    ['/v1/disputes?decided=maybe', 400, 'INVALID_INPUT', 'decided'],
    ['/v1/disputes?limit=-1', 400, 'INVALID_INPUT', 'limit'],
    ['/v1/review?status=open', 400, 'INVALID_INPUT', 'status'],
    ['/v1/review?below=2', 400, 'INVALID_INPUT', 'below'],
    ['/v1/review?reason=boredom', 400, 'INVALID_INPUT', 'reason'],
    ['/v1/stats?verbose=1', 400, 'INVALID_INPUT', 'verbose'],
    ['/v1/nuggets/nope', 404, 'NOT_FOUND', 'id'],
    ['/v1/nuggets/', 404, 'NOT_FOUND', null],
    ['/v1/nope', 404, 'NOT_FOUND', null],
    ['/index.php', 404, 'NOT_FOUND', null],
    ['/assets/..%2F..%2Fpackage.json', 404, 'NOT_FOUND', null],
  ];
  for (const [path, status, code, field] of cases) {
    test(`GET ${path.length > 60 ? path.slice(0, 60) + '…' : path} → ${status} ${field ?? ''}`, async () => {
      assertError(await call(server.url, path), status, code, field);
      assert.equal((await call(server.url, '/healthz')).status, 200);
    });
  }

  test('a known path with another method is 405 naming the allowed ones', async () => {
    const r = await call(server.url, '/v1/retrieve?q=x', { method: 'POST' });
    assertError(r, 405, 'METHOD_NOT_ALLOWED');
    assert.equal(r.headers.get('allow'), 'GET, HEAD');
    assertError(await call(server.url, '/v1/ingest', { method: 'GET' }), 405, 'METHOD_NOT_ALLOWED');
    assertError(await call(server.url, '/v1/ingest', { method: 'OPTIONS' }), 405, 'METHOD_NOT_ALLOWED');
  });

  test('a host name other than loopback is refused (DNS rebinding guard)', async () => {
    const { request } = await import('node:http');
    const url = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const r = request({ host: url.hostname, port: url.port, path: '/healthz', headers: { host: `evil.example:${url.port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      r.on('error', reject);
      r.end();
    });
    assert.equal(status, 403);
    assert.equal((await call(server.url.replace('127.0.0.1', 'localhost'), '/healthz')).status, 200);
  });

  test('writes are refused with 403 when the server was not started with --allow-writes', async () => {
    assertError(await post(server.url, '/v1/ingest', { documents: [{ id: 'x', text: 'Acme is headquartered in Boston.' }] }), 403, 'FORBIDDEN');
    assertError(await post(server.url, '/v1/disputes/resolve', { winner: 'x', reason: 'y' }), 403, 'FORBIDDEN');
    assertError(await post(server.url, '/v1/disputes/keep', { key: { subject: 'a', predicate: 'b' }, reason: 'y' }), 403, 'FORBIDDEN');
    assertError(await post(server.url, '/v1/review', { actions: [{ id: 'x', action: 'drop' }] }), 403, 'FORBIDDEN');
  });
});
