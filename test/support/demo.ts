// The demo corpus governed into a memory store, as nuggets, and seeded variations of them: realistic records for index tests.

import { readFileSync } from 'node:fs';
import { NuggetIndex } from '../../src/nugget-index.js';
import { STATUSES, type Nugget } from '../../src/model/nugget.js';

export async function demoNuggets(): Promise<Nugget[]> {
  const ni = await NuggetIndex.open({ clock: () => Date.parse('2024-01-01') });
  for (const line of readFileSync(new URL('../../examples/demo/corpus.jsonl', import.meta.url), 'utf8').split('\n')) {
    if (line.trim() !== '') await ni.ingest(JSON.parse(line));
  }
  const out: Nugget[] = [];
  for await (const batch of ni.store.scanNuggets()) out.push(...batch);
  await ni.close();
  return out;
}

const WORDS = ['acme', 'boston', 'ceo', 'merger', 'denver', 'founded', 'jane', 'roe', 'board', 'chair', 'plant', 'office'];
const YEAR = (y: number) => Date.UTC(y, 0, 1);

/** Variations of the demo nuggets: few words (many ties), years 1990–2024 or open, every state. */
export function variations(templates: readonly Nugget[], count: number, seed: number): Nugget[] {
  let x = seed >>> 0 || 1;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const t = pick(templates);
    const start = next() < 0.1 ? -Infinity : YEAR(1990 + Math.floor(next() * 35));
    const end = next() < 0.5 ? Infinity : start + Math.floor(next() * 10 + 1) * 365 * 86_400_000;
    const text = Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(WORDS)).join(' ');
    return {
      ...t,
      id: `n${(seed * 1_000_003 + i).toString(16).padStart(24, '0')}`,
      fact: { ...t.fact, text },
      validity: { ...t.validity, start, end },
      epistemic: { ...t.epistemic, status: pick(STATUSES) },
    };
  });
}
