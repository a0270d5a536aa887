// Slot ids (src/search/slot-ids.ts) against a plain array of id strings: through adds, renumbering
// and encode/decode, every slot answers its id and every id its slot, and an absent id none — hash
// ids packed as bytes (and found through the open-addressing table) or not, mixed with other ids.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ByteReader, ByteWriter } from '../../src/search/codec.js';
import { SlotIds } from '../../src/search/slot-ids.js';

/** Hash ids from a small alphabet of bytes, so ids share prefixes and hash-table collisions happen. */
const hashId = fc.array(fc.constantFrom('00', '01', 'ff', 'a0'), { minLength: 12, maxLength: 12 }).map((bytes) => `n${bytes.join('')}`);
const otherId = fc.constantFrom('x1', 'n00', 'N000000000000000000000000', 'n00000000000000000000000g', 'nugget-7', '');
const id = fc.oneof({ weight: 4, arbitrary: hashId }, { weight: 1, arbitrary: otherId });

type Op = { kind: 'push'; id: string } | { kind: 'permute'; seed: number } | { kind: 'roundtrip' };
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: id.map((x) => ({ kind: 'push' as const, id: x })) },
  { weight: 1, arbitrary: fc.integer().map((seed) => ({ kind: 'permute' as const, seed })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'roundtrip' as const }) },
);

function roundtrip(ids: SlotIds): SlotIds {
  const w = new ByteWriter();
  ids.encode(w);
  return SlotIds.decode(new ByteReader(w.finish()));
}

/** A permutation of [0, n) from a seed (newSlotOf). */
function permutation(n: number, seed: number): Int32Array {
  const order = Array.from({ length: n }, (_, i) => i);
  let s = seed >>> 0;
  for (let i = n - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return Int32Array.from(order);
}

test('every slot answers its id and every id its slot, through adds, renumbering and encode/decode', () => {
  fc.assert(
    fc.property(fc.array(op, { maxLength: 60 }), fc.array(id, { maxLength: 8 }), (ops, probes) => {
      let ids = new SlotIds();
      let reference: string[] = [];
      const check = () => {
        assert.equal(ids.size, reference.length);
        reference.forEach((x, slot) => {
          assert.equal(ids.id(slot), x);
          assert.equal(ids.slot(x), slot, `slot of ${x}`);
        });
        for (const x of probes) assert.equal(ids.slot(x), reference.includes(x) ? reference.indexOf(x) : undefined, `probe ${x}`);
      };
      for (const o of ops) {
        if (o.kind === 'push') {
          if (reference.includes(o.id)) continue; // one slot per id, as the search index keeps them
          assert.equal(ids.push(o.id), reference.length);
          reference.push(o.id);
        } else if (o.kind === 'permute') {
          const newSlotOf = permutation(reference.length, o.seed);
          ids.permute(newSlotOf);
          const next = new Array<string>(reference.length);
          reference.forEach((x, slot) => (next[newSlotOf[slot]!] = x));
          reference = next;
        } else ids = roundtrip(ids);
        // Look-ups build the table and the map on demand: check at some steps only, so later steps
        // also start from a state where they are not built yet.
        if (reference.length % 3 === 0) check();
      }
      check();
      check(); // after the table is built
    }),
    { numRuns: 300 },
  );
});

test('a million-slot table is not needed to find ids added after decoding', () => {
  const ids = new SlotIds();
  for (let i = 0; i < 1000; i++) ids.push(`n${i.toString(16).padStart(24, '0')}`);
  const decoded = roundtrip(ids);
  assert.equal(decoded.push('n' + 'f'.repeat(24)), 1000);
  assert.equal(decoded.slot('n' + 'f'.repeat(24)), 1000);
  assert.equal(decoded.slot(`n${(999).toString(16).padStart(24, '0')}`), 999);
  assert.equal(decoded.slot(`n${(1000).toString(16).padStart(24, '0')}`), undefined);
});
