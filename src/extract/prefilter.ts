// Prefilters: a cheap test that proves a phrase pattern cannot match a sentence, so extraction does
// not run it. Most sentences match none of the hundreds of verb and role patterns, and running every
// pattern over every sentence was most of extraction time on TimeQA. The test is exact in one
// direction: a sentence it rejects is one the pattern could not have matched, so output never changes.
//
// It works on words. A phrase pattern (verb-patterns.ts, and the role nouns in rules.ts) is literal
// words joined by whitespace, with alternatives and optional words, between non-letters:
// "(?<![\p{L}])(?:is|was) based (?:in|at)(?![\p{L}])". Every letter run of its words is then a whole
// letter run of the sentence (nothing but non-letters borders it), so a sentence that lacks, for some
// required slot, every alternative's words cannot match.

/** For each required slot of a pattern, its alternatives; for each alternative, the words a match contains (lower case). */
export type WordNeeds = readonly (readonly (readonly string[])[])[];

const LETTER_RUNS = /\p{L}+/gu;
/** Any UTF-16 unit beyond ASCII. */
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * The words a phrase alternative needs ("head office" → head, office; "co-founded" → co, founded),
 * or null when they cannot be relied on: a phrase with no letter, or with a letter whose case
 * variants might not be one letter that lower-cases back to it ("ß" → "SS", a final "ς"). With
 * `foldsCase` (a pattern with the `iu` flags, which folds more characters together than
 * toLowerCase does: "µ" with "μ"), only ASCII phrases are read.
 *
 * @example phraseWords("co-founded") // ['co', 'founded']
 */
export function phraseWords(phrase: string, foldsCase = false): string[] | null {
  if (foldsCase ? NON_ASCII.test(phrase) : ![...phrase].every(simpleCase)) return null;
  return phrase.toLowerCase().match(LETTER_RUNS);
}

/** ASCII, a non-letter, or a letter with single-letter case variants that map back to each other. */
function simpleCase(c: string): boolean {
  if (c.charCodeAt(0) < 0x80 || !LETTER.test(c)) return true;
  const lower = c.toLowerCase();
  const upper = c.toUpperCase();
  return (
    lower.length === 1 &&
    upper.length === 1 &&
    LETTER.test(lower) &&
    LETTER.test(upper) &&
    upper.toLowerCase() === lower &&
    lower.toUpperCase() === upper &&
    !SIGMA.test(c)
  );
}

const LETTER = /^\p{L}$/u;
/** Lower-cased by context (a final "ς"), so a word's letters may not lower-case one by one. */
const SIGMA = /[σςΣ]/;

/**
 * Which of many patterns may match a sentence, given each pattern's `WordNeeds`. The sentence's
 * words are looked up in the patterns' vocabulary (other words cannot matter); each pattern is
 * reached through one slot's words (its anchor), so a sentence costs a lookup per word, not per
 * pattern, and the patterns reached are then checked against all their slots.
 */
export class WordFilter {
  /** Every word some pattern needs, numbered, and by number. */
  private readonly vocabulary = new Map<string, number>();
  private readonly words: string[] = [];
  /** The vocabulary's ASCII words by a hash of their letters (see `lettersHash`), to look words up without slicing them out. */
  private readonly byHash = new Map<number, number[]>();
  /** Per pattern, its needs with words as vocabulary numbers. */
  private readonly needs: number[][][][] = [];
  /** Per vocabulary word, the patterns anchored on it. */
  private readonly anchored: number[][] = [];
  /** Patterns with no slot to check: they always pass. */
  private readonly open: number[] = [];
  /** `seen[w] === round`: word w is in the sentence being filtered. */
  private readonly seen: Uint32Array;
  /** `checked[i] === round`: pattern i was already checked for this sentence. */
  private readonly checked: Uint32Array;
  private round = 0;

