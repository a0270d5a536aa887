// JSON Lines input with errors that name the file and line: one parser for documents, query
// batches and gold sets, so every reader reports bad input the same way.

import { NuggetIndexError } from './errors.js';

/**
 * Calls `visit` with each non-empty line's JSON value and 1-based line number. A line that is not
 * JSON, or whose `visit` throws a NuggetIndexError, becomes an INVALID_INPUT error prefixed with
 * `file:line:`; it is thrown, or handed to `onError` (which lets the caller skip and report it).
 *
 * @example jsonLines('{"id":"a"}\n', 'docs.jsonl', (value, line) => console.log(line, value))
 */
export function jsonLines(text: string, file: string, visit: (value: unknown, line: number) => void, onError?: (error: NuggetIndexError) => void): void {
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    const source = raw.trim();
    if (source === '') return;
    try {
      let value: unknown;
      try {
        value = JSON.parse(source);
      } catch (err) {
        throw new NuggetIndexError('INVALID_INPUT', `not valid JSON (${(err as Error).message})`);
      }
      visit(value, line);
    } catch (err) {
      if (!(err instanceof NuggetIndexError)) throw err;
      const located = new NuggetIndexError(err.code, `${file}:${line}: ${err.message}`, { ...err.location, file, line });
      if (onError) onError(located);
      else throw located;
    }
  });
}

/**
 * A validation issue of `value` as words for a person: "is required" where the field is absent,
 * else zod's message. zod 4 issues do not carry the input, so the value is looked up at the issue's
 * path (which also catches a missing field whose schema is a union).
 *
 * @example issueMessage({ path: ['id'], message: 'Invalid input: expected string, received number' }, { id: 5 }) // 'Invalid input: expected string, received number'
 */
export function issueMessage(issue: { path: readonly PropertyKey[]; message: string }, value: unknown): string {
  let at: unknown = value;
  for (const key of issue.path) at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at === undefined ? 'is required' : issue.message;
}

/** Throws INVALID_INPUT unless `value` is a JSON object (not null, not an array). */
export function requireObject(value: unknown, expected: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new NuggetIndexError('INVALID_INPUT', `each line must be a JSON object ${expected}`);
  return value as Record<string, unknown>;
}
