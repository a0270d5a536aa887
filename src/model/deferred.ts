// The review queue's records (Stage 2½): a candidate the quality gate held back, why, every revision
// that stated it, and who decided what — as the store persists them — and the queue's grouping by
// predicate and confidence for a reviewer.

import type { Candidate } from './candidate.js';
import { contentHash } from './ids.js';
import type { Instant } from './time.js';

/** Why a candidate waits for review instead of being governed. */
export const DEFER_REASONS = ['low-confidence', 'unparseable-date', 'object-type-mismatch', 'subject-not-noun-phrase'] as const;
export type DeferReason = (typeof DEFER_REASONS)[number];

/**
 * pending: awaiting review, stated by its document's latest revision; withdrawn: a newer revision no
 * longer states it (out of the default queue, still reviewable); accepted, dropped: decided.
 */
export const DEFERRED_STATUSES = ['pending', 'withdrawn', 'accepted', 'dropped'] as const;
export type DeferredStatus = (typeof DEFERRED_STATUSES)[number];

/** A reviewer's correction of a candidate before accepting it; absent fields keep the candidate's. */
export interface CandidateEdit {
  subject?: string;
  /** A schema predicate name or a surface form of one. */
  predicate?: string;
  object?: string;
  /** ISO date the fact started (`2008`, `2008-03`, `2008-03-15`): replaces the text's start. */
  start?: string;
  /** ISO date of the exclusive end, read like "until 2008" (the interval closes at 2008-01-01). */
  end?: string;
}

/** Who decided what, and when. */
export interface DeferredResolution {
  by: string;
  at: Instant;
  /** The edit an accept applied (null: accepted as extracted, or dropped). */
  edit: CandidateEdit | null;
  /** The nugget an accepted candidate's evidence went into. */
  nuggetId: string | null;
}

/** One revision's statement of a queued candidate (offsets and confidence may differ between revisions). */
export interface DeferredOccurrence {
  revision: number;
  candidate: Candidate;
}

/** One candidate in the deferral queue, as persisted by the store. */
export interface DeferredCandidate {
  /** Content hash of document, triple and quote (not the revision): re-ingest never duplicates it. */
  id: string;
  docId: string;
  /** The revision the reviewer sees the candidate from: the latest that stated it. */
  revision: number;
  /** The schema predicate it maps to, for grouping and filtering. */
  predicate: string;
  reason: DeferReason;
  /** The reason in words, naming the offending value. */
  detail: string;
  /** The candidate as the extractor proposed it in `revision`. */
  candidate: Candidate;
  /** The evidence span's text. */
  quote: string;
  /**
   * Every revision that stated it, in revision order, `revision` included: accepting it gives the
   * claim evidence from each, exactly as ingest would have.
   */
  occurrences: DeferredOccurrence[];
  deferredAt: Instant;
  status: DeferredStatus;
  resolution: DeferredResolution | null;
}

/**
 * The id of a queue item. Revision-independent, so a candidate repeated by a new revision keeps its
 * item and a reviewer's decision on it still applies.
 *
 * @example deferredId('doc-7', { subject: 'He', predicate: 'chiefExecutiveOfficer', object: 'Jane Doe', … }, 'He became CEO.')
 */
export function deferredId(docId: string, candidate: Pick<Candidate, 'subject' | 'predicate' | 'object'>, quote: string): string {
  return 'q' + contentHash(docId, candidate.subject, candidate.predicate, candidate.object, quote).slice(0, 24);
}

/** Confidence buckets the queue is grouped by: quarters of [0, 1]. */
export const CONFIDENCE_BUCKETS = ['0.00–0.25', '0.25–0.50', '0.50–0.75', '0.75–1.00'] as const;
export type ConfidenceBucket = (typeof CONFIDENCE_BUCKETS)[number];

export function confidenceBucket(confidence: number): ConfidenceBucket {
  const i = Number.isFinite(confidence) ? Math.min(3, Math.max(0, Math.floor(confidence * 4))) : 0;
  return CONFIDENCE_BUCKETS[i]!;
}

export interface QueueGroup {
  predicate: string;
  bucket: ConfidenceBucket;
  count: number;
}

/** Counts of queue items by predicate and confidence bucket, in predicate then bucket order. */
export function groupQueue(items: readonly DeferredCandidate[]): QueueGroup[] {
  const counts = new Map<string, QueueGroup>();
  for (const item of items) {
    const bucket = confidenceBucket(item.candidate.confidence);
    const k = `${item.predicate}\u0000${bucket}`;
    const g = counts.get(k) ?? { predicate: item.predicate, bucket, count: 0 };
    g.count++;
    counts.set(k, g);
  }
  return [...counts.values()].sort((a, b) =>
    a.predicate < b.predicate ? -1 : a.predicate > b.predicate ? 1 : a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0,
  );
}

/** The deferral queue as a reviewer sees it. */
export interface ReviewQueue {
  /** Items matching the filter (before `limit`). */
  total: number;
  /** Their counts by predicate and confidence bucket (before `limit`). */
  groups: QueueGroup[];
  /** The items, ordered by predicate, confidence (highest first) and id, at most `limit`. */
  items: DeferredCandidate[];
}
