// Word-level helpers the answer stages share: comparable terms and their overlap (paraphrase
// fingerprints, duplicate removal, facet clustering), BM25 relevance to the question, a quoted
// sentence made readable on its own, and the check that a rewrite adds no names or numbers.

import { readAnchors, readTerms } from '../eval/nuggets/offline/entailment.js';
import { Bm25Postings } from '../search/bm25.js';
import { normalizeAnswer } from '../eval/answers.js';

/** Content words, names and numbers in comparable (stemmed) form, as a set. */
export function termSet(text: string): Set<string> {
  return new Set(readTerms(text));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/** A paraphrase fingerprint: the sorted stemmed terms; equal fingerprints say the same thing in other words order. */
export function fingerprint(text: string): string {
  return [...termSet(text)].sort().join(' ');
}

/** BM25 scores of `texts` against `query`, divided by the best (all 0 when nothing matches). */
export function relevance(query: string, texts: readonly string[]): number[] {
  const index = new Bm25Postings();
  texts.forEach((t, i) => index.add(i, t));
  const scores = new Array<number>(texts.length).fill(0);
  for (const hit of index.search(query, texts.length, () => true)) scores[hit.slot] = hit.score;
  const best = Math.max(0, ...scores);
  return best > 0 ? scores.map((s) => s / best) : scores;
}

/**
 * How well each text answers to the question's words: BM25 over the best (`relevance`) times the
 * share of the question's terms it contains, so the best of weak matches does not count as a match.
 */
export function questionRelevance(query: string, texts: readonly string[]): number[] {
  const asked = termSet(query);
  return relevance(query, texts).map((r, i) => {
    if (r === 0 || asked.size === 0) return r;
    const have = termSet(texts[i]!);
    let shared = 0;
    for (const t of asked) if (have.has(t)) shared++;
    return r * (shared / asked.size);
  });
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

/** A pronoun a quoted sentence may open with that stands for the page's subject. */
const OPENING_PRONOUN = /^(He|She)\b/;

/**
 * A quoted sentence as an answer sentence: asides in brackets dropped, spaces tidied, a full stop at
 * the end, and an opening "He"/"She" replaced by the name of the person the page is about (its title),
 * so it reads on its own. Every word still comes from the cited span or its document's title.
 *
 * @example selfContained('He joined Ajax ( the club ) in 1998', 'Frank de Boer') // 'Frank de Boer joined Ajax in 1998.'
 */
export function selfContained(text: string, title: string | null): string {
  let t = text
    .replace(/\s*\([^()]*\)|\s*\[[^[\]]*\]/g, '')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (title && OPENING_PRONOUN.test(t) && /^\p{Lu}[\p{L}.'-]*(?: [\p{Lu}a-z][\p{L}.'-]*){0,4}$/u.test(title.trim()))
    t = t.replace(OPENING_PRONOUN, title.trim());
  if (t !== '' && !/[.!?]["”']?$/.test(t)) t += '.';
  return t;
}

/**
 * The names and numbers of `rewrite` that `source` does not state: a fluency pass or a summary that
 * adds one has added information.
 *
 * @example addedAnchors('Okafor led Northwind.', 'Okafor led Northwind from 2015.') // ['2015']
 */
export function addedAnchors(source: string, rewrite: string): string[] {
  const have = readAnchors(source);
  const names = new Set(have.names.flatMap((n) => [n, ...n.split(' ')]));
  const numbers = new Set(have.numbers);
  const got = readAnchors(rewrite);
  return [...new Set([...got.names.filter((n) => !n.split(' ').every((part) => names.has(part))), ...got.numbers.filter((x) => !numbers.has(x))])];
}

/** The names a question asks about ("Northwind Energy", "Sergio Perez"), in comparable form. */
export function questionNames(question: string): string[] {
  return readAnchors(question).names;
}

/**
 * Does `text` name one of `names` (every word of it, case, accents and punctuation aside)? Both
 * sides are read by the answer matcher's normal form, so "Jong-chul" matches "jong-chul".
 */
export function mentionsAny(names: readonly string[], text: string): boolean {
  if (names.length === 0) return true;
  const words = new Set(normalizeAnswer(text).trim().split(' '));
  return names.some((name) => {
    const parts = normalizeAnswer(name).trim().split(' ');
    return parts[0] !== '' && parts.every((w) => words.has(w));
  });
}
