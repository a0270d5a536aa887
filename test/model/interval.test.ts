// The interval algebra (src/model/interval.ts) against a brute-force timeline oracle, and the calendar
// arithmetic and ISO parsing of src/model/time.ts.
//
// The oracle: an interval over the small integer timeline 0..20 is the set of integer instants it
// contains; -Infinity is the instant -1 (before everything) and +Infinity is 21 (after everything), so
// [-∞, e) contains -1 and [s, +∞) contains 20. Set operations on these finite sets are the ground truth.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { containsInstant, earlier, intersect, isEmpty, later, overlaps, type Interval } from '../../src/model/interval.js';
import { addUnits, parseIsoTime, startOfUnit, toIso, utc, type Granularity, type Instant } from '../../src/model/time.js';
import { NuggetIndexError } from '../../src/model/errors.js';

// --- The timeline oracle -------------------------------------------------------------------------

const TIMELINE = Array.from({ length: 22 }, (_, i) => i - 1); // -1 … 20
const onTimeline = (t: Instant): number => (t === -Infinity ? -1 : t === Infinity ? 21 : t);
const instantsOf = (a: Interval): number[] => TIMELINE.filter((t) => onTimeline(a.start) <= t && t < onTimeline(a.end));
const shared = (a: Interval, b: Interval): number[] => {
  const inB = new Set(instantsOf(b));
  return instantsOf(a).filter((t) => inB.has(t));
};

const instant = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 20 }) }, { weight: 1, arbitrary: fc.constantFrom(-Infinity, Infinity) });
// Any two bounds, so empty and inverted intervals (start ≥ end) come up often.
const interval: fc.Arbitrary<Interval> = fc.record({ start: instant, end: instant });
const RUNS = { numRuns: 200 };

test('isEmpty holds exactly when the interval contains no instant of the timeline', () => {
  fc.assert(
    fc.property(interval, (a) => assert.equal(isEmpty(a), instantsOf(a).length === 0)),
    RUNS,
  );
});

test('containsInstant agrees with membership in the interval’s set of instants, for ±∞ too', () => {
  fc.assert(
    fc.property(interval, instant, (a, t) => assert.equal(containsInstant(a, t), instantsOf(a).includes(onTimeline(t)), `${a.start}..${a.end} ∋ ${t}`)),
    RUNS,
  );
});

test('overlaps holds exactly when the two intervals share an instant', () => {
  fc.assert(
    fc.property(interval, interval, (a, b) => {
      assert.equal(overlaps(a, b), shared(a, b).length > 0);
      assert.equal(overlaps(a, b), overlaps(b, a), 'overlaps is symmetric');
    }),
    RUNS,
  );
});

test('intersect is the set of shared instants, and null exactly when there is none', () => {
  fc.assert(
    fc.property(interval, interval, (a, b) => {
      const both = shared(a, b);
      const got = intersect(a, b);
      if (both.length === 0) {
        assert.equal(got, null);
        return;
      }
      assert.ok(got !== null, 'non-empty intersections are returned');
      assert.deepStrictEqual(instantsOf(got), both);
      assert.deepStrictEqual(intersect(b, a), got, 'intersect is symmetric');
    }),
    RUNS,
  );
});

test('intersecting with all time changes nothing but an empty interval', () => {
  fc.assert(
    fc.property(interval, (a) => assert.deepStrictEqual(intersect(a, { start: -Infinity, end: Infinity }), isEmpty(a) ? null : { start: a.start, end: a.end })),
    RUNS,
  );
});

test('earlier and later pick the earlier and the later of two instants on the timeline', () => {
  fc.assert(
    fc.property(instant, instant, (s, t) => {
      const [lo, hi] = [earlier(s, t), later(s, t)];
      assert.ok([s, t].includes(lo) && [s, t].includes(hi), 'they return one of their arguments');
      assert.equal(onTimeline(lo), Math.min(onTimeline(s), onTimeline(t)));
      assert.equal(onTimeline(hi), Math.max(onTimeline(s), onTimeline(t)));
    }),
    RUNS,
  );
});

// --- Calendar arithmetic -------------------------------------------------------------------------

const GRANULARITIES: readonly Granularity[] = ['day', 'month', 'year', 'decade'];
/** Any millisecond between the years 1000 and 2999. */
const moment = fc.integer({ min: utc(1000), max: utc(3000) - 1 });

for (const g of ['day', 'year', 'decade'] as const) {
  test(`the unit after t's ${g} is the ${g} of one ${g} after t`, () => {
    fc.assert(
      fc.property(moment, (t) => assert.equal(startOfUnit(addUnits(t, g, 1), g), addUnits(startOfUnit(t, g), g, 1), toIso(t) ?? '')),
      RUNS,
    );
  });
}

test("the unit after t's month is the month of one month after t", () => {
  assert.equal(toIso(startOfUnit(addUnits(utc(2008, 1, 31), 'month', 1), 'month')), '2008-02-01', 'one month after 31 January 2008 is in February');
  fc.assert(
    fc.property(moment, (t) => assert.equal(startOfUnit(addUnits(t, 'month', 1), 'month'), addUnits(startOfUnit(t, 'month'), 'month', 1), toIso(t) ?? '')),
    RUNS,
  );
});

test('every instant lies in its unit: startOfUnit(t) ≤ t < startOfUnit(t) + 1 unit, and startOfUnit is idempotent', () => {
  fc.assert(
    fc.property(moment, fc.constantFrom(...GRANULARITIES), (t, g) => {
      const s = startOfUnit(t, g);
      assert.ok(s <= t && t < addUnits(s, g, 1), `${toIso(t)} in its ${g}`);
      assert.equal(startOfUnit(s, g), s);
    }),
    RUNS,
  );
});

