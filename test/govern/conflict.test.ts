// Algorithm 2 (and Algorithm 1, lines 13–17) over one key, with the paper's examples and the
// decisions where we go beyond it (README, "Governance decisions").

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { evaluateKey, type KeyClaim } from '../../src/govern/conflict.js';
import { defaultGovernanceConfig as config } from '../../src/model/config.js';
import { claim, evidence, Y } from './helpers.js';
import { utc } from '../../src/model/time.js';

const states = (claims: KeyClaim[], cardinality: 'functional' | 'multi-valued' | 'event-log' = 'functional') => {
  const out = evaluateKey(claims, cardinality, config);
  return Object.fromEntries(
    [...out].map(([id, s]) => [
      id,
      { status: s.epistemic.status, rank: s.epistemic.rank, start: s.validity.start, end: s.validity.end, endBasis: s.validity.endBasis },
    ]),
  );
};

describe('Algorithm 2: conflict detection and state assignment', () => {
  test('a new key is Active (line 4)', () => {
    assert.equal(states([claim('a', evidence('reuters', 2001, null))]).a!.status, 'active');
  });

  test('CEO succession: non-overlapping intervals are both Active (lines 10–12)', () => {
    const s = states([claim('roe', evidence('reuters', 2001, 2008)), claim('doe', evidence('ap', 2008, null))]);
    assert.deepEqual([s.roe!.status, s.doe!.status], ['active', 'active']);
    assert.equal(s.roe!.end, Y(2008));
  });

  test('board members: a multi-valued predicate accepts concurrent values (line 11)', () => {
    const s = states([claim('x', evidence('reuters', 2005, null)), claim('y', evidence('ap', 2006, null))], 'multi-valued');
    assert.deepEqual([s.x!.status, s.y!.status], ['active', 'active']);
    assert.equal(s.x!.end, Infinity);
  });

  test('event-log values never conflict', () => {
    const s = states([claim('x', evidence('reuters', 2011, 2012)), claim('y', evidence('ap', 2011, 2012))], 'event-log');
    assert.deepEqual([s.x!.status, s.y!.status], ['active', 'active']);
  });

  test('a later value with ≥ 2 independent sources supersedes: the old interval closes at its start (lines 15–16)', () => {
    const s = states([claim('roe', evidence('reuters', 2001, null)), claim('doe', evidence('ap', 2008, null), evidence('bloomberg', 2008, null))]);
    assert.deepEqual([s.roe!.end, s.roe!.endBasis], [Y(2008), 'succession']);
    // Decision 2: superseded is not wrong — Roe stays Active for 2001–2008.
    assert.deepEqual([s.roe!.status, s.doe!.status], ['active', 'active']);
  });

  test('an existing value with ≥ 2 sources that starts later closes the new one (lines 18–19)', () => {
    const s = states([claim('new', evidence('blog', 2001, null)), claim('old', evidence('ap', 2005, null), evidence('reuters', 2005, null))]);
    assert.deepEqual([s.new!.end, s.new!.status, s.old!.status], [Y(2005), 'active', 'active']);
  });

  test('overlapping single-source values from different sources are both Contested (line 22)', () => {
    const s = states([claim('boston', evidence('reuters', 2010, null)), claim('cambridge', evidence('bloomberg', 2012, null))]);
    assert.deepEqual([s.boston!.status, s.cambridge!.status], ['contested', 'contested']);
  });

  test('two independent sources are not enough to deprecate a rival that started at the same time', () => {
    const s = states([claim('a', evidence('x', 2010, null)), claim('b', evidence('y', 2010, null), evidence('z', 2010, null))]);
    assert.deepEqual([s.a!.status, s.b!.status], ['contested', 'contested']);
  });

  test('a contest resolves once one side reaches 3 independent sources: the loser is Deprecated', () => {
    const s = states([claim('a', evidence('x', 2010, null)), claim('b', evidence('y', 2010, null), evidence('z', 2010, null), evidence('w', 2010, null))]);
    assert.deepEqual([s.a!.status, s.a!.rank, s.b!.status, s.b!.rank], ['deprecated', 'deprecated', 'active', 'preferred']);
  });

  test('a lone later claim against a well-sourced earlier one is isolated as Deprecated once the consensus has 3 sources', () => {
    const s = states([
      claim('consensus', evidence('x', 2000, null), evidence('y', 2000, null), evidence('z', 2000, null)),
      claim('hallucination', evidence('blog', 2015, null)),
    ]);
    assert.deepEqual([s.consensus!.status, s.hallucination!.status], ['active', 'deprecated']);
  });

  test('co-CEOs: with the predicate overridden to multi-valued, concurrent values are not a conflict', () => {
    const claims = [claim('a', evidence('reuters', 2010, null)), claim('b', evidence('ap', 2010, null))];
    assert.deepEqual(
      Object.values(states(claims, 'functional')).map((s) => s.status),
      ['contested', 'contested'],
    );
    assert.deepEqual(
      Object.values(states(claims, 'multi-valued')).map((s) => s.status),
      ['active', 'active'],
    );
  });
});

