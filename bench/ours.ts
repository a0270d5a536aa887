// Our retrieval index as a benchmark engine: one build, three rows — the governed views `active`
// and `active_contested` at each query's period, and the ungoverned view `all`.

import { defaultAliases, defaultSchema } from '../src/defaults.js';
import type { View } from '../src/search/governance-filter.js';
import { NuggetSearch } from '../src/search/nugget-search.js';
import { trainOffline, type OfflineEmbedder } from '../src/embed/offline.js';
import { hnswAnn } from '../src/embed/hnsw.js';
import { normalise } from '../src/embed/vectors.js';
import type { Nugget } from '../src/model/nugget.js';
import { DenseIndex } from '../src/search/dense-index.js';
import { PAPER_WEIGHTS } from '../src/search/fusion.js';
import type { BenchQuery } from './corpus.js';
import type { Engine, EngineRow } from './engine.js';

export const OURS_ACTIVE = 'ours governed, view active';

export function oursEngine(): Engine {
  const index = new NuggetSearch(defaultAliases(), defaultSchema());
  // An untimed query asks about now: [now, now + 1), as NuggetIndex.retrieve passes queryPeriod's bounds.
  const row = (name: string, view: View): EngineRow => ({
    name,
    search: (q: BenchQuery, k: number) => index.search(q.text, view, q.from, q.to, k).map((h) => h.id),
  });
  return {
    add: (batch) => batch.forEach((n) => index.upsert(n)),
    finish: () => {},
    rows: () => [row(OURS_ACTIVE, 'active'), row('ours governed, view active_contested', 'active_contested'), row('ours ungoverned (view all)', 'all')],
    // The encoded form a store keeps beside its records, where this version of the index has one.
    storedBytes: () => ('encode' in index && typeof index.encode === 'function' ? (index.encode as () => Uint8Array)().byteLength : null),
    close: () => {},
  };
}

/**
 * Dense and hybrid retrieval (issue 21) over the same nuggets: the offline embedder trained on the
 * indexed texts, HNSW (M = 32, efConstruction = 200) over their vectors, the paper's fusion. The query
 * is embedded inside the timed search, as NuggetIndex.retrieve does.
 */
export function oursDenseEngine(): Engine {
  const index = new NuggetSearch(defaultAliases(), defaultSchema());
  const nuggets: Nugget[] = [];
  let embedder: OfflineEmbedder | null = null;
  const row = (name: string, mode: 'semantic' | 'hybrid'): EngineRow => ({
    name,
    search: (q: BenchQuery, k: number) => {
      const vector = normalise(embedder!.embedNow([q.text])[0]!);
      return index.search(q.text, 'active', q.from, q.to, k, {}, { mode, vector, method: 'linear', weights: PAPER_WEIGHTS }).map((h) => h.id);
    },
  });
  let dense: DenseIndex | null = null;
  return {
    add: (batch) =>
      batch.forEach((n) => {
        index.upsert(n);
        nuggets.push(n);
      }),
    finish: () => {
      const texts = nuggets.map((n) => index.indexedText(n));
      embedder = trainOffline(texts);
      dense = new DenseIndex(embedder, hnswAnn);
      const CHUNK = 4096;
      for (let i = 0; i < nuggets.length; i += CHUNK) {
        dense.addVectors(
          nuggets.slice(i, i + CHUNK).map((n) => n.id),
          embedder.embedNow(texts.slice(i, i + CHUNK)),
        );
      }
      index.linkDense(dense);
      nuggets.length = 0;
    },
    rows: () => [row('ours hybrid (HNSW), view active', 'hybrid'), row('ours semantic (HNSW), view active', 'semantic')],
    storedBytes: () => (dense ? index.encode().byteLength + dense.encode().byteLength : null),
    close: () => {},
  };
}
