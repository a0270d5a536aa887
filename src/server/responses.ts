// The response schemas of the HTTP API, for /openapi.json only (responses are built by the library,
// not parsed). Each one is checked at compile time against the library type it describes, so the
// document breaks the build rather than drifts when a JSON shape changes.

import { z } from 'zod';
import type { ErrorJson } from './errors.js';
import {
  CONFIDENCE_BUCKETS,
  SEARCH_MODES,
  type DecisionJson,
  DEFER_REASONS,
  DEFERRED_STATUSES,
  type DisputeJson,
  type DisputeOutcomeJson,
  type FactJson,
  type NuggetDetailJson,
  type RetrievalJson,
  type StoreStats,
  type BridgeSummary,
  type SubjectEntry,
  type SubjectFactsJson,
  VIEWS,
  type AnswerEvaluation,
  type BatchFailure,
  type NuggetProvenance,
  type NuggetScores,
  type StaleFact,
  type Answer,
} from '../index.js';

const isoOrNull = z.string().nullable().meta({ description: 'ISO-8601 date (or timestamp); null when open or unknown.' });
const key = z.object({ subject: z.string(), predicate: z.string(), scope: z.string() });

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({
        description: 'INVALID_INPUT, NOT_FOUND, UNAUTHORIZED, FORBIDDEN, TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, METHOD_NOT_ALLOWED, STORE_ERROR, INTERNAL, …',
      }),
      message: z.string(),
      field: z.string().nullable().meta({ description: 'The offending parameter or body field (documents.2.date), when there is one.' }),
    }),
  })
  .meta({ id: 'Error' });

export const healthSchema = z.object({ status: z.literal('ok') });

/** Present on a bridging fact only. */
const derivedFrom = z
  .array(z.string())
  .meta({ description: 'A bridging fact (IndexRAG) only: the ids of the facts of two or more documents it joins through an entity they share.' });

export const resultSchema = z
  .object({
    id: z.string(),
    score: z.number(),
    text: z.string(),
    subject: z.string(),
    predicate: z.string(),
    object: z.string(),
    status: z.string().meta({ description: 'active, contested or deprecated' }),
    rank: z.string(),
    confidence: z.number(),
    validity: z.object({ start: isoOrNull, end: isoOrNull, inferred: z.boolean(), granularity: z.string() }),
    sources: z.array(z.object({ docId: z.string(), source: z.string(), start: z.number(), end: z.number(), quote: z.string() })),
    derivedFrom: derivedFrom.optional(),
  })
  .meta({ id: 'Result' });

export const retrievalSchema = z
  .object({
    query: z.string(),
    time: isoOrNull,
    period: z.object({ start: isoOrNull, end: isoOrNull, from: z.enum(['option', 'question', 'now']) }),
    view: z.enum(VIEWS),
    mode: z.enum(SEARCH_MODES).meta({ description: 'How the results were ranked: lexical (BM25), semantic (the dense index) or hybrid (both fused).' }),
    results: z.array(resultSchema),
  })
  .meta({ id: 'Retrieval', description: 'Exactly the document `nuggetindex query --json` prints.' });

export const contextSchema = z.object({ text: z.string(), retrieval: retrievalSchema });

export const factSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    subject: z.string(),
    predicate: z.string(),
    object: z.string(),
    key,
    status: z.string(),
    rank: z.string(),
    confidence: z.number(),
    validity: z.object({ start: isoOrNull, end: isoOrNull, inferred: z.boolean(), granularity: z.string(), startBasis: z.string(), endBasis: z.string() }),
    sources: z.array(
      z.object({ docId: z.string(), revision: z.number(), source: z.string(), start: z.number(), end: z.number(), quote: z.string(), documentTime: isoOrNull }),
    ),
    derivedFrom: derivedFrom.optional(),
  })
  .meta({ id: 'Fact' });

