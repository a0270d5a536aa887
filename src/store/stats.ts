// Store statistics shared by every backend that computes them from records.

import { keyString, type Nugget } from '../model/nugget.js';
import type { StoreStats } from './store.js';

export function computeStats(documents: number, revisions: number, nuggets: Iterable<Nugget>): StoreStats {
  const byStatus = { active: 0, deprecated: 0, contested: 0 };
  const keys = new Set<string>();
  const contested = new Set<string>();
  let count = 0;
  let evidence = 0;
  for (const n of nuggets) {
    count++;
    evidence += n.provenance.evidence.length;
    byStatus[n.epistemic.status]++;
    const k = keyString(n.key);
    keys.add(k);
    if (n.epistemic.status === 'contested') contested.add(k);
  }
  return { documents, revisions, nuggets: count, evidence, byStatus, keys: keys.size, contestedKeys: contested.size };
}
