// The route table of the HTTP API: every endpoint, its schemas and a handler that only calls the
// library and shapes its answer (STYLE §3). app.ts registers these; openapi.ts documents them.

import { ApiError } from './errors.js';
import { defineRoute, type Route } from './route.js';
import * as req from './schemas.js';
import * as res from './responses.js';
import {
  assign,
  assignmentJson,
  assignmentRecordFrom,
  type AssignmentRecord,
  disputeJson,
  disputeOutcomeJson,
  type DocumentInput,
  evaluateAnswer,
  answer,
  type IngestResult,
  ingestSummaryJson,
  metricsJson,
  type NuggetIndex,
  NuggetIndexError,
  nuggetDetailJson,
  nuggetize,
  nuggetListJson,
  nuggetRecordJson,
  retrievalJson,
  reviewQueueJson,
  reviewResultJson,
  score,
  subjectFactsJson,
  validateDocumentInput,
} from '../index.js';

/** Who a decision is recorded as when the request does not say. */
const DEFAULT_BY = 'api';

/** The question and run ids of a nugget request that names none (those evaluateAnswer uses). */
const DEFAULT_QID = 'q';
const DEFAULT_RUN_ID = 'answer';

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const routes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/healthz',
    operationId: 'health',
    tag: 'meta',
    summary: 'Liveness: 200 while the server can answer.',
    query: req.noQuery,
    response: { description: 'The server is up.', schema: res.healthSchema },
    handle: () => ({ status: 'ok' }),
  }),
  defineRoute({
    method: 'get',
    path: '/openapi.json',
    operationId: 'openapi',
    tag: 'meta',
    summary: 'This API as an OpenAPI 3.1 document, generated from the schemas that validate requests.',
    query: req.noQuery,
    response: { description: 'The OpenAPI document.' },
    handle: ({ ctx }) => ctx.openapi(),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/retrieve',
    operationId: 'retrieve',
    tag: 'retrieval',
    summary: 'Governed retrieval: filter by time and state, then rank (exactly `nuggetindex query --json`).',
    query: req.retrieveQuery,
    response: { description: 'The retrieval, as `query --json` prints it.', schema: res.retrievalSchema },
    // The query's parameters besides q are the retrieval options, by the same names.
    handle: async ({ query: { q, ...options }, ctx }) => retrievalJson(await ctx.index.retrieve(q, options)),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/context',
    operationId: 'context',
    tag: 'retrieval',
    summary: 'The generator context for a question: established facts, and disputed facts with the sources on each side.',
    query: req.contextQuery,
    response: { description: 'The context block and the retrieval it was built from (view active_contested).', schema: res.contextSchema },
    handle: async ({ query, ctx }) => {
      const { q, ...options } = query;
      const { text, retrieval } = await ctx.index.context(q, options);
      return { text, retrieval: retrievalJson(retrieval) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/answer',
    operationId: 'answer',
    tag: 'retrieval',
    summary:
      "A governed answer with exact citations (Crucible or GINGER, offline): only facts valid at the question's time, disputes stated as disputed, ended facts with their periods.",
    description: 'Exactly `nuggetindex answer --json`. Every sentence cites document, revision and character span; an empty answer says why in `note`.',
    query: req.noQuery,
    body: req.answerBody,
    response: { description: 'The answer.', schema: res.answerSchema },
    handle: async ({ body, ctx }) => {
      const { question, mode: _offline, ...options } = body;
      return answer(ctx.index, question, { ...options, mode: 'offline' });
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/nuggets/{id}',
    operationId: 'nugget',
    tag: 'facts',
    summary: 'One nugget with its full provenance, its earlier versions and the decision on its key.',
    params: req.nuggetParams,
    query: req.noQuery,
    response: { description: 'The nugget.', schema: res.nuggetDetailSchema },
    handle: async ({ params, ctx }) => {
      const detail = await ctx.index.nuggetDetail(params.id);
      if (detail === null) throw new ApiError(404, 'NOT_FOUND', `id: no nugget with id "${params.id}"`, 'id');
      return nuggetDetailJson(detail);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/subjects',
    operationId: 'subjects',
    tag: 'facts',
    summary: 'Subjects for a picker: those matching `prefix`, with their number of facts.',
    query: req.subjectsQuery,
    response: { description: 'The subjects.', schema: res.subjectsSchema },
    handle: async ({ query, ctx }) => ({ subjects: await ctx.index.subjects({ prefix: query.prefix, limit: query.limit }) }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/subjects/{name}',
    operationId: 'subjectFacts',
    tag: 'facts',
    summary: 'Every fact about a subject, in every state, for a timeline (an unknown subject has none).',
    params: req.subjectParams,
    query: req.noQuery,
    response: { description: "The subject's facts and the decisions on its keys.", schema: res.subjectFactsSchema },
    handle: async ({ params, ctx }) => subjectFactsJson(await ctx.index.subjectFacts(params.name)),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/disputes',
    operationId: 'disputes',
    tag: 'disputes',
    summary: 'Contested keys with their rival values, sources and evidence.',
    query: req.disputesQuery,
    response: { description: 'The disputes.', schema: res.disputesSchema },
    handle: async ({ query, ctx }) => ({ disputes: (await ctx.index.disputes({ limit: query.limit, decided: query.decided === 'true' })).map(disputeJson) }),
  }),
  defineRoute({
    method: 'post',
    path: '/v1/disputes/resolve',
    operationId: 'resolve',
    tag: 'disputes',
    write: true,
    summary: 'Pick the winner of a dispute: it becomes Active + Preferred, its overlapping rivals Deprecated; the decision is recorded and pinned.',
    query: req.noQuery,
    body: req.resolveBody,
    response: { description: 'The decision and the facts it changed.', schema: res.disputeOutcomeSchema },
    handle: async ({ body, ctx }) => disputeOutcomeJson(await ctx.index.resolve({ winner: body.winner, reason: body.reason, by: body.by ?? DEFAULT_BY })),
  }),
  defineRoute({
    method: 'post',
    path: '/v1/disputes/keep',
    operationId: 'keepContested',
    tag: 'disputes',
    write: true,
    summary: 'Record that a disputed key stays contested (reviewed, no winner).',
    query: req.noQuery,
    body: req.keepBody,
    response: { description: 'The decision (and no changed facts, normally).', schema: res.disputeOutcomeSchema },
    handle: async ({ body, ctx }) => disputeOutcomeJson(await ctx.index.keepContested({ key: body.key, reason: body.reason, by: body.by ?? DEFAULT_BY })),
  }),
  defineRoute({
    method: 'post',
    path: '/v1/ingest',
    operationId: 'ingest',
    tag: 'documents',
    write: true,
    summary: 'Ingest documents (JSONL lines as a JSON array). All are validated first; then each commits atomically, in order.',
    description: 'A document that fails while ingesting stops the request with an error naming it (documents.N); the documents before it are committed.',
    query: req.noQuery,
    body: req.ingestBody,
    response: { description: 'One summary per document, in order.', schema: res.ingestResultSchema },
    handle: async ({ body, ctx, request }) => ({ results: await ingestAll(ctx.index, body.documents, request.signal) }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/review',
    operationId: 'reviewQueue',
    tag: 'review',
    summary: 'The deferral queue (as `nuggetindex review --json`): counts by predicate and confidence, then the items.',
    query: req.reviewQuery,
    response: { description: 'The queue.', schema: res.reviewQueueSchema },
    handle: async ({ query, ctx }) => {
      return reviewQueueJson(await ctx.index.reviewQueue(query));
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/review',
    operationId: 'review',
    tag: 'review',
    write: true,
    summary: 'Accept (optionally edited) or drop queue items, in one transaction.',
    query: req.noQuery,
    body: req.reviewBody,
    response: { description: 'What the decisions did.', schema: res.reviewResultSchema },
    handle: async ({ body, ctx }) => {
      return reviewResultJson(await ctx.index.review(body.actions, { by: body.by ?? DEFAULT_BY }));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/v1/stats',
    operationId: 'stats',
    tag: 'meta',
    summary: 'The store in numbers (as `nuggetindex inspect --json`), its time span, and whether writes are allowed.',
    query: req.noQuery,
    response: { description: 'The statistics.', schema: res.statsSchema },
    handle: async ({ ctx }) => ({
      ...(await ctx.index.stats()),
      bridging: await ctx.index.bridgeSummary(),
      span: ctx.index.timeSpan(),
      writable: ctx.writable,
      tokenRequired: ctx.tokenRequired,
      embedder: ctx.index.embedderId(),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/v1/export',
    operationId: 'export',
    tag: 'documents',
    summary: 'Every nugget as one JSON line (the full record, as `nuggetindex export`), streamed.',
    query: req.noQuery,
    response: { description: 'NDJSON, one nugget record per line.', contentType: 'application/x-ndjson' },
    handle: ({ ctx }) =>
      new Response(exportStream(ctx.index), {
        headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/v1/nuggetize',
    operationId: 'nuggetize',
    tag: 'evaluation',
    summary:
      "AutoNuggetizer creation and importance, offline: a question's answer key from the facts the store holds at its time (or from the passages given).",
    description:
      "Offline and approximate: one nugget per governed fact the retriever returns at the time (one per contested key, naming the dispute), importance by overlap with the question, vital first, at most 20. With `passages`, created from those passages instead (a temporary store of them, filled by the offline extractor): undated, so no validity in the provenance. Reads only: the server's store is not changed.",
    query: req.noQuery,
    body: req.nuggetizeBody,
    response: { description: 'The nuggets, as a line of a nuggets file (`nuggetindex nuggetize` writes the same).', schema: res.nuggetListSchema },
    handle: async ({ body, ctx }) => {
      const topic = { qid: body.qid ?? DEFAULT_QID, query: body.query, candidates: body.passages ?? [] };
      const time = body.time === undefined ? {} : { time: body.time };
      const created = await nuggetize(topic, body.passages ? { mode: 'offline', ...time } : { mode: 'offline', index: ctx.index, ...time });
      return nuggetListJson(created.value);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/assign',
    operationId: 'assign',
    tag: 'evaluation',
    summary:
      "AutoNuggetizer assignment, offline: does the answer support each nugget (by lexical entailment), and which stale facts does it state by the store's validity?",
    description:
      'Offline and approximate: support when one passage of the answer carries most of the nugget\'s content words and all its names and numbers, partial_support for a good part. stale_facts lists facts the answer states as holding that the store holds as ended, not yet valid or deprecated at the question\'s time ("Steve Ballmer is the CEO" for 2020).',
    query: req.noQuery,
    body: req.assignBody,
    response: { description: 'The assigned nuggets, as a line of an assignments file (what /v1/score reads).', schema: res.assignmentRecordSchema },
    handle: async ({ body, ctx }) => {
      const qid = body.qid ?? DEFAULT_QID;
      const list = { qid, query: body.query, nuggets: body.nuggets };
      const answer = { runId: body.runId ?? DEFAULT_RUN_ID, qid, text: body.answer };
      const time = body.time === undefined ? {} : { time: body.time };
      return assignmentJson((await assign(list, answer, { mode: 'offline', index: ctx.index, ...time })).value);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/score',
    operationId: 'score',
    tag: 'evaluation',
    summary: "Nugget scores of assignments records: V_strict (primary), V, A_strict and A per answer, and each run's mean.",
    description:
      'Arithmetic over the labels given: the same figures whatever produced them. mode and approximate say how the records\' labels were made, read from their own "mode": "offline" (approximate true) when any record is offline, "llm" (approximate false) when every record is llm, null for both when a record does not say (e.g. nuggetizer\'s files, or manual labels) and none is offline. duplicates lists records of a run and question already given: the last one counts.',
    query: req.noQuery,
    body: req.scoreBody,
    response: {
      description: 'Metrics-file lines: one per answer, then each run\'s (qid "all"); answers with a failed label or no nuggets are listed, not scored.',
      schema: res.scoreReportSchema,
    },
    handle: ({ body }) => {
      const records = body.assignments.map(assignmentAt);
      const report = score(records);
      return {
        ...modeOfRecords(records),
        answers: report.answers.map(metricsJson),
        runs: report.runs.map(metricsJson),
        incomplete: report.incomplete,
        duplicates: report.duplicates,
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/evaluate',
    operationId: 'evaluate',
    tag: 'evaluation',
    summary:
      "Evaluates one answer offline: its answer key (given, or created from the store at the question's time), each nugget's assignment, the four scores and the stale facts it states.",
    description: "nuggetize, assign and score in one call. camelCase keys (the library's AnswerEvaluation); a missing label is null.",
    query: req.noQuery,
    body: req.evaluateBody,
    response: { description: 'The evaluation.', schema: res.answerEvaluationSchema },
    handle: async ({ body, ctx }) => {
      const input = {
        question: body.question,
        answer: body.answer,
        ...(body.time === undefined ? {} : { time: body.time }),
        ...(body.nuggets === undefined ? {} : { nuggets: body.nuggets }),
      };
      const e = await evaluateAnswer(input, { mode: 'offline', index: ctx.index });
      return {
        mode: e.mode,
        approximate: e.approximate,
        nuggets: e.nuggets.map((n) => ({
          text: n.text,
          importance: n.importance,
          assignment: n.assignment,
          ...(n.provenance ? { provenance: n.provenance } : {}),
        })),
        scores: e.scores,
        staleFacts: e.staleFacts,
        failures: e.failures,
      };
    },
  }),
];

/** A library input error re-located under `prefix`: "date: …" becomes "documents.3.date: …". Other errors are returned unchanged. */
function locatedAt(prefix: string, e: unknown): unknown {
  if (!(e instanceof NuggetIndexError) || !e.isUserError) return e;
  const inner = e.location.field;
  const field = `${prefix}${inner ? `.${inner}` : ''}`;
  const message = inner && e.message.startsWith(`${inner}: `) ? `${field}: ${e.message.slice(inner.length + 2)}` : `${field}: ${e.message}`;
  return new NuggetIndexError(e.code, message, { ...e.location, field });
}

/**
 * How scored records were labelled, from their own "mode": offline (approximate) when any is,
 * llm when all are, unknown (null) when some record does not say and none is offline.
 */
function modeOfRecords(records: readonly AssignmentRecord[]): { mode: 'llm' | 'offline' | null; approximate: boolean | null } {
  if (records.some((r) => r.mode === 'offline')) return { mode: 'offline', approximate: true };
  if (records.every((r) => r.mode === 'llm')) return { mode: 'llm', approximate: false };
  return { mode: null, approximate: null };
}

/** The i-th record of a score request, checked as `nuggetindex score` reads a line; a bad one names assignments.i.field. */
function assignmentAt(value: unknown, i: number): AssignmentRecord {
  try {
    return assignmentRecordFrom(value);
  } catch (e) {
    throw locatedAt(`assignments.${i}`, e);
  }
}

/**
 * Validates every document before ingesting any (a bad one names `documents.N.field` and nothing is
 * written), then ingests them in order, yielding between documents so readers are answered during
 * a long CPU-bound ingest. Stops between documents if the client goes away (or a shutdown drops
 * the connection): what was committed stays.
 */
async function ingestAll(index: NuggetIndex, documents: readonly DocumentInput[], signal: AbortSignal): Promise<Omit<IngestResult, 'changed'>[]> {
  const named = (i: number, e: unknown): unknown => locatedAt(`documents.${i}`, e);
  documents.forEach((d, i) => {
    try {
      validateDocumentInput(d);
    } catch (e) {
      throw named(i, e);
    }
  });
  const results: Omit<IngestResult, 'changed'>[] = [];
  for (const [i, doc] of documents.entries()) {
    await yieldToEventLoop();
    if (signal.aborted) throw new ApiError(400, 'INVALID_INPUT', `documents.${i}: the client went away; documents before it were committed`, `documents.${i}`);
    try {
      results.push(ingestSummaryJson(await index.ingest(doc)));
    } catch (e) {
      throw named(i, e);
    }
  }
  return results;
}

/** The store's nuggets as NDJSON, one batch at a time (never the whole store in memory). */
function exportStream(index: NuggetIndex): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = index.nuggets()[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map((n) => JSON.stringify(nuggetRecordJson(n)) + '\n').join('')));
    },
    async cancel() {
      await batches.return?.();
    },
  });
}
