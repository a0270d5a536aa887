// The offline assigner: does an answer state a nugget, judged by words alone? An approximation of
// the paper's semantic assignment (§4.2), labelled as such wherever it is reported. A nugget is
// supported when one passage of the answer (a sentence, or two adjacent ones for a pronoun's
// antecedent) carries most of its content words, every name and number it states, and the same
// polarity; partially supported when it carries a good part of them; otherwise not supported.

import { splitSentences } from '../../extract/sentences.js';
import type { Assignment } from './records.js';

/** Content-word coverage a supporting passage needs. */
const SUPPORT_COVERAGE = 0.75;
/** Coverage for partial support (with at least one of the nugget's names or numbers, when it has any). */
const PARTIAL_COVERAGE = 0.5;

const STOP = new Set(
  (
    'a an and are as at be been being but by can could did do does for from had has have he her hers him his how i if in into is it its ' +
    'me my of on or our she so than that the their them then there these they this those to us was we were what when where which who whom ' +
    'whose why will with would you your also about after before during over under between more most very often such other some any each'
  ).split(' '),
);
const NEGATION = /\b(?:not|no|never|none|neither|nor|without|cannot|n't|nobody|nothing)\b|n't\b/i;
const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  hundred: '100',
  first: '1st',
  second: '2nd',
  third: '3rd',
};

/** What a text says, word by word: folded content words, names (capitalised runs) and numbers. */
interface Reading {
  words: string[];
  names: string[];
  numbers: string[];
  negated: boolean;
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * A word's comparable form: lower case, possessive and one inflectional ending stripped (and a final
 * e, so make ~ makes ~ making), cut to 6 letters: founded ~ founder ~ founding → "found".
 */
function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 3) {
    w = /(?:ies|ied)$/.test(w) ? w.slice(0, -3) + 'y' : w.replace(/(?:ing|ed|er|es|s)$/, '');
    if (w.length > 3) w = w.replace(/e$/, '');
  }
  return w.length > 6 ? w.slice(0, 6) : w;
}

function numberOf(token: string): string | null {
  const t = token.toLowerCase();
  if (/^\d[\d,]*(?:\.\d+)?$/.test(t)) return t.replace(/,/g, '').replace(/\.0+$/, '');
  if (/^\d+(?:st|nd|rd|th)$/.test(t)) return t.replace(/(?:st|nd|rd|th)$/, '') + ({ '1': 'st', '2': 'nd', '3': 'rd' }[t.slice(-3, -2)] ?? 'th');
  return NUMBER_WORDS[t] ?? null;
}

function read(text: string): Reading {
  const tokens = fold(text).match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];
  const words: string[] = [];
  const names: string[] = [];
  const numbers: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) names.push(run.join(' '));
    run = [];
  };
  tokens.forEach((raw, i) => {
    const token = raw.replace(/[.,]+$/, '');
    const n = numberOf(token);
    if (n !== null) {
      numbers.push(n);
      flush();
      return;
    }
    // Names: capitalised words, the sentence's first word only when it continues into a run.
    const capital = /^\p{Lu}/u.test(token) && !STOP.has(token.toLowerCase());
    if (capital && (i > 0 || /^\p{Lu}/u.test(tokens[1] ?? ''))) run.push(stem(token));
    else flush();
    for (const part of token.split(/[-']/)) {
      if (part !== '' && !STOP.has(part.toLowerCase())) words.push(stem(part));
    }
  });
  flush();
  return { words, names, numbers, negated: NEGATION.test(text) };
}

/**
 * A text's content words in the assigner's comparable form (stop words dropped, stemmed).
 *
 * @example readWords('Who founded Acme?') // ['found', 'acm']
 */
export function readWords(text: string): string[] {
  return read(text).words;
}

/** The label and the passage of the answer it rests on. */
export interface Entailment {
  assignment: Assignment;
  /** Share of the nugget's content words found, in [0, 1]. */
  coverage: number;
  /** The answer passage that scored best ('' when the answer is empty). */
  passage: string;
}

/**
 * Whether `answer` states `nugget`, by words.
 *
 * @example entails('Swift dated John Mayer at 19', 'At 19, Taylor Swift dated John Mayer, who was 32.').assignment // 'support'
 */
export function entails(nugget: string, answer: string): Entailment {
  const n = read(nugget);
  const wanted = new Set(n.words);
  let best: Entailment = { assignment: 'not_support', coverage: 0, passage: '' };
  if (wanted.size === 0 && n.names.length + n.numbers.length === 0) return best;
  let bestRank = -1;
  for (const passage of passages(answer)) {
    const p = read(passage);
    const have = new Set(p.words);
    const joined = ` ${p.names.join(' | ')} ${p.words.join(' ')} `;
    const found = (name: string) => joined.includes(` ${name} `) || name.split(' ').every((part) => have.has(part));
    const namesFound = n.names.filter(found).length;
    const numbersFound = n.numbers.filter((x) => p.numbers.includes(x)).length;
    const allAnchors = namesFound === n.names.length && numbersFound === n.numbers.length;
    // A nugget that is only a date or a name ("In 1969") is covered as far as its anchors are.
    const coverage =
      wanted.size === 0 ? (namesFound + numbersFound) / (n.names.length + n.numbers.length) : [...wanted].filter((w) => have.has(w)).length / wanted.size;
    // A passage that states other numbers in the nugget's place, or leaves out its first name (the
    // subject, usually) contradicts it rather than half-stating it.
    const numbersContradict = n.numbers.length > 0 && numbersFound < n.numbers.length && p.numbers.length > 0;
    const subjectKept = n.names.length === 0 || found(n.names[0]!);
    const samePolarity = n.negated === polarityWhere(passage, wanted);
    let assignment: Assignment = 'not_support';
    if (samePolarity && coverage >= SUPPORT_COVERAGE && allAnchors) assignment = 'support';
    else if (samePolarity && coverage >= PARTIAL_COVERAGE && subjectKept && !numbersContradict) assignment = 'partial_support';
    const rank = (assignment === 'support' ? 2 : assignment === 'partial_support' ? 1 : 0) * 10 + coverage;
    if (rank > bestRank) {
      bestRank = rank;
      best = { assignment, coverage, passage };
    }
  }
  return best;
}

/** Where a sentence turns ("…, although she did not …"): a negation in another clause is about something else. */
const CLAUSE_BREAK = /[,;:]\s+(?=(?:although|though|but|while|whereas|yet|however|except)\b)|;\s+/i;

/** Whether the clause of `passage` that carries most of the nugget's words is negated. */
function polarityWhere(passage: string, wanted: ReadonlySet<string>): boolean {
  const clauses = passage.split(CLAUSE_BREAK);
  if (clauses.length === 1) return NEGATION.test(passage);
  let best = clauses[0]!;
  let bestShared = -1;
  for (const clause of clauses) {
    const shared = read(clause).words.filter((w) => wanted.has(w)).length;
    if (shared > bestShared) {
      bestShared = shared;
      best = clause;
    }
  }
  return NEGATION.test(best);
}

/** The answer's sentences and each pair of adjacent sentences. */
function passages(answer: string): string[] {
  const sentences = splitSentences(answer).map((s) => answer.slice(s.start, s.end));
  if (sentences.length === 0 && answer.trim() !== '') sentences.push(answer);
  const out = [...sentences];
  for (let i = 0; i + 1 < sentences.length; i++) out.push(`${sentences[i]} ${sentences[i + 1]}`);
  return out;
}
