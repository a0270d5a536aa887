// The write endpoints through a real server: the bearer token check, ingest then retrieve, resolving
// and keeping disputes, review, body limits and bad bodies, and 50 readers answered while one
// ingest of many documents writes — after which the store is consistent.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DisputeOutcomeJson, RetrievalJson } from '../../src/wire.js';
import type { DisputeJson, NuggetDetailJson } from '../../src/wire.js';
import { assertError, buildDemoStore, call, cli, post, serveStore, tempDir, type Answer, type TestServer } from './support.js';

const TOKEN = 's3cret-token';
const auth = { authorization: `Bearer ${TOKEN}` };
let dir = '';
let server: TestServer;

before(async () => {
  dir = tempDir();
  await buildDemoStore(join(dir, 'demo.db'));
  server = await serveStore(join(dir, 'demo.db'), { allowWrites: true, token: TOKEN, maxBodyBytes: 256 * 1024 });
});
after(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const doc = (id: string, text: string, extra: Record<string, string> = {}) => ({ id, text, ...extra });

describe('the bearer token', () => {
  const body = { documents: [doc('t1', 'Globex Corporation is headquartered in Springfield.', { date: '2019-01-01' })] };

  test('a write without a token, with a wrong one, or with a malformed header is 401 with a Bearer challenge', async () => {
    const none = await post(server.url, '/v1/ingest', body);
    assertError(none, 401, 'UNAUTHORIZED', 'authorization');
    assert.match(none.headers.get('www-authenticate') ?? '', /^Bearer/);
    assertError(await post(server.url, '/v1/ingest', body, { authorization: 'Bearer wrong' }), 401, 'UNAUTHORIZED');
    assertError(await post(server.url, '/v1/ingest', body, { authorization: `Bearer ${TOKEN}x` }), 401, 'UNAUTHORIZED');
    assertError(await post(server.url, '/v1/ingest', body, { authorization: TOKEN }), 401, 'UNAUTHORIZED');
    assertError(await post(server.url, '/v1/ingest', body, { authorization: `Basic ${TOKEN}` }), 401, 'UNAUTHORIZED');
  });

  test('stats tell a client (the web UI) that writes are on and need the token', async () => {
    const r = await fetch(`${server.url}/v1/stats`);
    const stats = (await r.json()) as { writable: boolean; tokenRequired: boolean };
    assert.deepEqual([stats.writable, stats.tokenRequired], [true, true]);
  });

  test('the right token is accepted; reads never need it', async () => {
    const r = await post<{ results: { docId: string; outcome: string }[] }>(server.url, '/v1/ingest', body, auth);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(
      r.body.results.map((x) => [x.docId, x.outcome]),
      [['t1', 'new']],
    );
    assert.equal((await call(server.url, '/v1/stats')).status, 200);
  });

  test('an unauthorised client never gets its body read: a huge body without a token is still 401', async () => {
    assertError(await post(server.url, '/v1/ingest', 'x'.repeat(1024 * 1024)), 401, 'UNAUTHORIZED');
  });
});

describe('ingest through the API', () => {
  test('documents posted are found by retrieve; re-posting them changes nothing', async () => {
    const documents = [
      doc('acme-1', 'Acme Robotics named Jane Doe as its new CEO on 1 March 2008.', { source: 'wire-a', date: '2008-03-02' }),
      doc('acme-2', 'Jane Doe, the CEO of Acme Robotics, opened a plant.', { source: 'wire-b', date: '2009-05-01' }),
    ];
    const first = await post<{ results: { outcome: string; created: number }[] }>(server.url, '/v1/ingest', { documents }, auth);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(
      first.body.results.map((r) => r.outcome),
      ['new', 'new'],
    );
    assert.ok(first.body.results[0]!.created > 0);
    const found = await call<RetrievalJson>(server.url, `/v1/retrieve?${new URLSearchParams({ q: 'Who was the CEO of Acme Robotics in 2010?', k: '1' })}`);
    assert.equal(found.body.results[0]?.object, 'Jane Doe');
    const again = await post<{ results: { outcome: string }[] }>(server.url, '/v1/ingest', { documents }, auth);
    assert.deepEqual(
      again.body.results.map((r) => r.outcome),
      ['unchanged', 'unchanged'],
    );
  });

  test('a bad document names documents.N.field and nothing of the request is written', async () => {
    const before = (await call<{ documents: number }>(server.url, '/v1/stats')).body.documents;
    const cases: [unknown, string][] = [
      [{ documents: [doc('ok-1', 'Fine text.'), { id: 'bad', text: '' }] }, 'documents.1.text'],
      [{ documents: [doc('ok-1', 'Fine text.'), { text: 'no id' }] }, 'documents.1.id'],
      [{ documents: [doc('ok-1', 'Fine text.', { date: 'last tuesday' })] }, 'documents.0.date'],
      [{ documents: [doc('ok-1', 'Fine text.', { date: '2008-02-30' })] }, 'documents.0.date'],
      [{ documents: [doc('ok-1', 'Fine text.', { genre: 'poetry' })] }, 'documents.0.genre'],
      [{ documents: [] }, 'documents'],
      [{ documents: 'a.jsonl' }, 'documents'],
      [{ documents: [null] }, 'documents.0'],
      [{}, 'documents'],
      [{ documents: [doc('ok-1', 'Fine text.')], extra: 1 }, 'extra'],
      [[doc('ok-1', 'Fine text.')], '(body)'],
    ];
    for (const [body, field] of cases) assertError(await post(server.url, '/v1/ingest', body, auth), 400, 'INVALID_INPUT', field);
    assert.equal((await call<{ documents: number }>(server.url, '/v1/stats')).body.documents, before);
  });

  test('a body that is not JSON is 400; one not sent as JSON is 415', async () => {
    assertError(await post(server.url, '/v1/ingest', '{"documents": [', auth), 400, 'INVALID_INPUT', '(body)');
    assertError(await post(server.url, '/v1/ingest', '', auth), 400, 'INVALID_INPUT', '(body)');
    const plain = await call(server.url, '/v1/ingest', { method: 'POST', headers: { 'content-type': 'text/plain', ...auth }, body: '{"documents": []}' });
    assertError(plain, 415, 'UNSUPPORTED_MEDIA_TYPE', '(body)');
    const form = await call(server.url, '/v1/ingest', { method: 'POST', headers: auth, body: new URLSearchParams({ documents: 'x' }) });
    assertError(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  test('a body over the limit is 413, with or without a Content-Length, and the server keeps answering', async () => {
    const big = { documents: [doc('big', 'Acme is headquartered in Boston. '.repeat(10_000))] };
    assertError(await post(server.url, '/v1/ingest', big, auth), 413, 'TOO_LARGE', '(body)');
    // Chunked: no Content-Length, so the limit is enforced while reading.
    const bytes = new TextEncoder().encode(JSON.stringify(big));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16 * 1024) controller.enqueue(bytes.slice(i, i + 16 * 1024));
        controller.close();
      },
    });
    const chunked = await call(server.url, '/v1/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    assertError(chunked, 413, 'TOO_LARGE');
    assert.equal((await call(server.url, '/healthz')).status, 200);
  });
});

describe('disputes: resolve and keep', () => {
  const hqQuery = `/v1/retrieve?${new URLSearchParams({ q: 'Where is Northwind Energy headquartered?' })}`;

  test('resolving the contested headquarters changes what active returns, and the decision is recorded', async () => {
    const before = await call<RetrievalJson>(server.url, hqQuery);
    const hqOf = (r: RetrievalJson) => r.results.filter((x) => x.subject === 'Northwind Energy' && x.predicate === 'headquartersLocation').map((x) => x.object);
    assert.deepEqual(hqOf(before.body), []);
    const disputes = (await call<{ disputes: DisputeJson[] }>(server.url, '/v1/disputes')).body.disputes;
    const hq = disputes.find((d) => d.key.subject === 'northwind energy' && d.key.predicate === 'headquartersLocation')!;
    const tacoma = hq.facts.find((f) => f.object === 'Tacoma')!;
    const olympia = hq.facts.find((f) => f.object === 'Olympia')!;
    const r = await post<DisputeOutcomeJson>(server.url, '/v1/disputes/resolve', { winner: tacoma.id, reason: 'the 2019 annual report', by: 'tester' }, auth);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.decision.winner, tacoma.id);
    assert.deepEqual(r.body.decision.losers, [olympia.id]);
    assert.equal(r.body.decision.by, 'tester');
    const after = await call<RetrievalJson>(server.url, hqQuery);
    assert.deepEqual(hqOf(after.body), ['Tacoma']);
    const loser = await call<NuggetDetailJson>(server.url, `/v1/nuggets/${olympia.id}`);
    assert.equal((loser.body.nugget as { epistemic: { status: string } }).epistemic.status, 'deprecated');
    assert.equal(loser.body.decision?.reason, 'the 2019 annual report');
    const open = (await call<{ disputes: DisputeJson[] }>(server.url, '/v1/disputes')).body.disputes;
    assert.ok(!open.some((d) => d.key.predicate === 'headquartersLocation' && d.key.subject === 'northwind energy'));
    const decided = (await call<{ disputes: DisputeJson[] }>(server.url, '/v1/disputes?decided=true')).body.disputes;
    assert.equal(decided.find((d) => d.key.subject === 'northwind energy')?.decision?.winner, tacoma.id);
  });

  test('keep records a reviewed dispute that stays contested', async () => {
    const documents = [
      doc('ix-1', 'Initech is headquartered in Austin.', { source: 'paper-a', date: '2020-01-10' }),
      doc('ix-2', 'Initech is based in Dallas, according to its filing.', { source: 'paper-b', date: '2020-01-12' }),
    ];
    assert.equal((await post(server.url, '/v1/ingest', { documents }, auth)).status, 200);
    const dispute = (await call<{ disputes: DisputeJson[] }>(server.url, '/v1/disputes')).body.disputes.find((d) => d.key.subject === 'initech');
    assert.ok(dispute, "the two sources dispute Initech's headquarters");
    const r = await post<DisputeOutcomeJson>(server.url, '/v1/disputes/keep', { key: dispute.key, reason: 'both filings are current' }, auth);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.decision.winner, null);
    assert.equal(r.body.decision.by, 'api');
    const contested = await call<RetrievalJson>(
      server.url,
      `/v1/retrieve?${new URLSearchParams({ q: 'Where is Initech headquartered?', view: 'active_contested' })}`,
    );
    assert.deepEqual(
      contested.body.results.filter((x) => x.subject === 'Initech').map((x) => x.status),
      ['contested', 'contested'],
    );
  });

  test('bad resolve and keep requests name the field', async () => {
    const stats = await call<RetrievalJson>(server.url, `/v1/retrieve?${new URLSearchParams({ q: 'Who is the mayor of Eastport?', k: '1' })}`);
    const uncontested = stats.body.results[0]!.id;
    const cases: [string, unknown, number, string, string | null][] = [
      ['/v1/disputes/resolve', { winner: 'n000000000000000000000000', reason: 'r' }, 404, 'NOT_FOUND', 'winner'],
      ['/v1/disputes/resolve', { winner: uncontested, reason: 'r' }, 400, 'INVALID_INPUT', null],
      ['/v1/disputes/resolve', { winner: uncontested, reason: '  ' }, 400, 'INVALID_INPUT', 'reason'],
      ['/v1/disputes/resolve', { reason: 'r' }, 400, 'INVALID_INPUT', 'winner'],
      ['/v1/disputes/resolve', { winner: uncontested, reason: 'r', by: '' }, 400, 'INVALID_INPUT', 'by'],
      ['/v1/disputes/keep', { reason: 'r' }, 400, 'INVALID_INPUT', 'key'],
      ['/v1/disputes/keep', { key: { subject: 'initech' }, reason: 'r' }, 400, 'INVALID_INPUT', 'key.predicate'],
      ['/v1/disputes/keep', { key: 'initech', reason: 'r' }, 400, 'INVALID_INPUT', 'key'],
    ];
    for (const [path, body, status, code, field] of cases) {
      const r: Answer = await post(server.url, path, body, auth);
      assertError(r, status, code, field ?? undefined);
    }
  });
});

