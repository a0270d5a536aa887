// `tune-fusion`: the paper's grid search of the fusion weights (§3.3: "α and β determined via grid
// search on development data") on a TimeQA development file. One store, embedded once with the
// offline embedder; every weight triple on the grid (α + β + γ = 1) retrieves every question at K,
// scored by the TimeQA metrics. The chosen weights: the highest AnswerRecall whose TemporalCorrectness
// is not below lexical retrieval's — fusion must not buy recall with stale answers.

import { NuggetIndex } from '../nugget-index.js';
import type { NuggetIndexOptions } from '../options.js';
import { FUSION_METHODS, PAPER_WEIGHTS, type FusionMethod, type FusionWeights } from '../search/fusion.js';
import { seededRandom } from '../model/random.js';
import type { RetrieveOptions } from '../options.js';
import { TIMEQA_NOW } from './harness.js';
import { aggregate, judge, type QaMetrics } from './metrics.js';
import { scored, timeqaCorpus, timeqaQuestions, type TimeqaEntry } from './timeqa.js';

/** The seed of the folds' shuffle: the same folds in every run. */
const FOLD_SEED = 21;

export interface FusionTrial {
  method: FusionMethod;
  weights: FusionWeights;
  metrics: QaMetrics;
}

export interface FusionTuning {
  k: number;
  questions: number;
  embedder: string;
  lexical: QaMetrics;
  semantic: QaMetrics;
  trials: FusionTrial[];
  /** The chosen trial (see the module comment). */
  best: FusionTrial;
}

export interface TuneOptions {
  k?: number;
  /** The grid's step (default 0.1: 66 triples per method). */
  step?: number;
  methods?: readonly FusionMethod[];
  index?: NuggetIndexOptions;
  progress?: (stage: string, done: number, total: number) => void;
}

/** The weight triples on a grid of `step` with α + β + γ = 1. */
export function weightGrid(step: number): FusionWeights[] {
  const n = Math.round(1 / step);
  const out: FusionWeights[] = [];
  const r = (x: number): number => Math.round(x * 1000) / 1000;
  for (let a = 0; a <= n; a++) for (let b = 0; a + b <= n; b++) out.push({ lexical: r(a / n), dense: r(b / n), metadata: r((n - a - b) / n) });
  return out;
}

/** A governed store of `entries` embedded once, and a scorer of its questions under retrieve options. */
async function fusionBench(entries: readonly TimeqaEntry[], k: number, options: TuneOptions) {
  const progress = options.progress ?? (() => {});
  const corpus = timeqaCorpus(entries);
  const questions = timeqaQuestions(entries);
  // Ingested without vectors, then embedded once (not retrained at every doubling on the way).
  const plain = await NuggetIndex.open({ clock: () => TIMEQA_NOW, ...options.index, embedder: undefined });
  let done = 0;
  for await (const _ of plain.ingestMany(corpus)) progress('ingest', ++done, corpus.length);
  const ni = await NuggetIndex.open({ clock: () => TIMEQA_NOW, ...options.index, store: plain.store, embedder: options.index?.embedder ?? 'offline' });
  try {
    const embedded = await ni.embed();
    const score = async (o: RetrieveOptions): Promise<QaMetrics> => {
      const judgements = [];
      for (const q of questions)
        judgements.push(
          judge(
            scored(q),
            (await ni.retrieve(q.question, { view: 'active', k, ...o })).results.map((r) => r.nugget.fact.text),
          ),
        );
      return aggregate(judgements);
    };
    return { ni, questions: questions.length, embedder: embedded.embedder, score };
  } catch (e) {
    await ni.close();
    throw e;
  }
}

export async function tuneFusion(entries: readonly TimeqaEntry[], options: TuneOptions = {}): Promise<FusionTuning> {
  const k = options.k ?? 20;
  const progress = options.progress ?? (() => {});
  const bench = await fusionBench(entries, k, options);
  try {
    const lexical = await bench.score({ mode: 'lexical' });
    const semantic = await bench.score({ mode: 'semantic' });
    const grid = weightGrid(options.step ?? 0.1);
    const methods = options.methods ?? FUSION_METHODS;
    const trials: FusionTrial[] = [];
    for (const method of methods) {
      for (const weights of grid) {
        trials.push({ method, weights, metrics: await bench.score({ mode: 'hybrid', fusion: method, weights }) });
        progress('trials', trials.length, grid.length * methods.length);
      }
    }
    const admissible = trials.filter((t) => t.metrics.temporalCorrectness >= lexical.temporalCorrectness);
    const byRecall = (a: FusionTrial, b: FusionTrial): number => b.metrics.answerRecall - a.metrics.answerRecall || b.metrics.governance - a.metrics.governance;
    const best = admissible.length > 0 ? [...admissible].sort(byRecall)[0]! : [...trials].sort((a, b) => b.metrics.governance - a.metrics.governance)[0]!;
    return { k, questions: bench.questions, embedder: bench.embedder, lexical, semantic, trials, best };
  } finally {
    await bench.ni.close();
  }
}

/** One fold of a cross-validation: weights chosen on the other folds, judged on this one's questions. */
export interface FusionFold {
  fold: number;
  entries: number;
  questions: number;
  /** Chosen by `tuneFusion` on the other folds. */
  chosen: { method: FusionMethod; weights: FusionWeights };
  lexical: QaMetrics;
  paper: QaMetrics;
  tuned: QaMetrics;
}

