// Contested-aware generator context (§3.3.2): established facts listed plainly, disputed keys listed
// with what each source says, so a generator can hedge instead of silently picking a side.

import { overlaps } from '../model/interval.js';
import { keyString, type Nugget } from '../model/nugget.js';
import { toIso } from '../model/time.js';
import type { NuggetStore } from '../store/store.js';
import type { Retrieval } from './retrieval.js';

/**
 * Renders the context block. `rivalsOf` supplies, for a contested nugget, the other values of its
 * key that are contested over the query period (they may not have been retrieved themselves).
 *
 * @example
 * // Established facts:
 * // - Jane Doe is the chief executive officer of Acme (since 2008-03-01; sources: reuters, ap)
 * // Disputed (sources disagree):
 * // - Acme — headquartersLocation: reuters says Boston; bloomberg says Cambridge
 */
export function contextBlock(results: readonly Nugget[], rivalsOf: (n: Nugget) => readonly Nugget[]): string {
  const established = results.filter((n) => n.epistemic.status === 'active');
  const disputed = new Map<string, Nugget[]>();
  for (const n of results) {
    if (n.epistemic.status !== 'contested') continue;
    const k = keyString(n.key);
    if (disputed.has(k)) continue;
    const side = [n, ...rivalsOf(n).filter((r) => r.id !== n.id)];
    disputed.set(k, side);
  }
  const lines: string[] = ['Established facts:'];
  if (established.length === 0) lines.push('- (none)');
  for (const n of established) lines.push(`- ${n.fact.text} (${period(n)}; sources: ${sourcesOf(n).join(', ')})`);
  if (disputed.size > 0) {
    lines.push('', 'Disputed (sources disagree):');
    for (const side of disputed.values()) {
      const first = side[0]!;
      const claims = side.map((n) => `${sourcesOf(n).join(' and ')} ${sourcesOf(n).length > 1 ? 'say' : 'says'} ${n.fact.object}`);
      lines.push(`- ${first.fact.subject} — ${first.fact.predicate}: ${claims.join('; ')}`);
    }
  }
  return lines.join('\n');
}

function sourcesOf(n: Nugget): string[] {
  return [...new Set(n.provenance.evidence.map((e) => e.source))];
}

function period(n: Nugget): string {
  const s = toIso(n.validity.start);
  const e = toIso(n.validity.end);
  if (s && e) return `${s} to ${e}`;
  if (s) return `since ${s}`;
  if (e) return `until ${e}`;
  return 'no known period';
}

/** The context block for a retrieval, each contested result with its key's other contested values over the asked period. */
export async function generatorContext(store: NuggetStore, retrieval: Retrieval): Promise<string> {
  const contested = retrieval.results.filter((r) => r.nugget.epistemic.status === 'contested').map((r) => r.nugget);
  const sameKey = await store.nuggetsByKey(contested.map((n) => n.key));
  const period = { start: retrieval.period.start, end: retrieval.period.end };
  const rivalsOf = (n: Nugget) =>
    sameKey.filter((m) => m.epistemic.status === 'contested' && keyString(m.key) === keyString(n.key) && overlaps(m.validity, period));
  return contextBlock(
    retrieval.results.map((r) => r.nugget),
    rivalsOf,
  );
}
