// The embeddings endpoint: the project's client against a local server speaking the OpenAI
// protocol (stand-in vectors; recorded errors and malformed replies), batched, cached by (model,
// text) in memory and on disk, and through NuggetIndex for semantic retrieval on a SQLite store.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EndpointEmbedder, NuggetIndex, NuggetIndexError, OpenAiCompatibleClient, priceOf } from '../../src/index.js';
import { FileEmbeddingCache, hnswAnn, SqliteNuggetStore } from '../../src/node.js';
import { OpenAiTestServer, STAND_IN_DIMENSIONS } from '../support/openai-server.js';

const client = (server: OpenAiTestServer, extra: object = {}) =>
  new OpenAiCompatibleClient({ baseUrl: server.baseUrl, model: 'test-embed-1', apiKey: 'sk-test', backoffMs: 1, maxBackoffMs: 2, ...extra });
const embeds = (server: OpenAiTestServer) => server.requests.filter((r) => r.path === '/v1/embeddings');

test('texts go in batches with the model and the key; the length is learned; a second call is served from the cache', async () => {
  const server = await OpenAiTestServer.start({ exchanges: [] });
  try {
    const e = new EndpointEmbedder(client(server), { batchSize: 2 });
    assert.equal(e.dimensions, 0);
    const vectors = await e.embed(['Acme names a new chief', 'the chief of Acme', 'a recipe for bread', 'the chief of Acme', 'bread']);
    assert.equal(e.dimensions, STAND_IN_DIMENSIONS);
    assert.equal(vectors.length, 5);
    assert.deepEqual(vectors[1], vectors[3]);
    const requests = embeds(server);
    assert.equal(requests.length, 2, 'four distinct texts, two per request');
    assert.equal((requests[0]!.body as { model: string }).model, 'test-embed-1');
    assert.equal(requests[0]!.headers.authorization, 'Bearer sk-test');
    await e.embed(['bread', 'the chief of Acme']);
    assert.equal(embeds(server).length, 2, 'cached');
    assert.deepEqual(e.totals, { requests: 2, texts: 7, cached: 2 });
  } finally {
    await server.close();
  }
});

test('a 503 is retried; malformed replies and a refused key fail with the reason', async () => {
  const server = await OpenAiTestServer.start({
    exchanges: [],
    embeddings: [
      { status: 503 },
      {},
      { body: { object: 'list', data: [{ index: 0, embedding: [1, 2] }] } },
      {
        body: {
          object: 'list',
          data: [
            { index: 0, embedding: ['x'] },
            { index: 1, embedding: [1] },
          ],
        },
      },
      { body: 'not json' },
      { status: 401, body: { error: { message: 'Incorrect API key provided' } } },
    ],
  });
  try {
    const e = new EndpointEmbedder(client(server));
    assert.equal((await e.embed(['one'])).length, 1, 'the 503 was retried');
    await assert.rejects(new EndpointEmbedder(client(server)).embed(['a', 'b']), /1 vectors for 2 texts/);
    await assert.rejects(new EndpointEmbedder(client(server)).embed(['c', 'd']), /not a list of numbers/);
    await assert.rejects(new EndpointEmbedder(client(server)).embed(['e']), /not JSON/);
    await assert.rejects(
      new EndpointEmbedder(client(server)).embed(['f']),
      (err: unknown) =>
        err instanceof NuggetIndexError && err.code === 'INVALID_INPUT' && /check the API key/.test(err.message) && !err.message.includes('sk-test'),
    );
  } finally {
    await server.close();
  }
});