describe('review through the API', () => {
  test('an unknown queue item fails the batch with 404; an empty action list is 400', async () => {
    assertError(await post(server.url, '/v1/review', { actions: [{ id: 'q-missing', action: 'accept' }] }, auth), 404, 'NOT_FOUND', 'id');
    assertError(await post(server.url, '/v1/review', { actions: [] }, auth), 400, 'INVALID_INPUT', 'actions');
    assertError(await post(server.url, '/v1/review', { actions: [{ id: 'x', action: 'approve' }] }, auth), 400, 'INVALID_INPUT', 'actions.0.action');
  });
});

describe('concurrent readers while one ingest writes', () => {
  test('50 parallel retrieves during an ingest of 300 documents all succeed, and the store is consistent after', async () => {
    const companies = Array.from({ length: 300 }, (_, i) => `Company${i} Holdings`);
    const documents = companies.map((c, i) =>
      doc(`bulk-${i}`, `${c} named Person${i} Smith as its new CEO on 1 March ${1990 + (i % 30)}. ${c} is headquartered in Town${i}.`, {
        source: `wire-${i % 7}`,
        date: `${1990 + (i % 30)}-03-02`,
      }),
    );
    const startedAt = performance.now();
    let ingestDone = 0;
    const ingest = post<{ results: { outcome: string }[] }>(server.url, '/v1/ingest', { documents }, auth).then((r) => {
      ingestDone = performance.now();
      return r;
    });
    const readers: Promise<{ status: number; at: number }>[] = [];
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 50; i++) {
        const q = i % 2 === 0 ? 'Who is the CEO of Northwind Energy?' : `Who was the CEO of Company${i} Holdings?`;
        readers.push(call(server.url, `/v1/retrieve?${new URLSearchParams({ q, k: '5' })}`).then((r) => ({ status: r.status, at: performance.now() })));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [written, answers] = await Promise.all([ingest, Promise.all(readers)]);
    assert.equal(written.status, 200, JSON.stringify(written.body).slice(0, 500));
    assert.equal(written.body.results.length, 300);
    assert.ok(written.body.results.every((r) => r.outcome === 'new'));
    assert.ok(
      answers.every((a) => a.status === 200),
      `statuses: ${[...new Set(answers.map((a) => a.status))].join(', ')}`,
    );
    // Readers were answered while the ingest was still running, not queued behind it.
    const during = answers.filter((a) => a.at < ingestDone).length;
    assert.ok(during >= 50, `${during} of ${answers.length} reads answered during the ingest (${(ingestDone - startedAt).toFixed(0)} ms)`);

    // Consistent: every document is in, each company's CEO is retrievable, and a fresh process
    // reading the file sees what the server reports.
    const stats = (await call<{ documents: number; nuggets: number }>(server.url, '/v1/stats')).body;
    const inspect = JSON.parse(cli('inspect', '--db', join(dir, 'demo.db'), '--json').stdout) as { documents: number; nuggets: number };
    assert.equal(inspect.documents, stats.documents);
    assert.equal(inspect.nuggets, stats.nuggets);
    const exported = await (await fetch(new URL('/v1/export', server.url))).text();
    assert.equal(exported.trim().split('\n').length, stats.nuggets);
    for (const i of [0, 150, 299]) {
      const r = await call<RetrievalJson>(
        server.url,
        `/v1/retrieve?${new URLSearchParams({ q: `Who was the CEO of Company${i} Holdings?`, view: 'all', k: '3' })}`,
      );
      assert.ok(
        r.body.results.some((x) => x.object === `Person${i} Smith`),
        JSON.stringify(r.body.results.map((x) => x.text)),
      );
    }
  });
});

describe('a client that goes away mid-ingest', () => {
  test('stops the ingest at the next document; what was committed stays and the server keeps answering', async () => {
    const before = (await call<{ documents: number }>(server.url, '/v1/stats')).body.documents;
    const documents = Array.from({ length: 400 }, (_, i) =>
      doc(`gone-${i}`, `Vanish${i} Industries is headquartered in Place${i}. Vanish${i} Industries named Boss${i} Jones as its new CEO on 2 May 2001.`, {
        date: '2001-05-03',
      }),
    );
    const abort = new AbortController();
    const sent = fetch(new URL('/v1/ingest', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ documents }),
      signal: abort.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    abort.abort();
    await assert.rejects(sent);
    let last = -1;
    let now = 0;
    // Committed documents stop growing soon after the disconnect.
    for (let i = 0; i < 50 && now !== last; i++) {
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = (await call<{ documents: number }>(server.url, '/v1/stats')).body.documents;
    }
    assert.ok(now > before, 'some documents were committed before the client left');
    assert.ok(now < before + 400, `the ingest stopped (${now - before} of 400 committed)`);
    assert.equal((await call(server.url, '/healthz')).status, 200);
  });
});
