// Verb patterns: the predicate schema's surface forms ("{s} (is|was) headquartered in {o}") compiled
// into what the rule-based extractor (rules.ts) runs on each sentence — a regular expression, the
// words every match contains (for the word filter, prefilter.ts), and how its word boundaries are
// checked (boundary.ts) — so that the many patterns a sentence cannot match cost next to nothing.

import type { PredicateDef } from '../model/schema.js';
import { PROPER_RUN } from './names.js';
import { phraseWords, type WordNeeds } from './prefilter.js';

/**
 * A compiled verb-phrase form. Its placeholders sit before the matched text (`before`, found by
 * leftPhrase), inside it (`inner`, a captured proper name) and after it (`after`, found by
 * rightPhrase): "{s} named {o} as its CEO" has before = s, inner = o, after = null.
 */
export interface VerbPattern {
  predicate: PredicateDef;
  regex: RegExp;
  before: 's' | 'o' | null;
  inner: 's' | 'o' | null;
  after: 's' | 'o' | null;
  /** The words every match contains (prefilter.ts): a sentence without them skips the regex. */
  needs: WordNeeds;
  /** The regex leaves its final "(?![\p{L}])" to execAfterNonLetter (no match extends another). */
  checkEnd: boolean;
  /**
   * For a pattern with a name inside ("{s} named {o} as its CEO"): the phrase with any text for the
   * name, which every match of the pattern also matches. The name's proper-noun run costs several
   * milliseconds to compile, and few sentences that have the phrase's words have the phrase.
   */
  skeleton: RegExp | null;
}

/** Compiles an alias: a plain phrase reads "{s} phrase {o}". */
export function compileAlias(predicate: PredicateDef, alias: string): VerbPattern | null {
  const form = alias.includes('{s}') ? alias.trim() : `{s} ${alias.trim()} {o}`;
  const parts = form
    .split(/(\{[so]\})/)
    .map((x) => x.trim())
    .filter((x) => x !== '');
  const before = parts[0] === '{s}' || parts[0] === '{o}' ? (parts.shift()![1] as 's' | 'o') : null;
  const after = parts.at(-1) === '{s}' || parts.at(-1) === '{o}' ? (parts.pop()![1] as 's' | 'o') : null;
  let inner: 's' | 'o' | null = null;
  let source = '';
  // The same phrase with any text in place of the name (see VerbPattern.skeleton).
  let skeleton = '';
  for (const part of parts) {
    if (part === '{s}' || part === '{o}') {
      inner = part[1] as 's' | 'o';
      source += `\\s+(?:[tT]he\\s+)?(${PROPER_RUN})\\s+`;
      skeleton += '\\s+(?:[tT]he\\s+)?\\S[\\s\\S]*?\\s+';
    } else {
      const phrase = caseless(phraseSource(part));
      source += phrase;
      skeleton += phrase;
    }
  }
  if (source === '' || [before, inner, after].filter((x) => x !== null).length !== 2) return null;
  // The word boundaries are checked by execAfterNonLetter (boundary.ts): always the leading
  // "(?<![\p{L}])", and the final "(?![\p{L}])" where no two matches can start at one place.
  const checkEnd = inner === null && parts.length === 1 && prefixFree(parts[0]!);
  const regex = new RegExp(checkEnd ? source : `${source}(?![\\p{L}])`, 'gu');
  return {
    predicate,
    regex,
    before,
    inner,
    after,
    needs: needsOf(parts.filter((p) => p !== '{s}' && p !== '{o}').join(' ')),
    checkEnd,
    skeleton: inner === null ? null : new RegExp(skeleton, 'u'),
  };
}

/** More strings than this and a phrase keeps its final look-ahead (none in the default schema comes close). */
const MAX_PHRASE_STRINGS = 512;

/**
 * Is no match of a surface form's regex (phraseSource) a proper prefix of another? Then at most one
 * match can start at any position, so its end can be checked after the match. Decided on the
 * phrase's strings with each whitespace run as one space, apostrophes as "'" and letters in lower
 * case: if one match extends another in a text, its string extends the other's string. Only ASCII
 * phrases, whose case variants ("[eE]") are exactly their lower and upper case.
 */
