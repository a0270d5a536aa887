// The model calls of the answer pipelines, each with the check its reply must pass before it is used
// (askChecked asks again with the reason): JSON of the right shape, ids that exist in the material
// it was shown (a reply citing a passage outside the pool is refused), quotes that are really in
// their passage, tagged passages copied unchanged, rewrites that add no names or numbers. A step
// whose attempts run out reports a failure and the pipeline falls back to its offline rule.

import { askChecked, type CheckedModel, type ModelRunStats, type ReplyCheck } from '../../llm/ask.js';
import type { ChatMessage } from '../../llm/client.js';
import { parseJsonAnswer } from '../../llm/json-answer.js';
import { toIso } from '../../model/time.js';
import { citation, type AnswerPool, type PoolFact, type PoolPassage, type PoolSentence } from '../pool.js';
import type { AnswerSentence, StepFailure } from '../records.js';
import { addedAnchors, relevance } from '../text.js';
import {
  ANSWER_PROMPT_VERSION,
  answerFirstMessages,
  detectionMessages,
  extractionMessages,
  fluencyMessages,
  ideationMessages,
  importanceMessages,
  paraphraseMessages,
  rewriteMessages,
  summaryMessages,
  verificationMessages,
  type MaterialItem,
} from './prompts.js';

/** A model and the run's counters. */
export interface AnswerModelRun {
  model: CheckedModel;
  stats: ModelRunStats;
  /** Set when the endpoint stopped answering: the answer's later steps use the offline rules without asking. */
  down?: boolean;
}

/** A step's value, or why there is none (`skipped`: the endpoint had already failed in this answer). */
export type StepReply<T> = { value: T } | { failure: { reasons: string[]; reply: string }; skipped?: true };

/** Records a failed step once: the steps skipped after the endpoint failed are not failures of their own. */
export function noteFailure(failures: StepFailure[], step: string, got: { failure: { reasons: string[]; reply: string }; skipped?: true }): void {
  if (!got.skipped) failures.push({ step, ...got.failure });
}

/** Nuggets the ideation prompt asks for; passages it shows besides the facts. */
export const IDEATION_NUGGETS = 20;
const IDEATION_PASSAGES = 10;
/** Passages shown for one nugget's extraction. */
const EXTRACTION_PASSAGES = 4;

async function ask<T>(
  run: AnswerModelRun,
  messages: ChatMessage[],
  check: ReplyCheck<T>,
  again = 'Answer again with only the JSON object, as asked.',
): Promise<StepReply<T>> {
  if (run.down) return { failure: { reasons: ['the endpoint failed earlier in this answer'], reply: '' }, skipped: true };
  const got = await askChecked(run.model, messages, check, run.stats, { version: ANSWER_PROMPT_VERSION, again });
  if ('value' in got) return got;
  // No reply at all: the endpoint is down (its own retries are spent), so stop asking it.
  if (got.reply === '') run.down = true;
  return { failure: got };
}

function jsonObject(reply: string): Record<string, unknown> | null {
  const parsed = parseJsonAnswer(reply);
  return parsed && typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value) ? (parsed.value as Record<string, unknown>) : null;
}

function factLabel(f: PoolFact): string {
  // The words the prompts use: "disputed", and "ended" for a fact that ended before the asked time.
  return f.standing === 'established' ? 'holds at the asked time' : f.standing === 'past' ? 'ended' : 'disputed';
}

function passageLabel(pool: AnswerPool, p: PoolPassage): string {
  const r = pool.revisions.get(`${p.docId}#${p.revision}`)!;
  return [r.source, r.dated ? toIso(r.time)?.slice(0, 10) : null, r.title].filter((x) => x).join(', ');
}

function askedTime(pool: AnswerPool): string {
  const { start, end, from } = pool.period;
  if (from === 'now') return `now (${toIso(start)?.slice(0, 10)})`;
  return `${toIso(start) ?? 'the beginning'} to ${toIso(end) ?? 'now'}`;
}

