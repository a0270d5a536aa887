// Lenient reading of a model's JSON answer, for models and servers that ignore structured output:
// plain JSON, JSON inside ```json fences, JSON after or before prose, and trailing commas. Anything
// else is "malformed" — the caller counts it; nothing here throws.

/**
 * The first JSON object or array `text` contains, or null when none parses.
 *
 * @example parseJsonAnswer('Sure! ```json\n{"statements": [],}\n```') // { value: { statements: [] } }
 */
export function parseJsonAnswer(text: string): { value: unknown } | null {
  const t = text.replace(/^\uFEFF/, '').trim();
  const direct = tryParse(t);
  if (direct && isStructure(direct.value)) return direct;
  for (const m of t.matchAll(/```[A-Za-z0-9_-]*[ \t]*\n?([\s\S]*?)```/g)) {
    const inner = parseFirstStructure(m[1]!);
    if (inner) return inner;
  }
  return parseFirstStructure(t);
}

function isStructure(v: unknown): boolean {
  return typeof v === 'object' && v !== null;
}

function tryParse(s: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(s) as unknown };
  } catch {
    try {
      return { value: JSON.parse(withoutTrailingCommas(s)) as unknown };
    } catch {
      return null;
    }
  }
}

/**
 * The first top-level balanced {…} or […] in `s` that parses (after trailing-comma repair). Never one
 * nested inside another: from a truncated answer, an inner `[]` would read as "no statements".
 */
function parseFirstStructure(s: string): { value: unknown } | null {
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch !== '{' && ch !== '[') continue;
    const end = balancedEnd(s, i);
    if (end < 0) return null; // truncated: everything after this bracket is inside it
    const parsed = tryParse(s.slice(i, end));
    if (parsed && isStructure(parsed.value)) return parsed;
    i = end - 1;
  }
  return null;
}

/** Index after the bracket closing the one at `start`, honouring strings; -1 if it never closes. */
function balancedEnd(s: string, start: number): number {
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < s.length; i++) {
    const ch = s[i]!;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') stack.push('}');
    else if (ch === '[') stack.push(']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** Removes commas that directly precede a closing bracket, outside strings. */
function withoutTrailingCommas(s: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (inString) {
      out += ch;
      if (ch === '\\' && i + 1 < s.length) out += s[++i];
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ',') {
      let j = i + 1;
      while (j < s.length && /\s/.test(s[j]!)) j++;
      if (s[j] === '}' || s[j] === ']') continue;
    }
    out += ch;
  }
  return out;
}
