// The TimeQA harness: corpus and questions built as specified (asked periods, distractors, the
// subject), a smoke run of all four systems on a 20-page slice of the development data and the ceiling
// of the metrics (skipped where the data is not beside the repo).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseTimeqa, scored, timeqaCorpus, timeqaQuestions, type TimeqaEntry } from '../../src/eval/timeqa.js';
import { evaluateTimeqa, perfectNuggets, type EvalReport } from '../../src/eval/harness.js';
import { judge, type QaMetrics } from '../../src/eval/metrics.js';
import { reportMarkdown } from '../../src/eval/report.js';

const entry = (index: string, link: string, questions: [string, string[]][]): TimeqaEntry => ({
  index,
  type: index.split('#')[1]!,
  link,
  paras: ['Title', 'Para one .', 'Para two .'],
  questions: questions.map(([q, answers]) => [q, answers.map((answer) => ({ para: 1, from: 0, end: 1, answer }))]),
});

test('one document per page: id = link, title = first paragraph, paragraphs joined by a blank line, dated 2021-08-01, source wikipedia', () => {
  const docs = timeqaCorpus([entry('/wiki/A#P54', '/wiki/A', []), entry('/wiki/A#P39', '/wiki/A', []), entry('/wiki/B#P54', '/wiki/B', [])]);
  assert.deepEqual(
    docs.map((d) => d.id),
    ['/wiki/A', '/wiki/B'],
  );
  assert.deepEqual(docs[0], { id: '/wiki/A', title: 'Title', text: 'Title\n\nPara one .\n\nPara two .', date: '2021-08-01', source: 'wikipedia' });
});

test('distractors are the answers of the other questions whose asked period does not overlap; unanswerable questions are skipped', () => {
  const qs = timeqaQuestions([
    entry('/wiki/A#P54', '/wiki/A', [
      ['Q1 from 1990 to 1993?', ['Chelsea']],
      ['Q2 from 1996 to 1998?', ['Arsenal', 'Arsenal']],
      ['Q3 in 1997?', ['']],
      ['Q4 in 2001?', ['chelsea', 'Everton']],
      ['Q5 from 1998 to 2000?', ['Everton']],
    ]),
  ]);
  assert.deepEqual(
    qs.map((q) => [q.id, q.period, q.answers, q.distractors]),
    [
      ['/wiki/A#P54#0', { from: 1990, to: 1993 }, ['Chelsea'], ['Arsenal', 'Everton']],
      ['/wiki/A#P54#1', { from: 1996, to: 1998 }, ['Arsenal'], ['Chelsea']],
      ['/wiki/A#P54#3', { from: 2001, to: 2001 }, ['chelsea', 'Everton'], ['Arsenal']],
      ['/wiki/A#P54#4', { from: 1998, to: 2000 }, ['Everton'], ['Chelsea']],
    ],
  );
});

test('an answer also valid in the asked period is never a distractor, though another question asks about it elsewhere', () => {
  // Chelsea 1990–1995 and, on loan, Arsenal in 1994; Arsenal again 1996–1998.
  const [chelsea, loan, arsenal] = timeqaQuestions([
    entry('/wiki/Jane#P54', '/wiki/Jane', [
      ['Which team did Jane play for from 1990 to 1995?', ['Chelsea']],
      ['Which team did Jane play for in 1994?', ['Arsenal']],
      ['Which team did Jane play for from 1996 to 1998?', ['Arsenal']],
    ]),
  ]);
  assert.deepEqual([chelsea!.distractors, loan!.distractors, arsenal!.distractors], [[], [], ['Chelsea']]);
  const texts = ['Jane played for Chelsea', 'Jane joined Arsenal on loan'];
  const j = judge(scored(chelsea!), texts);
  assert.deepEqual([j.hit, j.conflict, j.correctness], [true, false, 1], 'the old definition counted Arsenal: a conflict, 1/2');
  assert.deepEqual(judge(scored(arsenal!), texts).conflict, true);
});

test('"after" reaches forward without end and "before" back; a question naming no time has no distractors', () => {
  const qs = timeqaQuestions([
    entry('/wiki/Club#P286', '/wiki/Club', [
      ['Who coached the club before 2011?', ['Jones']],
      ['Who coached the club from 2010 to 2012?', ['Smith']],
      ['Who coached the club after 5 december 2016?', ['Frings']],
      ['Who coached the club in 2018?', ['Schuster']],
      ['Who coached the club at its founding?', ['Adler']],
    ]),
  ]);
  assert.deepEqual(
    qs.map((q) => q.distractors),
    [
      ['Frings', 'Schuster'], // before 2011 meets 2010–2012, not 2016 on
      ['Frings', 'Schuster'],
      ['Jones', 'Smith'], // after 2016 meets 2018
      ['Jones', 'Smith'],
      [], // no time: every period overlaps it, and its answer is no one's distractor
    ],
  );
});