describe('governance decisions beyond the paper', () => {
  test('decision 1: a claim that gains its second independent source supersedes on re-evaluation', () => {
    const roe = claim('roe', evidence('reuters', 2001, null));
    const oneSource = states([roe, claim('doe', evidence('ap', 2008, null))]);
    assert.equal(oneSource.roe!.status, 'contested');
    const twoSources = states([roe, claim('doe', evidence('ap', 2008, null), evidence('bloomberg', 2008, null))]);
    assert.deepEqual([twoSources.roe!.status, twoSources.roe!.end, twoSources.doe!.status], ['active', Y(2008), 'active']);
  });

  test('decision 3: a later value from the same source is a succession, not a dispute', () => {
    const s = states([claim('roe', evidence('reuters', 2001, null, 2001)), claim('doe', evidence('reuters', 2008, null, 2008))]);
    assert.deepEqual([s.roe!.status, s.roe!.end, s.doe!.status], ['active', Y(2008), 'active']);
  });

  test('a stated day inside the year a successor starts is kept: "Yasen Petrov (1 July 2010 – 28 May 2011)", his successor named "in 2011"', () => {
    const petrov = {
      start: utc(2010, 7, 1),
      end: utc(2011, 5, 28),
      startBasis: 'explicit' as const,
      endBasis: 'explicit' as const,
      granularity: 'day' as const,
    };
    const s = states([
      claim('petrov', evidence('wiki', null, null, 2021, { stated: petrov, asserted: petrov })),
      claim('zdravkov', evidence('wiki', 2011, null, 2021)),
    ]);
    assert.deepEqual([s.petrov!.end, s.petrov!.endBasis], [utc(2011, 5, 28), 'explicit']);
    // A year on the boundary is no finer than the successor's year: "1985–87" closes at "1986–87".
    const s2 = states([claim('ivkov', evidence('wiki', 1985, 1987, 2021)), claim('panov', evidence('wiki', 1986, 1987, 2021))]);
    assert.deepEqual([s2.ivkov!.end, s2.ivkov!.endBasis], [Y(1986), 'succession']);
  });

  test('a value whose start is unknown is not closed by a successor: "Malavasi became head coach", ended 1978, is no coach "until 1945"', () => {
    const ended = { start: -Infinity, end: Y(1978), startBasis: 'unknown' as const, endBasis: 'explicit' as const, granularity: 'year' as const };
    const s = states([
      claim('malavasi', evidence('wiki', null, null, 2021, { stated: ended, asserted: ended })),
      claim('waterfield', evidence('wiki', 1945, 1952, 2021)),
    ]);
    assert.equal(s.malavasi!.end, Y(1978));
    assert.equal(s.malavasi!.endBasis, 'explicit');
  });

  test('decision 3: two values one source gives for the same start are concurrent, not contested', () => {
    const s = states([claim('a', evidence('wiki', 2010, null)), claim('b', evidence('wiki', 2010, null))]);
    assert.deepEqual([s.a!.status, s.b!.status], ['active', 'active']);
  });

  test('decision 3 is no back door: one source of a three-source consensus cannot overturn it alone', () => {
    const s = states([
      claim('natarajan', evidence('a', 2021, null), evidence('b', 2021, null), evidence('c', 2021, null)),
      claim('crane', evidence('a', 2023, null)),
    ]);
    assert.deepEqual([s.natarajan!.status, s.natarajan!.end, s.crane!.status], ['active', Infinity, 'deprecated']);
  });

  test('sources are independent by publisher: two articles of one source count once', () => {
    const s = states([
      claim('roe', evidence('reuters', 2001, null)),
      claim('doe', evidence('ap', 2008, null, 2008), evidence('ap', 2008, null, 2009, { docId: 'ap-2' })),
    ]);
    assert.equal(s.roe!.status, 'contested');
  });
});

