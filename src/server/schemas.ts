// The request schemas of the HTTP API: query parameters, path parameters and JSON bodies. They are
// the one source of truth twice over — the router validates every request with them, and
// /openapi.json is generated from them — so the document cannot drift from what is enforced.
// Ranges, defaults and descriptions come from the library's option specs (src/options.ts), as the
// CLI's do, so the three front doors agree.

import { z } from 'zod';
import {
  ANSWER,
  type ChoiceSpec,
  DISPUTES,
  documentInputSchema,
  expected,
  FUSION_WEIGHT,
  type FusionWeights,
  type IntegerSpec,
  parseIsoTime,
  RETRIEVE,
  REVIEW,
  satisfies,
  SUBJECTS,
} from '../index.js';

/** An integer query parameter of a library option; the message states the range, whatever went wrong. */
function intParam(spec: IntegerSpec, description = spec.description) {
  const message = `must be ${expected(spec)}`;
  const param = z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(spec.min, { error: message })
    .max(spec.max, { error: message })
    .meta({ description });
  return spec.default === undefined ? param.optional() : param.default(spec.default);
}

/** A query parameter that is one of a library option's words. */
function choiceParam<T extends string>(spec: ChoiceSpec<T>, description = spec.description) {
  const param = z.enum(spec.values as [T, ...T[]], { error: `must be ${expected(spec)}` }).meta({ description });
  return spec.default === undefined ? param.optional() : param.default(spec.default as never);
}

/** `2008`, `2008-06`, `2008-06-15` or a timestamp: the forms `parseIsoTime` (and `query --time`) reads. */
const isoTime = z
  .string({ error: 'must be an ISO-8601 date (e.g. 2008, 2008-06 or 2008-06-15)' })
  .regex(/^\s*\d{4}(-\d{2}(-\d{2}(T.+)?)?)?\s*$/, { error: 'must be an ISO-8601 date (e.g. 2008, 2008-06 or 2008-06-15)' })
  .refine(
    (s) => {
      try {
        parseIsoTime(s);
        return true;
      } catch {
        return false;
      }
    },
    { error: 'is not a valid calendar date' },
  );

// Not trimmed: the retrieval echoes the question exactly as `query --json` does.
const question = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
  .min(1, { error: 'is required' })
  .max(2000, { error: 'must be at most 2000 characters' })
  .refine((s) => s.trim() !== '', { error: 'is required' });
const who = z.string().trim().min(1, { error: 'must be a non-empty string' }).max(200, { error: 'must be at most 200 characters' });
const reason = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'must be a non-empty string' })
  .max(2000, { error: 'must be at most 2000 characters' });
const bool = z.enum(['true', 'false'], { error: 'must be true or false' });

/** Hybrid fusion weights as a query parameter: "lexical,dense,metadata". */
function weightsParam() {
  return z
    .string()
    .optional()
    .transform((value, ctx): FusionWeights | undefined => {
      if (value === undefined) return undefined;
      const parts = value.split(',').map((x) => (x.trim() === '' ? NaN : Number(x)));
      if (parts.length === 3 && parts.every((x) => satisfies(FUSION_WEIGHT, x))) return { lexical: parts[0]!, dense: parts[1]!, metadata: parts[2]! };
      ctx.addIssue({ code: 'custom', message: 'must be three numbers from 0 to 1, comma-separated: lexical,dense,metadata' });
      return z.NEVER;
    })
    .meta({
      description:
        "Hybrid fusion weights α (lexical), β (dense), γ (metadata), each 0–1. Default 0.4,0.4,0.2 (tuned for the offline embedder; the paper's are 0.4,0.5,0.1 with fusion linear).",
      example: '0.4,0.5,0.1',
    });
}

// ——— Query parameters (strict: an unknown parameter is refused, so a typo is never silently ignored)

