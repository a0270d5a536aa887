// The TimeQA evaluation run (NuggetIndex paper, RQ2/RQ3 style): one corpus, four systems in one
// process — BM25-Passage, Proposition (the same nuggets, no governance), nuggetindex active and
// active_contested — scored at several K, with latency, ingest throughput, and a classified failure
// for every question the active view misses.

import { NuggetIndex } from '../nugget-index.js';
import type { NuggetIndexOptions } from '../options.js';
import type { Retrieval } from '../retrieve/retrieval.js';
import { AliasTable } from '../govern/aliases.js';
import type { GovernanceSwitches } from '../search/nugget-search.js';
import { PAPER_WEIGHTS } from '../search/fusion.js';
import type { View } from '../search/governance-filter.js';
import { overlaps } from '../model/interval.js';
import type { Nugget, Status } from '../model/nugget.js';
import { toIso, utc } from '../model/time.js';
import { answerForms, containsAnswer, normalizeAnswer } from './answers.js';
import { aggregate, judge, percentile, type QaMetrics } from './metrics.js';
import { PassageBm25 } from './passages.js';
import { yearPeriodsOverlap } from './question-period.js';
import { scored, timeqaCorpus, timeqaQuestions, type TimeqaEntry, type TimeqaQuestion } from './timeqa.js';

export interface EvalOptions {
  /** Cut-offs to report, e.g. [10, 20]. */
  ks: number[];
  /** Store, schema, aliases, extractor and config for the nugget systems (default: memory store, bundled schema). */
  index?: NuggetIndexOptions;
  /** Called after each stage, for progress output. */
  progress?: (stage: string, done: number, total: number) => void;
  /**
   * Also score nuggetindex active with one governance component switched off at a time (the paper's
   * Table 3): validity filtering, lifecycle states, contested handling, normalisation (a second
   * ingest with surface-form keys and no aliases), nugget granularity (the evidence sentences of the
   * same governed nuggets instead of the atomic facts).
   */
  ablations?: boolean;
}

export interface SystemResult {
  name: string;
  byK: Record<number, QaMetrics>;
  latency: { p50Ms: number; p95Ms: number };
}

/** Why the active view missed a question's answer at the largest K. */
export type FailureCause = 'no nugget extracted' | 'time not parsed' | 'wrong validity' | 'filtered by state' | 'ranked too low';

export interface Failure {
  id: string;
  question: string;
  answers: string[];
  cause: FailureCause;
  period: { start: string | null; end: string | null; from: string };
  /** Nuggets of the question's page that contain a gold answer (at most 3). */
  candidates: { text: string; status: string; start: string | null; end: string | null }[];
  /** The top results it returned instead (at most 3). */
  returned: string[];
}

export interface EvalReport {
  corpus: { pages: number; paragraphs: number; nuggets: number; byStatus: Record<Status, number>; ingestMs: number; nuggetsPerSecond: number };
  questions: number;
  unanswerable: number;
  ks: number[];
  systems: SystemResult[];
  failures: Failure[];
  failureCounts: Record<FailureCause, number>;
  /** What perfect nuggets would score under the same metrics (see perfectNuggets). */
  ceiling: QaMetrics;
}

/** The snapshot date of the dataset: "now" for questions that name no time. */
export const TIMEQA_NOW = utc(2021, 8, 1);

