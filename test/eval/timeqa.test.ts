// The TimeQA harness: corpus and questions built as specified, and a smoke run of all four systems
// on a 20-page slice of the development data (skipped where the data is not beside the repo).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseTimeqa, timeqaCorpus, timeqaQuestions, type TimeqaEntry } from '../../src/eval/timeqa.js';
import { evaluateTimeqa } from '../../src/eval/harness.js';
import { reportMarkdown } from '../../src/eval/report.js';

const entry = (index: string, link: string, questions: [string, string[]][]): TimeqaEntry => ({
  index, type: index.split('#')[1]!, link, paras: ['Title', 'Para one .', 'Para two .'],
  questions: questions.map(([q, answers]) => [q, answers.map((answer) => ({ para: 1, from: 0, end: 1, answer }))]),
});

test('one document per page: id = link, title = first paragraph, paragraphs joined by a blank line, dated 2021-08-01, source wikipedia', () => {
  const docs = timeqaCorpus([entry('/wiki/A#P54', '/wiki/A', []), entry('/wiki/A#P39', '/wiki/A', []), entry('/wiki/B#P54', '/wiki/B', [])]);
  assert.deepEqual(docs.map((d) => d.id), ['/wiki/A', '/wiki/B']);
  assert.deepEqual(docs[0], { id: '/wiki/A', title: 'Title', text: 'Title\n\nPara one .\n\nPara two .', date: '2021-08-01', source: 'wikipedia' });
});

test('distractors are the other answers on the same page and relation; unanswerable questions are skipped', () => {
  const qs = timeqaQuestions([entry('/wiki/A#P54', '/wiki/A', [['Q1?', ['Chelsea']], ['Q2?', ['Arsenal', 'Arsenal']], ['Q3?', ['']], ['Q4?', ['chelsea']]])]);
  assert.deepEqual(qs.map((q) => [q.id, q.answers, q.distractors]), [
    ['/wiki/A#P54#0', ['Chelsea'], ['Arsenal']],
    ['/wiki/A#P54#1', ['Arsenal'], ['Chelsea', 'chelsea']],
    ['/wiki/A#P54#3', ['chelsea'], ['Arsenal']],
  ]);
});

test('a file that is not TimeQA is refused with the file named', () => {
  assert.throws(() => parseTimeqa({ not: 'a list' }, 'x.json'), { code: 'INVALID_INPUT', message: /x\.json/ });
  assert.throws(() => parseTimeqa([{ link: 1 }], 'y.json'), { code: 'INVALID_INPUT', message: /entry 0/ });
});

const data = fileURLToPath(new URL('../../../shared/data/timeqa/human_annotated_train.json', import.meta.url));

test('smoke: all four systems on a 20-page slice produce a complete report', { skip: !existsSync(data) && 'TimeQA data not beside the repo' }, async () => {
  const entries = parseTimeqa(JSON.parse(readFileSync(data, 'utf8')), data);
  const pages = new Set([...new Set(entries.map((e) => e.link))].slice(0, 20));
  const report = await evaluateTimeqa(entries.filter((e) => pages.has(e.link)), { ks: [10, 20] });
  assert.equal(report.corpus.pages, 20);
  assert.deepEqual(report.systems.map((s) => s.name), ['BM25-Passage', 'Proposition', 'nuggetindex active', 'nuggetindex active_contested']);
  for (const s of report.systems) {
    for (const k of [10, 20]) {
      const m = s.byK[k]!;
      for (const v of [m.answerRecall, m.temporalCorrectness, m.conflictRate]) assert.ok(v >= 0 && v <= 1);
      assert.equal(m.questions, report.questions);
    }
  }
  assert.ok(report.systems[0]!.byK[20]!.answerRecall > 0.3, 'BM25-Passage finds answers');
  assert.ok(report.corpus.nuggets > 0);
  assert.equal(Object.values(report.failureCounts).reduce((a, b) => a + b, 0), report.failures.length);
  const md = reportMarkdown(report, { command: 'test', date: 'today', machine: 'here' });
  assert.match(md, /\| nuggetindex active \| 20 \|/);
  assert.match(md, /Targets for nuggetindex active/);
});

test('ablations: each governance component switched off is its own system, scored like the others', { skip: !existsSync(data) && 'TimeQA data not beside the repo' }, async () => {
  const entries = parseTimeqa(JSON.parse(readFileSync(data, 'utf8')), data);
  const pages = new Set([...new Set(entries.map((e) => e.link))].slice(0, 8));
  const report = await evaluateTimeqa(entries.filter((e) => pages.has(e.link)), { ks: [20], ablations: true });
  const names = report.systems.map((s) => s.name);
  for (const n of ['active − validity filtering', 'active − lifecycle states', 'active − contested handling', 'active − normalisation', 'active − nugget granularity']) assert.ok(names.includes(n), n);
  const by = (n: string) => report.systems.find((s) => s.name === n)!.byK[20]!;
  // Without validity filtering the active view returns what the ungoverned Proposition system returns on a single-source corpus.
  assert.equal(by('active − validity filtering').answerRecall, by('Proposition').answerRecall);
  assert.ok(by('active − nugget granularity').medianContextTokens >= by('nuggetindex active').medianContextTokens);
});

test('the ceiling: perfect nuggets lose temporal correctness to overlapping questions and to answers inside the subject name', async () => {
  const page: TimeqaEntry = {
    index: '/wiki/Baker_House#P466', type: 'P466', link: '/wiki/Baker_House', paras: ['Baker House', 'Baker House is a house .'],
    questions: [
      ['Who lived in Baker House from 1916 to 1920?', [{ para: 1, from: 0, end: 5, answer: 'Baker' }]],
      ['Who lived in Baker House from 1964 to 1965?', [{ para: 1, from: 0, end: 5, answer: 'Kennedy' }]],
      ['Who lived in Baker House from 1960 to 1970?', [{ para: 1, from: 0, end: 5, answer: 'Straight' }]],
    ],
  };
  const { ceiling } = await evaluateTimeqa([page], { ks: [20] });
  // Answer only: 1916–1920 stands alone (1); 1964–1965 and 1960–1970 overlap, so each sees the other's answer (1/2, a conflict).
  assert.equal(ceiling.answerOnly.answerRecall, 1);
  assert.equal(ceiling.answerOnly.temporalCorrectness, (1 + 0.5 + 0.5) / 3);
  assert.equal(ceiling.answerOnly.conflictRate, 2 / 3);
  // Naming the subject: "Baker House …" contains the answer "Baker", a distractor of the other two questions.
  assert.equal(ceiling.namingSubject.temporalCorrectness, (1 + 0 + 0) / 3);
  assert.equal(ceiling.namingSubject.conflictRate, 2 / 3);
});
