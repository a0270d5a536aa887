// The browser index file: what a store holds survives encode → decode (except each span's own
// interval, which the format leaves out), an index opened over the decoded records answers exactly
// as the original does, and anything that is not a known version of the format is refused.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NuggetIndex, NuggetIndexError, retrievalJson, type Nugget } from '../../src/index.js';
import { decodeSnapshot, encodeSnapshot, snapshotStore, SNAPSHOT_VERSION, type SnapshotSource } from '../../src/store/snapshot.js';
import type { KeyDecision } from '../../src/model/decision.js';

const NOW = Date.UTC(2024, 0, 1);

async function corpusIndex(): Promise<NuggetIndex> {
  const ni = await NuggetIndex.open({ clock: () => NOW });
  await ni.ingest({ id: 'r1', source: 'reuters', date: '2001-05-01', text: 'John Roe was CEO of Acme from 2001 to 2008.' });
  await ni.ingest({ id: 'b1', source: 'bloomberg', date: '2008-03-02', text: 'Acme named Jane Doe as its new CEO on 1 March 2008.' });
  await ni.ingest({ id: 'a1', source: 'ap', date: '2008-03-03', text: "Acme's chief executive, Jane Doe, said profits rose." });
  await ni.ingest({ id: 'h1', source: 'reuters', date: '2019-01-01', text: 'Acme is headquartered in Boston.' });
  await ni.ingest({ id: 'h2', source: 'ap', date: '2019-01-02', text: 'Acme is based in Denver.' });
  await ni.ingest({ id: 'h2', source: 'ap', date: '2020-01-02', text: 'Acme is based in Denver. Jane Doe was born in the USA.' });
  return ni;
}

async function sourceOf(ni: NuggetIndex): Promise<SnapshotSource> {
  const nuggets: Nugget[] = [];
  for await (const batch of ni.store.scanNuggets()) nuggets.push(...batch);
  const history = (await Promise.all(nuggets.map((n) => ni.store.history(n.id)))).flat();
  const documents = (await Promise.all((await ni.store.documents()).map((d) => ni.store.revisions(d.docId)))).flat();
  const hq = nuggets.find((n) => n.fact.object === 'Boston')!;
  const decisions: KeyDecision[] = [{ key: hq.key, winner: null, losers: [], reason: 'both cities are cited', by: 'alice', at: NOW }];
  return { createdAt: NOW, nuggets, history, documents, decisions, schema: ni.schema, aliases: ni.aliases };
}

/** A nugget without what the format leaves out (each span's own stated/asserted interval). */
const kept = (n: Nugget) => ({ ...n, provenance: { ...n.provenance, evidence: n.provenance.evidence.map(({ stated: _s, asserted: _a, ...e }) => e) } });

test('a snapshot keeps nuggets, documents, version history and decisions', async () => {
  const ni = await corpusIndex();
  const src = await sourceOf(ni);
  // A text the predicate's template would not give (the format stores only such texts), and a bound that is not a whole day.
  const [first, ...rest] = src.nuggets;
  src.nuggets = [
    { ...first!, fact: { ...first!.fact, text: 'Edited by hand.' }, validity: { ...first!.validity, start: first!.validity.start + 1234 } },
    ...rest,
  ];
  const snap = await decodeSnapshot(await encodeSnapshot(src));
  assert.equal(snap.createdAt, NOW);
  assert.equal(snap.nuggets[0]!.fact.text, 'Edited by hand.');
  assert.deepEqual(snap.nuggets.map(kept), src.nuggets.map(kept));
  assert.ok(
    snap.nuggets.some((n) => n.validity.end === Infinity) && snap.nuggets.some((n) => Number.isFinite(n.validity.end)),
    'open and closed ends both survive',
  );
  assert.deepEqual(snap.history, src.history);
  assert.ok(snap.history.length > 0, 'the corpus produced version history');
  assert.deepEqual(snap.decisions, src.decisions);
  assert.deepEqual(
    snap.documents,
    src.documents.map((d) => ({ ...d, text: '', contentHash: '' })),
  );
  assert.deepEqual(snap.aliases.aliases('United States'), ni.aliases.aliases('United States'), 'aliases of named entities are kept');
  // A bridging fact (Acme's CEO Jane Doe, born in the USA) keeps the facts it was derived from.
  const bridge = snap.nuggets.find((n) => n.kind === 'BridgingFact');
  assert.equal(bridge?.provenance.derivedFrom?.length, 2);
  for (const p of new Set(src.nuggets.filter((n) => n.kind !== 'BridgingFact').map((n) => n.fact.predicate))) {
    const [a, b] = [snap.schema.byName.get(p)!, ni.schema.byName.get(p)!];
    assert.deepEqual([a.roles, a.keywords, a.cardinality, a.template], [b.roles, b.keywords, b.cardinality, b.template], `${p}: the search vocabulary is kept`);
  }
  await ni.close();
});

