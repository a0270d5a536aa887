// A person's decision on a disputed key (issue 6, "resolve"): which value is right, or that the key
// stays contested. Decisions are pinned: governance applies them on every later evaluation of the
// key, so new evidence for a declared loser never silently brings it back.

import type { NuggetKey } from './nugget.js';
import type { Instant } from './time.js';

export interface KeyDecision {
  key: NuggetKey;
  /** The nugget declared right (Active + Preferred); null: reviewed and deliberately left contested. */
  winner: string | null;
  /** The nuggets declared wrong: Deprecated whatever evidence they gain later. */
  losers: string[];
  reason: string;
  by: string;
  at: Instant;
}