function prefixFree(phrase: string): boolean {
  if (/[^\x20-\x7e’]/.test(phrase)) return false;
  const tokens =
    phrase
      .replace(/\{[so]\}/g, ' ')
      .trim()
      .match(PHRASE_TOKENS) ?? [];
  let strings = [''];
  for (const [i, t] of tokens.entries()) {
    // As in phraseSource: "\s+" before every token but the first (inside an optional one).
    const sep = i > 0 ? ' ' : '';
    const alternatives = (t.startsWith('(') ? t.slice(1, -1).split('|') : [t.startsWith('[') ? t.slice(1, -1) : t]).flatMap(wordStrings);
    const extended = strings.flatMap((s) => alternatives.map((a) => s + sep + a));
    strings = t.startsWith('[') ? [...strings, ...extended] : extended;
    if (strings.length > MAX_PHRASE_STRINGS) return false;
  }
  return strings.every((a) => strings.every((b) => a === b || !b.startsWith(a)));
}

/** The strings `words(text)` matches, canonical as in prefixFree ("o'neil": "o'neil", "o 'neil"). */
function wordStrings(text: string): string[] {
  let out = [''];
  text
    .trim()
    .split(/\s+/)
    .forEach((w, i) => {
      const spellings = w
        .toLowerCase()
        .replace(/’/g, "'")
        .split("'")
        .reduce<string[]>((acc, piece, j) => (j === 0 ? [piece] : acc.flatMap((a) => [`${a}'${piece}`, `${a} '${piece}`])), []);
      out = out.flatMap((o) => spellings.map((sp) => (i > 0 ? `${o} ${sp}` : sp)));
    });
  return out;
}

/**
 * The words a match of a surface form contains (see prefilter.ts): a slot per required token (not
 * the optional "[also]"), each with its alternatives' words. A token with an alternative whose words
 * cannot be relied on (no letter, not ASCII) requires nothing.
 */
function needsOf(form: string): WordNeeds {
  const slots: string[][][] = [];
  for (const t of form.match(PHRASE_TOKENS) ?? []) {
    if (t.startsWith('[')) continue;
    const alternatives = (t.startsWith('(') ? t.slice(1, -1).split('|') : [t]).map((a) => phraseWords(a));
    if (alternatives.every((a) => a !== null)) slots.push(alternatives as string[][]);
  }
  return slots;
}

/** The tokens of a surface form: an alternation "(a|b)", an optional "[also]", or a word. */
const PHRASE_TOKENS = /\([^)]*\)|\[[^\]]*\]|[^\s()[\]]+/g;

/** Compiles a surface form ("(is|was) headquartered in", "[also] known as") into a regex source. */
function phraseSource(phrase: string): string {
  const tokens =
    phrase
      .replace(/\{[so]\}/g, ' ')
      .trim()
      .match(PHRASE_TOKENS) ?? [];
  let out = '';
  for (const t of tokens) {
    if (t.startsWith('(')) out += `${out ? '\\s+' : ''}(?:${t.slice(1, -1).split('|').map(words).join('|')})`;
    else if (t.startsWith('[')) out += `(?:${out ? '\\s+' : ''}${words(t.slice(1, -1))})?`;
    else out += `${out ? '\\s+' : ''}${words(t)}`;
  }
  return out;
}
export function words(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "\\s?['’]"))
    .join('\\s+');
}

/**
 * The same pattern, case-insensitive by character classes ("ceo" → "[cC][eE][oO]"). Verb patterns
 * capture proper names, which must stay case-sensitive: with the `i` flag a capitalised-word
 * pattern also matches "of the and", and long sentences backtrack exponentially.
 */
function caseless(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      out += c + (source[i + 1] ?? '');
      i++;
      continue;
    }
    const lower = c.toLowerCase();
    const upper = c.toUpperCase();
    out += lower !== upper ? `[${lower}${upper}]` : c;
  }
  return out;
}
