// The prefilters that let extraction skip patterns (src/extract/prefilter.ts) and the left word
// boundary checked in code (src/extract/boundary.ts), each against the regular expression it stands
// in for: a filter may let through a text the pattern does not match, never reject one it does; the
// boundary check finds exactly the matches the look-behind found.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { phraseWords, WordFilter, type WordNeeds } from '../../src/extract/prefilter.js';
import { execAfterNonLetter, letterAt, letterBefore } from '../../src/extract/boundary.js';

const RUNS = { numRuns: 300 };

// --- Phrases and texts ---------------------------------------------------------------------------

/** Words for phrases, with the awkward cases: hyphens, apostrophes, accents, long s, Kelvin sign. */
const WORDS = ['is', 'was', 'has', 'been', 'based', 'in', 'at', 'co-founded', 'founded', "o'neil", 'née', 'nee', 'ask', 'sk', 'head', 'office', 'a', 'an'];
/** What texts are made of: the words in other cases and spellings, and what may sit between them. */
const PIECES = [...WORDS, 'IS', 'Was', 'BASED', 'Co-Founded', 'O’Neil', 'NÉE', 'Née', 'aſk', 'ſk', 'aK', 'İn', 'x', 'é', 'ß', '𝐀', '😀', '1990'];
const SEPARATORS = [' ', ' ', ' ', '  ', '', '-', "'", '’', ',', '.', '\n'];

/** A phrase token: a word, a choice "(a|b)" or an optional word "[a]", as surface forms write them. */
const token = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.uniqueArray(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 3 }).map((ws) => `(${ws.join('|')})`),
  fc.constantFrom(...WORDS).map((w) => `[${w}]`),
);
const phrase = fc.array(token, { minLength: 1, maxLength: 3 }).filter((ts) => ts.some((t) => !t.startsWith('[')));
const text = fc.array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPARATORS)), { maxLength: 10 }).map((ps) => ps.flat().join(''));

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "\\s?['’]");
/** Case by character classes, escapes left alone (rules.ts `caseless`). */
function caseless(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') out += c + source[++i]!;
    else out += c.toLowerCase() !== c.toUpperCase() ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c;
  }
  return out;
}

/** The verb-pattern regex of a phrase, built as rules.ts builds it (case by character classes). */
function verbRegex(tokens: readonly string[]): RegExp {
  let source = '';
  for (const t of tokens) {
    const sep = source ? '\\s+' : '';
    if (t.startsWith('('))
      source += `${sep}(?:${t
        .slice(1, -1)
        .split('|')
        .map((w) => caseless(escape(w)))
        .join('|')})`;
    else if (t.startsWith('[')) source += `(?:${sep}${caseless(escape(t.slice(1, -1)))})?`;
    else source += `${sep}${caseless(escape(t))}`;
  }
  return new RegExp(`(?<![\\p{L}])${source}(?![\\p{L}])`, 'u');
}

/** The needs of a phrase, as rules.ts derives them: one slot per required token. */
function needsOf(tokens: readonly string[], foldsCase = false): WordNeeds {
  const slots: string[][][] = [];
  for (const t of tokens) {
    if (t.startsWith('[')) continue;
    const alternatives = (t.startsWith('(') ? t.slice(1, -1).split('|') : [t]).map((a) => phraseWords(a, foldsCase));
    if (alternatives.every((a) => a !== null)) slots.push(alternatives as string[][]);
  }
  return slots;
}

// --- WordFilter ----------------------------------------------------------------------------------

test('the word filter never rejects a text its verb pattern matches', () => {
  fc.assert(
    fc.property(fc.array(phrase, { minLength: 1, maxLength: 4 }), text, (phrases, t) => {
      const filter = new WordFilter(phrases.map((p) => needsOf(p)));
      const passing = filter.passing(t);
      assert.deepEqual(
        passing,
        [...new Set(passing)].sort((a, b) => a - b),
        'ascending, each once',
      );
      phrases.forEach((p, i) => {
        if (verbRegex(p).test(t)) assert.ok(passing.includes(i), `${p.join(' ')} matches ${JSON.stringify(t)}`);
      });
    }),
    RUNS,
  );
});

test('the word filter never rejects a text a case-folding (iu) alternation matches', () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.constantFrom(...WORDS, 'head office', 'co-founded'), { minLength: 1, maxLength: 5 }), text, (roles, t) => {
      const re = new RegExp(`(?<![\\p{L}])(?:${roles.map(escape).join('|')})(?![\\p{L}])`, 'iu');
      const words = roles.map((r) => phraseWords(r, true));
      const filter = new WordFilter([words.every((w) => w !== null) ? [words as string[][]] : []]);
      if (re.test(t)) assert.deepEqual(filter.passing(t), [0], `${roles.join('|')} matches ${JSON.stringify(t)}`);
    }),
    RUNS,
  );
});

