// The nugget-evaluation endpoints (AutoNuggetizer, offline mode only) through the in-process app
// over an in-memory store of three sentences about Microsoft: the answer key the store proposes at
// the question's time, assignment with the stale facts the store flags, the scores of assignments
// records, one-call evaluation; every answer that runs a step says mode "offline", approximate true
// (a score says what its records say); "llm" and bad input are 400s naming the field; /openapi.json
// documents the four endpoints.

import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import type { z } from 'zod';
import { NuggetIndex } from '../../src/index.js';
import { createApp } from '../../src/server/app.js';
import * as res from '../../src/server/responses.js';
import type { ErrorBody } from './support.js';

const BALLMER = 'Steve Ballmer is the chief executive officer of Microsoft';
const NADELLA = 'Satya Nadella is the chief executive officer of Microsoft';
const REDMOND = 'Microsoft is headquartered in Redmond, Washington';
const QUESTION = 'Who is the CEO of Microsoft?';

type App = ReturnType<typeof createApp>;
let index: NuggetIndex;
let app: App;
const ids: Record<string, string> = {};

before(async () => {
  index = await NuggetIndex.open();
  for (const doc of [
    { id: 'ballmer', text: 'Steve Ballmer was CEO of Microsoft from 2000 to 2014.', date: '2015-01-01' },
    { id: 'nadella', text: 'Satya Nadella has been CEO of Microsoft since February 2014.', date: '2015-01-01' },
    { id: 'redmond', text: 'Microsoft is headquartered in Redmond, Washington.', date: '2015-01-01' },
  ])
    await index.ingest(doc);
  // What the offline extractor stored: one fact per sentence, Ballmer's ended at 2014.
  for await (const batch of index.nuggets()) for (const n of batch) ids[n.fact.text] = n.id;
  assert.deepEqual(Object.keys(ids).sort(), [REDMOND, NADELLA, BALLMER].sort());
  // A read-only server: the evaluation endpoints read the store and never write it.
  app = createApp({ index, allowWrites: false, webRoot: null });
});

interface Answer<T> {
  status: number;
  body: T;
}

async function send<T = unknown>(path: string, body: unknown, target: App = app): Promise<Answer<T>> {
  const r = await target.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: r.status, body: (await r.json()) as T };
}

/** A 200 whose body is exactly what its response schema documents (an undocumented key fails: parsing strips it). */
function documented<T>(a: Answer<unknown>, schema: z.ZodType<T>): T {
  assert.equal(a.status, 200, JSON.stringify(a.body));
  assert.deepEqual(schema.parse(a.body), a.body);
  return a.body as T;
}

function assertRefused(a: Answer<unknown>, field: string, message?: RegExp): void {
  assert.equal(a.status, 400, JSON.stringify(a.body));
  const e = (a.body as ErrorBody).error;
  assert.equal(e.code, 'INVALID_INPUT');
  assert.equal(e.field, field, JSON.stringify(a.body));
  if (message) assert.match(e.message, message);
}

