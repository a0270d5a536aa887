// The ingest flow for one document (DESIGN.md): segment → extract → canonicalise + key → validity
// (Algorithm 1) → merge duplicates and govern each touched key (Algorithm 2) → one atomic ChangeSet.
// Re-ingesting identical text is a no-op; the same id with new text is a new revision.

import { sentenceWindows } from './extract/sentences.js';
import type { Candidate, Extractor } from './extract/extractor.js';
import { tagTemporal } from './extract/temporal.js';
import { canonicalize, type CanonicalClaim, type DropReason, type PredicateMapper } from './govern/canonicalize.js';
import type { AliasTable } from './govern/aliases.js';
import { evaluateKey, type KeyClaim } from './govern/conflict.js';
import { nearestDuplicate } from './govern/duplicates.js';
import { normalizeName } from './govern/normalize.js';
import { assertedValidity, combineEvidence, tightenByRevisions } from './govern/validity.js';
import { reconcileSettings, SETTINGS_KEY, type GovernanceSettings } from './govern/settings.js';
import type { GovernanceConfig } from './model/config.js';
import type { SourceDocument } from './model/document.js';
import { contentHash, nuggetId } from './model/ids.js';
import { keyString, type Evidence, type Nugget, type NuggetKey, type Validity } from './model/nugget.js';
import { predicate as predicateDef, type PredicateSchema } from './model/schema.js';
import { toIso, type Clock } from './model/time.js';
import type { ChangeSet, DocumentRevision, NuggetStore, NuggetVersion } from './store/store.js';

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
  dropped: Partial<Record<DropReason, number>>;
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
  const hash = contentHash(doc.text);
  const unchanged = (r: DocumentRevision): IngestResult => ({ docId: doc.id, outcome: 'unchanged', revision: r.revision, candidates: 0, dropped: {}, created: 0, updated: 0, changed: [] });
  // A cheap check first, so an unchanged re-ingest costs no extraction.
  const seen = unchangedRevision(await ctx.store.revisions(doc.id), doc, hash);
  if (seen) return unchanged(seen);

  // Stages 1–3: candidates → canonical claims → evidence with stated validity. Outside the write
  // lock, because an extractor may wait on a model for seconds.
  const extracted = await extractClaims(ctx, doc);

  // Read, govern and commit as one unit, so a concurrent writer cannot interleave (Stage 4).
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
    const claims = extracted.claims.map((c) => ({ claim: c.claim, evidence: { ...c.evidence, revision: revision.revision } }));

    // Every key this document touches, now or in an earlier revision (a statement may have vanished).
    const keys = new Map<string, NuggetKey>();
    for (const c of claims) keys.set(keyString(c.claim.key), c.claim.key);
    for (const n of await ctx.store.nuggetsByDocument(doc.id)) keys.set(keyString(n.key), n.key);
    const existing = await ctx.store.nuggetsByKey([...keys.values()]);
    // Stores return fresh copies, so the loaded records are ours to change; keep only what is compared.
    const before = new Map(existing.map((n) => [n.id, versionOf(n, 0, '')]));
    const working = new Map(existing.map((n) => [n.id, n]));
    /** Nuggets whose evidence this document added to or re-tightened: they are rewritten. */
    const touched = new Set<string>();
    // Per-nugget caches for the merge loop (a long document adds many spans to one nugget).
    const objectNorms = new Map<string, string>();
    const objectNorm = (n: Nugget) => objectNorms.get(n.id) ?? objectNorms.set(n.id, normalizeName(n.fact.object)).get(n.id)!;
    const bases = new Map<string, Validity>();
    const baseOf = (n: Nugget) => bases.get(n.id) ?? bases.set(n.id, combineEvidence(n.provenance.evidence)).get(n.id)!;
    const spans = new Map<string, Set<string>>();
    const spansOf = (n: Nugget) => spans.get(n.id) ?? spans.set(n.id, new Set(n.provenance.evidence.map(spanKey))).get(n.id)!;
    const addEvidence = (n: Nugget, e: Evidence) => {
      const set = spansOf(n);
      if (!set.has(spanKey(e))) {
        set.add(spanKey(e));
        n.provenance.evidence.push(e);
        bases.delete(n.id);
      }
      touched.add(n.id);
    };

    // Algorithm 2, lines 6–8: merge each claim into a near-duplicate of the same key, else add it.
    const byKey = groupBy([...working.values()], (n) => keyString(n.key));
    for (const { claim, evidence } of claims) {
      const k = keyString(claim.key);
      const group = byKey.get(k) ?? [];
      const target = nearestDuplicate(group, (n) => ({ objectNorm: objectNorm(n), base: baseOf(n) }), claim.objectNorm, evidence.stated, ctx.config);
      if (target) {
        addEvidence(target, evidence);
        continue;
      }
      const id = nuggetId(claim.key, claim.objectNorm, toIso(evidence.stated.start) ?? 'unknown');
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
      working.set(id, fresh);
      group.push(fresh);
      byKey.set(k, group);
    }

    // Algorithm 1, lines 4–12: re-tighten this document's evidence against its whole revision history.
    const history = [...previous, revision].map((r) => ({ revision: r.revision, time: r.time }));
    for (const n of working.values()) {
      if (!n.provenance.evidence.some((e) => e.docId === doc.id)) continue;
      const mine = n.provenance.evidence.filter((e) => e.docId === doc.id);
      const others = n.provenance.evidence.filter((e) => e.docId !== doc.id);
      n.provenance.evidence = [...others, ...tightenByRevisions(mine, history)];
      touched.add(n.id);
    }

    // Algorithm 1, lines 13–17, and Algorithm 2: govern every touched key as a whole.
    const changes: ChangeSet = { revisions: [revision], nuggets: [], history: [], ...(settings ? { meta: { [SETTINGS_KEY]: settings } } : {}) };
    const reason = previous.length > 0 ? `revision ${revision.revision} of ${doc.id}` : `evidence from ${doc.id}`;
    let created = 0;
    let updated = 0;
    for (const group of groupBy([...working.values()], (n) => keyString(n.key)).values()) {
      const def = predicateDef(ctx.schema, group[0]!.key.predicate);
      const claimsOfKey: KeyClaim[] = group.map((n) => ({ id: n.id, base: combineEvidence(n.provenance.evidence), evidence: n.provenance.evidence }));
      const states = evaluateKey(claimsOfKey, def.cardinality, ctx.config);
      for (const n of group) {
        const state = states.get(n.id)!;
        n.validity = state.validity;
        n.epistemic = state.epistemic;
        const old = before.get(n.id);
        if (!old) {
          created++;
          changes.nuggets.push(n);
        } else if (touched.has(n.id) || !sameGovernedState(old, n)) {
          if (!sameGovernedState(old, n, false)) {
            changes.history.push({ ...old, changedAt: now, reason });
            n.provenance.version = old.version + 1;
          }
          updated++;
          changes.nuggets.push(n);
        }
      }
    }
    await ctx.store.commit(changes);
    return {
      docId: doc.id, outcome: previous.length > 0 ? 'revision' : 'new', revision: revision.revision,
      candidates, dropped, created, updated, changed: changes.nuggets,
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

/** A claim from Stages 1–3 with the evidence span that states it. */
export interface ClaimWithEvidence {
  claim: CanonicalClaim;
  evidence: Evidence;
}

/**
 * Stages 1–3 for one document: sentence windows → candidates → canonical claims → evidence with
 * stated validity (revision 0: ingest numbers it once the write lock is held). Also what
 * `eval construction` measures, so the evaluation sees exactly the pipeline's extraction.
 */
export async function extractClaims(ctx: Pick<IngestContext, 'extractor' | 'mapper' | 'aliases'> & { config?: Pick<GovernanceConfig, 'normalizeKeys'> }, doc: SourceDocument): Promise<{ claims: ClaimWithEvidence[]; candidates: number; dropped: Partial<Record<DropReason, number>> }> {
  const revision = 0;
  const claims: ClaimWithEvidence[] = [];
  const dropped: Partial<Record<DropReason, number>> = {};
  let candidates = 0;
  // Every window is asked before any answer is awaited, so an asynchronous (LLM) extractor can work on
  // many at once within its own concurrency bound; a synchronous one costs no promise per window.
  const asked = sentenceWindows(doc.text).map((window) => ctx.extractor.extract({ document: doc, window }));
  const answers: Candidate[][] = asked.some((a) => a instanceof Promise) ? await Promise.all(asked) : (asked as Candidate[][]);
  for (const found of answers) {
    for (const cand of found) {
      candidates++;
      const claim = canonicalize(cand, doc, ctx.mapper, ctx.aliases, ctx.config?.normalizeKeys ?? true);
      if (typeof claim === 'string') {
        dropped[claim] = (dropped[claim] ?? 0) + 1;
        continue;
      }
      const temporal = cand.temporal ?? tagTemporal(doc.text.slice(cand.start, cand.end), { documentTime: doc.time });
      const stated = assertedValidity(temporal, doc.time, claim.predicate.cardinality);
      claims.push({
        claim,
        evidence: {
          docId: doc.id, revision, source: doc.source, start: cand.start, end: cand.end, quote: doc.text.slice(cand.start, cand.end),
          confidence: cand.confidence, documentTime: doc.time, stated, asserted: stated,
        },
      });
    }
  }
  return { claims, candidates, dropped };
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

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
