// Our retrieval index as a benchmark engine: one build, three rows — the governed views `active`
// and `active_contested` at each query's period, and the ungoverned view `all`.

import { defaultAliases, defaultSchema } from '../src/defaults.js';
import type { View } from '../src/search/governance-filter.js';
import { NuggetSearch } from '../src/search/nugget-search.js';
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
