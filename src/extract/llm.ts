// The LLM extractor (paper §3.2 Stage 1): a document is read in passages of whole sentences (several
// paragraphs, up to `windowChars` characters, with the title, date and the sentences just before as
// context), each sent to an OpenAI-compatible model with the versioned Stage 1 prompt — one request
// per passage, so the long system message is paid for once per passage rather than once per
// sentence. A statement that comes back becomes a candidate only if its evidence quote is really in
// the passage — offsets are ours, found in the document, never the model's. Temporal expressions are
// tagged by our own tagger over the verified span, as for the rule extractor. Answers are cached by
// content, so a re-run costs nothing.

import type { SourceDocument } from '../model/document.js';
import { NuggetIndexError } from '../model/errors.js';
import type { PredicateDef, PredicateSchema } from '../model/schema.js';
import { toIso } from '../model/time.js';
import { cacheKey, type LlmCache } from '../llm/cache.js';
import type { ChatClient, ChatMessage } from '../llm/client.js';
import { PROMPT_VERSION, readStage1Answer, Stage1Prompt, type Stage1Statement } from '../llm/stage1.js';
import { Turns, type Turn } from '../llm/semaphore.js';
import { addUsage, type TokenUsage } from '../llm/usage.js';
import type { Candidate, ExtractionInput, Extractor } from './extractor.js';
import { passageWindows, type PassageWindow, type Sentence, type SentenceWindow } from './sentences.js';
import { tagTemporal, type TemporalExpression } from './temporal.js';

export interface LlmExtractorOptions {
  /** The chat endpoint; it bounds concurrency, retries, and carries the run's AbortSignal. */
  client: ChatClient;
  /** The predicate schema whose names and descriptions the prompt lists. */
  schema: PredicateSchema;
  /** Where answers are kept between runs. Default: none (every window is asked). */
  cache?: LlmCache;
  /** Confidence of a statement whose answer gives none, in [0, 1]. Default 0.8. */
  defaultConfidence?: number;
  /**
   * The most characters of a window: a run of whole sentences, cut at a paragraph break when one is
   * near (`passageWindows`); a longer sentence is a window of its own, so 1 asks one sentence per
   * request. An integer from 1 to 50,000. Default `DEFAULT_LLM_WINDOW_CHARS`.
   */
  windowChars?: number;
}

/**
 * Default window size, in characters (~750 tokens, several paragraphs): on the TimeQA training corpus
 * (3.5 MB) about 1,400 requests instead of 32,251 one-sentence windows, and a system message that is
 * no longer most of every request.
 */
export const DEFAULT_LLM_WINDOW_CHARS = 3000;
/** The range `windowChars` accepts. */
export const LLM_WINDOW_CHARS_RANGE = { min: 1, max: 50_000 } as const;
/** The most characters of context before a window (the sentences just before it). */
export const LLM_CONTEXT_CHARS = 400;

/**
 * The windows an LLM extractor with `windowChars` reads a text in: what ingest asks and
 * `estimate-cost` counts.
 *
 * @example llmWindows('Acme hired Jane Doe. She starts in May.', 3000).length // 1
 */
export function llmWindows(text: string, windowChars: number = DEFAULT_LLM_WINDOW_CHARS): PassageWindow[] {
  return passageWindows(text, { maxChars: checkWindowChars(windowChars), contextChars: LLM_CONTEXT_CHARS });
}

/** `windowChars` if it is an integer in LLM_WINDOW_CHARS_RANGE; else an INVALID_INPUT error naming the field. */
export function checkWindowChars(windowChars: number): number {
  const { min, max } = LLM_WINDOW_CHARS_RANGE;
  if (!Number.isInteger(windowChars) || windowChars < min || windowChars > max) {
    throw new NuggetIndexError(
      'INVALID_INPUT',
      `windowChars: ${String(windowChars)} must be an integer from ${min} to ${max.toLocaleString('en-US')} (characters)`,
      { field: 'windowChars', value: windowChars },
    );
  }
  return windowChars;
}