describe('POST /v1/nuggetize', () => {
  test("from the store: the facts valid at the question's time, vital first, with their provenance", async () => {
    const list = documented(await send('/v1/nuggetize', { query: QUESTION, qid: 'msft', time: '2020' }), res.nuggetListSchema);
    assert.equal(list.query, QUESTION);
    assert.equal(list.qid, 'msft');
    assert.equal(list.mode, 'offline');
    assert.equal(list.approximate, true);
    assert.deepEqual(
      list.nuggets.map((n) => [n.text, n.importance]),
      [
        [NADELLA, 'vital'],
        [REDMOND, 'okay'],
      ],
      "Ballmer's term ended in 2014: not in the key for 2020",
    );
    assert.deepEqual(list.nuggets[0]!.provenance, {
      nuggetIds: [ids[NADELLA]],
      evidence: [{ docId: 'nadella', revision: 1, start: 0, end: 60 }],
      status: 'active',
      validity: { start: '2014-02-01', end: null },
    });
  });

  test('the time decides the key: in 2010 the CEO was Ballmer', async () => {
    const list = documented(await send('/v1/nuggetize', { query: QUESTION, time: '2010', mode: 'offline' }), res.nuggetListSchema);
    assert.equal(list.qid, 'q', 'the default question id');
    const texts = list.nuggets.map((n) => n.text);
    assert.ok(texts.includes(BALLMER), JSON.stringify(texts));
    assert.ok(!texts.includes(NADELLA), JSON.stringify(texts));
    assert.deepEqual(list.nuggets.find((n) => n.text === BALLMER)?.provenance?.validity, { start: '2000-01-01', end: '2014-01-01' });
  });

  test("from passages: nothing of the server's store, undated provenance, and the store is not changed", async () => {
    const before = await index.stats();
    const list = documented(
      await send('/v1/nuggetize', {
        query: 'Who founded Contoso?',
        passages: [
          { docid: 'p1', text: 'Contoso was founded by Jane Doe in 1990.' },
          { docid: 'p2', text: 'Contoso is headquartered in Oslo.' },
        ],
      }),
      res.nuggetListSchema,
    );
    assert.ok(list.nuggets.length > 0);
    assert.ok(
      list.nuggets.some((n) => /Contoso/.test(n.text) && /Jane Doe|1990/.test(n.text)),
      JSON.stringify(list.nuggets.map((n) => n.text)),
    );
    assert.equal(list.nuggets[0]!.importance, 'vital');
    for (const n of list.nuggets) {
      assert.doesNotMatch(n.text, /Microsoft/);
      assert.ok(n.provenance, n.text);
      assert.equal(n.provenance.validity, undefined, 'undated passages: no validity');
      for (const e of n.provenance.evidence) assert.ok(['p1', 'p2'].includes(e.docId), e.docId);
    }
    assert.deepEqual(await index.stats(), before);
  });
});

describe('POST /v1/assign', () => {
  test('labels each nugget of the key against the answer; the nuggetize output is accepted as it stands', async () => {
    const key = documented(await send('/v1/nuggetize', { query: QUESTION, time: '2020' }), res.nuggetListSchema);
    const answer = `${NADELLA}.`;
    const record = documented(
      await send('/v1/assign', { query: QUESTION, qid: 'msft', runId: 'run-a', answer, nuggets: key.nuggets, time: '2020' }),
      res.assignmentRecordSchema,
    );
    assert.equal(record.qid, 'msft');
    assert.equal(record.run_id, 'run-a');
    assert.equal(record.answer_text, answer);
    assert.equal(record.response_length, 9);
    assert.equal(record.mode, 'offline');
    assert.equal(record.approximate, true);
    assert.deepEqual(
      record.nuggets.map((n) => [n.text, n.importance, n.assignment]),
      [
        [NADELLA, 'vital', 'support'],
        [REDMOND, 'okay', 'not_support'],
      ],
    );
    assert.deepEqual(record.nuggets[0]!.provenance, key.nuggets[0]!.provenance, 'provenance is echoed');
    assert.deepEqual(record.stale_facts, []);
  });

  test('an answer naming the superseded CEO for 2020 is flagged with what holds instead', async () => {
    const body = {
      query: QUESTION,
      answer: `${BALLMER}.`,
      nuggets: [{ text: NADELLA, importance: 'vital' }],
      time: '2020',
    };
    const record = documented(await send('/v1/assign', body), res.assignmentRecordSchema);
    assert.equal(record.run_id, 'answer', 'the default run id');
    assert.deepEqual(record.stale_facts, [
      {
        nuggetId: ids[BALLMER],
        text: BALLMER,
        reason: 'ended',
        validity: { start: '2000-01-01', end: '2014-01-01' },
        passage: `${BALLMER}.`,
        current: [{ nuggetId: ids[NADELLA], text: NADELLA }],
      },
    ]);
    assert.notEqual(record.nuggets[0]!.assignment, 'support');
    // For 2010 the same answer is right: nothing is stale.
    const then = documented(await send('/v1/assign', { ...body, time: '2010' }), res.assignmentRecordSchema);
    assert.deepEqual(then.stale_facts, []);
  });

  test('a nugget without importance is vital, as nuggetizer reads it', async () => {
    const record = documented(await send('/v1/assign', { query: QUESTION, answer: 'Nobody knows.', nuggets: [{ text: NADELLA }] }), res.assignmentRecordSchema);
    assert.deepEqual(
      record.nuggets.map((n) => [n.importance, n.assignment]),
      [['vital', 'not_support']],
    );
  });
});