export async function evaluateTimeqa(entries: readonly TimeqaEntry[], options: EvalOptions): Promise<EvalReport> {
  const ks = [...new Set(options.ks)].sort((a, b) => a - b);
  const maxK = ks.at(-1)!;
  const corpus = timeqaCorpus(entries);
  const questions = timeqaQuestions(entries);
  const unanswerable = entries.reduce((n, e) => n + e.questions.length, 0) - questions.length;
  const progress = options.progress ?? (() => {});

  const ni = await NuggetIndex.open({ clock: () => TIMEQA_NOW, ...options.index });
  const started = performance.now();
  for (let i = 0; i < corpus.length; i++) {
    await ni.ingest(corpus[i]!);
    progress('ingest', i + 1, corpus.length);
  }
  const ingestMs = performance.now() - started;
  const nuggets: Nugget[] = [];
  for await (const batch of ni.store.scanNuggets()) nuggets.push(...batch);
  const passages = new PassageBm25(corpus);

  const facts =
    (index: NuggetIndex, view: View, governance: GovernanceSwitches = {}) =>
    async (q: TimeqaQuestion) =>
      (await index.retrieve(q.question, { view, k: maxK, governance })).results.map((r) => r.nugget.fact.text);
  // The active view's retrievals are kept: the failure analysis explains exactly what was scored.
  const activeRuns = new Map<string, Retrieval>();
  const systems: { name: string; run: (q: TimeqaQuestion) => Promise<string[]> }[] = [
    { name: 'BM25-Passage', run: async (q) => passages.search(q.question, maxK) },
    { name: 'Proposition', run: facts(ni, 'all') },
    {
      name: 'nuggetindex active',
      run: async (q) => {
        const r = await ni.retrieve(q.question, { view: 'active', k: maxK });
        activeRuns.set(q.id, r);
        return r.results.map((x) => x.nugget.fact.text);
      },
    },
    { name: 'nuggetindex active_contested', run: facts(ni, 'active_contested') },
  ];
  // The paper's Table 4: the same store ranked by the dense index alone and by both fused, with the
  // offline embedder trained on the corpus (a second handle on the same store, so ingest above is
  // timed without it).
  const dense = await NuggetIndex.open({ clock: () => TIMEQA_NOW, ...options.index, store: ni.store, embedder: options.index?.embedder ?? 'offline' });
  await dense.embed();
  progress('embed', 1, 1);
  for (const mode of ['semantic', 'hybrid'] as const) {
    systems.push({
      name: `nuggetindex active (${mode})`,
      run: async (q) => (await dense.retrieve(q.question, { view: 'active', k: maxK, mode })).results.map((r) => r.nugget.fact.text),
    });
  }
  systems.push({
    name: "nuggetindex active (hybrid, paper's weights)",
    run: async (q) =>
      (await dense.retrieve(q.question, { view: 'active', k: maxK, mode: 'hybrid', fusion: 'linear', weights: PAPER_WEIGHTS })).results.map(
        (r) => r.nugget.fact.text,
      ),
  });
  let surface: NuggetIndex | null = null;
  if (options.ablations) {
    surface = await NuggetIndex.open({
      clock: () => TIMEQA_NOW,
      ...options.index,
      aliases: new AliasTable(),
      config: { ...options.index?.config, normalizeKeys: false },
    });
    for (let i = 0; i < corpus.length; i++) {
      await surface.ingest(corpus[i]!);
      progress('ingest (surface keys)', i + 1, corpus.length);
    }
    systems.push(
      { name: 'active − validity filtering', run: facts(ni, 'active', { validity: false }) },
      { name: 'active − lifecycle states', run: facts(ni, 'active', { lifecycle: false }) },
      // Without contested handling a disputed fact is served as if established: the active_contested
      // set, unflagged (flags do not change these metrics, so it scores as active_contested).
      { name: 'active − contested handling', run: facts(ni, 'active_contested') },
      { name: 'active − normalisation', run: facts(surface, 'active') },
      {
        name: 'active − bridging facts',
        run: async (q) => (await ni.retrieve(q.question, { view: 'active', k: maxK, bridging: 'off' })).results.map((r) => r.nugget.fact.text),
      },
      {
        name: 'active − nugget granularity',
        run: async (q) =>
          [
            ...new Set((await ni.retrieve(q.question, { view: 'active', k: maxK })).results.flatMap((r) => r.nugget.provenance.evidence.map((e) => e.quote))),
          ].slice(0, maxK),
      },
    );
  }

  const results: SystemResult[] = [];
  for (const system of systems) {
    const lists: string[][] = [];
    const times: number[] = [];
    for (const q of questions) {
      const t = performance.now();
      lists.push(await system.run(q));
      times.push(performance.now() - t);
    }
    progress(system.name, results.length + 1, systems.length);
    const byK: Record<number, QaMetrics> = {};
    for (const k of ks) byK[k] = aggregate(questions.map((q, i) => judge(scored(q), lists[i]!.slice(0, k))));
    results.push({ name: system.name, byK, latency: { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) } });
  }

  await surface?.close();
  const ceiling = perfectNuggets(questions);
  const failures = explainMisses(activeRuns, questions, nuggets);
  const failureCounts = { 'no nugget extracted': 0, 'time not parsed': 0, 'wrong validity': 0, 'filtered by state': 0, 'ranked too low': 0 } satisfies Record<
    FailureCause,
    number
  >;
  for (const f of failures) failureCounts[f.cause]++;
  await ni.close();
  return {
    corpus: {
      pages: corpus.length,
      paragraphs: passages.size,
      nuggets: nuggets.length,
      byStatus: countStatuses(nuggets),
      ingestMs,
      nuggetsPerSecond: nuggets.length / (ingestMs / 1000),
    },
    questions: questions.length,
    unanswerable,
    ks,
    systems: results,
    failures,
    failureCounts,
    ceiling,
  };
}

