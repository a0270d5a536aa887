// The ingest flow for one document (DESIGN.md): segment → extract → canonicalise + key → quality gate
// → validity (Algorithm 1) → merge duplicates and govern each touched key (Algorithm 2) → one atomic
// ChangeSet. Re-ingesting identical text is a no-op; the same id with new text is a new revision.

import { reconcileSettings, SETTINGS_KEY } from '../govern/settings.js';
import type { SourceDocument } from '../model/document.js';
import { contentHash } from '../model/ids.js';
import type { ChangeSet, DocumentRevision } from '../store/store.js';
import { atRevision, extractClaims } from './claims.js';
import type { IngestContext, IngestResult } from './context.js';
import { governClaims, withBridgingFacts } from './govern-claims.js';
import { isBridgingFact } from '../model/nugget.js';
import { queueChanges } from './review.js';

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
  { doc: SourceDocument; hash: string; extracted: Awaited<ReturnType<typeof extractClaims>> } | { doc: SourceDocument; hash: string; unchanged: IngestResult };

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
      docId: doc.id,
      revision: previous.length + 1,
      time: doc.time,
      dated: doc.dated,
      contentHash: hash,
      source: doc.source,
      title: doc.title,
      scope: doc.scope,
      url: doc.url,
      text: doc.text,
      ingestedAt: now,
    };
    const { candidates, dropped } = extracted;
    const claims = extracted.claims.map((c) => atRevision(c, revision.revision));
    const queue = await queueChanges(ctx, doc, revision, previous, extracted.deferred, now);
    claims.push(...queue.reviewed);

    // Every key this document touches, now or in an earlier revision (a statement may have vanished).
    // (Bridging facts cite the document too, but are derived from its facts, never governed as claims.)
    const earlierKeys = (await ctx.store.nuggetsByDocument(doc.id)).filter((n) => !isBridgingFact(n)).map((n) => n.key);
    const history = [...previous, revision].map((r) => ({ revision: r.revision, time: r.time }));
    const reason = previous.length > 0 ? `revision ${revision.revision} of ${doc.id}` : `evidence from ${doc.id}`;
    const governed = await withBridgingFacts(ctx, await governClaims(ctx, claims, new Map([[doc.id, history]]), earlierKeys, reason, now), reason, now);
    const changes: ChangeSet = {
      revisions: [revision],
      nuggets: governed.nuggets,
      history: governed.history,
      ...(settings ? { meta: { [SETTINGS_KEY]: settings } } : {}),
      deferred: queue.items,
    };
    await ctx.store.commit(changes);
    return {
      docId: doc.id,
      outcome: previous.length > 0 ? 'revision' : 'new',
      revision: revision.revision,
      candidates,
      dropped,
      deferred: queue.deferred,
      created: governed.created,
      updated: governed.updated,
      changed: governed.nuggets,
    } satisfies IngestResult;
  });
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
