// Answer matching (with masks) and the temporal-QA metrics on hand-made cases.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answerForms, containsAnswer, normalizeAnswer } from '../../src/eval/answers.js';
import { aggregate, judge, percentile, type Judgement } from '../../src/eval/metrics.js';

const verdict = (j: Judgement) => [j.hit, j.conflict, j.correctness];
const q = (gold: string[], distractors: string[], masks: string[] = []) => ({
  gold: gold.map(answerForms),
  distractors: distractors.map(answerForms),
  masks: masks.flatMap(answerForms),
});

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

test('a form inside a mask does not count, one reaching past it does', () => {
  const masks = answerForms('Exxon Mediterranean');
  assert.ok(!containsAnswer(normalizeAnswer('renamed Exxon Mediterranean in 1990'), answerForms('Mediterranean'), masks));
  assert.ok(containsAnswer(normalizeAnswer('Exxon Mediterranean, later SeaRiver Mediterranean'), answerForms('Mediterranean'), masks));
  assert.ok(
    containsAnswer(normalizeAnswer('Exxon Mediterranean Shipping'), answerForms('Exxon Mediterranean Shipping'), masks),
    'a longer answer around the mask still counts',
  );
  assert.ok(
    !containsAnswer(normalizeAnswer('Baker House, Baker House'), answerForms('Baker'), answerForms('Baker House')),
    'every occurrence of the mask, adjacent ones included',
  );
});

test("the subject's name hides a distractor inside it, not the gold answer", () => {
  // Page "Newton D . Baker House": "Newton D . Baker" owned it 1916–1920, "Kennedy" 1964–1965 (the question).
  const kennedy = q(['Kennedy'], ['Newton D . Baker'], ['Newton D . Baker House', 'Kennedy']);
  assert.deepEqual(verdict(judge(kennedy, ['Newton D. Baker House was owned by Kennedy'])), [true, false, 1]);
  assert.deepEqual(verdict(judge(kennedy, ['Newton D. Baker sold the Newton D. Baker House to Kennedy'])), [true, true, 0]);
  const baker = q(['Newton D . Baker'], ['Kennedy'], ['Newton D . Baker House', 'Newton D . Baker']);
  assert.equal(judge(baker, ['Newton D. Baker House']).hit, true, 'gold is still found inside the name');
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
