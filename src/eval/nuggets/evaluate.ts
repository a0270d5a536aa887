// The AutoNuggetizer as library calls — nuggetize (creation + importance), assign, score — and
// evaluateAnswer, which runs them for one answer against the governed store and adds the stale-fact
// check. Each step runs with a model (mode "llm") or without one (mode "offline": creation from the
// store or from the passages by the offline extractor, assignment by lexical entailment), and every
// result says which, so an offline figure is never mistaken for the paper's.

import { NuggetIndexError } from '../../model/errors.js';
import type { NuggetIndex } from '../../nugget-index.js';
import { entails } from './offline/entailment.js';
import type { AssignmentRecord, MetricsRecord, NuggetList } from './formats.js';
import { wordCount } from './formats.js';
import { nuggetsFromPassages, nuggetsFromStore } from './offline/from-store.js';
import { assignWithModel, createWithModel, emptyModelStats, importanceWithModel, type ModelRunStats, type NuggetModel } from './llm/model-steps.js';
import { AUTO_NUGGETS_KEPT } from './llm/prompts.js';
import type { AssignedNugget, BatchFailure, Importance, NuggetMode, NuggetTopic, RunAnswer, ScoredNugget } from './records.js';
import { answerScores, meanScores, type NuggetScores } from './scores.js';
import { staleFacts, type StaleFact } from './stale-facts.js';

/** How a step runs: `mode` "llm" needs `model`. */
export interface StepOptions {
  mode?: NuggetMode;
  model?: NuggetModel;
  /** Counts of the model's calls, added to across steps (for a run's cost line). */
  stats?: ModelRunStats;
}

export interface NuggetizeOptions extends StepOptions {
  /**
   * Offline creation from this governed store (the facts valid at `time` the retriever returns)
   * instead of from the topic's passages.
   */
  index?: NuggetIndex;
  /** ISO date the question is about, for creation from a store. */
  time?: string;
  /** Called after each creation window (LLM mode). */
  onWindow?: (done: number, total: number) => void;
}

/** A step's output and the batches whose replies were never usable. */
export interface StepResult<T> {
  value: T;
  failures: BatchFailure[];
}

function modeOf(o: StepOptions): NuggetMode {
  const mode = o.mode ?? (o.model ? 'llm' : 'offline');
  if (mode !== 'llm' && mode !== 'offline')
    throw new NuggetIndexError('INVALID_INPUT', `mode: ${JSON.stringify(mode)} must be "llm" or "offline"`, { field: 'mode' });
  if (mode === 'llm' && !o.model) throw new NuggetIndexError('INVALID_INPUT', 'mode "llm" needs a model (an OpenAI-compatible endpoint)', { field: 'model' });
  return mode;
}

function checkTopic(topic: NuggetTopic): void {
  if (typeof topic?.query !== 'string' || topic.query.trim() === '')
    throw new NuggetIndexError('INVALID_INPUT', 'query: must be a non-empty string', { field: 'query' });
  if (!Array.isArray(topic.candidates)) throw new NuggetIndexError('INVALID_INPUT', 'candidates: must be a list of passages', { field: 'candidates' });
}

/**
 * Creates a question's AutoNuggets: LLM mode runs Figure 1 over windows of ten passages, then
 * Figure 2 in batches of ten, sorts vital first and keeps 20; offline mode proposes the facts a
 * governed store (given, or built from the passages) holds at the question's time.
 *
 * @example (await nuggetize({ qid: '1', query: 'Who founded Acme?', candidates: [{ docid: 'd1', text: 'Acme was founded by Jane Doe in 1990.' }] })).value.mode // 'offline'
 */