describe('POST /v1/score', () => {
  test('scores assignments records per answer and per run; an answer with a failed label is listed, not scored', async () => {
    const key = [
      { text: NADELLA, importance: 'vital' },
      { text: REDMOND, importance: 'okay' },
    ];
    const right = documented(
      await send('/v1/assign', { query: QUESTION, qid: '1', runId: 'r1', answer: `${NADELLA}.`, nuggets: key, time: '2020' }),
      res.assignmentRecordSchema,
    );
    // Lines as nuggetizer writes them: numeric qid, no mode; partial support; a label that failed.
    const partial = {
      query: QUESTION,
      qid: 2,
      answer_text: 'Microsoft has a CEO.',
      run_id: 'r1',
      nuggets: [
        { text: NADELLA, importance: 'vital', assignment: 'partial_support' },
        { text: REDMOND, importance: 'okay', assignment: 'not_support' },
      ],
    };
    const failed = { ...partial, qid: 3, run_id: 'r2', nuggets: [{ text: NADELLA, importance: 'vital', assignment: 'failed' }] };
    const report = documented(await send('/v1/score', { assignments: [right, partial, failed] }), res.scoreReportSchema);
    assert.equal(report.mode, 'offline');
    assert.equal(report.approximate, true);
    assert.deepEqual(report.answers, [
      { qid: '1', strict_vital_score: 1, strict_all_score: 0.5, vital_score: 1, all_score: 0.5, run_id: 'r1' },
      { qid: '2', strict_vital_score: 0, strict_all_score: 0, vital_score: 0.5, all_score: 0.25, run_id: 'r1' },
    ]);
    assert.deepEqual(report.runs, [{ qid: 'all', strict_vital_score: 0.5, strict_all_score: 0.25, vital_score: 0.75, all_score: 0.375, run_id: 'r1' }]);
    assert.deepEqual(report.incomplete, [{ runId: 'r2', qid: '3', reason: 'failed batch' }]);
  });

  test("mode and approximate come from the records' own mode; duplicates are listed and the last one counts", async () => {
    const record = (mode: string | undefined, assignment: string, qid = '1') => ({
      query: 'q',
      qid,
      answer_text: 'a',
      run_id: 'r',
      nuggets: [{ text: 'a', importance: 'vital', assignment }],
      ...(mode ? { mode } : {}),
    });
    const llm = documented(await send('/v1/score', { assignments: [record('llm', 'support'), record('llm', 'not_support', '2')] }), res.scoreReportSchema);
    assert.deepEqual([llm.mode, llm.approximate], ['llm', false]);
    const mixed = documented(await send('/v1/score', { assignments: [record('llm', 'support'), record('offline', 'support', '2')] }), res.scoreReportSchema);
    assert.deepEqual([mixed.mode, mixed.approximate], ['offline', true]);
    // nuggetizer's files and manual labels say nothing: the answer does not guess.
    const unmarked = documented(await send('/v1/score', { assignments: [record(undefined, 'support'), record('llm', 'support', '2')] }), res.scoreReportSchema);
    assert.deepEqual([unmarked.mode, unmarked.approximate], [null, null]);

    const twice = documented(await send('/v1/score', { assignments: [record('llm', 'support'), record('llm', 'not_support')] }), res.scoreReportSchema);
    assert.deepEqual(twice.duplicates, [{ runId: 'r', qid: '1' }]);
    assert.deepEqual(
      twice.answers.map((a) => a.strict_vital_score),
      [0],
    );
  });

  test('a bad record is refused by the rules of an assignments file, naming assignments.N.field', async () => {
    const good = { query: 'q', qid: '1', answer_text: 'a', run_id: 'r', nuggets: [{ text: 'a', importance: 'vital', assignment: 'support' }] };
    assertRefused(
      await send('/v1/score', { assignments: [good, { ...good, nuggets: [{ text: 'a', assignment: 'maybe' }] }] }),
      'assignments.1.nuggets.0.assignment',
      /^assignments\.1\.nuggets\.0\.assignment: "maybe" is not one of support, partial_support, not_support, failed/,
    );
    const { run_id: _dropped, ...noRun } = good;
    assertRefused(await send('/v1/score', { assignments: [noRun] }), 'assignments.0.run_id', /is required/);
    assertRefused(await send('/v1/score', { assignments: [good, 7] }), 'assignments.1');
    assertRefused(await send('/v1/score', { assignments: good }), 'assignments');
    assertRefused(await send('/v1/score', { assignments: [] }), 'assignments');
  });
});

