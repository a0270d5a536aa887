// Stores written by released formats keep opening: a committed format-1 store (built by the CLI from
// test/fixtures/store-format-1.jsonl) is read, queried and appended to by this version.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NuggetIndex } from '../../src/index.js';
import { SqliteNuggetStore, SQLITE_FORMAT_VERSION } from '../../src/node.js';

const fixture = fileURLToPath(new URL('../fixtures/store-format-1.db', import.meta.url));

test('a format-1 store opens, answers time-scoped questions and accepts new documents', async () => {
  assert.equal(SQLITE_FORMAT_VERSION, 1, 'a new format needs its own fixture (and this one must still open)');
  const dir = mkdtempSync(join(tmpdir(), 'ni-compat-'));
  try {
    const file = join(dir, 'store.db');
    copyFileSync(fixture, file); // never touch the committed file
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => Date.UTC(2024, 0, 1) });
    assert.deepEqual(await ni.stats(), { documents: 4, revisions: 5, nuggets: 6, evidence: 7, byStatus: { active: 4, deprecated: 0, contested: 2 }, keys: 3, contestedKeys: 1 });
    const cfo = async (time: string) => (await ni.retrieve('Who is the chief financial officer of Acme?', { time, k: 1 })).results[0]?.nugget.fact.object;
    assert.equal(await cfo('2020'), 'Lena Ward');
    assert.equal(await cfo('2023'), 'Omar Haddad');
    assert.equal((await ni.retrieve('Who was the CEO of Acme in 2005?', { k: 1 })).results[0]?.nugget.fact.object, 'John Roe');
    const hq = await ni.retrieve('Where is Acme headquartered?', { view: 'active_contested' });
    assert.deepEqual(hq.results.filter((r) => r.nugget.epistemic.status === 'contested').map((r) => r.nugget.fact.object).sort(), ['Boston', 'Denver']);
    // A second independent source for the later value (Denver, from 2009) supersedes Boston from then on.
    await ni.ingest({ id: 'd', source: 'wsj', date: '2010-01-01', text: 'Acme is headquartered in Denver.' });
    const now = await ni.retrieve('Where is Acme headquartered?');
    assert.equal(now.results[0]?.nugget.fact.object, 'Denver');
    await ni.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
