// Sentence segmentation with character offsets, and the paper's sliding window (current sentence
// plus the preceding one, §3.2 Stage 1) that gives pronouns their antecedents. Written here rather
// than taken from an NLP library because extraction needs exact offsets and runs on every byte of
// a corpus; the abbreviation rules below cover news and encyclopedic prose, including the
// space-tokenised Wikipedia text of TimeQA ("Newton D . Baker").

export interface Sentence {
  /** Position in the document, from 0. */
  index: number;
  /** Character offsets in the document, [start, end). */
  start: number;
  end: number;
  text: string;
}

export interface SentenceWindow {
  /** The sentence facts are extracted from. */
  sentence: Sentence;
  /** The sentence before it (context for pronouns), or null for the first sentence of a paragraph. */
  previous: Sentence | null;
}

const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sr jr st mt ft gen col lt sgt capt cmdr adm gov sen rep pres rev hon inc corp ltd co llc plc bros ' +
    'no nos vol vs etc al approx dept univ assn est fig jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'e.g i.e a.m p.m u.s u.k u.n d.c n.y l.a'
  ).split(' '),
);

/** Abbreviations that open a name, as written: "St. Xavier", "Mt . Hood", "Ft. Worth". */
export const NAME_ABBREVIATIONS = new Set(['St', 'Mt', 'Ft', 'Pt']);
/**
 * Titles before a name, which a tokeniser splits from their period too: "Dr . Reuben Samuel", and
 * the naval ranks of commanders' lists ("Kptlt . Wolfgang Heyda", "Oblt.z.S . Hans Fiedler").
 */
// prettier-ignore
const TITLE_ABBREVIATIONS = new Set(['Dr', 'Mr', 'Mrs', 'Ms', 'Prof', 'Rev', 'Gen', 'Col', 'Lt', 'Capt', 'Sgt', 'Cdr', 'Maj', 'Kptlt', 'Kplt', 'Oblt', 'Oblt.z.S', 'Olt.z.S', 'Lt.z.S', 'KKpt', 'FKpt', 'KrvKpt', 'FrgKpt', 'Kpt.z.S', 'Kzs']);

/** Does the period at `dot` end an abbreviation or an initial rather than a sentence? */
function isAbbreviation(text: string, dot: number): boolean {
  // The word before the period, skipping one space for tokenised text ("D . Baker").
  let end = dot;
  const tokenised = end > 0 && text[end - 1] === ' ';
  if (tokenised) end--;
  let start = end;
  while (start > 0 && /[\p{L}.]/u.test(text[start - 1]!)) start--;
  const word = text.slice(start, end);
  if (word.length === 0) return false;
  // An initial: "John F. Kennedy", "Newton D . Baker" — unless a tokenised period is followed by a
  // word that opens sentences ("… in Serie B . He then …"), where the letter ends a name.
  if (word.length === 1 && /\p{Lu}/u.test(word)) return !(tokenised && opensSentence(text, dot + 1));
  // A tokeniser splits a period off a word only when it ends the sentence ("Beta Corp . She …");
  // an abbreviation keeps its period ("Washington , D.C. .") — except a dotted one before a name
  // ("A.C . Milan", "the U.S . Business Hall of Fame"), which it splits too.
  // So does a name's abbreviation ("St . Xavier High School").
  // A lifespan's "b ." and "d ." ("( b . January 1829 – d . March 1 , 1908 )") and "c ." (circa)
  // inside brackets end no sentence.
  if (tokenised && /^[bcd]$/.test(word) && insideBrackets(text, start)) return true;
  if (tokenised) return (/^(?:\p{Lu}\.)+\p{Lu}$/u.test(word) || NAME_ABBREVIATIONS.has(word) || TITLE_ABBREVIATIONS.has(word)) && continuesName(text, dot + 1);
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (ABBREVIATIONS.has(lower)) return true;
  return /^(?:[A-Za-z]\.)+[A-Za-z]?$/.test(word); // U.S, D.C
}

/** Is `at` inside a bracket opened in the last 80 characters? */
function insideBrackets(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 80), at);
  return before.lastIndexOf('(') > before.lastIndexOf(')');
}

/** Capitalised words that usually open a sentence rather than continue a name. */
const SENTENCE_OPENERS = new Set(
  (
    'The A An He She It They We I His Her Its Their This That These Those In On At After Before During Since ' +
    'From By For With When While Until Upon As But And Or However Also Then Later There Following Although Despite According'
  ).split(' '),
);

