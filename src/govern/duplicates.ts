// Near-duplicate values (Algorithm 2, line 7): Jaccard similarity over character n-grams, so small
// variants of one value ("Jacqueline Kennedy" / "Jacqueline Kennedy," / "Jaqueline Kennedy") merge
// their evidence while different values stay apart.

import type { GovernanceConfig } from '../model/config.js';
import { overlaps } from '../model/interval.js';
import type { AssertedValidity, Validity } from '../model/nugget.js';

/** The set of character n-grams of a normalised value, padded so short words still count. */
export function charNgrams(text: string, n: number): Set<string> {
  const padded = ` ${text} `;
  const grams = new Set<string>();
  if (padded.length <= n) {
    grams.add(padded);
    return grams;
  }
  for (let i = 0; i + n <= padded.length; i++) grams.add(padded.slice(i, i + n));
  return grams;
}

// A key with many values (a biography's open statements) compares each new claim with every value
// of its key, so the n-gram sets of recent values are kept rather than rebuilt per comparison.
const GRAM_CACHE_SIZE = 20_000;
const gramCache = new Map<string, Set<string>>();
function cachedNgrams(text: string, n: number): Set<string> {
  const k = `${n}\u0000${text}`;
  let grams = gramCache.get(k);
  if (!grams) {
    if (gramCache.size >= GRAM_CACHE_SIZE) gramCache.clear();
    grams = charNgrams(text, n);
    gramCache.set(k, grams);
  }
  return grams;
}

/** |A ∩ B| / |A ∪ B| over character n-grams; 1 for identical strings. */
export function jaccard(a: string, b: string, n: number): number {
  if (a === b) return 1;
  const A = cachedNgrams(a, n);
  const B = cachedNgrams(b, n);
  let shared = 0;
  for (const g of A) if (B.has(g)) shared++;
  return shared / (A.size + B.size - shared);
}

/**
 * Algorithm 2, lines 6–8: the existing value of a key that a new claim duplicates — the most similar
 * one at or above the threshold (ties: the first) — or null. Two guards keep separate terms of one
 * value apart rather than one nugget with a wrong interval: explicit periods that do not overlap
 * ("mayor 1990–1994 and again 2002–2006"), and a claim that begins once a closed term has ended (a
 * page that drops a CFO and names her again a year later).
 */
export function nearestDuplicate<T>(
  values: readonly T[],
  describe: (v: T) => { objectNorm: string; base: Validity },
  objectNorm: string,
  stated: AssertedValidity,
  config: GovernanceConfig,
): T | null {
  let best: T | null = null;
  let bestScore = 0;
  const mine = cachedNgrams(objectNorm, config.duplicateNgram).size;
  for (const v of values) {
    const d = describe(v);
    // |A ∩ B| / |A ∪ B| ≤ min(|A|, |B|) / max(|A|, |B|): skip values whose n-gram sets differ too much in size.
    const theirs = cachedNgrams(d.objectNorm, config.duplicateNgram).size;
    if (Math.min(mine, theirs) / Math.max(mine, theirs) < config.duplicateJaccard) continue;
    const score = jaccard(d.objectNorm, objectNorm, config.duplicateNgram);
    if (score < config.duplicateJaccard || score <= bestScore) continue;
    if (d.base.endBasis !== 'open' && stated.start >= d.base.end) continue;
    const bothExplicit = d.base.startBasis === 'explicit' && stated.startBasis === 'explicit';
    if (bothExplicit && !overlaps(d.base, stated) && d.base.start !== stated.start) continue;
    best = v;
    bestScore = score;
  }
  return best;
}
