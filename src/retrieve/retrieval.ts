// Governed retrieval (paper §3.3): the query period, then the time and state filter, then BM25 with
// temporal fit, then the records of the top k from the store.

import type { Nugget } from '../model/nugget.js';
import type { Instant } from '../model/time.js';
import type { View } from '../search/governance-filter.js';
import type { GovernanceSwitches, NuggetSearch } from '../search/nugget-search.js';
import type { NuggetStore } from '../store/store.js';
import { queryPeriod, type QueryPeriod } from './query-time.js';

export interface RetrievedNugget {
  nugget: Nugget;
  score: number;
}

export interface Retrieval {
  query: string;
  period: QueryPeriod;
  view: View;
  results: RetrievedNugget[];
}

/** Retrieves for a question with validated options (src/options.ts) at `now` (for an undated question). */
export async function governedRetrieval(
  search: NuggetSearch,
  store: NuggetStore,
  question: string,
  o: { time: string | undefined; view: View; k: number; governance: GovernanceSwitches },
  now: Instant,
): Promise<Retrieval> {
  const period = queryPeriod(question, o.time, now);
  const hits = search.search(period.text, o.view, period.start, period.end, o.k, o.governance);
  const nuggets = await store.nuggetsById(hits.map((h) => h.id));
  const byId = new Map(nuggets.map((n) => [n.id, n]));
  const results = hits.flatMap((h) => (byId.has(h.id) ? [{ nugget: byId.get(h.id)!, score: h.score }] : []));
  return { query: question, period, view: o.view, results };
}