/** What happened to the windows of a run, for the end-of-run report. */
export interface LlmExtractionStats {
  /** Windows extracted. */
  windows: number;
  /** Windows answered from the cache (or by an identical window asked at the same time): no request. */
  cacheHits: number;
  /** Windows answered by the endpoint. */
  requested: number;
  /** Answers with no readable statement list: the window yields nothing. Not cached. */
  malformed: number;
  /** Entries of an answer that were not statements (a field missing or of the wrong type). */
  invalidStatements: number;
  /** Statements whose predicate is not a schema name. */
  offSchema: number;
  /** Statements whose quote is not in the window's text: rejected, never given offsets. */
  unverifiedQuotes: number;
  /** Statements quoting only the context before the window (the window holding that text extracts them). */
  contextOnly: number;
  /** Candidates returned. */
  candidates: number;
  /** Tokens of the answers requested in this run. */
  spent: TokenUsage;
  /** Tokens the cache hits cost when they were first asked. */
  saved: TokenUsage;
  /** Cache writes that failed (the answer was used, just not kept). */
  cacheErrors: number;
}

const ZERO: TokenUsage = { promptTokens: 0, completionTokens: 0 };

/**
 * @example
 * const client = new OpenAiCompatibleClient({ baseUrl: 'http://127.0.0.1:8080/v1', model: 'qwen2.5-7b-instruct' });
 * const ni = await NuggetIndex.open({ extractor: new LlmExtractor({ client, schema: defaultSchema() }) });
 */
export class LlmExtractor implements Extractor {
  readonly id = `llm-${PROMPT_VERSION}`;
  readonly prompt: Stage1Prompt;
  readonly client: ChatClient;
  readonly cache: LlmCache | undefined;
  /** The most characters of a window. */
  readonly windowChars: number;
  private readonly defaultConfidence: number;
  private readonly byName = new Map<string, PredicateDef>();
  /** Answers being fetched, by cache key: an identical window asked meanwhile waits for the same one. */
  private readonly pending = new Map<string, Promise<{ content: string; usage: TokenUsage; cached: boolean }>>();
  /** Windows reach the client in the order they were asked: a document's before the next one's. */
  private readonly turns = new Turns();
  private readonly counts: LlmExtractionStats = {
    windows: 0,
    cacheHits: 0,
    requested: 0,
    malformed: 0,
    invalidStatements: 0,
    offSchema: 0,
    unverifiedQuotes: 0,
    contextOnly: 0,
    candidates: 0,
    spent: ZERO,
    saved: ZERO,
    cacheErrors: 0,
  };

  constructor(options: LlmExtractorOptions) {
    this.client = options.client;
    this.cache = options.cache;
    this.defaultConfidence = clamp01(options.defaultConfidence ?? 0.8);
    this.windowChars = checkWindowChars(options.windowChars ?? DEFAULT_LLM_WINDOW_CHARS);
    this.prompt = new Stage1Prompt(options.schema);
    for (const p of options.schema.predicates) this.byName.set(p.name.toLowerCase(), p);
  }

  /** Counts of this extractor's run so far. */
  get stats(): Readonly<LlmExtractionStats> {
    return { ...this.counts };
  }

  /** The windows ingest reads a document in: passages of up to `windowChars` characters. */
  windows(document: SourceDocument): PassageWindow[] {
    return llmWindows(document.text, this.windowChars);
  }

  /** Extracts from one window: a passage (`windows`), or any sentence window. */
  async extract({ document, window }: ExtractionInput): Promise<Candidate[]> {
    this.counts.windows++;
    const messages = stage1Messages(this.prompt, document, window);
    if (!messages) return [];
    const content = await this.answer(messages);
    const answer = readStage1Answer(content);
    if (!answer) {
      this.counts.malformed++;
      return [];
    }
    this.counts.invalidStatements += answer.invalid;
    // A fact stated twice in one sentence is one candidate (the most confident); in two sentences of a
    // passage, two — as two one-sentence windows would give.
    const sentences = 'sentences' in window ? (window as PassageWindow).sentences : [window.sentence];
    const best = new Map<string, Candidate>();
    for (const s of answer.statements) {
      const c = this.candidate(s, document, window);
      if (!c) continue;
      const k = `${sentenceAt(sentences, c.start)}\u0000${c.predicate}\u0000${c.subject.toLowerCase()}\u0000${c.object.toLowerCase()}`;
      const prev = best.get(k);
      if (!prev || c.confidence > prev.confidence) best.set(k, c);
    }
    this.counts.candidates += best.size;
    return [...best.values()];
  }

