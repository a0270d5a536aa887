// Bridging facts kept in step with the facts they combine (IndexRAG, governed in time). Every write
// that changes facts re-derives, in the same change set, the bridging facts of the entities those
// facts name: new compositions appear, a source's new validity narrows or ends its bridges, a
// contested source flags them, a deprecated one (or an entity grown past τ) withdraws them. Only the
// entities a change touches are visited, so ingest never rebuilds every bridge.
//
// A bridging fact is a nugget of kind BridgingFact keyed on its bridge entity (key predicate
// `bridgingFact`), so `nuggetsNaming(entity)` finds it beside the facts it combines; its fact
// predicate names the predicates it composes ("chiefExecutiveOfficer.placeOfBirth", or "model" for
// one a model wrote), `provenance.derivedFrom` its sources, and its evidence is their first spans.

import { nuggetId } from '../model/ids.js';
import { isBridgingFact, type Evidence, type Nugget, type NuggetKey, type Status, type Validity } from '../model/nugget.js';
import { ANY_PREDICATE, type PredicateSchema } from '../model/schema.js';
import { coarser, toIso, type Instant } from '../model/time.js';
import type { NuggetStore, NuggetVersion } from '../store/store.js';
import { bridgeStatus, bridgeValidity, composeBridges, type BridgingFact } from './compose.js';
import { BRIDGE_LIMITS, bridgeEntity, factEntities, type BridgeEntity, type BridgeLimits } from './entities.js';

/** The key predicate of every bridging fact. */
export const BRIDGE_PREDICATE = 'bridgingFact';

/** The fact predicate of a bridging fact a model wrote (a composed one names its composition). */
export const MODEL_BRIDGE = 'model';

/** What re-deriving adds to a change set. */
export interface DerivedBridges {
  nuggets: Nugget[];
  history: NuggetVersion[];
  /** Bridge entities visited (for progress and the incremental-cost measurement). */
  visited: number;
}

/** The key a bridging fact through `entity` has in `scope`. */
export function bridgeKey(entity: string, scope: string): NuggetKey {
  return { subject: entity, predicate: BRIDGE_PREDICATE, scope };
}

/** A bridging fact's id: its entity, composition and sources (not its validity, which governance changes). */
export function bridgeId(entity: string, scope: string, composition: string, sources: readonly string[]): string {
  return nuggetId(bridgeKey(entity, scope), sources.join('+'), composition);
}

/**
 * The record of a bridging fact: its validity from its sources (bounds' bases and granularity from
 * the source that set each), its state from theirs, its confidence their product, its evidence the
 * first span of each.
 */
export function bridgingRecord(
  entity: string,
  fact: { subject: string; predicate: string; object: string; text: string },
  sources: readonly Nugget[],
  validity: { start: Instant; end: Instant },
  status: Status,
  createdAt: Instant,
): Nugget {
  const scope = sources[0]!.key.scope;
  const startFrom = sources.find((n) => n.validity.start === validity.start) ?? sources[0]!;
  const endFrom = sources.find((n) => n.validity.end === validity.end) ?? sources[0]!;
  const v: Validity = {
    start: validity.start,
    end: validity.end,
    inferred: sources.some((n) => n.validity.inferred),
    granularity: sources.map((n) => n.validity.granularity).reduce(coarser),
    startBasis: Number.isFinite(validity.start) ? startFrom.validity.startBasis : 'unknown',
    endBasis: Number.isFinite(validity.end) ? endFrom.validity.endBasis : 'open',
  };
  return {
    id: bridgeId(
      entity,
      scope,
      fact.predicate,
      sources.map((n) => n.id),
    ),
    kind: 'BridgingFact',
    fact: { ...fact },
    key: bridgeKey(entity, scope),
    validity: v,
    epistemic: {
      status,
      rank: status === 'deprecated' ? 'deprecated' : 'normal',
      confidence: Math.round(sources.reduce((p, n) => p * n.epistemic.confidence, 1) * 1e6) / 1e6,
    },
    provenance: {
      evidence: sources.flatMap((n) => n.provenance.evidence.slice(0, 1)),
      createdAt,
      parentId: null,
      version: 1,
      derivedFrom: sources.map((n) => n.id),
    },
  };
}

/** The stored record of a composed bridging fact. */
function composedRecord(entity: string, b: BridgingFact, createdAt: Instant): Nugget {
  const fact = { subject: b.subject, predicate: b.sources.map((n) => n.fact.predicate).join('.'), object: b.object, text: b.text };
  return bridgingRecord(entity, fact, b.sources, b.validity, b.status, createdAt);
}

