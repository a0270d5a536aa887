// The ingest flow for one document (DESIGN.md): segment → extract → canonicalise + key → quality gate
// → validity (Algorithm 1) → merge duplicates and govern each touched key (Algorithm 2) → one atomic
// ChangeSet. Re-ingesting identical text is a no-op; the same id with new text is a new revision.
// Candidates the gate defers wait in the store's review queue; accepting one governs it through the
// same Stage 4 path (`reviewDeferred`).

import { sentenceWindows } from './extract/sentences.js';
import type { Candidate, Extractor } from './extract/extractor.js';
import { tagTemporal } from './extract/temporal.js';
import { canonicalize, type CanonicalClaim, type DropReason, type PredicateMapper } from './govern/canonicalize.js';
import { editCandidate, qualityGate, type GateDropReason } from './govern/quality-gate.js';
import { deferredId, type CandidateEdit, type DeferredCandidate, type DeferredOccurrence, type DeferredStatus } from './model/deferred.js';
import type { AliasTable } from './govern/aliases.js';
import { evaluateKey, type KeyClaim } from './govern/conflict.js';
import { nearestDuplicate } from './govern/duplicates.js';
import { normalizeValue } from './govern/normalize.js';
import { assertedValidity, combineEvidence, tightenByRevisions, type RevisionPoint } from './govern/validity.js';
import { reconcileSettings, SETTINGS_KEY, type GovernanceSettings } from './govern/settings.js';
import { defaultGovernanceConfig, type GovernanceConfig } from './model/config.js';
import type { KeyDecision } from './model/decision.js';
import type { SourceDocument } from './model/document.js';
import { NuggetIndexError } from './model/errors.js';
import { contentHash, nuggetId } from './model/ids.js';
import { overlaps } from './model/interval.js';
import { keyString, type Evidence, type Nugget, type NuggetKey, type Validity } from './model/nugget.js';
import { predicate as predicateDef, type PredicateSchema } from './model/schema.js';
import { toIso, type Clock } from './model/time.js';
import type { ChangeSet, DeferredResolutionChange, DocumentRevision, NuggetStore, NuggetVersion } from './store/store.js';

/** What ingest needs; assembled once by NuggetIndex. */
export interface IngestContext {
  store: NuggetStore;
  schema: PredicateSchema;
  mapper: PredicateMapper;
  aliases: AliasTable;
  extractor: Extractor;
  config: GovernanceConfig;
  clock: Clock;
  /** Fingerprints of schema, aliases and config, checked against the store's (govern/settings.ts). */
  settings: () => GovernanceSettings;
  /** Adopt `settings` even if the store was built with others. */
  reconfigure: boolean;
}

export interface IngestResult {
  docId: string;
  /** new: first revision; revision: a new revision of a known document; unchanged: identical text, nothing written. */
  outcome: 'new' | 'revision' | 'unchanged';
  revision: number;
  candidates: number;
  /** Candidates that could not be keyed, by reason. */
  dropped: Partial<Record<GateDropReason, number>>;
  /** Candidates the quality gate sent to the review queue (`NuggetIndex.reviewQueue`). */
  deferred: number;
  created: number;
  updated: number;
  /** Nuggets written (created or changed), for index maintenance. */
  changed: Nugget[];
}

/**
 * Ingests one validated document.
 *
 * @example await ingestDocument(ctx, toSourceDocument({ id: 'a', text: 'Acme is headquartered in Boston.' }, Date.now(), 'global'))
 */
export async function ingestDocument(ctx: IngestContext, doc: SourceDocument): Promise<IngestResult> {
  return commitDocument(ctx, await prepareDocument(ctx, doc));
}

/** A document read and extracted, not yet written: the result of Stages 1–3 (or "nothing to do"). */
export type PreparedDocument =
  | { doc: SourceDocument; hash: string; extracted: Awaited<ReturnType<typeof extractClaims>> }
  | { doc: SourceDocument; hash: string; unchanged: IngestResult };

