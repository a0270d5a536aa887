// The analyzer shared by indexing and querying: accent-folded lower-case words, English stop words
// removed, plural "s" stripped — enough for short canonical fact sentences.

const STOP = new Set(
  ('a an and are as at be been but by did do does for from had has have he her his how i in into is it its of on or ' +
    'she that the their them they this to was were what when where which who whom whose why will with').split(' '),
);

/** Splits text into index terms. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const words = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/[^\p{L}\p{N}]+/u);
  for (const w of words) {
    if (w === '' || STOP.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}

/** A light stemmer: plural and possessive endings only (CEOs → ceo, companies → company). */
function stem(w: string): string {
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y';
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}
