// Schema discovery: surface predicates read from the words between two mentions, argument types,
// clusters mapped to known predicates, cardinality suggested from observed concurrency (a co-CEO
// overlap flags the functional chiefExecutiveOfficer), and a starter schema that the real loader
// reads and a real ingest uses. A smoke run on TimeQA when the data is beside the repo.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NuggetIndex, parseSchema, toSourceDocument, type DocumentInput, type Nugget } from '../../src/index.js';
import { discoverSchema, sampleDocuments, type DiscoveredSchema } from '../../src/extract/discover/discover.js';
import { discoveredSchemaYaml } from '../../src/extract/discover/yaml.js';
import { findMentions } from '../../src/extract/discover/mentions.js';
import { lemma, readPredicate, surfaceRelations } from '../../src/extract/discover/predicates.js';
import { observedSpan, suggestCardinality } from '../../src/extract/discover/cardinality.js';
import { tagTemporal } from '../../src/extract/temporal.js';
import { loadSchemaFile } from '../../src/io/schema-files.js';
import { parseTimeqa, timeqaCorpus } from '../../src/eval/timeqa.js';

const NOW = Date.UTC(2024, 5, 1);

/**
 * Companies with CEOs over time (Acme's overlap, reported by two sources, is a co-CEO arrangement),
 * players moving between clubs, awards and visits.
 */
const corpus: DocumentInput[] = [
  { id: 'acme-1', date: '2019-01-01', source: 'wire', text: 'Jane Doe was CEO of Acme Corp from 2010 to 2016.' },
  { id: 'acme-2', date: '2019-01-01', source: 'gazette', text: 'John Roe was CEO of Acme Corp from 2014 to 2018.' },
  {
    id: 'globex',
    date: '2019-01-01',
    source: 'wire',
    text: 'Alan Smith was CEO of Globex Inc from 2001 to 2005. Betty White was CEO of Globex Inc from 2005 to 2011.',
  },
  {
    id: 'initech',
    date: '2019-01-01',
    source: 'wire',
    text: 'Carl Jones, chief executive of Initech Corp from 1999 to 2003, retired in 2004. Dana Scully was CEO of Initech Corp from 2003 to 2009.',
  },
  {
    id: 'baker',
    title: 'Tom Baker',
    date: '2020-01-01',
    source: 'wiki',
    text: 'Tom Baker is an English footballer. He joined Chelsea F.C. in 2001. He played for Chelsea F.C. from 2001 to 2005. In 2005 he joined Arsenal F.C. and played for Arsenal F.C. from 2005 to 2008. He won the Golden Boot Award in 2003. He visited Japan in 2006.',
  },
  {
    id: 'green',
    title: 'Sam Green',
    date: '2020-01-01',
    source: 'wiki',
    text: 'Sam Green is a Welsh footballer. He joined Everton F.C. in 1998. He played for Everton F.C. from 1998 to 2002. He joined Leeds United in 2002. He played for Leeds United from 2002 to 2006. He won the Golden Boot Award in 2004. He visited Brazil in 2010.',
  },
  {
    id: 'black',
    title: 'Joe Black',
    date: '2020-01-01',
    source: 'wiki',
    text: 'Joe Black is a Scottish footballer. He joined Celtic F.C. in 2003. He played for Celtic F.C. from 2003 to 2007. He joined Rangers F.C. in 2007. He played for Rangers F.C. from 2007 to 2012. He won the Silver Boot Award in 2009. He visited Canada in 2011. Joe Black coached Hamilton Academical in 2015.',
  },
];
const docs = corpus.map((d) => toSourceDocument(d, NOW, 'global'));
const byName = (r: DiscoveredSchema, name: string) => r.predicates.find((p) => p.def.name === name);