export const decisionSchema = z
  .object({
    key,
    winner: z.string().nullable().meta({ description: 'The nugget declared right; null when the key was left contested.' }),
    losers: z.array(z.string()),
    reason: z.string(),
    by: z.string(),
    at: isoOrNull,
  })
  .meta({ id: 'Decision' });

export const nuggetDetailSchema = z.object({
  nugget: z.record(z.string(), z.unknown()).meta({ description: 'The full record, as one line of `nuggetindex export`.' }),
  history: z.array(
    z.object({
      version: z.number(),
      changedAt: isoOrNull,
      reason: z.string(),
      status: z.string(),
      rank: z.string(),
      confidence: z.number(),
      validity: z.object({ start: isoOrNull, end: isoOrNull }),
      evidenceCount: z.number(),
    }),
  ),
  decision: decisionSchema.nullable(),
  context: z
    .array(z.object({ docId: z.string(), revision: z.number(), before: z.string(), after: z.string() }))
    .meta({ description: 'Each evidence span in its document (same order as the evidence): up to 280 characters of the revision text before and after it.' })
    .optional(),
});

export const subjectsSchema = z.object({ subjects: z.array(z.object({ subject: z.string(), name: z.string(), facts: z.number() })) });

export const subjectFactsSchema = z.object({ subject: z.string(), names: z.array(z.string()), facts: z.array(factSchema), decisions: z.array(decisionSchema) });

export const disputeSchema = z.object({ key, facts: z.array(factSchema), decision: decisionSchema.nullable() }).meta({ id: 'Dispute' });
export const disputesSchema = z.object({ disputes: z.array(disputeSchema) });

/** What resolve and keep return: the recorded decision and the facts whose state it changed. */
export const disputeOutcomeSchema = z.object({ decision: decisionSchema, changed: z.array(factSchema) });

/** One ingested document's outcome (the library's IngestResult without the changed records). */
export const ingestSummarySchema = z.object({
  docId: z.string(),
  outcome: z.enum(['new', 'revision', 'unchanged']),
  revision: z.number(),
  candidates: z.number(),
  dropped: z.record(z.string(), z.number()),
  deferred: z.number(),
  created: z.number(),
  updated: z.number(),
});
export const ingestResultSchema = z.object({ results: z.array(ingestSummarySchema) });

/** A queue item as `nuggetindex review --json` lists it. */
export const queueItemSchema = z.object({
  id: z.string(),
  status: z.enum(DEFERRED_STATUSES),
  reason: z.enum(DEFER_REASONS),
  detail: z.string(),
  predicate: z.string(),
  confidence: z.number(),
  bucket: z.enum(CONFIDENCE_BUCKETS),
  candidate: z.object({ subject: z.string(), predicate: z.string(), object: z.string() }),
  evidence: z.object({ docId: z.string(), revision: z.number(), start: z.number(), end: z.number(), quote: z.string() }),
  revisions: z.array(z.number()),
  deferredAt: isoOrNull,
  resolution: z.object({ by: z.string(), at: isoOrNull }).loose().nullable(),
});
export const reviewQueueSchema = z.object({
  total: z.number(),
  groups: z.array(z.object({ predicate: z.string(), bucket: z.enum(CONFIDENCE_BUCKETS), count: z.number() })),
  items: z.array(queueItemSchema),
});
export const reviewResultSchema = z.object({
  accepted: z.number(),
  dropped: z.number(),
  created: z.number(),
  updated: z.number(),
  nuggetOf: z.record(z.string(), z.string()),
});

