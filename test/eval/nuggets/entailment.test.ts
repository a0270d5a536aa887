// The offline assigner: does an answer state a nugget, judged by words alone?

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { entails } from '../../../src/index.js';
import { readWords } from '../../../src/eval/nuggets/offline/entailment.js';

describe('entails', () => {
  it('supports a restatement of the same words', () => {
    const got = entails('Jane Doe founded Acme in 1990', 'Acme was founded by Jane Doe in 1990.');
    assert.equal(got.assignment, 'support');
    assert.equal(got.coverage, 1);
    assert.equal(got.passage, 'Acme was founded by Jane Doe in 1990.');
  });

  it('picks the sentence that states the nugget out of several', () => {
    const got = entails('Jane Doe founded Acme in 1990', 'Acme makes rockets. It was founded by Jane Doe in 1990. It is in Ohio.');
    assert.equal(got.assignment, 'support');
    assert.ok(got.passage.includes('founded by Jane Doe in 1990'));
  });

  it('supports across two adjacent sentences (a pronoun’s antecedent)', () => {
    const nugget = 'Marie Curie won the Nobel Prize in Physics';
    const answer = 'Marie Curie was a physicist. She won the Nobel Prize in Physics in 1903.';
    const got = entails(nugget, answer);
    assert.equal(got.assignment, 'support');
    assert.equal(got.passage, answer, 'the passage is the pair of sentences');
    // The second sentence alone lacks the name: not support.
    assert.notEqual(entails(nugget, 'She won the Nobel Prize in Physics in 1903.').assignment, 'support');
    // Sentences that are not adjacent are not joined.
    assert.notEqual(entails(nugget, 'Marie Curie was a physicist. Her lab was in Paris. She won the Nobel Prize in Physics.').assignment, 'support');
  });

  it('is partial when a name is present but about half the content words are missing', () => {
    // Content words taylor, swift, released, folklore, pandemic: 3 of 5 found, name "Taylor Swift" present.
    const got = entails('Taylor Swift released Folklore during the pandemic', 'Taylor Swift released an album.');
    assert.equal(got.assignment, 'partial_support');
    assert.equal(got.coverage, 0.6);
  });

  it('is not support when too few content words are present', () => {
    const got = entails('Taylor Swift released Folklore during the pandemic', 'Taylor Swift sings.');
    assert.equal(got.assignment, 'not_support');
    assert.equal(got.coverage, 0.4);
  });

  it('is not support for a negated answer', () => {
    assert.equal(entails('Swift dated John Mayer', 'Swift never dated John Mayer.').assignment, 'not_support');
    assert.equal(entails('Swift dated John Mayer', "Swift didn't date John Mayer.").assignment, 'not_support');
    // The same polarity on both sides is fine.
    assert.equal(entails('Swift never married John Mayer', 'Swift never married John Mayer.').assignment, 'support');
  });

  it('does not support a nugget whose number the answer gets wrong', () => {
    const got = entails('Swift dated John Mayer at 19', 'Swift dated John Mayer at 21.');
    assert.notEqual(got.assignment, 'support');
    assert.equal(entails('Swift dated John Mayer at 19', 'Swift dated John Mayer at 19.').assignment, 'support');
  });

  it('matches numbers written as words or with separators', () => {
    assert.equal(entails('Toddlers go to the potty three times a day', 'Take toddlers to the potty 3 times a day.').assignment, 'support');
    assert.equal(entails('Acme has 1000 employees', 'Acme has 1,000 employees.').assignment, 'support');
  });

  it('requires the names: a different person does not support', () => {
    const got = entails('Jane Doe founded Acme', 'John Smith founded Acme.');
    assert.notEqual(got.assignment, 'support');
    // With every content word but the name present, still not support.
    assert.notEqual(entails('Acme was founded by Jane Doe in Ohio', 'Acme was founded by John Doe in Ohio.').assignment, 'support');
  });

  it('is not support, with no passage, for an empty answer', () => {
    assert.deepEqual(entails('Jane Doe founded Acme', ''), { assignment: 'not_support', coverage: 0, passage: '' });
    assert.equal(entails('Jane Doe founded Acme', '   ').assignment, 'not_support');
  });

  it('folds accents on both sides ("Zürich" ~ "Zurich")', () => {
    assert.equal(entails('Einstein studied in Zürich', 'Einstein studied in Zurich.').assignment, 'support');
    assert.equal(entails('Einstein studied in Zurich', 'Einstein studied in Zürich.').assignment, 'support');
    assert.equal(entails('Gödel was born in Brünn', 'GODEL WAS BORN IN BRUNN.').assignment, 'support');
  });

  it('matches common inflections (released ~ releases, dated ~ dating)', () => {
    assert.equal(entails('Acme released rockets', 'Acme releases rockets.').assignment, 'support');
    assert.equal(entails('Swift dated John Mayer', 'Swift was dating John Mayer.').assignment, 'support');
  });

  // The stemmer takes a final e with the ending, so make ~ makes ~ making.
  it('matches make ~ makes', () => {
    assert.equal(entails('Acme makes rockets', 'Acme can make rockets.').assignment, 'support');
  });

  it('matches founded ~ founder ~ founding, as stem() documents', () => {
    assert.equal(new Set(readWords('founded founder founding')).size, 1);
  });
  it("readWords('Who founded Acme?') is ['found', 'acm'], as its @example says", () => {
    assert.deepEqual(readWords('Who founded Acme?'), ['found', 'acm']);
  });

  // Polarity is read in the clause that carries the nugget, not anywhere in the sentence.
  it('supports a sentence whose negation is about something else', () => {
    assert.equal(entails('Swift dated John Mayer', 'Swift dated John Mayer, although she did not marry him.').assignment, 'support');
  });

  // A nugget with no content word (only a number and stop words) is judged by its number.
  it('supports a nugget that is only a date', () => {
    assert.equal(entails('In 1969', 'Apollo 11 landed on the Moon in 1969.').assignment, 'support');
  });
});

