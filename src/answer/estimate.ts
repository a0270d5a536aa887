// What `answer --mode llm` would cost, counted from the prompts it would send for each question's
// governed pool, and sending nothing. Crucible: ideation over the pool, one paraphrase check, one
// ranking, then one extraction per sentence kept (and one verification each with --verify).
// GINGER: the provisional answer and the rewrites, one detection per top passage, one summary per
// facet that fits the budget, one fluency pass. Where the count depends on the model's replies
// (how many nuggets, facets), it is the most the settings allow: an upper bound.

import type { NuggetIndex } from '../nugget-index.js';
import { estimateRequestTokens, estimateTokens, priced, type PriceQuote, type RequestEstimate } from '../llm/usage.js';
import { answerSettings, type AnswerOptions } from './answer.js';
import { buildPool } from './pool.js';
import {
  ANSWER_PROMPT_VERSION,
  answerFirstMessages,
  detectionMessages,
  fluencyMessages,
  importanceMessages,
  paraphraseMessages,
  rewriteMessages,
  summaryMessages,
  verificationMessages,
} from './llm/prompts.js';
import { extractionRequest, IDEATION_NUGGETS, ideationRequest } from './llm/steps.js';
import type { Pipeline } from './records.js';

export interface AnswerCostEstimate extends RequestEstimate {
  pipeline: Pipeline;
  questions: number;
}

/** A stand-in Q&A nugget and a stand-in answer sentence, of typical length. */
const TYPICAL_NUGGET = 'Who led the company in that year? Jane Doe, its chief executive';
const TYPICAL_SENTENCE = 'Jane Doe was the chief executive officer of Acme from March 2015 until June 2019.';
/** Paraphrase pairs assumed per question (the near misses among 20 nuggets are few). */
const PARAPHRASE_PAIRS = 10;

/**
 * The requests and tokens `answer --mode llm` would send for these questions.
 *
 * @example (await estimateAnswerCost(ni, [{ question: 'Who is the CEO of Acme?' }], {}, 'gpt-4o-mini', priceOf('gpt-4o-mini'))).requests
 */
export async function estimateAnswerCost(
  ni: NuggetIndex,
  questions: readonly { question: string; time?: string }[],
  options: Omit<AnswerOptions, 'mode' | 'model' | 'stats' | 'time'>,
  model: string,
  price: PriceQuote,
): Promise<AnswerCostEstimate> {
  const { pipeline, k, documents, sentences, words, rewrites, passages: m, verify } = answerSettings(options);
  const e = { model, promptVersion: ANSWER_PROMPT_VERSION, pipeline, questions: questions.length, requests: 0, inputTokens: 0, outputTokens: 0 };
  const add = (messages: readonly { content: string }[], output: number) => {
    e.requests++;
    e.inputTokens += estimateRequestTokens(messages);
    e.outputTokens += output;
  };
  for (const q of questions) {
    const pool = await buildPool(ni, q.question, { ...(q.time === undefined ? {} : { time: q.time }), k, documents });
    if (pool.facts.length === 0 && pool.sentences.length === 0) continue; // answered with a note, no request
    if (pipeline === 'crucible') {
      add(
        ideationRequest(pool).messages,
        estimateTokens(JSON.stringify(Array.from({ length: IDEATION_NUGGETS }, () => ({ question: TYPICAL_NUGGET, answer: 'x', sources: ['p1'] })))),
      );
      add(
        paraphraseMessages(
          q.question,
          Array.from({ length: PARAPHRASE_PAIRS }, () => [TYPICAL_NUGGET, TYPICAL_NUGGET] as [string, string]),
        ),
        PARAPHRASE_PAIRS * 2,
      );
      add(
        importanceMessages(
          q.question,
          Array.from({ length: IDEATION_NUGGETS }, () => TYPICAL_NUGGET),
        ),
        IDEATION_NUGGETS * 3,
      );
      const stand = { question: q.question, answer: '', quoted: pool.sentences.slice(0, 1), facts: [] };
      const extraction = extractionRequest(pool, stand).messages;
      for (let i = 0; i < sentences; i++)
        add(extraction, estimateTokens(JSON.stringify({ passage: 'p1', quote: TYPICAL_SENTENCE, sentence: TYPICAL_SENTENCE, confidence: 0.9 })));
      if (verify) for (let i = 0; i < sentences; i++) add(verificationMessages(q.question, TYPICAL_SENTENCE, TYPICAL_SENTENCE), 5);
      continue;
    }
    if (rewrites > 0) {
      add(answerFirstMessages(q.question), estimateTokens(TYPICAL_SENTENCE) * 3);
      add(rewriteMessages(q.question, TYPICAL_SENTENCE, rewrites), rewrites * 12);
    }
    // At most m passages are read (which ones depends on the rewrites): count the first m.
    const top = pool.passages.slice(0, m);
    for (const p of top) add(detectionMessages(q.question, p.text), estimateTokens(p.text) + 10);
    const facets = Math.min(top.length + pool.facts.length, Math.ceil(words / 10));
    for (let i = 0; i < facets; i++) add(summaryMessages([TYPICAL_SENTENCE, TYPICAL_SENTENCE]), estimateTokens(TYPICAL_SENTENCE));
    if (facets > 1)
      add(fluencyMessages(q.question, Array.from({ length: facets }, () => TYPICAL_SENTENCE).join(' ')), estimateTokens(TYPICAL_SENTENCE) * facets);
  }
  return priced(e, price);
}