  /** The answer's text: from the cache, from an identical request in flight, or from the endpoint. */
  private async answer(messages: ChatMessage[]): Promise<string> {
    // Taken before the first await: the place this window was asked in.
    const turn = this.turns.take();
    try {
      const key = await windowCacheKey(this.client.model, this.prompt, messages);
      let found = this.pending.get(key);
      const shared = found !== undefined;
      if (found) {
        turn.pass(); // the request in flight may be waiting for this very place
      } else {
        found = this.lookup(key, messages, turn);
        this.pending.set(key, found);
        const done = () => this.pending.delete(key);
        void found.then(done, done);
      }
      const a = await found;
      if (shared || a.cached) {
        this.counts.cacheHits++;
        this.counts.saved = addUsage(this.counts.saved, a.usage);
      }
      return a.content;
    } finally {
      turn.pass();
    }
  }

  private async lookup(key: string, messages: ChatMessage[], turn: Turn): Promise<{ content: string; usage: TokenUsage; cached: boolean }> {
    const cached = await this.cache?.get(key);
    if (cached) {
      turn.pass();
      return { content: cached.content, usage: cached.usage, cached: true };
    }
    await turn.ready;
    // The client queues the request before its first await, so the next place may go at once.
    const asked = this.client.chat({ messages, jsonSchema: this.prompt.jsonSchema });
    turn.pass();
    const a = await asked;
    this.counts.requested++;
    this.counts.spent = addUsage(this.counts.spent, a.usage);
    // Only answers that can be read are kept: a malformed one is asked again next run.
    if (this.cache && readStage1Answer(a.content)) {
      try {
        await this.cache.set(key, { content: a.content, model: this.client.model, promptVersion: PROMPT_VERSION, usage: a.usage });
      } catch {
        this.counts.cacheErrors++;
      }
    }
    return { content: a.content, usage: a.usage, cached: false };
  }

  /** A statement as a candidate with verified offsets, or null (counted) when it cannot be one. */
  private candidate(s: Stage1Statement, document: SourceDocument, window: SentenceWindow): Candidate | null {
    const subject = s.subject.trim();
    const object = s.object.trim();
    if (subject === '' || object === '') {
      this.counts.invalidStatements++;
      return null;
    }
    const def = this.byName.get(s.predicate.trim().toLowerCase());
    if (!def) {
      this.counts.offSchema++;
      return null;
    }
    // Searched in the context and the window, so that a quote of the context is told apart (and
    // counted) from one of text the model never saw; kept only if it reaches into the window.
    const text = document.text;
    const lo = window.previous?.start ?? window.sentence.start;
    const hi = window.sentence.end;
    const quote = locateQuote(text, s.quote, lo, hi, window.sentence.start);
    if (!quote) {
      this.counts.unverifiedQuotes++;
      return null;
    }
    if (quote.end <= window.sentence.start) {
      this.counts.contextOnly++;
      return null;
    }
    // The temporal expressions the model names, found near the quote; the span grows to cover them
    // when the quote left them out ("became CEO" … "in 2008").
    let { start, end } = quote;
    const named: Span[] = [];
    for (const t of s.temporal ?? []) {
      const at = locateNear(text, t, lo, hi, quote);
      if (!at) continue;
      named.push(at);
      start = Math.min(start, at.start);
      end = Math.max(end, at.end);
    }
    const tags = tagTemporal(text.slice(start, end), { documentTime: document.time }).map((t): TemporalExpression => ({
      ...t,
      start: t.start + start,
      end: t.end + start,
    }));
    // With a list from the model, keep the tags it points at (a sentence may date several facts);
    // without one, every tag of the span applies.
    const temporal = s.temporal === null ? tags : tags.filter((t) => named.some((n) => t.start < n.end && n.start < t.end));
    return { subject, predicate: def.name, object, start, end, confidence: clamp01(s.confidence ?? this.defaultConfidence), temporal };
  }
}

