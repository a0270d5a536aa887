// Filter before rank on the dense side, at a size where the graph is walked (more than 4,096 slots
// can pass): every result passes the governance filter, k of them whenever k exist — also under a
// filter so selective that the graph walk comes back short and the exact scan takes over — and the
// graph's answers agree with exact search.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultAliases, defaultSchema } from '../../src/defaults.js';
import { exactAnn } from '../../src/embed/ann.js';
import { hnswAnn } from '../../src/embed/hnsw.js';
import { trainOffline } from '../../src/embed/offline.js';
import { normalise } from '../../src/embed/vectors.js';
import { DenseIndex } from '../../src/search/dense-index.js';
import { PAPER_WEIGHTS } from '../../src/search/fusion.js';
import { NuggetSearch, type DenseQuery } from '../../src/search/nugget-search.js';
import { demoNuggets, variations } from '../support/demo.js';

const YEAR = (y: number) => Date.UTC(y, 0, 1);

test('semantic and hybrid search over 12,000 nuggets: filtered before ranking, k whenever k pass, HNSW agreeing with exact search', async () => {
  const nuggets = variations(await demoNuggets(), 12_000, 5);
  const indexes = [hnswAnn, exactAnn].map((ann) => {
    const search = new NuggetSearch(defaultAliases(), defaultSchema());
    for (const n of nuggets) search.upsert(n);
    const embedder = trainOffline(nuggets.map((n) => search.indexedText(n)));
    const dense = new DenseIndex(embedder, ann);
    dense.addVectors(
      nuggets.map((n) => n.id),
      embedder.embedNow(nuggets.map((n) => search.indexedText(n))),
    );
    search.linkDense(dense);
    return { search, embedder };
  });
  const byId = new Map(nuggets.map((n) => [n.id, n]));
  const passes = (id: string, from: number, to: number) => {
    const n = byId.get(id)!;
    return n.epistemic.status === 'active' && n.validity.start < to && from < n.validity.end && n.validity.start < n.validity.end;
  };
  const [hnsw, exact] = indexes as [(typeof indexes)[0], (typeof indexes)[0]];
  let agree = 0;
  let asked = 0;
  for (const [text, from, to] of [
    ['acme ceo jane', YEAR(2000), YEAR(2001)],
    ['boston office board', YEAR(1995), YEAR(2020)],
    ['merger founded', YEAR(2010), YEAR(2010) + 1],
    ['denver plant chair', -Infinity, Infinity],
  ] as const) {
    const vector = normalise(hnsw.embedder.embedNow([text])[0]!);
    const valid = nuggets.filter((n) => passes(n.id, from, to)).length;
    for (const mode of ['semantic', 'hybrid'] as const) {
      const q: DenseQuery = { mode, vector, method: 'linear', weights: PAPER_WEIGHTS };
      const hits = hnsw.search.search(text, 'active', from, to, 20, {}, q);
      assert.equal(hits.length, Math.min(20, valid), `${mode} ${text}: k results when k pass`);
      for (const h of hits) assert.ok(passes(h.id, from, to), `${mode} ${text}: ${h.id} passes the filter`);
      const truth = new Set(exact.search.search(text, 'active', from, to, 20, {}, q).map((h) => h.id));
      agree += hits.filter((h) => truth.has(h.id)).length;
      asked += truth.size;
    }
  }
  assert.ok(agree / asked >= 0.9, `HNSW and exact agree on ${agree} of ${asked}`);

  // A filter few nuggets pass, but whose live slot ranges are wide: the walk may come back short; the scan does not.
  const rare = nuggets.find(
    (n) => n.epistemic.status === 'active' && Number.isFinite(n.validity.start) && n.validity.end - n.validity.start <= 365 * 86_400_000,
  )!;
  const from = rare.validity.start;
  const to = from + 1;
  const valid = nuggets.filter((n) => passes(n.id, from, to)).length;
  const vector = normalise(hnsw.embedder.embedNow(['unrelated words entirely'])[0]!);
  const hits = hnsw.search.search('x', 'active', from, to, 5000, {}, { mode: 'semantic', vector, method: 'linear', weights: PAPER_WEIGHTS });
  assert.equal(hits.length, valid, 'every valid nugget, not fewer');
});