function unchangedResult(doc: SourceDocument, r: DocumentRevision): IngestResult {
  return { docId: doc.id, outcome: 'unchanged', revision: r.revision, candidates: 0, dropped: {}, deferred: 0, created: 0, updated: 0, changed: [] };
}

/**
 * Stages 1–3 and the quality gate for one document: candidates → canonical claims (or queue items)
 * → evidence with stated validity. Needs no write lock, so an extractor that waits on a model can
 * work on the next documents while earlier ones commit.
 */
export async function prepareDocument(ctx: IngestContext, doc: SourceDocument): Promise<PreparedDocument> {
  const hash = contentHash(doc.text);
  // A cheap check first, so an unchanged re-ingest costs no extraction.
  const seen = unchangedRevision(await ctx.store.revisions(doc.id), doc, hash);
  if (seen) return { doc, hash, unchanged: unchangedResult(doc, seen) };
  return { doc, hash, extracted: await extractClaims(ctx, doc) };
}

/** Stage 4 for a prepared document: read, govern and commit as one unit, so a concurrent writer cannot interleave. */
export async function commitDocument(ctx: IngestContext, prepared: PreparedDocument): Promise<IngestResult> {
  if ('unchanged' in prepared) {
    // Prepared while an earlier document was committing, the shortcut may have seen a revision
    // that was then rolled back: trust it only if the store still has it.
    const still = unchangedRevision(await ctx.store.revisions(prepared.doc.id), prepared.doc, prepared.hash);
    if (still) return unchangedResult(prepared.doc, still);
    prepared = { doc: prepared.doc, hash: prepared.hash, extracted: await extractClaims(ctx, prepared.doc) };
  }
  const { doc, hash, extracted } = prepared;
  const unchanged = (r: DocumentRevision): IngestResult => unchangedResult(doc, r);
  return ctx.store.transaction(async () => {
    const previous = await ctx.store.revisions(doc.id);
    const again = unchangedRevision(previous, doc, hash);
    if (again) return unchanged(again);
    const settings = reconcileSettings(await ctx.store.meta(SETTINGS_KEY), ctx.settings(), ctx.reconfigure);
    const now = ctx.clock();
    const revision: DocumentRevision = {
      docId: doc.id, revision: previous.length + 1, time: doc.time, dated: doc.dated, contentHash: hash, source: doc.source,
      title: doc.title, scope: doc.scope, url: doc.url, text: doc.text, ingestedAt: now,
    };
    const { candidates, dropped } = extracted;
    const claims = extracted.claims.map((c) => atRevision(c, revision.revision));
    const queue = await queueChanges(ctx, doc, revision, previous, extracted.deferred, now);
    claims.push(...queue.reviewed);

    // Every key this document touches, now or in an earlier revision (a statement may have vanished).
    const earlierKeys = (await ctx.store.nuggetsByDocument(doc.id)).map((n) => n.key);
    const history = [...previous, revision].map((r) => ({ revision: r.revision, time: r.time }));
    const reason = previous.length > 0 ? `revision ${revision.revision} of ${doc.id}` : `evidence from ${doc.id}`;
    const governed = await governClaims(ctx, claims, new Map([[doc.id, history]]), earlierKeys, reason, now);
    const changes: ChangeSet = {
      revisions: [revision], nuggets: governed.nuggets, history: governed.history, ...(settings ? { meta: { [SETTINGS_KEY]: settings } } : {}),
      deferred: queue.items,
    };
    await ctx.store.commit(changes);
    return {
      docId: doc.id, outcome: previous.length > 0 ? 'revision' : 'new', revision: revision.revision,
      candidates, dropped, deferred: queue.deferred, created: governed.created, updated: governed.updated, changed: governed.nuggets,
    } satisfies IngestResult;
  });
}

