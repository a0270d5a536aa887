// Prices by model id, overrides, unknown (local) models, the token estimate and cost formatting.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { costUsd, estimateRequestTokens, estimateTokens, formatCost, priceOf } from '../../src/llm/usage.js';
import { expectedAnswerTokens } from '../../src/llm/stage1.js';

test('listed models are priced by id, with provider prefix and date suffix ignored', () => {
  assert.deepEqual(priceOf('gpt-4o-mini'), { price: { input: 0.15, output: 0.6 }, from: 'table' });
  assert.deepEqual(priceOf('openai/gpt-4o-mini').price, { input: 0.15, output: 0.6 });
  assert.deepEqual(priceOf('gpt-4o-mini-2024-07-18').price, { input: 0.15, output: 0.6 });
  assert.deepEqual(priceOf('gpt-4o').price, { input: 2.5, output: 10 });
  assert.deepEqual(priceOf('GPT-4.1-mini').price, { input: 0.4, output: 1.6 });
});

test('local and unlisted models cost 0 at an unknown price; overrides win', () => {
  assert.deepEqual(priceOf('llama3.1:8b'), { price: { input: 0, output: 0 }, from: 'unknown' });
  assert.deepEqual(priceOf('llama3.1:8b', { input: 0.2, output: 0.4 }), { price: { input: 0.2, output: 0.4 }, from: 'override' });
  assert.deepEqual(priceOf('gpt-4o-mini', { output: 1 }), { price: { input: 0.15, output: 1 }, from: 'override' });
});

test('cost is tokens times price per million', () => {
  assert.equal(costUsd({ promptTokens: 1_000_000, completionTokens: 500_000 }, { input: 0.15, output: 0.6 }), 0.45);
  assert.equal(formatCost(0.45, 'table'), '$0.4500');
  assert.equal(formatCost(1.3249, 'table'), '$1.32');
  assert.equal(formatCost(0, 'table'), '$0');
  assert.equal(formatCost(0.00001, 'override'), '< $0.0001');
  assert.match(formatCost(0, 'unknown'), /unknown price/);
});

test('the estimate is one token per four characters, rounded up', () => {
  assert.equal(estimateTokens(''), 0);
  assert.equal(estimateTokens('Acme is headquartered in Boston.'), 8);
  assert.equal(estimateTokens('abcde'), 2);
});

test('a request is estimated as its messages with their overhead, plus the answer schema', () => {
  assert.equal(estimateRequestTokens([{ content: 'Acme is headquartered in Boston.' }]), 12);
  assert.equal(estimateRequestTokens([{ content: 'abcd' }, { content: 'abcd' }], { type: 'object' }), 10 + 5);
  assert.equal(expectedAnswerTokens('Acme Corp. is headquartered in Boston.'), 42);
});
