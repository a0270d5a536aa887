// Bridge entities (IndexRAG, Eq. 1): the entities found in at least two and at most τ documents —
// the lower bound so a bridge joins documents, the upper so a generic entity ("United States")
// does not produce trivial bridges. An entity is a fact's key subject or an entity-valued object,
// in its normal form. For each bridge, at most 5 documents and 8 facts per document (the paper's
// settings), chosen by governance: facts that are not Deprecated, Active before Contested, then by
// rank and confidence — a bridge is only as good as the facts it joins.

import type { Nugget } from '../model/nugget.js';
import type { PredicateSchema } from '../model/schema.js';
import { normalizeValue } from '../govern/normalize.js';

/** The paper's settings (§4): τ = 10, 5 source documents, 8 facts per document. */
export const BRIDGE_LIMITS = { tau: 10, documents: 5, factsPerDocument: 8 } as const;

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

/** The entities a fact names: its key subject, and its object when the predicate's object is an entity. */
export function factEntities(n: Nugget, schema: PredicateSchema): { entity: string; name: string }[] {
  const out = [{ entity: n.key.subject, name: n.fact.subject }];
  const type = schema.byName.get(n.fact.predicate)?.object;
  if (type && !VALUE_TYPES.has(type)) {
    const entity = normalizeValue(n.fact.object, type);
    if (entity !== '' && entity !== n.key.subject) out.push({ entity, name: n.fact.object });
  }
  return out;
}

/** Governance order of a bridge's facts: Active first, then Contested; preferred rank, then confidence. */
function standing(n: Nugget): number {
  return (n.epistemic.status === 'active' ? 2 : 0) + (n.epistemic.rank === 'preferred' ? 1 : 0) + n.epistemic.confidence / 10;
}

/**
 * Eq. 1 over a set of facts: each entity's documents (by evidence), the bridges with 2 ≤ df ≤ τ and
 * their chosen documents and facts, and the entities skipped for df > τ. Deprecated facts name no bridge.
 *
 * @example bridgeEntities(nuggets, schema).bridges.map((b) => [b.name, b.df]) // [['Henry Edwards', 2]]
 */
export function bridgeEntities(
  nuggets: readonly Nugget[],
  schema: PredicateSchema,
  limits: Partial<Record<keyof typeof BRIDGE_LIMITS, number>> = {},
): BridgeEntities {
  const { tau, documents, factsPerDocument } = { ...BRIDGE_LIMITS, ...limits };
  const byEntity = new Map<string, { name: string; docs: Map<string, Nugget[]> }>();
  for (const n of nuggets) {
    if (n.epistemic.status === 'deprecated') continue;
    const docIds = [...new Set(n.provenance.evidence.map((e) => e.docId))];
    for (const { entity, name } of factEntities(n, schema)) {
      const slot = byEntity.get(entity) ?? { name, docs: new Map<string, Nugget[]>() };
      for (const d of docIds) slot.docs.set(d, [...(slot.docs.get(d) ?? []), n]);
      byEntity.set(entity, slot);
    }
  }
  const bridges: BridgeEntity[] = [];
  const tooCommon: { entity: string; df: number }[] = [];
  for (const [entity, { name, docs }] of [...byEntity].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const df = docs.size;
    if (df < 2) continue;
    if (df > tau) {
      tooCommon.push({ entity, df });
      continue;
    }
    const chosen = [...docs]
      .map(([docId, facts]) => ({
        docId,
        facts: [...new Set(facts)].sort((a, b) => standing(b) - standing(a) || (a.id < b.id ? -1 : 1)).slice(0, factsPerDocument),
      }))
      .sort((a, b) => standing(b.facts[0]!) - standing(a.facts[0]!) || (a.docId < b.docId ? -1 : 1))
      .slice(0, documents);
    bridges.push({ entity, name, df, documents: chosen });
  }
  return { bridges, tooCommon };
}
