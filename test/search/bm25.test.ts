// Bm25Postings against a reference BM25: a linear scan over every document with the textbook formula
// (idf = ln(1 + (N − n + 0.5)/(n + 0.5)), k1 = 1.2, b = 0.75, avgdl over all added documents, query
// terms deduplicated) and the same analyzer. Ranking, scores and tie order must agree exactly.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Bm25Postings, type LiveSlots, type ScoredSlot } from '../../src/search/bm25.js';
import { ByteReader, ByteWriter } from '../../src/search/codec.js';
import { tokenize } from '../../src/search/tokenize.js';

interface Doc {
  slot: number;
  text: string;
}

const K1 = 1.2;
const B = 0.75;

/** Reference BM25 by brute force: every accepted document that contains a query term, scored from scratch. */
function referenceSearch(docs: readonly Doc[], query: string, k: number, accept: (slot: number) => boolean): ScoredSlot[] {
  const terms = [...new Set(tokenize(query))];
  const N = docs.length;
  if (terms.length === 0 || N === 0) return [];
  const tokens = docs.map((d) => tokenize(d.text));
  const avgdl = tokens.reduce((sum, t) => sum + t.length, 0) / N;
  const dfs = new Map<string, number>();
  const df = (term: string): number => dfs.get(term) ?? dfs.set(term, tokens.filter((t) => t.includes(term)).length).get(term)!;
  const out: ScoredSlot[] = [];
  docs.forEach((d, i) => {
    if (!accept(d.slot)) return;
    const words = tokens[i]!;
    let score = 0;
    let matched = false;
    // Summed in query-term order, with the formula's terms grouped as written, so that two
    // documents whose scores are equal in exact arithmetic are also equal here (ties are compared exactly).
    for (const term of terms) {
      const tf = words.filter((w) => w === term).length;
      if (tf === 0) continue;
      const n = df(term);
      const idf = Math.log(1 + (N - n + 0.5) / (n + 0.5));
      score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * words.length) / avgdl));
      matched = true;
    }
    if (matched) out.push({ slot: d.slot, score });
  });
  out.sort((x, y) => y.score - x.score || x.slot - y.slot);
  return out.slice(0, k);
}

function indexOf(docs: readonly Doc[]): Bm25Postings {
  const index = new Bm25Postings();
  for (const d of docs) index.add(d.slot, d.text);
  return index;
}

/** Twelve index terms (plus stop words, plurals and case variants that fold into them) so that terms collide often. */
// prettier-ignore
const VOCABULARY = ['acme', 'Acme', 'ACME', 'boston', 'ceo', 'CEOs', 'company', 'companies', 'denver', 'founded', 'jane', 'roe', 'headquartered', 'city', 'cities', 'merger', 'Zoë', 'zoe', 'the', 'of', 'in', 'is'];
const word = fc.constantFrom(...VOCABULARY);
const text = fc.array(word, { minLength: 0, maxLength: 12 }).map((ws) => ws.join(' '));

const corpus = fc.uniqueArray(fc.integer({ min: 0, max: 2500 }), { minLength: 1, maxLength: 40 }).chain((slots) =>
  fc.record({
    docs: fc.tuple(...slots.map((slot) => fc.record({ slot: fc.constant(slot), text }))),
    rejected: fc.subarray(slots),
  }),
);
const query = fc.array(fc.oneof(word, fc.constantFrom('unknownterm', 'xyzzy')), { minLength: 0, maxLength: 5 }).map((ws) => ws.join(' '));

test('the top-k slots and scores equal a brute-force BM25 over the accepted documents, ties to the lower slot', () => {
  fc.assert(
    fc.property(corpus, query, fc.integer({ min: 1, max: 45 }), ({ docs, rejected }, q, k) => {
      const excluded = new Set(rejected);
      const accept = (slot: number): boolean => !excluded.has(slot);
      const got = indexOf(docs).search(q, k, accept);
      const want = referenceSearch(docs, q, k, accept);
      assert.deepStrictEqual(
        got.map((h) => h.slot),
        want.map((h) => h.slot),
      );
      got.forEach((h, i) => assert.ok(Math.abs(h.score - want[i]!.score) <= 1e-9, `score of slot ${h.slot}: ${h.score} vs ${want[i]!.score}`));
    }),
    { numRuns: 200 },
  );
});