test('the subject is the page title without its disambiguator, and a distractor inside it is not counted', () => {
  const page: TimeqaEntry = {
    index: '/wiki/Baker_House_(DC)#P127',
    type: 'P127',
    link: '/wiki/Baker_House_(DC)',
    paras: ['Baker House ( DC )', 'Baker House is a house .'],
    questions: [
      ['Who owned Baker House from 1916 to 1920?', [{ para: 1, from: 0, end: 5, answer: 'Baker' }]],
      ['Who owned Baker House from 1964 to 1965?', [{ para: 1, from: 0, end: 5, answer: 'Kennedy' }]],
    ],
  };
  const [, kennedy] = timeqaQuestions([page]);
  assert.equal(kennedy!.subject, 'Baker House');
  assert.equal(judge(scored(kennedy!), ['Baker House was sold to Kennedy']).conflict, false);
  assert.equal(judge(scored(kennedy!), ['Baker sold Baker House to Kennedy']).conflict, true);
});

test('a file that is not TimeQA is refused with the file named', () => {
  assert.throws(() => parseTimeqa({ not: 'a list' }, 'x.json'), { code: 'INVALID_INPUT', message: /x\.json/ });
  assert.throws(() => parseTimeqa([{ link: 1 }], 'y.json'), { code: 'INVALID_INPUT', message: /entry 0/ });
});

const data = fileURLToPath(new URL('../../../shared/data/timeqa/human_annotated_train.json', import.meta.url));

test('smoke: all seven systems on a 20-page slice produce a complete report', { skip: !existsSync(data) && 'TimeQA data not beside the repo' }, async () => {
  const entries = parseTimeqa(JSON.parse(readFileSync(data, 'utf8')), data);
  const pages = new Set([...new Set(entries.map((e) => e.link))].slice(0, 20));
  const report = await evaluateTimeqa(
    entries.filter((e) => pages.has(e.link)),
    { ks: [10, 20] },
  );
  assert.equal(report.corpus.pages, 20);
  assert.deepEqual(
    report.systems.map((s) => s.name),
    [
      'BM25-Passage',
      'Proposition',
      'nuggetindex active',
      'nuggetindex active_contested',
      'nuggetindex active (semantic)',
      'nuggetindex active (hybrid)',
      "nuggetindex active (hybrid, paper's weights)",
    ],
  );
  for (const s of report.systems) {
    for (const k of [10, 20]) {
      const m = s.byK[k]!;
      for (const v of [m.answerRecall, m.temporalCorrectness, m.conflictRate]) assert.ok(v >= 0 && v <= 1);
      assert.equal(m.questions, report.questions);
    }
  }
  assert.ok(report.systems[0]!.byK[20]!.answerRecall > 0.3, 'BM25-Passage finds answers');
  assert.ok(report.corpus.nuggets > 0);
  assert.equal(
    Object.values(report.failureCounts).reduce((a, b) => a + b, 0),
    report.failures.length,
  );
  const md = reportMarkdown(report, { command: 'test', date: 'today', machine: 'here' });
  assert.match(md, /\| nuggetindex active \| 20 \|/);
  assert.match(md, /Targets for nuggetindex active/);
});

test(
  'ablations: each governance component switched off is its own system, scored like the others',
  { skip: !existsSync(data) && 'TimeQA data not beside the repo' },
  async () => {
    const entries = parseTimeqa(JSON.parse(readFileSync(data, 'utf8')), data);
    const pages = new Set([...new Set(entries.map((e) => e.link))].slice(0, 8));
    const report = await evaluateTimeqa(
      entries.filter((e) => pages.has(e.link)),
      { ks: [20], ablations: true },
    );
    const names = report.systems.map((s) => s.name);
    for (const n of [
      'active − validity filtering',
      'active − lifecycle states',
      'active − contested handling',
      'active − normalisation',
      'active − nugget granularity',
    ])
      assert.ok(names.includes(n), n);
    const by = (n: string) => report.systems.find((s) => s.name === n)!.byK[20]!;
    // Without validity filtering the active view returns what the ungoverned Proposition system returns on a single-source corpus.
    assert.equal(by('active − validity filtering').answerRecall, by('Proposition').answerRecall);
    assert.ok(by('active − nugget granularity').medianContextTokens >= by('nuggetindex active').medianContextTokens);
  },
);