describe('properties', () => {
  const arbClaims = fc
    .array(
      fc.record({
        sources: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 1, maxLength: 4 }),
        start: fc.integer({ min: 2000, max: 2010 }),
        length: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .map((xs) => xs.map((x, i) => claim(`c${i}`, ...x.sources.map((s) => evidence(s, x.start, x.length === null ? null : x.start + x.length)))));

  test('the outcome does not depend on the order claims arrive in', () => {
    fc.assert(
      fc.property(arbClaims, fc.infiniteStream(fc.nat()), (claims, seeds) => {
        const shuffled = [...claims].sort(() => (seeds.next().value % 3) - 1);
        assert.deepEqual(states(shuffled), states(claims));
      }),
      { numRuns: 200 },
    );
  });

  test('after governance no two Active values of a functional key overlap unless the same sources assert both', () => {
    fc.assert(
      fc.property(arbClaims, (claims) => {
        const out = evaluateKey(claims, 'functional', config);
        const active = claims.filter((c) => out.get(c.id)!.epistemic.status === 'active');
        for (const a of active)
          for (const b of active) {
            if (a === b) continue;
            const va = out.get(a.id)!.validity;
            const vb = out.get(b.id)!.validity;
            const overlap = Math.max(va.start, vb.start) < Math.min(va.end, vb.end);
            const sa = new Set(a.evidence.map((e) => e.source));
            const sb = new Set(b.evidence.map((e) => e.source));
            const same = sa.size === sb.size && [...sa].every((x) => sb.has(x));
            assert.ok(!overlap || same, `${a.id} and ${b.id} overlap while both active`);
          }
      }),
      { numRuns: 300 },
    );
  });

  test('governance only ever shortens a validity interval, never extends it', () => {
    fc.assert(
      fc.property(arbClaims, (claims) => {
        const out = evaluateKey(claims, 'functional', config);
        for (const c of claims) {
          const v = out.get(c.id)!.validity;
          assert.equal(v.start, c.base.start);
          assert.ok(v.end <= c.base.end);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('a recorded decision on a key is pinned', () => {
  const key = { scope: 'global', subject: 'acme', predicate: 'headquartersLocation' };
  const decided = (claims: KeyClaim[], winner: string | null, losers: string[]) => {
    const out = evaluateKey(claims, 'functional', config, { key, winner, losers, reason: 'r', by: 'p', at: 0 });
    return Object.fromEntries([...out].map(([id, s]) => [id, [s.epistemic.status, s.epistemic.rank, s.validity.end === Infinity ? 'open' : s.validity.end]]));
  };

  test('the winner is Active + Preferred and the declared loser Deprecated', () => {
    const s = decided([claim('boston', evidence('reuters', 2010, null)), claim('denver', evidence('bloomberg', 2010, null))], 'boston', ['denver']);
    assert.deepEqual(s, { boston: ['active', 'preferred', 'open'], denver: ['deprecated', 'deprecated', 'open'] });
  });

  test('a loser that later gains enough sources to win a vote stays Deprecated, and does not close the winner by succession', () => {
    const denver = claim('denver', evidence('bloomberg', 2011, null), evidence('wsj', 2011, null), evidence('ft', 2011, null), evidence('ap', 2011, null));
    const s = decided([claim('boston', evidence('reuters', 2010, null)), denver], 'boston', ['denver']);
    assert.deepEqual(s, { boston: ['active', 'preferred', 'open'], denver: ['deprecated', 'deprecated', 'open'] });
  });

  test('a value nobody ruled on that overlaps the winner is Contested (the dispute reopens), while the winner stays Active', () => {
    const s = decided(
      [claim('boston', evidence('reuters', 2010, null)), claim('denver', evidence('bloomberg', 2010, null)), claim('austin', evidence('blog', 2012, null))],
      'boston',
      ['denver'],
    );
    assert.deepEqual(s, { boston: ['active', 'preferred', 'open'], denver: ['deprecated', 'deprecated', 'open'], austin: ['contested', 'normal', 'open'] });
  });

  test('a value contested only by the loser becomes Active once the loser is out', () => {
    // Boston (2010–2012) and Denver (2011–) were rivals, and Denver and Austin (2013–) too; ruling Denver out leaves Austin undisputed.
    const s = decided(
      [claim('boston', evidence('reuters', 2010, 2012)), claim('denver', evidence('bloomberg', 2011, null)), claim('austin', evidence('ap', 2013, null))],
      'boston',
      ['denver'],
    );
    assert.deepEqual(s.austin, ['active', 'normal', 'open']);
  });

  test('a decision to leave a key contested changes nothing', () => {
    const claims = [claim('boston', evidence('reuters', 2010, null)), claim('denver', evidence('bloomberg', 2010, null))];
    assert.deepEqual(decided(claims, null, []), { boston: ['contested', 'normal', 'open'], denver: ['contested', 'normal', 'open'] });
  });
});