/** Does a usual sentence opener ("He", "The", "In") follow `at` (after spaces, or none where a full stop lost its space)? */
function opensSentence(text: string, at: number): boolean {
  const next = /^\s*(\p{Lu}[\p{L}\p{M}-]*)/u.exec(text.slice(at, at + 40));
  return next !== null && SENTENCE_OPENERS.has(next[1]!);
}

/** Does a capitalised word that is not a usual sentence opener follow `at`? */
function continuesName(text: string, at: number): boolean {
  const next = /^\s+(\p{Lu}[\p{L}\p{M}-]*)/u.exec(text.slice(at, at + 40));
  return next !== null && !SENTENCE_OPENERS.has(next[1]!);
}

const TERMINATORS = new Set(['.', '!', '?']);
const NEWLINE = 0x0a;
const PERIOD = 0x2e;
const EXCLAMATION = 0x21;
const QUESTION = 0x3f;
/** A line that starts a list item or a markdown heading. */
const LINE_START = /^[ \t]*(?:[-*•]|\d{1,3}[.)]|#{1,6})\s/;
const CLOSERS = new Set(['"', "'", ')', ']', '\u201d', '\u2019']);

/**
 * Splits `text` into sentences. Paragraph breaks (blank lines) always end a sentence.
 *
 * @example splitSentences('Dr. Smith joined Acme Corp. in 2009. He left in 2012.').map(s => s.text)
 * // ['Dr. Smith joined Acme Corp. in 2009.', 'He left in 2012.']
 */
export function splitSentences(text: string): Sentence[] {
  // Ingest splits a document for its windows and the extractor again for its outline: the second
  // call reuses the first (as copies, so no caller sees another's changes).
  if (text !== lastSplit.text) lastSplit = { text, sentences: split(text) };
  return lastSplit.sentences.map((s) => ({ ...s }));
}

let lastSplit: { text: string | null; sentences: readonly Sentence[] } = { text: null, sentences: [] };

