// The LLM mode of the three AutoNuggetizer steps through the project's OpenAI-compatible client:
// creation over windows of ten passages (Figure 1), importance and assignment in batches of at most
// ten nuggets (Figures 2 and 3). A reply that is not a list, has the wrong length or an unknown label
// is asked again with the reason; when the attempts run out the batch is reported failed with the raw
// reply — its nuggets get no label rather than a made-up one. Good answers are cached by content.

import { cacheKey, type LlmCache } from '../../../llm/cache.js';
import type { ChatClient, ChatMessage } from '../../../llm/client.js';
import { NuggetIndexError } from '../../../model/errors.js';
import { addUsage, type TokenUsage } from '../../../llm/usage.js';
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

/** The model a run talks to. */
export interface NuggetModel {
  client: ChatClient;
  /** Where good answers are kept between runs. Default: none. */
  cache?: LlmCache;
  /** Tries per batch, the first included, 1–10. Default 3. */
  attempts?: number;
}

export const DEFAULT_ATTEMPTS = 3;

/** What a run asked, for the end-of-run report and cost line. */
export interface ModelRunStats {
  /** Calls answered by the endpoint (retries included). */
  requests: number;
  /** Calls answered from the cache. */
  cacheHits: number;
  /** Replies refused (not a list, wrong length, unknown label) and asked again or given up on. */
  refusedReplies: number;
  /** Batches that failed after every attempt. */
  failedBatches: number;
  spent: TokenUsage;
}

export function emptyModelStats(): ModelRunStats {
  return { requests: 0, cacheHits: 0, refusedReplies: 0, failedBatches: 0, spent: { promptTokens: 0, completionTokens: 0 } };
}

type Read<T> = (reply: string) => { value: T } | { reason: string };

/** One batch: the answer read by `read`, or the reasons and last reply when no attempt gave one. */
async function ask<T>(
  model: NuggetModel,
  messages: ChatMessage[],
  read: Read<T>,
  stats: ModelRunStats,
): Promise<{ value: T } | { reasons: string[]; reply: string }> {
  const key = model.cache ? await cacheKey({ model: model.client.model, promptVersion: NUGGET_PROMPT_VERSION, messages }) : '';
  if (model.cache) {
    const hit = await model.cache.get(key).catch(() => null);
    const read1 = hit ? read(hit.content) : null;
    if (read1 && 'value' in read1) {
      stats.cacheHits++;
      return read1;
    }
  }
  const attempts = Math.max(1, Math.min(10, model.attempts ?? DEFAULT_ATTEMPTS));
  const reasons: string[] = [];
  let conversation = messages;
  let reply = '';
  for (let i = 0; i < attempts; i++) {
    let answer: Awaited<ReturnType<ChatClient['chat']>>;
    try {
      answer = await model.client.chat({ messages: conversation });
    } catch (e) {
      // The endpoint kept failing (after the client's own retries): this batch fails, the run goes
      // on. A refused request (bad key, model or URL) or a cancelled run stops everything instead.
      if (!(e instanceof NuggetIndexError) || e.code !== 'STORE_ERROR') throw e;
      reasons.push(e.message);
      stats.failedBatches++;
      return { reasons, reply };
    }
    stats.requests++;
    stats.spent = addUsage(stats.spent, answer.usage);
    reply = answer.content;
    const got = read(reply);
    if ('value' in got) {
      if (model.cache) {
        await model.cache
          .set(key, { content: reply, model: model.client.model, promptVersion: NUGGET_PROMPT_VERSION, usage: answer.usage })
          .catch(() => undefined);
      }
      return got;
    }
    stats.refusedReplies++;
    reasons.push(got.reason);
    // The next attempt shows the model its reply and what was wrong with it.
    conversation = [
      ...messages,
      { role: 'assistant', content: reply },
      { role: 'user', content: `That reply cannot be used: ${got.reason}. Answer again with only the Pythonic list, as asked.` },
    ];
  }
  stats.failedBatches++;
  return { reasons, reply };
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