describe('surface predicates', () => {
  test('crude lemmatisation: auxiliaries gone, past forms and -s forms to the base', () => {
    // prettier-ignore
    const words = ['appointed', 'located', 'headquartered', 'based', 'served', 'transferred', 'released', 'graduated', 'joined', 'married', 'won', 'led', 'joins', 'visited'];
    assert.deepEqual(words.map(lemma), [
      'appoint',
      'locate',
      'headquarter',
      'base',
      'serve',
      'transfer',
      'release',
      'graduate',
      'join',
      'marry',
      'win',
      'lead',
      'join',
      'visit',
    ]);
  });

  test('verb phrases and role-noun constructions between two mentions', () => {
    const read = (gap: string) => {
      const r = readPredicate(gap, { leftIsArgument: true, rightIsDate: false });
      return r && [r.construction, r.normalized, r.holder];
    };
    assert.deepEqual(read(' was appointed CEO of '), ['role', 'ceo', 'left']);
    assert.deepEqual(read(' , chairman of '), ['role', 'chairman', 'left']);
    assert.deepEqual(read(' , the former chief executive of '), ['role', 'chief executive', 'left']);
    assert.deepEqual(read("'s CEO "), ['role', 'ceo', 'right']);
    assert.deepEqual(read(' CEO '), ['role', 'ceo', 'right']);
    assert.deepEqual(read(' was a member of the '), ['role', 'member', 'left']);
    assert.deepEqual(read(' played for '), ['verb', 'play for', 'left']);
    assert.deepEqual(read(' later joined '), ['verb', 'join', 'left']);
    assert.deepEqual(read(' is headquartered in '), ['verb', 'headquarter in', 'left']);
    assert.deepEqual(read(' won the '), ['verb', 'win', 'left']);
    assert.deepEqual(read(' is a village in '), ['verb', 'be village in', 'left']);
    assert.equal(read(' did not join '), null, 'negation');
    assert.equal(read(' and '), null, 'coordination');
    assert.equal(read(' , '), null, 'a list');
    assert.equal(read(' in '), null, 'no verb');
  });

  test('mentions are typed: people, organisations, places, positions, awards, dates', () => {
    const s = 'In 2009 , Newton D . Baker joined Chelsea F.C. in London , became Secretary of War and won the Nobel Prize .';
    const mentions = findMentions(s, tagTemporal(s));
    assert.deepEqual(
      mentions.map((m) => [m.text, m.type]),
      [
        ['2009', 'Date'],
        ['Newton D. Baker', 'Person'],
        ['Chelsea F.C.', 'Organization'],
        ['London', 'Place'],
        ['Secretary of War', 'Position'],
        ['Nobel Prize', 'Award'],
      ],
    );
  });

  test('a coordinated verb phrase borrows the agent; a date after a qualifier preposition is not an object', () => {
    const s = 'Jane Doe joined Acme Corp. in 2009 and left Globex Inc in 2012. ';
    const rels = surfaceRelations(s, findMentions(s, tagTemporal(s)));
    assert.deepEqual(
      rels.map((r) => [r.agent.text, r.reading.normalized, r.other.text]),
      [
        ['Jane Doe', 'join', 'Acme Corp.'],
        ['Jane Doe', 'leave', 'Globex Inc'],
      ],
    );
    const born = 'Robert Brown ( born 1950 ) is an actor.';
    assert.deepEqual(
      surfaceRelations(born, findMentions(born, tagTemporal(born))).map((r) => [r.reading.normalized, r.other.text]),
      [['born', '1950']],
    );
  });
});

