// The route table of the HTTP API: every endpoint, its schemas and a handler that only calls the
// library and shapes its answer (STYLE §3). app.ts registers these; openapi.ts documents them.

import { ApiError } from './errors.js';
import { defineRoute, type Route } from './route.js';
import * as req from './schemas.js';
import * as res from './responses.js';
import {
  disputeJson,
  disputeOutcomeJson,
  type DocumentInput,
  type IngestResult,
  ingestSummaryJson,
  type NuggetIndex,
  NuggetIndexError,
  nuggetDetailJson,
  nuggetRecordJson,
  retrievalJson,
  reviewQueueJson,
  reviewResultJson,
  subjectFactsJson,
  validateDocumentInput,
} from '../index.js';

/** Who a decision is recorded as when the request does not say. */
const DEFAULT_BY = 'api';

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
    handle: async ({ query, ctx }) => retrievalJson(await ctx.index.retrieve(query.q, { time: query.time, view: query.view, k: query.k })),
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
      const { text, retrieval } = await ctx.index.context(query.q, { time: query.time, k: query.k });
      return { text, retrieval: retrievalJson(retrieval) };
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
    handle: async ({ ctx }) => ({ ...(await ctx.index.stats()), span: ctx.index.timeSpan(), writable: ctx.writable, tokenRequired: ctx.tokenRequired }),
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
];

/**
 * Validates every document before ingesting any (a bad one names `documents.N.field` and nothing is
 * written), then ingests them in order, yielding between documents so readers are answered during
 * a long CPU-bound ingest. Stops between documents if the client goes away (or a shutdown drops
 * the connection): what was committed stays.
 */
async function ingestAll(index: NuggetIndex, documents: readonly DocumentInput[], signal: AbortSignal): Promise<Omit<IngestResult, 'changed'>[]> {
  const named = (i: number, e: unknown): unknown => {
    if (!(e instanceof NuggetIndexError) || !e.isUserError) return e;
    const inner = e.location.field;
    const field = `documents.${i}${inner ? `.${inner}` : ''}`;
    // "date: …" becomes "documents.3.date: …"
    const message = inner && e.message.startsWith(`${inner}: `) ? `${field}: ${e.message.slice(inner.length + 2)}` : `${field}: ${e.message}`;
    return new NuggetIndexError(e.code, message, { ...e.location, field });
  };
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