test('moving the start of a unit n units forward and n back returns to it', () => {
  fc.assert(
    fc.property(moment, fc.constantFrom(...GRANULARITIES), fc.integer({ min: -40, max: 40 }), (t, g, n) => {
      const s = startOfUnit(t, g);
      const moved = addUnits(s, g, n);
      assert.equal(startOfUnit(moved, g), moved, 'the start of a unit moves to the start of a unit');
      assert.equal(addUnits(moved, g, -n), s);
    }),
    RUNS,
  );
});

test('±Infinity pass through startOfUnit and addUnits unchanged', () => {
  for (const g of GRANULARITIES) {
    for (const t of [-Infinity, Infinity]) {
      assert.equal(startOfUnit(t, g), t);
      assert.equal(addUnits(t, g, 3), t);
    }
  }
});

test('calendar examples: decades start in years ending in 0, months and years roll over', () => {
  assert.equal(startOfUnit(utc(2008, 3, 15), 'decade'), utc(2000));
  assert.equal(startOfUnit(utc(2010, 1, 1), 'decade'), utc(2010));
  assert.equal(addUnits(utc(2008, 12, 1), 'month', 1), utc(2009, 1, 1));
  assert.equal(addUnits(utc(2008, 2, 29), 'day', 1), utc(2008, 3, 1));
  assert.equal(addUnits(utc(2008), 'decade', -1), utc(1998));
});

// --- ISO parsing ---------------------------------------------------------------------------------

test('parseIsoTime reads a year, a month, a day and full timestamps with their granularity', () => {
  assert.deepStrictEqual(parseIsoTime('2008'), { t: utc(2008), granularity: 'year' });
  assert.deepStrictEqual(parseIsoTime('2008-03'), { t: utc(2008, 3), granularity: 'month' });
  assert.deepStrictEqual(parseIsoTime('2008-03-15'), { t: utc(2008, 3, 15), granularity: 'day' });
  assert.deepStrictEqual(parseIsoTime('2008-02-29'), { t: utc(2008, 2, 29), granularity: 'day' });
  assert.deepStrictEqual(parseIsoTime('  2008-03 '), { t: utc(2008, 3), granularity: 'month' });
  assert.deepStrictEqual(parseIsoTime('2008-03-15T12:30:00Z'), { t: Date.UTC(2008, 2, 15, 12, 30), granularity: 'day' });
  assert.deepStrictEqual(parseIsoTime('2008-03-15T12:30:00.250+02:00'), { t: Date.UTC(2008, 2, 15, 10, 30, 0, 250), granularity: 'day' });
});

test('parseIsoTime reads back every calendar date that toIso writes', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1000, max: 2999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
      const t = utc(y, m, d);
      fc.pre(new Date(t).getUTCDate() === d); // a real calendar date
      assert.deepStrictEqual(parseIsoTime(toIso(t)!), { t, granularity: 'day' });
      assert.deepStrictEqual(parseIsoTime(toIso(t)!.slice(0, 7)), { t: utc(y, m), granularity: 'month' });
      assert.deepStrictEqual(parseIsoTime(toIso(t)!.slice(0, 4)), { t: utc(y), granularity: 'year' });
    }),
    RUNS,
  );
});

for (const bad of ['2008-13', '2008-00', '2008-02-30', '2009-02-29', '2008-3', '08', 'March 2008', '', '2008-03-15T25:00:00Z']) {
  test(`parseIsoTime refuses ${JSON.stringify(bad)} with INVALID_INPUT naming the field`, () => {
    assert.throws(
      () => parseIsoTime(bad, 'date'),
      (err: unknown) => {
        assert.ok(err instanceof NuggetIndexError, `expected a NuggetIndexError, got ${String(err)}`);
        assert.equal(err.code, 'INVALID_INPUT');
        assert.equal(err.location.field, 'date');
        assert.equal(err.location.value, bad);
        assert.ok(err.message.startsWith('date: '), err.message);
        return true;
      },
    );
  });
}

test('parseIsoTime keeps years before 100 (0050 is not 1950)', () => {
  assert.equal(toIso(parseIsoTime('0050-06-15').t), '0050-06-15');
  assert.equal(toIso(parseIsoTime('0099').t), '0099-01-01');
});

test("a timestamp without an offset means the same instant whatever the machine's time zone", () => {
  const saved = process.env.TZ;
  const parseIn = (tz: string): Instant | string => {
    process.env.TZ = tz;
    try {
      return parseIsoTime('2008-03-15T12:30').t;
    } catch (err) {
      return err instanceof NuggetIndexError ? err.code : String(err);
    }
  };
  try {
    assert.equal(parseIn('America/New_York'), parseIn('Asia/Tokyo'));
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
});

test('toIso writes what Date#toISOString writes, as a plain date at midnight UTC, and null for open bounds', () => {
  const viaDate = (t: Instant): string | null => {
    if (!Number.isFinite(t)) return null;
    const iso = new Date(t).toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  };
  const DAY = 86_400_000;
  const days = fc.integer({ min: -1_000_000, max: 3_000_000 }).map((d) => d * DAY);
  const any = fc.integer({ min: -8.64e15, max: 8.64e15 });
  fc.assert(
    fc.property(fc.oneof(days, any, fc.constantFrom(-Infinity, Infinity, 0, -62_167_219_200_000, 253_402_214_400_000, 253_402_300_800_000)), (t) => {
      assert.equal(toIso(t), viaDate(t));
    }),
    { numRuns: 5000 },
  );
});
