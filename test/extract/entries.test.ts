// List entries: a dated line under a heading ("Head coaches" / "- Bob Houghton ( 1998–2001 )")
// states a fact about the page's subject — the heading's role, the office the page is about, or an
// open statement labelled with the heading.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { listEntry, type Entry } from '../../src/extract/entries.js';
import { RuleBasedExtractor } from '../../src/extract/rules.js';
import { sentenceWindows, splitSentences } from '../../src/extract/sentences.js';
import { blockAt, documentOutline } from '../../src/extract/structure.js';
import { tagTemporal } from '../../src/extract/temporal.js';
import { defaultSchema } from '../../src/defaults.js';
import { toSourceDocument } from '../../src/model/document.js';
import type { PredicateDef } from '../../src/model/schema.js';
import { toIso } from '../../src/model/time.js';

const schema = defaultSchema();
const officeholder = schema.byName.get('officeholder')!;

/**
 * The predicate whose role noun a heading names, as RuleBasedExtractor reads it: the heading's
 * words singular, then the longest role noun of the bundled schema they contain.
 */
const roles = schema.predicates.flatMap((def) => def.roles.map((role) => ({ role: role.toLowerCase(), def }))).sort((a, b) => b.role.length - a.role.length);
function roleIn(heading: string): PredicateDef | null {
  const singular = ` ${heading
    .toLowerCase()
    .split(/\s+/)
    .map((w) =>
      w
        .replace(/ies$/, 'y')
        .replace(/(ch|sh|ss|x)es$/, '$1')
        .replace(/([^s])s$/, '$1'),
    )
    .join(' ')} `;
  return roles.find((r) => singular.includes(` ${r.role} `))?.def ?? null;
}
const noRole = (): PredicateDef | null => null;

/** Every line's entry (null for lines that are none), through the real outline and tagger. */
function entries(
  title: string,
  text: string,
  options: { roleIn?: (h: string) => PredicateDef | null; office?: PredicateDef | null } = {},
): { line: string; entry: Entry | null }[] {
  const doc = toSourceDocument({ id: 'page', title, text, date: '2021-08-01', source: 'wikipedia' }, 0, 'global');
  const outline = documentOutline(doc);
  return splitSentences(text).map((s) => {
    const own = tagTemporal(s.text, { documentTime: doc.time }).map((t) => ({ ...t, start: t.start + s.start, end: t.end + s.start }));
    const entry = listEntry(
      {
        block: blockAt(outline, s.start)!,
        text: s.text,
        offset: s.start,
        subject: outline.subject!,
        own,
        roleIn: options.roleIn ?? roleIn,
        office: options.office === undefined ? officeholder : options.office,
      },
      'statement',
    );
    return { line: s.text, entry };
  });
}
const brief = (e: Entry) => `${e.subject} | ${e.predicate} | ${e.object} | ${e.temporal.map((t) => `${t.role} ${toIso(t.time)}`).join(', ')}`;
const found = (xs: { entry: Entry | null }[]) => xs.flatMap((x) => (x.entry ? [brief(x.entry)] : []));

test('the role helper reads headings like the extractor', () => {
  assert.deepEqual(
    ['Head coaches', 'Artistic directors', 'Mayors', 'In popular culture'].map((h) => roleIn(h)?.name ?? null),
    ['headCoach', 'directorManager', 'mayor', null],
  );
});

