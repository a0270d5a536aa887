// What an LLM-mode nugget run would send: requests per step, tokens and price.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { costUsd, estimateAssignCost, estimateNuggetizeCost, NUGGET_PROMPT_VERSION, priceOf, type NuggetList, type NuggetTopic } from '../../../src/index.js';

const price = priceOf('gpt-4o-mini');
const topic = (qid: string, passages: number): NuggetTopic => ({
  qid,
  query: `question ${qid}`,
  candidates: Array.from({ length: passages }, (_, i) => ({ docid: `d${i}`, text: `Passage ${i} about the question.` })),
});
const list = (qid: string, nuggets: number): NuggetList => ({
  qid,
  query: `question ${qid}`,
  nuggets: Array.from({ length: nuggets }, (_, i) => ({ text: `Nugget number ${i} of the key`, importance: 'vital' as const })),
});

describe('estimateNuggetizeCost', () => {
  it('counts one creation call per window of ten passages and three importance calls for a full list of 30', () => {
    // 25 passages → windows [0,10), [10,20), [20,25): 3 creation calls; the list is assumed full
    // (30 nuggets) → 3 importance calls of 10.
    const e = estimateNuggetizeCost([topic('q1', 25)], 'gpt-4o-mini', price);
    assert.equal(e.requests, 6);
    assert.equal(e.items, 1);
    assert.equal(e.step, 'nuggetize');
    assert.equal(e.model, 'gpt-4o-mini');
    assert.equal(e.promptVersion, NUGGET_PROMPT_VERSION);
  });

  it('adds up over questions, with window boundaries at 10', () => {
    assert.equal(estimateNuggetizeCost([topic('q1', 10)], 'm', price).requests, 1 + 3);
    assert.equal(estimateNuggetizeCost([topic('q1', 11)], 'm', price).requests, 2 + 3);
    assert.equal(estimateNuggetizeCost([topic('q1', 25), topic('q2', 1)], 'm', price).requests, 6 + 4);
  });

  it('sends nothing for a question without passages', () => {
    const e = estimateNuggetizeCost([topic('q1', 0)], 'gpt-4o-mini', price);
    assert.equal(e.requests, 0);
    assert.equal(e.inputTokens, 0);
    assert.equal(e.usd, 0);
  });

  it('prices the tokens it counts', () => {
    const e = estimateNuggetizeCost([topic('q1', 25)], 'gpt-4o-mini', price);
    assert.ok(e.inputTokens > 0 && e.outputTokens > 0);
    // Later windows carry the whole list: more input than three first windows would.
    const first = estimateNuggetizeCost([topic('q1', 10)], 'gpt-4o-mini', price);
    assert.ok(e.inputTokens > first.inputTokens);
    assert.equal(e.usd, costUsd({ promptTokens: e.inputTokens, completionTokens: e.outputTokens }, price.price));
    assert.deepEqual(e.price, { input: 0.15, output: 0.6, from: 'table' });
  });
});

describe('estimateAssignCost', () => {
  it('counts one call per ten nuggets per answer: 12 nuggets → 2 calls', () => {
    const e = estimateAssignCost([list('q1', 12)], [{ runId: 'r', qid: 'q1', text: 'An answer.' }], 'gpt-4o-mini', price);
    assert.equal(e.requests, 2);
    assert.equal(e.items, 1);
    assert.equal(e.step, 'assign');
    // Five output tokens per label: 10 + 2 labels.
    assert.equal(e.outputTokens, 12 * 5);
  });

  it('counts every question for every run, as assign runs them; unanswered questions and answers to unknown questions cost nothing', () => {
    const answers = [
      { runId: 'r1', qid: 'q1', text: 'One.' },
      { runId: 'r2', qid: 'q1', text: 'Two.' },
      { runId: 'r1', qid: 'q2', text: 'Three.' },
      { runId: 'r1', qid: 'unknown', text: 'Four.' },
    ];
    const e = estimateAssignCost([list('q1', 12), list('q2', 10)], answers, 'gpt-4o-mini', price);
    // r1/q1, r1/q2, r2/q1, r2/q2 are assigned; r2/q2 is an empty answer (no request).
    assert.equal(e.items, 4);
    assert.equal(e.requests, 2 + 2 + 1);
  });

  it('sends no request for an empty answer, and counts the runs of answers files with no records', () => {
    const lists = [list('q1', 12), list('q2', 10)];
    const e = estimateAssignCost(lists, [{ runId: 'r1', qid: 'q1', text: '   ' }], 'gpt-4o-mini', price, ['empty-run']);
    assert.deepEqual([e.items, e.requests, e.inputTokens], [4, 0, 0]);
    // The last answer of a run to a question counts, as in assign.
    const twice = estimateAssignCost(
      lists,
      [
        { runId: 'r1', qid: 'q1', text: 'First.' },
        { runId: 'r1', qid: 'q1', text: 'Second.' },
      ],
      'gpt-4o-mini',
      price,
    );
    assert.deepEqual([twice.items, twice.requests], [2, 2]);
  });

  it('costs more input for a longer answer', () => {
    const short = estimateAssignCost([list('q1', 5)], [{ runId: 'r', qid: 'q1', text: 'Short.' }], 'm', price);
    const long = estimateAssignCost([list('q1', 5)], [{ runId: 'r', qid: 'q1', text: 'A much longer answer. '.repeat(50) }], 'm', price);
    assert.equal(short.requests, long.requests);
    assert.ok(long.inputTokens > short.inputTokens);
  });

  it('is zero for nothing to assign', () => {
    const e = estimateAssignCost([], [], 'gpt-4o-mini', price);
    assert.deepEqual([e.requests, e.items, e.inputTokens, e.outputTokens, e.usd], [0, 0, 0, 0, 0]);
  });
});
