// Near-duplicate values (Algorithm 2, line 7): Jaccard similarity over character n-grams, so small
// variants of one value ("Jacqueline Kennedy" / "Jacqueline Kennedy," / "Jaqueline Kennedy") merge
// their evidence while different values stay apart.

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

/** |A ∩ B| / |A ∪ B| over character n-grams; 1 for identical strings. */
export function jaccard(a: string, b: string, n: number): number {
  if (a === b) return 1;
  const A = charNgrams(a, n);
  const B = charNgrams(b, n);
  let shared = 0;
  for (const g of A) if (B.has(g)) shared++;
  return shared / (A.size + B.size - shared);
}