describe('the relation', () => {
  test('a role heading names the predicate ("Head coaches" → headCoach); the page is the subject', () => {
    const text =
      'Hammarby IF\n\nHammarby IF is a Swedish football club .\n\nHead coaches\n\n- Bob Houghton ( 1998–2001 )\n\n- Anders Linderoth ( 2001–present )';
    assert.deepEqual(found(entries('Hammarby IF', text)), [
      'Hammarby IF | headCoach | Bob Houghton | START 1998-01-01, END 2001-01-01',
      'Hammarby IF | headCoach | Anders Linderoth | START 2001-01-01',
    ]);
  });

  test('a heading naming a post of the body\'s group in another chamber ("Leader of the parliamentary party , House of Commons") gives facts for review', () => {
    const text =
      'Scottish National Party\n\nThe Scottish National Party is a political party .\n\nLeader of the parliamentary party , Scottish Parliament .\n\n- John Swinney 2000–2004\n\nLeader of the parliamentary party , House of Commons .\n\n- Angus Robertson 2007–2017';
    const got = entries('Scottish National Party', text).flatMap((x) => (x.entry ? [x.entry] : []));
    assert.deepEqual(
      got.map((e) => [e.object, e.predicate, e.confidence]),
      [
        ['John Swinney', 'leader', 0.75],
        ['Angus Robertson', 'leader', 0.45],
      ],
    );
  });

  test('a heading in sentence case keeps the capitals of its names: "A Group top goalscorers" (a league), not "a group top goalscorers"', () => {
    const text =
      'PFC Levski Sofia\n\nPFC Levski Sofia is a football club .\n\nA Group top goalscorers\n\n- 2013 : Basile de Carvalho ( 19 goals )\n\nNotable Alumni\n\n- Ivan Petrov ( 1990 )';
    assert.deepEqual(
      entries('PFC Levski Sofia', text, { roleIn: noRole }).flatMap((x) => (x.entry ? [x.entry.object] : [])),
      ['has A Group top goalscorers including Basile de Carvalho ( 19 goals )', 'has notable alumni including Ivan Petrov'],
    );
  });

  test('on a page about an office, holders are officeholders', () => {
    const text =
      'Regius Professor of Civil Law ( Oxford )\n\nThe Regius Professor of Civil Law is a chair .\n\nHolders\n\n- 1577–1586 : Griffith Lloyd\n\n- Alberico Gentili ( 1587–1608 )';
    assert.deepEqual(found(entries('Regius Professor of Civil Law ( Oxford )', text)), [
      'Regius Professor of Civil Law | officeholder | Griffith Lloyd | START 1577-01-01, END 1586-01-01',
      'Regius Professor of Civil Law | officeholder | Alberico Gentili | START 1587-01-01, END 1608-01-01',
    ]);
  });

  test('a commander\'s rank before the name is no part of it: "Kptlt . Wolfgang Heyda", "Oberleutnant zur See Ernst Bauer"', () => {
    const text =
      'German submarine U-120\n\nGerman submarine U-120 was a Type IIB U-boat .\n\nCommanders\n\n- 26 November 1940 – 19 May 1941 : Kptlt . Wolfgang Heyda\n\n- 20 May 1941 – 24 February 1942 : Oblt.z.S . Willy-Roderich Körner\n\n- 20 April 1940 – 25 November 1940 : Oberleutnant zur See Ernst Bauer\n\n- 1950 – 1955 : St . John Smith';
    assert.deepEqual(
      found(entries('German submarine U-120', text)).map((e) => e.split(' | ')[2]),
      ['Wolfgang Heyda', 'Willy-Roderich Körner', 'Ernst Bauer', 'St . John Smith'],
    );
  });

  test("names labelling parts of a list leave the relation to the section's heading; a heading naming things starts another section", () => {
    const text =
      'Security Service of Ukraine\n\nThe Security Service of Ukraine is the law enforcement authority of Ukraine .\n\nDirectors .\nUkrainian Peoples Republic .\n- Mykola Chebotarov , April 1919 – July 1919\nAll Ukrainian Extraordinary Commission ( Cheka ) .\n- Isaak Shvarts , December 3 , 1918 – April 2 , 1919\nSecurity Service of Ukraine ( SBU ) .\n- Ihor Smeshko , September 4 , 2003 – February 4 , 2005\nHonours .\n- Order of Lenin ( 1967 )';
    assert.deepEqual(found(entries('Security Service of Ukraine', text)), [
      'Security Service of Ukraine | directorManager | Mykola Chebotarov | START 1919-04-01, END 1919-07-01',
      'Security Service of Ukraine | directorManager | Isaak Shvarts | START 1918-12-03, END 1919-04-02',
      'Security Service of Ukraine | directorManager | Ihor Smeshko | START 2003-09-04, END 2005-02-04',
      'Security Service of Ukraine | statement | has honours including Order of Lenin | POINT 1967-01-01',
    ]);
  });

  test('a short line with a comma and no verb right before a list heads it ("Leader of the parliamentary party , House of Commons .")', () => {
    const text =
      'Scottish National Party\n\nThe Scottish National Party is a political party in Scotland .\n\nNational Secretaries\n\n- Alasdair Morgan , 1992–1997\nLeader of the parliamentary party , House of Commons .\n- Angus Robertson 2007–2017';
    assert.deepEqual(
      found(entries('Scottish National Party', text)).map((e) => e.split(' | ').slice(1, 3).join(' ')),
      ['minister Alasdair Morgan', 'leader Angus Robertson'],
    );
  });

  test('a role heading wins over the office page', () => {
    const text = 'Regius Professor of Civil Law ( Oxford )\n\nThe Regius Professor of Civil Law is a chair .\n\nHead coaches\n\n- Bob Houghton ( 1998–2001 )';
    assert.deepEqual(
      found(entries('Regius Professor of Civil Law ( Oxford )', text)).map((e) => e.split(' | ')[1]),
      ['headCoach'],
    );
  });

  test('otherwise, under a heading naming things the subject has, it is a statement that the subject has one of them', () => {
    const text = 'Korea National Ballet\n\nThe Korea National Ballet is a ballet company .\n\nArtistic directors\n\n- Lim Sung-nam ( 1962–1992 )';
    const [entry] = found(entries('Korea National Ballet', text, { roleIn: noRole }));
    assert.equal(entry, 'Korea National Ballet | statement | has artistic directors including Lim Sung-nam | START 1962-01-01, END 1992-01-01');
    const record = 'Maurizio Sarri\n\nMaurizio Sarri is a manager .\n\nManagerial history\n\n- Napoli ( 2015–2018 )';
    assert.equal(found(entries('Maurizio Sarri', record, { roleIn: noRole }))[0]?.split(' | ')[2], 'has a managerial history including Napoli');
    // (A one-word item is seldom the thing itself — a sub-heading, a word of a title: for review.)
    const history = 'Los Angeles Rams\n\nThe Los Angeles Rams are a team .\n\nFranchise history\n\n- Changes ( 1970–1972 )\n- Move to Anaheim ( 1980 )';
    assert.deepEqual(
      entries('Los Angeles Rams', history, { roleIn: noRole }).flatMap(({ entry: e }) => (e ? [`${e.object} ${e.confidence}`] : [])),
      ['has a franchise history including Changes 0.45', 'has a franchise history including Move to Anaheim 0.65'],
    );
    // ("( 2021 to present )": an open end's words are no part of the value.)
    const management = 'Siemens\n\nSiemens is a company .\n\nSenior management\n\n- Roland Busch ( 2021 to present )';
    assert.equal(
      found(entries('Siemens', management, { roleIn: noRole }))[0],
      'Siemens | statement | has senior management including Roland Busch | START 2021-01-01',
    );
  });

  test("under a heading naming kinds of people, a person's dates are the person's own: the statement waits for review", () => {
    const text =
      'Frans Hals Museum\n\nThe Frans Hals Museum is a museum in Haarlem .\n\nPainters\n\n- Jan Steen ( 1625–1679 )\n\nExhibitions\n\n- Frans Hals ( 2013 )';
    const [painter, exhibition] = entries('Frans Hals Museum', text, { roleIn: noRole }).flatMap((x) => (x.entry ? [x.entry] : []));
    assert.equal(painter?.object, 'has painters including Jan Steen');
    assert.equal(painter?.confidence, 0.45);
    assert.equal(exhibition?.confidence, 0.65);
  });

  test("a heading that names no kind of thing, a labelled item or a clause waits for review in the heading's words", () => {
    const cases: [string, string, string][] = [
      ['Rio Haryanto', 'Formula One\n\n- Manor ( 2016 )', 'formula one: Manor'],
      [
        'Atlanta Dream',
        'Honors and awards\n\n- 2018 All-Defensive First Team : Jessica Breland',
        'honors and awards: All-Defensive First Team : Jessica Breland',
      ],
      ['Ralph Lauren Corporation', 'Brands\n\n- Denim & Supply was discontinued in 2016', 'brands: Denim & Supply was discontinued'],
      ['Lena Ashwell', 'Ashwell wrote four books\n\n- Reflections from Shakespeare ( 1926 )', 'ashwell wrote four books: Reflections from Shakespeare'],
    ];
    for (const [title, list, object] of cases) {
      const got = entries(title, `${title}\n\n${title} is a subject .\n\n${list}`, { roleIn: noRole }).find((x) => x.entry)?.entry;
      assert.deepEqual([got?.object, got?.confidence], [object, 0.45], title);
    }
  });

  test('a line\'s dates leave no remnant in its value ("( 4 August 2017 – 25 July 2018 )" is a range of days, not 2017–25)', () => {
    const text = 'PFC Levski Sofia\n\nPFC Levski Sofia is a football club .\n\nHead coaches\n\n- Delio Rossi ( 4 August 2017 – 25 July 2018 )';
    assert.deepEqual(found(entries('PFC Levski Sofia', text)), ['PFC Levski Sofia | headCoach | Delio Rossi | START 2017-08-04, END 2018-07-25']);
  });

  test('a labelled line under a role heading is about its label: for review', () => {
    const text = 'Scottish National Party\n\nThe Scottish National Party is a party .\n\nHead coaches\n\n- Renfrewshire : Iain Nicolson since 2017';
    const got = entries('Scottish National Party', text).find((x) => x.entry)?.entry;
    assert.equal(got?.confidence, 0.45);
  });

  test('a line under no heading is "listed:", for review', () => {
    const text = 'Korea National Ballet\n\nThe Korea National Ballet is a ballet company .\n\n- Lim Sung-nam ( 1962–1992 )';
    assert.equal(found(entries('Korea National Ballet', text))[0]?.split(' | ')[2], 'listed: Lim Sung-nam');
  });

  test('a line naming the role before its holder is a role fact', () => {
    const text = 'Bayerisches Armeemuseum\n\nIt is a museum .\n\nMuseum in Ingolstadt\n\n- Director Peter Jaeckel ( 1972–1979 )';
    assert.deepEqual(
      found(entries('Bayerisches Armeemuseum', text, { roleIn: (h) => (/^director$/i.test(h) ? ({ name: 'directorManager' } as PredicateDef) : null) })),
      ['Bayerisches Armeemuseum | directorManager | Peter Jaeckel | START 1972-01-01, END 1979-01-01'],
    );
  });

  test('an entry named by a role or an office is surer than an open statement', () => {
    const text = 'Hammarby IF\n\nHammarby IF is a club .\n\nHead coaches\n\n- Bob Houghton ( 1998–2001 )';
    const role = entries('Hammarby IF', text).find((x) => x.entry)!.entry!;
    const open = entries('Hammarby IF', text, { roleIn: noRole }).find((x) => x.entry)!.entry!;
    assert.equal(open.predicate, 'statement');
    assert.ok(role.confidence > open.confidence);
  });
});

