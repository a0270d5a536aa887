// The NuggetStore conformance suite (src/store/store.ts): every backend must pass it. A backend's test
// file calls `storeConformance(name, open)`; `open` returns a fresh, empty store and a cleanup.
// Fixture builders (`makeNugget`, `makeEvidence`, `makeRevision`, …) are exported for backend-specific tests.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AssertedValidity, Epistemic, Evidence, Fact, Nugget, NuggetKey, NuggetKind, Provenance, Status, Validity } from '../../src/model/nugget.js';
import { utc } from '../../src/model/time.js';
import type { DeferredCandidate } from '../../src/model/deferred.js';
import type { ChangeSet, DeferredResolutionChange, DocumentRevision, NuggetStore, NuggetVersion, StoreStats } from '../../src/store/store.js';

// --- Fixtures ------------------------------------------------------------------------------------

/** The document time most fixtures use: 1 January 2020. */
export const T0 = utc(2020, 1, 1);

export function makeAsserted(overrides: Partial<AssertedValidity> = {}): AssertedValidity {
  return { start: T0, end: Infinity, startBasis: 'document', endBasis: 'open', granularity: 'day', ...overrides };
}

export function makeEvidence(overrides: Partial<Evidence> = {}): Evidence {
  return {
    docId: 'doc-a',
    revision: 1,
    source: 'wire',
    start: 0,
    end: 32,
    quote: 'Acme is headquartered in Boston.',
    confidence: 0.9,
    documentTime: T0,
    stated: makeAsserted(),
    asserted: makeAsserted(),
    ...overrides,
  };
}

export interface NuggetOverrides {
  id?: string;
  kind?: NuggetKind;
  fact?: Partial<Fact>;
  key?: Partial<NuggetKey>;
  validity?: Partial<Validity>;
  epistemic?: Partial<Epistemic>;
  provenance?: Partial<Provenance>;
}

/** A complete, valid nugget; nested overrides are merged one level deep. */
export function makeNugget(overrides: NuggetOverrides = {}): Nugget {
  const fact: Fact = { subject: 'Acme', predicate: 'headquartered_in', object: 'Boston', text: 'Acme is headquartered in Boston.', ...overrides.fact };
  return {
    id: overrides.id ?? 'n-acme-hq-boston',
    kind: overrides.kind ?? 'SemanticFact',
    fact,
    key: { subject: 'acme', predicate: fact.predicate, scope: 'global', ...overrides.key },
    validity: { start: T0, end: Infinity, inferred: true, granularity: 'day', startBasis: 'document', endBasis: 'open', ...overrides.validity },
    epistemic: { status: 'active', rank: 'normal', confidence: 0.9, ...overrides.epistemic },
    provenance: { evidence: [makeEvidence()], createdAt: T0 + 60_000, parentId: null, version: 1, ...overrides.provenance },
  };
}

/** Revision `revision` (1-based) of `docId`, timestamped `revision` days after T0. */
export function makeRevision(docId: string, revision = 1, overrides: Partial<DocumentRevision> = {}): DocumentRevision {
  return {
    docId,
    revision,
    time: utc(2020, 1, revision),
    dated: true,
    contentHash: `sha256:${docId}:${revision}`,
    source: `publisher-of-${docId}`,
    title: `Title of ${docId}`,
    scope: 'global',
    url: `https://example.com/${docId}`,
    text: `Text of ${docId}, revision ${revision}.`,
    ingestedAt: T0 + revision * 3_600_000,
    ...overrides,
  };
}

export function makeVersion(nuggetId: string, version: number, overrides: Partial<NuggetVersion> = {}): NuggetVersion {
  return {
    nuggetId,
    version,
    changedAt: T0 + version * 86_400_000,
    validity: { start: T0, end: Infinity, inferred: true, granularity: 'day', startBasis: 'document', endBasis: 'open' },
    epistemic: { status: 'active', rank: 'normal', confidence: 0.8 },
    evidenceCount: version,
    reason: `evidence from doc-${version}`,
    ...overrides,
  };
}

/** A pending queue item; `candidate` overrides merge into the default candidate. */
export function makeDeferred(
  id: string,
  overrides: Partial<Omit<DeferredCandidate, 'candidate'>> & { candidate?: Partial<DeferredCandidate['candidate']> } = {},
): DeferredCandidate {
  const { candidate: candidateOverrides, ...rest } = overrides;
  const candidate = { subject: 'Acme', predicate: 'is headquartered in', object: 'Boston', start: 0, end: 32, confidence: 0.3, ...candidateOverrides };
  const revision = rest.revision ?? 1;
  return {
    id,
    docId: 'doc-a',
    revision,
    predicate: 'headquartered_in',
    reason: 'low-confidence',
    detail: 'confidence 0.3 is below 0.5',
    candidate,
    quote: 'Acme is headquartered in Boston.',
    occurrences: [{ revision, candidate }],
    deferredAt: T0 + 60_000,
    status: 'pending',
    resolution: null,
    ...rest,
  };
}

export function makeResolution(id: string, overrides: Partial<DeferredResolutionChange> = {}): DeferredResolutionChange {
  return { id, status: 'accepted', by: 'alice', at: T0 + 120_000, edit: null, nuggetId: 'n-acme-hq-boston', ...overrides };
}

export function changeSet(parts: Partial<ChangeSet>): ChangeSet {
  return { revisions: [], nuggets: [], history: [], ...parts };
}

export const EMPTY_STATS: StoreStats = {
  documents: 0,
  revisions: 0,
  nuggets: 0,
  evidence: 0,
  byStatus: { active: 0, deprecated: 0, contested: 0 },
  keys: 0,
  contestedKeys: 0,
};

