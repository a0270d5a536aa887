// The in-memory backend against the shared NuggetStore conformance suite.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryNuggetStore } from '../../src/store/memory.js';
import { changeSet, makeEvidence, makeNugget, storeConformance } from './conformance.js';

storeConformance('memory', async () => {
  const store = new MemoryNuggetStore();
  return { store, cleanup: () => store.close() };
});

// The memory store keeps one object per nugget and finds keys through their subject; these check the
// re-indexing and copying that layout needs, beyond the shared suite.
describe('memory store: re-indexing and copies', () => {
  test('a nugget whose subject changes moves to its new subject, in nuggetsBySubject, subjects and nuggetsByKey', async () => {
    const store = new MemoryNuggetStore();
    await store.commit(changeSet({ nuggets: [makeNugget({ id: 'n1' }), makeNugget({ id: 'n2', key: { predicate: 'founded_by' } })] }));
    const moved = makeNugget({ id: 'n1', key: { subject: 'acme holdings' } });
    await store.commit(changeSet({ nuggets: [moved] }));
    assert.deepStrictEqual(
      (await store.nuggetsBySubject('acme')).map((n) => n.id),
      ['n2'],
    );
    assert.deepStrictEqual(await store.nuggetsBySubject('acme holdings'), [moved]);
    assert.deepStrictEqual(await store.nuggetsByKey([makeNugget().key]), []);
    assert.deepStrictEqual(await store.nuggetsByKey([moved.key]), [moved]);
    assert.deepStrictEqual(
      (await store.subjects('acme', 10)).map((e) => [e.subject, e.facts]),
      [
        ['acme', 1],
        ['acme holdings', 1],
      ],
    );
  });

  test('a nugget whose predicate changes stays under its subject and is found under its new key only', async () => {
    const store = new MemoryNuggetStore();
    await store.commit(changeSet({ nuggets: [makeNugget({ id: 'n1' }), makeNugget({ id: 'n2' })] }));
    const renamed = makeNugget({ id: 'n1', key: { predicate: 'founded_by' } });
    await store.commit(changeSet({ nuggets: [renamed] }));
    assert.deepStrictEqual(
      (await store.nuggetsByKey([makeNugget().key])).map((n) => n.id),
      ['n2'],
    );
    assert.deepStrictEqual(await store.nuggetsByKey([renamed.key]), [renamed]);
    assert.deepStrictEqual(
      (await store.nuggetsBySubject('acme')).map((n) => n.id),
      ['n1', 'n2'],
    );
  });

  test('asking for a key twice, among few keys or many, returns its nuggets once, in key then id order', async () => {
    const store = new MemoryNuggetStore();
    const keyed = (i: number) => makeNugget({ id: `n${String(i).padStart(2, '0')}`, key: { subject: `s${i % 20}` } });
    const all = Array.from({ length: 40 }, (_, i) => keyed(i));
    await store.commit(changeSet({ nuggets: all }));
    const few = [keyed(3).key, keyed(1).key, keyed(3).key];
    assert.deepStrictEqual(
      (await store.nuggetsByKey(few)).map((n) => n.id),
      ['n03', 'n23', 'n01', 'n21'],
    );
    const many = [...Array.from({ length: 20 }, (_, i) => keyed(19 - i).key), keyed(5).key];
    const found = (await store.nuggetsByKey(many)).map((n) => n.id);
    assert.equal(found.length, 40);
    assert.deepStrictEqual(found.slice(0, 2), ['n19', 'n39']);
  });

  test('records read or committed are copies: changing them changes nothing stored, before or after a replacement', async () => {
    const store = new MemoryNuggetStore();
    const committed = makeNugget({ id: 'n1' });
    await store.commit(changeSet({ nuggets: [committed] }));
    committed.validity.end = 0;
    committed.provenance.evidence[0]!.asserted.end = 0;
    const [read] = await store.nuggetsByKey([committed.key]);
    read!.epistemic.status = 'deprecated';
    read!.provenance.evidence.push(makeEvidence({ docId: 'doc-z' }));
    assert.deepStrictEqual(await store.nuggetsById(['n1']), [makeNugget({ id: 'n1' })]);
    const replacement = makeNugget({ id: 'n1', epistemic: { status: 'contested' } });
    await store.commit(changeSet({ nuggets: [replacement] }));
    replacement.fact.object = 'Denver';
    assert.deepStrictEqual(await store.nuggetsById(['n1']), [makeNugget({ id: 'n1', epistemic: { status: 'contested' } })]);
    assert.deepStrictEqual(await store.nuggetsByDocument('doc-z'), []);
  });

  test('a replaced nugget citing a document twice, apart, is listed under it once and unlisted when it stops citing it', async () => {
    const store = new MemoryNuggetStore();
    const spans = (docs: string[]) => docs.map((docId, i) => makeEvidence({ docId, start: i, end: i + 10 }));
    await store.commit(changeSet({ nuggets: [makeNugget({ id: 'n1', provenance: { evidence: spans(['doc-a', 'doc-b', 'doc-a']) } })] }));
    assert.deepStrictEqual(
      (await store.nuggetsByDocument('doc-a')).map((n) => n.id),
      ['n1'],
    );
    await store.commit(changeSet({ nuggets: [makeNugget({ id: 'n1', provenance: { evidence: spans(['doc-b', 'doc-c', 'doc-b']) } })] }));
    assert.deepStrictEqual(await store.nuggetsByDocument('doc-a'), []);
    assert.deepStrictEqual(
      (await store.nuggetsByDocument('doc-b')).map((n) => n.id),
      ['n1'],
    );
    assert.deepStrictEqual(
      (await store.nuggetsByDocument('doc-c')).map((n) => n.id),
      ['n1'],
    );
  });
});
