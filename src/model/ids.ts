// Stable content-hash ids. Synchronous and runtime-free (crypto.subtle is async and not
// everywhere), so ids are the same in Node and the browser: two independently seeded 53-bit
// cyrb53 hashes give 106 bits, plenty for collision-free ids of facts.

function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A 27-character hex digest of `parts` (joined unambiguously). */
export function contentHash(...parts: readonly string[]): string {
  const text = parts.join('\u0000');
  return cyrb53(text, 0x9e3779b1).toString(16).padStart(14, '0') + cyrb53(text, 0x85ebca77).toString(16).padStart(14, '0');
}

/**
 * The id of a nugget: a hash of its key, its normalised object and the start of the validity it
 * was created with (so a second, separate term of office is a different nugget).
 *
 * @example nuggetId({ scope: 'global', subject: 'acme', predicate: 'chiefExecutiveOfficer' }, 'jane doe', '2008')
 */
export function nuggetId(key: { scope: string; subject: string; predicate: string }, objectNorm: string, startIso: string): string {
  return 'n' + contentHash(key.scope, key.subject, key.predicate, objectNorm, startIso).slice(0, 24);
}
