// The Stage 1 prompt of the paper (§3.2): a window of a document in — a passage of one or more
// sentences, with the title, the date and the text just before it as context — atomic statements
// out: subject, predicate (a schema name), object, temporal expressions as written and the evidence
// quote. The system message (the schema's predicates, most of a request) is the same for every
// window, so a window of several paragraphs pays for it once. The prompt, its answer's JSON schema
// and the reading of answers are versioned together: changing any of them changes PROMPT_VERSION,
// and so every cache key.

import type { PredicateSchema } from '../model/schema.js';
import type { ChatMessage } from './client.js';
import { parseJsonAnswer } from './json-answer.js';
import { estimateTokens } from './usage.js';

/** Version of the prompt and answer format; part of the extractor id and of every cache key. */
export const PROMPT_VERSION = 'stage1@2';

/** The text the model sees for one window. */
export interface Stage1Window {
  /** The passage to decompose: one or more consecutive sentences of the document, as written. */
  passage: string;
  /** The text just before the passage (context for pronouns, never extracted), or null. */
  context: string | null;
  /** The document title, when it has one (context for "He" at the start of a biography). */
  title: string | null;
  /** The document's date (ISO), when it has one ("last year", "the current CEO"). */
  date: string | null;
}

/** One statement as the model wrote it, fields checked for type only. */
export interface Stage1Statement {
  subject: string;
  predicate: string;
  object: string;
  /** Temporal expressions as written; null when the answer did not say (then all in the quote apply). */
  temporal: string[] | null;
  quote: string;
  /** The model's confidence, or null when it gave none or a non-number. */
  confidence: number | null;
}

/** A read answer: its statements, and how many entries were not statements (wrong types, missing fields). */
export interface Stage1Answer {
  statements: Stage1Statement[];
  invalid: number;
}

/** Enumerating predicate names in the answer schema keeps constrained decoders on the schema; beyond this many, endpoints balk. */
const MAX_ENUM = 500;

/**
 * The prompt for one schema: the system message (built once, shared by every window so endpoints
 * can reuse its prefix) and the JSON schema of the answer.
 *
 * @example const p = new Stage1Prompt(defaultSchema()); p.messages({ passage: 'Acme is headquartered in Boston.', context: null, title: null, date: null })
 */
export class Stage1Prompt {
  readonly system: string;
  readonly jsonSchema: { name: string; schema: Record<string, unknown> };

  constructor(schema: PredicateSchema) {
    this.system = systemPrompt(schema);
    this.jsonSchema = { name: 'atomic_statements', schema: answerSchema(schema) };
  }

  /** The chat messages for one window: the system message, then the window in tags. */
  messages(window: Stage1Window): ChatMessage[] {
    const lines: string[] = [];
    if (window.title !== null && window.title.trim() !== '') lines.push(`Document title: ${window.title.trim()}`);
    if (window.date !== null) lines.push(`Document date: ${window.date}`);
    if (window.context !== null && window.context.trim() !== '') lines.push('<context>', window.context, '</context>');
    lines.push('<passage>', window.passage, '</passage>');
    return [
      { role: 'system', content: this.system },
      { role: 'user', content: lines.join('\n') },
    ];
  }
}

/**
 * A rough size of the answer for a passage, for estimates: the JSON frame plus about three tokens
 * per passage token (each statement repeats names and quotes the text). Recorded gpt-4o-mini answers
 * to one-sentence news windows ran at 45–65 tokens, below this; a passage whose sentences state no
 * schema fact costs less.
 *
 * @example expectedAnswerTokens('Acme Corp. is headquartered in Boston.') // 42
 */
export function expectedAnswerTokens(passage: string): number {
  return 12 + 3 * estimateTokens(passage);
}

