// The JSON shape of a retrieved nugget — the `query --json` / `GET /v1/retrieve` contract that later
// tools rely on: ISO dates, `end: null` when open, lower-case status.

import { confidenceBucket, type DeferredCandidate } from '../model/deferred.js';
import type { KeyDecision } from '../model/decision.js';
import type { Nugget, NuggetKey } from '../model/nugget.js';
import { toIso } from '../model/time.js';
import type { NuggetVersion } from '../store/store.js';

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
      evidence: n.provenance.evidence.map((e) => ({ ...e, documentTime: toIso(e.documentTime), stated: { ...e.stated, ...iso(e.stated) }, asserted: { ...e.asserted, ...iso(e.asserted) } })),
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
  history: { version: number; changedAt: string | null; reason: string; status: string; rank: string; confidence: number; validity: { start: string | null; end: string | null }; evidenceCount: number }[];
  decision: DecisionJson | null;
  /**
   * Each evidence span in its document, in the evidence's order: up to CONTEXT_CHARS of the revision's
   * text before and after the span. Absent where the document text is not at hand (a browser export).
   */
  context?: { docId: string; revision: number; before: string; after: string }[];
}

/** Characters of document text shown on each side of an evidence span. */
export const CONTEXT_CHARS = 280;

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
      start: toIso(n.validity.start), end: toIso(n.validity.end), inferred: n.validity.inferred, granularity: n.validity.granularity,
      startBasis: n.validity.startBasis, endBasis: n.validity.endBasis,
    },
    sources: n.provenance.evidence.map((e) => ({ docId: e.docId, revision: e.revision, source: e.source, start: e.start, end: e.end, quote: e.quote, documentTime: toIso(e.documentTime) })),
  };
}

export function decisionJson(d: KeyDecision): DecisionJson {
  return { key: { ...d.key }, winner: d.winner, losers: [...d.losers], reason: d.reason, by: d.by, at: toIso(d.at) };
}

export function versionJson(v: NuggetVersion): NuggetDetailJson['history'][number] {
  return {
    version: v.version, changedAt: toIso(v.changedAt), reason: v.reason, status: v.epistemic.status, rank: v.epistemic.rank,
    confidence: v.epistemic.confidence, validity: { start: toIso(v.validity.start), end: toIso(v.validity.end) }, evidenceCount: v.evidenceCount,
  };
}

/** A deferral-queue item as `review --json` and `GET /v1/review` list it. */
export function queueItemJson(item: DeferredCandidate) {
  return {
    id: item.id, status: item.status, reason: item.reason, detail: item.detail, predicate: item.predicate,
    confidence: item.candidate.confidence, bucket: confidenceBucket(item.candidate.confidence),
    candidate: { subject: item.candidate.subject, predicate: item.candidate.predicate, object: item.candidate.object },
    evidence: { docId: item.docId, revision: item.revision, start: item.candidate.start, end: item.candidate.end, quote: item.quote },
    revisions: item.occurrences.map((x) => x.revision),
    deferredAt: toIso(item.deferredAt),
    resolution: item.resolution ? { ...item.resolution, at: toIso(item.resolution.at) } : null,
  };
}
