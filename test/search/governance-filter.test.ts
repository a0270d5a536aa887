// GovernanceFilter against an oracle that is a plain list filter over what was last set for each slot:
// in view `all` a slot passes when it is set (and not cleared); in the governed views its status must
// be in the view and its validity [start, end) must be non-empty and overlap the query period [from, to).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { GovernanceFilter, VIEWS, type View } from '../../src/search/governance-filter.js';
import { STATUSES, type Status } from '../../src/model/nugget.js';

type Op = { kind: 'set'; slot: number; start: number; end: number; status: Status } | { kind: 'clear'; slot: number };

interface Entry {
  slot: number;
  start: number;
  end: number;
  status: Status;
}

const IN_VIEW: Record<Exclude<View, 'all'>, readonly Status[]> = { active: ['active'], active_contested: ['active', 'contested'] };

/** The slots the oracle accepts, by replaying the operations into a list and filtering it. */
function oracle(ops: readonly Op[], view: View, from: number, to: number): number[] {
  const live = new Map<number, Entry>();
  for (const op of ops) {
    if (op.kind === 'set') live.set(op.slot, op);
    else live.delete(op.slot);
  }
  return [...live.values()]
    .filter((e) => view === 'all' || (IN_VIEW[view].includes(e.status) && e.start < to && from < e.end && e.start < e.end))
    .map((e) => e.slot)
    .sort((a, b) => a - b);
}

// Small integer times so that bounds coincide often, plus the infinite ones.
const instant = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 12 }) }, { weight: 1, arbitrary: fc.constantFrom(-Infinity, Infinity) });
// Mostly slots below the initial capacity of 1024, some far beyond it so the arrays must grow.
const slot = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 40 }) }, { weight: 1, arbitrary: fc.integer({ min: 1000, max: 5000 }) });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), slot, start: instant, end: instant, status: fc.constantFrom(...STATUSES) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), slot }) },
);

function replay(ops: readonly Op[]): GovernanceFilter {
  const filter = new GovernanceFilter();
  for (const o of ops) {
    if (o.kind === 'set') filter.set(o.slot, o.start, o.end, o.status);
    else filter.clear(o.slot);
  }
  return filter;
}

/** Every slot the filter accepts, checked one by one over every slot up to the highest one ever set. */
function accepted(filter: GovernanceFilter, ops: readonly Op[], view: View, from: number, to: number): number[] {
  const highest = Math.max(-1, ...ops.filter((o) => o.kind === 'set').map((o) => o.slot));
  const accepts = filter.accepts(view, from, to);
  const out: number[] = [];
  for (let s = 0; s <= highest; s++) if (accepts(s)) out.push(s);
  return out;
}

test('accepts(view, from, to) lets through exactly the slots the list-filter oracle keeps', () => {
  fc.assert(
    fc.property(fc.array(op, { maxLength: 60 }), fc.constantFrom(...VIEWS), instant, instant, (ops, view, from, to) => {
      assert.deepStrictEqual(accepted(replay(ops), ops, view, from, to), oracle(ops, view, from, to));
    }),
    { numRuns: 200 },
  );
});

// Times spread over the filter's bins (2^31 ms each, about 25 days) and beyond their range: bin
// edges and their neighbours, dates from antiquity to the far future, and the infinite ones — so
// that the binned codes decide some checks alone and leave others to the exact bounds.
const EDGE = 2 ** 31;
const spreadInstant = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.integer({ min: -9000, max: 9000 }), fc.constantFrom(-1, 0, 1)).map(([k, d]) => k * EDGE + d) },
  { weight: 2, arbitrary: fc.integer({ min: -3, max: 3 }).map((k) => k * EDGE) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(Date.UTC(1990, 0, 1), Date.UTC(1991, 0, 1), Date.UTC(1990, 6, 1), Date.UTC(1412, 0, 1), Date.UTC(2600, 0, 1), -8.64e15, 8.64e15),
  },
  { weight: 1, arbitrary: fc.constantFrom(-Infinity, Infinity) },
);
const spreadOp: fc.Arbitrary<Op> = fc.record({
  kind: fc.constant('set' as const),
  slot,
  start: spreadInstant,
  end: spreadInstant,
  status: fc.constantFrom(...STATUSES),
});

test('the binned validity decides exactly as the bounds do: at bin edges, across the bins and beyond them', () => {
  fc.assert(
    fc.property(fc.array(spreadOp, { maxLength: 60 }), fc.constantFrom(...VIEWS), spreadInstant, spreadInstant, (ops, view, from, to) => {
      assert.deepStrictEqual(accepted(replay(ops), ops, view, from, to), oracle(ops, view, from, to));
    }),
    { numRuns: 1000 },
  );
});

test('slots set before and after the arrays grow past 1024 keep their bounds and status', () => {
  const filter = new GovernanceFilter();
  filter.set(3, 0, 10, 'active');
  filter.set(1023, 5, Infinity, 'contested');
  filter.set(1024, -Infinity, 7, 'active');
  filter.set(4100, 2, 3, 'deprecated');
  const active = filter.accepts('active', 6, 8);
  assert.deepStrictEqual([3, 1023, 1024, 4100].map(active), [true, false, true, false]);
  const activeContested = filter.accepts('active_contested', 6, 8);
  assert.deepStrictEqual([3, 1023, 1024, 4100].map(activeContested), [true, true, true, false]);
  const all = filter.accepts('all', 100, 200);
  assert.deepStrictEqual([3, 1023, 1024, 4100, 4099].map(all), [true, true, true, true, false]);
});

