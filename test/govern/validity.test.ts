// Algorithm 1: validity from temporal expressions (lines 1–3), revision history (4–12), combining evidence.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { assertedValidity, combineEvidence, tightenByRevisions } from '../../src/govern/validity.js';
import { UNKNOWN_START_CUE, type TemporalExpression } from '../../src/extract/temporal.js';
import { utc } from '../../src/model/time.js';
import { evidence, Y } from './helpers.js';

const t = (role: TemporalExpression['role'], time: number, granularity: TemporalExpression['granularity'] = 'year', cue = 'in'): TemporalExpression => ({
  start: 0,
  end: 4,
  text: 'x',
  role,
  time,
  granularity,
  cue,
});
const docTime = utc(2015, 6, 1);

describe("Algorithm 1, lines 1–3: an evidence span's stated validity", () => {
  test('an explicit START gives t_s, and no END leaves the interval open', () => {
    const v = assertedValidity([t('START', Y(2019), 'year', 'since')], docTime, 'functional');
    assert.deepEqual([v.start, v.end, v.startBasis, v.endBasis, v.granularity], [Y(2019), Infinity, 'explicit', 'open', 'year']);
  });

  test('a POINT gives t_s when there is no START', () => {
    const v = assertedValidity([t('POINT', utc(2011, 8, 1), 'month')], docTime, 'functional');
    assert.equal(v.start, utc(2011, 8, 1));
    assert.equal(v.startBasis, 'explicit');
    assert.equal(v.granularity, 'month');
  });

  test('a START wins over a POINT', () => {
    const v = assertedValidity([t('POINT', Y(2012)), t('START', Y(2010), 'year', 'since')], docTime, 'functional');
    assert.equal(v.start, Y(2010));
  });

  test('"named … on Monday, effective April 1": the date a change takes effect is its start, not the day it was announced', () => {
    const v = assertedValidity([t('START', utc(2025, 3, 3), 'day', 'named'), t('START', utc(2025, 4, 1), 'day', 'effective')], docTime, 'functional');
    assert.equal(v.start, utc(2025, 4, 1));
  });

  test('without any expression t_s is the document time and the interval is open', () => {
    const v = assertedValidity([], docTime, 'functional');
    assert.deepEqual([v.start, v.end, v.startBasis, v.endBasis, v.granularity], [docTime, Infinity, 'document', 'open', 'day']);
  });

  test('a START of unknown time ("is an American attorney" in an encyclopedia) gives an unknown start, not the document time', () => {
    const v = assertedValidity([t('START', -Infinity, 'day', UNKNOWN_START_CUE)], docTime, 'multi-valued');
    assert.deepEqual([v.start, v.end, v.startBasis, v.endBasis], [-Infinity, Infinity, 'unknown', 'open']);
  });

  test('an explicit END gives t_e, and the granularity is the coarser of the two bounds', () => {
    const v = assertedValidity([t('START', utc(2004, 3, 1), 'month', 'from'), t('END', Y(2005), 'year', 'to')], docTime, 'functional');
    assert.deepEqual([v.start, v.end, v.endBasis, v.granularity], [utc(2004, 3, 1), Y(2005), 'explicit', 'year']);
  });

  test('an END before the document date makes the inferred start unknown rather than after the end', () => {
    // "X was CEO until 2008", read in a 2015 article.
    const v = assertedValidity([t('END', Y(2008), 'year', 'until')], docTime, 'functional');
    assert.deepEqual([v.start, v.end, v.startBasis], [-Infinity, Y(2008), 'unknown']);
  });

  test('"former" ends the fact at the document date with start unknown', () => {
    const v = assertedValidity([t('END', docTime, 'day', 'former')], docTime, 'functional');
    assert.deepEqual([v.start, v.end, v.startBasis, v.endBasis], [-Infinity, docTime, 'unknown', 'former']);
  });

  test('a range inside one period keeps that period ("from 2008 to 2008")', () => {
    const v = assertedValidity([t('START', Y(2008), 'year', 'from'), t('END', Y(2008), 'year', 'to')], docTime, 'functional');
    assert.deepEqual([v.start, v.end], [Y(2008), Y(2009)]);
  });

  test('an event-log fact lasts one unit of its evidence ("won the award in 2011")', () => {
    const v = assertedValidity([t('POINT', Y(2011))], docTime, 'event-log');
    assert.deepEqual([v.start, v.end, v.endBasis], [Y(2011), Y(2012), 'event']);
  });

  test('an event-log fact said to go on ("has operated a factory since 2015", "( 1977–present )") is open; "joined in 1930" is the event', () => {
    const since = { ...t('START', Y(2015), 'year', 'since'), text: 'since 2015' };
    const open = assertedValidity([since], docTime, 'event-log');
    assert.deepEqual([open.start, open.end, open.endBasis], [Y(2015), Infinity, 'open']);
    const present = assertedValidity([t('START', Y(1977), 'year', 'open')], docTime, 'event-log');
    assert.deepEqual([present.start, present.end], [Y(1977), Infinity]);
    const joined = assertedValidity([t('START', Y(1930), 'year', 'joined')], docTime, 'event-log');
    assert.deepEqual([joined.start, joined.end, joined.endBasis], [Y(1930), Y(1931), 'event']);
    // ("a problem that had existed since their courtship – and in 1911 Mary returned": a "since" further back cues no start of its own.)
    const cued = assertedValidity([{ ...t('START', Y(1911), 'year', 'since'), text: 'in 1911' }], docTime, 'event-log');
    assert.deepEqual([cued.start, cued.end], [Y(1911), Y(1912)]);
  });
});