export async function nuggetize(topic: NuggetTopic, options: NuggetizeOptions = {}): Promise<StepResult<NuggetList>> {
  checkTopic(topic);
  const mode = modeOf(options);
  if (mode === 'offline') {
    const time = options.time === undefined ? {} : { time: options.time };
    const nuggets = options.index ? await nuggetsFromStore(options.index, topic.query, time) : await nuggetsFromPassages(topic, time);
    return { value: { qid: topic.qid, query: topic.query, nuggets, mode }, failures: [] };
  }
  const stats = options.stats ?? emptyModelStats();
  // From a store, the governed facts are the candidate nuggets (with their provenance) and the model labels their importance.
  const fromStore = options.index ? await nuggetsFromStore(options.index, topic.query, options.time === undefined ? {} : { time: options.time }) : null;
  const created = fromStore ? { nuggets: fromStore.map((n) => n.text), failures: [] } : await createWithModel(topic, options.model!, stats, options.onWindow);
  const labelled = await importanceWithModel(topic.qid, topic.query, created.nuggets, options.model!, stats);
  const scored: ScoredNugget[] = created.nuggets.map((text, i) => ({
    text,
    importance: labelled.labels[i] ?? null,
    ...(fromStore?.[i]?.provenance ? { provenance: fromStore[i]!.provenance } : {}),
  }));
  // Vital first, creation order within each label (§4.1.1); a nugget whose label failed stays, unlabelled, last.
  const rank = (i: Importance | null) => (i === 'vital' ? 0 : i === 'okay' ? 1 : 2);
  const kept = scored
    .map((n, i) => ({ n, i }))
    .sort((a, b) => rank(a.n.importance) - rank(b.n.importance) || a.i - b.i)
    .slice(0, AUTO_NUGGETS_KEPT)
    .map(({ n }) => n);
  return { value: { qid: topic.qid, query: topic.query, nuggets: kept, mode }, failures: [...created.failures, ...labelled.failures] };
}

/**
 * Assigns a question's nuggets against one answer: support, partial_support or not_support each
 * (Figure 3, ten nuggets a call), or offline by lexical entailment.
 *
 * @example (await assign({ qid: '1', query: 'q', nuggets: [{ text: 'Jane Doe founded Acme', importance: 'vital' }] }, { runId: 'r', qid: '1', text: 'Acme was founded by Jane Doe.' })).value.nuggets[0]!.assignment // 'support'
 */
export async function assign(list: NuggetList, answer: RunAnswer, options: AssignOptions = {}): Promise<StepResult<AssignmentRecord>> {
  const mode = modeOf(options);
  const stale = options.index ? { staleFacts: await staleFacts(options.index, list.query, answer.text, options.time) } : {};
  const base = {
    qid: list.qid,
    query: list.query,
    runId: answer.runId,
    answerText: answer.text,
    responseLength: answer.responseLength ?? wordCount(answer.text),
    mode,
    ...stale,
  };
  // An empty answer states nothing: every nugget is not supported, and no model is asked (nuggetizer does the same).
  if (answer.text.trim() === '') return { value: { ...base, nuggets: list.nuggets.map((n) => ({ ...n, assignment: 'not_support' as const })) }, failures: [] };
  if (mode === 'offline') {
    const nuggets: AssignedNugget[] = list.nuggets.map((n) => ({ ...n, assignment: entails(n.text, answer.text).assignment }));
    return { value: { ...base, nuggets }, failures: [] };
  }
  const stats = options.stats ?? emptyModelStats();
  const got = await assignWithModel(
    { qid: list.qid, runId: answer.runId, query: list.query, text: answer.text },
    list.nuggets.map((n) => n.text),
    options.model!,
    stats,
  );
  const nuggets = list.nuggets.map((n, i) => ({ ...n, assignment: got.labels[i] ?? null }));
  return { value: { ...base, nuggets }, failures: got.failures };
}

export interface AssignOptions extends StepOptions {
  /** Flag the stale facts the answer states, by this store's validity and lifecycle. */
  index?: NuggetIndex;
  /** ISO date the question is about; default: parsed from the question, else now. */
  time?: string;
}

/** Scores of assignment records: per answer, the mean per run (qid "all"), and the answers left out. */
export interface ScoreReport {
  answers: MetricsRecord[];
  runs: MetricsRecord[];
  /**
   * Answers not scored, never scored as 0: a nugget without a label (its batch failed), or no nugget
   * at all (creation failed or had no passage to read).
   */
  incomplete: { runId: string; qid: string; reason: 'failed batch' | 'no nuggets' }[];
  /** Records of a run and question already seen: the last one counts (as nuggetizer keys answers by topic). */
  duplicates: { runId: string; qid: string }[];
}

