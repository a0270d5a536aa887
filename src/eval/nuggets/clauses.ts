// Short statements cut from passages, for offline nugget creation: the offline extractor finds the
// facts its schema and reader know, and misses much of what a question asks about; the sentences
// closest to the question, cut at clause boundaries with their asides removed, fill the gap with
// nuggets of the paper's length (1–12 words) that quote the source exactly.

import { splitSentences } from '../../extract/sentences.js';
import type { Passage } from './records.js';

/** A clause and where it is in its passage. */
export interface Clause {
  text: string;
  docid: string;
  start: number;
  end: number;
}

const MIN_WORDS = 3;
const MAX_WORDS = 12;
/** Where a sentence splits into clauses: semicolons, colons, and a comma before a subordinate word (not "and": lists stay whole). */
const CUT = /;\s+|:\s+|,\s+(?=(?:which|who|whose|where|when|while|although|though|but|after|before|because|as well as|including)\b)/gi;
/** A piece that starts like this is a dependent clause whose subject is elsewhere. */
const DEPENDENT = /^(?:which|who|whose|where|when|while|although|though|but|and|after|before|because|as well as|including|that)\b/i;

function words(s: string): number {
  return s.split(/\s+/).filter((w) => w !== '').length;
}

/**
 * The clauses of 3–12 words of a passage's sentences, parentheses removed, in text order.
 *
 * @example clausesOf({ docid: 'd', text: 'Nolan (born 1970) is a film director; he lives in London.' }).map((c) => c.text) // ['Nolan is a film director', 'he lives in London']
 */
export function clausesOf(passage: Passage): Clause[] {
  const out: Clause[] = [];
  for (const s of splitSentences(passage.text)) {
    const sentence = passage.text.slice(s.start, s.end);
    let from = 0;
    const pieces: [number, number][] = [];
    for (const m of sentence.matchAll(CUT)) {
      pieces.push([from, m.index]);
      from = m.index + m[0].length;
    }
    pieces.push([from, sentence.length]);
    for (const [a, b] of pieces) {
      const raw = sentence.slice(a, b);
      const text = raw
        .replace(/\s*\([^()]*\)|\s*\[[^[\]]*\]/g, '')
        .replace(/\s+/g, ' ')
        .replace(/[\s.,;:!?]+$/, '')
        .trim();
      const n = words(text);
      if (n < MIN_WORDS || n > MAX_WORDS || DEPENDENT.test(text)) continue;
      out.push({ text, docid: passage.docid, start: s.start + a, end: s.start + b });
    }
  }
  return out;
}
