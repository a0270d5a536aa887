// The whole-store bridging run (`NuggetIndex.bridge`, CLI `nuggetindex bridge`): Eq. 1 over every
// fact the store holds, then each bridge entity re-derived in its own transaction — offline, the
// schema's compositions (after a schema change, or for a store built before bridging facts); with a
// model, the paper's Figure 6 generator, whose facts replace the model-written ones of the entity.
// Ingest keeps bridging facts in step on its own (src/bridge/derive.ts); this is the full pass.

import { bridgeEntities, type BridgeEntity } from '../bridge/entities.js';
import { bridgeStatus, bridgeValidity } from '../bridge/compose.js';
import { bridgingRecord, MODEL_BRIDGE, rederiveEntity, type DerivedBridges } from '../bridge/derive.js';
import type { ModelBridge } from '../bridge/llm.js';
import { isBridgingFact, type Nugget, type Status } from '../model/nugget.js';
import type { IngestContext } from './context.js';

/** What a whole-store run visits: every bridge entity, and every entity with bridging facts that no longer is one. */
export interface BridgePlan {
  bridges: BridgeEntity[];
  /** Entities with bridging facts that Eq. 1 no longer admits (their facts are withdrawn). */
  stale: string[];
  tooCommon: { entity: string; df: number }[];
  /** The bridging facts the store holds, by state. */
  bridgingFacts: Record<Status, number>;
}

/** Reads every fact once and plans the run. */
export async function planBridges(ctx: Pick<IngestContext, 'store' | 'schema'>): Promise<BridgePlan> {
  const facts: Nugget[] = [];
  const bridged = new Set<string>();
  const bridgingFacts = { active: 0, contested: 0, deprecated: 0 };
  for await (const batch of ctx.store.scanNuggets()) {
    for (const n of batch) {
      if (isBridgingFact(n)) {
        bridgingFacts[n.epistemic.status]++;
        if (n.epistemic.status !== 'deprecated') bridged.add(n.key.subject);
      } else facts.push(n);
    }
  }
  const { bridges, tooCommon } = bridgeEntities(facts, ctx.schema);
  const admitted = new Set(bridges.map((b) => b.entity));
  return { bridges, stale: [...bridged].filter((e) => !admitted.has(e)).sort(), tooCommon, bridgingFacts };
}

/**
 * Re-derives one entity's bridging facts in one transaction; with `written` (a model's facts for
 * the entity), those replace its model-written ones.
 */
export async function rederiveStored(
  ctx: IngestContext,
  entity: string,
  written: ModelBridge[] | null,
  reason: string,
): Promise<DerivedBridges & { changed: Nugget[] }> {
  return ctx.store.transaction(async () => {
    const out: DerivedBridges = { nuggets: [], history: [], visited: 1 };
    const now = ctx.clock();
    const generated = written
      ? (bridge: BridgeEntity, current: ReadonlyMap<string, Nugget>) =>
          written.flatMap((w) => {
            // The sources as the store holds them now (the model read them a moment ago).
            const sources = w.sources.map((n) => current.get(n.id) ?? n);
            const validity = bridgeValidity(sources);
            if (!validity) return []; // its facts never held together
            return [
              bridgingRecord(
                entity,
                { subject: bridge.name, predicate: MODEL_BRIDGE, object: '', text: w.text },
                sources,
                validity,
                bridgeStatus(sources),
                now,
              ),
            ];
          })
      : null;
    await rederiveEntity(out, ctx.store, ctx.schema, entity, [], reason, now, {}, generated);
    if (out.nuggets.length > 0) await ctx.store.commit({ revisions: [], nuggets: out.nuggets, history: out.history });
    return { ...out, changed: out.nuggets };
  });
}
