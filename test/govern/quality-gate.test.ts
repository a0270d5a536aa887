// The quality gate: which candidates are governed, which wait for review (and why), which are
// dropped; the queue's ids, buckets and groups; and a reviewer's edits.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultAliases, defaultSchema, toSourceDocument, utc, type Candidate } from '../../src/index.js';
import { PredicateMapper } from '../../src/govern/canonicalize.js';
import { editCandidate, qualityGate, type GateVerdict } from '../../src/govern/quality-gate.js';
import { confidenceBucket, deferredId, groupQueue, type DeferredCandidate } from '../../src/model/deferred.js';
import { defaultGovernanceConfig } from '../../src/model/config.js';

const schema = defaultSchema();
const mapper = new PredicateMapper(schema);
const aliases = defaultAliases();
const doc = toSourceDocument({ id: 'doc', text: 'x', date: '2012-05-01' }, 0, 'global');

function gate(c: Partial<Candidate>, config: Partial<typeof defaultGovernanceConfig> = {}): GateVerdict {
  const candidate: Candidate = { subject: 'Acme', predicate: 'chiefExecutiveOfficer', object: 'Jane Doe', start: 0, end: 10, confidence: 0.8, ...c };
  return qualityGate(candidate, doc, mapper, aliases, { ...defaultGovernanceConfig, ...config });
}
const reasonOf = (v: GateVerdict): string => (v.verdict === 'accept' ? 'accept' : `${v.verdict}:${v.reason}`);

