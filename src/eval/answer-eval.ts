// The evaluation of the answer pipelines (Crucible, GINGER; offline mode) against a plain
// "top passages → answer" baseline that cuts the BM25-best paragraphs to the same word budget:
// - TimeQA: one governed store of the pages; an answer is correct when it states the gold answer
//   and no distractor (an answer valid only at other times), as `eval timeqa` judges a top-K list;
// - HotpotQA / MuSiQue: one store of every question's paragraphs; correct when it states the gold
//   answer; V_strict with the dataset's gold nuggets and the offline assigner (TimeQA: the subject
//   with its gold answer as the one vital nugget).
// Citation precision: the share of sentences whose cited spans state the sentence (offline
// assigner: support), i.e. the cited span supports the sentence.

import { answer } from '../answer/answer.js';
import type { Answer, Pipeline } from '../answer/records.js';
import { NuggetIndex } from '../nugget-index.js';
import type { DocumentInput } from '../model/document.js';
import { utc } from '../model/time.js';
import { answerForms } from './answers.js';
import { judge, median, type ScoredQuestion } from './metrics.js';
import type { MultihopQuestion } from './multihop.js';
import { assign } from './nuggets/evaluate.js';
import { entails } from './nuggets/offline/entailment.js';
import { answerScores } from './nuggets/scores.js';
import { goldNuggets } from './nugget-eval.js';
import { PassageBm25 } from './passages.js';
import { scored, timeqaCorpus, timeqaQuestions, type TimeqaEntry } from './timeqa.js';
import { TIMEQA_NOW } from './harness.js';
import type { ScoredNugget } from './nuggets/records.js';

/** One system's figures over a dataset. */
export interface AnswerSystemFigures {
  system: string;
  /** Share of questions answered with the gold answer and (TimeQA) no distractor. */
  correct: number;
  /** Share of questions whose answer states the gold answer. */
  answerRecall: number;
  /** TimeQA: share of questions whose answer states the gold answer and a distractor. */
  conflictRate: number | null;
  /** Share of sentences whose cited spans support them; null for the uncited baseline. */
  citationPrecision: number | null;
  /** Mean V_strict with the dataset's gold nuggets (offline assignment); null without gold nuggets. */
  vStrict: number | null;
  /** Share of questions with an empty answer ("no fact valid … matches"). */
  empty: number;
  meanWords: number;
  /** Median milliseconds per answer. */
  p50Ms: number;
}

export interface AnswerEvalReport {
  dataset: string;
  questions: number;
  documents: number;
  systems: AnswerSystemFigures[];
  ms: number;
}

/** What is judged for one question. */
interface Judged {
  question: string;
  scored: ScoredQuestion;
  nuggets: ScoredNugget[] | null;
}

const WORD_BUDGET = 120;

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length;
}

/** The baseline: the best BM25 paragraphs, cut to the word budget. */
function baselineAnswer(passages: PassageBm25, question: string): string {
  const words: string[] = [];
  for (const p of passages.search(question, 5)) {
    for (const w of p.split(/\s+/)) {
      if (w === '') continue;
      if (words.length === WORD_BUDGET) return words.join(' ');
      words.push(w);
    }
  }
  return words.join(' ');
}

async function figures(
  system: string,
  items: readonly Judged[],
  run: (q: Judged) => Promise<{ text: string; answer: Answer | null }>,
  progress: (done: number) => void,
): Promise<AnswerSystemFigures> {
  const correct: number[] = [];
  const hits: number[] = [];
  const conflicts: number[] = [];
  const cited: number[] = [];
  const vStrict: number[] = [];
  const words: number[] = [];
  const times: number[] = [];
  let empty = 0;
  for (const [i, q] of items.entries()) {
    const t = performance.now();
    const got = await run(q);
    times.push(performance.now() - t);
    const j = judge(q.scored, [got.text]);
    hits.push(j.hit ? 1 : 0);
    conflicts.push(j.conflict ? 1 : 0);
    // One text: the gold answer without a distractor in it.
    correct.push(j.hit && !j.conflict ? 1 : 0);
    words.push(got.text.split(/\s+/).filter((w) => w !== '').length);
    if (got.text.trim() === '') empty++;
    for (const s of got.answer?.sentences ?? []) {
      cited.push(entails(s.text, s.citations.map((c) => c.quote).join(' ')).assignment === 'support' ? 1 : 0);
    }
    if (q.nuggets && q.nuggets.length > 0) {
      const labelled = (await assign({ qid: String(i), query: q.question, nuggets: q.nuggets }, { runId: system, qid: String(i), text: got.text })).value
        .nuggets;
      vStrict.push(answerScores(labelled)?.vitalStrict ?? 0);
    }
    progress(i + 1);
  }
  return {
    system,
    correct: mean(correct),
    answerRecall: mean(hits),
    conflictRate: items.some((q) => q.scored.distractors.length > 0) ? mean(conflicts) : null,
    citationPrecision: meanOrNull(cited),
    vStrict: items.some((q) => q.nuggets) ? mean(vStrict) : null,
    empty: items.length === 0 ? 0 : empty / items.length,
    meanWords: mean(words),
    p50Ms: median(times),
  };
}