  constructor(needs: readonly WordNeeds[]) {
    this.checked = new Uint32Array(needs.length);
    const id = (w: string): number => {
      let n = this.vocabulary.get(w);
      if (n === undefined) {
        n = this.vocabulary.size;
        this.vocabulary.set(w, n);
        this.words.push(w);
        this.anchored.push([]);
      }
      return n;
    };
    needs.forEach((slots, i) => {
      this.needs.push(slots.map((slot) => slot.map((words) => words.map(id))));
      // Anchor on the slot whose alternatives are the least common words, by length as a proxy.
      let anchor: WordNeeds[number] | null = null;
      let best = -1;
      for (const slot of slots) {
        const shortest = Math.min(...slot.map((words) => longest(words).length));
        if (shortest > best) {
          anchor = slot;
          best = shortest;
        }
      }
      if (anchor === null) this.open.push(i);
      else for (const words of anchor) this.anchored[id(longest(words))]!.push(i);
    });
    this.seen = new Uint32Array(this.vocabulary.size);
    for (const [w, n] of this.vocabulary) {
      if (!/^[a-z]+$/.test(w)) continue;
      let h = 0;
      for (let i = 0; i < w.length; i++) h = lettersHash(h, w.charCodeAt(i));
      const list = this.byHash.get(h);
      if (list) list.push(n);
      else this.byHash.set(h, [n]);
    }
  }

  /**
   * The patterns (their indices, ascending) that `text` may match: those for which it has, in every
   * slot, all the words of one alternative. A list rather than a flag per pattern, so a sentence
   * that may match few of hundreds of patterns costs little to go through.
   *
   * @example new WordFilter([[[['based']], [['in'], ['at']]], [[['head']]]]).passing('Acme is based in Ohio') // [0]
   */
  passing(text: string): number[] {
    const round = this.nextRound();
    const found: number[] = [];
    const see = (w: number | undefined) => {
      if (w !== undefined && this.seen[w] !== round) {
        this.seen[w] = round;
        found.push(w);
      }
    };
    if (NON_ASCII.test(text)) {
      for (const word of nonAsciiWords(text.toLowerCase())) see(this.vocabulary.get(word));
    } else {
      // Most sentences are ASCII: their letter runs are lower-cased and hashed as they are scanned,
      // and compared only with vocabulary words of the same hash; no word is sliced out.
      let start = -1;
      let h = 0;
      for (let i = 0; i <= text.length; i++) {
        const c = i < text.length ? text.charCodeAt(i) | 0x20 : 0; // ASCII letters to lower case
        if (c >= 97 && c <= 122) {
          if (start < 0) {
            start = i;
            h = 0;
          }
          h = lettersHash(h, c);
        } else if (start >= 0) {
          const same = this.byHash.get(h);
          if (same !== undefined) for (const w of same) if (sameLetters(text, start, i, this.words[w]!)) see(w);
          start = -1;
        }
      }
    }
    const out = [...this.open];
    for (const w of found) {
      for (const i of this.anchored[w]!) {
        if (this.checked[i] === round) continue;
        this.checked[i] = round;
        if (this.meets(this.needs[i]!, round)) out.push(i);
      }
    }
    return out.sort((a, b) => a - b);
  }

  /** Does the sentence of `round` have, for every slot, all the words of one of its alternatives? */
  private meets(slots: readonly (readonly (readonly number[])[])[], round: number): boolean {
    for (const slot of slots) {
      let met = false;
      for (const words of slot) {
        let all = true;
        for (const w of words)
          if (this.seen[w] !== round) {
            all = false;
            break;
          }
        if (all) {
          met = true;
          break;
        }
      }
      if (!met) return false;
    }
    return true;
  }

  private nextRound(): number {
    if (this.round === 0xffffffff) {
      this.seen.fill(0);
      this.checked.fill(0);
      this.round = 0;
    }
    return ++this.round;
  }
}

/**
 * The words of a lower-cased text with letters beyond ASCII, as phrase patterns see them: its letter
 * runs. Lower-casing first can only split a run (a dotted "İ" becomes "i" and a combining dot), so
 * it only adds words. Case-insensitive Unicode matching also reads a long s ("ſ") as "s", which
 * lower-casing keeps, so such a word is given both ways.
 */
function nonAsciiWords(lower: string): string[] {
  const words: string[] = lower.match(LETTER_RUNS) ?? [];
  return words.concat(words.filter((w) => w.includes('ſ')).map((w) => w.replace(/ſ/g, 's')));
}

/** Is text[start, end) the lower-case ASCII `word`, ignoring case? */
function sameLetters(text: string, start: number, end: number, word: string): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++) if ((text.charCodeAt(start + i) | 0x20) !== word.charCodeAt(i)) return false;
  return true;
}

/** A running hash of lower-case ASCII letters, small enough to stay a small integer. */
function lettersHash(h: number, c: number): number {
  return (h * 31 + c) & 0x3fffffff;
}

function longest(words: readonly string[]): string {
  return words.reduce((a, w) => (w.length > a.length ? w : a), '');
}
