// The evaluation of the offline AutoNuggetizer on the multi-hop development sets (question + its
// pool of paragraphs, gold answer and supporting facts):
// - creation: nuggets created from the pool with no model, scored against the supporting facts
//   (does a nugget rest on each of them? does each nugget rest on one?) and the gold answer (is it
//   among the nuggets?), beside a plain reference: the pool's 20 sentences BM25 ranks highest;
// - assignment and scores, as the paper's meta-evaluation (§5.2): five simple answer "runs" built
//   from the pool are scored by V_strict (offline nuggets, offline assignment — and the dataset's
//   own gold nuggets with offline assignment, isolating assignment as the paper's RQ2 does) and by
//   the gold answer's presence; Kendall's τ between the two says whether the nugget scores order
//   answers as the gold does.

import { containsAnswer, answerForms, normalizeAnswer } from './answers.js';
import { Bm25Postings } from '../search/bm25.js';
import { assign } from './nuggets/evaluate.js';
import { nuggetsFromPassages } from './nuggets/offline/from-store.js';
import { tauReport, type TauReport } from './nuggets/kendall.js';
import type { Assignment, ScoredNugget } from './nuggets/records.js';
import { answerScores } from './nuggets/scores.js';
import type { MultihopPassage, MultihopQuestion } from './multihop.js';

/** How well created nuggets cover a question's gold, averaged over questions. */
export interface CreationFigures {
  questions: number;
  nuggetsPerQuestion: number;
  wordsPerNugget: number;
  /** Share of nuggets of 1–12 words (the paper's bound). */
  withinTwelveWords: number;
  /** Share of questions (yes/no answers left out) with the gold answer in some nugget. */
  answerInNuggets: number;
  /** Share of supporting facts some nugget rests on. */
  supportingRecall: number;
  /** Share of nuggets that rest on a supporting fact. */
  precision: number;
}

/** One answer run of the meta-evaluation, averaged over questions. */
export interface RunFigures {
  run: string;
  /** Share of answers containing the gold answer (the gold metric). */
  answerRecall: number;
  /** Mean V_strict with the offline nuggets and offline assignment. */
  vStrictAuto: number;
  /** Mean V_strict with the dataset's gold nuggets and offline assignment. */
  vStrictGold: number;
}

export interface NuggetEvalReport {
  dataset: string;
  questions: number;
  creation: { offline: CreationFigures; sentences: CreationFigures };
  runs: RunFigures[];
  /** Offline-nugget V_strict against answer presence; gold-nugget V_strict against answer presence. */
  tau: { auto: TauReport; gold: TauReport };
  /** Offline assignment labels over every (run, question, nugget), as shares. */
  labels: Record<Assignment, number>;
  /** What the gold nuggets are in this dataset. */
  goldNuggets: string;
  ms: number;
}

const YES_NO = /^(?:yes|no)$/i;
const RUNS = ['supporting facts', 'BM25 top 3 paragraphs', 'BM25 top paragraph', 'first sentence of each paragraph', 'a non-supporting paragraph'] as const;

/** Where a created nugget rests: paragraph and span. */
interface Placed {
  text: string;
  at: { docid: string; start: number; end: number }[];
}

function isSupporting(q: MultihopQuestion, docid: string, start: number, end: number): boolean {
  return q.supporting.some((f) => {
    if (f.docid !== docid) return false;
    if (f.sentence === null) return true;
    const span = q.passages.find((p) => p.docid === docid)?.sentences[f.sentence];
    return span !== undefined && start < span[1] && span[0] < end;
  });
}

function creationFigures(q: MultihopQuestion, nuggets: readonly Placed[]): Omit<CreationFigures, 'questions'> & { answerKnown: boolean } {
  const words = nuggets.map((n) => n.text.split(/\s+/).filter((w) => w !== '').length);
  const forms = q.answers.flatMap(answerForms);
  const answerKnown = !YES_NO.test(q.answers[0]!.trim());
  const supportedFacts = q.supporting.filter((f) =>
    nuggets.some((n) => n.at.some((a) => a.docid === f.docid && isSupporting({ ...q, supporting: [f] }, a.docid, a.start, a.end))),
  ).length;
  return {
    nuggetsPerQuestion: nuggets.length,
    wordsPerNugget: words.length === 0 ? 0 : words.reduce((s, w) => s + w, 0) / words.length,
    withinTwelveWords: words.length === 0 ? 0 : words.filter((w) => w >= 1 && w <= 12).length / words.length,
    answerInNuggets: answerKnown && nuggets.some((n) => containsAnswer(normalizeAnswer(n.text), forms)) ? 1 : 0,
    supportingRecall: q.supporting.length === 0 ? 0 : supportedFacts / q.supporting.length,
    precision: nuggets.length === 0 ? 0 : nuggets.filter((n) => n.at.some((a) => isSupporting(q, a.docid, a.start, a.end))).length / nuggets.length,
    answerKnown,
  };
}

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length;
}

/** The pool's sentences, ranked by BM25 against the question: the reference creator. */
function topSentences(q: MultihopQuestion, k: number): Placed[] {
  const index = new Bm25Postings();
  const placed: Placed[] = [];
  for (const p of q.passages) {
    for (const [start, end] of p.sentences) {
      index.add(placed.length, p.text.slice(start, end));
      placed.push({ text: p.text.slice(start, end), at: [{ docid: p.docid, start, end }] });
    }
  }
  return index.search(q.question, k, () => true).map((h) => placed[h.slot]!);
}

function rankParagraphs(q: MultihopQuestion): MultihopPassage[] {
  const index = new Bm25Postings();
  q.passages.forEach((p, i) => index.add(i, `${p.title} ${p.text}`));
  return index.search(q.question, q.passages.length, () => true).map((h) => q.passages[h.slot]!);
}