function meanOrNull(xs: readonly number[]): number | null {
  return xs.length === 0 ? null : mean(xs);
}

async function evaluateSystems(
  dataset: string,
  documents: readonly DocumentInput[],
  items: readonly Judged[],
  now: number,
  progress?: (stage: string, done: number, total: number) => void,
): Promise<AnswerEvalReport> {
  const t0 = Date.now();
  const ni = await NuggetIndex.open({ clock: () => now });
  try {
    for await (const _ of ni.ingestMany(documents)) void _;
    progress?.('ingest', documents.length, documents.length);
    const passages = new PassageBm25(documents);
    const pipeline = (p: Pipeline) => async (q: Judged) => {
      const a = await answer(ni, q.question, { pipeline: p, words: WORD_BUDGET });
      return { text: a.text, answer: a };
    };
    const systems: { name: string; run: (q: Judged) => Promise<{ text: string; answer: Answer | null }> }[] = [
      { name: 'BM25 top passages (baseline)', run: async (q) => ({ text: baselineAnswer(passages, q.question), answer: null }) },
      { name: 'Crucible, offline', run: pipeline('crucible') },
      { name: 'GINGER, offline', run: pipeline('ginger') },
    ];
    const out: AnswerSystemFigures[] = [];
    for (const s of systems) out.push(await figures(s.name, items, s.run, (done) => progress?.(s.name, done, items.length)));
    return { dataset, questions: items.length, documents: documents.length, systems: out, ms: Date.now() - t0 };
  } finally {
    await ni.close();
  }
}

/** TimeQA: the pages as one store, each answerable question asked as written (its time in its words). */
export function evaluateAnswersTimeqa(
  entries: readonly TimeqaEntry[],
  progress?: (stage: string, done: number, total: number) => void,
): Promise<AnswerEvalReport> {
  // The answer key: one vital nugget, the subject with its gold answer ("Sergio Pérez Formula One").
  const items = timeqaQuestions(entries).map((q) => ({
    question: q.question,
    scored: scored(q),
    nuggets: [{ text: `${q.subject} ${q.answers[0]!}`, importance: 'vital' as const }],
  }));
  return evaluateSystems('TimeQA', timeqaCorpus(entries), items, TIMEQA_NOW, progress);
}

/** HotpotQA / MuSiQue: every question's paragraphs as one store (undated); yes/no questions left out. */
export function evaluateAnswersMultihop(
  questions: readonly MultihopQuestion[],
  dataset: string,
  progress?: (stage: string, done: number, total: number) => void,
): Promise<AnswerEvalReport> {
  const documents = new Map<string, DocumentInput>();
  for (const q of questions)
    for (const p of q.passages) if (!documents.has(p.docid) && /\S/.test(p.text)) documents.set(p.docid, { id: p.docid, title: p.title, text: p.text });
  const items = questions
    .filter((q) => !/^(?:yes|no)$/i.test(q.answers[0]!.trim()))
    .map((q) => ({ question: q.question, scored: { gold: q.answers.map(answerForms), distractors: [], masks: [] }, nuggets: goldNuggets(q) }));
  return evaluateSystems(dataset, [...documents.values()], items, utc(2024, 1, 1), progress);
}

/** The docs/EVALUATION.md section. */
export function answerReportMarkdown(reports: readonly AnswerEvalReport[], command: string): string {
  const pct = (x: number | null) => (x === null ? '—' : x.toFixed(3));
  const lines = [
    '## Answers (Crucible, GINGER; offline mode)',
    '',
    `Regenerate: \`${command}\`. Each pipeline answers every question from a governed store of the dataset's documents, in offline mode ` +
      `(approximate: no model); the baseline is the BM25-best paragraphs cut to the same ${WORD_BUDGET}-word budget. ` +
      '*Correct*: the answer states the gold answer and (TimeQA) no distractor, an answer valid only at other times. ' +
      "*Citation precision*: share of sentences whose cited spans state them (offline assigner). *V_strict*: with the dataset's gold nuggets " +
      "(MuSiQue's hop answers, HotpotQA's supporting sentences; on TimeQA one vital nugget, the subject with its gold answer) and the offline assigner.",
    '',
  ];
  for (const r of reports) {
    lines.push(`### ${r.dataset} (${r.questions} questions, ${r.documents} documents; ${(r.ms / 1000).toFixed(0)} s)`, '');
    lines.push(
      '| system | correct | answer recall | conflict rate | citation precision | V_strict | empty | words | p50 ms |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const s of r.systems) {
      lines.push(
        `| ${s.system} | ${pct(s.correct)} | ${pct(s.answerRecall)} | ${pct(s.conflictRate)} | ${pct(s.citationPrecision)} | ${pct(s.vStrict)} | ${pct(s.empty)} | ${s.meanWords.toFixed(0)} | ${s.p50Ms.toFixed(1)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
