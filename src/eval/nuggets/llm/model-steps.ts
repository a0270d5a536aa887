// The LLM mode of the three AutoNuggetizer steps through the project's OpenAI-compatible client:
// creation over windows of ten passages (Figure 1), importance and assignment in batches of at most
// ten nuggets (Figures 2 and 3). A reply that is not a list, has the wrong length or an unknown label
// is asked again with the reason; when the attempts run out the batch is reported failed with the raw
// reply — its nuggets get no label rather than a made-up one. Good answers are cached by content.

import type { ChatMessage } from '../../../llm/client.js';
import { askChecked, emptyModelStats, DEFAULT_ATTEMPTS, type CheckedModel, type ModelRunStats, type ReplyCheck } from '../../../llm/ask.js';
import { readLabels, readStringList } from './label-list.js';
import {
  assignmentMessages,
  creationMessages,
  CREATION_WINDOW,
  importanceMessages,
  LABEL_BATCH,
  MAX_CREATED_NUGGETS,
  NUGGET_PROMPT_VERSION,
} from './prompts.js';
import { ASSIGNMENTS, IMPORTANCES, type Assignment, type BatchFailure, type Importance, type NuggetTopic } from '../records.js';

export { emptyModelStats, DEFAULT_ATTEMPTS, type ModelRunStats };

/** The model a run talks to. */
export type NuggetModel = CheckedModel;

type Read<T> = ReplyCheck<T>;

/** One batch, asked again with the reason while its reply is not a list of the right shape. */
function ask<T>(model: NuggetModel, messages: ChatMessage[], read: Read<T>, stats: ModelRunStats) {
  return askChecked(model, messages, read, stats, { version: NUGGET_PROMPT_VERSION, again: 'Answer again with only the Pythonic list, as asked.' });
}

/**
 * Figure 1 over the topic's passages, ten at a time, the list carried from window to window and
 * starting empty. A failed window leaves the list as it was.
 */
export async function createWithModel(
  topic: NuggetTopic,
  model: NuggetModel,
  stats: ModelRunStats,
  onWindow?: (done: number, total: number) => void,
): Promise<{ nuggets: string[]; failures: BatchFailure[] }> {
  let nuggets: string[] = [];
  const failures: BatchFailure[] = [];
  const windows = Math.ceil(topic.candidates.length / CREATION_WINDOW);
  for (let w = 0; w < windows; w++) {
    const passages = topic.candidates.slice(w * CREATION_WINDOW, (w + 1) * CREATION_WINDOW);
    const got = await ask(model, creationMessages(topic.query, passages, nuggets), readNuggetList, stats);
    if ('value' in got) nuggets = got.value;
    else failures.push({ step: 'create', qid: topic.qid, batch: w, reasons: got.reasons, reply: got.reply });
    onWindow?.(w + 1, windows);
  }
  return { nuggets, failures };
}

/** A nugget list: strings, blanks dropped, at most MAX_CREATED_NUGGETS (the prompt's bound; extra ones are cut as nuggetizer does). */
const readNuggetList: Read<string[]> = (reply) => {
  const list = readStringList(reply);
  if (!list) return { reason: 'no list of strings in the reply' };
  return {
    value: list
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .slice(0, MAX_CREATED_NUGGETS),
  };
};

/** Labels, ten nuggets a call; null for the nuggets of a failed batch. */
async function labelInBatches<L extends string>(
  texts: readonly string[],
  messages: (batch: string[]) => ChatMessage[],
  allowed: readonly L[],
  model: NuggetModel,
  stats: ModelRunStats,
  failure: (batch: number, reasons: string[], reply: string) => BatchFailure,
): Promise<{ labels: (L | null)[]; failures: BatchFailure[] }> {
  // The batches are independent: asked at once, the client's concurrency bound (--llm-concurrency) decides how many are in flight.
  const batches = Array.from({ length: Math.ceil(texts.length / LABEL_BATCH) }, (_, b) => texts.slice(b * LABEL_BATCH, (b + 1) * LABEL_BATCH));
  const answers = await Promise.all(
    batches.map((batch) => {
      const read: Read<L[]> = (reply) => {
        const got = readLabels(reply, batch.length, allowed);
        return 'labels' in got ? { value: got.labels } : got;
      };
      return ask(model, messages(batch), read, stats);
    }),
  );
  const labels: (L | null)[] = [];
  const failures: BatchFailure[] = [];
  answers.forEach((got, b) => {
    if ('value' in got) labels.push(...got.value);
    else {
      labels.push(...batches[b]!.map(() => null));
      failures.push(failure(b, got.reasons, got.reply));
    }
  });
  return { labels, failures };
}

/** Figure 2: vital or okay for each nugget, in batches of ten. */
export function importanceWithModel(qid: string, query: string, nuggets: readonly string[], model: NuggetModel, stats: ModelRunStats) {
  return labelInBatches<Importance>(
    nuggets,
    (batch) => importanceMessages(query, batch),
    IMPORTANCES,
    model,
    stats,
    (batch, reasons, reply) => ({
      step: 'importance',
      qid,
      batch,
      reasons,
      reply,
    }),
  );
}

/** Figure 3: support, partial_support or not_support of each nugget by one answer, in batches of ten. */
export function assignWithModel(
  answer: { qid: string; runId: string; query: string; text: string },
  nuggets: readonly string[],
  model: NuggetModel,
  stats: ModelRunStats,
) {
  return labelInBatches<Assignment>(
    nuggets,
    (batch) => assignmentMessages(answer.query, answer.text, batch),
    ASSIGNMENTS,
    model,
    stats,
    (batch, reasons, reply) => ({ step: 'assign', qid: answer.qid, runId: answer.runId, batch, reasons, reply }),
  );
}
