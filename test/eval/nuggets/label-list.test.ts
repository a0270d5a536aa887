// Reading the model's "Pythonic list" replies, and checking labels against a batch.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ASSIGNMENTS, IMPORTANCES } from '../../../src/index.js';
import { readLabels, readStringList } from '../../../src/eval/nuggets/llm/label-list.js';

describe('readStringList', () => {
  it('reads a JSON array', () => {
    assert.deepEqual(readStringList('["vital", "okay", "vital"]'), ['vital', 'okay', 'vital']);
  });

  it('reads a Python list with single quotes (ast.literal_eval style)', () => {
    assert.deepEqual(readStringList("['support', 'partial_support', 'not_support']"), ['support', 'partial_support', 'not_support']);
  });

  it('keeps apostrophes inside double-quoted strings', () => {
    assert.deepEqual(readStringList(`["Swift's songs are autobiographical", 'Swift was born in 1989']`), [
      "Swift's songs are autobiographical",
      'Swift was born in 1989',
    ]);
  });

  it('unescapes escaped quotes, backslashes and \\u escapes', () => {
    assert.deepEqual(readStringList(String.raw`['Swift\'s songs', "say \"hi\"", 'a\\b', "Z\u00fcrich"]`), ["Swift's songs", 'say "hi"', 'a\\b', 'Zürich']);
  });

  it('reads a list inside ```python fences', () => {
    assert.deepEqual(readStringList("```python\n['vital', 'okay']\n```"), ['vital', 'okay']);
    assert.deepEqual(readStringList('```\n["a"]\n```'), ['a']);
  });

  it('reads a list after prose, skipping brackets that are not a list of strings', () => {
    assert.deepEqual(readStringList("Here are the labels [as requested]:\n['vital', 'okay']"), ['vital', 'okay']);
    assert.deepEqual(readStringList('Labels: ["support"] '), ['support']);
  });

  it('accepts a trailing comma and spacing across lines', () => {
    assert.deepEqual(readStringList("['a', 'b',]"), ['a', 'b']);
    assert.deepEqual(readStringList('[\n  "a",\n  "b",\n]'), ['a', 'b']);
  });

  it('reads an empty list', () => {
    assert.deepEqual(readStringList('[]'), []);
    assert.deepEqual(readStringList('[ ]'), []);
  });

  it('is null for an unclosed list, an unclosed string or non-string items', () => {
    assert.equal(readStringList("['a', 'b'"), null);
    assert.equal(readStringList("['a, 'b']"), null);
    assert.equal(readStringList('[1, 2, 3]'), null);
    assert.equal(readStringList("['a', 2]"), null);
    assert.equal(readStringList("['a', None]"), null);
    assert.equal(readStringList('vital, okay'), null);
    assert.equal(readStringList(''), null);
  });

  // A nested reply is not a label list: an inner list must not be taken for the answer ([['a'], ['b']] is not ['a']).
  it('is null for a nested list', () => {
    assert.equal(readStringList("[['a'], ['b']]"), null);
  });
  it('is null for a list whose later item is a list', () => {
    assert.equal(readStringList("['a', ['b']]"), null);
  });
});

describe('readLabels', () => {
  it('returns the labels when the count and every label are right', () => {
    assert.deepEqual(readLabels("['vital', 'okay']", 2, IMPORTANCES), { labels: ['vital', 'okay'] });
  });

  it('gives a reason for the wrong number of labels', () => {
    assert.deepEqual(readLabels("['vital', 'okay']", 3, IMPORTANCES), { reason: '2 labels for 3 nuggets' });
    assert.deepEqual(readLabels("['vital', 'okay', 'okay']", 2, IMPORTANCES), { reason: '3 labels for 2 nuggets' });
  });

  it('gives a reason for an unknown label, naming it and the allowed ones', () => {
    const got = readLabels("['vital', 'important']", 2, IMPORTANCES);
    assert.ok('reason' in got);
    assert.equal(got.reason, 'unknown label "important" (expected vital, okay)');
  });

  it('gives a reason when the reply holds no list', () => {
    assert.deepEqual(readLabels('All vital.', 1, IMPORTANCES), { reason: 'no list of strings in the reply' });
  });

  it('forgives case, spaces and hyphens: "Partial Support" is partial_support', () => {
    assert.deepEqual(readLabels('["Partial Support", "SUPPORT", " not-support "]', 3, ASSIGNMENTS), {
      labels: ['partial_support', 'support', 'not_support'],
    });
    assert.deepEqual(readLabels("['Vital']", 1, IMPORTANCES), { labels: ['vital'] });
  });

  it('does not accept an assignment label as an importance', () => {
    assert.ok('reason' in readLabels("['support']", 1, IMPORTANCES));
  });
});
