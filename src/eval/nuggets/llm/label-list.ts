// Reading the model's "Pythonic list" (paper Figures 1–3 ask for `["a", "b", ...]`): a JSON array,
// a Python list with single- or double-quoted strings (what `ast.literal_eval` reads in nuggetizer),
// inside ``` fences or after a line of prose. Anything else is null — the caller retries and, in the
// end, reports the batch failed with the raw reply; nothing here guesses.

/**
 * The list of strings in a reply, or null when it holds none.
 *
 * @example readStringList("Sure:\n```python\n['vital', \"okay\"]\n```") // ['vital', 'okay']
 */
export function readStringList(reply: string): string[] | null {
  const text = reply.replace(/^\uFEFF/, '');
  for (let at = text.indexOf('['); at >= 0;) {
    const list = listAt(text, at);
    if (list) return list;
    // Not a flat list of strings: skip the whole bracketed part, so a list nested in it is not taken for the answer.
    const end = closingBracket(text, at);
    if (end < 0) return null;
    at = text.indexOf('[', end);
  }
  return null;
}

/** The index after the ']' closing the '[' at `start` (quotes honoured), or -1 when it never closes. */
function closingBracket(s: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < s.length; i++) {
    const ch = s[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote || ch === '\n') quote = null;
    } else if (ch === '"' || ch === "'") {
      // An apostrophe inside a word ("Swift's") opens no string.
      if (ch === "'" && /\p{L}/u.test(s[i - 1] ?? '') && /\p{L}/u.test(s[i + 1] ?? '')) continue;
      quote = ch;
    } else if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The list of string literals opening at `start` ('['), or null if what follows is not one. */
function listAt(s: string, start: number): string[] | null {
  const out: string[] = [];
  let i = skipSpace(s, start + 1);
  if (s[i] === ']') return out;
  for (;;) {
    const q = s[i];
    if (q !== '"' && q !== "'") return null;
    const literal = stringAt(s, i, q);
    if (!literal) return null;
    out.push(literal.value);
    i = skipSpace(s, literal.end);
    if (s[i] === ',') {
      i = skipSpace(s, i + 1);
      if (s[i] === ']') return out; // a trailing comma, as Python allows
      continue;
    }
    return s[i] === ']' ? out : null;
  }
}

/** A quoted literal from `start`, with Python's and JSON's common escapes; null if it never closes. */
function stringAt(s: string, start: number, quote: string): { value: string; end: number } | null {
  let value = '';
  for (let i = start + 1; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === quote) return { value, end: i + 1 };
    if (ch === '\n') return null;
    if (ch !== '\\') {
      value += ch;
      continue;
    }
    const next = s[++i];
    if (next === undefined) return null;
    if (next === 'n') value += '\n';
    else if (next === 't') value += '\t';
    else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(s.slice(i + 1, i + 5))) {
      value += String.fromCharCode(parseInt(s.slice(i + 1, i + 5), 16));
      i += 4;
    } else value += next;
  }
  return null;
}

function skipSpace(s: string, i: number): number {
  while (i < s.length && /\s/.test(s[i]!)) i++;
  return i;
}

/**
 * A reply's labels checked against the batch: the right number, each one of `allowed` (case and
 * spaces forgiven: "Partial Support" is partial_support). A reason string when they are not.
 *
 * @example readLabels('["vital", "okay"]', 2, ['vital', 'okay']) // { labels: ['vital', 'okay'] }
 */
export function readLabels<L extends string>(reply: string, expected: number, allowed: readonly L[]): { labels: L[] } | { reason: string } {
  const list = readStringList(reply);
  if (!list) return { reason: 'no list of strings in the reply' };
  if (list.length !== expected) return { reason: `${list.length} labels for ${expected} nuggets` };
  const labels: L[] = [];
  for (const raw of list) {
    const label = raw
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_') as L;
    if (!allowed.includes(label)) return { reason: `unknown label ${JSON.stringify(raw)} (expected ${allowed.join(', ')})` };
    labels.push(label);
  }
  return { labels };
}
