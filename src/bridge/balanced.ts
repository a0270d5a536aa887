// Balanced context selection (IndexRAG, Algorithm 1): bridging facts are short and crowd the top k,
// so at most k_b of them are taken; the ranking's other entries fill the rest, in order.

/**
 * The first k entries of `ranked`, taking a bridging fact only while fewer than `kb` are in.
 * kb = 0 is retrieval without bridging facts; kb ≥ k lets the ranking decide alone.
 *
 * @example balancedSelection(['b1', 'b2', 'a1', 'b3', 'a2'], (x) => x.startsWith('b'), 3, 1) // ['b1', 'a1', 'a2']
 */
export function balancedSelection<T>(ranked: readonly T[], isBridge: (entry: T) => boolean, k: number, kb: number): T[] {
  const out: T[] = [];
  let bridges = 0;
  for (const r of ranked) {
    if (out.length === k) break;
    if (!isBridge(r)) out.push(r);
    else if (bridges < kb) {
      out.push(r);
      bridges++;
    }
  }
  return out;
}
