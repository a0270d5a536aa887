// Stable content-hash ids. Synchronous and runtime-free (crypto.subtle is async and not
// everywhere), so ids are the same in Node and the browser: two independently seeded 53-bit
// cyrb53 hashes give 106 bits, plenty for collision-free ids of facts.

/** The two 53-bit cyrb53 hashes of `text` with seeds 0x9e3779b1 and 0x85ebca77, in one pass over it. */
function cyrb53Pair(text: string): [number, number] {
  let a1 = 0xdeadbeef ^ 0x9e3779b1;
  let a2 = 0x41c6ce57 ^ 0x9e3779b1;
  let b1 = 0xdeadbeef ^ 0x85ebca77;
  let b2 = 0x41c6ce57 ^ 0x85ebca77;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a1 = Math.imul(a1 ^ ch, 2654435761);
    a2 = Math.imul(a2 ^ ch, 1597334677);
    b1 = Math.imul(b1 ^ ch, 2654435761);
    b2 = Math.imul(b2 ^ ch, 1597334677);
  }
  return [finish(a1, a2), finish(b1, b2)];
}

function finish(h1: number, h2: number): number {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A 28-character hex digest of `parts` (joined unambiguously). */
export function contentHash(...parts: readonly string[]): string {
  const [a, b] = cyrb53Pair(parts.length === 1 ? parts[0]! : parts.join('\u0000'));
  // What a.toString(16).padStart(14, '0') + the same of b gives, written digit by digit (toString(16)
  // of a 53-bit number is slow: ids are made per claim).
  putHex(a, 0);
  putHex(b, 14);
  return String.fromCharCode.apply(null, digits);
}

const HEX_DIGITS = Array.from('0123456789abcdef', (c) => c.charCodeAt(0));
const digits: number[] = new Array<number>(28).fill(0);

/** The 14 hex digits of a 53-bit hash, zero-padded, into `digits` from `at`: 6 for its high 21 bits, 8 for its low 32. */
function putHex(h: number, at: number): void {
  const high = Math.floor(h / 4294967296);
  const low = h >>> 0;
  for (let i = 0; i < 6; i++) digits[at + i] = HEX_DIGITS[(high >>> (4 * (5 - i))) & 15]!;
  for (let i = 0; i < 8; i++) digits[at + 6 + i] = HEX_DIGITS[(low >>> (4 * (7 - i))) & 15]!;
}

/**
 * The id of a nugget: a hash of its key, its normalised object and the start of the validity it
 * was created with (so a second, separate term of office is a different nugget).
 *
 * @example nuggetId({ scope: 'global', subject: 'acme', predicate: 'chiefExecutiveOfficer' }, 'jane doe', '2008')
 */
/** The shape of the ids `nuggetId` makes: "n" and 24 lower-case hex digits (stores pack them as 12 bytes). */
export const HASH_ID = /^n[0-9a-f]{24}$/;

export function nuggetId(key: { scope: string; subject: string; predicate: string }, objectNorm: string, startIso: string): string {
  return 'n' + contentHash(key.scope, key.subject, key.predicate, objectNorm, startIso).slice(0, 24);
}
