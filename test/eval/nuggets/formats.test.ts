// nuggetizer's JSON Lines files (test/fixtures/nuggetizer/, copied in shape from castorini/nuggetizer):
// read them, write them back with the same keys, order and values, and name file:line:field on a bad line.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assignmentJson,
  metricsJson,
  NuggetIndexError,
  nuggetListJson,
  readAnswers,
  readAssignments,
  readMetrics,
  readNuggets,
  readPool,
  score,
  toJsonLines,
} from '../../../src/index.js';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`../../fixtures/nuggetizer/${name}`, import.meta.url)), 'utf8');
const lines = (content: string) =>
  content
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** Deep equality including the key order of every object. */
function sameJson(actual: unknown, expected: unknown, path = '$'): void {
  assert.deepEqual(actual, expected, path);
  if (expected !== null && typeof expected === 'object') {
    if (!Array.isArray(expected)) assert.deepEqual(Object.keys(actual as object), Object.keys(expected), `key order at ${path}`);
    for (const [k, v] of Object.entries(expected)) sameJson((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
  }
}

/** The NuggetIndexError `fn` throws. */
function errorOf(fn: () => unknown): NuggetIndexError {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof NuggetIndexError, `expected a NuggetIndexError, got ${String(err)}`);
    return err;
  }
  assert.fail('expected an error');
}

describe('pool files', () => {
  it('reads questions and candidates in rank order, doc.segment or doc.contents', () => {
    const pool = readPool(fixture('pool.jsonl'), 'pool.jsonl');
    assert.equal(pool.length, 2);
    assert.deepEqual(
      pool.map((t) => [t.qid, t.query]),
      [
        ['q1', 'What is Python used for?'],
        ['q2', 'What is Python?'],
      ],
    );
    assert.deepEqual(
      pool[0]!.candidates.map((c) => c.docid),
      ['d1', 'd2', 'd3', 'd4'],
    );
    assert.equal(pool[0]!.candidates[0]!.text, 'Python is widely used for web development.');
    assert.equal(pool[0]!.candidates[3]!.text, 'Python scripts automate everyday tasks.', 'doc.contents when there is no doc.segment');
    assert.equal(pool[1]!.candidates[0]!.text, 'Python is a high-level programming language created by Guido van Rossum.');
  });

  it('drops candidates judged below minJudgment, keeps unjudged ones', () => {
    const pool = readPool(fixture('pool.jsonl'), 'pool.jsonl', 2);
    // q1: judgments 2, 1, 0, 3 → d1 and d4; q2 has no judgments → both kept.
    assert.deepEqual(
      pool[0]!.candidates.map((c) => c.docid),
      ['d1', 'd4'],
    );
    assert.deepEqual(
      pool[1]!.candidates.map((c) => c.docid),
      ['d1', 'd2'],
    );
    assert.deepEqual(
      readPool(fixture('pool.jsonl'), 'pool.jsonl', 1)[0]!.candidates.map((c) => c.docid),
      ['d1', 'd2', 'd4'],
    );
  });

  it('reads numeric ids as strings', () => {
    const [topic] = readPool('{"query": {"qid": 2027497, "text": "q"}, "candidates": [{"docid": 7, "doc": {"segment": "s"}}]}', 'pool.jsonl');
    assert.equal(topic!.qid, '2027497');
    assert.equal(topic!.candidates[0]!.docid, '7');
  });
});