export const retrieveQuery = z.strictObject({
  q: question.meta({
    description: 'The question. Its words are ranked by BM25; "in 2012", "since 2019" set the time unless `time` is given.',
    example: 'Who is the CEO of Northwind Energy?',
  }),
  time: isoTime.optional().meta({
    description: 'The date the question is about (2008, 2008-06, 2008-06-15); a year means the whole year. Default: from the question, else now.',
    example: '2012',
  }),
  view: choiceParam(RETRIEVE.view),
  k: intParam(RETRIEVE.k),
  bridging: choiceParam(RETRIEVE.bridging),
  kb: intParam(RETRIEVE.kb),
  mode: choiceParam(RETRIEVE.mode),
  fusion: choiceParam(RETRIEVE.fusion),
  weights: weightsParam(),
});

export const contextQuery = z.strictObject({
  q: retrieveQuery.shape.q,
  time: retrieveQuery.shape.time,
  k: intParam(RETRIEVE.k, 'Number of nuggets.'),
  bridging: retrieveQuery.shape.bridging,
  kb: retrieveQuery.shape.kb,
  mode: retrieveQuery.shape.mode,
  fusion: retrieveQuery.shape.fusion,
  weights: retrieveQuery.shape.weights,
});

export const subjectsQuery = z.strictObject({
  prefix: z
    .string()
    .max(200, { error: 'must be at most 200 characters' })
    .optional()
    .meta({ description: 'Only subjects matching this text (normalised like keys); default: all.', example: 'northwind' }),
  limit: intParam(SUBJECTS.limit),
});

export const disputesQuery = z.strictObject({
  limit: intParam(DISPUTES.limit),
  decided: bool.optional().meta({ description: 'true: also keys a decision was recorded on (resolved or kept contested). Default false.' }),
});

export const reviewQuery = z.strictObject({
  status: choiceParam(REVIEW.status),
  reason: choiceParam(REVIEW.reason),
  predicate: z
    .string()
    .trim()
    .min(1, { error: 'must be a non-empty string' })
    .max(200)
    .optional()
    .meta({ description: 'Only candidates of this schema predicate.' }),
  below: z.coerce
    .number({ error: `must be ${expected(REVIEW.below)}` })
    .min(REVIEW.below.min, { error: `must be ${expected(REVIEW.below)}` })
    .max(REVIEW.below.max, { error: `must be ${expected(REVIEW.below)}` })
    .optional()
    .meta({ description: REVIEW.below.description }),
  limit: intParam(REVIEW.limit),
});

export const noQuery = z.strictObject({});

// ——— Path parameters

export const nuggetParams = z.strictObject({
  id: z.string().min(1).max(200, { error: 'must be at most 200 characters' }).meta({ description: 'A nugget id (as `id` in a retrieval result).' }),
});

export const subjectParams = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(500, { error: 'must be at most 500 characters' })
    .meta({ description: 'A subject, as written or normalised ("Northwind Energy", "northwind energy").', example: 'Northwind Energy' }),
});

// ——— JSON bodies

export const ingestBody = z.strictObject({
  documents: z
    .array(documentInputSchema, { error: 'must be an array of documents' })
    .min(1, { error: 'must hold at least one document' })
    .max(1000, { error: 'at most 1000 documents per request' })
    .meta({
      description:
        'Documents as in a JSONL corpus line: id and text required; date, source, title, scope, url, genre optional. Committed one by one, in order.',
    }),
});

const candidateEdit = z.strictObject({
  subject: z.string().optional(),
  predicate: z.string().optional(),
  object: z.string().optional(),
  start: z.string().optional().meta({ description: 'ISO date the fact started.' }),
  end: z.string().optional().meta({ description: 'ISO date of the exclusive end.' }),
});

export const reviewBody = z.strictObject({
  actions: z
    .array(
      z.strictObject({
        id: z.string().min(1, { error: 'must be a queue item id' }),
        action: z.enum(['accept', 'drop'], { error: 'must be accept or drop' }),
        edit: candidateEdit.optional().meta({ description: 'Corrections applied before accepting.' }),
      }),
      { error: 'must be an array of actions' },
    )
    .min(1, { error: 'must hold at least one action' })
    .max(10000)
    .meta({ description: 'Decisions, applied in one transaction: an unknown id fails them all.' }),
  by: who.optional().meta({ description: 'Who decides, recorded with each decision. Default "api".' }),
});

