// The ingest flow for one document (DESIGN.md): segment → extract → canonicalise + key → validity
// (Algorithm 1) → merge duplicates and govern each touched key (Algorithm 2) → one atomic ChangeSet.
// Re-ingesting identical text is a no-op; the same id with new text is a new revision.

import { sentenceWindows } from './extract/sentences.js';
import type { Candidate, Extractor } from './extract/extractor.js';
import { tagTemporal } from './extract/temporal.js';
import { canonicalize, type CanonicalClaim, type DropReason, type PredicateMapper } from './govern/canonicalize.js';
import type { AliasTable } from './govern/aliases.js';
import { evaluateKey, type KeyClaim } from './govern/conflict.js';
import { jaccard } from './govern/duplicates.js';
import { normalizeName } from './govern/normalize.js';
import { assertedValidity, combineEvidence, tightenByRevisions } from './govern/validity.js';
import type { GovernanceConfig } from './model/config.js';
import type { SourceDocument } from './model/document.js';
import { contentHash, nuggetId } from './model/ids.js';
import { overlaps } from './model/interval.js';
import { keyString, type Evidence, type Nugget, type NuggetKey } from './model/nugget.js';
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
  const previous = await ctx.store.revisions(doc.id);
  const hash = contentHash(doc.text);
  const same = previous.find((r) => r.contentHash === hash);
  if (same) {
    return { docId: doc.id, outcome: 'unchanged', revision: same.revision, candidates: 0, dropped: {}, created: 0, updated: 0, changed: [] };
  }
  const now = ctx.clock();
  const revision: DocumentRevision = {
    docId: doc.id, revision: previous.length + 1, time: doc.time, dated: doc.dated, contentHash: hash, source: doc.source,
    title: doc.title, scope: doc.scope, url: doc.url, text: doc.text, ingestedAt: now,
  };

  // Stages 1–3 for this document: candidates → canonical claims → evidence with stated validity.
  const { claims, candidates, dropped } = await extractClaims(ctx, doc, revision.revision);

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
  const objectNorms = new Map<string, string>();
  const objectNorm = (n: Nugget) => objectNorms.get(n.id) ?? objectNorms.set(n.id, normalizeName(n.fact.object)).get(n.id)!;

  // Algorithm 2, lines 6–8: merge each claim into a near-duplicate of the same key, else add it.
  const byKey = groupBy([...working.values()], (n) => keyString(n.key));
  for (const { claim, evidence } of claims) {
    const k = keyString(claim.key);
    const group = byKey.get(k) ?? [];
    const target = group.find((n) => isDuplicate(n, objectNorm(n), claim, evidence, ctx.config));
    if (target) {
      if (!target.provenance.evidence.some((e) => sameSpan(e, evidence))) target.provenance.evidence.push(evidence);
      touched.add(target.id);
      continue;
    }
    const id = nuggetId(claim.key, claim.objectNorm, toIso(evidence.stated.start) ?? 'unknown');
    const clash = working.get(id);
    if (clash) {
      if (!clash.provenance.evidence.some((e) => sameSpan(e, evidence))) clash.provenance.evidence.push(evidence);
      touched.add(clash.id);
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
  const changes: ChangeSet = { revisions: [revision], nuggets: [], history: [] };
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
  };
}

interface ClaimWithEvidence {
  claim: CanonicalClaim;
  evidence: Evidence;
}

async function extractClaims(ctx: IngestContext, doc: SourceDocument, revision: number) {
  const claims: ClaimWithEvidence[] = [];
  const dropped: Partial<Record<DropReason, number>> = {};
  let candidates = 0;
  for (const window of sentenceWindows(doc.text)) {
    const found: Candidate[] = await ctx.extractor.extract({ document: doc, window });
    for (const cand of found) {
      candidates++;
      const claim = canonicalize(cand, doc, ctx.mapper, ctx.aliases);
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

/**
 * Algorithm 2, line 7, plus one guard: the same value in two separate periods stated explicitly
 * ("mayor 1990–1994 and again 2002–2006") stays two nuggets rather than one with a wrong interval.
 */
function isDuplicate(n: Nugget, nObjectNorm: string, claim: CanonicalClaim, evidence: Evidence, config: GovernanceConfig): boolean {
  if (jaccard(nObjectNorm, claim.objectNorm, config.duplicateNgram) < config.duplicateJaccard) return false;
  const base = combineEvidence(n.provenance.evidence);
  const bothExplicit = base.startBasis === 'explicit' && evidence.stated.startBasis === 'explicit';
  return !bothExplicit || overlaps(base, evidence.stated) || base.start === evidence.stated.start;
}

function sameSpan(a: Evidence, b: Evidence): boolean {
  return a.docId === b.docId && a.revision === b.revision && a.start === b.start && a.end === b.end;
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
