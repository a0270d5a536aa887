// Key normalisation (src/govern/normalize.ts): normalizeName's ASCII path must give exactly what
// the general Unicode path gives (NFKD, combining marks dropped, Unicode letter and number classes),
// and both keep the documented behaviour.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { normalizeName, normalizeValue } from '../../src/govern/normalize.js';

/** normalizeName as it was before the ASCII path: the oracle. */
function reference(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const stripped = folded.replace(/^(?:the|a|an) /, '').replace(/\s+(?:inc|incorporated|corp|corporation|ltd|limited|llc|plc|gmbh|ag|sa|nv|co)$/, '');
  return stripped === '' ? folded : stripped;
}

/** Names from pieces that exercise the rules: articles, possessives, ampersands, legal suffixes. */
// prettier-ignore
const PIECES = ['The', 'the', 'A', 'an', 'Acme', "'s", "s'", "O'Brien", '&', 'Co', 'Corp.', 'Inc', 'LTD', 'x1', '2019', '-', '.', ',', ' ', '  ', '\t', '\n', '_', '$', 'é', 'É', 'ß', '’s', 'ſ', 'Ⅻ', '½', 'ﬁ', '𝐀'];
const name = fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((ps) => ps.join(''));

test('normalizeName equals the Unicode reference on names built from awkward pieces', () => {
  fc.assert(
    fc.property(name, (text) => assert.equal(normalizeName(text), reference(text), JSON.stringify(text))),
    { numRuns: 2000 },
  );
});

test('normalizeName equals the Unicode reference on any ASCII text', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)), maxLength: 30 }), (text) =>
      assert.equal(normalizeName(text), reference(text), JSON.stringify(text)),
    ),
    { numRuns: 2000 },
  );
});

test('normalizeName drops a leading article, a possessive and a legal suffix, and folds accents', () => {
  assert.equal(normalizeName('The Acme Corp.'), 'acme');
  assert.equal(normalizeName("Acme's Labs & Co"), 'acme labs and');
  assert.equal(normalizeName('Zoë Ltd'), 'zoe');
  assert.equal(normalizeName('The'), 'the');
});

describe('normalizeValue', () => {
  test('a place with its region is the place; other types and places without a region are as normalizeName', () => {
    assert.equal(normalizeValue('Chicago, Illinois', 'Place'), 'chicago');
    assert.equal(normalizeValue('Redmond , Washington', 'Place'), 'redmond');
    assert.equal(normalizeValue('Chicago', 'Place'), 'chicago');
    assert.equal(normalizeValue('Smith, Jones & Co.', 'Organization'), normalizeName('Smith, Jones & Co.'));
  });
});
