// Conflict detection and lifecycle states for one key: Algorithm 1 lines 13–17 (tightening by a
// better-supported successor) and Algorithm 2 (succession, concurrency, deprecation, contest).
//
// The paper runs Algorithm 2 once, when a new nugget arrives. We evaluate the whole key from its
// claims every time any of its evidence changes, so the outcome never depends on ingest order and
// a claim that gains its second independent source through a merge does supersede (decision 1 in
// the README). Where we go beyond the paper, documented in the README under "Governance decisions":
//  1. re-evaluation on every evidence change (above);
//  2. superseded is not wrong: a value whose interval a successor closed stays Active for its own
//     (now closed) interval; Deprecated is for a claim that loses a conflict over the same period;
//  3. one source cannot contest itself: a later value asserted by every source of the earlier one
//     is a succession (those sources updated themselves), and two values asserted by exactly the
//     same sources are concurrent, not a dispute ("sources disagree" needs two sides). A source
//     that changes its mind against others who have not is still one source: the ≥ 2 rule applies;
//  4. a value whose start is unknown closes at no successor (it keeps the end it states), and a
//     stated end finer than a successor's coarse start ("28 May 2011" against "in 2011") stands.

import type { GovernanceConfig } from '../model/config.js';
import type { KeyDecision } from '../model/decision.js';
import type { EndBasis, Epistemic, Evidence, Rank, Status, Validity } from '../model/nugget.js';
import type { Cardinality } from '../model/schema.js';
import { addUnits, startOfUnit } from '../model/time.js';
import { isInferred } from './validity.js';

/** One value of a key, as governance sees it. */
export interface KeyClaim {
  id: string;
  /** Base validity from the claim's evidence (validity.ts: combineEvidence after revision tightening). */
  base: Validity;
  evidence: readonly Evidence[];
}

/**
 * Does `a` state an end that falls inside the coarse unit `b`'s start names? "Yasen Petrov
 * (1 July 2010 – 28 May 2011)" and a successor appointed "in 2011": the year says no more than that
 * the change came within 2011, and the stated 28 May is the better bound, so the successor does not
 * cut it back to 1 January.
 */
function statedEndInStartUnit(a: Validity, b: Validity): boolean {
  if (a.endBasis !== 'explicit' || b.granularity === 'day' || startOfUnit(b.start, b.granularity) !== b.start) return false;
  // An end on the unit's boundary ("1985–87" against "1986–87") is no finer than the start it meets.
  return a.end > b.start && a.end < addUnits(b.start, b.granularity, 1);
}

/** The governed outcome for one claim. */
export interface ClaimState {
  validity: Validity;
  epistemic: Epistemic;
}

/**
 * Evaluates every claim of one key.
 *
 * @example
 * // Two independent sources say B took over in 2008: A's open interval closes at 2008, both stay active.
 * evaluateKey([a, b], 'functional', defaultGovernanceConfig)
 */