describe('Algorithm 1, lines 4–12: revision history', () => {
  const revisions = [
    { revision: 1, time: Y(2010) },
    { revision: 2, time: Y(2012) },
  ];

  test('a statement present in r_i and absent from r_{i+1} ends no later than r_{i+1}', () => {
    const [e] = tightenByRevisions([evidence('wiki', null, null, 2010, { revision: 1 })], revisions);
    assert.deepEqual([e!.asserted.end, e!.asserted.endBasis], [Y(2012), 'revision']);
  });

  test('an explicit end earlier than the next revision is kept (EARLIER)', () => {
    const [e] = tightenByRevisions([evidence('wiki', 2005, 2011, 2010, { revision: 1 })], revisions);
    assert.deepEqual([e!.asserted.end, e!.asserted.endBasis], [Y(2011), 'explicit']);
  });

  test('a statement that first appears in r_{i+1} starts no earlier than r_{i+1} (LATER)', () => {
    const only2 = evidence('wiki', null, null, 2010, {
      revision: 2,
      stated: { start: Y(2010), end: Infinity, startBasis: 'document', endBasis: 'open', granularity: 'day' },
    });
    const [e] = tightenByRevisions([only2], revisions);
    assert.deepEqual([e!.asserted.start, e!.asserted.startBasis], [Y(2012), 'revision']);
  });

  test('beyond the paper: an explicit start in the text survives its first appearance in a later revision', () => {
    const [e] = tightenByRevisions([evidence('wiki', 2011, null, 2012, { revision: 2 })], revisions);
    assert.deepEqual([e!.asserted.start, e!.asserted.startBasis], [Y(2011), 'explicit']);
  });

  test('a statement present in every revision is not tightened', () => {
    const ev = [evidence('wiki', null, null, 2010, { revision: 1 }), evidence('wiki', null, null, 2012, { revision: 2 })];
    const out = tightenByRevisions(ev, revisions);
    assert.deepEqual(
      out.map((e) => e.asserted.end),
      [Infinity, Infinity],
    );
  });

  test('a revision inserted into the history later (backfill) re-tightens from the stated interval', () => {
    const ev = [evidence('wiki', null, null, 2010, { revision: 1 })];
    const first = tightenByRevisions(ev, revisions);
    const withBackfill = tightenByRevisions(first, [...revisions, { revision: 3, time: Y(2011) }]);
    assert.equal(withBackfill[0]!.asserted.end, Y(2011));
  });
});