// Cases a reviewer found trying the assigner as a new user: contradictions that share every word,
// a subject named with nothing of the fact, abbreviations and dates written another way.
describe('entails: contradictions and variants', () => {
  const cases: [string, string, string][] = [
    ['Jane Doe succeeded John Smith as CEO', 'John Smith succeeded Jane Doe as CEO.', 'not_support'],
    ['Acme acquired Beta', 'Beta acquired Acme.', 'not_support'],
    ['Acme acquired Beta', 'Beta was acquired by Acme in 2010.', 'support'],
    ['Acme moved its headquarters to Austin', 'Acme moved its headquarters from Austin to Denver.', 'not_support'],
    ['Robertson leads Acme', 'Roberts leads Acme.', 'not_support'],
    ['Halvorsen Robotics was founded in 1998', 'Maria Lindqvist is the chief executive officer of Halvorsen Robotics.', 'not_support'],
    ['Halvorsen Robotics is headquartered in Trondheim', 'Halvorsen Robotics is headquartered in Oslo.', 'not_support'],
    ['Acme raised $5 million', 'Acme raised $5 billion.', 'not_support'],
    ['Karim became CEO in 2023', 'Lindqvist became CEO in 2023.', 'not_support'],
    ['Maria Lindqvist is the chief executive officer of Halvorsen Robotics', 'Maria Lindqvist is the CEO of Halvorsen Robotics.', 'support'],
    ['Maria Lindqvist is the CEO of Halvorsen Robotics', 'Lindqvist is chief executive officer of Halvorsen Robotics.', 'support'],
    ['Acme was founded in 2001', 'Acme was founded on 2001-03-04.', 'support'],
    ['Smith is the CEO', 'Smith, not Doe, is the CEO.', 'support'],
    ['Acme closed in 2020', 'Acme did not close in 2021; it closed in 2020.', 'support'],
    ['Taylor Swift released Folklore during the pandemic', 'Taylor Swift released an album.', 'partial_support'],
    ['Acme revenue grew 10 percent', 'Acme revenue fell 10 percent.', 'not_support'],
    ['Smith joined Acme in 2010', 'Smith left Acme in 2010.', 'not_support'],
    ['Acme revenue rose sharply', 'Acme revenue rose sharply in May.', 'support'],
  ];
  for (const [nugget, answer, expected] of cases) {
    it(`"${nugget}" ⇐ "${answer}": ${expected}`, () => assert.equal(entails(nugget, answer).assignment, expected));
  }
});
