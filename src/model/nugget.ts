// The nugget record of the NuggetIndex paper (§3.1): n = (kind, fact, validity, epistemic state,
// provenance), keyed by (subject_norm, predicate, scope). Times are epoch ms here, ISO at the API.

import type { Granularity, Instant } from './time.js';

/**
 * What a nugget records. A BridgingFact (IndexRAG) is derived, not extracted: it combines facts from
 * two or more documents through a shared entity, and `provenance.derivedFrom` names them.
 */
export const NUGGET_KINDS = ['SemanticFact', 'EpisodicEvent', 'Instruction', 'UserPreference', 'BridgingFact'] as const;
export type NuggetKind = (typeof NUGGET_KINDS)[number];

/** Lifecycle state. Active: current consensus; Deprecated: lost a conflict; Contested: sources disagree. */
export const STATUSES = ['active', 'deprecated', 'contested'] as const;
export type Status = (typeof STATUSES)[number];

/** Wikidata-style rank within a key. */
export const RANKS = ['preferred', 'normal', 'deprecated'] as const;
export type Rank = (typeof RANKS)[number];

/** The atomic fact: a (subject, predicate, object) triple and its canonical sentence. */
export interface Fact {
  subject: string;
  predicate: string;
  object: string;
  /** Canonical statement text ℓ_n, the unit that is indexed and shown to a generator. */
  text: string;
}

/** κ = (subject_norm, predicate, scope): same key + different object = conflict candidate. */
export interface NuggetKey {
  subject: string;
  predicate: string;
  scope: string;
}

/** How a validity bound was obtained, so a reader (and the failure analysis) can see why. */
export type StartBasis =
  /** an explicit START or POINT expression in the evidence */
  | 'explicit'
  /** defaulted to the document timestamp (Algorithm 1, line 2, otherwise-branch) */
  | 'document'
  /** raised to the revision in which the statement first appeared (Algorithm 1, line 11) */
  | 'revision'
  /** nothing says when it began (e.g. "former CEO", or an explicit end before the document date) */
  | 'unknown'
  /** no date of its own: the narrative time of its paragraph or section (extract/narrative.ts) */
  | 'narrative';

export type EndBasis =
  /** an explicit END expression in the evidence */
  | 'explicit'
  /** nothing says it ended (Algorithm 1, line 3, +∞) */
  | 'open'
  /** the statement disappeared from a later revision of its document (Algorithm 1, line 8) */
  | 'revision'
  /** closed by a successor value on a functional key (Algorithm 1, line 16 / Algorithm 2, line 16) */
  | 'succession'
  /** "former X": it ended no later than the document date */
  | 'former'
  /** one unit of the evidence's granularity: an event that happened at a point in time */
  | 'event';

/** σ = [start, end) plus where the bounds came from. */
export interface Validity {
  start: Instant;
  end: Instant;
  /** True unless both bounds come from explicit temporal expressions (or start is explicit and end open). */
  inferred: boolean;
  /** Precision of the temporal evidence (the coarser of the two bounds). */
  granularity: Granularity;
  startBasis: StartBasis;
  endBasis: EndBasis;
}

export interface Epistemic {
  status: Status;
  rank: Rank;
  /** In [0, 1]: extraction confidence combined over independent sources. */
  confidence: number;
}

/** What one piece of evidence asserts about validity, before governance combines evidence. */
export interface AssertedValidity {
  start: Instant;
  end: Instant;
  startBasis: StartBasis;
  endBasis: EndBasis;
  granularity: Granularity;
}

/** One evidence span: where in which revision of which document the fact is stated. */
export interface Evidence {
  docId: string;
  /** 1-based revision number of the document, in ingest order (Algorithm 1 orders revisions by time). */
  revision: number;
  /** Publisher, for independence: two evidence spans with the same source count once. */
  source: string;
  /** Character offsets of the evidence span in the revision's text, [start, end). */
  start: number;
  end: number;
  quote: string;
  /** Extraction confidence of this span, in [0, 1]. */
  confidence: number;
  /** The document's timestamp t_d. */
  documentTime: Instant;
  /** The interval the span's own text states (Algorithm 1, lines 1–3). */
  stated: AssertedValidity;
  /** The stated interval tightened by the document's revision history (lines 4–12); what governance combines. */
  asserted: AssertedValidity;
}

