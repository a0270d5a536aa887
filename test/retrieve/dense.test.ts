// Dense and hybrid retrieval through the library: filter before rank, the store's embedder recorded
// and checked, the dense index saved beside a SQLite store's records and loaded at open.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NuggetIndex, NuggetIndexError, type Embedder } from '../../src/index.js';
import { hnswAnn, SqliteNuggetStore } from '../../src/node.js';

const NOW = Date.UTC(2024, 0, 1);
const clubs = ['Rovers', 'United', 'Athletic', 'Albion', 'City', 'Wanderers', 'Harbour', 'Rangers', 'Borough', 'County'];

/** Documents naming head coaches of clubs over the years: many facts, most valid only in some years. */
function documents(): { id: string; date: string; text: string }[] {
  const out = [];
  for (let i = 0; i < 60; i++) {
    const club = clubs[i % clubs.length]!;
    const year = 1990 + (i % 30);
    out.push({
      id: `doc-${i}`,
      date: `${year}-06-01`,
      text: `${club} FC appointed Coach${i} Smith as head coach in ${year}. Coach${i} Smith left ${club} FC in ${year + 2}. Coach${i} Smith married Partner${i} Jones in ${year - 5}.`,
    });
  }
  return out;
}

test('semantic and hybrid retrieval filter before they rank: every result is valid at the asked time, k of them when k exist', async () => {
  const ni = await NuggetIndex.open({ clock: () => NOW, embedder: 'offline', ann: hnswAnn });
  for await (const _ of ni.ingestMany(documents())) void _;
  const lexical = await ni.retrieve('Who was head coach of Rovers FC?', { time: '2000', k: 50, view: 'all' });
  assert.ok(lexical.results.length > 0);
  for (const mode of ['semantic', 'hybrid'] as const) {
    const r = await ni.retrieve('Who coached the Rovers?', { time: '2000', k: 5, mode });
    assert.equal(r.mode, mode);
    assert.equal(r.results.length, 5, `${mode}: k results`);
    for (const { nugget: n } of r.results) {
      assert.equal(n.epistemic.status, 'active');
      assert.ok(n.validity.start < Date.UTC(2001, 0, 1) && Date.UTC(2000, 0, 1) < n.validity.end, `${mode}: ${n.fact.text} is valid in 2000`);
    }
    // Asking for more than pass the filter returns exactly those that pass.
    const all = await ni.retrieve('Who coached the Rovers?', { time: '2000', k: 1000, mode });
    const valid = (await ni.retrieve('coach Smith married Jones Rovers United', { time: '2000', k: 1000, mode: 'lexical' })).results.length;
    assert.ok(all.results.length >= valid, `${mode}: ${all.results.length} ≥ ${valid}`);
  }
  const hybrid = await ni.retrieve('Who coached the Rovers?', {
    time: '2000',
    k: 3,
    mode: 'hybrid',
    fusion: 'rrf',
    weights: { lexical: 1, dense: 0, metadata: 0 },
  });
  assert.equal(hybrid.results.length, 3);
  await assert.rejects(ni.retrieve('x', { mode: 'dense' as never }), /mode: must be one of lexical, semantic, hybrid/);
  await assert.rejects(ni.retrieve('x', { mode: 'hybrid', weights: { lexical: 2 } }), /weights.lexical: must be a number from 0 to 1/);
  await ni.close();
});

test('a store without vectors answers semantic queries with a clear error; lexical is unchanged', async () => {
  const ni = await NuggetIndex.open({ clock: () => NOW });
  await ni.ingest(documents()[0]);
  await assert.rejects(
    ni.retrieve('Who coached the Rovers?', { mode: 'hybrid' }),
    (e: unknown) => e instanceof NuggetIndexError && e.code === 'INVALID_INPUT' && /no dense index/.test(e.message),
  );
  assert.ok((await ni.retrieve('Rovers head coach', { time: '1990' })).results.length > 0);
  await ni.close();
});