describe('the value', () => {
  test('keeps the rest of the line, without its dates, "( –present )" or a closing " ."', () => {
    const text =
      'Real Madrid Baloncesto\n\nReal Madrid Baloncesto is a club .\n\nHome arenas\n\n- Palacio de Deportes - WiZink Center ( 2011–present ) .\n\n- Caja Mágica ( 2010–2011 ) .';
    assert.deepEqual(
      found(entries('Real Madrid Baloncesto', text, { roleIn: noRole })).map((e) => e.split(' | ')[2]),
      ['has home arenas including Palacio de Deportes - WiZink Center', 'has home arenas including Caja Mágica'],
    );
  });

  test('drops how the post was held: "( joint )", "( jointly with John Story )", "( acting )", "( interim )"', () => {
    const text =
      'Vik Municipality\n\nVik is a municipality .\n\nMayors\n\n- Sir Roger Makins ( 1956–1959 ) ( joint )\n\n- 1546–1553 : Robert Weston ( jointly with John Story )\n\n- Ola Berg ( acting ) , 2015-2016\n\n- Kari Nilsen ( interim ) ( 2017–2018 )';
    assert.deepEqual(
      found(entries('Vik Municipality', text)).map((e) => e.split(' | ')[2]),
      ['Sir Roger Makins', 'Robert Weston', 'Ola Berg', 'Kari Nilsen'],
    );
  });

  test('keeps a party in parentheses', () => {
    const text = 'Vik Municipality\n\nVik is a municipality .\n\nMayors\n\n- 2019 : Gaute Straume Epland ( Ap )';
    assert.deepEqual(found(entries('Vik Municipality', text)), ['Vik Municipality | mayor | Gaute Straume Epland ( Ap ) | POINT 2019-01-01']);
  });

  test('a long line keeps only the name', () => {
    const text =
      'Regius Professor of Civil Law ( Oxford )\n\nIt is a chair .\n\nHolders\n\n- Alberico Gentili , an Italian jurist who taught law at Oxford for many years ( 1587–1608 )';
    assert.equal(found(entries('Regius Professor of Civil Law ( Oxford )', text))[0]?.split(' | ')[2], 'Alberico Gentili');
  });

  test("the page's own name is not the value", () => {
    const text = 'Hammarby IF\n\nHammarby IF is a club .\n\nHead coaches\n\n- 1998 : Hammarby IF hired Bob Houghton';
    assert.equal(found(entries('Hammarby IF', text))[0]?.split(' | ')[2], 'Bob Houghton');
  });
});