describe('nuggets files', () => {
  it('reads each question’s nuggets; "failed" importance reads as null', () => {
    const lists = readNuggets(fixture('nuggets.jsonl'), 'nuggets.jsonl');
    assert.deepEqual(
      lists.map((l) => [l.qid, l.query, l.nuggets.length]),
      [
        ['q1', 'What is Python used for?', 2],
        ['q2', 'What is Python?', 4],
      ],
    );
    assert.deepEqual(
      lists[1]!.nuggets.map((n) => n.importance),
      ['vital', 'vital', 'okay', null],
    );
    assert.equal(lists[1]!.nuggets[1]!.text, 'Python was created by Guido van Rossum');
  });

  it('writes every line back with the same keys, key order and values ("failed" included)', () => {
    const content = fixture('nuggets.jsonl');
    const written = readNuggets(content, 'nuggets.jsonl').map(nuggetListJson);
    const expected = lines(content);
    assert.equal(written.length, expected.length);
    written.forEach((w, i) => sameJson(JSON.parse(JSON.stringify(w)), expected[i]));
    assert.deepEqual(lines(toJsonLines(written)), expected);
  });

  it('reads a nugget without importance as vital', () => {
    const [list] = readNuggets('{"query": "q", "qid": "1", "nuggets": [{"text": "a"}, {"text": "b", "importance": "okay"}]}', 'nuggets.jsonl');
    assert.deepEqual(
      list!.nuggets.map((n) => n.importance),
      ['vital', 'okay'],
    );
  });
});

describe('answers files (TREC 2024 RAG)', () => {
  it('reads run id, topic id, topic and the answer’s sentences joined with spaces', () => {
    const content = fixture('answers.jsonl');
    const answers = readAnswers(content, 'answers.jsonl', 'file-stem');
    assert.equal(answers.length, 2);
    const [potty, demo] = answers;
    assert.equal(potty!.runId, 'ragnarok');
    assert.equal(potty!.qid, '2027497');
    assert.equal(potty!.query, 'how often should you take your toddler to the potty when potty training');
    const sentences = (lines(content)[0]!.answer as { text: string }[]).map((s) => s.text);
    assert.equal(sentences.length, 10);
    assert.equal(potty!.text, sentences.join(' '));
    assert.ok(
      potty!.text.startsWith('The frequency with which you should take your toddler to the potty depends on their readiness for potty training. Some sources'),
    );
    assert.ok(potty!.text.includes('need to "go". If they are reluctant'));
    assert.deepEqual(demo, {
      runId: 'demo-run',
      qid: 'q1',
      text: 'Python is used for web development and data analysis.',
      query: 'What is Python used for?',
      responseLength: 8,
    });
  });

  it('takes the run id from the caller when the record has none (nuggetizer uses the file name)', () => {
    const [answer] = readAnswers('{"topic_id": "q1", "answer": [{"text": " A. "}, {"text": ""}, {"text": "B."}]}', 'run.jsonl', 'run');
    assert.deepEqual(answer, { runId: 'run', qid: 'q1', text: 'A. B.' });
  });
});

describe('assignments files', () => {
  it('reads records; "failed" assignments read as null', () => {
    const records = readAssignments(fixture('assignments.jsonl'), 'assignments.jsonl');
    assert.equal(records.length, 3);
    const [first, second, third] = records;
    assert.deepEqual(first, {
      qid: 'q1',
      query: 'What is Python used for?',
      runId: 'demo-run',
      answerText: 'Python is used for web development and data analysis.',
      responseLength: 8,
      nuggets: [
        { text: 'Python is used for web development.', importance: 'vital', assignment: 'support' },
        { text: 'Python is used for data analysis.', importance: 'okay', assignment: 'partial_support' },
      ],
    });
    assert.equal(second!.runId, 'run-123');
    assert.equal(second!.responseLength, 42);
    assert.deepEqual(
      third!.nuggets.map((n) => n.assignment),
      ['partial_support', null],
    );
  });

  it('writes every line back with the same keys, key order and values ("failed" included)', () => {
    const content = fixture('assignments.jsonl');
    const written = readAssignments(content, 'assignments.jsonl').map(assignmentJson);
    const expected = lines(content);
    assert.equal(written.length, expected.length);
    written.forEach((w, i) => sameJson(JSON.parse(JSON.stringify(w)), expected[i]));
    assert.equal((written[2]!.nuggets as { assignment: string }[])[1]!.assignment, 'failed');
  });

  it('counts the answer’s words when response_length is missing', () => {
    const [r] = readAssignments('{"query": "q", "qid": "1", "answer_text": "three short  words", "run_id": "r", "nuggets": []}', 'a.jsonl');
    assert.equal(r!.responseLength, 3);
  });

  it('scores to nuggetizer’s metrics file for the same assignments', () => {
    const report = score(readAssignments(fixture('assignments.jsonl'), 'assignments.jsonl'));
    assert.deepEqual(report.incomplete, [{ runId: 'demo-run', qid: 'q2', reason: 'failed batch' }]);
    const demo = [...report.answers.filter((a) => a.runId === 'demo-run'), ...report.runs.filter((r) => r.runId === 'demo-run')];
    const expected = lines(fixture('metrics.jsonl'));
    assert.deepEqual(
      demo.map((m) => metricsJson(m)),
      expected.map((m) => ({ ...m, run_id: 'demo-run' })),
    );
    // run-123 (quickstart example): 2 vital supported; all = (1 + 1 + 0.5 + 0) / 4.
    assert.deepEqual(report.runs.find((r) => r.runId === 'run-123')!.scores, { vitalStrict: 1, vital: 1, allStrict: 0.5, all: 0.625 });
  });
});