test('SQLite: the dense index is saved with the store, loaded at open, follows later ingests, and another embedder is refused unless re-embedding', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nuggetindex-dense-'));
  const db = join(dir, 'store.db');
  try {
    const docs = documents();
    let ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(db, { create: true }), clock: () => NOW, ann: hnswAnn });
    for await (const _ of ni.ingestMany(docs.slice(0, 40))) void _;
    assert.equal(ni.embedderId(), null);
    ni = await reopen(ni, db, { embedder: 'offline' });
    const embedded = await ni.embed();
    assert.equal(embedded.embedder, 'offline/ppmi-svd@1');
    const before = await ni.retrieve('Who coached the Rovers?', { time: '2000', k: 5, mode: 'hybrid' });
    // Reopened without naming an embedder: the store's own (offline) is used, its model loaded, not retrained.
    ni = await reopen(ni, db, {});
    assert.equal(ni.embedderId(), 'offline/ppmi-svd@1');
    const after = await ni.retrieve('Who coached the Rovers?', { time: '2000', k: 5, mode: 'hybrid' });
    assert.deepEqual(
      after.results.map((r) => r.nugget.id),
      before.results.map((r) => r.nugget.id),
    );
    // Later ingests are embedded: a new document's fact is found by semantic search.
    await ni.ingest({ id: 'late', date: '2021-03-01', text: 'Wanderers FC appointed Zelda Quist as head coach in 2021.' });
    const late = await ni.retrieve('Zelda Quist Wanderers head coach', { time: '2021-06', k: 3, mode: 'semantic' });
    assert.ok(
      late.results.some((r) => r.nugget.fact.text.includes('Zelda Quist')),
      late.results.map((r) => r.nugget.fact.text).join(' | '),
    );
    await ni.close();

    const other: Embedder = { id: 'test/constant@1', dimensions: 4, embed: async (texts) => texts.map(() => Float32Array.from([1, 0, 0, 0])) };
    ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(db), clock: () => NOW, embedder: other });
    await assert.rejects(ni.retrieve('x', { mode: 'semantic' }), /vectors come from "offline\/ppmi-svd@1", not "test\/constant@1"/);
    await ni.close();
    ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(db), clock: () => NOW, embedder: other, reembed: true });
    assert.equal((await ni.embed()).embedder, 'test/constant@1');
    assert.equal((await ni.retrieve('x', { mode: 'semantic', time: '2000', k: 2 })).results.length, 2);
    await ni.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

async function reopen(ni: NuggetIndex, db: string, options: { embedder?: 'offline' }): Promise<NuggetIndex> {
  await ni.close();
  return NuggetIndex.open({ store: SqliteNuggetStore.open(db), clock: () => NOW, ann: hnswAnn, ...options });
}

test('the browser index file carries the offline model: the page ranks by meaning with the same words; a file without vectors has none', async () => {
  const ni = await NuggetIndex.open({ clock: () => NOW, embedder: 'offline' });
  for await (const _ of ni.ingestMany(documents())) void _;
  const here = await ni.retrieve('Who coached the Rovers?', { time: '2000', k: 5, mode: 'semantic' });
  const page = await NuggetIndex.fromSnapshot(await ni.snapshot());
  assert.equal(page.embedderId(), 'offline/ppmi-svd@1');
  const there = await page.retrieve('Who coached the Rovers?', { time: '2000', k: 5, mode: 'semantic' });
  // 8-bit word vectors move cosines by about 1%: the same scores, to within that (which of many tied
  // facts fill the k may differ).
  assert.equal(there.results.length, here.results.length);
  here.results.forEach((h, i) => assert.ok(Math.abs(h.score - there.results[i]!.score) < 0.01, `${h.score} ≈ ${there.results[i]!.score}`));
  const plain = await NuggetIndex.open({ clock: () => NOW });
  await plain.ingest(documents()[0]);
  assert.equal((await NuggetIndex.fromSnapshot(await plain.snapshot())).embedderId(), null);
  await ni.close();
});