describe('lines that are not entries', () => {
  test('reference sections ("See also", "In popular culture") give nothing', () => {
    const text =
      'Hamlet\n\nHamlet is a play .\n\nSee also\n\n- Hamlet ( 1996 film ) by Kenneth Branagh\n\nIn popular culture\n\n- The Lion King ( 1994 )\n\nReferences\n\n- Smith , John ( 2001 ) Shakespeare';
    assert.deepEqual(found(entries('Hamlet', text)), []);
  });

  test('a line without a date gives nothing', () => {
    const text = 'Hammarby IF\n\nHammarby IF is a club .\n\nHead coaches\n\n- Bob Houghton';
    assert.deepEqual(found(entries('Hammarby IF', text)), []);
  });

  test('a dated line without a name gives nothing', () => {
    const text = 'Hammarby IF\n\nHammarby IF is a club .\n\nHead coaches\n\n- 1998–2001 : vacant';
    assert.deepEqual(found(entries('Hammarby IF', text)), []);
  });

  test('a dated line of a long paragraph is not an entry', () => {
    const text = 'Hammarby IF\n\nIn 1998 Bob Houghton became the coach of Hammarby IF , a club that plays in the top division of the league .';
    assert.deepEqual(found(entries('Hammarby IF', text)), []);
  });

  test('a dated sentence that does not open its short paragraph is not an entry', () => {
    const text = 'Hammarby IF\n\nHammarby IF is a club . In 1998 Bob Houghton joined .';
    assert.deepEqual(found(entries('Hammarby IF', text)), []);
    // Opening its own line does not make prose an entry either: an unbulleted entry is only names and dates.
    assert.deepEqual(found(entries('Hammarby IF', 'Hammarby IF\n\nHammarby IF is a club .\n\nIn 1998 Bob Houghton joined .')), []);
  });

  test('a short paragraph line with a date and a name is an entry', () => {
    const text = 'Hammarby IF\n\nHammarby IF is a club .\n\nHead coaches\n\nBob Houghton ( 1998–2001 )';
    assert.deepEqual(found(entries('Hammarby IF', text)), ['Hammarby IF | headCoach | Bob Houghton | START 1998-01-01, END 2001-01-01']);
  });
});

