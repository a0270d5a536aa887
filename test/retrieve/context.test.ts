// The generator context of §3.3.2 through the public API: established facts plainly, disputes with
// the sources on each side, contested facts never presented as established.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NuggetIndex } from '../../src/index.js';

test('the context lists active facts as established and names each source of a dispute', async () => {
  const ni = await NuggetIndex.open({ clock: () => Date.UTC(2024, 0, 1) });
  await ni.ingest({ id: 'a', source: 'Reuters', date: '2019-01-01', text: 'Acme is headquartered in Boston. Jane Doe is the CEO of Acme.' });
  await ni.ingest({ id: 'b', source: 'AP', date: '2019-02-01', text: 'Acme is based in Denver.' });
  const { text, retrieval } = await ni.context('Where is Acme headquartered and who is its CEO?');
  assert.equal(retrieval.view, 'active_contested');
  const [established, disputed] = text.split('\n\n');
  assert.match(established!, /^Established facts:\n- Jane Doe is the chief executive officer of Acme \(since 2019-01-01; sources: Reuters\)$/);
  assert.doesNotMatch(established!, /Boston|Denver/);
  assert.match(
    disputed!,
    /^Disputed \(sources disagree\):\n- Acme — headquartersLocation: (Reuters says Boston; AP says Denver|AP says Denver; Reuters says Boston)$/,
  );
});

test('a dispute lists rivals that were not retrieved themselves', async () => {
  const ni = await NuggetIndex.open({ clock: () => Date.UTC(2024, 0, 1) });
  await ni.ingest({ id: 'a', source: 'x', date: '2019-01-01', text: 'Acme is headquartered in Boston.' });
  await ni.ingest({ id: 'b', source: 'y', date: '2019-02-01', text: 'Acme is based in Denver.' });
  const { text } = await ni.context('Boston headquarters', { k: 1 });
  assert.match(text, /x says Boston/);
  assert.match(text, /y says Denver/);
});

test('with nothing established the block says so rather than inventing facts', async () => {
  const ni = await NuggetIndex.open();
  assert.equal((await ni.context('anything at all')).text, 'Established facts:\n- (none)');
});
