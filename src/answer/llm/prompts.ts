// The prompts of the answer pipelines' LLM mode. GINGER's are the paper's (LiveRAG'25, Appendix B)
// word for word, with one sentence added to the fluency prompt so citation markers survive it.
// Crucible's paper does not print its prompts; ours follow its description (§3: Q&A nuggets from
// the retrieved material, paraphrase checks, quality judgement, extraction of one self-contained
// sentence with its supporting passage, yes/no verification) and ask for JSON a check can read.
// Every prompt that shows material shows only the governed pool: facts that hold at the asked
// time, disputes with their sides, ended facts with their periods, and unflagged sentences.

import type { ChatMessage } from '../../llm/client.js';

/** Versions the prompts; part of the answer cache's key. */
export const ANSWER_PROMPT_VERSION = 'answer@1';

/** One numbered item of material: `[f1] (disputed) Sources disagree …`, `[p3] (harbor-times, 2015-03-04) …`. */
export interface MaterialItem {
  id: string;
  label: string;
  text: string;
}

function material(items: readonly MaterialItem[]): string {
  return items.map((m) => `[${m.id}] (${m.label}) ${m.text.replace(/\s+/g, ' ').trim()}`).join('\n');
}

const GOVERNED =
  'Facts labelled "disputed" must be reported as disputed, with every side; facts labelled "ended" are history and must keep their dates. Use only the numbered material.';

export function ideationMessages(question: string, asked: string, items: readonly MaterialItem[], max: number): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        "You build a bank of question-and-answer nuggets for a report that answers a user's question. A nugget is a short question that a good report must answer, and its short answer as the material states it. " +
        GOVERNED,
    },
    {
      role: 'user',
      content:
        `Question: ${question}\nAsked time: ${asked}\n\nMaterial:\n${material(items)}\n\n` +
        `Write at most ${max} nuggets, the most important first. Reply with only a JSON object: {"nuggets": [{"question": "...", "answer": "...", "sources": ["p1"]}]}, ` +
        'where sources are the ids of the material that states the answer.',
    },
  ];
}

export function paraphraseMessages(question: string, pairs: readonly [string, string][]): ChatMessage[] {
  return [
    { role: 'system', content: "You decide whether two question-and-answer nuggets about a user's question ask and answer the same thing in different words." },
    {
      role: 'user',
      content:
        `Question: ${question}\n\n${pairs.map(([a, b], i) => `Pair ${i + 1}:\nA: ${a}\nB: ${b}`).join('\n\n')}\n\n` +
        `Reply with only a JSON object: {"same": [true or false for each of the ${pairs.length} pairs, in order]}.`,
    },
  ];
}

export function importanceMessages(question: string, nuggets: readonly string[]): ChatMessage[] {
  return [
    { role: 'system', content: "You judge which question-and-answer nuggets a report answering a user's question must contain." },
    {
      role: 'user',
      content:
        `Question: ${question}\n\n${nuggets.map((n, i) => `${i + 1}. ${n}`).join('\n')}\n\n` +
        `Label each nugget "vital" (the report must contain it) or "okay" (good to have). Reply with only a JSON object: {"labels": [one label for each of the ${nuggets.length} nuggets, in order]}.`,
    },
  ];
}

export function extractionMessages(question: string, nugget: string, items: readonly MaterialItem[]): ChatMessage[] {
  return [
    {
      role: 'system',
      content: 'You write one sentence of a report from its sources. ' + GOVERNED,
    },
    {
      role: 'user',
      content:
        `Question: ${question}\nNugget: ${nugget}\n\nPassages:\n${material(items)}\n\n` +
        "Find the passage that best supports the nugget's answer, copy the words of that passage that support it exactly, and write one concise, self-contained sentence that states it. " +
        'Reply with only a JSON object: {"passage": "p1", "quote": "exact words from the passage", "sentence": "...", "confidence": a number from 0 to 1}, ' +
        'or {"passage": null} when no passage supports it.',
    },
  ];
}

export function verificationMessages(question: string, sentence: string, evidence: string): ChatMessage[] {
  return [
    { role: 'system', content: 'You check citations: is a sentence fully supported by the text it cites?' },
    {
      role: 'user',
      content: `Question: ${question}\nSentence: ${sentence}\nCited text: ${evidence}\n\nReply with only a JSON object: {"supported": true} or {"supported": false}.`,
    },
  ];
}

// ——— GINGER, Appendix B.

export function answerFirstMessages(question: string): ChatMessage[] {
  return [
    { role: 'system', content: 'You are a knowledgeable question answering AI that can answer a wide range of queries either in question form or keywords.' },
    { role: 'user', content: `${question}.` },
  ];
}

export function rewriteMessages(question: string, answer: string, l: number): ChatMessage[] {
  return [
    {
      role: 'system',
      content: 'You are a query rewriter that understands all necessary components of a good search query and helps users improve their queries.',
    },
    {
      role: 'user',
      content:
        `Rewrite and return ${l} query rewrites, each of which should cover a different aspect of the answer. The query rewrites should still be relevant to the original query. Return only the queries, one in each line. Do not add context, or any other information, or text.\n\n` +
        `original query: ${question}\nanswer: ${answer}`,
    },
  ];
}

export function detectionMessages(question: string, passage: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You are given a query and a relevant passage. Your task is to pinpoint and annotate the succinct excerpts within the passage that directly respond to the query. Ensure these excerpts are brief yet complete. Once identified, copy the entire passage and encapsulate the relevant snippets using <START> and </END> tags without changing any part of the original text. This includes avoiding modifications to words, punctuation, or formatting, as well as not adding any extra characters, symbols, or spaces.',
    },
    { role: 'user', content: `Question: ${question} Passage: ${passage}` },
  ];
}

export function summaryMessages(cluster: readonly string[]): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'Summarize the provided information into one sentence (approximately 35 words). Generate one-sentence long summary that is short, concise and only contains the information provided.',
    },
    { role: 'user', content: `${cluster.join(' ')}.` },
  ];
}

export function fluencyMessages(question: string, response: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'Rephrase the response given a query to improve its fluency. Do not change the information included in the response. Do not add information not mentioned in the original response. ' +
        'Keep every citation marker such as [1] right after the information it marks, and keep sentences that begin "Sources disagree" unchanged.',
    },
    { role: 'user', content: `Question: ${question} Response: ${response}` },
  ];
}
