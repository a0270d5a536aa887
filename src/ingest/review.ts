// The review queue's workflow: what a revision adds to the queue (deferred candidates become queue
// items; the latest revision decides what is pending), and a reviewer's decisions — an accepted
// candidate is governed through the same Stage 4 step as an ingested claim.

import { canonicalize, type DropReason } from '../govern/canonicalize.js';
import { editCandidate } from '../govern/quality-gate.js';
import type { CandidateEdit, DeferredCandidate, DeferredOccurrence, DeferredStatus } from '../model/deferred.js';
import { reconcileSettings, SETTINGS_KEY } from '../govern/settings.js';
import type { SourceDocument } from '../model/document.js';
import { NuggetIndexError } from '../model/errors.js';
import type { Nugget } from '../model/nugget.js';
import type { DeferredResolutionChange, DocumentRevision } from '../store/store.js';
import { atRevision, evidenceOf, type ClaimWithEvidence } from './claims.js';
import type { IngestContext } from './context.js';
import { governClaims, withBridgingFacts } from './govern-claims.js';
import { show } from '../options.js';

/**
 * The deferral-queue side of one revision. Each candidate the gate deferred becomes, or joins as one
 * more occurrence, its queue item; the latest revision (by date) decides what is pending: its items
 * are pending, the document's pending items it no longer states are withdrawn (a new revision replaces
 * the pending queue). A candidate a reviewer already decided keeps that decision: accepted, it is
 * governed again with the same edit (else this revision would end its fact); dropped, it stays dropped.
 */
export async function queueChanges(
  ctx: IngestContext,
  doc: SourceDocument,
  revision: DocumentRevision,
  previous: readonly DocumentRevision[],
  deferred: readonly DeferredCandidate[],
  now: number,
): Promise<{ items: DeferredCandidate[]; deferred: number; reviewed: ClaimWithEvidence[] }> {
  const latest = previous.every((r) => r.time <= revision.time);
  const known = new Map((previous.length > 0 ? await ctx.store.deferred({ docId: doc.id, status: 'all' }) : []).map((q) => [q.id, q]));
  const items: DeferredCandidate[] = [];
  const reviewed: ClaimWithEvidence[] = [];
  let count = 0;
  for (const found of deferred) {
    const prior = known.get(found.id);
    const occurrence = { revision: revision.revision, candidate: found.candidate };
    if (prior?.status === 'accepted') {
      const claim = reviewedClaim(ctx, occurrence, found.quote, prior.resolution?.edit ?? null, doc);
      if (typeof claim !== 'string') reviewed.push(claim);
      continue;
    }
    if (prior?.status === 'dropped') continue;
    count++;
    const occurrences = [...(prior?.occurrences ?? []), occurrence].sort((a, b) => a.revision - b.revision);
    if (latest || !prior) {
      // A candidate only an older, backfilled revision states is already withdrawn.
      items.push({ ...found, revision: revision.revision, occurrences, deferredAt: prior?.deferredAt ?? now, status: latest ? 'pending' : 'withdrawn' });
    } else {
      items.push({ ...prior, occurrences });
    }
  }
  if (latest && known.size > 0) {
    const stated = new Set(deferred.map((d) => d.id));
    for (const q of known.values()) if (q.status === 'pending' && !stated.has(q.id)) items.push({ ...q, status: 'withdrawn' });
  }
  return { items, deferred: count, reviewed };
}

/** One revision's statement of a queue item as a claim with its evidence, after the reviewer's edit; or why it cannot be keyed. */
function reviewedClaim(
  ctx: Pick<IngestContext, 'mapper' | 'aliases' | 'config'>,
  occurrence: DeferredOccurrence,
  quote: string,
  edit: CandidateEdit | null,
  doc: SourceDocument,
): ClaimWithEvidence | DropReason {
  const candidate = edit ? editCandidate(occurrence.candidate, edit, quote, doc.time) : occurrence.candidate;
  const claim = canonicalize(candidate, doc, ctx.mapper, ctx.aliases, ctx.config.normalizeKeys);
  if (typeof claim === 'string') return claim;
  return atRevision({ claim, evidence: evidenceOf(candidate, claim, doc) }, occurrence.revision);
}

