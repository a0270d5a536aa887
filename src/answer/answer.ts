// `answer`: a governed answer to a question from a NuggetIndex, by Crucible or GINGER, offline or
// through a model. Validates its input, builds the governed pool (pool.ts), runs the pipeline and
// says plainly when there is nothing to answer from ("no fact valid in 1850 matches").

import type { NuggetIndex } from '../nugget-index.js';
import { emptyModelStats, type CheckedModel, type ModelRunStats } from '../llm/ask.js';
import { NuggetIndexError } from '../model/errors.js';
import { toIso } from '../model/time.js';
import { booleanValue, optionsObject, optionValue, RETRIEVE, stringValue, type ChoiceSpec, type IntegerSpec } from '../options.js';
import { crucible } from './crucible.js';
import { ginger } from './ginger.js';
import { buildPool, type AnswerPool } from './pool.js';
import { dateWords } from './statements.js';
import { ANSWER_MODES, PIPELINES, type Answer, type AnswerMode, type Pipeline } from './records.js';

/** The answer options, with ranges and defaults, as every front end shows them. */
export const ANSWER = {
  pipeline: <ChoiceSpec<Pipeline>>{
    type: 'choice',
    values: PIPELINES,
    default: 'crucible',
    description: 'crucible (a Q&A nugget bank, one cited sentence per nugget) or ginger (nuggets clustered by facet, one sentence per facet).',
  },
  mode: <ChoiceSpec<AnswerMode>>{
    type: 'choice',
    values: ANSWER_MODES,
    default: 'offline',
    description: "offline (no model: the store's facts and sentence selection, approximate) or llm (every stage through the model).",
  },
  k: { type: 'integer', min: 1, max: 200, default: 20, description: 'Facts retrieved from the store for the question.' },
  documents: { type: 'integer', min: 1, max: 50, default: 8, description: 'Documents whose sentences may be quoted.' },
  sentences: { type: 'integer', min: 1, max: 50, default: 5, description: 'Crucible: at most this many sentences (one per nugget).' },
  words: { type: 'integer', min: 10, max: 2000, default: 120, description: 'GINGER: the length budget in words.' },
  rewrites: { type: 'integer', min: 0, max: 10, default: 3, description: 'GINGER: query rewrites fused with the question.' },
  passages: { type: 'integer', min: 1, max: 100, default: 10, description: 'GINGER: top passages nuggets are detected in.' },
  bridging: RETRIEVE.bridging,
  kb: RETRIEVE.kb,
} satisfies Record<string, ChoiceSpec | IntegerSpec>;

/** Longer questions are refused rather than retrieved for. */
export const MAX_QUESTION_CHARS = 2000;

export interface AnswerOptions {
  /** ISO date the question is about; default: the time the question names, else now. */
  time?: string;
  pipeline?: Pipeline;
  mode?: AnswerMode;
  /** The model (LLM mode; required there). */
  model?: CheckedModel;
  /** Counters for the run's model calls (one object may be shared across answers). */
  stats?: ModelRunStats;
  k?: number;
  documents?: number;
  sentences?: number;
  words?: number;
  rewrites?: number;
  passages?: number;
  /** Bridging facts among the retrieved facts (see RETRIEVE.bridging). Default on. */
  bridging?: 'on' | 'off';
  /** At most this many bridging facts among the k (IndexRAG k_b). Default 3. */
  kb?: number;
  /** Crucible: verify each sentence against its cited span (the model in LLM mode). Default false. */
  verify?: boolean;
}

/** The pipeline settings of `options`, validated, with their defaults (what `answer` and its cost estimate read). */
export function answerSettings(o: Partial<AnswerOptions>) {
  return {
    pipeline: optionValue(ANSWER.pipeline, 'pipeline', o.pipeline),
    k: optionValue(ANSWER.k, 'k', o.k),
    documents: optionValue(ANSWER.documents, 'documents', o.documents),
    sentences: optionValue(ANSWER.sentences, 'sentences', o.sentences),
    words: optionValue(ANSWER.words, 'words', o.words),
    rewrites: optionValue(ANSWER.rewrites, 'rewrites', o.rewrites),
    passages: optionValue(ANSWER.passages, 'passages', o.passages),
    bridging: optionValue(ANSWER.bridging, 'bridging', o.bridging),
    kb: optionValue(ANSWER.kb, 'kb', o.kb),
    verify: booleanValue('verify', o.verify, false),
  };
}