test('the file cache keeps vectors across runs and ignores a record cut short', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nuggetindex-embcache-'));
  try {
    const a = new FileEmbeddingCache(dir, 'm');
    a.set('k1', Float32Array.from([1, 2, 3]));
    a.set('k2', Float32Array.from([4, 5, 6]));
    const file = join(dir, readdirSync(dir)[0]!);
    assert.deepEqual(new FileEmbeddingCache(dir, 'm').get('k2'), Float32Array.from([4, 5, 6]));
    assert.equal(new FileEmbeddingCache(dir, 'other').get('k2'), undefined, 'one file per model');
    truncateSync(file, statSync(file).size - 5);
    const b = new FileEmbeddingCache(dir, 'm');
    assert.equal(b.get('k2'), undefined);
    assert.deepEqual(b.get('k1'), Float32Array.from([1, 2, 3]));
    b.set('k3', Float32Array.from([7]));
    assert.deepEqual(new FileEmbeddingCache(dir, 'm').get('k3'), Float32Array.from([7]));
    assert.equal(new FileEmbeddingCache(dir, 'm').size, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('NuggetIndex with an endpoint embedder: semantic retrieval, the store records the model, a reopen asks only for the query', async () => {
  const server = await OpenAiTestServer.start({ exchanges: [] });
  const dir = mkdtempSync(join(tmpdir(), 'nuggetindex-endpoint-'));
  const db = join(dir, 'store.db');
  try {
    const NOW = Date.UTC(2024, 0, 1);
    const embedder = () => new EndpointEmbedder(client(server), { cache: new FileEmbeddingCache(join(dir, 'cache'), 'test-embed-1') });
    let ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(db, { create: true }), clock: () => NOW, embedder: embedder(), ann: hnswAnn });
    await ni.ingest({ id: 'a', date: '2020-01-01', text: 'Acme Corp. is headquartered in Boston.' });
    await ni.ingest({ id: 'b', date: '2020-01-01', text: 'Globex is headquartered in Springfield.' });
    const r = await ni.retrieve('Where is Globex headquartered?', { mode: 'semantic', k: 1 });
    assert.match(r.results[0]!.nugget.fact.text, /Globex/);
    assert.equal(ni.embedderId(), 'test-embed-1');
    // Every nugget's text is in the file cache now: an estimate of re-embedding finds nothing to send.
    const estimate = await ni.estimateEmbedding({
      model: 'test-embed-1',
      cache: new FileEmbeddingCache(join(dir, 'cache'), 'test-embed-1'),
      price: priceOf('x'),
    });
    assert.ok(estimate.texts >= 2);
    assert.equal(estimate.requests, 0);
    assert.equal((await ni.estimateEmbedding({ model: 'test-embed-1', price: priceOf('x') })).requests, 1);
    await ni.close();
    const before = embeds(server).length;
    ni = await NuggetIndex.open({
      store: SqliteNuggetStore.open(db),
      clock: () => NOW,
      embedderFor: (id) => (id === 'test-embed-1' ? embedder() : null),
      ann: hnswAnn,
    });
    const again = await ni.retrieve('Where is Acme headquartered?', { mode: 'hybrid', k: 1 });
    assert.match(again.results[0]!.nugget.fact.text, /Acme/);
    assert.equal(embeds(server).length, before + 1, 'the dense index was loaded: only the question was embedded');
    // A write that adds no vector still moves the store on: the dense index is saved with it, not rebuilt at the next open.
    await ni.ingest({ id: 'empty', date: '2020-01-01', text: 'Nothing happened.' });
    await ni.close();
    const afterWrite = embeds(server).length;
    // (No file cache this time, so a rebuild would ask for every nugget again.)
    ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(db), clock: () => NOW, embedderFor: () => new EndpointEmbedder(client(server)), ann: hnswAnn });
    await ni.retrieve('Which city is Globex based in?', { mode: 'semantic', k: 1 });
    assert.equal(embeds(server).length, afterWrite + 2, "the vectors' length and the question, nothing more");
    await ni.close();
    // The endpoint failing during an ingest does not fail it: the document is committed, and the next
    // semantic query rebuilds the vectors (the endpoint back) and finds it.
    server.load({ exchanges: [], embeddings: [{ status: 400, body: { error: { message: 'model overloaded' } } }] });
    ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(db), clock: () => NOW, embedderFor: () => embedder(), ann: hnswAnn });
    const added = await ni.ingest({ id: 'c', date: '2020-01-01', text: 'Initech is headquartered in Austin.' });
    assert.equal(added.outcome, 'new');
    assert.match(ni.takeDenseFailure()?.message ?? '', /refused the request, HTTP 400/);
    const found = await ni.retrieve('Where is Initech headquartered?', { mode: 'semantic', k: 1 });
    assert.match(found.results[0]!.nugget.fact.text, /Initech/);
    await ni.close();
    // Without a way to make the store's embedder, the error names it.
    ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(db), clock: () => NOW });
    await assert.rejects(ni.retrieve('x', { mode: 'semantic' }), /vectors come from the embedder "test-embed-1"/);
    await ni.close();
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
