import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagText } from '../../../src/extract/reader/grammar/tokens.js';

test('tagText is the same whatever was tagged before (wink keeps unknown words it read)', () => {
  const show = (text: string) =>
    tagText(text)
      .map((t) => `${t.text}/${t.pos}`)
      .join(' ');
  const s = "Trent received his bachelor's and master's degrees from University of Utah.";
  const before = show(s);
  tagText("Polytechnics offered diplomas and degrees (bachelor's, master's, PhD).");
  assert.equal(show(s), before);
});

test('words the tagger read as verbs where a noun stands: after an adjective, a number or a hyphenated modifier', () => {
  const pos = (text: string, word: string) => tagText(text).find((t) => t.text === word)?.pos;
  assert.equal(pos('In 2014 , the city had 8.5 million overnight stays .', 'stays'), 'NOUN');
  assert.equal(pos('It met the demands of modern firefighting and training .', 'firefighting'), 'NOUN');
  assert.equal(pos('In 2021 , Nilsen led Riverside to a third-place finish .', 'finish'), 'NOUN');
  // The second half of a lower-case hyphenated compound before a noun: "turbo-prop aircraft".
  assert.equal(pos('In 1991 , ACES replaced its fleet with ATR 42 turbo-prop aircraft .', 'prop'), 'NOUN');
  // (A name's compound stays a verb: "the Seattle-based chain" is read as a modifier elsewhere.)
  assert.equal(pos('The Seattle-based chain grew .', 'based'), 'VERB');
  // (A verb after a subject stays one.)
  assert.equal(pos('The runners finish in Boston .', 'finish'), 'VERB');
});

test('"retired", which the tagger reads as an adjective, is a verb after its subject, an auxiliary or an aside — not before a noun or an object, nor after "the" or "is"', () => {
  const pos = (text: string) => tagText(text).find((t) => t.lower === 'retired')?.pos;
  assert.equal(pos('Paul Renner, the chief executive of Harbor Mutual, retired in 2019 .'), 'VERB');
  assert.equal(pos('Renner, who retired in 2019, said nothing .'), 'VERB');
  assert.equal(pos('She has retired .'), 'VERB');
  assert.equal(pos('A retired general spoke .'), 'ADJ');
  assert.equal(pos('The railway retired them in 2002 .'), 'ADJ');
  assert.equal(pos('He is retired .'), 'ADJ');
});

test('"the 62d Fighter Squadron": an ordinal written with "d" alone (2d, 3d, 93d) is one word, as "62nd" is', () => {
  const show = (text: string) =>
    tagText(text)
      .map((t) => `${t.text}/${t.pos}`)
      .join(' ');
  assert.equal(show('The 62d Fighter Squadron'), 'The/DET 62d/ADJ Fighter/PROPN Squadron/PROPN');
  assert.equal(show('the 93d Bomb Group'), 'the/DET 93d/ADJ Bomb/PROPN Group/PROPN');
  // (Not a number and a letter of any other shape.)
  assert.ok(!tagText('a 61d rule').some((t) => t.text === '61d'));
});

test('"the Lindqvist–Berg Observatory": two names an en dash joins with no space are one word', () => {
  const words = tagText('It was renamed the Lindqvist–Berg Observatory in 1990 , after the 1985–87 season .').map((t) => t.text);
  assert.ok(words.includes('Lindqvist–Berg'), words.join(' '));
  // (Not numbers: a range stays three words.)
  assert.ok(!words.includes('1985–87'), words.join(' '));
  assert.deepEqual(
    tagText('the Lindqvist–Berg Observatory').map((t) => t.i),
    [0, 1, 2],
  );
});
