// What an LLM-mode nugget run would cost, counted from the prompts it would send: creation (one call
// per window of ten passages, the nugget list growing to at most 30), importance (one call per ten
// nuggets) and assignment (one call per ten nuggets per answer). Nugget lists not yet created are
// assumed full (30), so the figure is an upper bound. Sends nothing.

import { estimateRequestTokens, estimateTokens, priced, type PriceQuote, type RequestEstimate } from '../../llm/usage.js';
import type { NuggetList } from './formats.js';
import {
  assignmentMessages,
  creationMessages,
  CREATION_WINDOW,
  importanceMessages,
  LABEL_BATCH,
  MAX_CREATED_NUGGETS,
  NUGGET_PROMPT_VERSION,
} from './llm/prompts.js';
import type { NuggetTopic, RunAnswer } from './records.js';

export interface NuggetCostEstimate extends RequestEstimate {
  step: 'nuggetize' | 'assign';
  /** Questions (nuggetize), or run/question pairs assigned (assign: every question for every run). */
  items: number;
}

/** A stand-in nugget of the paper's average length (about 7 words, Table 4). */
const TYPICAL_NUGGET = 'Swift dated John Mayer at nineteen years old';
const LABEL_TOKENS_EACH = 5;

/**
 * The requests and tokens `nuggetize --mode llm` would send for these questions.
 *
 * @example estimateNuggetizeCost([{ qid: '1', query: 'q', candidates: [] }], 'gpt-4o-mini', priceOf('gpt-4o-mini')).requests // 0
 */
export function estimateNuggetizeCost(topics: readonly NuggetTopic[], model: string, price: PriceQuote): NuggetCostEstimate {
  const e = { model, promptVersion: NUGGET_PROMPT_VERSION, step: 'nuggetize' as const, items: topics.length, requests: 0, inputTokens: 0, outputTokens: 0 };
  const full = Array.from({ length: MAX_CREATED_NUGGETS }, () => TYPICAL_NUGGET);
  for (const t of topics) {
    const windows = Math.ceil(t.candidates.length / CREATION_WINDOW);
    for (let w = 0; w < windows; w++) {
      // The list grows over the windows; from the second on, assume it is full.
      const list = w === 0 ? [] : full;
      e.requests++;
      e.inputTokens += estimateRequestTokens(creationMessages(t.query, t.candidates.slice(w * CREATION_WINDOW, (w + 1) * CREATION_WINDOW), list));
      e.outputTokens += estimateTokens(JSON.stringify(full));
    }
    if (windows === 0) continue;
    for (let b = 0; b * LABEL_BATCH < MAX_CREATED_NUGGETS; b++) {
      e.requests++;
      e.inputTokens += estimateRequestTokens(importanceMessages(t.query, full.slice(0, LABEL_BATCH)));
      e.outputTokens += LABEL_BATCH * LABEL_TOKENS_EACH;
    }
  }
  return priced(e, price);
}

/**
 * The requests and tokens `assign --mode llm` would send: as assign runs, every nugget list against
 * every run present in `answers` (and the runs of `emptyRuns`, answers files with no records), ten
 * nuggets a request. A question a run did not answer, or answered with nothing, is assigned without
 * a request (an empty answer is all not_support); an answer to a question without a nugget list is
 * not assigned; of two answers of a run to one question, the last counts.
 *
 * @example estimateAssignCost([], [], 'gpt-4o-mini', priceOf('gpt-4o-mini')).requests // 0
 */
export function estimateAssignCost(
  lists: readonly NuggetList[],
  answers: readonly RunAnswer[],
  model: string,
  price: PriceQuote,
  emptyRuns: readonly string[] = [],
): NuggetCostEstimate {
  const e = { model, promptVersion: NUGGET_PROMPT_VERSION, step: 'assign' as const, items: 0, requests: 0, inputTokens: 0, outputTokens: 0 };
  const runs = new Map<string, Map<string, RunAnswer>>();
  for (const a of answers) {
    const byQid = runs.get(a.runId) ?? new Map<string, RunAnswer>();
    byQid.set(a.qid, a);
    runs.set(a.runId, byQid);
  }
  for (const runId of emptyRuns) if (!runs.has(runId)) runs.set(runId, new Map());
  for (const byQid of runs.values()) {
    for (const list of lists) {
      e.items++;
      const text = byQid.get(list.qid)?.text ?? '';
      if (text.trim() === '') continue;
      const texts = list.nuggets.map((n) => n.text);
      for (let b = 0; b * LABEL_BATCH < texts.length; b++) {
        const batch = texts.slice(b * LABEL_BATCH, (b + 1) * LABEL_BATCH);
        e.requests++;
        e.inputTokens += estimateRequestTokens(assignmentMessages(list.query, text, batch));
        e.outputTokens += batch.length * LABEL_TOKENS_EACH;
      }
    }
  }
  return priced(e, price);
}