/**
 * Answers a question from the governed store: only facts valid at the asked time, a dispute stated
 * as disputed with every side cited, an ended fact only with its period; every sentence cites
 * document, revision and character span.
 *
 * @example const a = await answer(ni, 'Who was CEO of Northwind Energy in 2018?', { pipeline: 'ginger' })
 */
export async function answer(ni: NuggetIndex, question: string, options?: AnswerOptions): Promise<Answer> {
  const q = stringValue('question', question).trim();
  if (q.length > MAX_QUESTION_CHARS)
    throw new NuggetIndexError('INVALID_INPUT', `question: at most ${MAX_QUESTION_CHARS} characters (got ${q.length})`, { field: 'question' });
  const o = optionsObject(options, 'options');
  const mode = optionValue(ANSWER.mode, 'mode', o.mode);
  if (mode === 'llm' && !o.model)
    throw new NuggetIndexError('INVALID_INPUT', 'model: LLM mode needs a model (an OpenAI-compatible client)', { field: 'model' });
  const time = o.time === undefined ? undefined : stringValue('time', o.time);
  const { pipeline, verify, ...settings } = answerSettings(o);
  const pool = await buildPool(ni, q, {
    ...(time === undefined ? {} : { time }),
    k: settings.k,
    documents: settings.documents,
    bridging: settings.bridging,
    kb: settings.kb,
  });
  const run = mode === 'llm' ? { model: o.model!, stats: o.stats ?? emptyModelStats() } : null;
  const base = {
    question: q,
    time: { start: toIso(pool.period.start), end: toIso(pool.period.end), from: pool.period.from },
    pipeline,
    mode,
    approximate: mode === 'offline',
  };
  if (pool.facts.length === 0 && pool.sentences.length === 0) {
    return { ...base, text: '', sentences: [], note: nothingNote(ni, pool), trace: { withheld: pool.withheld }, failures: [] };
  }
  if (!pool.onTopic) {
    const named = pool.names.map((n) => `"${n}"`).join(', ');
    return { ...base, text: '', sentences: [], note: `nothing the store holds for that time names ${named}`, trace: { withheld: pool.withheld }, failures: [] };
  }
  if (pipeline === 'crucible') {
    const got = await crucible(pool, { sentences: settings.sentences, verify }, run);
    return finish(base, pool, got.sentences, { nuggets: got.nuggets, withheld: pool.withheld }, got.failures, ni);
  }
  const got = await ginger(pool, settings, run);
  return finish(base, pool, got.sentences, { facets: got.facets, rewrites: got.rewrites, polished: got.polished, withheld: pool.withheld }, got.failures, ni);
}

function finish(
  given: Omit<Answer, 'text' | 'sentences' | 'note' | 'trace' | 'failures'>,
  pool: AnswerPool,
  sentences: Answer['sentences'],
  trace: Answer['trace'],
  failures: Answer['failures'],
  ni: NuggetIndex,
): Answer {
  // A step the offline rules stood in for makes the answer approximate, whatever the mode.
  const base = { ...given, approximate: given.approximate || failures.length > 0 };
  return {
    ...base,
    text: sentences.map((s) => s.text).join(' '),
    sentences,
    note: sentences.length === 0 ? nothingNote(ni, pool) : null,
    trace,
    failures,
  };
}

/** What to say when nothing answers: the asked time, and the span the store covers when it lies outside. */
function nothingNote(ni: NuggetIndex, pool: AnswerPool): string {
  const { start, end, from } = pool.period;
  const when =
    from === 'now'
      ? 'now'
      : Number.isFinite(start)
        ? `in ${dateWords(start, 'year')}${end - start > 370 * 86_400_000 && Number.isFinite(end) ? `–${dateWords(end - 1, 'year')}` : ''}`
        : 'at that time';
  const span = ni.timeSpan();
  const covered = span.start && span.end ? `; the store's facts span ${span.start.slice(0, 4)} to ${span.end.slice(0, 4)}` : '';
  const outside =
    span.start && span.end && ((Number.isFinite(end) && end <= Date.parse(span.start)) || (Number.isFinite(start) && start >= Date.parse(span.end)));
  return `no fact valid ${when} matches the question${outside ? covered : ''}`;
}