/**
 * The messages that ask the model about a window, or null for a window not worth a request (text
 * without a letter: "1 .", a table rule). What the extractor sends and `estimate-cost` counts.
 */
export function stage1Messages(prompt: Stage1Prompt, document: Pick<SourceDocument, 'title' | 'time' | 'dated'>, window: SentenceWindow): ChatMessage[] | null {
  if (!/\p{L}/u.test(window.sentence.text)) return null;
  return prompt.messages({
    passage: window.sentence.text,
    context: window.previous?.text ?? null,
    title: document.title,
    date: document.dated ? toIso(document.time) : null,
  });
}

/** The position in `sentences` of the sentence holding `offset` (the first one for an offset before them). */
function sentenceAt(sentences: readonly Sentence[], offset: number): number {
  let i = 0;
  while (i + 1 < sentences.length && sentences[i + 1]!.start <= offset) i++;
  return i;
}

/** The cache key of a window's request to `model`. */
export function windowCacheKey(model: string, prompt: Stage1Prompt, messages: readonly ChatMessage[]): Promise<string> {
  return cacheKey({ model, promptVersion: PROMPT_VERSION, messages, jsonSchema: prompt.jsonSchema });
}

interface Span {
  start: number;
  end: number;
}

/**
 * Where `quote` occurs in `text` within [lo, hi): exactly, else with whitespace runs, typographic
 * quotes and dashes normalised, else without trailing punctuation. Of several occurrences, the first
 * that reaches into [prefer, hi) (the window proper, after its context). Null when it is not there.
 *
 * @example locateQuote('Acme is  headquartered in Boston.', 'is headquartered in Boston', 0, 33, 0) // { start: 5, end: 32 }
 */
export function locateQuote(text: string, quote: string, lo: number, hi: number, prefer = lo): Span | null {
  const q = quote.trim();
  if (q === '') return null;
  const exact = occurrences(text.slice(lo, hi), q).map((i) => ({ start: lo + i, end: lo + i + q.length }));
  if (exact.length > 0) return pick(exact, prefer);
  const { norm, map } = normalise(text, lo, hi);
  const nq = normalise(q, 0, q.length).norm.trim();
  for (const candidate of [nq, nq.replace(/[.,;:!?]+$/, '').trim()]) {
    if (candidate === '') continue;
    const found = occurrences(norm, candidate).map((i) => ({ start: map[i]!, end: map[i + candidate.length - 1]! + 1 }));
    if (found.length > 0) return pick(found, prefer);
  }
  return null;
}

/** The occurrence of `needle` in [lo, hi) nearest to `anchor`. */
function locateNear(text: string, needle: string, lo: number, hi: number, anchor: Span): Span | null {
  const n = needle.trim();
  if (n === '') return null;
  const all = occurrences(text.slice(lo, hi), n).map((i) => ({ start: lo + i, end: lo + i + n.length }));
  const distance = (s: Span) => (s.end <= anchor.start ? anchor.start - s.end : s.start >= anchor.end ? s.start - anchor.end : 0);
  let best: Span | null = null;
  for (const s of all) if (!best || distance(s) < distance(best)) best = s;
  return best ?? locateQuote(text, n, lo, hi, anchor.start);
}

function occurrences(haystack: string, needle: string): number[] {
  const out: number[] = [];
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + 1)) out.push(i);
  return out;
}

function pick(spans: Span[], prefer: number): Span {
  return spans.find((s) => s.end > prefer) ?? spans[0]!;
}

const FOLD: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u2013': '-', '\u2014': '-', '\u00a0': ' ' };

/** `text[lo, hi)` with whitespace runs as one space and typographic marks folded; `map[i]` is the offset in `text` of `norm[i]`. */
function normalise(text: string, lo: number, hi: number): { norm: string; map: number[] } {
  let norm = '';
  const map: number[] = [];
  for (let i = lo; i < hi; i++) {
    const ch = FOLD[text[i]!] ?? text[i]!;
    if (/\s/.test(ch)) {
      if (norm.endsWith(' ')) continue;
      norm += ' ';
    } else norm += ch;
    map.push(i);
  }
  return { norm, map };
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}