/**
 * V_strict, V, A_strict and A per answer, and each run's mean over its answers (§4.4).
 *
 * @example score([{ qid: '1', query: 'q', runId: 'r', answerText: '', responseLength: 0, nuggets: [{ text: 'a', importance: 'vital', assignment: 'support' }] }]).runs[0]!.scores.vitalStrict // 1
 */
export function score(records: readonly AssignmentRecord[]): ScoreReport {
  const answers: MetricsRecord[] = [];
  const incomplete: ScoreReport['incomplete'] = [];
  const duplicates: ScoreReport['duplicates'] = [];
  const last = new Map<string, AssignmentRecord>();
  for (const r of records) {
    const key = `${r.runId}\u0000${r.qid}`;
    if (last.has(key)) {
      duplicates.push({ runId: r.runId, qid: r.qid });
      last.delete(key); // re-inserted below, so the run keeps the order of its last record
    }
    last.set(key, r);
  }
  const byRun = new Map<string, NuggetScores[]>();
  for (const r of last.values()) {
    if (r.nuggets.length === 0) {
      incomplete.push({ runId: r.runId, qid: r.qid, reason: 'no nuggets' });
      continue;
    }
    const s = answerScores(r.nuggets);
    if (!s) {
      incomplete.push({ runId: r.runId, qid: r.qid, reason: 'failed batch' });
      continue;
    }
    answers.push({ qid: r.qid, runId: r.runId, scores: s });
    byRun.set(r.runId, [...(byRun.get(r.runId) ?? []), s]);
  }
  const runs = [...byRun].map(([runId, list]) => ({ qid: 'all', runId, scores: meanScores(list) }));
  return { answers, runs, incomplete, duplicates };
}

export interface EvaluateAnswerInput {
  question: string;
  answer: string;
  /** ISO date the question is about; default: parsed from the question, else now. */
  time?: string;
  /** The answer key; default: created from `index` (or from `passages`). */
  nuggets?: ScoredNugget[];
  /** Passages to create the key from when there is no store. */
  passages?: { docid: string; text: string }[];
}

export interface AnswerEvaluation {
  mode: NuggetMode;
  /** True when any step ran offline: the figures approximate the paper's LLM judgments. */
  approximate: boolean;
  nuggets: AssignedNugget[];
  /** Null when a batch failed (see failures). */
  scores: NuggetScores | null;
  /** Facts the answer states that the store holds as not valid at the question's time (empty without a store). */
  staleFacts: StaleFact[];
  failures: BatchFailure[];
}

/**
 * Evaluates one answer: its nugget key (given, or created from the store or the passages), the
 * assignment of each nugget, the four scores, and the stale facts it states.
 *
 * @example (await evaluateAnswer({ question: 'Who is the CEO of Acme?', answer: 'Jane Doe.' }, { index: ni })).scores?.vitalStrict
 */
export async function evaluateAnswer(input: EvaluateAnswerInput, options: NuggetizeOptions = {}): Promise<AnswerEvaluation> {
  if (typeof input?.question !== 'string' || input.question.trim() === '')
    throw new NuggetIndexError('INVALID_INPUT', 'question: must be a non-empty string', { field: 'question' });
  if (typeof input.answer !== 'string') throw new NuggetIndexError('INVALID_INPUT', 'answer: must be a string', { field: 'answer' });
  if (!input.nuggets && !options.index && !input.passages) {
    throw new NuggetIndexError('INVALID_INPUT', 'nuggets: give the answer key, a store (index) or passages to create it from', { field: 'nuggets' });
  }
  const mode = modeOf(options);
  const time = input.time ?? options.time;
  const topic: NuggetTopic = { qid: 'q', query: input.question, candidates: input.passages ?? [] };
  const created = input.nuggets
    ? { value: { qid: 'q', query: input.question, nuggets: input.nuggets }, failures: [] }
    : await nuggetize(topic, { ...options, ...(time === undefined ? {} : { time }) });
  const assigned = await assign(created.value, { runId: 'answer', qid: 'q', text: input.answer }, { ...options, ...(time === undefined ? {} : { time }) });
  return {
    mode,
    approximate: mode === 'offline' || created.value.mode === 'offline',
    nuggets: assigned.value.nuggets,
    scores: answerScores(assigned.value.nuggets),
    staleFacts: assigned.value.staleFacts ?? [],
    failures: [...created.failures, ...assigned.failures],
  };
}