/** One reviewer decision on a queue item. */
export interface ReviewAction {
  id: string;
  action: 'accept' | 'drop';
  /** Corrections applied before accepting. */
  edit?: CandidateEdit;
}

export interface ReviewResult {
  accepted: number;
  dropped: number;
  /** Nuggets the accepted candidates created or changed. */
  created: number;
  updated: number;
  /** The nugget each accepted item's evidence went into, by item id. */
  nuggetOf: Record<string, string>;
  /** Nuggets written, for index maintenance. */
  changed: Nugget[];
}

/** Statuses a reviewer can still decide. */
const OPEN: ReadonlySet<DeferredStatus> = new Set(['pending', 'withdrawn']);

const FIELD_OF: Record<DropReason, string> = {
  'unknown-predicate': 'predicate',
  'empty-subject': 'subject',
  'empty-object': 'object',
  'self-reference': 'object',
  'unparseable-date': 'object',
};
const WHY: Record<DropReason, string> = {
  'unknown-predicate': 'is not a predicate of the schema',
  'empty-subject': 'is empty',
  'empty-object': 'is empty',
  'self-reference': 'names the subject itself',
  'unparseable-date': 'is not a date',
};

/**
 * Applies a batch of review decisions in one transaction: accepted candidates (edited or not) are
 * canonicalised and governed through the same path as ingested claims; every decided item leaves the
 * pending queue with who decided, when, and into which nugget. Unknown or already decided ids fail
 * the whole batch (NOT_FOUND / INVALID_INPUT), so nothing is half-applied.
 *
 * @example await reviewDeferred(ctx, [{ id: 'q1a2…', action: 'accept', edit: { subject: 'Jane Doe' } }], 'alice')
 */