// Corpora large enough that common terms span many blocks and MaxScore prunes: forty words with
// Zipf-like frequencies (the first few occur in most documents), slots ascending with gaps, a random
// share of documents rejected by the filter, and duplicated texts so that ties are frequent.
const ZIPF = Array.from({ length: 40 }, (_, i) => `w${i}`);
const zipfWord = fc.integer({ min: 0, max: 10_000 }).map((x) => ZIPF[Math.min(ZIPF.length - 1, Math.floor(ZIPF.length * (x / 10_000) ** 3))]!);
const zipfText = fc.array(zipfWord, { minLength: 1, maxLength: 14 }).map((ws) => ws.join(' '));
const largeCorpus = fc
  .record({ texts: fc.array(zipfText, { minLength: 50, maxLength: 120 }), size: fc.integer({ min: 200, max: 1500 }), seed: fc.integer() })
  .map(({ texts, size, seed }) => {
    let x = seed >>> 0 || 1;
    const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const docs: Doc[] = [];
    for (let i = 0, slot = 0; i < size; i++, slot += 1 + Math.floor(next() * 3)) docs.push({ slot, text: texts[Math.floor(next() * texts.length)]! });
    const rejected = new Set(docs.filter(() => next() < 0.3).map((d) => d.slot));
    return { docs, rejected };
  });
const zipfQuery = fc.array(fc.oneof(zipfWord, fc.constant('unknownterm')), { minLength: 1, maxLength: 6 }).map((ws) => ws.join(' '));

// Slots spread this far apart reach the size from which queries probe other lists first (PROBE_FIRST_SLOTS).
const SPREAD = 400;
const spread = ({ docs, rejected }: { docs: Doc[]; rejected: Set<number> }) => ({
  docs: docs.map((d) => ({ slot: d.slot * SPREAD, text: d.text })),
  rejected: new Set([...rejected].map((slot) => slot * SPREAD)),
});

test('on corpora large enough to skip blocks and prune, results and scores are bit-identical to the brute-force scan', () => {
  fc.assert(
    fc.property(largeCorpus, fc.boolean(), fc.array(zipfQuery, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 30 }), (corpus, far, queries, k) => {
      const { docs, rejected } = far ? spread(corpus) : corpus;
      const index = indexOf(docs);
      for (const accept of [() => true, (slot: number) => !rejected.has(slot)]) {
        for (const q of queries) assert.deepStrictEqual(index.search(q, k, accept), referenceSearch(docs, q, k, accept), `query "${q}", k ${k}`);
      }
    }),
    { numRuns: 40 },
  );
});

test('searches between adds see every document added so far (the unfrozen tail and the frozen segment agree)', () => {
  fc.assert(
    fc.property(
      largeCorpus,
      fc.boolean(),
      zipfQuery,
      fc.integer({ min: 1, max: 20 }),
      fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 6 }),
      (corpus, far, q, k, chunks) => {
        const { docs, rejected } = far ? spread(corpus) : corpus;
        const index = new Bm25Postings();
        const accept = (slot: number): boolean => !rejected.has(slot);
        let added = 0;
        for (const n of [...chunks, docs.length]) {
          for (const d of docs.slice(added, added + n)) index.add(d.slot, d.text);
          added = Math.min(docs.length, added + n);
          const seen = docs.slice(0, added);
          assert.deepStrictEqual(index.search(q, k, accept), referenceSearch(seen, q, k, accept), `after ${added} documents`);
        }
      },
    ),
    { numRuns: 30 },
  );
});

/** A permutation of [0, n) from a seed, as newSlotOf. */
function shuffled(n: number, seed: number): Int32Array {
  let x = seed >>> 0 || 1;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const p = Int32Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [p[i], p[j]] = [p[j]!, p[i]!];
  }
  return p;
}

test('renumbered slots (permute) keep every score and the tie order, through later adds and encode/decode', () => {
  fc.assert(
    fc.property(
      largeCorpus,
      fc.integer(),
      fc.array(zipfQuery, { minLength: 1, maxLength: 4 }),
      fc.integer({ min: 1, max: 30 }),
      fc.array(zipfText, { maxLength: 30 }),
      (corpus, seed, queries, k, later) => {
        const { docs, rejected } = corpus;
        const index = indexOf(docs);
        const n = docs[docs.length - 1]!.slot + 1;
        const newSlotOf = shuffled(n, seed);
        const oldSlotOf = new Int32Array(n);
        newSlotOf.forEach((to, from) => (oldSlotOf[to] = from));
        index.permute(newSlotOf);
        // Documents added afterwards take slots beyond the permuted ones (the identity there).
        const added = later.map((text, i) => ({ slot: n + 2 * i, text }));
        for (const d of added) index.add(d.slot, d.text);
        const all = [...docs, ...added];
        const back = (slot: number): number => (slot < n ? oldSlotOf[slot]! : slot);
        const w = new ByteWriter();
        index.encode(w);
        const decoded = Bm25Postings.decode(new ByteReader(w.finish()));
        for (const accept of [() => true, (slot: number) => !rejected.has(slot)]) {
          for (const q of queries) {
            const want = referenceSearch(all, q, k, accept);
            for (const got of [index.search(q, k, (slot) => accept(back(slot))), decoded.search(q, k, (slot) => accept(back(slot)))]) {
              assert.deepStrictEqual(
                got.map((h) => ({ slot: back(h.slot), score: h.score })),
                want,
                `query "${q}", k ${k}`,
              );
            }
          }
        }
      },
    ),
    { numRuns: 30 },
  );
});