test('an index over a decoded snapshot answers exactly like the original', async () => {
  const ni = await corpusIndex();
  const snap = await decodeSnapshot(await encodeSnapshot(await sourceOf(ni)));
  const copy = await NuggetIndex.open({ store: await snapshotStore(snap), schema: snap.schema, aliases: snap.aliases, clock: () => NOW });
  // Compared with the original store opened afresh, as the CLI and the server open it: equal scores
  // keep index order, which is id order after an open and ingest order during a session.
  const original = await NuggetIndex.open({ store: ni.store, schema: ni.schema, aliases: ni.aliases, clock: () => NOW });
  const asks: [string, { time?: string; view?: 'active' | 'active_contested' | 'all' }][] = [
    ['Who was the CEO of Acme?', { time: '2005' }],
    ['Who was the CEO of Acme?', { time: '2010' }],
    ['Where is Acme headquartered?', { view: 'active_contested' }],
    ['Where is Acme headquartered?', { view: 'all' }],
    ['chief executive USA', {}],
  ];
  for (const [q, o] of asks) {
    assert.deepEqual(retrievalJson(await copy.retrieve(q, o)), retrievalJson(await original.retrieve(q, o)), `${q} ${JSON.stringify(o)}`);
  }
  assert.deepEqual(await copy.stats(), await ni.stats());
  await ni.close();
  await copy.close();
});

test('the file is smaller than the JSON of its nuggets', async () => {
  const ni = await corpusIndex();
  const src = await sourceOf(ni);
  const bytes = await encodeSnapshot(src);
  assert.ok(bytes.length < JSON.stringify(src.nuggets).length / 3, `${bytes.length} bytes`);
  await ni.close();
});

test('other files and other format versions are refused with STORE_FORMAT', async () => {
  const ni = await corpusIndex();
  const bytes = await encodeSnapshot(await sourceOf(ni));
  await ni.close();
  const refused = async (b: Uint8Array, message: RegExp) =>
    assert.rejects(decodeSnapshot(b), (e: unknown) => e instanceof NuggetIndexError && e.code === 'STORE_FORMAT' && message.test(e.message));
  await refused(new TextEncoder().encode('<!doctype html><title>404</title>'), /NGIX header/);
  const future = bytes.slice();
  future[4] = SNAPSHOT_VERSION + 1;
  await refused(future, new RegExp(`format version ${SNAPSHOT_VERSION + 1}`));
  const cut = bytes.slice(0, bytes.length >> 1);
  await refused(cut, /gzip/);
});

/**
 * A version-1 file, committed (STYLE §7): five documents about Acme — a CEO succession, a disputed
 * headquarters with a decision recorded on it. Written by encodeSnapshot when format 1 was made.
 */