test('the report states each target for nuggetindex active at K = 20 with its status, and the ceiling', () => {
  const m = (answerRecall: number, temporalCorrectness: number, conflictRate: number, medianContextTokens: number): QaMetrics => ({
    questions: 10,
    answerRecall,
    temporalCorrectness,
    temporalQuestions: 10,
    conflictRate,
    governance: temporalCorrectness - conflictRate,
    medianContextTokens,
  });
  const latency = { p50Ms: 0.1, p95Ms: 0.2 };
  const report: EvalReport = {
    corpus: { pages: 1, paragraphs: 2, nuggets: 3, byStatus: { active: 3, contested: 0, deprecated: 0 }, ingestMs: 10, nuggetsPerSecond: 300 },
    questions: 10,
    unanswerable: 0,
    ks: [10, 20, 50],
    systems: [
      { name: 'BM25-Passage', byK: { 10: m(0.7, 0.5, 0.3, 450), 20: m(0.8, 0.5, 0.4, 900), 50: m(0.9, 0.5, 0.5, 2000) }, latency },
      { name: 'nuggetindex active', byK: { 10: m(0.6, 0.9, 0.1, 200), 20: m(0.73, 0.96, 0.06, 400), 50: m(0.8, 0.99, 0.01, 900) }, latency },
    ],
    failures: [],
    failureCounts: { 'no nugget extracted': 0, 'time not parsed': 0, 'wrong validity': 0, 'filtered by state': 0, 'ranked too low': 0 },
    ceiling: m(1, 1, 0, 2),
  };
  const md = reportMarkdown(report, { command: 'test', date: 'today', machine: 'here' });
  assert.match(md, /Targets for nuggetindex active \(K = 20\)/);
  assert.match(md, /\| AnswerRecall ≥ 0\.90 × BM25-Passage \(0\.720\) \| 0\.730 \| met \|/);
  assert.match(md, /\| TemporalCorrectness ≥ 0\.95 \| 0\.960 \| met \|/);
  assert.match(md, /\| ConflictRate ≤ 0\.05 \| 0\.060 \| not met \|/);
  assert.match(md, /\| Median context tokens ≤ 400 \| 400 \| met \|/);
  assert.match(md, /\| perfect nuggets \| 1\.000 \| 1\.000 \| 0\.000 \| 1\.000 \|/);
  assert.match(md, /Distractors of a question: .*subject's name \(the page title\)/);
});

test("the ceiling: perfect nuggets score 1 and 0, where overlapping questions and an answer inside the subject's name cost them before", async () => {
  const page: TimeqaEntry = {
    index: '/wiki/Baker_House#P466',
    type: 'P466',
    link: '/wiki/Baker_House',
    paras: ['Baker House', 'Baker House is a house .'],
    questions: [
      ['Who lived in Baker House from 1916 to 1920?', [{ para: 1, from: 0, end: 5, answer: 'Baker' }]],
      ['Who lived in Baker House from 1964 to 1965?', [{ para: 1, from: 0, end: 5, answer: 'Kennedy' }]],
      ['Who lived in Baker House from 1960 to 1970?', [{ para: 1, from: 0, end: 5, answer: 'Straight' }]],
    ],
  };
  const { ceiling } = await evaluateTimeqa([page], { ks: [20] });
  // Before: 1964–1965 and 1960–1970 each saw the other's answer as a distractor, and "Baker House …" named the answer "Baker".
  assert.deepEqual([ceiling.answerRecall, ceiling.temporalCorrectness, ceiling.conflictRate], [1, 1, 0]);
});

test(
  'the ceiling on the training data: TemporalCorrectness ≥ 0.99 and ConflictRate ≤ 0.01',
  { skip: !existsSync(data) && 'TimeQA data not beside the repo' },
  () => {
    const ceiling = perfectNuggets(timeqaQuestions(parseTimeqa(JSON.parse(readFileSync(data, 'utf8')), data)));
    assert.equal(ceiling.questions, 982);
    assert.equal(ceiling.answerRecall, 1);
    assert.ok(ceiling.temporalCorrectness >= 0.99, String(ceiling.temporalCorrectness));
    assert.ok(ceiling.conflictRate <= 0.01, String(ceiling.conflictRate));
  },
);
