// Bridge entities (IndexRAG, Eq. 1): the entities found in at least two and at most τ documents —
// the lower bound so a bridge joins documents, the upper so a generic entity ("United States")
// does not produce trivial bridges. An entity is a fact's key subject or an entity-valued object,
// in its normal form. For each bridge, at most 5 documents and 8 facts per document (the paper's
// settings), chosen by governance: facts that are not Deprecated, Active before Contested, then by
// rank and confidence — a bridge is only as good as the facts it joins.

import { isBridgingFact, type Nugget } from '../model/nugget.js';
import type { PredicateSchema } from '../model/schema.js';
import { namesInside, normalizeValue } from '../govern/normalize.js';

/**
 * The paper's settings (§4): τ = 10, 5 source documents, 8 facts per document; and at most 10
 * bridging facts composed per entity (a model writes a handful per bundle; the offline generator
 * could pair every fact of five documents).
 */
export const BRIDGE_LIMITS = { tau: 10, documents: 5, factsPerDocument: 8, bridgesPerEntity: 10 } as const;

/** Overrides of BRIDGE_LIMITS. */
export type BridgeLimits = Partial<Record<keyof typeof BRIDGE_LIMITS, number>>;

/** Object types that are values, not entities a bridge can pass through. */
const VALUE_TYPES = new Set(['Date', 'Quantity', 'Number', 'Concept', 'Text', 'Position', 'Rank']);

export interface BridgeEntity {
  /** The normal form the documents share. */
  entity: string;
  /** How the first fact wrote it. */
  name: string;
  /** Its document frequency, df(e). */
  df: number;
  /** The chosen documents (at most `documents`), each with its chosen facts that name the entity. */
  documents: { docId: string; facts: Nugget[] }[];
}

export interface BridgeEntities {
  bridges: BridgeEntity[];
  /** Entities above τ, skipped (said so in `inspect`): the normal form and its df. */
  tooCommon: { entity: string; df: number }[];
}

/**
 * The entities a fact names: its key subject; its object, when the predicate's object is an entity;
 * and the names inside its object ("directed by Scott Derrickson"), marked `inside`.
 */
export function factEntities(n: Nugget, schema: PredicateSchema): { entity: string; name: string; inside?: true }[] {
  const out: { entity: string; name: string; inside?: true }[] = [{ entity: n.key.subject, name: n.fact.subject }];
  const type = schema.byName.get(n.fact.predicate)?.object;
  let whole = '';
  if (type && !VALUE_TYPES.has(type)) {
    whole = normalizeValue(n.fact.object, type);
    if (whole !== '' && whole !== n.key.subject) out.push({ entity: whole, name: n.fact.object });
  }
  for (const inside of namesInside(n.fact.object)) {
    if (inside !== whole && inside !== n.key.subject && !out.some((e) => e.entity === inside)) out.push({ entity: inside, name: inside, inside: true });
  }
  return out;
}

/** Governance order of a bridge's facts: Active first, then Contested; preferred rank, then confidence. */
function standing(n: Nugget): number {
  return (n.epistemic.status === 'active' ? 2 : 0) + (n.epistemic.rank === 'preferred' ? 1 : 0) + n.epistemic.confidence / 10;
}

/** One entity's documents (by evidence) and the facts of each that name it. Deprecated facts name no bridge. */
function documentsNaming(entity: string, nuggets: readonly Nugget[], schema: PredicateSchema): Map<string, Nugget[]> {
  const docs = new Map<string, Nugget[]>();
  for (const n of nuggets) {
    if (n.epistemic.status === 'deprecated' || isBridgingFact(n)) continue;
    if (!factEntities(n, schema).some((e) => e.entity === entity)) continue;
    for (const d of new Set(n.provenance.evidence.map((e) => e.docId))) {
      const list = docs.get(d);
      if (list) list.push(n);
      else docs.set(d, [n]);
    }
  }
  return docs;
}

/**
 * Eq. 1 for one entity, given (at least) every fact that names it: a bridge when 2 ≤ df ≤ τ, with
 * its chosen documents and facts; `{ tooCommon: df }` above τ; null below 2.
 *
 * @example bridgeEntity('jane doe', await store.nuggetsNaming('jane doe'), schema)?.df // 3
 */
export function bridgeEntity(
  entity: string,
  nuggets: readonly Nugget[],
  schema: PredicateSchema,
  limits: BridgeLimits = {},
): BridgeEntity | { entity: string; tooCommon: number } | null {
  const { tau, documents, factsPerDocument } = { ...BRIDGE_LIMITS, ...limits };
  const docs = documentsNaming(entity, nuggets, schema);
  const df = docs.size;
  if (df < 2) return null;
  if (df > tau) return { entity, tooCommon: df };
  const chosen = [...docs]
    .map(([docId, facts]) => ({
      docId,
      facts: [...new Set(facts)].sort((a, b) => standing(b) - standing(a) || (a.id < b.id ? -1 : 1)).slice(0, factsPerDocument),
    }))
    .sort((a, b) => standing(b.facts[0]!) - standing(a.facts[0]!) || (a.docId < b.docId ? -1 : 1))
    .slice(0, documents);
  const first = chosen
    .flatMap((d) => d.facts)
    .flatMap((n) => factEntities(n, schema))
    .find((e) => e.entity === entity);
  return { entity, name: first?.name ?? entity, df, documents: chosen };
}

/**
 * Eq. 1 over a whole set of facts: the bridges with 2 ≤ df ≤ τ, in entity order, and the entities
 * skipped for df > τ.
 *
 * @example bridgeEntities(nuggets, schema).bridges.map((b) => [b.name, b.df]) // [['Henry Edwards', 2]]
 */
export function bridgeEntities(nuggets: readonly Nugget[], schema: PredicateSchema, limits: BridgeLimits = {}): BridgeEntities {
  const naming = new Map<string, Nugget[]>();
  for (const n of nuggets) {
    if (n.epistemic.status === 'deprecated' || isBridgingFact(n)) continue;
    for (const { entity } of factEntities(n, schema)) {
      const list = naming.get(entity);
      if (list) list.push(n);
      else naming.set(entity, [n]);
    }
  }
  const bridges: BridgeEntity[] = [];
  const tooCommon: { entity: string; df: number }[] = [];
  for (const entity of [...naming.keys()].sort()) {
    const b = bridgeEntity(entity, naming.get(entity)!, schema, limits);
    if (b && 'tooCommon' in b) tooCommon.push({ entity, df: b.tooCommon });
    else if (b) bridges.push(b);
  }
  return { bridges, tooCommon };
}
