import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { tokenize, tokenizeUnicode } from '../../src/search/tokenize.js';

test('tokenize: folds case and accents, drops stop words, strips plurals', () => {
  assert.deepEqual(tokenize('The CEOs of Café Müller, in 1999!'), ['ceo', 'cafe', 'muller', '1999']);
  assert.deepEqual(tokenize('Companies and classes'), ['company', 'class']);
  assert.deepEqual(tokenize(''), []);
});

test("tokenize: the ASCII pass gives the general analyzer's terms", () => {
  const ascii = fc.string({ unit: fc.constantFrom(...'aZ09 ,.-_\'"!?\t\nsSiIeEtThH'.split('')), maxLength: 60 });
  fc.assert(
    fc.property(ascii, (text) => assert.deepEqual(tokenize(text), tokenizeUnicode(text))),
    { numRuns: 2000 },
  );
  const anyAscii = fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)), maxLength: 60 });
  fc.assert(
    fc.property(anyAscii, (text) => assert.deepEqual(tokenize(text), tokenizeUnicode(text))),
    { numRuns: 2000 },
  );
});

test('tokenize: two texts joined by a space give the terms of each in turn', () => {
  // (The search index analyses a page's description once for all the nuggets it is added to.)
  const unit = fc.constantFrom(..."aZ09 ,.-'sSΣσςΑéÉe\u0301\u0327ﬁ²Ⅻİı–".split(''));
  const text = fc.string({ unit, maxLength: 30 });
  fc.assert(
    fc.property(text, text, (a, b) => assert.deepEqual(tokenize(`${a} ${b}`), [...tokenize(a), ...tokenize(b)])),
    { numRuns: 3000 },
  );
  assert.deepEqual(tokenize('ΟΔΥΣΣΕΥΣ ΣΑΣ'), [...tokenize('ΟΔΥΣΣΕΥΣ'), ...tokenize('ΣΑΣ')]);
});
