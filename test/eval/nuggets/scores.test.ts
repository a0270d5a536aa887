// Nugget scores: per answer with nuggetizer's reference semantics (core/metrics.py), the mean over
// answers, and score() over assignment records (per run, incomplete answers left out).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { answerScores, meanScores, score, type AssignedNugget, type AssignmentRecord, type NuggetScores } from '../../../src/index.js';

const nugget = (importance: AssignedNugget['importance'], assignment: AssignedNugget['assignment'], text = 'n'): AssignedNugget => ({
  text,
  importance,
  assignment,
});

const close = (actual: NuggetScores | null, expected: NuggetScores) => {
  assert.ok(actual, 'scores expected, got null');
  for (const k of Object.keys(expected) as (keyof NuggetScores)[]) {
    assert.ok(Math.abs(actual[k] - expected[k]) < 1e-12, `${k}: expected ${expected[k]}, got ${actual[k]}`);
  }
};

describe('answerScores', () => {
  it('matches nuggetizer on vital/support + okay/partial_support (tests/test_scripts.py)', () => {
    // Expected metrics line: strict_vital 1.0, strict_all 0.5, vital 1.0, all 0.75.
    assert.deepEqual(answerScores([nugget('vital', 'support', 'a'), nugget('okay', 'partial_support', 'b')]), {
      vitalStrict: 1,
      vital: 1,
      allStrict: 0.5,
      all: 0.75,
    });
  });

  it('gives partial support half credit, strict scores none', () => {
    // V = {support, partial}: strict 1/2, lenient (1 + 0.5)/2; A adds an okay not_support: strict 1/3, lenient 1.5/3.
    close(answerScores([nugget('vital', 'support'), nugget('vital', 'partial_support'), nugget('okay', 'not_support')]), {
      vitalStrict: 0.5,
      allStrict: 1 / 3,
      vital: 0.75,
      all: 0.5,
    });
  });

  it('scores V as 0 when the key has no vital nugget', () => {
    assert.deepEqual(answerScores([nugget('okay', 'support'), nugget('okay', 'partial_support')]), { vitalStrict: 0, vital: 0, allStrict: 0.5, all: 0.75 });
  });

  it('scores an empty key 0 on every score', () => {
    assert.deepEqual(answerScores([]), { vitalStrict: 0, vital: 0, allStrict: 0, all: 0 });
  });

  it('is null when a nugget has no assignment or no importance (a failed batch)', () => {
    assert.equal(answerScores([nugget('vital', 'support'), nugget('okay', null)]), null);
    assert.equal(answerScores([nugget('vital', 'support'), nugget(null, 'support')]), null);
  });
});

describe('meanScores', () => {
  it('averages each score separately', () => {
    close(
      meanScores([
        { vitalStrict: 1, vital: 1, allStrict: 0.5, all: 0.75 },
        { vitalStrict: 0, vital: 0.5, allStrict: 0, all: 0.25 },
        { vitalStrict: 0.5, vital: 0.5, allStrict: 1, all: 1 },
      ]),
      { vitalStrict: 0.5, vital: 2 / 3, allStrict: 0.5, all: 2 / 3 },
    );
  });

  it('is all zeros for no answers', () => {
    assert.deepEqual(meanScores([]), { vitalStrict: 0, vital: 0, allStrict: 0, all: 0 });
  });
});

describe('score', () => {
  const record = (runId: string, qid: string, nuggets: AssignedNugget[]): AssignmentRecord => ({
    qid,
    query: `question ${qid}`,
    runId,
    answerText: 'an answer',
    responseLength: 2,
    nuggets,
  });

  const records = [
    record('r1', 'q1', [nugget('vital', 'support'), nugget('okay', 'partial_support')]), // 1, 1, 0.5, 0.75
    record('r2', 'q1', [nugget('vital', 'not_support'), nugget('okay', 'support')]), // 0, 0, 0.5, 0.5
    record('r1', 'q2', [nugget('vital', 'partial_support'), nugget('vital', 'not_support')]), // 0, 0.25, 0, 0.25
    record('r2', 'q2', [nugget('vital', 'support'), nugget('vital', null)]), // incomplete
  ];

  it('scores each complete answer', () => {
    const report = score(records);
    assert.deepEqual(
      report.answers.map((a) => [a.runId, a.qid]),
      [
        ['r1', 'q1'],
        ['r2', 'q1'],
        ['r1', 'q2'],
      ],
    );
    assert.deepEqual(report.answers[2]!.scores, { vitalStrict: 0, vital: 0.25, allStrict: 0, all: 0.25 });
  });

  it('averages per run id, under qid "all"', () => {
    const runs = score(records).runs;
    assert.deepEqual(
      runs.map((r) => [r.runId, r.qid]),
      [
        ['r1', 'all'],
        ['r2', 'all'],
      ],
    );
    // r1: mean of (1, 1, 0.5, 0.75) and (0, 0.25, 0, 0.25).
    close(runs[0]!.scores, { vitalStrict: 0.5, vital: 0.625, allStrict: 0.25, all: 0.5 });
  });

  it('lists incomplete answers and leaves them out of the run mean (never scored as 0)', () => {
    const report = score(records);
    assert.deepEqual(report.incomplete, [{ runId: 'r2', qid: 'q2', reason: 'failed batch' }]);
    // r2's mean is its q1 answer alone; scoring q2 as 0 would halve it.
    assert.deepEqual(report.runs[1]!.scores, { vitalStrict: 0, vital: 0, allStrict: 0.5, all: 0.5 });
  });

  it('reports no run for a run whose every answer is incomplete', () => {
    const report = score([record('r3', 'q1', [nugget(null, 'support')])]);
    assert.deepEqual(report.runs, []);
    assert.deepEqual(report.incomplete, [{ runId: 'r3', qid: 'q1', reason: 'failed batch' }]);
  });
});
