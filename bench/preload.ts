// Bulk loading: the corpus's documents and governed nuggets written straight into a store in large
// change sets, the fast way to a store of a million nuggets (ingest would re-derive the same records).

import type { ChangeSet, NuggetStore } from '../src/store/store.js';
import type { SyntheticCorpus } from './corpus.js';

const BATCH = 20_000;

/** Writes the whole corpus; returns the number of nuggets written. */
export async function preload(store: NuggetStore, corpus: SyntheticCorpus, progress: (message: string) => void): Promise<number> {
  let written = 0;
  let changes: ChangeSet = { revisions: [], nuggets: [], history: [] };
  for (const doc of corpus.documents()) {
    changes.revisions.push(corpus.revisionOf(doc));
    changes.nuggets.push(...corpus.nuggetsOf(doc));
    if (changes.nuggets.length < BATCH) continue;
    await store.commit(changes);
    written += changes.nuggets.length;
    if (written % 200_000 < BATCH) progress(`${store.backend} store: loaded ${written.toLocaleString('en')} nuggets`);
    changes = { revisions: [], nuggets: [], history: [] };
  }
  if (changes.nuggets.length > 0) await store.commit(changes);
  return written + changes.nuggets.length;
}