export const resolveBody = z.strictObject({
  winner: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200).meta({ description: 'The id of the contested nugget that is right.' }),
  reason: reason.meta({ description: 'Why, recorded with the decision.' }),
  by: who.optional().meta({ description: 'Who decides. Default "api".' }),
});

export const keepBody = z.strictObject({
  key: z
    .strictObject(
      {
        subject: z.string({ error: 'is required' }),
        predicate: z.string({ error: 'is required' }),
        scope: z.string().optional().meta({ description: "Default: the store's default scope (global)." }),
      },
      { error: 'must be an object {subject, predicate, scope}' },
    )
    .meta({ description: "The disputed key, as in a dispute's `key`." }),
  reason: reason.meta({ description: 'Why it stays contested.' }),
  by: who.optional().meta({ description: 'Who decides. Default "api".' }),
});

// ——— Nugget evaluation (AutoNuggetizer, offline mode only: the server has no LLM endpoint)

/** Limits that keep one request's CPU-bound work (extraction, lexical assignment) short. */
export const NUGGET_LIMITS = { passages: 100, passageChars: 10000, nuggets: 100, answerChars: 20000, assignments: 10000 } as const;

const mode = z
  .literal('offline', { error: 'this server runs the offline mode only (no LLM endpoint is configured): send "offline" or leave mode out' })
  .optional()
  .meta({
    description:
      'How the step runs. Only "offline" (creation from the store or the passages by the offline extractor, assignment by lexical entailment): "llm" is refused (400).',
  });
const qid = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'must be a non-empty string' })
  .max(200, { error: 'must be at most 200 characters' });
const answer = z
  .string({ error: 'is required' })
  .max(NUGGET_LIMITS.answerChars, { error: `must be at most ${NUGGET_LIMITS.answerChars} characters` })
  .meta({ description: 'The answer to judge, as plain text (sentences joined).' });
const nuggetTime = isoTime.optional();

/** A nugget's provenance as /v1/nuggetize returns it, accepted so its nuggets can be sent on unchanged. */
const provenanceInput = z
  .strictObject({
    nuggetIds: z.array(z.string()),
    evidence: z.array(z.strictObject({ docId: z.string(), revision: z.number(), start: z.number(), end: z.number() })),
    status: z.enum(['active', 'contested']),
    validity: z.strictObject({ start: z.string().nullable(), end: z.string().nullable() }).optional(),
  })
  .optional()
  .meta({ description: 'Where a nugget proposed from the store comes from (as /v1/nuggetize returns it); echoed, not checked against the store.' });

/** An answer key: nuggets with their importance. */
const nuggetKey = z
  .array(
    z.strictObject({
      text: z.string({ error: 'is required' }).trim().min(1, { error: 'must be a non-empty string' }).max(1000, { error: 'must be at most 1000 characters' }),
      importance: z
        .enum(['vital', 'okay'], { error: 'must be vital or okay' })
        .default('vital')
        .meta({ description: 'vital (must be in a good answer) or okay (good to have). Default vital, as nuggetizer reads a nugget without one.' }),
      provenance: provenanceInput,
    }),
    { error: 'must be an array of nuggets {text, importance}' },
  )
  .max(NUGGET_LIMITS.nuggets, { error: `at most ${NUGGET_LIMITS.nuggets} nuggets per request` });

export const nuggetizeBody = z.strictObject({
  query: question.meta({ description: 'The question to create the answer key of.', example: 'Who is the CEO of Microsoft?' }),
  qid: qid.optional().meta({ description: 'The question id, echoed. Default "q".' }),
  time: nuggetTime.meta({
    description: 'The date the question is about (2008, 2008-06, 2008-06-15): the facts valid then become nuggets. Default: from the question, else now.',
    example: '2020',
  }),
  passages: z
    .array(
      z.strictObject({
        docid: qid.meta({ description: 'The passage id (recorded in the provenance).' }),
        text: z.string({ error: 'is required' }).max(NUGGET_LIMITS.passageChars, { error: `must be at most ${NUGGET_LIMITS.passageChars} characters` }),
      }),
      { error: 'must be an array of passages {docid, text}' },
    )
    .min(1, { error: 'must hold at least one passage (leave passages out to create from the store)' })
    .max(NUGGET_LIMITS.passages, { error: `at most ${NUGGET_LIMITS.passages} passages per request` })
    .optional()
    .meta({
      description:
        "Create from these passages (a temporary store filled by the offline extractor; undated, so no validity in the provenance) instead of from the server's store.",
    }),
  mode,
});

