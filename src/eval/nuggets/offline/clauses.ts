// Short statements cut from passages, for offline nugget creation: the offline extractor finds the
// facts its schema and reader know, and misses much of what a question asks about; the passages'
// clauses, asides removed, fill the gap with nuggets of the paper's length (3–12 words here). A
// longer clause gives its subject with the head of its copula and with each participle phrase
// ("X is a 1986 film" and "X was directed by Y"), in the source's words.

import { splitSentences } from '../../../extract/sentences.js';
import type { Passage } from '../records.js';

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
      if (DEPENDENT.test(text)) continue;
      const at = { docid: passage.docid, start: s.start + a, end: s.start + b };
      const n = words(text);
      if (n >= MIN_WORDS && n <= MAX_WORDS) out.push({ text, ...at });
      else if (n > MAX_WORDS) for (const short of compress(text)) out.push({ text: short, ...at });
    }
  }
  return out;
}

/** The copula or auxiliary after a clause's subject: "X is a …", "X was …", "X has been …". */
const COPULA = /^(.{2,80}?)\s+(is|was|are|were|has been|had been|have been)\s+(.+)$/;
/** A past participle that opens a fact about the subject: "written by", "based in", "founded in". */
const PARTICIPLE =
  /\b(?:(?:written|directed|developed|published|founded|based|located|owned|produced|created|designed|built|operated|born|named|known|released|composed|performed|established|headquartered|situated|formed|held|made|played|recorded|launched|discovered|invented|adapted|set|started|run|managed|organized|organised|elected|appointed|signed|sold|acquired|bought|awarded|given|used)(?:\s+and\s+\w+ed)?)\s+(?:by|in|at|on|as|for|from|to|with|after)\b/gi;
/** Where a phrase ends: a comma, a new coordinate participle, a subordinate word. */
const PHRASE_END = /,|;|\s+(?:and|but)\s+(?=\w+(?:ed|en)\b)|\s+(?:after|before|while|when|which|who|whose|although|because|since|until)\b/i;

/**
 * Short statements from a clause longer than 12 words: its subject with the head of what the copula
 * says ("Maximum Overdrive is a 1986 American horror film") and with each participle phrase ("… was
 * written and directed by Stephen King"). Words of the source, rearranged only around the copula.
 */
function compress(clause: string): string[] {
  const m = COPULA.exec(clause);
  if (!m) return [];
  const [, subject, copula, rest] = m as unknown as [string, string, string, string];
  if (words(subject) > 6 || !/^["“'‘]?[\p{Lu}\d]/u.test(subject) || /^(?:it|he|she|they|this|these|his|her|its|their)\b/i.test(subject)) return [];
  const out: string[] = [];
  const firstCut = rest.search(PHRASE_END);
  const participle = rest.search(PARTICIPLE);
  const headEnd = Math.min(...[firstCut, participle, rest.length].filter((x) => x >= 0));
  const head = `${subject} ${copula} ${rest.slice(0, headEnd).trim()}`;
  if (words(head) >= MIN_WORDS && words(head) <= MAX_WORDS && headEnd > 0) out.push(head);
  const past = /^(?:are|were|have been)$/.test(copula) ? 'were' : 'was';
  for (const p of rest.matchAll(PARTICIPLE)) {
    const from = p.index;
    const tail = rest.slice(from + p[0].length);
    const end = tail.search(PHRASE_END);
    const phrase = `${p[0]}${end < 0 ? tail : tail.slice(0, end)}`.trim();
    // An event ("written by", "founded in") is past whatever the copula; a state ("based in") keeps it.
    const verb = /^(?:based|located|known|headquartered|situated|named|owned|operated|run|managed|set|used|held)\b/i.test(phrase) ? copula : past;
    const statement = `${subject} ${verb} ${phrase}`;
    if (words(statement) >= MIN_WORDS && words(statement) <= MAX_WORDS) out.push(statement);
  }
  return out;
}
