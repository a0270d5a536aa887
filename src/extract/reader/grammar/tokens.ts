// Tagged tokens: wink-nlp's tokeniser and part-of-speech tagger with its lite English model (pure
// JavaScript, runs in a browser, nothing downloaded), with exact character offsets into the text.
// The reader builds its phrases and clauses on these tags instead of on regular expressions over raw
// strings: a verb, a determiner or a sentence-initial capital is a tag here, not a guess.

import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** Universal POS tags, as wink-nlp's model assigns them. */
export type Pos =
  'ADJ' | 'ADP' | 'ADV' | 'AUX' | 'CCONJ' | 'DET' | 'INTJ' | 'NOUN' | 'NUM' | 'PART' | 'PRON' | 'PROPN' | 'PUNCT' | 'SCONJ' | 'SYM' | 'VERB' | 'X' | 'SPACE';

export interface Token {
  /** Index in its document's token list. */
  i: number;
  /** Character offsets in the tagged text, [start, end). */
  start: number;
  end: number;
  text: string;
  /** Lower-cased text. */
  lower: string;
  /** Dictionary form, lower-cased ("succeeded" → "succeed", "was" → "be"). */
  lemma: string;
  pos: Pos;
  /** Starts with an upper-case letter. */
  cap: boolean;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | null = null;
/**
 * The lexeme table of the model `nlp` reads. wink adds every out-of-vocabulary word it reads to it,
 * and its tokeniser keeps a word it finds there whole: once "(bachelor's," has been read,
 * "bachelor's" is one token in every later text instead of "bachelor" + "'s". So the words a text
 * adds are forgotten after it is read (`read`), and a text is tagged the same whatever was read before.
 */
let lexemes: { hash: Record<string, number>; list: string[] } | null = null;
/** How many words the model itself knows: the lexicon's words past it were learned from texts read. */
let vocabulary = 0;
let metaCER: unknown;

/** The tagger, loaded on first use (~60 ms): a process that never extracts never pays for it. */
function tagger(): Nlp {
  // Only tokens and tags: sentence boundaries are ours (sentences.ts), and the named-entity,
  // negation and sentiment passes would cost time for nothing the reader reads.
  // core() unpacks a new model on each call; this keeps the one the instance reads.
  nlp ??= winkNLP(
    {
      ...model,
      // metaCER() stringifies its result again on every call (the string doubles): call it once.
      metaCER: () => (metaCER ??= (model.metaCER as () => unknown)()),
      core: () => {
        const core = (model.core as () => { features: { lexeme: NonNullable<typeof lexemes> } })();
        lexemes = core.features.lexeme;
        vocabulary = lexemes.list.length;
        return core;
      },
    },
    ['pos'],
  );
  return nlp;
}

const LETTERS_ONLY = /^\p{L}+$/u;

/** `use` on wink's reading of `text`, with the words it added to the lexicon forgotten after. */
function read<T>(text: string, use: (doc: ReturnType<Nlp['readDoc']>, n: Nlp) => T): T {
  const n = tagger();
  const table = lexemes!;
  const from = table.list.length;
  try {
    return use(n.readDoc(text), n);
  } finally {
    // Out of the hash only: wink's per-lexeme features are kept by list index, so the list stays
    // aligned with them; a forgotten word read again is added again, as in a fresh tagger. A word of
    // letters alone is kept: the tokeniser never splits one, so knowing it changes no reading, and
    // learning it again for every text was a sixth of the tagging time.
    for (let i = from; i < table.list.length; i++) {
      const word = table.list[i]!;
      if (!LETTERS_ONLY.test(word)) delete table.hash[word];
    }
    // The list still grows with every unknown word read: past a bound, a new tagger (tagging the same).
    if (table.list.length > 1_000_000) nlp = null;
  }
}

/** Capitalised, or a camel-cased name ("eBay", "iPhone"). */
const CAPITAL = /^(?:\p{Lu}|\p{Ll}{1,2}\p{Lu})/u;

/** CAPITAL.test(word), with the ASCII cases decided without the Unicode regex (it runs once per token). */
function capitalised(word: string): boolean {
  const c = word.charCodeAt(0);
  if (isUpperAscii(c)) return true;
  if (!isLowerAscii(c)) return c >= 0x80 && CAPITAL.test(word);
  // A lower-case start is a camel-cased name only with an upper-case second or third letter.
  const c1 = word.charCodeAt(1);
  const c2 = word.charCodeAt(2);
  if (c1 >= 0x80 || c2 >= 0x80) return CAPITAL.test(word);
  return isUpperAscii(c1) || (isLowerAscii(c1) && isUpperAscii(c2));
}

function isUpperAscii(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

function isLowerAscii(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

/** Whitespace wink treats as a space without counting it as one. */
const ODD_SPACES = /[\v\f\u1680\u2000-\u200a\u2028\u2029\u3000\ufeff]/g;

/**
 * Tokens of `text` with their tags and offsets (whitespace is not a token).
 *
 * @example tagText('Nadella succeeded Ballmer.').map((t) => `${t.text}/${t.pos}`)
 * // ['Nadella/PROPN', 'succeeded/VERB', 'Ballmer/PROPN', './PUNCT']
 */
export function tagText(text: string): Token[] {
  // wink splits on these as on spaces but leaves them out of a token's preceding spaces, so offsets
  // would drift (form feeds are common in text taken from PDFs); each is one code unit, so a space
  // in its place moves no offset.
  const [words, spaces, tags, lemmas] = read(text.replace(ODD_SPACES, ' '), (doc, n) => {
    const tokens = doc.tokens();
    const its = n.its;
    return [
      tokens.out() as string[],
      tokens.out(its.precedingSpaces) as string[],
      tokens.out(its.pos) as string[],
      // its.lemma's declared signature (it takes the model's addons) does not fit out()'s, though it runs.
      tokens.out(its.lemma as unknown as typeof its.pos) as string[],
    ];
  });
  const out: Token[] = [];
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    at += spaces[i]!.length;
    // wink keeps the text whole (spaces + tokens reproduce it); a mismatch would corrupt every
    // offset after it, so it is checked, not assumed.
    if (text.startsWith(word, at) === false) throw new Error(`tagText: token "${word}" not at offset ${at}`);
    const prev = out.at(-1);
    // "Škoda" comes out of wink as "Š" + "koda": a word its tokeniser split at a letter outside
    // ASCII is one word again, tagged as its second part is.
    // ("the 62d Fighter Squadron": the American military's ordinals 2d, 3d, 62d, which wink splits
    // after the digits, are one ordinal as "62nd" is.)
    const ordinal = word === 'd' && US_ORDINAL_DIGITS.test(prev?.text ?? '');
    if (prev !== undefined && spaces[i] === '' && prev.end === at && (ordinal || splitWord(prev.text, word))) {
      const whole = prev.text + word;
      const lower = whole.toLowerCase();
      out[out.length - 1] = token(
        prev.i,
        prev.start,
        at + word.length,
        whole,
        lower,
        lower,
        ordinal ? 'ADJ' : tags[i] === 'NOUN' && prev.cap ? 'PROPN' : (tags[i] as Pos),
        prev.cap,
      );
      at += word.length;
      continue;
    }
    const lower = word.toLowerCase();
    const lemma = lemmas[i];
    out.push(
      token(
        out.length,
        at,
        at + word.length,
        word,
        lower,
        lemma === undefined || lemma === word ? lower : lemma.toLowerCase(),
        capitalsInName(word, out.at(-1)) ? 'PROPN' : (tags[i] as Pos),
        capitalised(word),
      ),
    );
    at += word.length;
  }
  joinDashedNames(out);
  for (let i = 2; i < out.length; i++) {
    const t = out[i]!;
    // (A noun's lemma: wink's for "stays" → "stay", the word itself for "firefighting".)
    if (t.pos === 'VERB' && !t.cap && standsForNoun(out, i)) out[i] = withPos(t, 'NOUN', t.lower.endsWith('ing') ? t.lower : t.lemma);
  }
  for (let i = 1; i < out.length; i++) {
    const t = out[i]!;
    const verb = t.pos === 'ADJ' ? VERBS_READ_AS_ADJECTIVES.get(t.lower) : undefined;
    if (verb !== undefined && usedAsVerb(out, i)) out[i] = withPos(t, 'VERB', verb);
  }
  return out;
}

/**
 * Past tenses wink tags as adjectives wherever they stand ("Paul Renner, the chief executive, retired
 * in 2019", "who retired in 2019", "has retired"), with their lemmas. ("married" has its own reading
 * after "be" and between names: phrases.ts.)
 */
const VERBS_READ_AS_ADJECTIVES = new Map([['retired', 'retire']]);

/**
 * Is an adjective-tagged past tense a verb here? Not before the noun it describes ("a retired
 * general", "retired 64-year-old"), nor after an article or "be" ("the retired", "is retired": a state);
 * only after its subject, an auxiliary, an adverb or the comma that closes an aside.
 */
function usedAsVerb(out: readonly Token[], i: number): boolean {
  const before = out[i - 1]!;
  const next = out[i + 1];
  // (Nor with an object: "retired them in 2002" takes locomotives out of service, no one's retirement.)
  if (next && (next.pos === 'NOUN' || next.pos === 'PROPN' || next.pos === 'ADJ' || next.pos === 'NUM' || next.pos === 'PRON' || next.pos === 'DET'))
    return false;
  if (before.pos === 'DET' || before.pos === 'ADJ' || (before.pos === 'AUX' && before.lemma === 'be')) return false;
  return before.pos === 'PRON' || before.pos === 'PROPN' || before.pos === 'AUX' || before.text === ',' || before.pos === 'ADV';
}

/**
 * Every token is made here, with its fields in one order: the reader reads tokens everywhere, and
 * tokens of one shape keep those reads monomorphic (spread copies gave each its own hidden class).
 */
function token(i: number, start: number, end: number, text: string, lower: string, lemma: string, pos: Pos, cap: boolean): Token {
  return { i, start, end, text, lower, lemma, pos, cap };
}

/** A copy of a token with another tag and lemma. */
export function withPos(t: Token, pos: Pos, lemma = t.lemma): Token {
  return token(t.i, t.start, t.end, t.text, t.lower, lemma, pos, t.cap);
}

/**
 * Does a word the tagger read as a verb stand where a noun does? Before a preposition or punctuation
 * (or a conjunction, after an adjective), each of:
 * - "two loan spells to Lincoln City": an -s word after a number and a noun;
 * - "the demands of modern firefighting and training", "8.5 million overnight stays": an -ing or -s
 *   word after an adjective that follows a determiner, a preposition or a number (or an adverb that
 *   follows a number) — "is busy working on" keeps its verb, a verb stands before the adjective;
 * - "led Riverside to a third-place finish": any word after a hyphenated modifier;
 * and, before a noun, "turbo-prop aircraft": the second half of a lower-case hyphenated compound.
 */
function standsForNoun(out: readonly Token[], i: number): boolean {
  const t = out[i]!;
  const before = out[i - 1]!;
  const twoBefore = out[i - 2]!;
  const next = out[i + 1]?.pos;
  const closes = next === undefined || next === 'ADP' || next === 'PUNCT';
  const plural = t.lower.endsWith('s');
  if (plural && before.pos === 'NOUN' && twoBefore.pos === 'NUM' && next !== undefined && closes) return true;
  if (
    (plural || t.lower.endsWith('ing')) &&
    ((before.pos === 'ADJ' && (twoBefore.pos === 'DET' || twoBefore.pos === 'ADP' || twoBefore.pos === 'NUM')) ||
      (before.pos === 'ADV' && twoBefore.pos === 'NUM')) &&
    (closes || next === 'CCONJ')
  )
    return true;
  if (before.pos === 'NOUN' && i >= 3 && hyphenJoins(out, i - 2) && closes) return true;
  // ("advanced in rank to Fähnrich zur See": what "in" governs before a preposition is a noun.)
  if (before.lower === 'in' && !t.lower.endsWith('ing') && next === 'ADP') return true;
  // "with ATR 42 turbo-prop aircraft": the second half of a lower-case compound before a noun.
  return hyphenJoins(out, i - 1) && !twoBefore.cap && (next === 'NOUN' || next === 'PROPN');
}

const LETTERS = /^\p{L}+$/u;

/**
 * "the Lindqvist–Berg Observatory", "the Michelson–Morley experiment": two names an en dash joins
 * with no space are one word of a name, as "Lindqvist-Berg" is (wink splits at the dash).
 */
function joinDashedNames(out: Token[]): void {
  for (let i = out.length - 2; i >= 1; i--) {
    const [a, dash, b] = [out[i - 1]!, out[i]!, out[i + 1]!];
    if (dash.text !== '–' || a.end !== dash.start || dash.end !== b.start || !a.cap || !b.cap || !/^\p{L}/u.test(a.text) || !/^\p{L}/u.test(b.text)) continue;
    const text = a.text + dash.text + b.text;
    out.splice(i - 1, 3, token(a.i, a.start, b.end, text, text.toLowerCase(), text.toLowerCase(), 'PROPN', true));
    i--;
  }
  for (let i = 0; i < out.length; i++)
    if (out[i]!.i !== i) out[i] = token(i, out[i]!.start, out[i]!.end, out[i]!.text, out[i]!.lower, out[i]!.lemma, out[i]!.pos, out[i]!.cap);
}

/** The digits of an ordinal written with "d" alone (2d, 3d, 22d, 93d). */
const US_ORDINAL_DIGITS = /^\d*[23]$/;

/** Two letter runs that meet at a letter outside ASCII ("Š" + "koda", "Müll" + "er"). */
function splitWord(a: string, b: string): boolean {
  return (a.charCodeAt(a.length - 1) >= 0x80 || b.charCodeAt(0) >= 0x80) && LETTERS.test(a) && LETTERS.test(b);
}

/** The index of the first token that ends after `offset` (binary search; tokens are sorted). */
export function tokenAt(tokens: readonly Token[], offset: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The tokens inside [start, end). */
export function tokensIn(tokens: readonly Token[], start: number, end: number): Token[] {
  const out: Token[] = [];
  for (let i = tokenAt(tokens, start); i < tokens.length && tokens[i]!.start < end; i++) out.push(tokens[i]!);
  return out;
}

const wordTags = new Map<string, { tag: string; lemma: string }>();

/** The tag and lemma the tagger gives a word, lower-cased, in a neutral frame ("they said X was there"). */
function tagAlone(word: string): { tag: string; lemma: string } {
  const lower = word.toLowerCase();
  let known = wordTags.get(lower);
  if (known === undefined) {
    known = read(`they said ${lower} was there`, (doc, n) => {
      const tokens = doc.tokens();
      return {
        tag: (tokens.out(n.its.pos) as string[])[2] ?? 'X',
        lemma: ((tokens.out(n.its.lemma as unknown as typeof n.its.pos) as string[])[2] ?? lower).toLowerCase(),
      };
    });
    if (wordTags.size > 20_000) wordTags.clear();
    wordTags.set(lower, known);
  }
  return known;
}

/** Is a word, lower-cased, one the tagger reads as an adjective ("French", "Byzantine", "newest")? */
export function isAdjective(word: string): boolean {
  return tagAlone(word).tag === 'ADJ';
}

/**
 * Is a capitalised word, lower-cased, an ordinary English word the tagger knows — an inflected one
 * ("Members" → member, "Bought" → buy) or one that is no noun ("Overseas", "Free", "Best")? Unknown
 * words (names: "Acme", "Initech") come back as nouns unchanged, so a singular common noun cannot be
 * told from a name this way; the question is for a sentence's first word, capitalised whatever it is.
 */
export function isCommonWord(word: string): boolean {
  const { tag, lemma } = tagAlone(word);
  return tag !== 'X' && ((tag !== 'NOUN' && tag !== 'PROPN') || lemma !== word.toLowerCase());
}

/**
 * Is a word, lower-cased, in the model's own vocabulary ("construction", "album", "council")? Names
 * mostly are not ("siemens", "valladolid"), though common ones are ("florence", "china"): ask it only
 * of a capitalised word the text gives no other reason to take for a name.
 */
export function inVocabulary(word: string): boolean {
  tagger();
  const i = lexemes?.hash[word.toLowerCase()];
  return i !== undefined && i < vocabulary;
}

/**
 * "with CA Osasuna", "joined CA Technologies": the capitals the tagger takes for the first half of
 * "ca n't" or "wo n't" are a name's, except at a sentence's start.
 */
function capitalsInName(word: string, previous: Token | undefined): boolean {
  return /^(?:CA|WO)$/.test(word) && previous !== undefined && !/^[.!?]$/.test(previous.text);
}

/** Is the token at `dash` a hyphen written with no space on either side ("California-based", "Bathurst-class")? */
export function hyphenJoins(tokens: readonly Token[], dash: number): boolean {
  const d = tokens[dash];
  const before = tokens[dash - 1];
  const after = tokens[dash + 1];
  return d !== undefined && before !== undefined && after !== undefined && d.text === '-' && before.end === d.start && d.end === after.start;
}