export const statsSchema = z.object({
  documents: z.number(),
  revisions: z.number(),
  nuggets: z.number(),
  evidence: z.number(),
  byStatus: z.object({ active: z.number(), deprecated: z.number(), contested: z.number() }),
  keys: z.number(),
  contestedKeys: z.number(),
  bridging: z
    .object({
      entities: z.number().meta({ description: 'Bridge entities: named by at least two and at most τ documents (IndexRAG Eq. 1).' }),
      tau: z.number(),
      tooCommon: z
        .array(z.object({ entity: z.string(), df: z.number() }))
        .meta({ description: 'Entities skipped: named by more than τ documents, most first.' }),
      bridgingFacts: z.object({ active: z.number(), contested: z.number(), deprecated: z.number() }),
    })
    .meta({ description: 'Bridging facts (IndexRAG), as `inspect` reports them.' }),
  span: z.object({ start: isoOrNull, end: isoOrNull }).meta({ description: 'Earliest and latest finite validity bound (for a time slider).' }),
  writable: z.boolean().meta({ description: 'Whether write endpoints are enabled (--allow-writes).' }),
  tokenRequired: z.boolean().meta({ description: 'Whether write endpoints need `Authorization: Bearer <token>` (--token).' }),
  embedder: z
    .string()
    .nullable()
    .meta({ description: "The embedder of the store's vectors (semantic and hybrid retrieval), or null: lexical retrieval only." }),
});

// ——— Nugget evaluation (offline mode only). /v1/nuggetize, /v1/assign and /v1/score answer in the
// nuggetizer file shapes (snake_case keys, a missing label written "failed"), so their output is a
// nuggets-file, assignments-file or metrics-file line as it stands; /v1/evaluate answers the
// library's AnswerEvaluation (camelCase, a missing label null).

const offline = {
  mode: z.literal('offline').meta({ description: 'How the steps ran: always "offline" on this server (no LLM endpoint is configured).' }),
  approximate: z.literal(true).meta({ description: "True: offline figures approximate the paper's LLM judgments; never report them as the paper's." }),
};

export const nuggetProvenanceSchema = z
  .object({
    nuggetIds: z.array(z.string()).meta({ description: "The governed nugget's id (several when the nugget names a dispute)." }),
    evidence: z.array(z.object({ docId: z.string(), revision: z.number(), start: z.number(), end: z.number() })),
    status: z.enum(['active', 'contested']),
    validity: z
      .object({ start: z.string().nullable(), end: z.string().nullable() })
      .optional()
      .meta({ description: 'The validity of the fact, ISO-8601 bounds (null: open); absent for nuggets of undated passages.' }),
  })
  .meta({ id: 'NuggetProvenance', description: 'Where a nugget proposed from the governed store comes from.' });

const importanceLabel = z.enum(['vital', 'okay', 'failed']).meta({ description: 'vital or okay; "failed" when its labelling batch failed (LLM mode).' });
const assignmentLabel = z
  .enum(['support', 'partial_support', 'not_support', 'failed'])
  .meta({ description: 'How far the answer states the nugget; "failed" when its batch failed (LLM mode).' });

export const nuggetListSchema = z
  .object({
    query: z.string(),
    qid: z.string(),
    nuggets: z.array(z.object({ text: z.string(), importance: importanceLabel, provenance: nuggetProvenanceSchema.optional() })),
    ...offline,
  })
  .meta({ id: 'NuggetList', description: "A nuggets-file line (nuggetizer's shape, plus mode, approximate and provenance): vital nuggets first." });

export const staleFactSchema = z
  .object({
    nuggetId: z.string(),
    text: z.string().meta({ description: "The governed nugget's canonical text." }),
    reason: z.enum(['deprecated', 'ended', 'not yet valid']),
    validity: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
    passage: z.string().meta({ description: 'The answer passage that states it.' }),
    current: z.array(z.object({ nuggetId: z.string(), text: z.string() })).meta({ description: "Facts of the same key that hold at the question's time." }),
  })
  .meta({ id: 'StaleFact', description: "A fact the answer states that the store holds as not valid at the question's time." });