/** What governing a set of claims changes: records to write, versions to keep, counts. */
interface Governed {
  nuggets: Nugget[];
  history: NuggetVersion[];
  created: number;
  updated: number;
  /** The nugget each claim's evidence went into, in the order of the claims. */
  placed: string[];
}

/**
 * Stage 4 for claims with numbered evidence: merges each into a near-duplicate of its key or adds
 * it (Algorithm 2, lines 6–8), re-tightens the evidence of the `retighten` documents against their
 * revision histories (Algorithm 1, lines 4–12), and re-evaluates every touched key as a whole
 * (Algorithm 1, lines 13–17, and Algorithm 2). Ingest and an accepted review both come here, so a
 * reviewed claim is governed exactly like an ingested one. Runs inside the caller's transaction.
 */
async function governClaims(
  ctx: IngestContext,
  claims: readonly ClaimWithEvidence[],
  retighten: ReadonlyMap<string, readonly RevisionPoint[]>,
  alsoKeys: readonly NuggetKey[],
  reason: string,
  now: number,
  newDecisions: readonly KeyDecision[] = [],
): Promise<Governed> {
  const keys = new Map<string, NuggetKey>();
  const keyOfClaim: string[] = [];
  for (const c of claims) {
    const k = keyString(c.claim.key);
    keyOfClaim.push(k);
    keys.set(k, c.claim.key);
  }
  for (const k of alsoKeys) keys.set(keyString(k), k);
  const keyList = [...keys.values()];
  const existing = await ctx.store.nuggetsByKey(keyList);
  // Recorded decisions are pinned: every evaluation of their key applies them (govern/conflict.ts).
  const recorded = await ctx.store.decisions(keyList);
  const decisions = recorded.length + newDecisions.length > 0 ? new Map(recorded.map((d) => [keyString(d.key), d])) : null;
  for (const d of newDecisions) decisions!.set(keyString(d.key), d);
  // Stores return fresh copies, so the loaded records are ours to change; keep only what is compared.
  const working = new Map<string, Held>();
  /** Each key's values in the order they joined `working`: where a claim looks for a duplicate, and what is governed as a whole. */
  const byKey = new Map<string, Held[]>();
  const hold = (k: string, h: Held, group = byKey.get(k)) => {
    working.set(h.n.id, h);
    if (group) group.push(h);
    else byKey.set(k, [h]);
  };
  for (const n of existing) hold(keyString(n.key), { n, before: versionOf(n, 0, ''), touched: false, base: null, objectNorm: null, spans: null });
  // Per-nugget caches for the merge loop (a long document adds many spans to one nugget).
  const describe = (h: Held) => ({
    objectNorm: (h.objectNorm ??= normalizeValue(h.n.fact.object, ctx.schema.byName.get(h.n.key.predicate)?.object ?? 'Thing')),
    base: (h.base ??= combineEvidence(h.n.provenance.evidence)),
  });
  const addEvidence = (h: Held, e: Evidence) => {
    h.spans ??= new Set(h.n.provenance.evidence.map(spanKey));
    const span = spanKey(e);
    if (!h.spans.has(span)) {
      h.spans.add(span);
      h.n.provenance.evidence.push(e);
      h.base = null;
    }
    h.touched = true;
  };

  // Algorithm 2, lines 6–8: merge each claim into a near-duplicate of the same key, else add it.
  const placed: string[] = [];
  for (let i = 0; i < claims.length; i++) {
    const { claim, evidence } = claims[i]!;
    const k = keyOfClaim[i]!;
    const group = byKey.get(k);
    const target = group ? nearestDuplicate(group, describe, claim.objectNorm, evidence.stated, ctx.config) : null;
    if (target) {
      addEvidence(target, evidence);
      placed.push(target.n.id);
      continue;
    }
    const id = nuggetId(claim.key, claim.objectNorm, toIso(evidence.stated.start) ?? 'unknown');
    placed.push(id);
    const clash = working.get(id);
    if (clash) {
      addEvidence(clash, evidence);
      continue;
    }
    const fresh: Nugget = {
      id, kind: claim.kind,
      fact: { subject: claim.subject, predicate: claim.predicate.name, object: claim.object, text: claim.text },
      key: claim.key,
      validity: { start: evidence.stated.start, end: evidence.stated.end, inferred: true, granularity: evidence.stated.granularity, startBasis: evidence.stated.startBasis, endBasis: evidence.stated.endBasis },
      epistemic: { status: 'active', rank: 'normal', confidence: evidence.confidence },
      provenance: { evidence: [evidence], createdAt: now, parentId: null, version: 1 },
    };
    hold(k, { n: fresh, before: null, touched: false, base: null, objectNorm: null, spans: null }, group);
  }

  // Algorithm 1, lines 4–12: re-tighten each document's evidence against its whole revision history.
  for (const [docId, history] of retighten) {
    for (const h of working.values()) {
      const evidence = h.n.provenance.evidence;
      let mine = 0;
      for (const e of evidence) if (e.docId === docId) mine++;
      if (mine === 0) continue;
      h.n.provenance.evidence = mine === evidence.length
        ? tightenByRevisions(evidence, history)
        : [...evidence.filter((e) => e.docId !== docId), ...tightenByRevisions(evidence.filter((e) => e.docId === docId), history)];
      h.touched = true;
    }
  }

  // Algorithm 1, lines 13–17, and Algorithm 2: govern every touched key as a whole.
  const out: Governed = { nuggets: [], history: [], created: 0, updated: 0, placed };
  for (const [k, group] of byKey) {
    const def = predicateDef(ctx.schema, group[0]!.n.key.predicate);
    const claimsOfKey: KeyClaim[] = group.map(({ n }) => ({ id: n.id, base: combineEvidence(n.provenance.evidence), evidence: n.provenance.evidence }));
    const states = evaluateKey(claimsOfKey, def.cardinality, ctx.config, decisions?.get(k) ?? null);
    for (const { n, before: old, touched } of group) {
      const state = states.get(n.id)!;
      n.validity = state.validity;
      n.epistemic = state.epistemic;
      if (!old) {
        out.created++;
        out.nuggets.push(n);
      } else if (touched || !sameGovernedState(old, n)) {
        if (!sameGovernedState(old, n, false)) {
          out.history.push({ ...old, changedAt: now, reason });
          n.provenance.version = old.version + 1;
        }
        out.updated++;
        out.nuggets.push(n);
      }
    }
  }
  return out;
}

