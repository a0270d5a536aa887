// The analyzer shared by indexing and querying: accent-folded lower-case words, English stop words
// removed, plural "s" stripped — enough for short canonical fact sentences.

const STOP = new Set(
  (
    'a an and are as at be been but by did do does for from had has have he her his how i in into is it its of on or ' +
    'she that the their them they this to was were what when where which who whom whose why will with'
  ).split(' '),
);

/**
 * Splits text into index terms. Two texts joined by a space give the terms of the first, then those
 * of the second: every step (NFKD, dropping accents, lower-casing, splitting) works within the space's
 * bounds — no mark reorders across it, and a final sigma looks past it no more than past the text's end.
 */
export function tokenize(text: string): string[] {
  return tokenizeAscii(text) ?? tokenizeUnicode(text);
}

/** The general analyzer: compatibility decomposition, accents dropped, split on anything but letters and digits. */
export function tokenizeUnicode(text: string): string[] {
  const out: string[] = [];
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  for (const w of words) {
    if (w === '' || STOP.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}

/**
 * The same terms for ASCII text, or null for other text. Every query and most facts are ASCII, and a
 * pass over the characters costs a fraction of normalising and splitting with Unicode regexes (ASCII
 * is unchanged by NFKD and its letters and digits are [A-Za-z0-9]).
 */
function tokenizeAscii(text: string): string[] | null {
  const out: string[] = [];
  let from = -1;
  let upper = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c >= 128) return null;
    const lower = c >= 97 && c <= 122;
    const capital = c >= 65 && c <= 90;
    if (lower || capital || (c >= 48 && c <= 57)) {
      if (from < 0) {
        from = i;
        upper = false;
      }
      if (capital) upper = true;
    } else if (from >= 0) {
      const w = upper ? text.slice(from, i).toLowerCase() : text.slice(from, i);
      if (!STOP.has(w)) out.push(stem(w));
      from = -1;
    }
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