describe('metrics files', () => {
  it('reads nuggetizer’s lines with the caller’s run id', () => {
    const metrics = readMetrics(fixture('metrics.jsonl'), 'metrics.jsonl', 'demo-run');
    assert.deepEqual(metrics, [
      { qid: 'q1', runId: 'demo-run', scores: { vitalStrict: 1, vital: 1, allStrict: 0.5, all: 0.75 } },
      { qid: 'all', runId: 'demo-run', scores: { vitalStrict: 1, vital: 1, allStrict: 0.5, all: 0.75 } },
    ]);
  });

  it('writes nuggetizer’s keys in its order and values, with run_id after them', () => {
    const content = fixture('metrics.jsonl');
    const expected = lines(content);
    readMetrics(content, 'metrics.jsonl', 'demo-run').forEach((m, i) => {
      const written = JSON.parse(JSON.stringify(metricsJson(m))) as Record<string, unknown>;
      assert.deepEqual(Object.keys(written), [...Object.keys(expected[i]!), 'run_id']);
      const { run_id: runId, ...rest } = written;
      assert.equal(runId, 'demo-run');
      sameJson(rest, expected[i]);
    });
  });

  it('reads our run_id back over the default', () => {
    const [m] = readMetrics(
      '{"qid": "all", "strict_vital_score": 0.5, "strict_all_score": 0.25, "vital_score": 0.5, "all_score": 0.5, "run_id": "mine"}',
      'm.jsonl',
      'dflt',
    );
    assert.equal(m!.runId, 'mine');
    assert.deepEqual(m!.scores, { vitalStrict: 0.5, vital: 0.5, allStrict: 0.25, all: 0.5 });
  });
});