export const assignmentRecordSchema = z
  .object({
    query: z.string(),
    qid: z.string(),
    answer_text: z.string(),
    response_length: z.number().meta({ description: 'Words in the answer.' }),
    run_id: z.string(),
    nuggets: z.array(z.object({ text: z.string(), importance: importanceLabel, provenance: nuggetProvenanceSchema.optional(), assignment: assignmentLabel })),
    ...offline,
    stale_facts: z.array(staleFactSchema).meta({ description: "The stale facts the answer states, by the server's store." }),
  })
  .meta({
    id: 'AssignmentRecord',
    description: "An assignments-file line (nuggetizer's shape, plus mode, approximate and stale_facts): what /v1/score reads.",
  });

export const metricsLineSchema = z
  .object({
    qid: z.string().meta({ description: 'The question; "all" on a run\'s line (the mean over its answers).' }),
    strict_vital_score: z.number().meta({ description: 'V_strict, the primary metric: support only, vital nuggets.' }),
    strict_all_score: z.number().meta({ description: 'A_strict: support only, all nuggets.' }),
    vital_score: z.number().meta({ description: 'V: support 1, partial support 0.5, vital nuggets.' }),
    all_score: z.number().meta({ description: 'A: support 1, partial support 0.5, all nuggets.' }),
    run_id: z.string(),
  })
  .meta({ id: 'MetricsLine', description: "A metrics-file line (nuggetizer's keys, plus run_id)." });

export const scoreReportSchema = z.object({
  mode: z.enum(['llm', 'offline']).nullable().meta({
    description:
      'How the records\' labels were made, from their own "mode" (the server only adds them up): "offline" when any record is offline, "llm" when every record is, null when some record does not say and none is offline.',
  }),
  approximate: z.boolean().nullable().meta({
    description: 'True when any record is offline (approximate labels), false when every record is llm, null when unknown (as mode).',
  }),
  answers: z.array(metricsLineSchema).meta({ description: 'One line per scored answer, in the order given.' }),
  runs: z.array(metricsLineSchema).meta({ description: 'Each run\'s mean over its scored answers (qid "all").' }),
  incomplete: z
    .array(z.object({ runId: z.string(), qid: z.string(), reason: z.enum(['failed batch', 'no nuggets']) }))
    .meta({ description: 'Answers not scored, never scored as 0: a nugget labelled "failed", or no nuggets at all.' }),
  duplicates: z
    .array(z.object({ runId: z.string(), qid: z.string() }))
    .meta({ description: 'Records of a run and question already seen; the last one counts.' }),
});

export const nuggetScoresSchema = z
  .object({
    vitalStrict: z.number().meta({ description: 'V_strict, the primary metric: support only, vital nuggets.' }),
    vital: z.number().meta({ description: 'V: support 1, partial support 0.5, vital nuggets.' }),
    allStrict: z.number().meta({ description: 'A_strict: support only, all nuggets.' }),
    all: z.number().meta({ description: 'A: support 1, partial support 0.5, all nuggets.' }),
  })
  .meta({ id: 'NuggetScores' });

export const batchFailureSchema = z.object({
  step: z.enum(['create', 'importance', 'assign']),
  qid: z.string(),
  runId: z.string().optional(),
  batch: z.number(),
  reasons: z.array(z.string()),
  reply: z.string(),
});

export const answerEvaluationSchema = z.object({
  ...offline,
  nuggets: z.array(
    z.object({
      text: z.string(),
      importance: z.enum(['vital', 'okay']).nullable(),
      assignment: z.enum(['support', 'partial_support', 'not_support']).nullable(),
      provenance: nuggetProvenanceSchema.optional(),
    }),
  ),
  scores: nuggetScoresSchema.nullable().meta({ description: 'Null when a nugget has no label (a failed batch, LLM mode).' }),
  staleFacts: z.array(staleFactSchema),
  failures: z.array(batchFailureSchema).meta({ description: 'Batches whose model reply was unusable (always empty offline).' }),
});

