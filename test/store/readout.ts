// Everything a NuggetStore's API returns about its records, as one JSON-safe value: what a migration
// must leave unchanged. ±Infinity (validity bounds) become the strings "+Infinity" and "-Infinity".

import type { NuggetStore } from '../../src/store/store.js';

/** Every read of the store contract, over every document, nugget, key and subject it holds. */
export async function readout(store: NuggetStore): Promise<unknown> {
  const nuggets = [];
  for await (const batch of store.scanNuggets(3)) nuggets.push(...batch);
  const documents = await store.documents();
  const ids = nuggets.map((n) => n.id);
  const keys = nuggets.map((n) => n.key);
  const subjects = [...new Set(keys.map((k) => k.subject))].sort();
  const out = {
    stats: await store.stats(),
    governance: await store.meta('governance'),
    documents,
    revisions: await Promise.all(documents.map((d) => store.revisions(d.docId))),
    nuggets,
    byId: await store.nuggetsById([...ids].reverse()),
    byKey: await store.nuggetsByKey(keys),
    byDocument: await Promise.all(documents.map((d) => store.nuggetsByDocument(d.docId))),
    bySubject: await Promise.all(subjects.map((s) => store.nuggetsBySubject(s))),
    history: await Promise.all(ids.map((id) => store.history(id))),
    contestedKeys: await store.contestedKeys(),
    subjects: await store.subjects('', 100),
    decisions: await store.decisions(),
    deferred: await store.deferred({ status: 'all' }),
  };
  return JSON.parse(JSON.stringify(out, (_k, v: unknown) => (v === Infinity ? '+Infinity' : v === -Infinity ? '-Infinity' : v)));
}
