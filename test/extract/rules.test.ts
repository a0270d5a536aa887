// The offline rule-based extractor on the surface forms the default schema declares.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { RuleBasedExtractor } from '../../src/extract/rules.js';
import { sentenceWindows } from '../../src/extract/sentences.js';
import { defaultSchema } from '../../src/defaults.js';
import { toSourceDocument } from '../../src/model/document.js';
import { toIso } from '../../src/model/time.js';
import type { Candidate } from '../../src/extract/extractor.js';

const extractor = new RuleBasedExtractor(defaultSchema());

function facts(text: string, extra: { title?: string; date?: string } = {}) {
  const doc = toSourceDocument({ id: 'd', text, date: extra.date ?? '2020-06-01', ...(extra.title ? { title: extra.title } : {}) }, 0, 'global');
  return sentenceWindows(text).flatMap((window): Candidate[] => extractor.extract({ document: doc, window }));
}
const triples = (text: string, extra = {}) => facts(text, extra).map((c) => `${c.subject} | ${c.predicate} | ${c.object}`).sort();

describe('role nouns', () => {
  test('"X is the CEO of Y"', () => assert.deepEqual(triples('Jane Doe is the CEO of Acme Corp.'), ['Acme Corp. | chiefExecutiveOfficer | Jane Doe']));
  test('"X, CEO of Y"', () => assert.deepEqual(triples('Jane Doe, CEO of Acme, said sales rose.'), ['Acme | chiefExecutiveOfficer | Jane Doe']));
  test('"Y\'s chief executive X"', () => assert.deepEqual(triples("Acme's chief executive, Jane Doe, said sales rose."), ['Acme | chiefExecutiveOfficer | Jane Doe']));
  test('"Y CEO X"', () => assert.deepEqual(triples('Acme CEO Jane Doe said sales rose.'), ['Acme | chiefExecutiveOfficer | Jane Doe']));
  test('"Y named X as its new CEO"', () => assert.deepEqual(triples('Acme named Jane Doe as its new CEO on 1 March 2008.'), ['Acme | chiefExecutiveOfficer | Jane Doe']));
  test('"X was president of Y from A to B" carries both dates', () => {
    const [c] = facts('Joe Carter was president of Freedonia from 2004 to 2009.');
    assert.deepEqual([c!.subject, c!.predicate, c!.object], ['Freedonia', 'president', 'Joe Carter']);
    assert.deepEqual(c!.temporal!.map((t) => [t.role, toIso(t.time)]), [['START', '2004-01-01'], ['END', '2009-01-01']]);
  });
  test('"the former CEO of Y, X" marks the fact as ended', () => {
    const [c] = facts('The former CEO of Acme, John Roe, retired to Maine.');
    assert.equal(c?.object, 'John Roe');
    assert.ok(c!.temporal!.some((t) => t.cue === 'former' && t.role === 'END'));
  });
});

describe('verb phrases', () => {
  test('"X is headquartered in Y"', () => assert.deepEqual(triples('Acme is headquartered in Boston.'), ['Acme | headquartersLocation | Boston']));
  test('"X married Y"', () => assert.deepEqual(triples('Jane Doe married John Roe in 1999.'), ['Jane Doe | spouse | John Roe']));
  test('"X joined Y in 2009" starts the fact in 2009', () => {
    const [c] = facts('Jane Doe joined Acme in 2009.');
    assert.deepEqual([c!.subject, c!.predicate, c!.object], ['Jane Doe', 'employer', 'Acme']);
    assert.deepEqual(c!.temporal!.map((t) => [t.role, toIso(t.time)]), [['START', '2009-01-01']]);
  });
  test('an object-first form: "Y was founded by X"', () => assert.deepEqual(triples('Acme was founded by Jane Doe.'), ['Acme | founder | Jane Doe']));
  test('coordinated objects become separate facts', () => {
    assert.deepEqual(triples('Jane Doe played for Chelsea, Arsenal and Fulham.'), ['Jane Doe | memberOfSportsTeam | Arsenal', 'Jane Doe | memberOfSportsTeam | Chelsea', 'Jane Doe | memberOfSportsTeam | Fulham']);
  });
  test('an insertion between subject and verb: a name in commas is the subject, a clause is skipped', () => {
    assert.deepEqual(triples('The former chief executive, John Roe, joined the board of Beta Inc in 2009.', { title: 'Acme' }), ['Acme | chiefExecutiveOfficer | John Roe', 'Beta Inc | boardMember | John Roe']);
    assert.deepEqual(triples('Acme, a maker of tools, is headquartered in Denver.'), ['Acme | headquartersLocation | Denver']);
  });
  test('names may start with any capital letter', () => {
    assert.deepEqual(triples('Émile Durand is the CEO of Acme. Østfold Energi is headquartered in Sarpsborg.'), ['Acme | chiefExecutiveOfficer | Émile Durand', 'Østfold Energi | headquartersLocation | Sarpsborg']);
  });
  test('a long sentence of repeated connectors finishes (no catastrophic backtracking)', { timeout: 20_000 }, () => {
    assert.deepEqual(triples('the CEO of Acme and '.repeat(300) + 'so on.'), []);
  });
  test('numbers are not entities', () => assert.deepEqual(triples('The company employs 2,400 people.'), []));
  test('names may contain digits, and different digits are different names', () => {
    assert.deepEqual(triples('Company7 is headquartered in Area51. Company12 is headquartered in Oslo.'), ['Company12 | headquartersLocation | Oslo', 'Company7 | headquartersLocation | Area51']);
  });
});

describe('pronouns resolve inside the window', () => {
  test('"he" takes the person named in the previous sentence', () => {
    assert.deepEqual(triples("Acme's chief executive, Jane Doe, spoke on Monday. She joined the board of Beta Corp in 2009."), [
      'Acme | chiefExecutiveOfficer | Jane Doe',
      'Beta Corp | boardMember | Jane Doe',
    ]);
  });
  test('"it" takes the organisation, and the document title when the window has none', () => {
    assert.deepEqual(triples('It is headquartered in Denver.', { title: 'Acme' }), ['Acme | headquartersLocation | Denver']);
  });
  test('a pronoun at the start of a paragraph does not reach into the previous paragraph', () => {
    assert.deepEqual(triples('Beta Corp is a tool maker.\n\nIt is headquartered in Denver.', { title: 'Acme' }), ['Acme | headquartersLocation | Denver']);
  });
});

test('each candidate\'s evidence span is its sentence, in document offsets', () => {
  const text = 'Acme is headquartered in Boston. Jane Doe is the CEO of Acme.';
  const cs = facts(text);
  assert.deepEqual(cs.map((c) => text.slice(c.start, c.end)).sort(), ['Acme is headquartered in Boston.', 'Jane Doe is the CEO of Acme.']);
});