const citationSchema = z.object({
  docId: z.string(),
  revision: z.number(),
  source: z.string(),
  title: z.string().nullable(),
  documentTime: z.string().nullable().meta({ description: "The revision's date (ISO), null for an undated document." }),
  start: z.number(),
  end: z.number(),
  quote: z.string().meta({ description: "Exactly the revision's text from start to end." }),
  nuggetId: z.string().nullable().meta({ description: 'The governed fact the span is evidence of; null for a plain source sentence.' }),
});

export const answerSchema = z.object({
  question: z.string(),
  time: z.object({ start: z.string().nullable(), end: z.string().nullable(), from: z.enum(['option', 'question', 'now']) }),
  pipeline: z.enum(['crucible', 'ginger']),
  mode: z.enum(['offline', 'llm']),
  approximate: z.boolean().meta({ description: 'True in offline mode: rules and sentence selection stand in for a model.' }),
  text: z.string(),
  sentences: z.array(
    z.object({
      text: z.string(),
      standing: z.enum(['established', 'past', 'disputed', 'source']).meta({
        description:
          'established: facts valid at the asked time; past: an ended fact, stated with its period; disputed: every side, cited; source: a document sentence no governed fact covers.',
      }),
      citations: z.array(citationSchema),
      nuggetIds: z.array(z.string()),
      confidence: z.number(),
    }),
  ),
  note: z.string().nullable().meta({ description: 'Why the answer is empty ("no fact valid in 1850 matches the question"), else null.' }),
  trace: z.object({
    nuggets: z.array(z.object({ question: z.string(), answer: z.string(), from: z.array(z.string()), score: z.number() })).optional(),
    facets: z.array(z.object({ nuggets: z.array(z.string()), from: z.array(z.string()), score: z.number() })).optional(),
    rewrites: z.array(z.string()).optional(),
    polished: z.boolean().optional(),
    withheld: z.number().meta({ description: 'Sentences of the documents left out: they state facts that do not hold at the asked time or are disputed.' }),
  }),
  failures: z.array(z.object({ step: z.string(), reasons: z.array(z.string()), reply: z.string() })),
});

// ——— Compile-time checks: each schema and its library type describe the same JSON.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(): T | undefined => undefined;
agree<Same<z.infer<typeof retrievalSchema>, RetrievalJson>>();
agree<Same<z.infer<typeof factSchema>, FactJson>>();
agree<Same<z.infer<typeof decisionSchema>, DecisionJson>>();
agree<Same<Omit<z.infer<typeof nuggetDetailSchema>, 'nugget'>, Omit<NuggetDetailJson, 'nugget'>>>();
agree<Same<z.infer<typeof subjectFactsSchema>, SubjectFactsJson>>();
agree<Same<z.infer<typeof disputeSchema>, DisputeJson>>();
agree<Same<z.infer<typeof disputeOutcomeSchema>, DisputeOutcomeJson>>();
agree<Same<z.infer<typeof subjectsSchema>['subjects'][number], SubjectEntry>>();
agree<Same<Omit<z.infer<typeof statsSchema>, 'span' | 'writable' | 'tokenRequired' | 'bridging' | 'embedder'>, StoreStats>>();
agree<Same<z.infer<typeof statsSchema>['bridging'], BridgeSummary>>();
agree<Same<z.infer<typeof errorSchema>['error']['field'], ErrorJson['error']['field']>>();
agree<Same<z.infer<typeof nuggetProvenanceSchema>, NuggetProvenance>>();
agree<Same<z.infer<typeof staleFactSchema>, StaleFact>>();
agree<Same<z.infer<typeof nuggetScoresSchema>, NuggetScores>>();
agree<Same<z.infer<typeof batchFailureSchema>, BatchFailure>>();
agree<Same<z.infer<typeof answerSchema>, Answer>>();
agree<Same<Omit<z.infer<typeof answerEvaluationSchema>, 'mode' | 'approximate'>, Omit<AnswerEvaluation, 'mode' | 'approximate'>>>();
