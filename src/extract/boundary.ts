// A pattern's word boundaries, checked in code instead of look-arounds in the pattern. Each of the
// hundreds of verb patterns (verb-patterns.ts) once began with "(?<![\p{L}])" and ended with
// "(?![\p{L}])"; compiling those Unicode classes into every pattern was most of their compile time,
// which a single pass over a corpus pays in full. Matching stays the same: a match with a letter on
// its left (or, for a pattern whose matches cannot extend one another, on its right) is skipped and
// the search resumes one character later, exactly as the look-arounds made the regex do.

const LETTER = /^\p{L}$/u;

/** Is the code point that ends just before `at` a letter (what "(?<![\p{L}])" rejects)? */
export function letterBefore(text: string, at: number): boolean {
  if (at <= 0) return false;
  const c = text.charCodeAt(at - 1);
  if (c < 0x80) return isAsciiLetter(c);
  // A low surrogate ends a pair with the high surrogate before it: the letter test needs both.
  const pair = isLowSurrogate(c) && at >= 2 && isHighSurrogate(text.charCodeAt(at - 2));
  return LETTER.test(text.slice(pair ? at - 2 : at - 1, at));
}

/** Is the code point that starts at `at` a letter (what "(?![\p{L}])" rejects)? */
export function letterAt(text: string, at: number): boolean {
  if (at >= text.length) return false;
  const c = text.charCodeAt(at);
  if (c < 0x80) return isAsciiLetter(c);
  return LETTER.test(text.slice(at, pairAt(text, at) ? at + 2 : at + 1));
}

/**
 * `re.exec(text)` as if `re` (global, Unicode) began with "(?<![\p{L}])", and with `checkEnd` also
 * ended with "(?![\p{L}])": the next match from `re.lastIndex` with no letter beside it, or null.
 * `checkEnd` is exact only for a pattern no two of whose matches extend one another (at most one
 * match can start at a position, so a rejected end leaves nothing else to try there).
 *
 * @example
 * const re = /was\s+born/gu;
 * execAfterNonLetter(re, 'Kwas born; he was born') // the match at 14
 */
export function execAfterNonLetter(re: RegExp, text: string, checkEnd = false): RegExpExecArray | null {
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (!letterBefore(text, m.index) && !(checkEnd && letterAt(text, m.index + m[0].length))) return m;
    // Resume one code point on: the look-arounds fail only at the rejected start.
    re.lastIndex = m.index + (pairAt(text, m.index) ? 2 : 1);
  }
  return null;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** Does a surrogate pair (one astral code point) start at `at`? */
function pairAt(text: string, at: number): boolean {
  return isHighSurrogate(text.charCodeAt(at)) && at + 1 < text.length && isLowSurrogate(text.charCodeAt(at + 1));
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}
