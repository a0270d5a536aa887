// The JSON wire shapes: what the CLI prints with --json and the HTTP API answers — one module, so
// `/v1/retrieve` is exactly `query --json` and a library change is never silently a wire change.
// Conventions: ISO dates, `null` for an open or unknown bound, lower-case states.

import { confidenceBucket, type DeferredCandidate } from './model/deferred.js';
import type { KeyDecision } from './model/decision.js';
import type { Nugget, NuggetKey } from './model/nugget.js';
import { toIso } from './model/time.js';
import type { Dispute, DisputeOutcome, NuggetDetail, SubjectFacts } from './browse.js';
import type { IngestResult } from './ingest/context.js';
import type { ReviewResult } from './ingest/review.js';
import type { ReviewQueue } from './model/deferred.js';
import type { Retrieval } from './retrieve/retrieval.js';
import type { QueryPeriod } from './retrieve/query-time.js';
import type { SearchMode } from './search/nugget-search.js';
import type { View } from './search/governance-filter.js';
import type { NuggetVersion } from './store/store.js';

export interface ResultJson {
  id: string;
  score: number;
  text: string;
  subject: string;
  predicate: string;
  object: string;
  status: string;
  rank: string;
  confidence: number;
  validity: { start: string | null; end: string | null; inferred: boolean; granularity: string };
  sources: { docId: string; source: string; start: number; end: number; quote: string }[];
  /** A bridging fact only (IndexRAG): the ids of the facts it joins, in the order its text combines them. */
  derivedFrom?: string[];
}

/** A full record with ISO times (ids, fact, key, validity, state, provenance): the `export` line. */
export function nuggetRecordJson(n: Nugget): unknown {
  const iso = (v: { start: number; end: number }) => ({ start: toIso(v.start), end: toIso(v.end) });
  return {
    ...n,
    validity: { ...n.validity, ...iso(n.validity) },
    provenance: {
      ...n.provenance,
      createdAt: toIso(n.provenance.createdAt),
      evidence: n.provenance.evidence.map((e) => ({
        ...e,
        documentTime: toIso(e.documentTime),
        stated: { ...e.stated, ...iso(e.stated) },
        asserted: { ...e.asserted, ...iso(e.asserted) },
      })),
    },
  };
}

export function resultJson(n: Nugget, score: number): ResultJson {
  return {
    id: n.id,
    score: Math.round(score * 10000) / 10000,
    text: n.fact.text,
    subject: n.fact.subject,
    predicate: n.fact.predicate,
    object: n.fact.object,
    status: n.epistemic.status,
    rank: n.epistemic.rank,
    confidence: n.epistemic.confidence,
    validity: { start: toIso(n.validity.start), end: toIso(n.validity.end), inferred: n.validity.inferred, granularity: n.validity.granularity },
    sources: n.provenance.evidence.map((e) => ({ docId: e.docId, source: e.source, start: e.start, end: e.end, quote: e.quote })),
    ...(n.provenance.derivedFrom ? { derivedFrom: [...n.provenance.derivedFrom] } : {}),
  };
}

// ——— The shapes of the fact-browsing API (HTTP /v1/nuggets, /v1/subjects, /v1/disputes and the web
// UI). Same conventions: ISO dates, null for an open bound, lower-case states.

/** A nugget as the browsing views show it: the fact, its key, governed validity and state, and its evidence. */
export interface FactJson {
  id: string;
  text: string;
  subject: string;
  predicate: string;
  object: string;
  key: NuggetKey;
  status: string;
  rank: string;
  confidence: number;
  validity: { start: string | null; end: string | null; inferred: boolean; granularity: string; startBasis: string; endBasis: string };
  sources: { docId: string; revision: number; source: string; start: number; end: number; quote: string; documentTime: string | null }[];
  /** A bridging fact only (IndexRAG): the ids of the facts it joins. */
  derivedFrom?: string[];
}

/** A recorded decision on a disputed key (`resolve` picked a winner, or `keep` left it contested). */
export interface DecisionJson {
  key: NuggetKey;
  /** The nugget declared right; null when the key was deliberately left contested. */
  winner: string | null;
  /** The nuggets declared wrong (Deprecated for good). */
  losers: string[];
  reason: string;
  by: string;
  at: string | null;
}

/** `GET /v1/nuggets/:id`: the full record (as `export` writes it), its earlier versions and the key's decision. */
export interface NuggetDetailJson {
  nugget: unknown;
  /** Earlier governed states, oldest first, with why each changed. */
  history: {
    version: number;
    changedAt: string | null;
    reason: string;
    status: string;
    rank: string;
    confidence: number;
    validity: { start: string | null; end: string | null };
    evidenceCount: number;
  }[];
  decision: DecisionJson | null;
  /**
   * Each evidence span in its document, in the evidence's order: up to CONTEXT_CHARS of the revision's
   * text before and after the span (empty where the document text is not at hand).
   */
  context?: { docId: string; revision: number; before: string; after: string }[];
}

/** `GET /v1/subjects/:subject`: every fact about a subject, for the timeline. */
export interface SubjectFactsJson {
  /** The subject as keyed (normalised), and the names it appears under. */
  subject: string;
  names: string[];
  /** Ordered by predicate, then validity start, then object, then id. */
  facts: FactJson[];
  decisions: DecisionJson[];
}

