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

/**
 * A text's distinct n-grams (those of charNgrams), sorted, as the duplicate check compares them. For
 * n ≤ 3 a gram is one number — its UTF-16 code units and its length packed into 50 bits, so no two
 * grams share one — and two texts are compared by merging two short sorted arrays: no strings or sets
 * to allocate. Larger n falls back to the gram strings themselves.
 */
type Grams = readonly number[] | readonly string[];

const PACKED_MAX = 3;
const UNIT = 65_536;
const LENGTH_UNIT = UNIT ** PACKED_MAX;

function grams(text: string, n: number): Grams {
  if (n > PACKED_MAX || n < 1) return [...charNgrams(text, n)].sort();
  // The padded text ` ${text} `, read in place.
  const length = text.length + 2;
  const at = (i: number) => (i === 0 || i === length - 1 ? 32 : text.charCodeAt(i - 1));
  const pack = (from: number, size: number) => {
    let code = size * LENGTH_UNIT;
    for (let i = 0, unit = 1; i < size; i++, unit *= UNIT) code += at(from + i) * unit;
    return code;
  };
  if (length <= n) return [pack(0, length)];
  const out: number[] = [];
  for (let i = 0; i + n <= length; i++) out.push(pack(i, n));
  if (out.length > 32) out.sort((a, b) => a - b);
  else {
    for (let i = 1; i < out.length; i++) {
      const x = out[i]!;
      let j = i - 1;
      for (; j >= 0 && out[j]! > x; j--) out[j + 1] = out[j]!;
      out[j + 1] = x;
    }
  }
  let distinct = 0;
  for (let i = 0; i < out.length; i++) if (i === 0 || out[i] !== out[distinct - 1]) out[distinct++] = out[i]!;
  out.length = distinct;
  return out;
}

/** |A ∩ B| of two sorted arrays of distinct grams. */
function sharedGrams(a: Grams, b: Grams): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared;
}

// A key with many values (a biography's open statements) compares each new claim with every value
// of its key, so the n-grams of recent values are kept rather than rebuilt per comparison. Keyed by
// the text alone (a key built per lookup would cost more than the lookup), one cache per n.
const GRAM_CACHE_SIZE = 20_000;
const gramCaches = new Map<number, Map<string, Grams>>();
function cachedGrams(text: string, n: number): Grams {
  let cache = gramCaches.get(n);
  if (!cache) gramCaches.set(n, (cache = new Map()));
  let g = cache.get(text);
  if (!g) {
    if (cache.size >= GRAM_CACHE_SIZE) cache.clear();
    g = grams(text, n);
    cache.set(text, g);
  }
  return g;
}

/** |A ∩ B| / |A ∪ B| over character n-grams; 1 for identical strings. */
export function jaccard(a: string, b: string, n: number): number {
  if (a === b) return 1;
  const A = cachedGrams(a, n);
  const B = cachedGrams(b, n);
  const shared = sharedGrams(A, B);
  return shared / (A.length + B.length - shared);
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
  functional = false,
): T | null {
  let best: T | null = null;
  let bestScore = 0;
  const n = config.duplicateNgram;
  const mine = cachedGrams(objectNorm, n);
  for (const v of values) {
    const d = describe(v);
    // |A ∩ B| / |A ∪ B| ≤ min(|A|, |B|) / max(|A|, |B|): skip values whose n-gram sets differ too much in size.
    const theirs = d.objectNorm === objectNorm ? mine : cachedGrams(d.objectNorm, n);
    if (Math.min(mine.length, theirs.length) / Math.max(mine.length, theirs.length) < config.duplicateJaccard) continue;
    const shared = d.objectNorm === objectNorm ? mine.length : sharedGrams(theirs, mine);
    const score = shared / (theirs.length + mine.length - shared);
    if (score < config.duplicateJaccard || score <= bestScore) continue;
    if (d.base.endBasis !== 'open' && stated.start >= d.base.end) continue;
    const bothExplicit = d.base.startBasis === 'explicit' && stated.startBasis === 'explicit';
    if (bothExplicit && !overlaps(d.base, stated) && d.base.start !== stated.start) continue;
    // A third guard, for one value at a time: another value began in between ("signed for Macclesfield
    // in January 2013 … joined Crewe in June 2013 … returned to Macclesfield in February 2015"), so
    // this is a return, a term of its own — not the first term read on to 2015.
    if (functional && bothExplicit && stated.start > d.base.start && values.some((o) => startsBetween(describe(o), d.base.start, stated.start, d.objectNorm)))
      continue;
    best = v;
    bestScore = score;
  }
  return best;
}

/** Does another value's explicit start fall strictly between two starts of one value? */
function startsBetween(o: { objectNorm: string; base: Validity }, from: number, to: number, value: string): boolean {
  return o.objectNorm !== value && o.base.startBasis === 'explicit' && o.base.start > from && o.base.start < to;
}