const FORMAT_1 =
  'TkdJWAEfiwgAAAAAAAAD1VdLj9s2EP4rAi+9TBYkJevhW14FGrTYoMnN0IGiaJtdmXRIarNbw/+9GMrSar3rINs0h1oGQZHDeXwz' +
  'wxkdyNq6nQhkSUy/2aigTavuXnkj9n5rAwFyq5zX1pAlAyKdEkG1rwNZsoJmNC84xR+QvVOtliIoT5arAzFip8iSyK1W6/d3SvZB' +
  '36rr9VpL5QgQ3zd/KYlCr91GGP23CCgCiB3XPyrn44oUrtVGdDrckyVZ90YiqegIkBttWrIkn9ROmKDlr0Kivs52UYlBeKJG6Ymd' +
  'xG+c7ffJ2T7KerLy9v01AbITRmy02SStdkoG60gN5Ebdf7WujaKQrAYS1G7fiYCWH+wx0T4JW3UuZ9Qjsevk4I/kCBNcWyXaL71w' +
  'QTn/u5UjKN+BViek+iGw5qIJxNeTotF+bca3M8vPznWj1mdo+IjGjFi1iTbJwR7JsQYiOi18VKSGUxx6sjwQ3aIMQ0vR5kI1Mk9l' +
  'WtK2TDPORFUSIIZWvFxnhaK04DRjZUFFmVZcxL0mz6RoWVMpmbU0k4uM5aLJcI8tWCtoWjGaFwtOW9XQfC2KJhoYsVpRiE8988CK' +
  'QXzqWcST5YpDChzS+sElqwwWkEMRcbgLg2U36v7TxKmE+AzLH59l5qXd40oF8cGVIFxUoyirEhhLeQo4L4ClVYoUKqpu+q4bliBO' +
  'caiBaLNWzql2MgSN2zhh+k64GDQrRoExwJGO8t4Ir9E3jANLIY6DoGkjA7YAHLPhTOjjcg6sgDjWQJwwN7hYwvivgUhr1rpVRqKZ' +
  '9KrIF0CvKphmeHB26awe3zrf/YbuEk6Z8NsEzuOhnt1zKxYdwNHG20m5AS9eH+erB9JaGXmyCjgFzoBz4AiPU7d64vcQNd72LvLj' +
  'GfBF/OfAs5lrT1EXXdMpswnbgTrNIeWwYLBAzb70dgiWAngJvIKUQsqeIlqOgMbJMNSAavc7ZcJnvYvGLbI8LUfoqrKMOTHgiFuU' +
  'lqc3TrOM5fThbUF5NmB8fGCL3l9haD4mQQAzeMWgwuHMQyvOT/QzAYjORfqI6WP1ENBL9Kwa6SdLv60P7j/G4jL7GshW+2Dd/VD/' +
  '4h2GkfHNG+pRbd0Ks3m2tt6KTrcxOw9jlFRFmdKJIOZ8jOVZhq9F59VZdpN7JWL9naU1UXf7TkuN5eAhp4ndK0Mw2PfaB7XT8iQ9' +
  'pjYR8lQgh6wmBpsILDPz8KNX1Sxb3trehGipUwJr+3LaStbO7pKGDbXwhdDx/xl00pqgfFDtf4ueeAa9y+XvXwfe43x7Hr7g+ifo' +
  'teL+HLzxsvgJcVfki5dgt+VPsLvYHvwIdpxmKa/yF4feM+D93MgrXwQfhh7WFCVjxRu+AG7UYPrUuwq5Q8fN2qaL/e7Q9pBNZxvR' +
  'oT1ftTHKjWh11mO3GVuqSaXGhm0iddDKJ8IpnEZDGwRQdEMjK879dIyF12mzid3sWXf8elD5gpqXPm7eKXMbJx/s1iR/WmTxxvoQ' +
  'D30QRiXv4toJkJOVcPLy6ZqZJ8eDq6N/sR2VUnl/UmPm1Sk9Jr9uOTqb4QyHBgcRhz1uqP7UuDedtbtGuc3JbGzXG+GHNn2w6Gpm' +
  'UtIoKXYqefv+Gr9jhhMm4ZSyqxmHJw3/gMNEgt89bTJikgif6OATo74OjE3Ckj+Ek1tkXI6nfvHnn1QwsYDEC90me2fXyMlZr65I' +
  'ffwHEyrx9uYOAAA=';

test('a committed version-1 file still opens and answers', async () => {
  const snap = await decodeSnapshot(new Uint8Array(Buffer.from(FORMAT_1, 'base64')));
  assert.equal(snap.nuggets.length, 4);
  assert.deepEqual(
    snap.decisions.map((d) => [d.key.predicate, d.winner, d.reason]),
    [['headquartersLocation', null, 'both cities are cited']],
  );
  const ni = await NuggetIndex.open({ store: await snapshotStore(snap), schema: snap.schema, aliases: snap.aliases, clock: () => NOW });
  const ceo = async (time: string) => (await ni.retrieve('Who was the CEO of Acme?', { time, k: 1 })).results[0]?.nugget;
  assert.equal((await ceo('2005'))?.fact.text, 'John Roe is the chief executive officer of Acme');
  assert.equal((await ceo('2005'))?.validity.endBasis, 'succession');
  assert.equal((await ceo('2010'))?.fact.object, 'Jane Doe');
  const hq = await ni.retrieve('Where is Acme headquartered?', { view: 'active_contested' });
  const contested = hq.results.filter((r) => r.nugget.fact.predicate === 'headquartersLocation').map((r) => [r.nugget.fact.object, r.nugget.epistemic.status]);
  assert.deepEqual(contested.sort(), [
    ['Boston', 'contested'],
    ['Denver', 'contested'],
  ]);
  await ni.close();
});