/** One value of a touched key while governClaims works on it. */
interface Held {
  n: Nugget;
  /** Its governed state as loaded; null when these claims created it. */
  before: NuggetVersion | null;
  /** Its evidence was added to or re-tightened: it is rewritten whatever its state. */
  touched: boolean;
  /** combineEvidence of its evidence while that is unchanged (the merge loop compares with it). */
  base: Validity | null;
  /** Its object's normal form, once compared. */
  objectNorm: string | null;
  /** Span keys of its evidence, once a claim merged into it. */
  spans: Set<string> | null;
}

/** The evidence of a claim numbered with the revision it was extracted from. */
function atRevision(c: ClaimWithEvidence, revision: number): ClaimWithEvidence {
  return { claim: c.claim, evidence: { ...c.evidence, revision } };
}

/**
 * The deferral-queue side of one revision. Each candidate the gate deferred becomes, or joins as one
 * more occurrence, its queue item; the latest revision (by date) decides what is pending: its items
 * are pending, the document's pending items it no longer states are withdrawn (a new revision replaces
 * the pending queue). A candidate a reviewer already decided keeps that decision: accepted, it is
 * governed again with the same edit (else this revision would end its fact); dropped, it stays dropped.
 */
async function queueChanges(
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
function reviewedClaim(ctx: Pick<IngestContext, 'mapper' | 'aliases' | 'config'>, occurrence: DeferredOccurrence, quote: string, edit: CandidateEdit | null, doc: SourceDocument): ClaimWithEvidence | DropReason {
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
  'unknown-predicate': 'predicate', 'empty-subject': 'subject', 'empty-object': 'object', 'self-reference': 'object', 'unparseable-date': 'object',
};
const WHY: Record<DropReason, string> = {
  'unknown-predicate': 'is not a predicate of the schema', 'empty-subject': 'is empty', 'empty-object': 'is empty',
  'self-reference': 'names the subject itself', 'unparseable-date': 'is not a date',
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
    if (a.action !== 'accept' && a.action !== 'drop') throw new NuggetIndexError('INVALID_INPUT', `action: must be accept or drop (got ${String(a.action)})`, { field: 'action', value: a.action });
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
      throw new NuggetIndexError('INVALID_INPUT', `already reviewed: ${decided.map((a) => `${a.id} (${items.get(a.id)!.status})`).join(', ')}`, { field: 'id', value: decided.map((a) => a.id) });
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
          const value = field === 'predicate' ? a.edit?.predicate ?? item.candidate.predicate : field === 'subject' ? a.edit?.subject ?? item.candidate.subject : a.edit?.object ?? item.candidate.object;
          throw new NuggetIndexError('INVALID_INPUT', `${a.id}: ${field} "${value}" ${WHY[claim]}`, { field, value });
        }
        if (occurrence.revision === item.revision) shown.push([a, claims.length]);
        claims.push(claim);
      }
    }
    const settings = claims.length > 0 ? reconcileSettings(await ctx.store.meta(SETTINGS_KEY), ctx.settings(), ctx.reconfigure) : null;
    const histories = new Map([...revisionsOf].map(([docId, rs]) => [docId, rs.map((r) => ({ revision: r.revision, time: r.time }))]));
    const governed = claims.length > 0
      ? await governClaims(ctx, claims, histories, [], `review by ${by} of candidates from ${[...revisionsOf.keys()].join(', ')}`, now)
      : { nuggets: [], history: [], created: 0, updated: 0, placed: [] };
    const nuggetOf: Record<string, string> = {};
    for (const [a, i] of shown) nuggetOf[a.id] = governed.placed[i]!;
    const resolutions: DeferredResolutionChange[] = actions.map((a) => ({
      id: a.id, status: a.action === 'accept' ? 'accepted' : 'dropped', by, at: now,
      edit: a.action === 'accept' ? recordedEdit(a.edit) : null, nuggetId: nuggetOf[a.id] ?? null,
    }));
    await ctx.store.commit({ revisions: [], nuggets: governed.nuggets, history: governed.history, resolutions, ...(settings ? { meta: { [SETTINGS_KEY]: settings } } : {}) });
    const accepted = actions.filter((a) => a.action === 'accept').length;
    return { accepted, dropped: actions.length - accepted, created: governed.created, updated: governed.updated, nuggetOf, changed: governed.nuggets };
  });
}