test('live slot ranges pass over postings without changing results when the filter accepts nothing outside them', () => {
  fc.assert(
    fc.property(
      largeCorpus,
      fc.boolean(),
      fc.array(zipfQuery, { minLength: 1, maxLength: 4 }),
      fc.integer({ min: 1, max: 30 }),
      fc.uniqueArray(fc.integer({ min: 0, max: 5000 }), { maxLength: 12 }),
      (corpus, far, queries, k, cuts) => {
        const { docs, rejected } = far ? spread(corpus) : corpus;
        const scale = far ? SPREAD : 1;
        // Ranges from sorted cut points: [c0, c1), [c2, c3), …
        const points = cuts.map((c) => c * scale).sort((x, y) => x - y);
        const live: LiveSlots = { ranges: Int32Array.from(points.slice(0, points.length & ~1)), count: points.length >> 1 };
        const inLive = (slot: number): boolean => {
          for (let r = 0; r < live.count; r++) if (live.ranges[2 * r]! <= slot && slot < live.ranges[2 * r + 1]!) return true;
          return false;
        };
        const index = indexOf(docs);
        for (const accept of [(slot: number) => inLive(slot), (slot: number) => inLive(slot) && !rejected.has(slot)]) {
          for (const q of queries) assert.deepStrictEqual(index.search(q, k, accept, live), referenceSearch(docs, q, k, accept), `query "${q}", k ${k}`);
        }
      },
    ),
    { numRuns: 40 },
  );
});

test('documents added out of slot order are ranked as if added in order', () => {
  const docs: Doc[] = Array.from({ length: 5000 }, (_, i) => ({ slot: (i * 7919) % 5000, text: `w${i % 13} w${i % 7} w${i % 3} common` }));
  const index = indexOf(docs);
  for (const q of ['w1 common', 'w2 w5 w11', 'w0'])
    assert.deepStrictEqual(
      index.search(q, 10, () => true),
      referenceSearch(docs, q, 10, () => true),
    );
});

test('searching the same index twice gives the same answer (scores are reset between queries)', () => {
  fc.assert(
    fc.property(corpus, query, query, ({ docs }, q1, q2) => {
      const index = indexOf(docs);
      const all = (): boolean => true;
      const first = index.search(q1, 50, all);
      index.search(q2, 50, all);
      assert.deepStrictEqual(index.search(q1, 50, all), first);
    }),
    { numRuns: 100 },
  );
});

test('an empty query, or one of stop words only, finds nothing', () => {
  const index = indexOf([{ slot: 0, text: 'Acme is headquartered in Boston' }]);
  assert.deepStrictEqual(
    index.search('', 10, () => true),
    [],
  );
  assert.deepStrictEqual(
    index.search('   ', 10, () => true),
    [],
  );
  assert.deepStrictEqual(
    index.search('the of in is', 10, () => true),
    [],
  );
});

test('a query of terms no document contains finds nothing', () => {
  const index = indexOf([
    { slot: 0, text: 'Acme is headquartered in Boston' },
    { slot: 1, text: 'Jane Roe is CEO' },
  ]);
  assert.deepStrictEqual(
    index.search('xyzzy plugh', 10, () => true),
    [],
  );
});

test('an empty index finds nothing', () => {
  assert.deepStrictEqual(
    new Bm25Postings().search('acme', 10, () => true),
    [],
  );
});

test('a document the filter rejects is never returned, however well it matches', () => {
  const index = indexOf([
    { slot: 0, text: 'Acme Acme Acme headquartered Boston' },
    { slot: 1, text: 'Acme merger' },
    { slot: 2, text: 'Jane Roe CEO' },
  ]);
  const hits = index.search('acme boston', 10, (slot) => slot !== 0);
  assert.deepStrictEqual(
    hits.map((h) => h.slot),
    [1],
  );
  assert.deepStrictEqual(
    index.search('acme boston', 10, () => false),
    [],
  );
});

test('plural and accented forms find the folded term ("CEOs" finds "ceo", "Zoë" finds "zoe")', () => {
  const index = indexOf([{ slot: 3, text: 'Zoë is the CEO' }]);
  assert.deepStrictEqual(
    index.search('CEOs', 5, () => true).map((h) => h.slot),
    [3],
  );
  assert.deepStrictEqual(
    index.search('zoe', 5, () => true).map((h) => h.slot),
    [3],
  );
});

test('k limits the number of results and equal scores go to the lower slot', () => {
  const index = indexOf([5, 3, 9, 1].map((slot) => ({ slot, text: 'Acme merger' })));
  assert.deepStrictEqual(
    index.search('merger', 2, () => true).map((h) => h.slot),
    [1, 3],
  );
});
