// The JSON shape of a retrieved nugget — the `query --json` / `GET /v1/retrieve` contract that later
// tools rely on: ISO dates, `end: null` when open, lower-case status.

import type { Nugget } from '../model/nugget.js';
import { toIso } from '../model/time.js';

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