export const assignBody = z.strictObject({
  query: question.meta({ description: 'The question the answer answers.', example: 'Who is the CEO of Microsoft?' }),
  qid: qid.optional().meta({ description: 'The question id, echoed. Default "q".' }),
  answer,
  runId: qid.optional().meta({ description: 'The run the answer belongs to, echoed as run_id. Default "answer".' }),
  nuggets: nuggetKey.meta({ description: 'The answer key (e.g. the nuggets of /v1/nuggetize), in order.' }),
  time: nuggetTime.meta({
    description: "The date the question is about, for the stale-fact check against the server's store. Default: from the question, else now.",
    example: '2020',
  }),
  mode,
});

export const scoreBody = z.strictObject({
  assignments: z
    .array(z.record(z.string(), z.unknown(), { error: 'must be an assignments record (an object)' }), { error: 'must be an array of assignments records' })
    .min(1, { error: 'must hold at least one assignments record' })
    .max(NUGGET_LIMITS.assignments, { error: `at most ${NUGGET_LIMITS.assignments} records per request` })
    .meta({
      description:
        'Assignments records as /v1/assign returns them and `nuggetindex assign` writes them (nuggetizer\'s assignments-file lines): {"query", "qid", "answer_text", "run_id", "nuggets": [{"text", "importance", "assignment"}]}, response_length, mode and stale_facts optional. Each is checked as `nuggetindex score` reads a line; a bad one names assignments.N.field.',
    }),
  mode,
});

export const evaluateBody = z.strictObject({
  question: question.meta({ description: 'The question.', example: 'Who is the CEO of Microsoft?' }),
  answer,
  time: nuggetTime.meta({ description: 'The date the question is about. Default: from the question, else now.', example: '2020' }),
  nuggets: nuggetKey
    .optional()
    .meta({ description: "The answer key; default: created from the server's store (the facts valid at `time`), as /v1/nuggetize does." }),
  mode,
});

// ——— Answers (Crucible, GINGER; offline mode only: the server has no LLM endpoint)

/** An integer body field of a library option (JSON numbers, not coerced strings). */
function intField(spec: IntegerSpec) {
  const message = `must be ${expected(spec)}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(spec.min, { error: message })
    .max(spec.max, { error: message })
    .optional()
    .meta({ description: `${spec.description} Default ${spec.default}.` });
}

export const answerBody = z.strictObject({
  question: question.meta({ description: 'The question.', example: 'Who was the CEO of Northwind Energy in 2018?' }),
  time: isoTime.optional().meta({ description: 'The date the question is about. Default: the time the question names, else now.', example: '2018' }),
  pipeline: z
    .enum(ANSWER.pipeline.values as ['crucible', 'ginger'], { error: `must be ${expected(ANSWER.pipeline)}` })
    .optional()
    .meta({ description: `${ANSWER.pipeline.description} Default crucible.` }),
  mode,
  k: intField(ANSWER.k),
  documents: intField(ANSWER.documents),
  sentences: intField(ANSWER.sentences),
  words: intField(ANSWER.words),
  rewrites: intField(ANSWER.rewrites),
  passages: intField(ANSWER.passages),
  bridging: z
    .enum(['on', 'off'], { error: `must be ${expected(ANSWER.bridging)}` })
    .optional()
    .meta({ description: `${ANSWER.bridging.description} Default on.` }),
  kb: intField(ANSWER.kb),
  verify: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .meta({ description: 'Crucible: drop sentences their cited spans do not state. Default false.' }),
});
