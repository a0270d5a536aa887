// Governed retrieval (paper §3.3): the query period, then the time and state filter, then BM25 with
// temporal fit, then the records of the top k from the store.

import { balancedSelection } from '../bridge/balanced.js';
import { isBridgingFact, type Nugget } from '../model/nugget.js';
import type { Instant } from '../model/time.js';
import type { View } from '../search/governance-filter.js';
import type { FusionMethod, FusionWeights } from '../search/fusion.js';
import type { DenseQuery, GovernanceSwitches, NuggetSearch, SearchMode } from '../search/nugget-search.js';
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
  /** How the candidates were ranked: lexical, semantic or hybrid. */
  mode: SearchMode;
  results: RetrievedNugget[];
}

/** Retrieval options, validated and with their defaults (`retrieveOptions` in src/options.ts makes them). */
export interface RetrievalSettings {
  time: string | undefined;
  view: View;
  k: number;
  governance: GovernanceSwitches;
  /** Bridging facts admitted among the k (0 when bridging is off). */
  kb: number;
  mode: SearchMode;
  fusion: FusionMethod;
  weights: FusionWeights;
}

/**
 * Retrieves for a question with validated options (src/options.ts) at `now` (for an undated
 * question). Bridging facts are admitted by balanced selection (IndexRAG Algorithm 1): at most `kb`
 * of them among the k, the ranking's facts filling the rest in order. The ranking is read deeper
 * only when more than `kb` bridging facts crowd its top k, so a store without them pays nothing.
 */
export async function governedRetrieval(
  search: NuggetSearch,
  store: NuggetStore,
  question: string,
  o: RetrievalSettings,
  now: Instant,
  queryVector?: (text: string) => Promise<Float32Array>,
): Promise<Retrieval> {
  const period = queryPeriod(question, o.time, now);
  let dense: DenseQuery | undefined;
  if (o.mode !== 'lexical') {
    if (!queryVector) throw new Error('semantic and hybrid retrieval need the query vector');
    dense = { mode: o.mode, vector: await queryVector(period.text), method: o.fusion, weights: o.weights };
  }
  for (let depth = o.k; ; depth = Math.min(depth * 4, o.k + MAX_BRIDGES_SKIPPED)) {
    const hits = search.search(period.text, o.view, period.start, period.end, depth, o.governance, dense);
    const nuggets = await store.nuggetsById(hits.map((h) => h.id));
    const byId = new Map(nuggets.map((n) => [n.id, n]));
    const ranked = hits.flatMap((h) => (byId.has(h.id) ? [{ nugget: byId.get(h.id)!, score: h.score }] : []));
    const results = balancedSelection(ranked, (r) => isBridgingFact(r.nugget), o.k, o.kb);
    // Done when the k are full, the ranking is exhausted, or it was read as deep as allowed.
    if (results.length === o.k || hits.length < depth || depth >= o.k + MAX_BRIDGES_SKIPPED)
      return { query: question, period, view: o.view, mode: o.mode, results };
  }
}

/** How many bridging facts beyond kb the ranking is read past to fill the k (a bound on the cost). */
const MAX_BRIDGES_SKIPPED = 1000;