describe('POST /v1/evaluate', () => {
  test('creates the key from the store at the time, assigns and scores a right answer', async () => {
    const e = documented(await send('/v1/evaluate', { question: QUESTION, answer: `${NADELLA}.`, time: '2020' }), res.answerEvaluationSchema);
    assert.equal(e.mode, 'offline');
    assert.equal(e.approximate, true);
    assert.deepEqual(
      e.nuggets.map((n) => [n.text, n.importance, n.assignment, n.provenance?.nuggetIds]),
      [
        [NADELLA, 'vital', 'support', [ids[NADELLA]]],
        [REDMOND, 'okay', 'not_support', [ids[REDMOND]]],
      ],
    );
    assert.deepEqual(Object.keys(e.nuggets[0]!), ['text', 'importance', 'assignment', 'provenance']);
    assert.deepEqual(e.scores, { vitalStrict: 1, vital: 1, allStrict: 0.5, all: 0.5 });
    assert.deepEqual(e.staleFacts, []);
    assert.deepEqual(e.failures, []);
  });

  test('flags the superseded CEO stated for 2020, and scores the answer down', async () => {
    const e = documented(await send('/v1/evaluate', { question: QUESTION, answer: `${BALLMER}.`, time: '2020' }), res.answerEvaluationSchema);
    assert.deepEqual(
      e.staleFacts.map((s) => [s.nuggetId, s.reason, s.current.map((c) => c.text)]),
      [[ids[BALLMER], 'ended', [NADELLA]]],
    );
    assert.equal(e.scores?.vitalStrict, 0);
  });

  test('with a given key: no store nuggets, no provenance', async () => {
    const e = documented(
      await send('/v1/evaluate', {
        question: QUESTION,
        answer: `${NADELLA}.`,
        nuggets: [{ text: NADELLA }, { text: 'Microsoft is based in Oslo', importance: 'okay' }],
      }),
      res.answerEvaluationSchema,
    );
    assert.deepEqual(e.nuggets, [
      { text: NADELLA, importance: 'vital', assignment: 'support' },
      { text: 'Microsoft is based in Oslo', importance: 'okay', assignment: 'not_support' },
    ]);
    assert.deepEqual(e.scores, { vitalStrict: 1, vital: 1, allStrict: 0.5, all: 0.5 });
  });
});