/** The best passages for a text, by BM25. */
function bestPassages(passages: readonly PoolPassage[], text: string, n: number): PoolPassage[] {
  const rel = relevance(
    text,
    passages.map((p) => p.text),
  );
  return passages
    .map((p, i) => ({ p, s: rel[i]! }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, n)
    .map((x) => x.p);
}

// ——— Crucible.

/** The ideation request: the facts and the best passages, numbered (what `estimateAnswerCost` counts too). */
export function ideationRequest(pool: AnswerPool): { items: MaterialItem[]; messages: ChatMessage[] } {
  const passages = bestPassages(pool.passages, pool.period.text, IDEATION_PASSAGES);
  const items: MaterialItem[] = [
    ...pool.facts.map((f) => ({ id: f.id, label: factLabel(f), text: f.statement })),
    ...passages.map((p) => ({ id: p.id, label: passageLabel(pool, p), text: p.text })),
  ];
  return { items, messages: ideationMessages(pool.question, askedTime(pool), items, IDEATION_NUGGETS) };
}

/** One nugget's extraction request: its own passages first, then the best others, EXTRACTION_PASSAGES in all. */
export function extractionRequest(
  pool: AnswerPool,
  n: { question: string; answer: string; quoted: readonly PoolSentence[]; facts: readonly PoolFact[] },
): { shown: PoolPassage[]; messages: ChatMessage[] } {
  const passages = pool.passages;
  const own = passages.filter((p) => p.sentences.some((s) => n.quoted.includes(s) || n.facts.some((f) => s.nuggetIds.includes(f.nugget.id))));
  const shown = [...own, ...bestPassages(passages, `${n.question} ${n.answer}`, EXTRACTION_PASSAGES)]
    .filter((p, i, all) => all.indexOf(p) === i)
    .slice(0, EXTRACTION_PASSAGES);
  const items = shown.map((p) => ({ id: p.id, label: passageLabel(pool, p), text: p.text }));
  return { shown, messages: extractionMessages(pool.question, `${n.question} ${n.answer}`, items) };
}

/** Ideation: Q&A nuggets over the facts and the best passages; every source id must be in the material. */
export function ideateWithModel(pool: AnswerPool, run: AnswerModelRun): Promise<StepReply<{ question: string; answer: string; sources: string[] }[]>> {
  const { items, messages } = ideationRequest(pool);
  const known = new Set(items.map((m) => m.id));
  return ask<{ question: string; answer: string; sources: string[] }[]>(run, messages, (reply) => {
    const o = jsonObject(reply);
    if (!o || !Array.isArray(o.nuggets)) return { reason: 'no JSON object with a "nuggets" list in the reply' };
    const out: { question: string; answer: string; sources: string[] }[] = [];
    for (const [i, n] of (o.nuggets as unknown[]).entries()) {
      const x = n as Record<string, unknown>;
      if (typeof x?.question !== 'string' || typeof x.answer !== 'string' || x.answer.trim() === '')
        return { reason: `nugget ${i + 1} needs a "question" and an "answer" string` };
      const sources = Array.isArray(x.sources) ? x.sources : [];
      if (sources.length === 0 || !sources.every((s): s is string => typeof s === 'string'))
        return { reason: `nugget ${i + 1} needs "sources", the ids of the material stating it` };
      const unknown = sources.find((s) => !known.has(s));
      if (unknown !== undefined) return { reason: `nugget ${i + 1} cites "${unknown}", which is not in the material` };
      out.push({ question: x.question.trim(), answer: x.answer.trim(), sources: [...new Set(sources)] });
    }
    return { value: out.slice(0, IDEATION_NUGGETS) };
  });
}

/** Near-miss paraphrases: one yes/no per pair. */
export function samePairsWithModel(
  question: string,
  pairs: readonly [{ question: string; answer: string }, { question: string; answer: string }][],
  run: AnswerModelRun,
): Promise<StepReply<boolean[]>> {
  const shown = pairs.map(([a, b]) => [`${a.question} ${a.answer}`, `${b.question} ${b.answer}`] as [string, string]);
  return ask<boolean[]>(run, paraphraseMessages(question, shown), (reply) => {
    const o = jsonObject(reply);
    const same = o?.same;
    if (!Array.isArray(same) || !same.every((x) => typeof x === 'boolean')) return { reason: 'no JSON object with a "same" list of true/false in the reply' };
    if (same.length !== pairs.length) return { reason: `"same" has ${same.length} answers for ${pairs.length} pairs` };
    return { value: same };
  });
}

/** Ranking: true for vital, false for okay. */
export function rankWithModel(question: string, bank: readonly { question: string; answer: string }[], run: AnswerModelRun): Promise<StepReply<boolean[]>> {
  return ask<boolean[]>(
    run,
    importanceMessages(
      question,
      bank.map((n) => `${n.question} ${n.answer}`),
    ),
    (reply) => {
      const labels = jsonObject(reply)?.labels;
      if (!Array.isArray(labels)) return { reason: 'no JSON object with a "labels" list in the reply' };
      if (labels.length !== bank.length) return { reason: `"labels" has ${labels.length} labels for ${bank.length} nuggets` };
      const bad = labels.find((l) => l !== 'vital' && l !== 'okay');
      if (bad !== undefined) return { reason: `label ${JSON.stringify(bad)} is neither "vital" nor "okay"` };
      return { value: labels.map((l) => l === 'vital') };
    },
  );
}

/** Where `quote` stands in `text`: exactly, or with any run of spaces matching any other. */
export function locate(text: string, quote: string): { start: number; end: number } | null {
  const q = quote.trim();
  if (q === '') return null;
  const at = text.indexOf(q);
  if (at >= 0) return { start: at, end: at + q.length };
  const words = q.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const m = new RegExp(words.join('\\s+')).exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}

/**
 * Extraction: the model names one of the passages it was shown, quotes the supporting words exactly
 * and writes the sentence; the citation is the quote's span. Null when it says no passage supports it.
 */
export function extractWithModel(
  pool: AnswerPool,
  n: { question: string; answer: string; quoted: readonly PoolSentence[]; facts: readonly PoolFact[] },
  run: AnswerModelRun,
): Promise<StepReply<AnswerSentence | null>> {
  const { shown, messages } = extractionRequest(pool, n);
  return ask<AnswerSentence | null>(run, messages, (reply) => {
    const o = jsonObject(reply);
    if (!o || !('passage' in o)) return { reason: 'no JSON object with a "passage" in the reply' };
    if (o.passage === null) return { value: null };
    const p = shown.find((x) => x.id === o.passage);
    if (!p) return { reason: `"passage" is ${JSON.stringify(o.passage)}, which is not one of the passages shown (${shown.map((x) => x.id).join(', ')})` };
    if (typeof o.quote !== 'string' || typeof o.sentence !== 'string' || o.sentence.trim() === '')
      return { reason: 'the reply needs a "quote" and a "sentence" string' };
    const span = locate(p.text, o.quote);
    if (!span) return { reason: `the quote is not in passage ${p.id} word for word` };
    const confidence = typeof o.confidence === 'number' && o.confidence >= 0 && o.confidence <= 1 ? o.confidence : null;
    if (confidence === null) return { reason: '"confidence" must be a number from 0 to 1' };
    const start = p.start + span.start;
    const end = p.start + span.end;
    const inside = p.sentences.filter((s) => s.start < end && start < s.end);
    const nuggetIds = [...new Set(inside.flatMap((s) => s.nuggetIds))];
    const r = pool.revisions.get(`${p.docId}#${p.revision}`)!;
    return {
      value: {
        text: o.sentence.trim(),
        standing: nuggetIds.length > 0 ? 'established' : 'source',
        citations: [citation(r, start, end, nuggetIds[0] ?? null)],
        nuggetIds,
        confidence,
      },
    };
  });
}

export function verifyWithModel(question: string, sentence: string, evidence: string, run: AnswerModelRun): Promise<StepReply<boolean>> {
  return ask<boolean>(run, verificationMessages(question, sentence, evidence), (reply) => {
    const supported = jsonObject(reply)?.supported;
    return typeof supported === 'boolean' ? { value: supported } : { reason: 'no JSON object with "supported": true or false in the reply' };
  });
}

// ——— GINGER.

/** Rewriting (B.1): a provisional answer without documents, then l rewrites, one a line. */
export async function rewriteWithModel(question: string, l: number, run: AnswerModelRun): Promise<StepReply<string[]>> {
  const first = await ask<string>(
    run,
    answerFirstMessages(question),
    (reply) => (reply.trim() === '' ? { reason: 'the reply is empty' } : { value: reply.trim() }),
    'Answer again.',
  );
  if (!('value' in first)) return first;
  return ask<string[]>(
    run,
    rewriteMessages(question, first.value, l),
    (reply) => {
      const lines = reply
        .split('\n')
        .map((x) => x.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
        .filter((x) => x !== '');
      return lines.length === 0 ? { reason: 'no rewrite in the reply' } : { value: lines.slice(0, l) };
    },
    'Answer again with only the queries, one in each line.',
  );
}

/**
 * Detection (B.2): the passage copied with <START> … </END> around the relevant excerpts. The copy
 * must be the passage unchanged (spaces aside), so every excerpt is an exact span of the document.
 */
export function detectWithModel(question: string, p: PoolPassage, run: AnswerModelRun): Promise<StepReply<{ start: number; end: number }[]>> {
  return ask<{ start: number; end: number }[]>(
    run,
    detectionMessages(question, p.text),
    (reply) => {
      const tagged = reply.trim();
      const plain = tagged.replace(/<START>|<\/END>/g, '');
      const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
      if (squash(plain) !== squash(p.text)) return { reason: 'the passage was not copied unchanged (words, punctuation or spacing differ)' };
      const spans: { start: number; end: number }[] = [];
      for (const m of tagged.matchAll(/<START>([\s\S]*?)<\/END>/g)) {
        const at = locate(p.text.slice(spans.at(-1)?.end ?? 0), m[1]!);
        if (!at) return { reason: 'an excerpt could not be found in the passage' };
        const from = (spans.at(-1)?.end ?? 0) + at.start;
        spans.push({ start: from, end: from + (at.end - at.start) });
      }
      if ((tagged.match(/<START>/g)?.length ?? 0) !== spans.length) return { reason: 'the <START> and </END> tags do not pair up' };
      return { value: spans.map((s) => ({ start: p.start + s.start, end: p.start + s.end })) };
    },
    'Copy the passage again, unchanged, with only <START> and </END> tags added.',
  );
}

/** Summary (B.3): one sentence, naming nothing the cluster does not. */
export function summarizeWithModel(cluster: readonly string[], run: AnswerModelRun): Promise<StepReply<string>> {
  const source = cluster.join(' ');
  return ask<string>(
    run,
    summaryMessages(cluster),
    (reply) => {
      const s = reply.trim().replace(/\s+/g, ' ');
      if (s === '') return { reason: 'the reply is empty' };
      const added = addedAnchors(source, s);
      if (added.length > 0) return { reason: `the summary names ${added.map((a) => `"${a}"`).join(', ')}, which the information does not` };
      return { value: s };
    },
    'Answer again with one sentence that only contains the information provided.',
  );
}

/**
 * Fluency (B.3): the sentences with markers [1], [2], … rephrased. Accepted only when every marker is
 * kept, no name or number is added and every "Sources disagree" sentence is unchanged; the result's
 * sentences cite what their markers cite.
 */
export function polishWithModel(question: string, sentences: readonly AnswerSentence[], run: AnswerModelRun): Promise<StepReply<AnswerSentence[]>> {
  const response = sentences.map((s, i) => `${s.text.replace(/\s*$/, '')} [${i + 1}]`).join(' ');
  const plain = sentences.map((s) => s.text).join(' ');
  return ask<AnswerSentence[]>(
    run,
    fluencyMessages(question, response),
    (reply) => {
      const text = reply.trim().replace(/\s+/g, ' ');
      const markers = [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
      const missing = sentences.map((_, i) => i + 1).filter((i) => !markers.includes(i));
      if (missing.length > 0) return { reason: `citation marker${missing.length > 1 ? 's' : ''} ${missing.map((m) => `[${m}]`).join(', ')} missing` };
      const unknown = markers.find((m) => m < 1 || m > sentences.length);
      if (unknown !== undefined) return { reason: `marker [${unknown}] does not exist` };
      const added = addedAnchors(plain, text.replace(/\[\d+\]/g, ''));
      if (added.length > 0) return { reason: `the response now names ${added.map((a) => `"${a}"`).join(', ')}, which the original does not` };
      const changed = sentences.find((s) => s.standing === 'disputed' && !text.replace(/\s*\[\d+\]/g, '').includes(s.text.replace(/\s+/g, ' ').trim()));
      if (changed) return { reason: 'a sentence beginning "Sources disagree" was changed' };
      // Each output sentence: the text up to and including its markers.
      const out: AnswerSentence[] = [];
      for (const part of text.split(/(?<=[.!?](?:\s*\[\d+\])*)\s+(?=\p{Lu})/u)) {
        const cited = [...part.matchAll(/\[(\d+)\]/g)].map((x) => sentences[Number(x[1]) - 1]!);
        const body = part.replace(/\s*\[\d+\]/g, '').trim();
        if (body === '') continue;
        if (cited.length === 0) return { reason: `the sentence "${body}" has no citation marker` };
        out.push({
          text: /[.!?]$/.test(body) ? body : `${body}.`,
          standing: cited.some((s) => s.standing === 'disputed')
            ? 'disputed'
            : cited.some((s) => s.standing === 'past')
              ? 'past'
              : cited.every((s) => s.standing === 'source')
                ? 'source'
                : 'established',
          citations: cited.flatMap((s) => s.citations),
          nuggetIds: [...new Set(cited.flatMap((s) => s.nuggetIds))],
          confidence: Math.min(...cited.map((s) => s.confidence)),
        });
      }
      return out.length > 0 ? { value: out } : { reason: 'no sentence with a citation marker in the reply' };
    },
    'Answer again: the rephrased response only, every citation marker kept.',
  );
}
