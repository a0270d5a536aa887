// The offline assigner: does an answer state a nugget, judged by words alone? An approximation of
// the paper's semantic assignment (§4.2), labelled as such wherever it is reported. A nugget is
// supported when one passage of the answer (a sentence, or two adjacent ones for a pronoun's
// antecedent) carries most of its content words, every name and number it states, and the same
// polarity; partially supported when it carries a good part of them; otherwise not supported.

import { splitSentences } from '../../../extract/sentences.js';
import { NUMBER_WORDS } from '../../../extract/temporal.js';
import type { Assignment } from '../records.js';

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
/** Ordinals and round numbers beside the cardinals of `NUMBER_WORDS`, in the form `numberOf` compares. */
const ORDINAL_WORDS: Record<string, string> = { hundred: '100', first: '1st', second: '2nd', third: '3rd' };

/** A name or number of a text: its comparable form, where it stands, and the preposition before it ("to Austin"). */
interface Anchor {
  key: string;
  at: number;
  prep: string | null;
}

/** What a text says, word by word: content words, names (capitalised runs) and numbers, in order. */
interface Reading {
  words: string[];
  names: Anchor[];
  numbers: Anchor[];
  negated: boolean;
  /** Every token's stem and where it first stands: a name the other text writes in lower case ("Toddlers …", "toddlers"). */
  stems: Map<string, number>;
  /** A passive clause ("was acquired by"): its names stand in the reverse order of the active one. */
  passive: boolean;
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** Titles written out or abbreviated alike: the store writes "chief executive officer", answers "CEO". */
const ABBREVIATIONS: readonly [RegExp, string][] = [
  [/\bchief executive(?: officer)?\b/gi, 'CEO'],
  [/\bchief financial officer\b/gi, 'CFO'],
  [/\bchief operating officer\b/gi, 'COO'],
  [/\bchief technology officer\b/gi, 'CTO'],
  [/\bUnited States(?: of America)?\b|\bU\.S\.(?:A\.)?(?=\s|$|[,;:)])/g, 'US'],
  [/\bUnited Kingdom\b|\bU\.K\.(?=\s|$|[,;:)])/g, 'UK'],
];

/** Verbs and adjectives whose opposite states the other fact ("revenue grew" is not "revenue fell"), as stem pairs. */
const OPPOSITES: ReadonlyMap<string, string> = (() => {
  // Stems as `stem` makes them ("rose" → "ros", "hired" → "hir").
  const pairs = [
    ['grew', 'fell'],
    ['ros', 'fell'],
    ['increas', 'decreas'],
    ['gain', 'lost'],
    ['won', 'lost'],
    ['join', 'left'],
    ['hir', 'fir'],
    ['open', 'clos'],
    ['bought', 'sold'],
    ['acquir', 'sold'],
    ['approv', 'reject'],
    ['accept', 'reject'],
  ];
  const m = new Map<string, string>();
  for (const [a, b] of pairs) {
    m.set(a!, b!);
    m.set(b!, a!);
  }
  return m;
})();

/** Words that open a sentence without being a name. */
const STARTERS = new Set(
  'after although also as at before both but by during each every for from however if in last many most next no not on once only since some still then there today until when while with yesterday'.split(
    ' ',
  ),
);
const PREPOSITIONS = new Set(['to', 'from', 'in', 'at', 'by', 'for', 'of', 'with', 'on']);
const MAGNITUDE: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };
const PASSIVE = /\b(?:is|are|was|were|been|being|be)\s+(?:\w+ly\s+)?\w+(?:ed|en)\s+by\b/i;

/**
 * A word's comparable form: lower case, possessive and one inflectional ending stripped (and a final
 * e, so make ~ makes ~ making), cut to 7 letters: founded ~ founder ~ founding → "found", while
 * departed ("depart") and department ("departm") stay apart.
 */
function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 3) {
    w = /(?:ies|ied)$/.test(w) ? w.slice(0, -3) + 'y' : w.replace(/(?:ing|ed|er|es|s)$/, '');
    if (w.length > 3) w = w.replace(/e$/, '');
  }
  return w.length > 7 ? w.slice(0, 7) : w;
}