describe('what the dates leave behind', () => {
  test("another calendar's years in brackets are neither dates nor value; a line the dates leave in pieces is no entry", () => {
    const text =
      'Emirate of Diriyah\n\nThe Emirate of Diriyah was a state .\n\nEmirs\n\n- Emir Muhammad bin Saud 1744–1765 ( 1157–1179 H )\n\nPublications\n\n- Lettres gothiques , 2006 , 285 p .\n\nDiscography\n\n- Auterretratos 3 ( BMG Ariola , 2009 )';
    const got = found(entries('Emirate of Diriyah', text, { roleIn: (h) => (h === 'Emirs' ? schema.byName.get('headOfState')! : null) }));
    assert.deepEqual(got, [
      'Emirate of Diriyah | headOfState | Emir Muhammad bin Saud | START 1744-01-01, END 1765-01-01',
      'Emirate of Diriyah | statement | has a discography including Auterretratos 3 ( BMG Ariola ) | POINT 2009-01-01',
    ]);
  });
});

describe("a title's or a name's first word", () => {
  test('"The Contract", "Jan Monkiewicz", "Cain and Abel ( 1968 , a reworking … )" keep their first words and their ends', () => {
    const text =
      'Sam Hui\n\nSam Hui is a singer .\n\nFilms\n\n- 1978 The Contract\n\nBallets\n\n- Cain and Abel ( 1968 , a reworking of Sinfonia Sacra and Tragic Overture with new material )\n\nChief executives\n\n- Jan Monkiewicz , 1996-1997';
    const got = found(entries('Sam Hui', text));
    assert.deepEqual(got, [
      'Sam Hui | statement | has films including The Contract | POINT 1978-01-01',
      'Sam Hui | statement | has ballets including Cain and Abel | POINT 1968-01-01',
      'Sam Hui | chiefExecutiveOfficer | Jan Monkiewicz | START 1996-01-01, END 1997-01-01',
    ]);
  });
});

