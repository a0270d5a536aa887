// Reading answers of models that ignore structured output: fences, prose, trailing commas; and the
// Stage 1 statement list with its field checks.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { parseJsonAnswer } from '../../src/llm/json-answer.js';
import { readStage1Answer } from '../../src/llm/stage1.js';

describe('lenient JSON', () => {
  test('plain JSON parses as is', () => {
    assert.deepEqual(parseJsonAnswer('{"statements": []}'), { value: { statements: [] } });
    assert.deepEqual(parseJsonAnswer('\uFEFF  [1, 2]\n'), { value: [1, 2] });
  });

  test('JSON inside a ```json fence after prose', () => {
    assert.deepEqual(parseJsonAnswer('Sure! Here you go:\n```json\n{"a": 1}\n```\nAnything else?'), { value: { a: 1 } });
    assert.deepEqual(parseJsonAnswer('```\n{"a": 2}\n```'), { value: { a: 2 } });
  });

  test('JSON after or before prose, without a fence', () => {
    assert.deepEqual(parseJsonAnswer('The statements are {"a": {"b": "}"}} as requested.'), { value: { a: { b: '}' } } });
    assert.deepEqual(parseJsonAnswer('Note [see below]: {"a": 3}'), { value: { a: 3 } });
  });

  test('trailing commas are forgiven, commas inside strings are kept', () => {
    assert.deepEqual(parseJsonAnswer('{"a": [1, 2,], "b": "x,]",}'), { value: { a: [1, 2], b: 'x,]' } });
  });

  test('nothing parseable gives null, never a throw', () => {
    for (const text of ['', 'I cannot help with that.', '{"statements": [{"subject": "Acme"', '{"a": }', '"just a string"', '42']) {
      assert.equal(parseJsonAnswer(text), null, text);
    }
  });
});

describe('Stage 1 answers', () => {
  test('a statement list, wrapped or bare, with its fields', () => {
    const s = { subject: 'Acme', predicate: 'headquartersLocation', object: 'Boston', temporal: ['since 2019'], quote: 'Acme is in Boston', confidence: 0.9 };
    assert.deepEqual(readStage1Answer(JSON.stringify({ statements: [s] })), { statements: [s], invalid: 0 });
    assert.deepEqual(readStage1Answer(JSON.stringify([s])), { statements: [s], invalid: 0 });
  });

  test('missing temporal is null (all of the span applies); a single string is a list; confidence may be a numeric string', () => {
    const r = readStage1Answer(
      '[{"subject": "a", "predicate": "p", "object": "b", "quote": "q", "confidence": "0.7"}, {"subject": "a", "predicate": "p", "object": "b", "quote": "q", "temporal": "in 2001"}]',
    )!;
    assert.equal(r.statements[0]!.temporal, null);
    assert.equal(r.statements[0]!.confidence, 0.7);
    assert.deepEqual(r.statements[1]!.temporal, ['in 2001']);
    assert.equal(r.statements[1]!.confidence, null);
  });

  test('entries without subject, predicate, object or quote are counted as invalid', () => {
    const r = readStage1Answer(
      '{"statements": [{"subject": "a", "predicate": "p", "quote": "q"}, "text", null, {"subject": "a", "predicate": "p", "object": 3, "quote": "q"}]}',
    )!;
    assert.deepEqual(r, { statements: [], invalid: 4 });
  });

  test('JSON without a statement list is malformed', () => {
    assert.equal(readStage1Answer('{"facts_found": 0}'), null);
    assert.equal(readStage1Answer('no facts here'), null);
  });
});

test('a truncated answer is not mistaken for the empty list nested inside it', () => {
  assert.equal(parseJsonAnswer('{"statements": [{"subject": "Acme", "temporal": [], "quote": "Acme sells rock'), null);
  assert.equal(readStage1Answer('```json\n{"statements": [{"temporal": [], "quote": "Acme'), null);
});