/**
 * Does the grid's choice hold on questions it never saw? The entries (pages) are dealt into `folds`
 * folds by a seeded shuffle; for each, the weights are tuned on the others, then this fold's store
 * is ranked by lexical, the paper's weights and the tuned ones.
 */
export async function crossValidateFusion(entries: readonly TimeqaEntry[], folds: number, options: TuneOptions = {}): Promise<FusionFold[]> {
  const k = options.k ?? 20;
  const random = seededRandom(FOLD_SEED);
  const order = entries.map((e, i) => ({ e, r: random(), i })).sort((a, b) => a.r - b.r || a.i - b.i);
  const dealt = Array.from({ length: folds }, (_, f) => order.filter((_, at) => at % folds === f).map((x) => x.e));
  const out: FusionFold[] = [];
  for (let f = 0; f < folds; f++) {
    const rest = dealt.filter((_, g) => g !== f).flat();
    const tuning = await tuneFusion(rest, {
      ...options,
      progress: (stage, done, total) => options.progress?.(`fold ${f + 1}/${folds}: tuning ${stage}`, done, total),
    });
    const chosen = { method: tuning.best.method, weights: tuning.best.weights };
    const bench = await fusionBench(dealt[f]!, k, {
      ...options,
      progress: (stage, done, total) => options.progress?.(`fold ${f + 1}/${folds}: held out ${stage}`, done, total),
    });
    try {
      out.push({
        fold: f + 1,
        entries: dealt[f]!.length,
        questions: bench.questions,
        chosen,
        lexical: await bench.score({ mode: 'lexical' }),
        paper: await bench.score({ mode: 'hybrid', fusion: 'linear', weights: PAPER_WEIGHTS }),
        tuned: await bench.score({ mode: 'hybrid', fusion: chosen.method, weights: chosen.weights }),
      });
    } finally {
      await bench.ni.close();
    }
  }
  return out;
}

/** The folds' held-out figures as Markdown. */
export function crossValidationReport(folds: readonly FusionFold[], k: number): string {
  const f3 = (x: number): string => x.toFixed(3);
  const w = (x: FusionWeights): string => `α ${x.lexical} · β ${x.dense} · γ ${x.metadata}`;
  const lines = [
    `Cross-validation of the fusion weights, ${folds.length} folds of pages, K = ${k}, view active: each fold's questions ranked over its own pages, with the weights chosen on the other folds.`,
    '',
    '| Fold | Questions | Retrieval | AnswerRecall | TemporalCorrectness | ConflictRate |',
    '|---|---:|---|---:|---:|---:|',
  ];
  for (const f of folds) {
    const row = (name: string, m: QaMetrics): string =>
      `| ${f.fold} | ${m.questions} | ${name} | ${f3(m.answerRecall)} | ${f3(m.temporalCorrectness)} | ${f3(m.conflictRate)} |`;
    lines.push(
      row('lexical', f.lexical),
      row(`hybrid linear, paper: ${w(PAPER_WEIGHTS)}`, f.paper),
      row(`hybrid ${f.chosen.method}, tuned on the other folds: ${w(f.chosen.weights)}`, f.tuned),
    );
  }
  return lines.join('\n') + '\n';
}

/** The tuning as Markdown: lexical and semantic, the paper's weights, then the best trials. */
export function fusionReport(t: FusionTuning, top = 15): string {
  const f3 = (x: number): string => x.toFixed(3);
  const row = (name: string, m: QaMetrics): string =>
    `| ${name} | ${f3(m.answerRecall)} | ${f3(m.temporalCorrectness)} | ${f3(m.conflictRate)} | ${f3(m.governance)} |`;
  const w = (x: FusionWeights): string => `α ${x.lexical} · β ${x.dense} · γ ${x.metadata}`;
  const paper = t.trials.filter((x) => x.weights.lexical === 0.4 && x.weights.dense === 0.5 && x.weights.metadata === 0.1);
  const ranked = [...t.trials].sort((a, b) => b.metrics.answerRecall - a.metrics.answerRecall || b.metrics.governance - a.metrics.governance);
  const lines = [
    `Fusion weights on ${t.questions} questions, K = ${t.k}, view active, embedder ${t.embedder}. Chosen: the highest AnswerRecall whose TemporalCorrectness is not below lexical's.`,
    '',
    '| Retrieval | AnswerRecall | TemporalCorrectness | ConflictRate | Governance |',
    '|---|---:|---:|---:|---:|',
    row('lexical', t.lexical),
    row('semantic', t.semantic),
    ...paper.map((x) => row(`hybrid ${x.method}, paper: ${w(x.weights)}`, x.metrics)),
    row(`**chosen**: hybrid ${t.best.method}, ${w(t.best.weights)}`, t.best.metrics),
    ...ranked.slice(0, top).map((x) => row(`hybrid ${x.method}, ${w(x.weights)}`, x.metrics)),
    '',
    `${t.trials.length} trials; the ${Math.min(top, ranked.length)} with the highest AnswerRecall are listed.`,
  ];
  return lines.join('\n') + '\n';
}
