// Sentence segmentation with offsets and the sliding window of the paper (current + previous sentence).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitSentences, sentenceWindows } from '../../src/extract/sentences.js';

test('abbreviations, initials and U.S. do not end a sentence', () => {
  const text = 'Dr. Smith joined Acme Corp. in 2009. John F. Kennedy visited the U.S. Senate. It rained.';
  assert.deepEqual(
    splitSentences(text).map((s) => s.text),
    ['Dr. Smith joined Acme Corp. in 2009.', 'John F. Kennedy visited the U.S. Senate.', 'It rained.'],
  );
});

test('offsets point back into the text', () => {
  const text = '  First one.  Second one!\n\nThird? ';
  for (const s of splitSentences(text)) assert.equal(text.slice(s.start, s.end), s.text);
  assert.equal(splitSentences(text).length, 3);
});

test('space-tokenised Wikipedia text keeps initials inside names', () => {
  const text = 'Newton D . Baker was Secretary of War . He lived in Washington , D.C. .';
  assert.deepEqual(
    splitSentences(text).map((s) => s.text),
    ['Newton D . Baker was Secretary of War .', 'He lived in Washington , D.C. .'],
  );
});

test('a name\'s abbreviation split from its period keeps the name whole ("St . Xavier High School"); "Main St . He" ends', () => {
  const text = 'In 1976 , Wenstrup graduated from St . Xavier High School . He lived on Main St . He moved .';
  assert.deepEqual(
    splitSentences(text).map((s) => s.text),
    ['In 1976 , Wenstrup graduated from St . Xavier High School .', 'He lived on Main St .', 'He moved .'],
  );
});

test('a title split from its period ("Dr . Reuben Samuel") and a lifespan\'s "b ." and "d ." in brackets end no sentence', () => {
  const text =
    'She married Dr . Reuben Samuel ( b . January 1829 – d . March 1 , 1908 ) in 1855 . He was a doctor in Kearney , Nebraska , born in Kentucky b . He left .';
  assert.deepEqual(
    splitSentences(text).map((s) => s.text),
    [
      'She married Dr . Reuben Samuel ( b . January 1829 – d . March 1 , 1908 ) in 1855 .',
      'He was a doctor in Kearney , Nebraska , born in Kentucky b .',
      'He left .',
    ],
  );
});

test('a naval rank split from its period ("Kptlt . Wolfgang Heyda", "Oblt.z.S . Hans Fiedler") ends no sentence', () => {
  const text = '- 1940 – 1941 : Kptlt . Wolfgang Heyda\n- 1942 : Oblt.z.S . Hans Fiedler\nThe boat sank .';
  assert.deepEqual(
    splitSentences(text).map((s) => s.text),
    ['- 1940 – 1941 : Kptlt . Wolfgang Heyda', '- 1942 : Oblt.z.S . Hans Fiedler', 'The boat sank .'],
  );
});

test('a sentence ending in a closing quote or bracket ends after it', () => {
  const text = 'He said "we will grow." Then he left (for good.) Later he returned.';
  assert.equal(splitSentences(text).length, 3);
});

test('a lower-case continuation after a period is not a new sentence', () => {
  assert.equal(splitSentences('Revenue rose 3.5 percent vs. last year. Costs fell.').length, 2);
});

test('each window holds its sentence and the previous one of the same paragraph', () => {
  const w = sentenceWindows('Acme hired Jane Doe. She starts in May.\n\nBeta is in Ohio.');
  assert.deepEqual(
    w.map((x) => [x.sentence.text, x.previous?.text ?? null]),
    [
      ['Acme hired Jane Doe.', null],
      ['She starts in May.', 'Acme hired Jane Doe.'],
      ['Beta is in Ohio.', null],
    ],
  );
});

test('in tokenised text a period split off a word ends the sentence, even after "Corp"', () => {
  assert.deepEqual(
    splitSentences('Jane Doe is the CEO of Beta Corp . She likes tea .').map((s) => s.text),
    ['Jane Doe is the CEO of Beta Corp .', 'She likes tea .'],
  );
});

test('a dotted abbreviation before a name does not end a tokenised sentence; before a sentence opener it does', () => {
  assert.deepEqual(
    splitSentences('He is the head coach at Serie A club A.C . Milan .').map((s) => s.text),
    ['He is the head coach at Serie A club A.C . Milan .'],
  );
  assert.deepEqual(splitSentences('She was inducted into the U.S . Business Hall of Fame in 2008 .').length, 1);
  assert.deepEqual(
    splitSentences('He moved to the U.S . He liked it .').map((s) => s.text),
    ['He moved to the U.S .', 'He liked it .'],
  );
});

test('a full stop a scrape lost its space after splits before a word that opens sentences ("Pangu Party.In a Cabinet reshuffle"), not inside names', () => {
  assert.deepEqual(
    splitSentences('Marape accepted the leadership of the Pangu Party.In a Cabinet reshuffle he moved Smith.').map((s) => s.text),
    ['Marape accepted the leadership of the Pangu Party.', 'In a Cabinet reshuffle he moved Smith.'],
  );
  for (const text of [
    'B.o.Bs debut album sold well.',
    'He went to St.Petersburg in 1990.',
    'Visit Amazon.com today.',
    'It joined the Publicis.Sapient organization in 2019.',
  ])
    assert.equal(splitSentences(text).length, 1, text);
});