describe('cardinality from observed concurrency', () => {
  const span = (text: string) => observedSpan(tagTemporal(text));
  const obs = (subject: string, object: string, when: string, head = 'ceo') => ({ subject, subjectText: subject, object, span: span(when), head });

  test('overlapping ranges are concurrent; ranges that meet are a succession', () => {
    const concurrent = suggestCardinality([obs('acme', 'Jane Doe', 'from 2010 to 2016'), obs('acme', 'John Roe', 'from 2014 to 2018')], {
      multiValuedShare: 0.25,
      minDatedSubjects: 1,
    });
    assert.equal(concurrent.suggested, 'multi-valued');
    assert.equal(concurrent.concurrent, 1);
    const succession = suggestCardinality([obs('acme', 'Jane Doe', 'from 2010 to 2014'), obs('acme', 'John Roe', 'from 2014 to 2018')], {
      multiValuedShare: 0.25,
      minDatedSubjects: 1,
    });
    assert.deepEqual([succession.suggested, succession.succession, succession.concurrent], ['functional', 1, 0]);
  });

  test('two bare starts in the same year prove nothing; a start inside a stated range does', () => {
    const starts = suggestCardinality([obs('acme', 'Jane Doe', 'since 2014'), obs('acme', 'John Roe', 'since 2014')], {
      multiValuedShare: 0.25,
      minDatedSubjects: 1,
    });
    assert.deepEqual([starts.concurrent, starts.succession, starts.open, starts.suggested], [0, 0, 1, 'functional']);
    assert.match(starts.reason, /start at different times but no stated ends .*: functional if each replaced the last/);
    const inside = suggestCardinality([obs('acme', 'Jane Doe', 'from 2010 to 2016'), obs('acme', 'John Roe', 'since 2014')], {
      multiValuedShare: 0.25,
      minDatedSubjects: 1,
    });
    assert.equal(inside.concurrent, 1);
  });

  test('concurrency at too few subjects is reported but suggests nothing', () => {
    const r = suggestCardinality([obs('acme', 'Jane Doe', 'from 2010 to 2016'), obs('acme', 'John Roe', 'from 2014 to 2018')], {
      multiValuedShare: 0.25,
      minDatedSubjects: 3,
    });
    assert.deepEqual([r.suggested, r.concurrent], ['functional', 1]);
    assert.match(r.reason, /1 subject has concurrent values \(acme: Jane Doe 2010–2016 ∥ John Roe 2014–2018\) — check them, or make it multi-valued/);
  });

  test('one undated value per subject is no evidence: the default, marked weak', () => {
    const r = suggestCardinality(
      [
        { subject: 'a', subjectText: 'A', object: 'X', span: null, head: 'own' },
        { subject: 'b', subjectText: 'B', object: 'Y', span: null, head: 'own' },
      ],
      { multiValuedShare: 0.25, minDatedSubjects: 1 },
    );
    assert.deepEqual([r.suggested, r.weak, r.single], ['functional', true, 2]);
  });

  test('spellings of one value are one value ("Jane Doe", "Doe")', () => {
    const r = suggestCardinality([obs('acme', 'Jane Doe', 'from 2010 to 2016'), obs('acme', 'Doe', 'from 2012 to 2013')], {
      multiValuedShare: 0.25,
      minDatedSubjects: 1,
    });
    assert.deepEqual([r.single, r.concurrent], [1, 0]);
  });

  test('an event verb whose dated observations are all single points is an event log', () => {
    const r = suggestCardinality([obs('a', 'X Award', 'in 2003', 'win'), obs('a', 'Y Award', 'in 2004', 'win'), obs('b', 'X Award', 'in 2005', 'win')], {
      multiValuedShare: 0.25,
      minDatedSubjects: 1,
    });
    assert.equal(r.suggested, 'event-log');
  });
});