/**
 * The bridging facts to write after `changed` (facts a write changes, in their new state, not yet
 * committed): for each entity they name that can bridge — it takes part in a composition, or already
 * has bridging facts (only these when `compose` is false) — Eq. 1 and the compositions over every fact naming it, then each existing
 * bridging fact through it re-derived, ended or flagged, each change recorded in its history.
 */
export async function deriveBridges(
  store: NuggetStore,
  schema: PredicateSchema,
  changed: readonly Nugget[],
  reason: string,
  now: Instant,
  limits: BridgeLimits = {},
  compose = true,
): Promise<DerivedBridges> {
  const out: DerivedBridges = { nuggets: [], history: [], visited: 0 };
  const firsts = new Set(schema.compositions.map((c) => c.first));
  const thens = new Set(schema.compositions.map((c) => c.then));
  // Entities the change names: those a composition can pass through now, and the others (which
  // matter only where bridging facts already pass: a new document can push df past τ, a state change
  // reaches a model-written bridge).
  const naming = new Map<string, Nugget[]>();
  const composable = new Set<string>();
  const others = new Map<string, NuggetKey>();
  for (const n of changed) {
    if (isBridgingFact(n)) continue;
    for (const { entity } of factEntities(n, schema)) {
      const list = naming.get(entity);
      if (list) list.push(n);
      else naming.set(entity, [n]);
      if (
        compose &&
        (entity === n.key.subject ? thens.has(n.fact.predicate) || thens.has(ANY_PREDICATE) : firsts.has(n.fact.predicate) || firsts.has(ANY_PREDICATE))
      )
        composable.add(entity);
      else others.set(`${n.key.scope}\u0001${entity}`, bridgeKey(entity, n.key.scope));
    }
  }
  const bridged = new Set(
    others.size === 0 ? [] : (await store.nuggetsByKey([...others.values()].filter((k) => !composable.has(k.subject)))).map((n) => n.key.subject),
  );
  for (const entity of [...naming.keys()].sort()) {
    if (!composable.has(entity) && !bridged.has(entity)) continue;
    out.visited++;
    await rederiveEntity(out, store, schema, entity, naming.get(entity)!, reason, now, limits);
  }
  return out;
}

/**
 * Re-derives the bridging facts through one entity into `out`: Eq. 1 and the compositions over every
 * fact naming it (the store's, with `overlay`'s newer versions), then each existing bridging fact
 * composed again, followed to its sources' new state, or withdrawn. `generated`, when given, is a
 * model's new set for the entity: it replaces the model-written ones (those it no longer writes are
 * withdrawn). Returns the entity's bridge (null when it is none).
 */
export async function rederiveEntity(
  out: DerivedBridges,
  store: NuggetStore,
  schema: PredicateSchema,
  entity: string,
  overlay: readonly Nugget[],
  reason: string,
  now: Instant,
  limits: BridgeLimits = {},
  generated: ((bridge: BridgeEntity, current: ReadonlyMap<string, Nugget>) => Nugget[]) | null = null,
): Promise<BridgeEntity | null> {
  const tau = limits.tau ?? BRIDGE_LIMITS.tau;
  // An entity many documents name (a country, a big city) would cost a read of all its facts on every
  // document that names it: a sample first, and when the sample alone shows more than τ documents,
  // the entity is too common without reading the rest (and any bridging facts it had are withdrawn).
  const sample = await store.nuggetsNaming(entity, NAMING_SAMPLE);
  if (sample.length === NAMING_SAMPLE) {
    const docs = documentCount([...sample, ...overlay], schema, entity);
    if (docs > tau) return withdrawAll(out, store, entity, [...sample, ...overlay], docs, tau, reason, now);
  }
  const current = new Map((sample.length === NAMING_SAMPLE ? await store.nuggetsNaming(entity) : sample).map((n) => [n.id, n]));
  for (const n of overlay) current.set(n.id, n);
  const all = [...current.values()];
  const facts = all.filter((n) => !isBridgingFact(n));
  const existing = all.filter((n) => isBridgingFact(n) && n.key.subject === entity && n.key.predicate === BRIDGE_PREDICATE);
  const found = bridgeEntity(entity, facts, schema, limits);
  const bridge = found && !('tooCommon' in found) ? found : null;
  const withdrawn = !found ? 'it is named by one document only' : 'tooCommon' in found ? tooCommonReason(found.tooCommon, tau) : null;
  const desired = new Map<string, Nugget>();
  if (bridge) {
    for (const b of composeBridges(bridge, schema, limits.bridgesPerEntity)) {
      const record = composedRecord(entity, b, now);
      desired.set(record.id, record);
    }
  }
  const written = bridge && generated ? generated(bridge, current) : null;
  for (const record of written ?? []) desired.set(record.id, record);
  for (const old of existing) {
    const wanted = desired.get(old.id);
    desired.delete(old.id);
    const replaced = written !== null && old.fact.predicate === MODEL_BRIDGE;
    const next = wanted ?? rederived(old, current, withdrawn !== null || replaced);
    const why = withdrawn ?? (replaced ? 'the model no longer writes it' : null);
    keep(out, old, next, `${reason}${why && !wanted ? `; withdrawn: ${why}` : ''}`, now);
  }
  out.nuggets.push(...desired.values());
  return bridge;
}