describe('bad lines', () => {
  it('name file, line and field', () => {
    const content = '{"query": {"qid": "q1", "text": "ok"}, "candidates": []}\n{"query": {"qid": "q2"}, "candidates": []}\n';
    const err = errorOf(() => readPool(content, 'pool.jsonl'));
    assert.equal(err.code, 'INVALID_INPUT');
    assert.match(err.message, /^pool\.jsonl:2: query\.text: is required/);
    assert.equal(err.location.file, 'pool.jsonl');
    assert.equal(err.location.line, 2);
    assert.equal(err.location.field, 'query.text');
  });

  it('count blank lines in the line number', () => {
    const err = errorOf(() => readNuggets('\n\n{"query": "q", "qid": "1", "nuggets": [{"importance": "vital"}]}', 'nuggets.jsonl'));
    assert.match(err.message, /^nuggets\.jsonl:3: nuggets\.0\.text: /);
  });

  it('name a nested field: a candidate without segment or contents, an unknown assignment label', () => {
    assert.match(
      errorOf(() => readPool('{"query": {"qid": "q", "text": "t"}, "candidates": [{"docid": "d", "doc": {}}]}', 'pool.jsonl')).message,
      /^pool\.jsonl:1: candidates\.0\.doc: needs "segment" \(or "contents"\)/,
    );
    const bad = '{"query": "q", "qid": "1", "answer_text": "", "run_id": "r", "nuggets": [{"text": "a", "importance": "vital", "assignment": "maybe"}]}';
    assert.match(errorOf(() => readAssignments(bad, 'assignments.jsonl')).message, /^assignments\.jsonl:1: nuggets\.0\.assignment: /);
    assert.match(
      errorOf(() => readMetrics('{"qid": "q1", "strict_vital_score": 1}', 'metrics.jsonl', 'r')).message,
      /^metrics\.jsonl:1: strict_all_score: is required/,
    );
    assert.match(errorOf(() => readAnswers('{"run_id": "r", "answer": []}', 'answers.jsonl', 'r')).message, /^answers\.jsonl:1: topic_id: /);
  });

  it('name an unknown label and the labels allowed', () => {
    const line = (nugget: Record<string, unknown>) =>
      JSON.stringify({ query: 'q', qid: '1', answer_text: '', run_id: 'r', nuggets: [{ text: 'a', importance: 'vital', assignment: 'support', ...nugget }] });
    assert.match(
      errorOf(() => readAssignments(line({ assignment: 'maybe' }), 'a.jsonl')).message,
      /^a\.jsonl:1: nuggets\.0\.assignment: "maybe" is not one of support, partial_support, not_support, failed \(/,
    );
    assert.match(
      errorOf(() => readAssignments(line({ importance: 'high' }), 'a.jsonl')).message,
      /^a\.jsonl:1: nuggets\.0\.importance: "high" is not one of vital, okay, failed \(/,
    );
    assert.match(errorOf(() => readAssignments(line({ assignment: 3 }), 'a.jsonl')).message, /nuggets\.0\.assignment: 3 is not one of support,/);
    assert.match(
      errorOf(() => readNuggets('{"query": "q", "qid": "1", "nuggets": [{"text": "a", "importance": "Vital"}]}', 'n.jsonl')).message,
      /^n\.jsonl:1: nuggets\.0\.importance: "Vital" is not one of vital, okay, failed/,
    );
    // A missing label is still "is required", not "undefined is not one of …".
    const { assignment: _dropped, ...unlabelled } = { text: 'a', importance: 'vital', assignment: 'support' };
    assert.match(
      errorOf(() => readAssignments(JSON.stringify({ query: 'q', qid: '1', answer_text: '', run_id: 'r', nuggets: [unlabelled] }), 'a.jsonl')).message,
      /^a\.jsonl:1: nuggets\.0\.assignment: is required/,
    );
  });

  it('reject an empty text', () => {
    assert.match(
      errorOf(() => readNuggets('{"query": "q", "qid": "1", "nuggets": [{"text": "  ", "importance": "vital"}]}', 'n.jsonl')).message,
      /^n\.jsonl:1: nuggets\.0\.text: must be a non-empty string/,
    );
  });

  it('name a line that is not JSON', () => {
    const err = errorOf(() => readAnswers('{"topic_id": "q1", "answer": []}\n{"topic_id": "q2", "answer": [\n', 'answers.jsonl', 'r'));
    assert.match(err.message, /^answers\.jsonl:2: not valid JSON/);
    assert.equal(err.location.line, 2);
  });

  // zod 4 issues carry no `input`: "is required" must come from the message, or every type error reads as a missing field.
  it('say a field of the wrong type has the wrong type, not that it is missing', () => {
    const err = errorOf(() => readPool('{"query": {"qid": "q1", "text": 5}, "candidates": []}', 'pool.jsonl'));
    assert.match(err.message, /^pool\.jsonl:1: query\.text: /);
    assert.doesNotMatch(err.message, /is required/);
  });
});