test('the word filter rejects texts without the words every match needs', () => {
  const filter = new WordFilter([[[['based']], [['in'], ['at']]], [[['head', 'office']]], []]);
  assert.deepEqual(filter.passing('Acme is based in Ohio'), [0, 2]);
  assert.deepEqual(filter.passing('Acme, based near Ohio, has a head office'), [1, 2]);
  assert.deepEqual(filter.passing('ACME IS BASED AT OHIO'), [0, 2]);
  // A word is a whole letter run: "basedin" and "headoffice" are not the words.
  assert.deepEqual(filter.passing('basedin headoffice'), [2]);
});

test('a long s counts as an s, as case-insensitive Unicode matching reads it', () => {
  const filter = new WordFilter([[[['ask']]]]);
  assert.deepEqual(filter.passing('they aſk'), [0]);
  assert.equal(/(?<![\p{L}])ask(?![\p{L}])/iu.test('they aſk'), true);
});

test('phrase words are letter runs; unreliable case variants give none', () => {
  assert.deepEqual(phraseWords('co-founded'), ['co', 'founded']);
  assert.deepEqual(phraseWords("O'Neil"), ['o', 'neil']);
  assert.deepEqual(phraseWords('head office'), ['head', 'office']);
  assert.deepEqual(phraseWords('Née'), ['née']);
  assert.equal(phraseWords('Straße'), null); // "ß" upper-cases to "SS"
  assert.equal(phraseWords('λόγος'), null); // a final sigma lower-cases by context
  assert.equal(phraseWords('née', true), null); // with case folding, only ASCII
  assert.equal(phraseWords('&'), null);
});

// --- The left word boundary ------------------------------------------------------------------------

const BOUNDARY_TEXT = fc
  .array(fc.constantFrom('was', 'Was', 'born', ' ', 'x', 'é', '𝐀', '😀', '\uD835', '\uDC00', '-', '.'), { maxLength: 12 })
  .map((ps) => ps.join(''));

test('execAfterNonLetter finds exactly the matches of the pattern with a leading letter look-behind', () => {
  fc.assert(
    fc.property(fc.constantFrom('was', '[wW]as\\s*', 'x|was', 'born|b'), BOUNDARY_TEXT, (source, t) => {
      const expected = [...t.matchAll(new RegExp(`(?<![\\p{L}])(?:${source})`, 'gu'))].map((m) => `${m.index}:${m[0]}`);
      const re = new RegExp(source, 'gu');
      const found: string[] = [];
      for (let m = execAfterNonLetter(re, t); m; m = execAfterNonLetter(re, t)) {
        found.push(`${m.index}:${m[0]}`);
        if (m[0] === '') re.lastIndex++;
      }
      assert.deepEqual(found, expected, JSON.stringify(t));
    }),
    RUNS,
  );
});

test('with checkEnd, execAfterNonLetter also stands for a final look-ahead when no match extends another', () => {
  fc.assert(
    fc.property(fc.constantFrom('was', 'was\\s+born', 'born|was|x'), BOUNDARY_TEXT, (source, t) => {
      const expected = [...t.matchAll(new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'gu'))].map((m) => `${m.index}:${m[0]}`);
      const re = new RegExp(source, 'gu');
      const found: string[] = [];
      for (let m = execAfterNonLetter(re, t, true); m; m = execAfterNonLetter(re, t, true)) found.push(`${m.index}:${m[0]}`);
      assert.deepEqual(found, expected, JSON.stringify(t));
    }),
    RUNS,
  );
  // Why the condition: "wa" is a prefix of "was", so the look-ahead would move on to "was".
  const re = /wa|was/gu;
  assert.equal(execAfterNonLetter(re, 'he was', true), null);
  assert.equal(/(?<![\p{L}])(?:wa|was)(?![\p{L}])/u.exec('he was')?.[0], 'was');
});

test('letterAt and letterBefore read whole code points', () => {
  assert.equal(letterAt('a𝐀b', 1), true);
  assert.equal(letterAt('a😀b', 1), false);
  assert.equal(letterAt('ab', 2), false);
});

test('letterBefore reads the whole code point before a position', () => {
  assert.equal(letterBefore('a𝐀b', 3), true); // 𝐀 (U+1D400) is a letter
  assert.equal(letterBefore('a😀b', 3), false);
  assert.equal(letterBefore('é b', 1), true);
  assert.equal(letterBefore(' b', 1), false);
  assert.equal(letterBefore('b', 0), false);
});