/** Every batch `scanNuggets` yields. */
export async function scanBatches(store: NuggetStore, batchSize?: number): Promise<Nugget[][]> {
  const batches: Nugget[][] = [];
  for await (const batch of store.scanNuggets(batchSize)) batches.push(batch);
  return batches;
}

export const byId = (xs: readonly Nugget[]): Nugget[] => [...xs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
const ids = (xs: readonly Nugget[]): string[] => xs.map((n) => n.id);

/** A nugget with its own id, key and evidence document, for tests that need many distinct ones. */
function numbered(i: number, status: Status = 'active'): Nugget {
  return makeNugget({
    id: `n-${String(i).padStart(3, '0')}`,
    fact: { subject: `Company ${i}`, object: `City ${i}`, text: `Company ${i} is headquartered in City ${i}.` },
    key: { subject: `company ${i}` },
    epistemic: { status },
    provenance: { evidence: [makeEvidence({ docId: `doc-${i}`, quote: `Company ${i} is headquartered in City ${i}.` })] },
  });
}

// --- The suite -----------------------------------------------------------------------------------

type Opened = { store: NuggetStore; cleanup: () => Promise<void> };

export function storeConformance(name: string, open: () => Promise<Opened>): void {
  /** Runs `body` against a fresh store and always cleans up. */
  async function withStore(body: (store: NuggetStore) => Promise<void>): Promise<void> {
    const { store, cleanup } = await open();
    try {
      await body(store);
    } finally {
      await cleanup();
    }
  }

  describe(`the ${name} NuggetStore`, () => {
    describe('when empty', () => {
      test('it knows no revisions of an unknown document', () =>
        withStore(async (store) => {
          assert.deepStrictEqual(await store.revisions('nowhere'), []);
        }));

      test('it lists no documents and counts zero everywhere', () =>
        withStore(async (store) => {
          assert.deepStrictEqual(await store.documents(), []);
          assert.deepStrictEqual(await store.stats(), EMPTY_STATS);
        }));

      test('scanning it yields no batch at all', () =>
        withStore(async (store) => {
          assert.deepStrictEqual(await scanBatches(store), []);
          assert.deepStrictEqual(await scanBatches(store, 1), []);
        }));

      test('it finds no nuggets by key, document or id, and no history', () =>
        withStore(async (store) => {
          assert.deepStrictEqual(await store.nuggetsByKey([makeNugget().key]), []);
          assert.deepStrictEqual(await store.nuggetsByKey([]), []);
          assert.deepStrictEqual(await store.nuggetsByDocument('doc-a'), []);
          assert.deepStrictEqual(await store.nuggetsById(['n-acme-hq-boston']), []);
          assert.deepStrictEqual(await store.history('n-acme-hq-boston'), []);
        }));

      test('committing an empty change set leaves it empty', () =>
        withStore(async (store) => {
          await store.commit(changeSet({}));
          assert.deepStrictEqual(await store.stats(), EMPTY_STATS);
        }));
    });

    describe('store settings', () => {
      test('a setting reads back as committed, a later commit replaces it, an unknown one is null', () =>
        withStore(async (store) => {
          assert.equal(await store.meta('governance'), null);
          await store.commit({ meta: { governance: '{"schema":"a"}' }, revisions: [], nuggets: [], history: [] });
          assert.equal(await store.meta('governance'), '{"schema":"a"}');
          await store.commit({ meta: { governance: '{"schema":"b"}' }, revisions: [], nuggets: [], history: [] });
          assert.equal(await store.meta('governance'), '{"schema":"b"}');
          assert.equal(await store.meta('format'), null, 'settings never expose the store format');
        }));

      test('a transaction whose work fails leaves nothing it committed', () =>
        withStore(async (store) => {
          await assert.rejects(
            store.transaction(async () => {
              await store.commit({ meta: { governance: 'x' }, revisions: [], nuggets: [], history: [] });
              throw new Error('boom');
            }),
            /boom/,
          );
          assert.equal(await store.meta('governance'), null);
        }));
    });

    describe('document revisions', () => {
      test('the revisions of a document read back exactly as committed, in ingest order', () =>
        withStore(async (store) => {
          const a1 = makeRevision('doc-a', 1);
          const a2 = makeRevision('doc-a', 2, { dated: false, title: null, url: null, text: 'Second text.\nWith a newline.' });
          const b1 = makeRevision('doc-b', 1, { scope: 'user:alice' });
          await store.commit(changeSet({ revisions: [a1, b1] }));
          await store.commit(changeSet({ revisions: [a2] }));
          assert.deepStrictEqual(await store.revisions('doc-a'), [a1, a2]);
          assert.deepStrictEqual(await store.revisions('doc-b'), [b1]);
          assert.deepStrictEqual(await store.revisions('doc-c'), []);
        }));

      test('documents() holds the latest revision of every document, in id order', () =>
        withStore(async (store) => {
          const c1 = makeRevision('doc-c', 1);
          const a = [1, 2, 3].map((r) => makeRevision('doc-a', r));
          const b1 = makeRevision('doc-b', 1);
          await store.commit(changeSet({ revisions: [c1, a[0]!] }));
          await store.commit(changeSet({ revisions: [a[1]!, b1] }));
          await store.commit(changeSet({ revisions: [a[2]!] }));
          assert.deepStrictEqual(await store.documents(), [a[2], b1, c1]);
        }));
    });

    describe('reading nuggets back', () => {
      test('a committed nugget reads back by id exactly as it was written', () =>
        withStore(async (store) => {
          const n = makeNugget({
            kind: 'EpisodicEvent',
            validity: { start: utc(2011), end: utc(2012), inferred: false, granularity: 'year', startBasis: 'explicit', endBasis: 'event' },
            epistemic: { status: 'contested', rank: 'preferred', confidence: 0.123456789 },
            provenance: {
              evidence: [
                makeEvidence({
                  docId: 'doc-a',
                  revision: 1,
                  start: 0,
                  end: 20,
                  stated: makeAsserted({ start: utc(2011), startBasis: 'explicit', granularity: 'year' }),
                }),
                makeEvidence({ docId: 'doc-a', revision: 2, start: 5, end: 25, confidence: 0.5 }),
                makeEvidence({ docId: 'doc-b', revision: 1, source: 'reuters', start: 100, end: 140 }),
              ],
              createdAt: T0 + 1,
              parentId: 'n-parent',
              version: 3,
            },
          });
          await store.commit(changeSet({ nuggets: [n] }));
          assert.deepStrictEqual(await store.nuggetsById([n.id]), [n]);
        }));

      test('nuggetsById keeps the requested order and skips ids it does not hold', () =>
        withStore(async (store) => {
          const ns = [1, 2, 3].map((i) => numbered(i));
          await store.commit(changeSet({ nuggets: ns }));
          const [n1, n2, n3] = ns as [Nugget, Nugget, Nugget];
          assert.deepStrictEqual(await store.nuggetsById([n3.id, 'missing', n1.id, n2.id]), [n3, n1, n2]);
          assert.deepStrictEqual(await store.nuggetsById(['missing']), []);
          assert.deepStrictEqual(await store.nuggetsById([]), []);
        }));

      test('nuggetsByKey returns every nugget of the given keys, each once, and nothing of other keys', () =>
        withStore(async (store) => {
          const boston = makeNugget({ id: 'k1-boston' });
          const denver = makeNugget({
            id: 'k1-denver',
            fact: { object: 'Denver', text: 'Acme is headquartered in Denver.' },
            epistemic: { status: 'deprecated' },
          });
          const ceo = makeNugget({ id: 'k2-ceo', fact: { predicate: 'ceo', object: 'Jane Roe', text: 'Jane Roe is CEO of Acme.' } });
          const founded = makeNugget({ id: 'k3-founded', fact: { predicate: 'founded_in', object: '1990', text: 'Acme was founded in 1990.' } });
          const otherScope = makeNugget({ id: 'k4-boston-alice', key: { scope: 'user:alice' } });
          await store.commit(changeSet({ nuggets: [founded, ceo, denver, otherScope, boston] }));
          const got = await store.nuggetsByKey([boston.key, ceo.key, boston.key]);
          assert.deepStrictEqual(byId(got), byId([boston, denver, ceo]));
          assert.equal(new Set(ids(got)).size, got.length, 'no nugget is returned twice');
          assert.deepStrictEqual(await store.nuggetsByKey([otherScope.key]), [otherScope]);
          assert.deepStrictEqual(await store.nuggetsByKey([{ subject: 'acme', predicate: 'nothing', scope: 'global' }]), []);
        }));

      test('nuggetsByDocument finds nuggets through evidence from any revision of the document, each once', () =>
        withStore(async (store) => {
          const fromA1 = numbered(1);
          fromA1.provenance.evidence = [makeEvidence({ docId: 'doc-a', revision: 1 }), makeEvidence({ docId: 'doc-a', revision: 1, start: 40, end: 60 })];
          const fromA2AndB = numbered(2);
          fromA2AndB.provenance.evidence = [makeEvidence({ docId: 'doc-a', revision: 2 }), makeEvidence({ docId: 'doc-b', revision: 1 })];
          const fromB = numbered(3);
          fromB.provenance.evidence = [makeEvidence({ docId: 'doc-b', revision: 4 })];
          await store.commit(changeSet({ nuggets: [fromB, fromA2AndB, fromA1] }));
          assert.deepStrictEqual(byId(await store.nuggetsByDocument('doc-a')), [fromA1, fromA2AndB]);
          assert.deepStrictEqual(byId(await store.nuggetsByDocument('doc-b')), [fromA2AndB, fromB]);
          assert.deepStrictEqual(await store.nuggetsByDocument('doc-z'), []);
        }));

      test('scanNuggets yields every nugget once, in id order, in batches of the requested size', () =>
        withStore(async (store) => {
          const ns = [5, 2, 7, 1, 3, 6, 4].map((i) => numbered(i));
          await store.commit(changeSet({ nuggets: ns.slice(0, 4) }));
          await store.commit(changeSet({ nuggets: ns.slice(4) }));
          const sorted = byId(ns);
          for (const [size, expected] of [
            [3, [3, 3, 1]],
            [7, [7]],
            [1, [1, 1, 1, 1, 1, 1, 1]],
            [100, [7]],
          ] as const) {
            const batches = await scanBatches(store, size);
            assert.deepStrictEqual(
              batches.map((b) => b.length),
              expected,
              `batch sizes for batchSize ${size}`,
            );
            assert.deepStrictEqual(batches.flat(), sorted, `contents for batchSize ${size}`);
          }
          const whole = await scanBatches(store);
          assert.deepStrictEqual(whole, [sorted], 'the default batch size holds seven nuggets in one batch');
        }));

      test('history lists the earlier versions of a nugget, oldest first', () =>
        withStore(async (store) => {
          const v1 = makeVersion('n-1', 1);
          const v2 = makeVersion('n-1', 2, { epistemic: { status: 'contested', rank: 'normal', confidence: 0.5 }, reason: 'revision 2 of doc-7' });
          const v3 = makeVersion('n-1', 3, {
            validity: { start: T0, end: utc(2021), inferred: true, granularity: 'year', startBasis: 'revision', endBasis: 'succession' },
          });
          const other = makeVersion('n-2', 1);
          await store.commit(changeSet({ history: [v1, other] }));
          await store.commit(changeSet({ history: [v2] }));
          await store.commit(changeSet({ history: [v3] }));
          assert.deepStrictEqual(await store.history('n-1'), [v1, v2, v3]);
          assert.deepStrictEqual(await store.history('n-2'), [other]);
          assert.deepStrictEqual(await store.history('n-3'), []);
        }));
    });

    describe('replacing a nugget', () => {
      /** The nugget before and after a re-commit under the same id. */
      function versions(): { before: Nugget; after: Nugget } {
        const before = makeNugget({
          provenance: { evidence: [makeEvidence({ docId: 'doc-a' }), makeEvidence({ docId: 'doc-b', source: 'reuters' })] },
        });
        const after = makeNugget({
          validity: { end: utc(2021), endBasis: 'succession' },
          epistemic: { status: 'deprecated', rank: 'deprecated', confidence: 0.7 },
          provenance: { evidence: [makeEvidence({ docId: 'doc-c', source: 'ap', start: 3, end: 9 })], version: 2 },
        });
        return { before, after };
      }

      test('a nugget committed again under the same id is replaced, evidence and all', () =>
        withStore(async (store) => {
          const { before, after } = versions();
          await store.commit(changeSet({ nuggets: [before] }));
          await store.commit(changeSet({ nuggets: [after] }));
          assert.deepStrictEqual(await store.nuggetsById([after.id]), [after]);
          assert.deepStrictEqual(await scanBatches(store), [[after]]);
          const stats = await store.stats();
          assert.equal(stats.nuggets, 1);
          assert.equal(stats.evidence, 1, 'no stale evidence rows are left behind');
          assert.deepStrictEqual(stats.byStatus, { active: 0, deprecated: 1, contested: 0 });
        }));

      test('a replaced nugget is found through the documents it cites now and no others', () =>
        withStore(async (store) => {
          const { before, after } = versions();
          await store.commit(changeSet({ nuggets: [before] }));
          await store.commit(changeSet({ nuggets: [after] }));
          assert.deepStrictEqual(await store.nuggetsByDocument('doc-c'), [after]);
          assert.deepStrictEqual(await store.nuggetsByDocument('doc-a'), [], 'doc-a is no longer cited');
          assert.deepStrictEqual(await store.nuggetsByDocument('doc-b'), [], 'doc-b is no longer cited');
        }));

      test('a replaced nugget whose key changed is found under its new key only', () =>
        withStore(async (store) => {
          const before = makeNugget();
          const after = makeNugget({ key: { scope: 'user:alice' } });
          await store.commit(changeSet({ nuggets: [before] }));
          await store.commit(changeSet({ nuggets: [after] }));
          assert.deepStrictEqual(await store.nuggetsByKey([after.key]), [after]);
          assert.deepStrictEqual(await store.nuggetsByKey([before.key]), [], 'the old key no longer holds it');
          assert.equal((await store.stats()).keys, 1);
        }));
    });

    describe('exact round trips', () => {
      test('±Infinity validity bounds read back as ±Infinity, in nuggets and in history', () =>
        withStore(async (store) => {
          const allTime = makeNugget({ id: 'n-all', validity: { start: -Infinity, end: Infinity, startBasis: 'unknown', endBasis: 'open' } });
          const untilT = makeNugget({ id: 'n-until', validity: { start: -Infinity, end: utc(2008), startBasis: 'unknown', endBasis: 'former' } });
          const sinceT = makeNugget({ id: 'n-since', validity: { start: utc(2019), end: Infinity, startBasis: 'explicit', endBasis: 'open' } });
          const emptied = makeNugget({ id: 'n-emptied', validity: { start: utc(2019), end: utc(2019), endBasis: 'revision' } });
          const v1 = makeVersion('n-all', 1, {
            validity: { start: -Infinity, end: Infinity, inferred: true, granularity: 'decade', startBasis: 'unknown', endBasis: 'open' },
          });
          const v2 = makeVersion('n-all', 2, {
            validity: { start: -Infinity, end: utc(2010), inferred: true, granularity: 'year', startBasis: 'unknown', endBasis: 'explicit' },
          });
          await store.commit(changeSet({ nuggets: [allTime, untilT, sinceT, emptied], history: [v1, v2] }));
          assert.deepStrictEqual(await store.nuggetsById(['n-all', 'n-until', 'n-since', 'n-emptied']), [allTime, untilT, sinceT, emptied]);
          assert.deepStrictEqual(await store.history('n-all'), [v1, v2]);
        }));

      test('evidence stated and asserted bounds round-trip exactly, infinite or not', () =>
        withStore(async (store) => {
          const n = makeNugget({
            provenance: {
              evidence: [
                makeEvidence({
                  stated: makeAsserted({ start: -Infinity, end: Infinity, startBasis: 'unknown', endBasis: 'open', granularity: 'decade' }),
                  asserted: makeAsserted({
                    start: utc(2003, 7, 14),
                    end: utc(2008, 2, 29),
                    startBasis: 'revision',
                    endBasis: 'revision',
                    granularity: 'month',
                  }),
                }),
                makeEvidence({
                  revision: 2,
                  stated: makeAsserted({ start: -Infinity, end: utc(1999), startBasis: 'unknown', endBasis: 'former', granularity: 'year' }),
                  asserted: makeAsserted({ start: utc(1990), end: Infinity, startBasis: 'explicit', endBasis: 'open' }),
                }),
              ],
            },
          });
          await store.commit(changeSet({ nuggets: [n] }));
          const [back] = await store.nuggetsById([n.id]);
          assert.deepStrictEqual(back?.provenance.evidence, n.provenance.evidence);
        }));

      test('evidence spans read back in the order they were committed', () =>
        withStore(async (store) => {
          // The order ingest produces: other documents' evidence first, then this document's, newest revision last.
          const n = makeNugget({
            provenance: {
              evidence: [
                makeEvidence({ docId: 'reuters-12', revision: 1, start: 50, end: 90 }),
                makeEvidence({ docId: 'ap-3', revision: 2, start: 10, end: 40 }),
                makeEvidence({ docId: 'ap-3', revision: 1, start: 70, end: 99 }),
                makeEvidence({ docId: 'ap-3', revision: 1, start: 0, end: 30 }),
              ],
            },
          });
          await store.commit(changeSet({ nuggets: [n] }));
          assert.deepStrictEqual(await store.nuggetsById([n.id]), [n]);
        }));

      test('unicode text, quotes and decomposed accents round-trip unchanged', () =>
        withStore(async (store) => {
          const text = 'Zoë Łukasiewicz (“the CEO”) leads 株式会社アクメ — 🚀 \'quoted\' "double" \\ back; مرحبا; Cafe\u0301';
          const rev = makeRevision('doc-ü-🚀', 1, { title: 'Ünïcødé “title”', text: `${text}\n\ttabbed`, source: 'Le Monde' });
          const n = makeNugget({
            fact: { subject: 'Zoë Łukasiewicz', object: '株式会社アクメ', text },
            key: { subject: 'zoë łukasiewicz' },
            provenance: { evidence: [makeEvidence({ docId: rev.docId, quote: text, source: 'Le Monde' })] },
          });
          await store.commit(changeSet({ revisions: [rev], nuggets: [n], history: [makeVersion(n.id, 1, { reason: `evidence from ${rev.docId}` })] }));
          assert.deepStrictEqual(await store.revisions(rev.docId), [rev]);
          assert.deepStrictEqual(await store.nuggetsById([n.id]), [n]);
          assert.deepStrictEqual(await store.nuggetsByKey([n.key]), [n]);
          assert.deepStrictEqual(await store.nuggetsByDocument(rev.docId), [n]);
          assert.equal((await store.history(n.id))[0]?.reason, 'evidence from doc-ü-🚀');
        }));
    });

    test('stats() counts documents, revisions, nuggets, evidence, statuses, keys and contested keys', () =>
      withStore(async (store) => {
        const revisions = [makeRevision('doc-a', 1), makeRevision('doc-a', 2), makeRevision('doc-b', 1), makeRevision('doc-c', 1)];
        const twoSpans = { evidence: [makeEvidence({ docId: 'doc-a' }), makeEvidence({ docId: 'doc-b' })] };
        const nuggets = [
          // key acme/headquartered_in/global: one active, one contested → a contested key
          makeNugget({ id: 'n1', provenance: twoSpans }),
          makeNugget({ id: 'n2', fact: { object: 'Denver' }, epistemic: { status: 'contested' } }),
          makeNugget({ id: 'n3', fact: { object: 'Austin' }, epistemic: { status: 'contested' } }),
          // key acme/ceo/global: deprecated and active
          makeNugget({ id: 'n4', fact: { predicate: 'ceo', object: 'A' }, epistemic: { status: 'deprecated' } }),
          makeNugget({ id: 'n5', fact: { predicate: 'ceo', object: 'B' }, provenance: twoSpans }),
          // the first key again, in another scope: a key of its own, contested
          makeNugget({ id: 'n6', key: { scope: 'user:alice' }, epistemic: { status: 'contested' } }),
        ];
        await store.commit(changeSet({ revisions: revisions.slice(0, 2), nuggets: nuggets.slice(0, 3) }));
        await store.commit(changeSet({ revisions: revisions.slice(2), nuggets: nuggets.slice(3), history: [makeVersion('n1', 1)] }));
        assert.deepStrictEqual(await store.stats(), {
          documents: 3,
          revisions: 4,
          nuggets: 6,
          evidence: 8,
          byStatus: { active: 2, deprecated: 1, contested: 3 },
          keys: 3,
          contestedKeys: 2,
        } satisfies StoreStats);
      }));

    describe('the deferral queue', () => {
      test('an empty store has an empty queue, whatever the filter', () =>
        withStore(async (store) => {
          assert.deepStrictEqual(await store.deferred(), []);
          assert.deepStrictEqual(
            await store.deferred({ status: 'all', ids: ['q-1'], docId: 'doc-a', predicate: 'x', reason: 'low-confidence', below: 1, limit: 3 }),
            [],
          );
        }));

      test('queue items read back exactly as committed, ordered by predicate, confidence (highest first) and id', () =>
        withStore(async (store) => {
          // (An unknown start, −∞, reads back as the number, not as JSON's null.)
          const temporal = [
            { start: 3, end: 12, text: 'since 2019', role: 'START' as const, time: utc(2019), granularity: 'year' as const, cue: 'since' },
            { start: 0, end: 2, text: 'an attorney', role: 'START' as const, time: -Infinity, granularity: 'day' as const, cue: 'unknown' },
          ];
          const items = [
            makeDeferred('q-b', { predicate: 'ceo', candidate: { confidence: 0.2 } }),
            makeDeferred('q-a', { predicate: 'ceo', candidate: { confidence: 0.2 } }),
            makeDeferred('q-c', { predicate: 'ceo', candidate: { confidence: 0.45, kind: 'EpisodicEvent', temporal } }),
            makeDeferred('q-d', {
              predicate: 'board',
              reason: 'subject-not-noun-phrase',
              detail: 'subject "He" is a pronoun left unresolved',
              candidate: { subject: 'He', confidence: 0.9 },
            }),
            makeDeferred('q-e', { docId: 'doc-ü-🚀', quote: 'Zoë “quoted” \\ 株式会社', candidate: { object: 'Zoë “quoted”' } }),
          ];
          await store.commit(changeSet({ deferred: items }));
          const [qb, qa, qc, qd, qe] = items as [DeferredCandidate, DeferredCandidate, DeferredCandidate, DeferredCandidate, DeferredCandidate];
          assert.deepStrictEqual(await store.deferred(), [qd, qc, qa, qb, qe]);
        }));

      test('filters narrow the list: ids, document, predicate, reason, confidence below, limit, status', () =>
        withStore(async (store) => {
          const items = [
            makeDeferred('q-1', { predicate: 'ceo', candidate: { confidence: 0.1 } }),
            makeDeferred('q-2', { predicate: 'ceo', reason: 'unparseable-date', candidate: { confidence: 0.8 } }),
            makeDeferred('q-3', { predicate: 'hq', docId: 'doc-b', candidate: { confidence: 0.4 } }),
            makeDeferred('q-4', { predicate: 'hq', docId: 'doc-b', candidate: { confidence: 0.3 } }),
          ];
          await store.commit(changeSet({ deferred: items }));
          await store.commit(changeSet({ resolutions: [makeResolution('q-4', { status: 'dropped', nuggetId: null })] }));
          const ids = async (f: Parameters<NuggetStore['deferred']>[0]) => (await store.deferred(f)).map((q) => q.id);
          assert.deepStrictEqual(await ids({}), ['q-2', 'q-1', 'q-3']);
          assert.deepStrictEqual(await ids({ ids: ['q-3', 'q-1', 'nope'] }), ['q-1', 'q-3']);
          assert.deepStrictEqual(await ids({ docId: 'doc-b' }), ['q-3']);
          assert.deepStrictEqual(await ids({ predicate: 'ceo' }), ['q-2', 'q-1']);
          assert.deepStrictEqual(await ids({ reason: 'unparseable-date' }), ['q-2']);
          assert.deepStrictEqual(await ids({ below: 0.4 }), ['q-1'], 'below is strict');
          assert.deepStrictEqual(await ids({ limit: 2 }), ['q-2', 'q-1']);
          assert.deepStrictEqual(await ids({ status: 'dropped' }), ['q-4']);
          assert.deepStrictEqual(await ids({ status: 'accepted' }), []);
          assert.deepStrictEqual(await ids({ status: 'all', docId: 'doc-b' }), ['q-3', 'q-4']);
          assert.deepStrictEqual(await ids({ status: 'all', predicate: 'hq', below: 0.35 }), ['q-4']);
        }));

      test('a resolution records who decided what, when, with which edit, into which nugget', () =>
        withStore(async (store) => {
          await store.commit(changeSet({ deferred: [makeDeferred('q-1'), makeDeferred('q-2'), makeDeferred('q-3')] }));
          const edit = { subject: 'Acme Corp', start: '2019-03', end: '2021' };
          await store.commit(
            changeSet({
              resolutions: [
                makeResolution('q-1', { edit }),
                makeResolution('q-2', { status: 'dropped', by: 'bob', nuggetId: null }),
                makeResolution('q-unknown'),
              ],
            }),
          );
          assert.deepStrictEqual(
            (await store.deferred()).map((q) => q.id),
            ['q-3'],
          );
          assert.deepStrictEqual(await store.deferred({ ids: ['q-1', 'q-2'], status: 'all' }), [
            { ...makeDeferred('q-1'), status: 'accepted', resolution: { by: 'alice', at: T0 + 120_000, edit, nuggetId: 'n-acme-hq-boston' } },
            { ...makeDeferred('q-2'), status: 'dropped', resolution: { by: 'bob', at: T0 + 120_000, edit: null, nuggetId: null } },
          ]);
          assert.deepStrictEqual(await store.deferred({ ids: ['q-unknown'], status: 'all' }), [], 'resolving an unknown id adds nothing');
        }));

      test('an item committed again under its id is replaced: a new occurrence, a withdrawal', () =>
        withStore(async (store) => {
          const first = makeDeferred('q-1');
          await store.commit(changeSet({ deferred: [first, makeDeferred('q-2')] }));
          const restated = makeDeferred('q-1', {
            revision: 2,
            candidate: { start: 40, end: 72, confidence: 0.35 },
            occurrences: [first.occurrences[0]!, { revision: 2, candidate: { ...first.candidate, start: 40, end: 72, confidence: 0.35 } }],
          });
          const withdrawn = makeDeferred('q-2', { status: 'withdrawn' });
          await store.commit(changeSet({ deferred: [restated, withdrawn] }));
          assert.deepStrictEqual(await store.deferred(), [restated]);
          assert.deepStrictEqual(await store.deferred({ status: 'withdrawn' }), [withdrawn]);
          assert.deepStrictEqual(await store.deferred({ below: 0.32 }), [], 'confidence filters use the replaced candidate');
        }));

      test('committing the same items again does not duplicate them', () =>
        withStore(async (store) => {
          const items = [makeDeferred('q-1'), makeDeferred('q-2')];
          await store.commit(changeSet({ deferred: items }));
          await store.commit(changeSet({ deferred: items }));
          assert.deepStrictEqual(await store.deferred(), items);
        }));

      test('a transaction whose work fails leaves the queue as it was', () =>
        withStore(async (store) => {
          await store.commit(changeSet({ deferred: [makeDeferred('q-1'), makeDeferred('q-2')] }));
          const before = await store.deferred({ status: 'all' });
          await assert.rejects(
            store.transaction(async () => {
              await store.commit(
                changeSet({
                  nuggets: [makeNugget()],
                  resolutions: [makeResolution('q-1')],
                  deferred: [makeDeferred('q-3'), makeDeferred('q-2', { status: 'withdrawn' })],
                }),
              );
              throw new Error('boom');
            }),
            /boom/,
          );
          assert.deepStrictEqual(await store.deferred({ status: 'all' }), before);
          assert.deepStrictEqual(await store.nuggetsById([makeNugget().id]), []);
        }));

      test('mutating returned or committed queue items does not change the store', () =>
        withStore(async (store) => {
          const item = makeDeferred('q-1', { candidate: { temporal: [] } });
          const committed = structuredClone(item);
          await store.commit(changeSet({ deferred: [committed] }));
          committed.candidate.subject = 'tampered';
          const [read] = await store.deferred();
          read!.candidate.object = 'tampered';
          read!.candidate.temporal!.push({ start: 0, end: 1, text: 'x', role: 'END', time: 0, granularity: 'day', cue: 'x' });
          read!.status = 'dropped';
          assert.deepStrictEqual(await store.deferred(), [item]);
        }));
    });

    describe('records are copies', () => {
      test('mutating a returned nugget does not change the stored one', () =>
        withStore(async (store) => {
          const n = makeNugget();
          await store.commit(changeSet({ nuggets: [n] }));
          const reads = [
            ...(await store.nuggetsById([n.id])),
            ...(await store.nuggetsByKey([n.key])),
            ...(await store.nuggetsByDocument('doc-a')),
            ...(await scanBatches(store)).flat(),
          ];
          assert.equal(reads.length, 4);
          for (const r of reads) {
            r.fact.text = 'tampered';
            r.validity.start = 0;
            r.epistemic.status = 'deprecated';
            r.provenance.evidence[0]!.stated.start = 0;
            r.provenance.evidence.push(makeEvidence({ docId: 'doc-x' }));
          }
          assert.deepStrictEqual(await store.nuggetsById([n.id]), [n]);
          assert.deepStrictEqual(await store.nuggetsByDocument('doc-x'), []);
        }));

      test('mutating a change set after committing it does not change the store', () =>
        withStore(async (store) => {
          const rev = makeRevision('doc-a');
          const n = makeNugget();
          const v = makeVersion(n.id, 1);
          const committed = structuredClone(changeSet({ revisions: [rev], nuggets: [n], history: [v] }));
          await store.commit(committed);
          committed.revisions[0]!.text = 'tampered';
          committed.nuggets[0]!.fact.text = 'tampered';
          committed.nuggets[0]!.provenance.evidence.length = 0;
          committed.history[0]!.reason = 'tampered';
          assert.deepStrictEqual(await store.revisions('doc-a'), [rev]);
          assert.deepStrictEqual(await store.nuggetsById([n.id]), [n]);
          assert.deepStrictEqual(await store.history(n.id), [v]);
        }));

      test('mutating returned revisions and history does not change the store', () =>
        withStore(async (store) => {
          const rev = makeRevision('doc-a');
          const v = makeVersion('n-1', 1);
          await store.commit(changeSet({ revisions: [rev], history: [v] }));
          for (const r of [...(await store.revisions('doc-a')), ...(await store.documents())]) r.text = 'tampered';
          for (const h of await store.history('n-1')) {
            h.reason = 'tampered';
            h.validity.end = 0;
          }
          assert.deepStrictEqual(await store.revisions('doc-a'), [rev]);
          assert.deepStrictEqual(await store.documents(), [rev]);
          assert.deepStrictEqual(await store.history('n-1'), [v]);
        }));
    });

    describe('browsing by subject, contested keys and decisions', () => {
      const acme = (id: string, predicate: string, object: string, status: Status = 'active', scope = 'global') =>
        makeNugget({ id, fact: { predicate, object }, key: { subject: 'acme', predicate, scope }, epistemic: { status } });

      test('nuggetsBySubject finds every nugget of a key subject, ordered by predicate then id, and nothing of other subjects', () =>
        withStore(async (store) => {
          const beta = makeNugget({ id: 'b1', key: { subject: 'beta', predicate: 'ceo', scope: 'global' } });
          await store.commit(
            changeSet({
              nuggets: [acme('a3', 'hq', 'Denver'), acme('a1', 'hq', 'Boston'), acme('a2', 'ceo', 'Jane'), beta, acme('a4', 'ceo', 'Jo', 'active', 'eu')],
            }),
          );
          assert.deepStrictEqual(
            (await store.nuggetsBySubject('acme')).map((n) => n.id),
            ['a2', 'a4', 'a1', 'a3'],
          );
          assert.deepStrictEqual(await store.nuggetsBySubject('gamma'), []);
        }));

      test('nuggetsNaming finds an entity from both sides (key subject, object whole or before its comma), in id order, and follows a changed object', () =>
        withStore(async (store) => {
          const doe = makeNugget({
            id: 'd1',
            fact: { subject: 'Jane Doe', predicate: 'born', object: 'Lyon, France' },
            key: { subject: 'jane doe', predicate: 'born' },
          });
          await store.commit(changeSet({ nuggets: [acme('a2', 'ceo', 'Jane Doe'), acme('a1', 'hq', 'Lyon'), doe, acme('a3', 'ceo', 'John Roe')] }));
          assert.deepStrictEqual(
            (await store.nuggetsNaming('jane doe')).map((n) => n.id),
            ['a2', 'd1'],
          );
          assert.deepStrictEqual(
            (await store.nuggetsNaming('lyon')).map((n) => n.id),
            ['a1', 'd1'],
          );
          assert.deepStrictEqual(
            (await store.nuggetsNaming('lyon france')).map((n) => n.id),
            ['d1'],
          );
          assert.deepStrictEqual(await store.nuggetsNaming('nobody'), []);
          // A bridging fact with its sources reads back with them, and is found through its entity.
          const bridge = makeNugget({
            id: 'b1',
            kind: 'BridgingFact',
            fact: { subject: 'Acme', predicate: 'ceo.born', object: 'Lyon, France', text: 'The CEO of Acme, Jane Doe, was born in Lyon, France' },
            key: { subject: 'jane doe', predicate: 'bridgingFact' },
            provenance: { derivedFrom: ['a2', 'd1'] },
          });
          await store.commit(changeSet({ nuggets: [bridge, acme('a3', 'ceo', 'Jane Doe')] }));
          const named = await store.nuggetsNaming('jane doe');
          assert.deepStrictEqual(
            named.map((n) => n.id),
            ['a2', 'a3', 'b1', 'd1'],
          );
          assert.deepStrictEqual(named[2], bridge);
        }));

      test('contestedKeys lists each key with a contested nugget once, in scope, subject, predicate order, and honours the limit', () =>
        withStore(async (store) => {
          const zeta = makeNugget({ id: 'z1', key: { subject: 'zeta', predicate: 'hq', scope: 'global' }, epistemic: { status: 'contested' } });
          await store.commit(
            changeSet({
              nuggets: [zeta, acme('a1', 'hq', 'Boston', 'contested'), acme('a2', 'hq', 'Denver', 'contested'), acme('a3', 'ceo', 'Jane', 'deprecated')],
            }),
          );
          assert.deepStrictEqual(await store.contestedKeys(), [
            { scope: 'global', subject: 'acme', predicate: 'hq' },
            { scope: 'global', subject: 'zeta', predicate: 'hq' },
          ]);
          assert.deepStrictEqual(await store.contestedKeys(1), [{ scope: 'global', subject: 'acme', predicate: 'hq' }]);
          // A key whose dispute ends leaves the list.
          await store.commit(changeSet({ nuggets: [acme('a1', 'hq', 'Boston', 'active'), acme('a2', 'hq', 'Denver', 'deprecated')] }));
          assert.deepStrictEqual(await store.contestedKeys(), [{ scope: 'global', subject: 'zeta', predicate: 'hq' }]);
        }));

      test('subjects lists subjects containing the text, those starting with it first, then by number of facts', () =>
        withStore(async (store) => {
          const of = (id: string, subject: string, name: string) =>
            makeNugget({ id, fact: { subject: name }, key: { subject, predicate: 'hq', scope: 'global' } });
          await store.commit(
            changeSet({
              nuggets: [
                of('1', 'acme', 'Acme'),
                of('2', 'big acme', 'Big Acme'),
                of('3', 'big acme', 'Big Acme'),
                of('4', 'acme labs', 'Acme Labs'),
                of('5', 'beta', 'Beta'),
              ],
            }),
          );
          assert.deepStrictEqual(await store.subjects('acme', 10), [
            { subject: 'acme', name: 'Acme', facts: 1 },
            { subject: 'acme labs', name: 'Acme Labs', facts: 1 },
            { subject: 'big acme', name: 'Big Acme', facts: 2 },
          ]);
          assert.deepStrictEqual(
            (await store.subjects('', 2)).map((e) => e.subject),
            ['big acme', 'acme'],
          );
          assert.deepStrictEqual(await store.subjects('100%_', 5), []);
        }));

      test('a decision reads back by key exactly as committed; a later one on the same key replaces it', () =>
        withStore(async (store) => {
          const key = { scope: 'global', subject: 'acme', predicate: 'hq' };
          const first = { key, winner: 'a1', losers: ['a2'], reason: 'annual report', by: 'alice', at: T0 };
          const kept = { key: { ...key, subject: 'beta' }, winner: null, losers: [], reason: 'both plausible', by: 'bob', at: T0 + 1 };
          await store.commit(changeSet({ decisions: [first, kept] }));
          assert.deepStrictEqual(await store.decisions([key]), [first]);
          assert.deepStrictEqual(await store.decisions(), [first, kept]);
          assert.deepStrictEqual(await store.decisions([{ ...key, subject: 'gamma' }]), []);
          const second = { ...first, winner: 'a2', losers: ['a1'], reason: 'newer filing' };
          await store.commit(changeSet({ decisions: [second] }));
          assert.deepStrictEqual(await store.decisions([key, key]), [second]);
        }));

      test('a failed transaction leaves no decision behind', () =>
        withStore(async (store) => {
          const key = { scope: 'global', subject: 'acme', predicate: 'hq' };
          await assert.rejects(
            store.transaction(async () => {
              await store.commit(changeSet({ decisions: [{ key, winner: 'a1', losers: [], reason: 'r', by: 'b', at: T0 }] }));
              throw new Error('boom');
            }),
            /boom/,
          );
          assert.deepStrictEqual(await store.decisions(), []);
        }));
    });
  });
}