describe("combining evidence into a nugget's base validity", () => {
  test('the earliest explicit start wins over document-dated starts', () => {
    const v = combineEvidence([evidence('a', null, null, 2001), evidence('b', 2005, null)]);
    assert.deepEqual([v.start, v.startBasis], [Y(2005), 'explicit']);
  });

  test('"from 1940 to 1945" and "on 10 May 1940": the day inside the year is the same start, said more precisely; a later year is not', () => {
    const day = { start: utc(1940, 5, 10), end: Infinity, startBasis: 'explicit' as const, endBasis: 'open' as const, granularity: 'day' as const };
    const v = combineEvidence([evidence('a', 1940, 1945), evidence('b', null, null, 2021, { stated: day, asserted: day })]);
    assert.deepEqual([v.start, v.end], [utc(1940, 5, 10), Y(1945)]);
    const later = { ...day, start: utc(1941, 5, 10) };
    assert.equal(combineEvidence([evidence('a', 1940, 1945), evidence('b', null, null, 2021, { stated: later, asserted: later })]).start, Y(1940));
  });

  test('an end that says the fact stopped wins over "not said" (open)', () => {
    const v = combineEvidence([evidence('a', 2001, null), evidence('b', 2001, 2008)]);
    assert.deepEqual([v.end, v.endBasis, v.inferred], [Y(2008), 'explicit', false]);
  });

  test('an end before the chosen start tells of another period: the interval stays open, never inverted', () => {
    const ended = { start: -Infinity, end: Y(2010), startBasis: 'unknown' as const, endBasis: 'explicit' as const, granularity: 'year' as const };
    const v = combineEvidence([evidence('a', 2012, null), evidence('b', null, null, 2021, { stated: ended, asserted: ended })]);
    assert.deepEqual([v.start, v.end, v.endBasis], [Y(2012), Infinity, 'open']);
  });

  test("the narrative's start beats the unknown start of a span that only says the fact ended, unless it lies past that end", () => {
    const narrated = (year: number) => {
      const a = { start: Y(year), end: Infinity, startBasis: 'narrative' as const, endBasis: 'open' as const, granularity: 'year' as const };
      return evidence('a', null, null, 2021, { stated: a, asserted: a });
    };
    const ended = (year: number) => {
      const a = { start: -Infinity, end: Y(year), startBasis: 'unknown' as const, endBasis: 'explicit' as const, granularity: 'year' as const };
      return evidence('a', null, null, 2021, { stated: a, asserted: a });
    };
    // "hired as head coach" in a paragraph about 1999, "After the Rams fired Martz" (ended by 2021).
    const martz = combineEvidence([narrated(1999), ended(2021)]);
    assert.deepEqual([martz.start, martz.startBasis, martz.end], [Y(1999), 'narrative', Y(2021)]);
    // "graduated in 1984" beside a later paragraph's narrative (2005): the stated end stands.
    const college = combineEvidence([narrated(2005), ended(1984)]);
    assert.deepEqual([college.start, college.end], [-Infinity, Y(1984)]);
  });

  test('a start from the document date is flagged inferred', () => {
    assert.equal(combineEvidence([evidence('a', null, null, 2001)]).inferred, true);
  });

  test('evidence emptied by a corrected revision no longer asserts anything', () => {
    const emptied = evidence('a', null, null, 2001, {
      asserted: { start: Y(2001), end: Y(2001), startBasis: 'document', endBasis: 'revision', granularity: 'day' },
    });
    const v = combineEvidence([emptied, evidence('b', 2003, null)]);
    assert.equal(v.start, Y(2003));
  });
});
