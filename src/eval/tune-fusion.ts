// `tune-fusion`: the paper's grid search of the fusion weights (§3.3: "α and β determined via grid
// search on development data") on a TimeQA development file. One store, embedded once with the
// offline embedder; every weight triple on the grid (α + β + γ = 1) retrieves every question at K,
// scored by the TimeQA metrics. The chosen weights: the highest AnswerRecall whose TemporalCorrectness
// is not below lexical retrieval's — fusion must not buy recall with stale answers.

import { NuggetIndex } from '../nugget-index.js';
import type { NuggetIndexOptions } from '../options.js';
import { FUSION_METHODS, type FusionMethod, type FusionWeights } from '../search/fusion.js';
import type { RetrieveOptions } from '../options.js';
import { TIMEQA_NOW } from './harness.js';
import { aggregate, judge, type QaMetrics } from './metrics.js';
import { scored, timeqaCorpus, timeqaQuestions, type TimeqaEntry } from './timeqa.js';

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

export async function tuneFusion(entries: readonly TimeqaEntry[], options: TuneOptions = {}): Promise<FusionTuning> {
  const k = options.k ?? 20;
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
    const lexical = await score({ mode: 'lexical' });
    const semantic = await score({ mode: 'semantic' });
    const grid = weightGrid(options.step ?? 0.1);
    const methods = options.methods ?? FUSION_METHODS;
    const trials: FusionTrial[] = [];
    for (const method of methods) {
      for (const weights of grid) {
        trials.push({ method, weights, metrics: await score({ mode: 'hybrid', fusion: method, weights }) });
        progress('trials', trials.length, grid.length * methods.length);
      }
    }
    const admissible = trials.filter((t) => t.metrics.temporalCorrectness >= lexical.temporalCorrectness);
    const byRecall = (a: FusionTrial, b: FusionTrial): number => b.metrics.answerRecall - a.metrics.answerRecall || b.metrics.governance - a.metrics.governance;
    const best = admissible.length > 0 ? [...admissible].sort(byRecall)[0]! : [...trials].sort((a, b) => b.metrics.governance - a.metrics.governance)[0]!;
    return { k, questions: questions.length, embedder: embedded.embedder, lexical, semantic, trials, best };
  } finally {
    await ni.close();
  }
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