/** A person's ruling on a disputed key: `winner` is right (its rivals wrong), or `winner: null` keeps the key contested. */
export interface DisputeRuling {
  key: NuggetKey;
  winner: string | null;
  reason: string;
  by: string;
}

export interface DisputeResult {
  decision: KeyDecision;
  /** Nuggets whose governed state the decision changed. */
  changed: Nugget[];
}

/**
 * Records a decision on a disputed key and re-governs the key with it, in one transaction. The
 * losers are the winner's rivals: the key's other values whose validity overlaps the winner's and
 * that are Contested now (a value already Deprecated by the sources stays so, named or not).
 * Every changed nugget gets a version whose reason names who decided and why.
 */
export async function decideDispute(ctx: IngestContext, ruling: DisputeRuling): Promise<DisputeResult> {
  if (ruling.reason.trim() === '') throw new NuggetIndexError('INVALID_INPUT', 'reason: say why (it is recorded with the decision)', { field: 'reason' });
  if (ruling.by.trim() === '') throw new NuggetIndexError('INVALID_INPUT', 'by: must name who decides', { field: 'by' });
  return ctx.store.transaction(async () => {
    const values = await ctx.store.nuggetsByKey([ruling.key]);
    if (values.length === 0) throw new NuggetIndexError('NOT_FOUND', `no nuggets with key (${ruling.key.subject}, ${ruling.key.predicate}, ${ruling.key.scope})`, { field: 'key', value: ruling.key });
    let losers: string[] = [];
    if (ruling.winner !== null) {
      const winner = values.find((n) => n.id === ruling.winner);
      if (!winner) throw new NuggetIndexError('NOT_FOUND', `nugget ${ruling.winner} is not a value of this key`, { field: 'winner', value: ruling.winner });
      losers = values.filter((n) => n.id !== winner.id && n.epistemic.status === 'contested' && overlaps(n.validity, winner.validity)).map((n) => n.id);
      const previous = (await ctx.store.decisions([ruling.key]))[0];
      // Re-deciding in favour of an earlier loser: that loser is no longer declared wrong, the old winner is.
      if (previous && previous.winner !== null) losers = [...new Set([...previous.losers.filter((id) => id !== winner.id), ...losers, ...(previous.winner !== winner.id ? [previous.winner] : [])])];
      if (losers.length === 0 && winner.epistemic.status !== 'contested' && !previous) {
        throw new NuggetIndexError('INVALID_INPUT', `nugget ${winner.id} is not disputed: no contested value of its key overlaps it`, { field: 'winner', value: winner.id });
      }
    } else if (!values.some((n) => n.epistemic.status === 'contested')) {
      throw new NuggetIndexError('INVALID_INPUT', 'key: has no contested value to leave contested', { field: 'key', value: ruling.key });
    }
    const now = ctx.clock();
    const decision: KeyDecision = { key: values[0]!.key, winner: ruling.winner, losers, reason: ruling.reason.trim(), by: ruling.by.trim(), at: now };
    const why = ruling.winner === null ? `left contested by ${decision.by}: ${decision.reason}` : `resolved by ${decision.by}: ${decision.reason}`;
    const governed = await governClaims(ctx, [], new Map(), [ruling.key], why, now, [decision]);
    await ctx.store.commit({ revisions: [], nuggets: governed.nuggets, history: governed.history, decisions: [decision] });
    return { decision, changed: governed.nuggets };
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

/**
 * The revision this document repeats, if re-ingesting it changes nothing: the same text as the
 * latest revision, or as the revision of the same date. (The text of an *older* revision with a new
 * date is a revert — a new revision.)
 */
function unchangedRevision(previous: readonly DocumentRevision[], doc: SourceDocument, hash: string): DocumentRevision | null {
  let latest: DocumentRevision | null = null;
  for (const r of previous) if (!latest || r.time > latest.time || (r.time === latest.time && r.revision > latest.revision)) latest = r;
  if (latest?.contentHash === hash) return latest;
  return previous.find((r) => r.contentHash === hash && doc.dated && r.time === doc.time) ?? null;
}

/** A claim from Stages 1–3 with the evidence span that states it. */
export interface ClaimWithEvidence {
  claim: CanonicalClaim;
  evidence: Evidence;
}

/**
 * Stages 1–3 for one document, with the quality gate: sentence windows → candidates → canonical
 * claims with evidence and stated validity (revision 0: ingest numbers it once the write lock is
 * held), queue items for the candidates the gate defers, counts of those it drops. Also what `eval
 * construction` measures, so the evaluation sees exactly the claims the pipeline governs.
 */
export async function extractClaims(
  ctx: Pick<IngestContext, 'extractor' | 'mapper' | 'aliases'> & { config?: Partial<Pick<GovernanceConfig, 'normalizeKeys' | 'reviewBelowConfidence'>> },
  doc: SourceDocument,
): Promise<{ claims: ClaimWithEvidence[]; deferred: DeferredCandidate[]; candidates: number; dropped: Partial<Record<GateDropReason, number>> }> {
  const config = { ...defaultGovernanceConfig, ...ctx.config };
  const claims: ClaimWithEvidence[] = [];
  const deferred = new Map<string, DeferredCandidate>();
  const dropped: Partial<Record<GateDropReason, number>> = {};
  let candidates = 0;
  // Every window is asked before any answer is awaited, so an asynchronous (LLM) extractor can work on
  // many at once within its own concurrency bound; a synchronous one costs no promise per window.
  const windows = ctx.extractor.windows?.(doc) ?? sentenceWindows(doc.text);
  const asked = windows.map((window) => ctx.extractor.extract({ document: doc, window }));
  const answers: Candidate[][] = asked.some((a) => a instanceof Promise) ? await Promise.all(asked) : (asked as Candidate[][]);
  for (const found of answers) {
    for (const raw of found) {
      candidates++;
      // The contract says [0, 1]; a broken value is kept reviewable (and storable) as 0, never trusted.
      const cand = Number.isFinite(raw.confidence) && raw.confidence >= 0 && raw.confidence <= 1 ? raw : { ...raw, confidence: Number.isFinite(raw.confidence) ? Math.min(1, Math.max(0, raw.confidence)) : 0 };
      const gate = qualityGate(cand, doc, ctx.mapper, ctx.aliases, config);
      if (gate.verdict === 'drop') {
        dropped[gate.reason] = (dropped[gate.reason] ?? 0) + 1;
      } else if (gate.verdict === 'defer') {
        const quote = doc.text.slice(cand.start, cand.end);
        const id = deferredId(doc.id, cand, quote);
        // The same candidate from two overlapping windows is one queue item.
        if (!deferred.has(id)) {
          deferred.set(id, { id, docId: doc.id, revision: 0, predicate: gate.predicate, reason: gate.reason, detail: gate.detail, candidate: cand, quote, occurrences: [], deferredAt: 0, status: 'pending', resolution: null });
        }
      } else {
        claims.push({ claim: gate.claim, evidence: evidenceOf(cand, gate.claim, doc) });
      }
    }
  }
  return { claims, deferred: [...deferred.values()], candidates, dropped };
}

/** The evidence span of a candidate with the validity its text states (Algorithm 1, lines 1–3); revision 0. */
function evidenceOf(cand: Candidate, claim: CanonicalClaim, doc: SourceDocument): Evidence {
  const quote = doc.text.slice(cand.start, cand.end);
  const temporal = cand.temporal ?? tagTemporal(quote, { documentTime: doc.time });
  const stated = assertedValidity(temporal, doc.time, claim.predicate.cardinality, claim.predicate.object === 'Date');
  return {
    docId: doc.id, revision: 0, source: doc.source, start: cand.start, end: cand.end, quote,
    confidence: cand.confidence, documentTime: doc.time, stated, asserted: stated,
  };
}

function spanKey(e: Evidence): string {
  return `${e.docId}\u0000${e.revision}\u0000${e.start}\u0000${e.end}`;
}

/** Same validity and state as before (and, unless `withConfidence` is false, the same confidence)? */
function sameGovernedState(a: NuggetVersion, b: Nugget, withConfidence = true): boolean {
  const v = a.validity;
  const w = b.validity;
  return v.start === w.start && v.end === w.end && v.inferred === w.inferred && v.granularity === w.granularity &&
    v.startBasis === w.startBasis && v.endBasis === w.endBasis && a.epistemic.status === b.epistemic.status &&
    a.epistemic.rank === b.epistemic.rank && (!withConfidence || a.epistemic.confidence === b.epistemic.confidence);
}

function versionOf(n: Nugget, changedAt: number, reason: string): NuggetVersion {
  return { nuggetId: n.id, version: n.provenance.version, changedAt, validity: n.validity, epistemic: n.epistemic, evidenceCount: n.provenance.evidence.length, reason };
}