describe('bad input', () => {
  test('"llm" is refused on every endpoint: the server runs the offline mode only', async () => {
    const bodies: Record<string, unknown> = {
      '/v1/nuggetize': { query: QUESTION },
      '/v1/assign': { query: QUESTION, answer: 'a', nuggets: [] },
      '/v1/score': { assignments: [{ query: 'q', qid: '1', answer_text: 'a', run_id: 'r', nuggets: [] }] },
      '/v1/evaluate': { question: QUESTION, answer: 'a' },
    };
    for (const [path, body] of Object.entries(bodies)) {
      assert.equal((await send(path, body)).status, 200, `${path} answers without mode`);
      assertRefused(await send(path, { ...(body as object), mode: 'llm' }), 'mode', /offline mode only/);
    }
  });

  test('a missing, mistyped or unknown field is a 400 naming it', async () => {
    assertRefused(await send('/v1/nuggetize', { time: '2020' }), 'query', /is required/);
    assertRefused(await send('/v1/nuggetize', { query: '   ' }), 'query');
    assertRefused(await send('/v1/nuggetize', { query: QUESTION, time: 'last year' }), 'time');
    assertRefused(await send('/v1/nuggetize', { query: QUESTION, passages: [] }), 'passages');
    assertRefused(await send('/v1/nuggetize', { query: QUESTION, passages: [{ docid: 'a' }] }), 'passages.0.text', /is required/);
    assertRefused(await send('/v1/nuggetize', { query: QUESTION, k: 3 }), 'k', /unknown field/);
    assertRefused(await send('/v1/assign', { answer: 'a', nuggets: [] }), 'query', /is required/);
    assertRefused(await send('/v1/assign', { query: QUESTION, answer: 'a', nuggets: NADELLA }), 'nuggets', /must be an array/);
    assertRefused(await send('/v1/assign', { query: QUESTION, answer: 'a', nuggets: [{ text: NADELLA, importance: 'high' }] }), 'nuggets.0.importance');
    assertRefused(await send('/v1/assign', { query: QUESTION, nuggets: [] }), 'answer', /is required/);
    assertRefused(await send('/v1/evaluate', { answer: 'a' }), 'question', /is required/);
    assertRefused(await send('/v1/evaluate', { question: QUESTION, answer: 'a', nuggets: { text: NADELLA } }), 'nuggets', /must be an array/);
  });

  test('the body limit holds for these endpoints too', async () => {
    const small = createApp({ index, allowWrites: false, webRoot: null, maxBodyBytes: 256 });
    const r = await send<ErrorBody>('/v1/evaluate', { question: QUESTION, answer: 'x'.repeat(1000) }, small);
    assert.equal(r.status, 413);
    assert.equal(r.body.error.code, 'TOO_LARGE');
  });
});

describe('/openapi.json', () => {
  test('documents the four endpoints: POST, tagged evaluation, not writes, with their body and response schemas', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { schemas: Record<string, unknown> };
    };
    for (const path of ['/v1/nuggetize', '/v1/assign', '/v1/score', '/v1/evaluate']) {
      const op = doc.paths[path]?.post as
        | {
            tags: string[];
            summary: string;
            requestBody: { content: Record<string, { schema: { properties: Record<string, { const?: unknown }> } }> };
            responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
          }
        | undefined;
      assert.ok(op, `POST ${path} is documented`);
      assert.deepEqual(Object.keys(doc.paths[path]!), ['post']);
      assert.deepEqual(op.tags, ['evaluation']);
      assert.ok(op.summary.length > 0);
      assert.equal((op as Record<string, unknown>)['x-nuggetindex-write'], undefined);
      assert.equal(op.requestBody.content['application/json']!.schema.properties.mode?.const, 'offline');
      assert.ok(op.responses['200']?.content?.['application/json']?.schema, `${path}: response schema`);
      assert.deepEqual(Object.keys(op.responses).sort(), ['200', '400', '413', '415', '500']);
    }
    for (const name of ['NuggetList', 'AssignmentRecord', 'MetricsLine', 'StaleFact', 'NuggetProvenance', 'NuggetScores']) {
      assert.ok(doc.components.schemas[name], `component ${name}`);
    }
  });
});
