// A person's ruling on a disputed key, recorded and pinned, and the key re-governed with it.

import type { KeyDecision } from '../model/decision.js';
import { NuggetIndexError } from '../model/errors.js';
import { overlaps } from '../model/interval.js';
import type { Nugget, NuggetKey } from '../model/nugget.js';
import type { IngestContext } from './context.js';
import { governClaims, withBridgingFacts } from './govern-claims.js';

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
    if (values.length === 0)
      throw new NuggetIndexError('NOT_FOUND', `no nuggets with key (${ruling.key.subject}, ${ruling.key.predicate}, ${ruling.key.scope})`, {
        field: 'key',
        value: ruling.key,
      });
    let losers: string[] = [];
    if (ruling.winner !== null) {
      const winner = values.find((n) => n.id === ruling.winner);
      if (!winner) throw new NuggetIndexError('NOT_FOUND', `nugget ${ruling.winner} is not a value of this key`, { field: 'winner', value: ruling.winner });
      losers = values.filter((n) => n.id !== winner.id && n.epistemic.status === 'contested' && overlaps(n.validity, winner.validity)).map((n) => n.id);
      const previous = (await ctx.store.decisions([ruling.key]))[0];
      // Re-deciding in favour of an earlier loser: that loser is no longer declared wrong, the old winner is.
      if (previous && previous.winner !== null)
        losers = [...new Set([...previous.losers.filter((id) => id !== winner.id), ...losers, ...(previous.winner !== winner.id ? [previous.winner] : [])])];
      if (losers.length === 0 && winner.epistemic.status !== 'contested' && !previous) {
        throw new NuggetIndexError('INVALID_INPUT', `nugget ${winner.id} is not disputed: no contested value of its key overlaps it`, {
          field: 'winner',
          value: winner.id,
        });
      }
    } else if (!values.some((n) => n.epistemic.status === 'contested')) {
      throw new NuggetIndexError('INVALID_INPUT', 'key: has no contested value to leave contested', { field: 'key', value: ruling.key });
    }
    const now = ctx.clock();
    const decision: KeyDecision = { key: values[0]!.key, winner: ruling.winner, losers, reason: ruling.reason.trim(), by: ruling.by.trim(), at: now };
    const why = ruling.winner === null ? `left contested by ${decision.by}: ${decision.reason}` : `resolved by ${decision.by}: ${decision.reason}`;
    const governed = await withBridgingFacts(ctx, await governClaims(ctx, [], new Map(), [ruling.key], why, now, [decision]), why, now);
    await ctx.store.commit({ revisions: [], nuggets: governed.nuggets, history: governed.history, decisions: [decision] });
    return { decision, changed: governed.nuggets };
  });
}