describe('through RuleBasedExtractor', () => {
  const extractor = new RuleBasedExtractor(schema);
  const extract = (title: string, text: string) => {
    const doc = toSourceDocument({ id: 'page', title, text, date: '2021-08-01', source: 'wikipedia' }, 0, 'global');
    return sentenceWindows(text).flatMap((window) => extractor.extract({ document: doc, window }));
  };

  test('a role heading gives the schema predicate, with the line as evidence', () => {
    const text =
      'Hammarby IF\n\nHammarby IF is a Swedish football club .\n\nHead coaches\n\n- Bob Houghton ( 1998–2001 )\n\n- Anders Linderoth ( 2001–present )';
    const cs = extract('Hammarby IF', text).filter((c) => c.predicate === 'headCoach');
    assert.deepEqual(
      cs.map((c) => [c.subject, c.object, text.slice(c.start, c.end)]),
      [
        ['Hammarby IF', 'Bob Houghton', '- Bob Houghton ( 1998–2001 )'],
        ['Hammarby IF', 'Anders Linderoth', '- Anders Linderoth ( 2001–present )'],
      ],
    );
    for (const c of cs) for (const t of c.temporal!) assert.equal(text.slice(t.start, t.end), t.text);
  });

  test("an item the splitter cut at its title's full stop is one entry: the title, not where it was published (twenty-eighth session)", () => {
    const text =
      'Michał Krasenkow is a Polish chess grandmaster .\n\nWritings\n\n- The Open Spanish . London , Cadogan Books , 1995\n\n- Auterretratos Vol . 2 ( BMG Ariola , 2009 )\n\n- Marcianise Airfield , Italy , c . 1 November 1944';
    const cs = extract('Michał Krasenkow', text).filter((c) => c.predicate === 'statement');
    assert.deepEqual(
      cs.map((c) => [c.object, text.slice(c.start, c.end), c.temporal!.map((t) => toIso(t.time))]),
      [
        ['has writings including The Open Spanish', '- The Open Spanish . London , Cadogan Books , 1995', ['1995-01-01']],
        ['has writings including Auterretratos Vol . 2', '- Auterretratos Vol . 2 ( BMG Ariola , 2009 )', ['2009-01-01']],
        ['has writings including Marcianise Airfield , Italy', '- Marcianise Airfield , Italy , c . 1 November 1944', ['1944-11-01']],
      ],
    );
  });

  test("a unit's stations last from their date to the next line's; the brackets hold asides (twenty-eighth session)", () => {
    const text =
      '62nd Fighter Squadron is a unit .\n\nStations\n\n- Newark Army Air Base , New Jersey , 31 May 1942\n\n- Bradley Field , Connecticut , 23 July-27 December 1942\n\n- Selfridge Field , Michigan , 1 May 1946 ( deployed to Ladd Field , Alaska 28 December 1946 – 10 April 1947 )\n\n- OHare Field , IL , 4 August 1950\n\n- Luke Air Force Base , Arizona , 18 March 1994 – present';
    const cs = extract('62nd Fighter Squadron', text).filter((c) => c.predicate === 'statement' && c.object.startsWith('has stations'));
    assert.deepEqual(
      cs.map((c) => [c.object, c.temporal!.map((t) => `${t.role} ${toIso(t.time)}`).join(', ')]),
      [
        ['has stations including Newark Army Air Base , New Jersey', 'START 1942-05-31, END 1942-07-23'],
        ['has stations including Bradley Field , Connecticut', 'START 1942-07-23, END 1942-12-27'],
        ['has stations including Selfridge Field', 'START 1946-05-01, END 1950-08-04'],
        ['has stations including OHare Field , IL', 'START 1950-08-04, END 1994-03-18'],
        ['has stations including Luke Air Force Base , Arizona', 'START 1994-03-18'],
      ],
    );
  });

  test('review of the twenty-eighth session: stations side by side stay apart; an item cut in three is one entry; a career line is read alone', () => {
    const line = extract(
      'Piccadilly line',
      'The Piccadilly line is a London Underground line .\n\nStations\n\n- Finsbury Park , opened 1906\n\n- Arnos Grove , opened 1932',
    );
    assert.ok(!line.some((c) => c.temporal!.some((t) => t.cue === 'next')), line.map((c) => c.object).join('; '));
    const works = extract(
      'Karl Weiss',
      'Karl Weiss was a writer .\n\nSelected works\n\n- Die Stadt . Roman . Berlin , Rowohlt , 1962\n\nCareer\n\n- Left the orchestra . Taught at the Hochschule from 1970 .',
    ).filter((c) => c.predicate === 'statement' && c.object.startsWith('has '));
    assert.deepEqual(
      works.map((c) => c.object),
      ['has selected works including Die Stadt', 'has a career including Taught at the Hochschule'],
    );
  });

  test('"Permanent Secretaries to the Treasury": a civil servant, no minister — the office page\'s officeholders', () => {
    const text =
      'The Permanent Secretary to the Treasury is the most senior civil servant at HM Treasury .\n\nPermanent Secretaries to the Treasury\n\n- Sir Ralph Lingen ( 1870–1885 )';
    const cs = extract('Permanent Secretary to the Treasury', text).filter((c) => c.object === 'Sir Ralph Lingen');
    assert.deepEqual(
      cs.map((c) => `${c.subject} | ${c.predicate} | ${c.object}`),
      ['Permanent Secretary to the Treasury | officeholder | Sir Ralph Lingen'],
    );
  });

  test("an office page's list gives officeholders", () => {
    const text = 'The Regius Professor of Civil Law is a chair at Oxford .\n\n- 1577–1586 : Griffith Lloyd\n\n- Alberico Gentili ( 1587–1608 )';
    const cs = extract('Regius Professor of Civil Law ( Oxford )', text).filter((c) => c.predicate === 'officeholder');
    assert.deepEqual(
      cs.map((c) => `${c.subject} | ${c.object}`),
      ['Regius Professor of Civil Law | Griffith Lloyd', 'Regius Professor of Civil Law | Alberico Gentili'],
    );
  });
});