/** The five answer runs for a question, each a plain text built from the pool. */
function runAnswers(q: MultihopQuestion): string[] {
  const supportingText = q.supporting
    .map((f) => {
      const p = q.passages.find((x) => x.docid === f.docid);
      if (!p) return '';
      const span = f.sentence === null ? [0, p.text.length] : p.sentences[f.sentence];
      return span ? p.text.slice(span[0], span[1]) : '';
    })
    .filter((s) => s !== '')
    .join(' ');
  const ranked = rankParagraphs(q);
  const distractor = q.passages.find((p) => !q.supporting.some((f) => f.docid === p.docid));
  return [
    supportingText,
    ranked
      .slice(0, 3)
      .map((p) => p.text)
      .join(' '),
    ranked[0]?.text ?? '',
    q.passages.map((p) => p.text.slice(p.sentences[0]?.[0] ?? 0, p.sentences[0]?.[1] ?? 0)).join(' '),
    distractor?.text ?? '',
  ];
}

/** The dataset's own gold nuggets: HotpotQA's supporting sentences; MuSiQue's hop answers. */
export function goldNuggets(q: MultihopQuestion): ScoredNugget[] {
  if (q.hopAnswers.length > 0) return q.hopAnswers.map((text) => ({ text, importance: 'vital' as const }));
  return q.supporting.flatMap((f) => {
    const p = q.passages.find((x) => x.docid === f.docid);
    const span = p && f.sentence !== null ? p.sentences[f.sentence] : undefined;
    return p && span ? [{ text: p.text.slice(span[0], span[1]), importance: 'vital' as const }] : [];
  });
}

/**
 * Runs the evaluation over a dataset's questions.
 *
 * @example const report = await evaluateNuggets(parseHotpotqa(json, file), 'HotpotQA')
 */
export async function evaluateNuggets(
  questions: readonly MultihopQuestion[],
  dataset: string,
  progress?: (done: number, total: number) => void,
): Promise<NuggetEvalReport> {
  const t0 = Date.now();
  const offline: ReturnType<typeof creationFigures>[] = [];
  const sentences: ReturnType<typeof creationFigures>[] = [];
  const auto: { runId: string; qid: string; a: number; b: number }[] = [];
  const gold: { runId: string; qid: string; a: number; b: number }[] = [];
  const labels: Record<Assignment, number> = { support: 0, partial_support: 0, not_support: 0 };
  for (const [i, q] of questions.entries()) {
    const created = await nuggetsFromPassages({ qid: q.id, query: q.question, candidates: q.passages.map((p) => ({ docid: p.docid, text: p.text })) });
    offline.push(
      creationFigures(
        q,
        created.map((n) => ({ text: n.text, at: (n.provenance?.evidence ?? []).map((e) => ({ docid: e.docId, start: e.start, end: e.end })) })),
      ),
    );
    sentences.push(creationFigures(q, topSentences(q, 20)));
    if (!YES_NO.test(q.answers[0]!.trim())) {
      const forms = q.answers.flatMap(answerForms);
      const key = goldNuggets(q);
      for (const [r, text] of runAnswers(q).entries()) {
        const present = containsAnswer(normalizeAnswer(text), forms) ? 1 : 0;
        const answer = { runId: RUNS[r]!, qid: q.id, text };
        const mine = (await assign({ qid: q.id, query: q.question, nuggets: created }, answer)).value.nuggets;
        for (const n of mine) labels[n.assignment!]++;
        auto.push({ runId: RUNS[r]!, qid: q.id, a: answerScores(mine)?.vitalStrict ?? 0, b: present });
        const theirs = (await assign({ qid: q.id, query: q.question, nuggets: key }, answer)).value.nuggets;
        gold.push({ runId: RUNS[r]!, qid: q.id, a: answerScores(theirs)?.vitalStrict ?? 0, b: present });
      }
    }
    progress?.(i + 1, questions.length);
  }
  const figures = (list: ReturnType<typeof creationFigures>[]): CreationFigures => ({
    questions: list.length,
    nuggetsPerQuestion: mean(list.map((x) => x.nuggetsPerQuestion)),
    wordsPerNugget: mean(list.filter((x) => x.nuggetsPerQuestion > 0).map((x) => x.wordsPerNugget)),
    withinTwelveWords: mean(list.filter((x) => x.nuggetsPerQuestion > 0).map((x) => x.withinTwelveWords)),
    answerInNuggets: mean(list.filter((x) => x.answerKnown).map((x) => x.answerInNuggets)),
    supportingRecall: mean(list.map((x) => x.supportingRecall)),
    precision: mean(list.filter((x) => x.nuggetsPerQuestion > 0).map((x) => x.precision)),
  });
  const total = labels.support + labels.partial_support + labels.not_support || 1;
  return {
    dataset,
    questions: questions.length,
    creation: { offline: figures(offline), sentences: figures(sentences) },
    runs: RUNS.map((run) => ({
      run,
      answerRecall: mean(auto.filter((x) => x.runId === run).map((x) => x.b)),
      vStrictAuto: mean(auto.filter((x) => x.runId === run).map((x) => x.a)),
      vStrictGold: mean(gold.filter((x) => x.runId === run).map((x) => x.a)),
    })),
    tau: { auto: tauReport(auto), gold: tauReport(gold) },
    labels: { support: labels.support / total, partial_support: labels.partial_support / total, not_support: labels.not_support / total },
    goldNuggets: questions.some((q) => q.hopAnswers.length > 0) ? "the decomposition's hop answers" : 'the supporting sentences',
    ms: Date.now() - t0,
  };
}