export async function reviewDeferred(ctx: IngestContext, actions: readonly ReviewAction[], by: string): Promise<ReviewResult> {
  const seen = new Set<string>();
  for (const a of actions) {
    if (typeof a.id !== 'string' || a.id === '') throw new NuggetIndexError('INVALID_INPUT', 'id: must be a non-empty string', { field: 'id', value: a.id });
    if (a.action !== 'accept' && a.action !== 'drop')
      throw new NuggetIndexError('INVALID_INPUT', `action: must be accept or drop (got ${show(a.action)})`, { field: 'action', value: a.action });
    if (seen.has(a.id)) throw new NuggetIndexError('INVALID_INPUT', `id: ${a.id} is decided twice in one batch`, { field: 'id', value: a.id });
    seen.add(a.id);
  }
  if (by.trim() === '') throw new NuggetIndexError('INVALID_INPUT', 'by: must name who reviews', { field: 'by', value: by });
  const empty: ReviewResult = { accepted: 0, dropped: 0, created: 0, updated: 0, nuggetOf: {}, changed: [] };
  if (actions.length === 0) return empty;

  return ctx.store.transaction(async () => {
    const items = new Map((await ctx.store.deferred({ ids: actions.map((a) => a.id), status: 'all' })).map((q) => [q.id, q]));
    const missing = actions.filter((a) => !items.has(a.id)).map((a) => a.id);
    if (missing.length > 0) throw new NuggetIndexError('NOT_FOUND', `no deferred candidate with id ${missing.join(', ')}`, { field: 'id', value: missing });
    const decided = actions.filter((a) => !OPEN.has(items.get(a.id)!.status));
    if (decided.length > 0) {
      throw new NuggetIndexError('INVALID_INPUT', `already reviewed: ${decided.map((a) => `${a.id} (${items.get(a.id)!.status})`).join(', ')}`, {
        field: 'id',
        value: decided.map((a) => a.id),
      });
    }
    const now = ctx.clock();
    // The documents of accepted items: their revisions (for canonicalisation) and history (Algorithm 1).
    const revisionsOf = new Map<string, DocumentRevision[]>();
    const claims: ClaimWithEvidence[] = [];
    /** Per accepted action, the index in `claims` of the claim from the revision the reviewer saw. */
    const shown: [ReviewAction, number][] = [];
    for (const a of actions) {
      if (a.action !== 'accept') continue;
      const item = items.get(a.id)!;
      const revisions = revisionsOf.get(item.docId) ?? (await ctx.store.revisions(item.docId));
      revisionsOf.set(item.docId, revisions);
      for (const occurrence of item.occurrences) {
        const rev = revisions.find((r) => r.revision === occurrence.revision);
        if (!rev) throw new NuggetIndexError('STORE_ERROR', `deferred candidate ${a.id}: revision ${occurrence.revision} of ${item.docId} is not in the store`);
        const claim = reviewedClaim(ctx, occurrence, item.quote, a.edit ?? null, sourceDocumentOf(rev));
        if (typeof claim === 'string') {
          const field = FIELD_OF[claim];
          const value =
            field === 'predicate'
              ? (a.edit?.predicate ?? item.candidate.predicate)
              : field === 'subject'
                ? (a.edit?.subject ?? item.candidate.subject)
                : (a.edit?.object ?? item.candidate.object);
          throw new NuggetIndexError('INVALID_INPUT', `${a.id}: ${field} "${value}" ${WHY[claim]}`, { field, value });
        }
        if (occurrence.revision === item.revision) shown.push([a, claims.length]);
        claims.push(claim);
      }
    }
    const settings = claims.length > 0 ? reconcileSettings(await ctx.store.meta(SETTINGS_KEY), ctx.settings(), ctx.reconfigure) : null;
    const histories = new Map([...revisionsOf].map(([docId, rs]) => [docId, rs.map((r) => ({ revision: r.revision, time: r.time }))]));
    const why = `review by ${by} of candidates from ${[...revisionsOf.keys()].join(', ')}`;
    const governed =
      claims.length > 0
        ? await withBridgingFacts(ctx, await governClaims(ctx, claims, histories, [], why, now), why, now)
        : { nuggets: [], history: [], created: 0, updated: 0, placed: [] };
    const nuggetOf: Record<string, string> = {};
    for (const [a, i] of shown) nuggetOf[a.id] = governed.placed[i]!;
    const resolutions: DeferredResolutionChange[] = actions.map((a) => ({
      id: a.id,
      status: a.action === 'accept' ? 'accepted' : 'dropped',
      by,
      at: now,
      edit: a.action === 'accept' ? recordedEdit(a.edit) : null,
      nuggetId: nuggetOf[a.id] ?? null,
    }));
    await ctx.store.commit({
      revisions: [],
      nuggets: governed.nuggets,
      history: governed.history,
      resolutions,
      ...(settings ? { meta: { [SETTINGS_KEY]: settings } } : {}),
    });
    const accepted = actions.filter((a) => a.action === 'accept').length;
    return { accepted, dropped: actions.length - accepted, created: governed.created, updated: governed.updated, nuggetOf, changed: governed.nuggets };
  });
}

/** The fields an edit sets, or null when it sets none. */
function recordedEdit(edit: CandidateEdit | undefined): CandidateEdit | null {
  const set = Object.entries(edit ?? {}).filter(([, v]) => v !== undefined);
  return set.length > 0 ? (Object.fromEntries(set) as CandidateEdit) : null;
}

/** The document a stored revision is, as canonicalisation sees it. */
function sourceDocumentOf(r: DocumentRevision): SourceDocument {
  return { id: r.docId, text: r.text, time: r.time, dated: r.dated, source: r.source, title: r.title, scope: r.scope, url: r.url, genre: null };
}
