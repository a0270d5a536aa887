// Nearest-neighbour search: HNSW (hnswlib-node, the paper's M = 32, efConstruction = 200) against
// exact search, on random vectors and on real ones (the offline embedder's vectors of the prose
// fixtures' sentences); add, remove, and the bytes round trip.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { exactAnn } from '../../src/embed/ann.js';
import { hnswAnn } from '../../src/embed/hnsw.js';
import { trainOffline } from '../../src/embed/offline.js';
import { seededRandom } from '../../src/model/random.js';
import { normalise, VectorRows } from '../../src/embed/vectors.js';

function randomVectors(n: number, d: number, seed: number): Float32Array[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => normalise(Float32Array.from({ length: d }, () => random() - 0.5)));
}

/** Mean share of the exact top 10 that HNSW also returns, over the queries. */
function recallAt10(vectors: readonly Float32Array[], queries: readonly Float32Array[]): number {
  const rows = new VectorRows(vectors[0]!.length);
  for (const v of vectors) rows.push(v);
  const exact = exactAnn.create(rows);
  const hnsw = hnswAnn.create(rows);
  let found = 0;
  for (const q of queries) {
    const truth = new Set(exact.search(q, 10).map((h) => h.label));
    found += hnsw.search(q, 10).filter((h) => truth.has(h.label)).length;
  }
  return found / (10 * queries.length);
}

function proseSentences(): string[] {
  const out: string[] = [];
  for (const file of ['dev/news.jsonl', 'dev/encyclopedia.jsonl', 'test/news.jsonl', 'test/encyclopedia.jsonl']) {
    for (const line of readFileSync(new URL(`../fixtures/construction-prose/${file}`, import.meta.url), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      out.push(...(JSON.parse(line) as { text: string }).text.split(/(?<=[.!?])\s+/));
    }
  }
  return out;
}

test('HNSW recall@10 against exact search is at least 0.95 on random vectors', () => {
  const vectors = randomVectors(4000, 64, 1);
  const recall = recallAt10(vectors, randomVectors(200, 64, 2));
  assert.ok(recall >= 0.95, `recall@10 ${recall}`);
});

test('HNSW recall@10 against exact search is at least 0.95 on real vectors (offline embedder, prose fixtures)', () => {
  const sentences = proseSentences();
  const embedder = trainOffline(sentences);
  // The fixtures' sentences, their word pairs and their words: thousands of real vectors.
  const words = [...new Set(sentences.flatMap((s) => s.split(/\W+/)))].filter((w) => w.length > 2);
  const texts = [...sentences, ...words.map((w, i) => `${w} ${words[(i * 7) % words.length]}`), ...words];
  const vectors = embedder.embedNow(texts).filter((v) => v.some((x) => x !== 0));
  assert.ok(vectors.length > 2500, `${vectors.length} vectors`);
  const queries = vectors.filter((_, i) => i % 20 === 0).map((v) => normalise(v.map((x, j) => x + (j % 3 === 0 ? 0.05 : 0))));
  const recall = recallAt10(vectors, queries);
  assert.ok(recall >= 0.95, `recall@10 ${recall}`);
});

test('a removed label is never returned; a filter is honoured; the bytes give the same answers back', () => {
  const vectors = randomVectors(2000, 32, 3);
  const rows = new VectorRows(32);
  for (const v of vectors) rows.push(v);
  const hnsw = hnswAnn.create(rows);
  const q = vectors[17]!;
  assert.equal(hnsw.search(q, 1)[0]!.label, 17);
  assert.ok(Math.abs(hnsw.search(q, 1)[0]!.score - 1) < 1e-5, 'a vector is its own nearest, cosine 1');
  hnsw.remove(17);
  assert.ok(!hnsw.search(q, 10).some((h) => h.label === 17));
  const odd = hnsw.search(q, 10, (label) => label % 2 === 1);
  assert.equal(odd.length, 10);
  assert.ok(odd.every((h) => h.label % 2 === 1));
  const back = hnswAnn.decode(rows, hnsw.encode()!)!;
  assert.deepEqual(
    back.search(vectors[5]!, 10).map((h) => h.label),
    hnsw.search(vectors[5]!, 10).map((h) => h.label),
  );
  // Labels keep arriving after a decode (the index grows past its capacity).
  for (const v of randomVectors(1500, 32, 4)) back.add(rows.push(v));
  assert.equal(back.search(rows.row(3400), 1)[0]!.label, 3400);
  assert.equal(hnswAnn.decode(rows, new Uint8Array([1, 2, 3])), null);
});

test('exact search ranks by inner product and skips what the filter or a removal excludes', () => {
  const rows = new VectorRows(2);
  for (const v of [
    [1, 0],
    [0.6, 0.8],
    [0, 1],
  ])
    rows.push(Float32Array.from(v));
  const exact = exactAnn.create(rows);
  const q = Float32Array.from([1, 0]);
  assert.deepEqual(
    exact.search(q, 3).map((h) => h.label),
    [0, 1, 2],
  );
  assert.deepEqual(
    exact.search(q, 2, (l) => l !== 0).map((h) => h.label),
    [1, 2],
  );
  exact.remove(1);
  assert.deepEqual(
    exact.search(q, 3).map((h) => h.label),
    [0, 2],
  );
});
