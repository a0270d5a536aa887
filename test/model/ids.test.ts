// Content-hash ids (src/model/ids.ts) against the textbook cyrb53 written plainly: ids are persisted,
// so the digest of any text must never change.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { contentHash, nuggetId } from '../../src/model/ids.js';

/** cyrb53 as published: one seeded pass, the 53-bit result as hexadecimal. */
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
const oracle = (...parts: string[]): string => {
  const text = parts.join('\u0000');
  return cyrb53(text, 0x9e3779b1).toString(16).padStart(14, '0') + cyrb53(text, 0x85ebca77).toString(16).padStart(14, '0');
};

test('contentHash is the two seeded cyrb53 digests of the parts joined by NUL, 28 hex digits', () => {
  fc.assert(
    fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 5 }), (parts) => {
      const digest = contentHash(...parts);
      assert.equal(digest, oracle(...parts));
      assert.match(digest, /^[0-9a-f]{28}$/);
    }),
    { numRuns: 500 },
  );
});

test('ids already handed out keep their value', () => {
  assert.equal(contentHash(), '0a37048573decb106631a2b08a22');
  assert.equal(contentHash('Acme is headquartered in Boston.'), oracle('Acme is headquartered in Boston.'));
  assert.equal(
    nuggetId({ scope: 'global', subject: 'acme', predicate: 'chiefExecutiveOfficer' }, 'jane doe', '2008'),
    `n${oracle('global', 'acme', 'chiefExecutiveOfficer', 'jane doe', '2008').slice(0, 24)}`,
  );
});