function split(text: string): Sentence[] {
  const out: Sentence[] = [];
  const narrow = oneByteCopy(text);
  let start = 0;
  const push = (end: number) => {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    if (e > s) {
      const sentence = text.slice(s, e);
      out.push({ index: out.length, start: s, end: e, text: BEYOND_LATIN1.test(sentence) ? sentence : narrow.slice(s, e) });
    }
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    // Char codes first: this loop visits every character of a corpus, and most are none of these.
    const code = text.charCodeAt(i);
    if (code !== NEWLINE && code !== PERIOD && code !== EXCLAMATION && code !== QUESTION) continue;
    const ch = text[i]!;
    if (ch === '\n' && (text[i + 1] === '\n' || LINE_START.test(text.slice(i + 1, i + 8)) || LINE_START.test(text.slice(start, start + 8).trimStart()))) {
      // A blank line ends a paragraph; a list item or a markdown heading is its own line even
      // without one ("Head coaches\n- Bob Houghton ( 1998–2001 )\n- …").
      push(i);
      continue;
    }
    if (!TERMINATORS.has(ch)) continue;
    let j = i + 1;
    while (j < text.length && (CLOSERS.has(text[j]!) || TERMINATORS.has(text[j]!))) j++;
    // Tokenised text puts a space before a closing quote or bracket: "… 2011 . )"
    if (j >= text.length) {
      push(text.length);
      break;
    }
    if (!/\s/.test(text[j]!)) {
      // "accepted the leadership of the Pangu Party.In a Cabinet reshuffle": a full stop a scrape lost
      // its space after, between a word of three lower-case letters or more and a word that opens
      // sentences (not "B.o.Bs", "St.Petersburg", "Amazon.com", "Publicis.Sapient").
      if (ch === '.' && j === i + 1 && GLUED_BEFORE.test(text.slice(Math.max(0, i - 3), i)) && opensSentence(text, j)) push(j);
      continue;
    }
    let k = j;
    while (k < text.length && /\s/.test(text[k]!)) k++;
    const next = text[k];
    if (next === undefined) {
      push(text.length);
      break;
    }
    if (!/[\p{Lu}0-9"'([\u201c]/u.test(next)) continue;
    if (ch === '.' && isAbbreviation(text, i) && !/\n/.test(text.slice(j, k))) continue;
    push(j);
  }
  if (start < text.length) push(text.length);
  return out;
}

/** What precedes a glued full stop: three lower-case letters. */
const GLUED_BEFORE = /^\p{Ll}{3}$/u;

/** Any UTF-16 unit beyond Latin-1. */
const BEYOND_LATIN1 = /[\u0100-\uffff]/;
const BEYOND_LATIN1_ALL = /[\u0100-\uffff]/g;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A copy of `text` stored one byte per character, with every unit beyond Latin-1 replaced by "ÿ"
 * (so offsets hold): the sentences without such units are sliced from it. A slice keeps its
 * document's representation, and one character beyond Latin-1 anywhere ("–", "’") makes a whole
 * document two bytes per character (95 % of TimeQA's text); regular expressions run slower on such
 * strings and compile a second, larger variant for them. Each sentence meets hundreds of patterns.
 */
function oneByteCopy(text: string): string {
  return BEYOND_LATIN1.test(text) ? decoder.decode(encoder.encode(text.replace(BEYOND_LATIN1_ALL, 'ÿ'))) : text;
}

/** The sliding windows over a document's sentences; a paragraph break resets the context. */
export function sentenceWindows(text: string): SentenceWindow[] {
  const sentences = splitSentences(text);
  return sentences.map((sentence, i) => {
    const prev = i > 0 ? sentences[i - 1]! : null;
    const sameParagraph = prev !== null && !text.slice(prev.end, sentence.start).includes('\n\n');
    return { sentence, previous: sameParagraph ? prev : null };
  });
}

/**
 * A run of consecutive sentences read as one window (what an LLM extractor sends in one request).
 * `sentence` spans the run — its text is the document's text from the first sentence's start to the
 * last one's end, paragraph breaks included — and `previous` is the context before it: the
 * sentences just before the run (across a paragraph break too), at most `contextChars` characters
 * of them, or the tail of a longer one; null before the first sentence.
 */
export interface PassageWindow extends SentenceWindow {
  /** The sentences of the run, in order. */
  sentences: Sentence[];
}

/** How `passageWindows` cuts a document. */
export interface PassageOptions {
  /** The most characters of a window (from its first sentence's start to its last one's end); a longer sentence is a window of its own. */
  maxChars: number;
  /** The most characters of context before a window. */
  contextChars: number;
}

/**
 * Cuts a document into runs of whole consecutive sentences of at most `maxChars` characters each.
 * A run that would end inside a paragraph ends at the last paragraph break in it instead, when the
 * run up to that break is at least half the size; a sentence longer than `maxChars` is a run of its
 * own. Every sentence is in exactly one run, in document order.
 *
 * @example passageWindows('Acme hired Jane Doe. She starts in May.\n\nBeta is in Ohio.', { maxChars: 45, contextChars: 100 }).map((w) => w.sentence.text)
 * // ['Acme hired Jane Doe. She starts in May.', 'Beta is in Ohio.']
 */
export function passageWindows(text: string, options: PassageOptions): PassageWindow[] {
  const s = splitSentences(text);
  const { maxChars, contextChars } = options;
  const paragraphEndsAt = (k: number) => k + 1 >= s.length || /\n[^\S\n]*\n/.test(text.slice(s[k]!.end, s[k + 1]!.start));
  const out: PassageWindow[] = [];
  for (let i = 0; i < s.length;) {
    const start = s[i]!.start;
    let j = i;
    while (j + 1 < s.length && s[j + 1]!.end - start <= maxChars) j++;
    if (!paragraphEndsAt(j)) {
      for (let k = j - 1; k >= i && s[k]!.end - start >= maxChars / 2; k--) {
        if (paragraphEndsAt(k)) {
          j = k;
          break;
        }
      }
    }
    const end = s[j]!.end;
    out.push({
      sentence: { index: s[i]!.index, start, end, text: text.slice(start, end) },
      previous: contextBefore(text, s, i, contextChars),
      sentences: s.slice(i, j + 1),
    });
    i = j + 1;
  }
  return out;
}

/** The sentences before sentence `i` as one span of at most `chars` characters (the tail of the one before when it alone is longer), or null. */
function contextBefore(text: string, s: readonly Sentence[], i: number, chars: number): Sentence | null {
  if (i === 0 || chars <= 0) return null;
  const end = s[i - 1]!.end;
  let c = i - 1;
  while (c > 0 && end - s[c - 1]!.start <= chars) c--;
  let start = s[c]!.start;
  if (end - start > chars) {
    // One long sentence: its last words, starting after a space.
    const tail = text.slice(end - chars, end);
    const space = tail.search(/\s\S/);
    start = end - chars + (space >= 0 ? space + 1 : 0);
  }
  return { index: s[c]!.index, start, end, text: text.slice(start, end) };
}
