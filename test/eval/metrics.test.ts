// Answer matching and the temporal-QA metrics on hand-made cases.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answerForms, containsAnswer, normalizeAnswer } from '../../src/eval/answers.js';
import { aggregate, judge, percentile } from '../../src/eval/metrics.js';

const q = (gold: string[], distractors: string[]) => ({ gold: gold.map(answerForms), distractors: distractors.map(answerForms) });

test('answers match after case, accents, punctuation and articles are normalised, on word boundaries', () => {
  const forms = answerForms('The Newton D . Baker House');
  assert.ok(containsAnswer(normalizeAnswer('newton d. baker house, built 1794'), forms));
  assert.ok(containsAnswer(normalizeAnswer('Élan Vital'), answerForms('elan vital')));
  assert.ok(!containsAnswer(normalizeAnswer('Chelseaside'), answerForms('Chelsea')));
});

test('an answer also matches by its part before the first comma when that has 4+ characters', () => {
  assert.ok(containsAnswer(normalizeAnswer('He lived in Washington.'), answerForms('Washington, D.C.')));
  assert.ok(containsAnswer(normalizeAnswer('He lived in Rome.'), answerForms('Rome, Italy')));
  assert.ok(!containsAnswer(normalizeAnswer('He lived in Italy.'), answerForms('Rome, Italy')), 'only the head before the comma stands alone');
  assert.equal(answerForms('Li, China').length, 1, 'a head of 2 characters is not an answer on its own');
});

test('a hit with only clean results scores full temporal correctness and no conflict', () => {
  const j = judge(q(['Chelsea'], ['Arsenal']), ['He played for Chelsea', 'unrelated text']);
  assert.deepEqual([j.hit, j.conflict, j.correctness], [true, false, 1]);
});

test('gold and a distractor in the top-K is a conflict; correctness counts only gold-only results', () => {
  const j = judge(q(['Chelsea'], ['Arsenal']), ['He played for Chelsea', 'He played for Arsenal', 'Chelsea and Arsenal met']);
  assert.deepEqual([j.hit, j.conflict, j.correctness], [true, true, 1 / 3]);
});

test('questions without any gold or distractor result are left out of temporal correctness', () => {
  const m = aggregate([judge(q(['Chelsea'], []), ['nothing']), judge(q(['Chelsea'], []), ['Chelsea'])]);
  assert.deepEqual([m.answerRecall, m.temporalCorrectness, m.temporalQuestions, m.conflictRate, m.governance], [0.5, 1, 1, 0, 1]);
});

test('context tokens are counted per question and the median reported', () => {
  const m = aggregate([judge(q(['x'], []), ['a b c']), judge(q(['x'], []), ['a']), judge(q(['x'], []), ['a b c d e'])]);
  assert.equal(m.medianContextTokens, 3);
  assert.equal(percentile([5, 1, 3, 2, 4], 95), 5);
});