test('an empty validity (start ≥ end) is never accepted in a governed view, even for all time', () => {
  const filter = new GovernanceFilter();
  filter.set(0, 5, 5, 'active');
  filter.set(1, 6, 5, 'active');
  filter.set(2, Infinity, Infinity, 'active');
  filter.set(3, -Infinity, -Infinity, 'active');
  for (const view of ['active', 'active_contested'] as const) {
    const accepts = filter.accepts(view, -Infinity, Infinity);
    assert.deepStrictEqual([0, 1, 2, 3].map(accepts), [false, false, false, false], view);
  }
  assert.deepStrictEqual([0, 1, 2, 3].map(filter.accepts('all', -Infinity, Infinity)), [true, true, true, true]);
});

test('validity is half-open: a nugget ending when the query period starts is not accepted', () => {
  const filter = new GovernanceFilter();
  filter.set(0, 0, 10, 'active');
  assert.equal(filter.accepts('active', 10, 20)(0), false);
  assert.equal(filter.accepts('active', 9, 20)(0), true);
  assert.equal(filter.accepts('active', -5, 0)(0), false);
  assert.equal(filter.accepts('active', -5, 1)(0), true);
});

test('a cleared slot is accepted in no view, and setting it again brings it back', () => {
  const filter = new GovernanceFilter();
  filter.set(7, -Infinity, Infinity, 'active');
  filter.clear(7);
  filter.clear(90_000); // beyond capacity: a no-op, not a crash
  for (const view of VIEWS) assert.equal(filter.accepts(view, -Infinity, Infinity)(7), false, view);
  filter.set(7, -Infinity, Infinity, 'contested');
  assert.equal(filter.accepts('active', -Infinity, Infinity)(7), false);
  assert.equal(filter.accepts('active_contested', -Infinity, Infinity)(7), true);
});

test('a slot beyond the arrays that was never set is accepted in no view', () => {
  const filter = new GovernanceFilter();
  filter.set(0, -Infinity, Infinity, 'active');
  for (const view of VIEWS) assert.equal(filter.accepts(view, -Infinity, Infinity)(5000), false, view);
});

test('the general matcher: any set of states, with or without the time filter (for ablations)', () => {
  const filter = new GovernanceFilter();
  filter.set(0, 0, 10, 'active');
  filter.set(1, 0, 10, 'deprecated');
  filter.set(2, 20, 30, 'contested');
  assert.deepStrictEqual([0, 1, 2].map(filter.matcher(['active', 'deprecated'], 5, 6, true)), [true, true, false]);
  assert.deepStrictEqual([0, 1, 2].map(filter.matcher(['active', 'contested'], 5, 6, false)), [true, false, true]);
  assert.deepStrictEqual([0, 1, 2].map(filter.matcher([], -Infinity, Infinity, false)), [false, false, false]);
});

test('fit: overlap over union of validity and query period, 0 when either is unbounded', () => {
  const f = new GovernanceFilter();
  f.set(0, 2010, 2013, 'active');
  f.set(1, 2000, 2020, 'active');
  f.set(2, 2010, Infinity, 'active');
  f.set(3, 2014, 2015, 'active');
  assert.equal(f.fit(0, 2010, 2013), 1);
  assert.equal(f.fit(1, 2010, 2013), 3 / 20);
  assert.equal(f.fit(2, 2010, 2013), 0);
  assert.equal(f.fit(3, 2010, 2013), 0);
  assert.equal(f.fit(0, -Infinity, 2013), 0);
});

test('every slot a timed query accepts lies in the live slot ranges, also after later changes and a renumbering', () => {
  const timedView = fc.constantFrom('active' as const, 'active_contested' as const);
  fc.assert(
    fc.property(
      fc.array(spreadOp, { maxLength: 80 }),
      fc.array(op, { maxLength: 20 }),
      timedView,
      spreadInstant,
      spreadInstant,
      (ops, changes, view, from, to) => {
        const filter = replay(ops);
        const highest = Math.max(0, ...[...ops, ...changes].map((o) => o.slot)) + 1;
        const check = (f: GovernanceFilter, slotOf: (slot: number) => number, when: string) => {
          const live = f.liveSlots(IN_VIEW[view], from, to, highest);
          const inLive = (slot: number) =>
            Array.from({ length: live.count }, (_, r) => r).some((r) => live.ranges[2 * r]! <= slot && slot < live.ranges[2 * r + 1]!);
          for (let r = 1; r < live.count; r++) assert.ok(live.ranges[2 * r - 1]! < live.ranges[2 * r]!, 'ranges ascend and are disjoint');
          const accepts = f.accepts(view, from, to);
          for (let s = 0; s < highest; s++)
            if (accepts(slotOf(s))) assert.ok(inLive(slotOf(s)), `${when}: slot ${slotOf(s)} is accepted outside the live ranges`);
        };
        check(filter, (s) => s, 'as set');
        for (const o of changes) {
          if (o.kind === 'set') filter.set(o.slot, o.start, o.end, o.status);
          else filter.clear(o.slot);
        }
        check(filter, (s) => s, 'after changes');
        const all = [...ops, ...changes];
        const before = accepted(filter, all, view, from, to);
        const newSlotOf = filter.clusteredOrder(highest);
        assert.deepStrictEqual(
          [...newSlotOf].sort((x, y) => x - y),
          Array.from({ length: highest }, (_, i) => i),
          'the order is a permutation',
        );
        filter.permute(newSlotOf, highest);
        check(filter, (s) => newSlotOf[s]!, 'renumbered');
        const accepts = filter.accepts(view, from, to);
        assert.deepStrictEqual(
          before.filter((s) => s < highest),
          Array.from({ length: highest }, (_, s) => s).filter((s) => accepts(newSlotOf[s]!)),
          'renumbered slots are accepted as before',
        );
      },
    ),
    { numRuns: 500 },
  );
});