function systemPrompt(schema: PredicateSchema): string {
  const predicates = schema.predicates.map((p) => `- ${p.name} (${p.subject} → ${p.object}): ${p.description.trim()}; "${p.template}"`);
  const names = new Set(schema.predicates.map((p) => p.name));
  const example =
    names.has('chiefExecutiveOfficer') && names.has('employer')
      ? [
          '',
          'Example.',
          'Document title: Jane Doe',
          '<context>',
          'Jane Doe is an American engineer. She studied at Ohio State.',
          '</context>',
          '<passage>',
          'She has been the chief executive of Acme Corp. since 2019. Before that, she worked for Beta Inc from 2010 to 2018.',
          '</passage>',
          'Answer: {"statements":[' +
            '{"subject":"Acme Corp.","predicate":"chiefExecutiveOfficer","object":"Jane Doe","temporal":["since 2019"],"quote":"She has been the chief executive of Acme Corp. since 2019","confidence":0.95},' +
            '{"subject":"Jane Doe","predicate":"employer","object":"Beta Inc","temporal":["from 2010 to 2018"],"quote":"she worked for Beta Inc from 2010 to 2018","confidence":0.9}]}',
        ]
      : [];
  return [
    'You decompose text into atomic facts for a knowledge base.',
    '',
    'You get a PASSAGE of a document between <passage> tags: one or more sentences, possibly several paragraphs. As context only, you may also get the document title, its date, and the text just before the passage between <context> tags.',
    'Answer with JSON only: {"statements": [...]}, one statement per atomic fact that the PASSAGE states, going through it sentence by sentence and leaving none out; {"statements": []} when it states none.',
    '',
    'Each statement has:',
    '- "subject", "predicate", "object": the fact as a triple. "predicate" is one of the names listed below, exactly as written; its pattern shows which side is the subject {s} and which the object {o} (in "{o} is the chief executive officer of {s}" the organisation is the subject and the person the object). Leave out facts that fit no listed predicate.',
    '- Names as the text writes them, in full. Replace pronouns and phrases such as "the company" with the name they stand for, using the earlier sentences of the passage, the context and the title. Never invent a name the text does not give.',
    '- "temporal": the date and time expressions that say when this fact held, began or ended, copied exactly as written with their cue word ("since 2019", "from 2004 to 2008", "in March 2008", "until 2010", "former"); [] when there are none.',
    '- "quote": the shortest span of the PASSAGE, copied character for character, that states the fact together with its temporal expressions (usually part of one sentence).',
    '- "confidence": from 0 to 1, how explicitly the text states the fact.',
    'Only facts the PASSAGE states: the context is there to resolve references, not to be extracted again, and a quote from it is discarded.',
    ...example,
    '',
    'Predicates: name (subject type → object type): description; "pattern"',
    ...predicates,
  ].join('\n');
}

/** The answer's JSON schema, in the subset strict structured output accepts (every field required, no extras). */
function answerSchema(schema: PredicateSchema): Record<string, unknown> {
  const names = schema.predicates.map((p) => p.name);
  const predicate: Record<string, unknown> = names.length <= MAX_ENUM ? { type: 'string', enum: names } : { type: 'string' };
  return {
    type: 'object',
    properties: {
      statements: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            subject: { type: 'string' },
            predicate,
            object: { type: 'string' },
            temporal: { type: 'array', items: { type: 'string' } },
            quote: { type: 'string' },
            confidence: { type: 'number' },
          },
          required: ['subject', 'predicate', 'object', 'temporal', 'quote', 'confidence'],
          additionalProperties: false,
        },
      },
    },
    required: ['statements'],
    additionalProperties: false,
  };
}

/**
 * Reads a model's answer: `{"statements": [...]}` or a bare array, as strict JSON or leniently
 * (fences, prose, trailing commas). Null when no statement list can be found (a malformed answer).
 * Entries with a missing or non-string subject, predicate, object or quote are counted as invalid.
 *
 * @example readStage1Answer('{"statements": []}') // { statements: [], invalid: 0 }
 */
export function readStage1Answer(content: string): Stage1Answer | null {
  const parsed = parseJsonAnswer(content);
  if (!parsed) return null;
  const v = parsed.value as Record<string, unknown> | unknown[];
  const list = Array.isArray(v) ? v : Array.isArray(v.statements) ? v.statements : Array.isArray(v.facts) ? v.facts : null;
  if (!list) return null;
  const statements: Stage1Statement[] = [];
  let invalid = 0;
  for (const item of list as unknown[]) {
    const s = statementOf(item);
    if (s) statements.push(s);
    else invalid++;
  }
  return { statements, invalid };
}

function statementOf(item: unknown): Stage1Statement | null {
  if (typeof item !== 'object' || item === null) return null;
  const r = item as Record<string, unknown>;
  const quote = r.quote ?? r.evidence;
  const subject = r.subject;
  const predicate = r.predicate;
  const object = r.object;
  if (typeof subject !== 'string' || typeof predicate !== 'string' || typeof object !== 'string' || typeof quote !== 'string') return null;
  const t = r.temporal ?? r.temporal_expressions;
  const temporal = Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : typeof t === 'string' ? (t.trim() === '' ? [] : [t]) : null;
  const c = typeof r.confidence === 'string' ? Number(r.confidence) : r.confidence;
  return { subject, predicate, object, temporal, quote, confidence: typeof c === 'number' && Number.isFinite(c) ? c : null };
}