describe('discovery over a small corpus', () => {
  const result = discoverSchema(docs, { minSupport: 2 });

  test('CEO sentences resolve to the known chiefExecutiveOfficer, and the co-CEO overlap makes it multi-valued', () => {
    const ceo = byName(result, 'chiefExecutiveOfficer')!;
    assert.equal(ceo.known, 'chiefExecutiveOfficer');
    assert.equal(ceo.construction, 'role');
    assert.deepEqual(ceo.support, { sentences: 6, subjects: 3, documents: 4 });
    assert.ok(
      ceo.forms.some((f) => f.surface === ', chief executive of'),
      'the apposition joins the cluster through the role noun',
    );
    assert.deepEqual(
      [ceo.declared, ceo.cardinality.suggested, ceo.concurrentOnFunctional, ceo.def.cardinality],
      ['functional', 'multi-valued', true, 'multi-valued'],
    );
    assert.deepEqual(ceo.cardinality.concurrentExamples, ['Acme Corp: Jane Doe 2010–2016 ∥ John Roe 2014–2018']);
    assert.equal(ceo.cardinality.succession, 2);
    assert.deepEqual([ceo.def.subject, ceo.def.object], ['Organization', 'Person']);
  });

  test('below the multi-valued share, concurrency is flagged but the predicate stays functional', () => {
    const strict = discoverSchema(docs, { minSupport: 2, multiValuedShare: 0.5 });
    const ceo = byName(strict, 'chiefExecutiveOfficer')!;
    assert.deepEqual([ceo.cardinality.suggested, ceo.concurrentOnFunctional, ceo.def.cardinality], ['functional', true, 'functional']);
    assert.match(ceo.cardinality.reason, /concurrent values \(Acme Corp: Jane Doe/);
  });

  test('without the overlap there is no override', () => {
    const ceo = byName(
      discoverSchema(
        docs.filter((d) => !d.id.startsWith('acme')),
        { minSupport: 2 },
      ),
      'chiefExecutiveOfficer',
    )!;
    assert.deepEqual([ceo.cardinality.suggested, ceo.concurrentOnFunctional, ceo.def.cardinality], ['functional', false, 'functional']);
  });

  test('players moving between clubs are a succession: functional', () => {
    const team = byName(result, 'memberOfSportsTeam')!;
    assert.equal(team.known, 'memberOfSportsTeam');
    assert.deepEqual([team.cardinality.suggested, team.cardinality.succession, team.cardinality.concurrent], ['functional', 3, 0]);
    assert.deepEqual(team.subjectTypes, { Person: 6 }, 'pronouns resolve to the page subject');
    // "joined" resolves to employer, declared multi-valued; the sample's evidence is reported, the schema's choice kept.
    const joined = byName(result, 'employer')!;
    assert.deepEqual([joined.declared, joined.cardinality.suggested, joined.def.cardinality], ['multi-valued', 'functional', 'multi-valued']);
  });

  test('awards are an event log; visits are a new event-log predicate proposed from the verb', () => {
    assert.equal(byName(result, 'awardReceived')!.cardinality.suggested, 'event-log');
    const visit = byName(result, 'visit')!;
    assert.equal(visit.known, null);
    assert.deepEqual([visit.def.subject, visit.def.object, visit.def.cardinality, visit.def.kind], ['Person', 'Place', 'event-log', 'EpisodicEvent']);
    assert.deepEqual(visit.def.aliases, ['visited']);
    assert.equal(visit.def.template, '{s} visited {o}');
    assert.equal(visit.examples[0], 'He visited Japan in 2006.');
  });

  test('predicates below the minimum support are dropped', () => {
    assert.equal(
      result.predicates.some((p) => p.normalized.includes('coach')),
      false,
    );
    assert.ok(result.belowSupport >= 1);
    assert.ok(byName(discoverSchema(docs, { minSupport: 1 }), 'headCoach') !== undefined, 'with support 1 the single coaching sentence counts');
    assert.equal(discoverSchema(docs, { minSupport: 7 }).predicates.length, 0);
    assert.throws(() => discoverSchema(docs, { minSupport: 0 }), { code: 'INVALID_INPUT', message: /minSupport/ });
    assert.throws(() => discoverSchema(docs, { multiValuedShare: 1.5 }), { code: 'INVALID_INPUT', message: /multiValuedShare/ });
  });

  test('the sample is deterministic: the first n, or the same seeded n', () => {
    const xs = Array.from({ length: 50 }, (_, i) => i);
    assert.deepEqual(sampleDocuments(xs, 3), [0, 1, 2]);
    assert.deepEqual(sampleDocuments(xs, 5, 7), sampleDocuments(xs, 5, 7));
    assert.notDeepEqual(sampleDocuments(xs, 5, 7), sampleDocuments(xs, 5, 8));
    assert.equal(new Set(sampleDocuments(xs, 20, 3)).size, 20);
  });
});

describe('the starter schema YAML', () => {
  const result = discoverSchema(docs, { minSupport: 2 });
  const yaml = discoveredSchemaYaml(result, { command: 'nuggetindex schema discover corpus.jsonl --min-support 2' });

  test('loads with the real schema loader, predicate for predicate', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ni-discover-'));
    try {
      const file = join(dir, 'schema.yaml');
      writeFileSync(file, yaml);
      const schema = loadSchemaFile(file);
      assert.deepEqual(
        schema.predicates.map((p) => p.name),
        result.predicates.map((p) => p.def.name),
      );
      assert.deepEqual(
        schema.predicates.map((p) => p.cardinality),
        result.predicates.map((p) => p.def.cardinality),
      );
      assert.deepEqual(schema.byName.get('visit'), { ...result.predicates.find((p) => p.def.name === 'visit')!.def });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("carries the evidence as comments, in the bundled file's layout", () => {
    assert.match(yaml, /^# nuggetindex starter schema/);
    assert.match(yaml, /\nversion: 1\npredicates:\n/);
    assert.match(yaml, /# known: chiefExecutiveOfficer/);
    assert.match(
      yaml,
      /# cardinality: multi-valued, OVERRIDING functional in the schema — 1 of 3 subjects with several dated values holds them at the same time \(Acme Corp: Jane Doe 2010–2016 ∥ John Roe 2014–2018\)/,
    );
    assert.match(yaml, /# support: 6 sentences, 3 subjects, 4 documents/);
    assert.match(yaml, /# e\.g\. "He visited Japan in 2006\."/);
    assert.match(yaml, /# cardinality: multi-valued as in the schema; this sample alone suggests functional/);
    assert.match(yaml, /\n {2}- name: visit\n/);
    assert.match(yaml, /roles: \[chief executive officer, group chief executive/);
    assert.match(yaml, /aliases:\n {6}- "visited"\n/);
    assert.doesNotMatch(yaml, /[ \t]+\n/, 'no trailing whitespace');
  });

  const ingestAll = async (ni: NuggetIndex): Promise<Nugget[]> => {
    for (const d of corpus) await ni.ingest(d);
    const nuggets: Nugget[] = [];
    for await (const batch of ni.store.scanNuggets()) nuggets.push(...batch);
    await ni.close();
    return nuggets;
  };
  const acmeCeos = (nuggets: Nugget[]) =>
    nuggets
      .filter((n) => n.fact.predicate === 'chiefExecutiveOfficer' && n.fact.subject === 'Acme Corp')
      .map((n) => [n.fact.object, n.epistemic.status])
      .sort();

  test('used as the schema of a real ingest, it produces nuggets — co-CEOs both active, visits as events', async () => {
    const nuggets = await ingestAll(await NuggetIndex.open({ schema: parseSchema(yaml, 'discovered.yaml'), clock: () => NOW }));
    assert.deepEqual(acmeCeos(nuggets), [
      ['Jane Doe', 'active'],
      ['John Roe', 'active'],
    ]);
    const visits = nuggets.filter((n) => n.fact.predicate === 'visit');
    assert.deepEqual(visits.map((n) => n.fact.object).sort(), ['Brazil', 'Canada', 'Japan']);
    assert.ok(visits.every((n) => n.kind === 'EpisodicEvent'));
    assert.ok(nuggets.some((n) => n.fact.predicate === 'memberOfSportsTeam'));
  });

  test('with the bundled schema, the same co-CEOs contest each other', async () => {
    assert.deepEqual(acmeCeos(await ingestAll(await NuggetIndex.open({ clock: () => NOW }))), [
      ['Jane Doe', 'contested'],
      ['John Roe', 'contested'],
    ]);
  });
});

const TIMEQA = fileURLToPath(new URL('../../../shared/data/timeqa/human_annotated_train.json', import.meta.url));

test(
  'smoke: a 30-page TimeQA sample about teams and offices runs in seconds and proposes team membership and positions',
  { skip: !existsSync(TIMEQA) && 'TimeQA data not beside the repo' },
  () => {
    const entries = parseTimeqa(JSON.parse(readFileSync(TIMEQA, 'utf8')), TIMEQA);
    // Pages whose questions ask about sports teams, positions, chairs, heads of government, parties, employers and memberships.
    const relations = new Set(['P54', 'P39', 'P286', 'P488', 'P6', 'P102', 'P108', 'P69', 'P463', 'P127']);
    const pages = timeqaCorpus(entries.filter((e) => relations.has(e.type)))
      .slice(0, 30)
      .map((d) => toSourceDocument(d, NOW, 'global'));
    assert.equal(pages.length, 30);
    const started = performance.now();
    const result = discoverSchema(pages);
    const ms = performance.now() - started;
    assert.ok(ms < 30_000, `took ${ms.toFixed(0)} ms`);
    const names = result.predicates.map((p) => p.def.name);
    assert.ok(
      names.some((n) => ['memberOfSportsTeam', 'employer', 'headCoach'].includes(n)),
      `team membership among ${names.join(', ')}`,
    );
    assert.ok(
      names.some((n) => ['positionHeld', 'memberOfLegislature', 'chairperson', 'headOfGovernment'].includes(n)),
      `positions among ${names.join(', ')}`,
    );
    parseSchema(discoveredSchemaYaml(result), 'timeqa-discovered.yaml');
  },
);