/**
 * The score of a perfect extractor and retriever: each gold answer of the dataset becomes one nugget,
 * "<subject> <answer>", valid over exactly the period its question names, and a question retrieves
 * the perfect nuggets of its own page and relation whose periods overlap its own — nothing else. The
 * periods are the metric's own (TimeqaQuestion.period), so the ceiling does not depend on the system
 * under test; it is 1 and 0 unless the metric counts a valid answer against a system.
 */
export function perfectNuggets(questions: readonly TimeqaQuestion[]): QaMetrics {
  const byIndex = new Map<string, TimeqaQuestion[]>();
  for (const q of questions) {
    const same = byIndex.get(q.index);
    if (same) same.push(q);
    else byIndex.set(q.index, [q]);
  }
  return aggregate(
    questions.map((q) => {
      const texts = byIndex
        .get(q.index)!
        .filter((o) => yearPeriodsOverlap(o.period, q.period))
        .flatMap((o) => o.answers.map((a) => `${q.subject} ${a}`));
      return judge(scored(q), texts);
    }),
  );
}

function countStatuses(nuggets: readonly Nugget[]): Record<Status, number> {
  const out: Record<Status, number> = { active: 0, contested: 0, deprecated: 0 };
  for (const n of nuggets) out[n.epistemic.status]++;
  return out;
}

/** Classifies every question whose answer the active view did not return in its top results. */
function explainMisses(runs: ReadonlyMap<string, Retrieval>, questions: readonly TimeqaQuestion[], nuggets: readonly Nugget[]): Failure[] {
  const byPage = new Map<string, { n: Nugget; norm: string }[]>();
  for (const n of nuggets) {
    for (const docId of new Set(n.provenance.evidence.map((e) => e.docId))) {
      const list = byPage.get(docId) ?? [];
      list.push({ n, norm: normalizeAnswer(n.fact.text) });
      byPage.set(docId, list);
    }
  }
  const out: Failure[] = [];
  for (const q of questions) {
    const r = runs.get(q.id)!;
    const forms = q.answers.map(answerForms);
    const has = (norm: string) => forms.some((f) => containsAnswer(norm, f));
    if (r.results.some((x) => has(normalizeAnswer(x.nugget.fact.text)))) continue;
    const candidates = (byPage.get(q.link) ?? []).filter((c) => has(c.norm)).map((c) => c.n);
    const period = { start: r.period.start, end: r.period.end };
    let cause: FailureCause;
    if (candidates.length === 0) cause = 'no nugget extracted';
    else if (r.period.from === 'now') cause = 'time not parsed';
    else if (!candidates.some((n) => overlaps(n.validity, period))) cause = 'wrong validity';
    else if (!candidates.some((n) => overlaps(n.validity, period) && n.epistemic.status === 'active')) cause = 'filtered by state';
    else cause = 'ranked too low';
    out.push({
      id: q.id,
      question: q.question,
      answers: q.answers,
      cause,
      period: { start: toIso(r.period.start), end: toIso(r.period.end), from: r.period.from },
      candidates: candidates
        .slice(0, 3)
        .map((n) => ({ text: n.fact.text, status: n.epistemic.status, start: toIso(n.validity.start), end: toIso(n.validity.end) })),
      returned: r.results.slice(0, 3).map((x) => x.nugget.fact.text),
    });
  }
  return out;
}