/** Facts read per entity before deciding it is too common (enough to show more than τ = 10 documents). */
const NAMING_SAMPLE = 50;

const tooCommonReason = (df: number, tau: number) => `it is named by ${df} documents (τ = ${tau})`;

/** Documents whose governed facts name `entity` (Eq. 1's df, as bridgeEntity counts it). */
function documentCount(facts: readonly Nugget[], schema: PredicateSchema, entity: string): number {
  const docs = new Set<string>();
  for (const n of facts) {
    if (n.epistemic.status === 'deprecated' || isBridgingFact(n) || !factEntities(n, schema).some((e) => e.entity === entity)) continue;
    for (const e of n.provenance.evidence) docs.add(e.docId);
  }
  return docs.size;
}

/** An entity too common to bridge: each bridging fact still through it is withdrawn. */
async function withdrawAll(
  out: DerivedBridges,
  store: NuggetStore,
  entity: string,
  known: readonly Nugget[],
  df: number,
  tau: number,
  reason: string,
  now: Instant,
): Promise<null> {
  const scopes = [...new Set(known.map((n) => n.key.scope))];
  const existing = await store.nuggetsByKey(scopes.map((scope) => bridgeKey(entity, scope)));
  const current = new Map(known.map((n) => [n.id, n]));
  for (const old of existing) {
    if (old.epistemic.status === 'deprecated') continue;
    keep(out, old, rederived(old, current, true), `${reason}; withdrawn: ${tooCommonReason(df, tau)}`, now);
  }
  return null;
}

/**
 * An existing bridging fact that is not composed again, from its sources as they are now: a
 * model-written one keeps following them (narrowed, flagged, ended); a composed one, or any whose
 * entity no longer bridges, is withdrawn (deprecated, its validity kept for the record).
 */
function rederived(old: Nugget, current: ReadonlyMap<string, Nugget>, entityWithdrawn: boolean): Nugget {
  const sources = (old.provenance.derivedFrom ?? []).map((id) => current.get(id));
  const composed = old.fact.predicate !== MODEL_BRIDGE;
  const present = sources.every((n): n is Nugget => n !== undefined);
  const validity = present ? bridgeValidity(sources) : null;
  const status = composed || entityWithdrawn || !validity ? 'deprecated' : bridgeStatus(sources);
  const record = present
    ? bridgingRecord(old.key.subject, old.fact, sources, validity ?? old.validity, status, old.provenance.createdAt)
    : { ...old, epistemic: { ...old.epistemic, status: 'deprecated' as const, rank: 'deprecated' as const } };
  return { ...record, id: old.id };
}

/** Writes `next` over `old` when anything a reader sees changed, recording the state it replaces. */
function keep(out: DerivedBridges, old: Nugget, next: Nugget, reason: string, now: Instant): void {
  next.provenance = { ...next.provenance, createdAt: old.provenance.createdAt, version: old.provenance.version };
  if (sameRecord(old, next)) return;
  const governed =
    old.validity.start !== next.validity.start ||
    old.validity.end !== next.validity.end ||
    old.epistemic.status !== next.epistemic.status ||
    old.epistemic.rank !== next.epistemic.rank;
  if (governed) {
    out.history.push({
      nuggetId: old.id,
      version: old.provenance.version,
      changedAt: now,
      validity: old.validity,
      epistemic: old.epistemic,
      evidenceCount: old.provenance.evidence.length,
      reason,
    });
    next.provenance.version = old.provenance.version + 1;
  }
  out.nuggets.push(next);
}

function sameRecord(a: Nugget, b: Nugget): boolean {
  const span = (e: Evidence) => `${e.docId}\u0000${e.revision}\u0000${e.start}\u0000${e.end}\u0000${toIso(e.asserted.start)}\u0000${toIso(e.asserted.end)}`;
  return (
    a.fact.text === b.fact.text &&
    a.fact.object === b.fact.object &&
    JSON.stringify(a.validity) === JSON.stringify(b.validity) &&
    a.epistemic.status === b.epistemic.status &&
    a.epistemic.rank === b.epistemic.rank &&
    a.epistemic.confidence === b.epistemic.confidence &&
    a.provenance.evidence.map(span).join('|') === b.provenance.evidence.map(span).join('|')
  );
}
