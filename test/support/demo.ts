// The demo corpus governed into a memory store, as nuggets: realistic records for index tests.

import { readFileSync } from 'node:fs';
import { NuggetIndex } from '../../src/nugget-index.js';
import type { Nugget } from '../../src/model/nugget.js';

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
