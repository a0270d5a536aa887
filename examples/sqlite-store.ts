// A persistent store: the same API over a SQLite file (Node only: 'nuggetindex/node').
// Run: node --import tsx examples/sqlite-store.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NuggetIndex } from '../src/index.js';
import { SqliteNuggetStore, loadAliasFiles } from '../src/node.js';

const dir = mkdtempSync(join(tmpdir(), 'nuggetindex-example-'));
try {
  const file = join(dir, 'facts.db');
  const writer = await NuggetIndex.open({ store: SqliteNuggetStore.open(file, { create: true }) });
  await writer.ingest({ id: 'page', source: 'acme.example', date: '2019-01-01', text: 'Lena Ward is the chief financial officer of Acme.' });
  await writer.ingest({ id: 'page', source: 'acme.example', date: '2022-01-01', text: 'Omar Haddad is the chief financial officer of Acme.' }); // revision 2
  // Many documents at once: committed in groups (one write per group), each document still atomic.
  const news = [
    { id: 'gazette/1', source: 'gazette', date: '2020-05-01', text: 'Acme is headquartered in Boston.' },
    { id: 'ledger/7', source: 'ledger', date: '2023-02-01', text: 'Globex is headquartered in Denver.' },
  ];
  for await (const r of writer.ingestMany(news)) console.log(r.docId, r.outcome, `${r.created} created, ${r.updated} updated`);
  await writer.close();

  const reader = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), aliases: loadAliasFiles() });
  for (const time of ['2020', '2023']) {
    const r = await reader.retrieve('Who is the CFO of Acme?', { time, k: 1 });
    console.log(time, r.results[0]?.nugget.fact.object); // 2020 Lena Ward, 2023 Omar Haddad
  }
  console.log(await reader.stats());
  await reader.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
