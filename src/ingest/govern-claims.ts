// The governing step every workflow shares (Stage 4): merge claims into their keys, re-tighten
// evidence against revision histories, and re-evaluate every touched key (Algorithms 1 and 2).

import { evaluateKey, type KeyClaim } from '../govern/conflict.js';
import { nearestDuplicate } from '../govern/duplicates.js';
import { normalizeValue } from '../govern/normalize.js';
import { combineEvidence, tightenByRevisions, type RevisionPoint } from '../govern/validity.js';
import type { KeyDecision } from '../model/decision.js';
import { nuggetId } from '../model/ids.js';
import { keyString, type Evidence, type Nugget, type NuggetKey, type Validity } from '../model/nugget.js';
import { predicate as predicateDef } from '../model/schema.js';
import { toIso } from '../model/time.js';
import type { NuggetVersion } from '../store/store.js';
import { deriveBridges } from '../bridge/derive.js';
import type { ClaimWithEvidence } from './claims.js';
import type { IngestContext } from './context.js';

/** What governing a set of claims changes: records to write, versions to keep, counts. */
export interface Governed {
  nuggets: Nugget[];
  history: NuggetVersion[];
  created: number;
  updated: number;
  /** The nugget each claim's evidence went into, in the order of the claims. */
  placed: string[];
  /** Bridging facts written with them (withBridgingFacts), among `nuggets`. */
  bridges?: number;
}

/**
 * Adds to a governed change the bridging facts it re-derives (src/bridge/derive.ts), so one change
 * set keeps every bridge in step with its sources. Runs inside the caller's transaction.
 */
export async function withBridgingFacts(ctx: IngestContext, governed: Governed, reason: string, now: number): Promise<Governed> {
  if (governed.nuggets.length === 0) return governed;
  const derived = await deriveBridges(ctx.store, ctx.schema, governed.nuggets, reason, now, {}, ctx.bridging);
  if (derived.nuggets.length === 0) return governed;
  return {
    ...governed,
    nuggets: [...governed.nuggets, ...derived.nuggets],
    history: [...governed.history, ...derived.history],
    bridges: derived.nuggets.length,
  };
}

/**
 * Stage 4 for claims with numbered evidence: merges each into a near-duplicate of its key or adds
 * it (Algorithm 2, lines 6–8), re-tightens the evidence of the `retighten` documents against their
 * revision histories (Algorithm 1, lines 4–12), and re-evaluates every touched key as a whole
 * (Algorithm 1, lines 13–17, and Algorithm 2). Ingest and an accepted review both come here, so a
 * reviewed claim is governed exactly like an ingested one. Runs inside the caller's transaction.
 */
export async function governClaims(
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
    const functional = ctx.schema.byName.get(claim.key.predicate)?.cardinality === 'functional';
    const target = group ? nearestDuplicate(group, describe, claim.objectNorm, evidence.stated, ctx.config, functional) : null;
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
      id,
      kind: claim.kind,
      fact: { subject: claim.subject, predicate: claim.predicate.name, object: claim.object, text: claim.text },
      key: claim.key,
      validity: {
        start: evidence.stated.start,
        end: evidence.stated.end,
        inferred: true,
        granularity: evidence.stated.granularity,
        startBasis: evidence.stated.startBasis,
        endBasis: evidence.stated.endBasis,
      },
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
      h.n.provenance.evidence =
        mine === evidence.length
          ? tightenByRevisions(evidence, history)
          : [
              ...evidence.filter((e) => e.docId !== docId),
              ...tightenByRevisions(
                evidence.filter((e) => e.docId === docId),
                history,
              ),
            ];
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

function spanKey(e: Evidence): string {
  return `${e.docId}\u0000${e.revision}\u0000${e.start}\u0000${e.end}`;
}

/** Same validity and state as before (and, unless `withConfidence` is false, the same confidence)? */
function sameGovernedState(a: NuggetVersion, b: Nugget, withConfidence = true): boolean {
  const v = a.validity;
  const w = b.validity;
  return (
    v.start === w.start &&
    v.end === w.end &&
    v.inferred === w.inferred &&
    v.granularity === w.granularity &&
    v.startBasis === w.startBasis &&
    v.endBasis === w.endBasis &&
    a.epistemic.status === b.epistemic.status &&
    a.epistemic.rank === b.epistemic.rank &&
    (!withConfidence || a.epistemic.confidence === b.epistemic.confidence)
  );
}

function versionOf(n: Nugget, changedAt: number, reason: string): NuggetVersion {
  return {
    nuggetId: n.id,
    version: n.provenance.version,
    changedAt,
    validity: n.validity,
    epistemic: n.epistemic,
    evidenceCount: n.provenance.evidence.length,
    reason,
  };
}