/** A name's comparable form: exact but for case and a possessive (Roberts is not Robertson). */
function nameForm(word: string): string {
  return word.toLowerCase().replace(/['’]s$/, '');
}

function numberOf(token: string): string | null {
  const t = token.toLowerCase();
  if (/^\d[\d,]*(?:\.\d+)?$/.test(t)) return t.replace(/,/g, '').replace(/\.0+$/, '');
  if (/^\d+(?:st|nd|rd|th)$/.test(t)) return t.replace(/(?:st|nd|rd|th)$/, '') + ({ '1': 'st', '2': 'nd', '3': 'rd' }[t.slice(-3, -2)] ?? 'th');
  const n = NUMBER_WORDS[t];
  return n !== undefined ? String(n) : (ORDINAL_WORDS[t] ?? null);
}

function read(text: string): Reading {
  let t = fold(text);
  for (const [re, short] of ABBREVIATIONS) t = t.replace(re, short);
  const tokens = t.match(/[\p{L}\p{N}$][\p{L}\p{N}'’.,-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];
  const words: string[] = [];
  const names: Anchor[] = [];
  const numbers: Anchor[] = [];
  const stems = new Map<string, number>();
  let run: string[] = [];
  let runAt = 0;
  let runPrep: string | null = null;
  const flush = () => {
    if (run.length > 0) names.push({ key: run.join(' '), at: runAt, prep: runPrep });
    run = [];
  };
  const before = (i: number): string | null => {
    const w = tokens[i - 1]?.toLowerCase();
    return w !== undefined && PREPOSITIONS.has(w) ? w : null;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!.replace(/[.,]+$/, '').replace(/^\$/, '');
    // An ISO date also states its year; "5 million" is one number.
    const iso = /^(\d{4})-\d{2}(?:-\d{2})?$/.exec(token);
    let n = iso ? iso[1]! : numberOf(token);
    if (n !== null) {
      const scale = MAGNITUDE[tokens[i + 1]?.toLowerCase() ?? ''];
      if (scale !== undefined && /^\d/.test(n)) {
        n = String(Number(n) * scale);
        i++;
      }
      numbers.push({ key: n, at: i, prep: before(i) });
      flush();
      continue;
    }
    for (const part of token.split(/[-']/)) if (part !== '' && !stems.has(stem(part))) stems.set(stem(part), i);
    // Names: capitalised words; the sentence's first word too, unless it is a common opener.
    const lower = token.toLowerCase();
    // Short all-capital words (CEO, US, PM) are titles and places written short, words rather than names.
    const acronym = /^\p{Lu}{2,4}$/u.test(token);
    const capital = /^\p{Lu}/u.test(token) && !acronym && !STOP.has(lower) && (i > 0 || !STARTERS.has(lower));
    if (capital) {
      if (run.length === 0) {
        runAt = i;
        runPrep = before(i);
      }
      run.push(nameForm(token));
    } else flush();
    for (const part of token.split(/[-']/)) {
      if (part !== '' && !STOP.has(part.toLowerCase())) words.push(stem(part));
    }
  }
  flush();
  return { words, names, numbers, stems, negated: NEGATION.test(text), passive: PASSIVE.test(text) };
}

/**
 * A text's content words in the assigner's comparable form (stop words dropped, stemmed).
 *
 * @example readWords('Who founded Acme?') // ['found', 'acm']
 */
export function readWords(text: string): string[] {
  return read(text).words;
}

/**
 * Content words, names and numbers: what tells two statements apart ("founded in 1990" is not
 * "founded by Jane Doe"), for near-duplicate checks.
 *
 * @example readTerms('Acme was founded in 1990') // ['acm', 'found', '1990']
 */
export function readTerms(text: string): string[] {
  const r = read(text);
  return [...r.words, ...r.numbers.map((x) => x.key)];
}

/**
 * The names and numbers a text states, in comparable form: what a rewrite must not add ("adds no
 * information" checks of answer fluency passes).
 *
 * @example readAnchors('Okafor became CEO in 2015') // { names: ['okafor', 'ceo'], numbers: ['2015'] }
 */
export function readAnchors(text: string): { names: string[]; numbers: string[] } {
  const r = read(text);
  return { names: r.names.map((x) => x.key), numbers: r.numbers.map((x) => x.key) };
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
    const assessed = assess(n, wanted, passage);
    const rank = (assessed.assignment === 'support' ? 2 : assessed.assignment === 'partial_support' ? 1 : 0) * 10 + assessed.coverage;
    if (rank > bestRank) {
      bestRank = rank;
      best = assessed;
    }
  }
  return best;
}

/** One passage against the nugget. */
function assess(n: Reading, wanted: ReadonlySet<string>, passage: string): Entailment {
  const p = read(passage);
  const have = new Set(p.words);
  // Where each of the nugget's names stands in the passage (-1: absent); a person may be named by surname alone.
  const whereName = (name: Anchor): Anchor | undefined =>
    p.names.find((x) => x.key === name.key) ??
    p.names.find((x) => ` ${x.key} `.includes(` ${name.key} `)) ??
    (name.key.includes(' ') ? p.names.find((x) => x.key === name.key.split(' ').at(-1)) : undefined) ??
    lowerCase(name);
  // The name's words in lower case or at a sentence's start ("Toddlers …" for "toddlers").
  const lowerCase = (name: Anchor): Anchor | undefined => {
    const at = name.key.split(' ').map((part) => p.stems.get(stem(part)));
    return at.every((x) => x !== undefined) ? { key: name.key, at: at[0]!, prep: null } : undefined;
  };
  const names = n.names.map((name) => ({ name, there: whereName(name) }));
  const numbers = n.numbers.map((num) => ({ num, there: p.numbers.filter((x) => x.key === num.key) }));
  const namesFound = names.filter((x) => x.there).length;
  const numbersFound = numbers.filter((x) => x.there.length > 0).length;
  const anchors = n.names.length + n.numbers.length;
  const allAnchors = namesFound === n.names.length && numbersFound === n.numbers.length;
  // A nugget that is only a date or a name ("In 1969") is covered as far as its anchors are.
  const coverage = wanted.size === 0 ? (namesFound + numbersFound) / anchors : [...wanted].filter((w) => have.has(w)).length / wanted.size;
  // Contradictions, which no amount of shared words makes support:
  // - a nugget's two names in the other order ("Beta acquired Acme" for "Acme acquired Beta"), a passive voice on one side only reversing it;
  const found = names.filter((x) => x.there);
  const sameOrder = found.every((x, i) => i === 0 || x.there!.at > found[i - 1]!.there!.at);
  const reversed = n.names.length === 2 && found.length === 2 && sameOrder === (n.passive !== p.passive);
  // - "to Austin" stated as "from Austin";
  const otherWay = (a: Anchor, there: readonly Anchor[]) =>
    (a.prep === 'to' || a.prep === 'from') && there.length > 0 && there.every((x) => x.prep !== a.prep && (x.prep === 'to' || x.prep === 'from'));
  const direction = names.some((x) => x.there && otherWay(x.name, [x.there])) || numbers.some((x) => otherWay(x.num, x.there));
  // - other numbers where the nugget has its own.
  const numbersContradict = n.numbers.length > 0 && numbersFound < n.numbers.length && p.numbers.length > 0;
  // - the opposite verb where the nugget's is missing ("fell 10 percent" for "grew 10 percent").
  const opposite = [...wanted].some((w) => !have.has(w) && OPPOSITES.has(w) && have.has(OPPOSITES.get(w)!));
  const contradicted = reversed || direction || opposite;
  // Partial support needs the subject (the first name, usually) and, when the nugget names or counts
  // anything else, one of those…
  const subjectKept = n.names.length === 0 || names[0]!.there !== undefined;
  const others = anchors - (n.names.length > 0 ? 1 : 0);
  const otherFound = namesFound + numbersFound - (names[0]?.there ? 1 : 0);
  // …or a word of the fact besides the names ("released" for "Taylor Swift released Folklore").
  const nameWords = new Set(n.names.flatMap((x) => x.key.split(' ').map(stem)));
  const factWordShared = [...wanted].some((w) => !nameWords.has(w) && have.has(w));
  // Another name or number in the slot the nugget fills ("in Oslo" for "in Trondheim"): a different fact.
  const slotTaken =
    names.slice(1).some((x) => !x.there && x.name.prep !== null && p.names.some((y) => y.prep === x.name.prep && !n.names.some((z) => z.key === y.key))) ||
    numbers.some((x) => x.there.length === 0 && x.num.prep !== null && p.numbers.some((y) => y.prep === x.num.prep));
  const samePolarity = n.negated === polarityWhere(passage, wanted, [...n.names, ...n.numbers]);
  let assignment: Assignment = 'not_support';
  if (samePolarity && !contradicted && coverage >= SUPPORT_COVERAGE && allAnchors) assignment = 'support';
  else if (
    samePolarity &&
    !contradicted &&
    !slotTaken &&
    !numbersContradict &&
    coverage >= PARTIAL_COVERAGE &&
    subjectKept &&
    (others === 0 || otherFound > 0 || factWordShared)
  ) {
    assignment = 'partial_support';
  }
  return { assignment, coverage, passage };
}

/** Where a sentence turns ("…, although she did not …"): a negation in another clause is about something else. */
const CLAUSE_BREAK = /[,;:]\s+(?=(?:although|though|but|while|whereas|yet|however|except)\b)|;\s+/i;
/** "Smith, not Doe, is …": the contrast names who is not; the statement itself is affirmative. */
const CONTRAST = /,\s*not\s+[^,]+,/gi;

/**
 * Whether the passage states the nugget negated: every clause that carries much of it (words, names,
 * numbers; at least half as much as the clause carrying most) is negated. "Acme did not close in
 * 2021; it closed in 2020" states the closing affirmatively.
 */
function polarityWhere(passage: string, wanted: ReadonlySet<string>, anchors: readonly Anchor[]): boolean {
  const text = passage.replace(CONTRAST, ',');
  const clauses = text.split(CLAUSE_BREAK);
  if (clauses.length === 1) return NEGATION.test(text);
  const keys = new Set(anchors.map((a) => a.key));
  const carried = clauses.map((clause) => {
    const r = read(clause);
    return r.words.filter((w) => wanted.has(w)).length + [...r.names, ...r.numbers].filter((a) => keys.has(a.key)).length;
  });
  const most = Math.max(...carried);
  return clauses.every((clause, i) => most === 0 || carried[i]! * 2 < most || NEGATION.test(clause));
}

/** The answer's sentences and each pair of adjacent sentences. */
function passages(answer: string): string[] {
  const sentences = splitSentences(answer).map((s) => answer.slice(s.start, s.end));
  if (sentences.length === 0 && answer.trim() !== '') sentences.push(answer);
  const out = [...sentences];
  for (let i = 0; i + 1 < sentences.length; i++) out.push(`${sentences[i]} ${sentences[i + 1]}`);
  return out;
}