/** One disputed key: its values (all states) and the decision recorded on it, if any. */
export interface DisputeJson {
  key: NuggetKey;
  facts: FactJson[];
  decision: DecisionJson | null;
}

export function factJson(n: Nugget): FactJson {
  return {
    id: n.id,
    text: n.fact.text,
    subject: n.fact.subject,
    predicate: n.fact.predicate,
    object: n.fact.object,
    key: { ...n.key },
    status: n.epistemic.status,
    rank: n.epistemic.rank,
    confidence: n.epistemic.confidence,
    validity: {
      start: toIso(n.validity.start),
      end: toIso(n.validity.end),
      inferred: n.validity.inferred,
      granularity: n.validity.granularity,
      startBasis: n.validity.startBasis,
      endBasis: n.validity.endBasis,
    },
    sources: n.provenance.evidence.map((e) => ({
      docId: e.docId,
      revision: e.revision,
      source: e.source,
      start: e.start,
      end: e.end,
      quote: e.quote,
      documentTime: toIso(e.documentTime),
    })),
    ...(n.provenance.derivedFrom ? { derivedFrom: [...n.provenance.derivedFrom] } : {}),
  };
}

export function decisionJson(d: KeyDecision): DecisionJson {
  return { key: { ...d.key }, winner: d.winner, losers: [...d.losers], reason: d.reason, by: d.by, at: toIso(d.at) };
}

export function versionJson(v: NuggetVersion): NuggetDetailJson['history'][number] {
  return {
    version: v.version,
    changedAt: toIso(v.changedAt),
    reason: v.reason,
    status: v.epistemic.status,
    rank: v.epistemic.rank,
    confidence: v.epistemic.confidence,
    validity: { start: toIso(v.validity.start), end: toIso(v.validity.end) },
    evidenceCount: v.evidenceCount,
  };
}

/** A deferral-queue item as `review --json` and `GET /v1/review` list it. */
export function queueItemJson(item: DeferredCandidate) {
  return {
    id: item.id,
    status: item.status,
    reason: item.reason,
    detail: item.detail,
    predicate: item.predicate,
    confidence: item.candidate.confidence,
    bucket: confidenceBucket(item.candidate.confidence),
    candidate: { subject: item.candidate.subject, predicate: item.candidate.predicate, object: item.candidate.object },
    evidence: { docId: item.docId, revision: item.revision, start: item.candidate.start, end: item.candidate.end, quote: item.quote },
    revisions: item.occurrences.map((x) => x.revision),
    deferredAt: toIso(item.deferredAt),
    resolution: item.resolution ? { ...item.resolution, at: toIso(item.resolution.at) } : null,
  };
}

/** The `query --json` document (and `GET /v1/retrieve`). */
export interface RetrievalJson {
  query: string;
  time: string | null;
  period: { start: string | null; end: string | null; from: QueryPeriod['from'] };
  view: View;
  /** How the results were ranked: lexical (BM25), semantic (dense) or hybrid (fused). */
  mode: SearchMode;
  results: ResultJson[];
}

export function retrievalJson(r: Retrieval): RetrievalJson {
  return {
    query: r.query,
    time: toIso(r.period.start),
    period: { start: toIso(r.period.start), end: toIso(r.period.end), from: r.period.from },
    view: r.view,
    mode: r.mode,
    results: r.results.map((x) => resultJson(x.nugget, x.score)),
  };
}

export function nuggetDetailJson(d: NuggetDetail): NuggetDetailJson {
  return {
    nugget: nuggetRecordJson(d.nugget),
    history: d.history.map(versionJson),
    decision: d.decision ? decisionJson(d.decision) : null,
    context: d.context,
  };
}

export function subjectFactsJson(s: SubjectFacts): SubjectFactsJson {
  return { subject: s.subject, names: s.names, facts: s.facts.map(factJson), decisions: s.decisions.map(decisionJson) };
}

export function disputeJson(d: Dispute): DisputeJson {
  return { key: { ...d.key }, facts: d.facts.map(factJson), decision: d.decision ? decisionJson(d.decision) : null };
}

/** A resolution as the API returns it: the recorded decision and the nuggets it changed. */
export interface DisputeOutcomeJson {
  decision: DecisionJson;
  changed: FactJson[];
}

export function disputeOutcomeJson(o: DisputeOutcome): DisputeOutcomeJson {
  return { decision: decisionJson(o.decision), changed: o.changed.map(factJson) };
}

export type QueueItemJson = ReturnType<typeof queueItemJson>;

/** The review queue as `review --json` prints it and `GET /v1/review` answers. */
export function reviewQueueJson(q: ReviewQueue): { total: number; groups: ReviewQueue['groups']; items: QueueItemJson[] } {
  return { total: q.total, groups: q.groups, items: q.items.map(queueItemJson) };
}

/** What review decisions did, as `review --json` prints it and `POST /v1/review` answers. */
export function reviewResultJson(r: ReviewResult): Omit<ReviewResult, 'changed'> {
  return { accepted: r.accepted, dropped: r.dropped, created: r.created, updated: r.updated, nuggetOf: r.nuggetOf };
}

/** A document's ingest summary without the changed records (`POST /v1/ingest`). */
export function ingestSummaryJson(r: IngestResult): Omit<IngestResult, 'changed'> {
  const { changed: _changed, ...summary } = r;
  return summary;
}