describe('the quality gate', () => {
  test('a well-formed candidate at a normal confidence is accepted as its canonical claim', () => {
    const v = gate({ subject: 'Acme Corp.' });
    assert.equal(v.verdict, 'accept');
    assert.deepEqual(v.verdict === 'accept' && v.claim.key, { subject: 'acme', predicate: 'chiefExecutiveOfficer', scope: 'global' });
  });

  test("the default threshold (0.5) passes the rule extractor's normal confidences, 0.6 to 0.9", () => {
    assert.equal(defaultGovernanceConfig.reviewBelowConfidence, 0.5);
    for (const confidence of [0.6, 0.75, 0.9, 0.5]) assert.equal(reasonOf(gate({ confidence })), 'accept', `confidence ${confidence}`);
  });

  test('a candidate below the threshold is deferred as low-confidence, naming both numbers', () => {
    const v = gate({ confidence: 0.3 });
    assert.equal(reasonOf(v), 'defer:low-confidence');
    assert.equal(v.verdict === 'defer' && v.detail, 'confidence 0.3 is below 0.5');
    assert.equal(v.verdict === 'defer' && v.predicate, 'chiefExecutiveOfficer');
    assert.equal(reasonOf(gate({ confidence: 0.3 }, { reviewBelowConfidence: 0.2 })), 'accept', 'the threshold comes from the config');
    assert.equal(reasonOf(gate({ confidence: Number.NaN })), 'defer:low-confidence', 'a broken confidence is never trusted');
  });

  test('what no reviewer could accept is dropped: unknown predicate, empty fields, self-reference', () => {
    assert.equal(reasonOf(gate({ predicate: 'is the favourite cheese of' })), 'drop:unknown-predicate');
    assert.equal(reasonOf(gate({ subject: '  ' })), 'drop:empty-subject');
    assert.equal(reasonOf(gate({ object: '"' })), 'drop:empty-object');
    assert.equal(reasonOf(gate({ object: 'Acme' })), 'drop:self-reference');
    // "It was renamed Acme in 1994": a dated official name may be the one it bears now (it ends the one before).
    const renamed = {
      predicate: 'officialName',
      object: 'Acme',
      temporal: [{ start: 0, end: 7, text: 'in 1994', role: 'POINT' as const, time: Date.UTC(1994, 0, 1), granularity: 'year' as const, cue: 'in' }],
    };
    assert.equal(reasonOf(gate(renamed)), 'accept');
    assert.equal(reasonOf(gate({ ...renamed, temporal: [] })), 'drop:self-reference');
  });

  describe('a subject that is not a noun phrase is deferred', () => {
    const cases: [string, RegExp][] = [
      ['He', /is a pronoun left unresolved/],
      ['they', /is a pronoun left unresolved/],
      ['his company', /refers to something named elsewhere/],
      ['this band', /refers to something named elsewhere/],
      ['of Acme', /starts with the function word "of"/],
      ['and Beta Inc', /starts with the function word "and"/],
      ['was appointed by Acme', /starts with the verb "was"/],
      ['founded Acme', /starts with the verb "founded"/],
      ['Acme, which was founded in 1990', /is a clause \("which"\)/],
      ['The company that Jane Doe said she would lead next year', /has 11 words/],
      ['Acme? Maybe', /is a sentence/],
      ['1990', /is a number/],
      ['27 May 2019 Dmytro Razumkov', /starts with a date/],
      ['December 21 , 2017 Puigdemont', /starts with a date/],
    ];
    for (const [subject, detail] of cases) {
      test(`"${subject}"`, () => {
        const v = gate({ subject });
        assert.equal(reasonOf(v), 'defer:subject-not-noun-phrase');
        assert.match(v.verdict === 'defer' ? v.detail : '', detail);
      });
    }
  });

  test('names and noun phrases pass, including lower-case particles, articles before names and possessives', () => {
    for (const subject of [
      'Acme',
      'the United States',
      'Charles de Gaulle',
      'de Gaulle',
      'eBay',
      'University of California, Los Angeles',
      "His Majesty's Theatre",
      'The Who',
      "Acme's board",
      'Federal Commissioner for Data Protection and Freedom of Information',
    ]) {
      assert.equal(reasonOf(gate({ subject, object: 'Jane Doe' })), 'accept', subject);
    }
  });

  describe("an object that does not fit the predicate's type is deferred", () => {
    test('a Date predicate whose object is no date at all: unparseable-date', () => {
      const v = gate({ subject: 'Jane Doe', predicate: 'dateOfBirth', object: 'a sunny day' });
      assert.equal(reasonOf(v), 'defer:unparseable-date');
      assert.equal(v.verdict === 'defer' && v.predicate, 'dateOfBirth');
    });

    test('a Date predicate whose object is a date with a name beside it: object-type-mismatch', () => {
      const v = gate({ subject: 'Jane Doe', predicate: 'dateOfBirth', object: 'Paris, 18 September 1976' });
      assert.equal(reasonOf(v), 'defer:object-type-mismatch');
      assert.match(v.verdict === 'defer' ? v.detail : '', /"Paris" is left over/);
    });

    test('a Date predicate with a date and qualifiers passes', () => {
      for (const object of ['18 September 1976', 'September 1976', '1976', 'in early 1976', 'c. 1976']) {
        assert.equal(reasonOf(gate({ subject: 'Jane Doe', predicate: 'dateOfBirth', object })), 'accept', object);
      }
    });

    test('an entity-typed object that is a bare number, a date or a pronoun: object-type-mismatch', () => {
      for (const [object, detail] of [
        ['1998', /is a date, not a Person/],
        ['3.5', /is a bare number, not a Person/],
        ['12 March 2008', /is a date, not a Person/],
        ['him', /pronoun/],
        ['her husband', /reference left unresolved/],
      ] as const) {
        const v = gate({ object });
        assert.equal(reasonOf(v), 'defer:object-type-mismatch', object);
        assert.match(v.verdict === 'defer' ? v.detail : '', detail);
      }
      assert.equal(
        reasonOf(gate({ predicate: 'participantIn', subject: 'Jane Doe', object: '2012 Summer Olympics' })),
        'accept',
        'a name containing a year is a name',
      );
    });

    test('an event or an award that no name or date says which ("participated in tests", "received the award first prize"): object-type-mismatch', () => {
      for (const [predicate, object] of [
        ['participantIn', 'tests'],
        ['participantIn', 'first free practice session'],
        ['significantEvent', 'surge'],
        ['awardReceived', 'first prize'],
      ] as const) {
        const v = gate({ predicate, subject: 'Paul di Resta', object });
        assert.equal(reasonOf(v), 'defer:object-type-mismatch', object);
        assert.match(v.verdict === 'defer' ? v.detail : '', /names no (?:event|award)/);
      }
      assert.equal(reasonOf(gate({ predicate: 'participantIn', subject: 'Paul di Resta', object: 'the 2010 Australian Grand Prix' })), 'accept');
    });

    test('a value that names none of its predicate\'s schema words (a heritage designation "Alpha", "Shanghai Stock Exchange"): object-type-mismatch', () => {
      for (const object of ['Alpha', 'Shanghai Stock Exchange', 'permanent collection of the San']) {
        const v = gate({ predicate: 'heritageDesignation', subject: 'Northern District Command', object });
        assert.equal(reasonOf(v), 'defer:object-type-mismatch', object);
        assert.match(v.verdict === 'defer' ? v.detail : '', /names none of heritageDesignation's words/);
      }
      for (const object of ['National Historic Landmark', 'World Heritage Site', 'National Register of Historic Places'])
        assert.equal(reasonOf(gate({ predicate: 'heritageDesignation', subject: 'Flatiron Building', object })), 'accept', object);
    });

    test('a sport is a sport or a series: "Campos", "several test sessions", "2nd Grenke Chess Classic" are none; "GP2 Series", "Formula One", "DTM" are', () => {
      for (const object of ['Campos', 'several test sessions', '2nd Grenke Chess Classic', 'coaching role'])
        assert.equal(reasonOf(gate({ predicate: 'sport', subject: 'Rio Haryanto', object })), 'defer:object-type-mismatch', object);
      for (const object of [
        'GP2 Series',
        'Formula One',
        'DTM',
        'Asian Le Mans Series',
        'tennis',
        'biathlon',
        'ski jumping',
        'MotoGP',
        'British Touring Car Championship',
      ])
        assert.equal(reasonOf(gate({ predicate: 'sport', subject: 'Rio Haryanto', object })), 'accept', object);
    });

    test('"was listed on the Frankfurt Stock Exchange" is a listing; "listed on the National Register of Historic Places" no stock exchange', () => {
      for (const object of ['Frankfurt Stock Exchange', 'Nasdaq', 'Euronext Paris'])
        assert.equal(reasonOf(gate({ predicate: 'stockExchange', subject: 'Porsche AG', object })), 'accept', object);
      assert.equal(
        reasonOf(gate({ predicate: 'stockExchange', subject: 'Flatiron Building', object: 'National Register of Historic Places' })),
        'defer:object-type-mismatch',
      );
    });

    test('a noble title names a rank: "was created in 1796 from the disbanded Vologda Viceroyalty" is none; "Baron Faringdon", "Count of Ribagorza" are', () => {
      assert.equal(reasonOf(gate({ predicate: 'nobleTitle', subject: 'Vologda Governorate', object: 'Vologda Viceroyalty' })), 'defer:object-type-mismatch');
      for (const object of ['Baron Faringdon', 'Count of Ribagorza', '1st Baron Penrhyn'])
        assert.equal(reasonOf(gate({ predicate: 'nobleTitle', subject: 'Alexander Henderson', object })), 'accept', object);
    });

    test('a person\'s name where the type is no person ("joining Paul di Resta" as a team) is a mismatch; "Ralph Lauren Corporation" is an organisation', () => {
      for (const [predicate, object] of [
        ['memberOfSportsTeam', 'Paul di Resta'],
        ['country', 'William Bonville'],
        ['league', 'Mike Holmgren'],
      ] as const) {
        const v = gate({ predicate, subject: 'Nico Hülkenberg', object });
        assert.equal(reasonOf(v), 'defer:object-type-mismatch', object);
        assert.match(v.verdict === 'defer' ? v.detail : '', /names a person/);
      }
      for (const [predicate, object] of [
        ['parentOrganization', 'Ralph Lauren Corporation'],
        ['memberOfSportsTeam', 'Force India'],
        ['spouse', 'Mary Roberts'],
        // Companies and places bear people's names: "joined Arthur Andersen", "born in Howard County".
        ['employer', 'Arthur Andersen'],
        ['placeOfBirth', 'Charlotte Amalie'],
        ['country', 'Howard County'],
      ] as const)
        assert.equal(reasonOf(gate({ predicate, subject: 'Nico Hülkenberg', object })), 'accept', object);
    });
  });

  test('validation failures take precedence over low confidence (the reviewer fixes the value first)', () => {
    assert.equal(reasonOf(gate({ subject: 'He', confidence: 0.1 })), 'defer:subject-not-noun-phrase');
    assert.equal(reasonOf(gate({ object: '1998', confidence: 0.1 })), 'defer:object-type-mismatch');
  });
});

describe('date values', () => {
  test('"founded in the 1980s" keeps its decade; a year, a month and a day their own precision', () => {
    const object = (o: string) => {
      const v = gate({ subject: 'Acme', predicate: 'inception', object: o });
      return v.verdict === 'accept' ? v.claim.object : reasonOf(v);
    };
    assert.deepEqual(['the 1980s', 'in 1975', 'March 1975', '3 March 1975'].map(object), ['1980s', '1975', '1975-03', '1975-03-03']);
  });
});

describe('queue records', () => {
  const item = (id: string, predicate: string, confidence: number): DeferredCandidate => ({
    id,
    docId: 'doc',
    revision: 1,
    predicate,
    reason: 'low-confidence',
    detail: '',
    quote: '',
    deferredAt: 0,
    status: 'pending',
    resolution: null,
    candidate: { subject: 'Acme', predicate, object: 'X', start: 0, end: 1, confidence },
    occurrences: [],
  });

  test('ids are content hashes of document, triple and quote: stable, revision-independent, distinct', () => {
    const c = { subject: 'He', predicate: 'chiefExecutiveOfficer', object: 'Jane Doe' };
    assert.equal(deferredId('doc', c, 'He became CEO.'), deferredId('doc', { ...c }, 'He became CEO.'));
    assert.match(deferredId('doc', c, 'He became CEO.'), /^q[0-9a-f]{24}$/);
    assert.notEqual(deferredId('doc', c, 'He became CEO.'), deferredId('other', c, 'He became CEO.'));
    assert.notEqual(deferredId('doc', c, 'He became CEO.'), deferredId('doc', { ...c, object: 'John Roe' }, 'He became CEO.'));
  });

  test('confidence buckets are quarters of [0, 1], 1 in the top one', () => {
    assert.deepEqual([0, 0.24, 0.25, 0.49, 0.5, 0.99, 1, -1, Number.NaN].map(confidenceBucket), [
      '0.00–0.25',
      '0.00–0.25',
      '0.25–0.50',
      '0.25–0.50',
      '0.50–0.75',
      '0.75–1.00',
      '0.75–1.00',
      '0.00–0.25',
      '0.00–0.25',
    ]);
  });

  test('the queue groups by predicate, then bucket, with counts', () => {
    const items = [item('a', 'ceo', 0.1), item('b', 'ceo', 0.3), item('c', 'board', 0.9), item('d', 'ceo', 0.2)];
    assert.deepEqual(groupQueue(items), [
      { predicate: 'board', bucket: '0.75–1.00', count: 1 },
      { predicate: 'ceo', bucket: '0.00–0.25', count: 2 },
      { predicate: 'ceo', bucket: '0.25–0.50', count: 1 },
    ]);
    assert.deepEqual(groupQueue([]), []);
  });
});

describe("a reviewer's edit", () => {
  const candidate: Candidate = { subject: 'He', predicate: 'chiefExecutiveOfficer', object: 'Jane Doe', start: 5, end: 40, confidence: 0.3 };
  const quote = 'He named Jane Doe CEO in 2008 until 2011.';

  test('replaces the fields it sets and keeps the others', () => {
    assert.deepEqual(editCandidate(candidate, { subject: ' Acme ' }, quote, utc(2012)), { ...candidate, subject: 'Acme' });
    assert.deepEqual(editCandidate(candidate, {}, quote, utc(2012)), candidate);
  });

  test("a start or end date replaces the text's own, as an explicit bound; the other one stays", () => {
    const edited = editCandidate(candidate, { start: '2008-03' }, quote, utc(2012));
    const roles = edited.temporal!.map((t) => [t.role, t.time, t.granularity, t.cue]);
    assert.deepEqual(roles, [
      ['END', utc(2011), 'year', 'range'],
      ['START', utc(2008, 3), 'month', 'review'],
    ]);
    const ended = editCandidate(candidate, { end: '2010' }, quote, utc(2012));
    assert.deepEqual(
      ended.temporal!.filter((t) => t.role === 'END').map((t) => t.time),
      [utc(2010)],
    );
  });

  test('bad values are refused naming the field', () => {
    assert.throws(() => editCandidate(candidate, { subject: ' ' }, quote, 0), { code: 'INVALID_INPUT', message: /^subject: must be a non-empty string/ });
    assert.throws(() => editCandidate(candidate, { start: '03/2008' }, quote, 0), {
      code: 'INVALID_INPUT',
      message: /^start: "03\/2008" is not an ISO-8601 date/,
    });
    assert.throws(() => editCandidate(candidate, { end: '2008-13' }, quote, 0), { code: 'INVALID_INPUT', message: /^end: "2008-13" is not a valid date/ });
  });
});