export function evaluateKey(
  claims: readonly KeyClaim[],
  cardinality: Cardinality,
  config: GovernanceConfig,
  decision: KeyDecision | null = null,
): Map<string, ClaimState> {
  if (claims.length === 1) return new Map([[claims[0]!.id, soleValue(claims[0]!, cardinality, config, decision)]]);
  const out = new Map<string, ClaimState>();
  const sources = claims.map((c) => sourcesOf(c.evidence));
  // |π_n| (independentSources): the number of distinct sources.
  const support = sources.map((s) => s.size);
  // A recorded decision overrides the sources' vote (§3.2.2 leaves what sources cannot settle to a
  // person): the declared losers drop out of succession and contest and are Deprecated, the winner
  // is Active + Preferred — whatever evidence either gains later. A value nobody has ruled on that
  // overlaps the winner is still Contested, so the key returns to the disputes queue instead of
  // silently undoing the decision.
  const ruled = decision !== null && decision.winner !== null;
  const declaredLoser = claims.map((c) => ruled && decision.losers.includes(c.id));
  const declaredWinner = claims.map((c) => ruled && decision.winner === c.id);

  if (cardinality !== 'functional') {
    // Multi-valued and event-log predicates accept concurrent values (Algorithm 2, line 11).
    for (const c of claims) out.set(c.id, { validity: c.base, epistemic: { status: 'active', rank: 'normal', confidence: confidence(c, config) } });
    return out;
  }

  // Algorithm 1, lines 13–17 (= Algorithm 2, lines 15–19 without the deprecation): a later value
  // with ≥ deprecateSources independent sources — or asserted by every source of this value
  // (decision 3) — closes this value's interval at its start. Using base starts makes the result
  // independent of the order in which successors are considered.
  const end: number[] = claims.map((c) => c.base.end);
  const endBasis: EndBasis[] = claims.map((c) => c.base.endBasis);
  // (Not a value whose start is unknown: where it stood among its successors the text does not say,
  // and closing it at the first dated one — "until 1945" for a coach hired in 1978 — invents an end.)
  claims.forEach((a, i) => {
    if (a.base.start === -Infinity) return;
    claims.forEach((b, j) => {
      if (i === j || declaredLoser[j] || !(b.base.start > a.base.start) || !(b.base.start < end[i]!) || isEmptyClaim(b)) return;
      if (statedEndInStartUnit(a.base, b.base)) return;
      if (support[j]! >= config.deprecateSources || isSubset(sources[i]!, sources[j]!)) {
        end[i] = b.base.start;
        endBasis[i] = 'succession';
      }
    });
  });

  // Overlapping values after succession are in conflict — unless the same sources assert both (decision 3).
  const rivals: number[][] = claims.map(() => []);
  for (let i = 0; i < claims.length; i++) {
    for (let j = i + 1; j < claims.length; j++) {
      const a = claims[i]!;
      const b = claims[j]!;
      const overlap = Math.max(a.base.start, b.base.start) < Math.min(end[i]!, end[j]!);
      if (!overlap || declaredLoser[i] || declaredLoser[j] || isEmptyClaim(a) || isEmptyClaim(b) || sameSources(sources[i]!, sources[j]!)) continue;
      rivals[i]!.push(j);
      rivals[j]!.push(i);
    }
  }

  // A contest resolves when one side reaches resolveSources independent sources and outnumbers the
  // other (paper §3.2.2: "requiring ≥ 3 sources for resolution"); the loser is Deprecated.
  const lost = [...declaredLoser];
  const won = [...declaredWinner];
  rivals.forEach((rs, i) => {
    for (const j of rs) {
      if (!declaredWinner[j] && support[i]! >= config.resolveSources && support[i]! > support[j]!) {
        won[i] = true;
        lost[j] = true;
      }
    }
  });

  claims.forEach((c, i) => {
    const disputed = rivals[i]!.some((j) => !lost[j]) && !lost[i] && !declaredWinner[i];
    const status: Status = lost[i] ? 'deprecated' : disputed ? 'contested' : 'active';
    const rank: Rank = lost[i] ? 'deprecated' : won[i] ? 'preferred' : 'normal';
    // (A literal in Validity's order, as every validity is made, not a spread of the base: see tightenByRevisions.)
    const validity: Validity =
      end[i] === c.base.end
        ? c.base
        : {
            start: c.base.start,
            end: end[i]!,
            inferred: isInferred(c.base.startBasis, endBasis[i]!),
            granularity: c.base.granularity,
            startBasis: c.base.startBasis,
            endBasis: endBasis[i]!,
          };
    out.set(c.id, { validity, epistemic: { status, rank, confidence: confidence(c, config) } });
  });
  return out;
}

/**
 * evaluateKey for a key with one value (most keys): nothing succeeds or rivals it, so only a recorded
 * decision changes it — Deprecated when declared a loser, Preferred when declared the winner.
 */
function soleValue(c: KeyClaim, cardinality: Cardinality, config: GovernanceConfig, decision: KeyDecision | null): ClaimState {
  const ruled = cardinality === 'functional' && decision !== null && decision.winner !== null;
  const lost = ruled && decision.losers.includes(c.id);
  const won = ruled && decision.winner === c.id;
  const status: Status = lost ? 'deprecated' : 'active';
  const rank: Rank = lost ? 'deprecated' : won ? 'preferred' : 'normal';
  return { validity: c.base, epistemic: { status, rank, confidence: confidence(c, config) } };
}

function sourcesOf(evidence: readonly Evidence[]): Set<string> {
  const out = new Set<string>();
  for (const e of evidence) out.add(e.source);
  return out;
}

/** Every source of `a` also asserts `b`. */
function isSubset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const s of a) if (!b.has(s)) return false;
  return true;
}

function sameSources(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && isSubset(a, b);
}

function isEmptyClaim(c: KeyClaim): boolean {
  return !(c.base.start < c.base.end);
}

/**
 * Confidence in [0, 1]: noisy-OR over independent sources (each contributing its most confident
 * span), discounted when the validity was inferred rather than stated.
 */
export function confidence(claim: KeyClaim, config: GovernanceConfig): number {
  let miss = 1;
  // One span (most claims) needs no per-source maximum.
  if (claim.evidence.length === 1) miss = 1 - Math.min(1, Math.max(0, claim.evidence[0]!.confidence));
  else {
    const best = new Map<string, number>();
    for (const e of claim.evidence) best.set(e.source, Math.max(best.get(e.source) ?? 0, e.confidence));
    for (const c of best.values()) miss *= 1 - Math.min(1, Math.max(0, c));
  }
  const combined = 1 - miss;
  const discounted = claim.base.inferred ? combined * config.inferredValidityDiscount : combined;
  return Math.round(discounted * 1000) / 1000;
}