test("a list line: what is left of a bracket of dates goes; a year inside a title stays in it; an alumnus's dates are his own", () => {
  const page = (heading: string, line: string) => `Nadia Berg\n\nNadia Berg is a singer .\n\n${heading}\n\n- ${line}`;
  assert.deepEqual(found(entries('Nadia Berg', page('Honours and awards', 'Two Order of Merit ( 4 May 1994 and 21 June 2008 )'))), [
    'Nadia Berg | statement | has honours and awards including Order of Merit | POINT 1994-05-04, POINT 2008-06-21',
  ]);
  assert.deepEqual(found(entries('Nadia Berg', page('Videos', 'Spring Tour 2012 Live in Oslo ( March 3 , 2013 )'))), [
    'Nadia Berg | statement | has videos including Spring Tour 2012 Live in Oslo | POINT 2013-03-03',
  ]);
  const alumni = entries('Nadia Berg', page('Notable alumni', 'Tor Lund , NFL offensive lineman , 2005–2009'))
    .map((x) => x.entry)
    .filter((e): e is Entry => e !== null);
  assert.ok(
    alumni.every((e) => e.confidence < 0.5),
    alumni.map(brief).join('\n'),
  );
});

test("on a person's page, a heading naming their own role heads what they did in it, not the role's holders", () => {
  const page =
    'Ian Marsh\n\nIan Marsh ( born 10 October 1956 ) is a Scottish football manager .\n\nHonours\n\nAs a manager .\n\n- Football League Two promotion : 2006–07';
  assert.ok(!found(entries('Ian Marsh', page)).some((e) => e.includes('| headCoach |')), found(entries('Ian Marsh', page)).join('\n'));
});