export interface Provenance {
  evidence: Evidence[];
  createdAt: Instant;
  /** The nugget this one was derived from (an edit or a split), or null. */
  parentId: string | null;
  /** Incremented whenever governance changes the validity or the state. */
  version: number;
  /**
   * A bridging fact's source nuggets, in the order its text combines them (absent on every other
   * kind): its validity and state follow theirs, and its evidence is their first spans.
   */
  derivedFrom?: string[];
}

export interface Nugget {
  id: string;
  kind: NuggetKind;
  fact: Fact;
  key: NuggetKey;
  validity: Validity;
  epistemic: Epistemic;
  provenance: Provenance;
}

/** Number of independent sources |π_n| behind a nugget (distinct `source` values). */
export function independentSources(evidence: readonly Evidence[]): number {
  if (evidence.length <= 1) return evidence.length;
  return new Set(evidence.map((e) => e.source)).size;
}

/** A key as one string, for maps and SQL indexes. */
export function keyString(key: NuggetKey): string {
  return `${key.scope}\u0001${key.subject}\u0001${key.predicate}`;
}

/** Orders keys by scope, then subject, then predicate (the order stores list keys in). */
export function compareKeys(a: NuggetKey, b: NuggetKey): number {
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return cmp(a.scope, b.scope) || cmp(a.subject, b.subject) || cmp(a.predicate, b.predicate);
}

/**
 * A copy of a validity, as a literal in the interface's order. (Not a spread: V8 gives a spread copy
 * a hidden class it may share with small `{ start, end, … }` objects of text offsets, and the doubles
 * of a validity then box the offsets of every such object the extractor makes.)
 */
export function cloneValidity(v: Validity): Validity {
  return { start: v.start, end: v.end, inferred: v.inferred, granularity: v.granularity, startBasis: v.startBasis, endBasis: v.endBasis };
}

/**
 * A deep copy of a nugget. Every part is a plain object of primitives, so copying field by field
 * copies it all: what structuredClone makes, many times faster (stores copy records on every read and
 * write). Written as literals rather than spreads, so every copy has one shape whatever key order the
 * original was built in (a spread of differently ordered records is slow, and so is reading them).
 */
export function cloneNugget(n: Nugget): Nugget {
  const { fact, key, validity: v, epistemic, provenance: p } = n;
  return {
    id: n.id,
    kind: n.kind,
    fact: { subject: fact.subject, predicate: fact.predicate, object: fact.object, text: fact.text },
    key: { subject: key.subject, predicate: key.predicate, scope: key.scope },
    validity: cloneValidity(v),
    epistemic: { status: epistemic.status, rank: epistemic.rank, confidence: epistemic.confidence },
    provenance:
      p.derivedFrom === undefined
        ? { evidence: p.evidence.map(cloneEvidence), createdAt: p.createdAt, parentId: p.parentId, version: p.version }
        : { evidence: p.evidence.map(cloneEvidence), createdAt: p.createdAt, parentId: p.parentId, version: p.version, derivedFrom: [...p.derivedFrom] },
  };
}

/** True for a bridging fact (IndexRAG): derived from other nuggets, never governed as an extracted claim. */
export function isBridgingFact(n: Pick<Nugget, 'kind'>): boolean {
  return n.kind === 'BridgingFact';
}

/** A copy of one evidence span (see cloneNugget). */
export function cloneEvidence(e: Evidence): Evidence {
  return {
    docId: e.docId,
    revision: e.revision,
    source: e.source,
    start: e.start,
    end: e.end,
    quote: e.quote,
    confidence: e.confidence,
    documentTime: e.documentTime,
    stated: cloneAsserted(e.stated),
    asserted: cloneAsserted(e.asserted),
  };
}

function cloneAsserted(a: AssertedValidity): AssertedValidity {
  return { start: a.start, end: a.end, startBasis: a.startBasis, endBasis: a.endBasis, granularity: a.granularity };
}
