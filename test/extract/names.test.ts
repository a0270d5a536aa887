// Proper-noun runs (src/extract/names.ts). PROPER_WORD writes the capital letter once for its three
// readings, to save compile time; the oracle here is the plain alternation, one reading per branch,
// and the two must find the same matches in every context the extractors use them in.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { CONNECTORS, PROPER_RUN, PROPER_WORD, trimName } from '../../src/extract/names.js';

const ORACLE_WORD =
  "(?:\\p{Lu}\\.(?:\\p{Lu}\\.?)+(?:\\s\\.(?=\\s\\p{Lu}))?|(?:Jr|Sr|Inc|Corp|Co|Ltd|St|Mt|Ft|Bros)\\s?\\.(?=\\s|,|$)|\\p{Lu}\\s?\\.(?=\\s?\\p{Lu})|\\p{Lu}[\\p{L}\\p{M}\\p{N}\\-]*(?:['’][\\p{L}]{2,}[\\p{L}\\p{M}\\-]*)?|\\d{1,4}(?:\\.\\d{1,2})?(?:st|nd|rd|th|(?<=[23])d)?)";
const ORACLE_RUN = `${ORACLE_WORD}(?:\\s+(?:${CONNECTORS}\\s+)*${ORACLE_WORD})*`;

/** The shapes the extractors build around a run: anywhere, at the end, whole, at the start, before a parenthesis, inside a verb phrase. */
const CONTEXTS: [(run: string) => string, string][] = [
  [(r) => r, 'gu'],
  [(r) => `(${r})$`, 'u'],
  [(r) => `^${r}$`, 'u'],
  [(r) => `^${r}`, 'u'],
  [(r) => `(${r})\\s*\\(([^()]{4,60})\\)`, 'gu'],
  [(r) => `[wW]as\\s+(?:[tT]he\\s+)?(${r})\\s+[aA]s(?![\\p{L}])`, 'gu'],
];

// prettier-ignore
const PIECES = ['A', 'B', 'Jr', 'Jr.', 'Co', 'Corp', 'St', 'Bros', '.', ' .', ' ', '  ', ',', 'of', 'the', 'van', 'x', 'Acme', 'U.S.', 'D', '1990', '3rd', '12.5', '62d', "O'Brien", '’s', 'É', 'é', '-', '(', ')', 'was', 'as', 'He', '\n', 'Mt.'];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((ps) => ps.join(''));

const matches = (re: RegExp, t: string): string[] => (re.global ? [...t.matchAll(re)] : [re.exec(t)]).map((m) => JSON.stringify(m && [m.index, ...m]));

test('PROPER_RUN finds exactly what the one-branch-per-reading oracle finds', () => {
  for (const [wrap, flags] of CONTEXTS) {
    const ours = new RegExp(wrap(PROPER_RUN), flags);
    const oracle = new RegExp(wrap(ORACLE_RUN), flags);
    fc.assert(
      fc.property(text, (t) => assert.deepEqual(matches(ours, t), matches(oracle, t), JSON.stringify(t))),
      { numRuns: 2000 },
    );
  }
});

test('a proper word is a capitalised word, an initial, a dotted or kept-period abbreviation, or a number', () => {
  const word = new RegExp(`^${PROPER_WORD}$`, 'u');
  for (const w of ['Acme', "O'Brien", 'U.S.', 'Jr.', 'Inc.', '1990', '3rd', '62d']) assert.ok(word.test(w), w);
  for (const w of ['acme', 'of', '.', "Acme's", 'D.', '61d']) assert.ok(!word.test(w), w); // an initial needs a name after it
  assert.ok(new RegExp(`^${PROPER_RUN}$`, 'u').test('Newton D . Baker'));
});

test('trimName keeps "New" that is part of a name ("New York Times", "Brooklyn, New York"), drops it before a role', () => {
  assert.equal(trimName('New York Times'), 'New York Times');
  assert.equal(trimName('The New Zealand First'), 'New Zealand First');
  assert.equal(trimName('In New York'), 'New York');
  assert.equal(trimName('New Chief Executive Jane Doe'), 'Chief Executive Jane Doe');
});

test('trimName drops leading non-names and trailing connectors, for one word as for several', () => {
  assert.equal(trimName('In March Acme Corp'), 'Acme Corp');
  assert.equal(trimName('Acme'), 'Acme');
  assert.equal(trimName('The'), '');
  assert.equal(trimName('of'), '');
  assert.equal(trimName(''), '');
  assert.equal(trimName('Newton D . Baker .'), 'Newton D . Baker.');
});
