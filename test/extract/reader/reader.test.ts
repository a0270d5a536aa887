// The prose reader on sentences written the way news and encyclopedias write them: each test is a
// shape the reader must read into the right facts, keyed on the organisation, with the right bounds.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ProseReader, type SentenceFact } from '../../../src/extract/reader/reader.js';
import { defaultSchema } from '../../../src/defaults.js';
import { documentOutline } from '../../../src/extract/structure.js';
import { splitSentences } from '../../../src/extract/sentences.js';
import { narrativeTimes } from '../../../src/extract/narrative.js';
import { toSourceDocument, type Genre } from '../../../src/model/document.js';
import { toIso } from '../../../src/model/time.js';
import { guessKind } from '../../../src/extract/reader/grammar/references.js';
import { PARTY_NAME } from '../../../src/extract/reader/predicates/memberships.js';

const reader = new ProseReader(defaultSchema());

/** Every fact the reader reads in a document, as "predicate(subject, object) bounds". */
function read(text: string, o: { title?: string; date?: string; genre?: Genre } = {}): string[] {
  return readFacts(text, o).map(show);
}

/** The facts themselves, confidence included. */
function readFacts(text: string, o: { title?: string; date?: string; genre?: Genre } = {}): SentenceFact[] {
  const doc = toSourceDocument(
    { id: 'd', text, title: o.title ?? 'Doc', date: o.date ?? '2024-05-02', source: 'wire', ...(o.genre ? { genre: o.genre } : {}) },
    0,
    'global',
  );
  const outline = documentOutline(doc);
  const sentences = splitSentences(doc.text);
  const { own, inherited } = narrativeTimes(doc.text, sentences, outline, doc.time);
  return [...reader.read({ document: doc, outline, sentences, times: own, inherited }).values()].flat();
}

function show(f: SentenceFact): string {
  const bounds = f.temporal.map((t) => `${t.role === 'END' ? 'to' : 'from'} ${t.time === -Infinity ? 'unknown' : toIso(t.time)}`).join(' ');
  return `${f.predicate}(${f.subject}, ${f.object})${bounds ? ` ${bounds}` : ''}`;
}

const schemaFacts = (facts: string[]) => facts.filter((f) => !f.startsWith('statement('));
/** The confidence of the first statement whose object has `words` (0 when none has). */
const statementConfidence = (facts: SentenceFact[], words: string) =>
  facts.find((f) => f.predicate === 'statement' && f.object.includes(words))?.confidence ?? 0;

/** No fact read passes `found` (naming the facts when one does). */
function assertNone(facts: string[], found: (fact: string) => boolean): void {
  assert.ok(!facts.some(found), facts.join('\n'));
}

/** Each of `expected` is among the facts read (naming the facts when one is not). */
function assertIncludes(facts: string[], expected: string[]): void {
  for (const f of expected) assert.ok(facts.includes(f), `${f} in\n${facts.join('\n')}`);
}

describe('roles keyed on the organisation', () => {
  test('the copula both ways: "X is the CEO of O" and "The CEO of O is X"', () => {
    assert.deepEqual(read('Jane Doe is the CEO of Acme.'), ['chiefExecutiveOfficer(Acme, Jane Doe)']);
    assert.deepEqual(read('The CEO of Initech is Bill Lumbergh.'), ['chiefExecutiveOfficer(Initech, Bill Lumbergh)']);
  });

  test('appositions: "X, O\'s R,", "O R X", "X (R of O)", and coordinated roles share "of O"', () => {
    assert.deepEqual(
      schemaFacts(read("Peter Gibbons, Initech's new chief executive, moved the company's headquarters to Dallas.", { title: 'Initech moves to Dallas' })),
      ['chiefExecutiveOfficer(Initech, Peter Gibbons)', 'headquartersLocation(Initech, Dallas)'],
    );
    assert.deepEqual(schemaFacts(read('Microsoft chief executive Satya Nadella said sales rose.')), ['chiefExecutiveOfficer(Microsoft, Satya Nadella)']);
    assert.deepEqual(schemaFacts(read('Tim Cook (CEO of Apple) spoke first.')), ['chiefExecutiveOfficer(Apple, Tim Cook)']);
    // A party's leader leads the party; a nation's ("Soviet leader") names no organisation.
    assert.deepEqual(schemaFacts(read('Labour leader Keir Starmer welcomed the decision.')), ['leader(Labour, Keir Starmer)']);
    assertNone(read('Soviet leader Nikita Khrushchev visited the United States.'), (f) => f.startsWith('leader(Soviet'));
    assert.deepEqual(read('Meg Whitman was president and CEO of eBay from 1998 to 2008.'), [
      'president(eBay, Meg Whitman) from 1998-01-01 to 2008-01-01',
      'chiefExecutiveOfficer(eBay, Meg Whitman) from 1998-01-01 to 2008-01-01',
    ]);
  });

  test('"X, a Boeing director and former chief executive of Continental Airlines, will become chairman"', () => {
    assert.deepEqual(
      schemaFacts(
        read('Lawrence Kellner, a Boeing director and former chief executive of Continental Airlines, will become non-executive chairman.', {
          title: 'Boeing ousts chief executive Dennis Muilenburg',
          date: '2019-12-23',
        }),
      ),
      ['chiefExecutiveOfficer(Continental Airlines, Lawrence Kellner) to 2019-12-23', 'chairperson(Boeing, Lawrence Kellner)'],
    );
  });

  test("a role without an organisation is the article's organisation's; a bare title or another post is not", () => {
    assert.deepEqual(read('Bill Gates served as CEO from 1975 until 2000.', { title: 'Microsoft', genre: 'encyclopedic' }), [
      'chiefExecutiveOfficer(Microsoft, Bill Gates) from 1975-01-01 to 2000-01-01',
    ]);
    assert.ok(
      !read('He joined the company in 1982 as director of retail operations.', { title: 'Starbucks', genre: 'encyclopedic' }).some((f) =>
        f.startsWith('directorManager'),
      ),
    );
    assert.ok(!read('Guy Whittingham joined the FA as a coach educator.').some((f) => f.startsWith('headCoach')));
  });
});

describe('appointments without "as"', () => {
  test('"Globex Corp. named Hank Scorpio chief executive on Monday": the name before the role is the one appointed, the company the organisation', () => {
    const facts = readFacts('Globex Corp. named Hank Scorpio chief executive on Monday.', { date: '2023-09-01' });
    assertIncludes(facts.map(show), ['chiefExecutiveOfficer(Globex Corp., Hank Scorpio) from 2023-08-28']);
    assert.ok(
      facts.every((f) => f.object !== 'Globex Corp.' && f.subject !== 'Hank Scorpio'),
      facts.map(show).join('\n'),
    );
  });

  test('a bare name that appoints may be a person ("Musk named Linda Yaccarino chief executive"): the organisation from the context waits for review', () => {
    const stories: [text: string, title: string][] = [
      ['Initech named Peter Gibbons chief executive on Monday.', 'Initech names CEO'],
      ['Musk named Linda Yaccarino chief executive on Friday.', 'Musk names Yaccarino Twitter chief'],
    ];
    for (const [text, title] of stories) {
      const roles = readFacts(text, { date: '2023-09-01', genre: 'news', title }).filter((f) => f.predicate === 'chiefExecutiveOfficer');
      assert.ok(roles.length > 0 && roles.every((f) => f.confidence < 0.5), roles.map(show).join('\n'));
      assert.ok(
        roles.every((f) => f.object !== 'Peter Gibbons chief executive' && f.subject !== 'Peter Gibbons'),
        roles.map(show).join('\n'),
      );
    }
  });
});

describe('successions, ends and returns', () => {
  test('a made-up theatre report: "where she had been artistic director since 2016" is a post at what "where" refers to; "who led the Harbor Theatre for 19 years" counts back from the end given before', () => {
    const facts = read(
      'The Harbor Theatre on Wednesday named Ines Okafor as its artistic director, ending a six-month search that began when longtime director Paul Weiss stepped down in September. Okafor, 44, most recently ran the Lantern Playhouse in Portland, where she had been artistic director since 2016. Weiss, who led the Harbor Theatre for 19 years, will stay on as an adviser until the end of the year.',
      { title: 'Harbor Theatre names new artistic director', date: '2024-03-14', genre: 'news' },
    );
    assertIncludes(facts, [
      'directorManager(Harbor Theatre, Ines Okafor) from 2024-03-13',
      'directorManager(Lantern Playhouse, Ines Okafor) from 2016-01-01',
      'directorManager(Harbor Theatre, Paul Weiss) to 2023-09-01 from 2004-09-01',
    ]);
    assertNone(facts, (f) => f.startsWith('directorManager(Harbor Theatre, Ines Okafor) from 2016'));
    assertNone(facts, (f) => f === 'directorManager(Harbor Theatre, Paul Weiss)');
    // "has appointed its managing director, Tomas Reyes, as interim artistic director after Ines Okafor
    // left for the Harbor Theatre": the name in apposition takes the post "as" names, at the
    // organisation that appoints; the "after" clause has its own subject.
    const interim = read(
      'The Lantern Playhouse has appointed its managing director, Tomas Reyes, as interim artistic director after Ines Okafor left for the Harbor Theatre.',
      { title: 'Lantern Playhouse picks interim leader', date: '2024-04-02', genre: 'news' },
    );
    assertIncludes(interim, ['directorManager(Lantern Playhouse, Tomas Reyes)', 'chiefExecutiveOfficer(Lantern Playhouse, Tomas Reyes)']);
    assertNone(interim, (f) => f.includes('(artistic director') || f.startsWith('statement(artistic director'));
    // (With no end known, a past term of a stated length is held from no date the text gives: review.)
    const roe = readFacts('Acme Corp named a new chief executive on Monday. Jane Roe, who led Acme Corp for 12 years, will stay on as an adviser.', {
      title: 'Acme names new CEO',
      date: '2024-03-14',
      genre: 'news',
    });
    const led = roe.find((f) => f.predicate === 'directorManager' && f.object === 'Jane Roe');
    assert.ok(led && led.confidence <= 0.45, roe.map(show).join('\n'));
  });

  test('"Its manager from 2015 to 2018 was Ola Berg, who was replaced by Kari Nilsen in January 2019": Nilsen from January 2019, with no end', () => {
    const facts = read(
      'FK Vardø is a Norwegian football club based in Vardø that plays in the Norwegian Third Division. Its manager from 2015 to 2018 was Ola Berg, who was replaced by Kari Nilsen in January 2019.',
      { genre: 'encyclopedic', title: 'FK Vardø', date: '2024-05-01' },
    );
    assertIncludes(facts, ['headCoach(FK Vardø, Ola Berg) from 2015-01-01 to 2018-01-01', 'headCoach(FK Vardø, Kari Nilsen) from 2019-01-01']);
  });

  test('"left for the Bills in 1978, after which Ray Malavasi became head coach": Malavasi from 1978 (it had been his end)', () => {
    const facts = read(
      'The Rams head coach for this run was Chuck Knox. Chuck Knox left for the Bills in 1978 , after which Ray Malavasi became head coach .',
      {
        genre: 'encyclopedic',
        title: 'Los Angeles Rams',
        date: '2021-08-01',
      },
    );
    assertIncludes(facts, ['headCoach(Los Angeles Rams, Ray Malavasi) from 1978-01-01']);
    assertNone(facts, (f) => f.startsWith('headCoach(Los Angeles Rams, Ray Malavasi) to'));
  });

  test('"named former Hamburg defender Karl Weber as head coach, replacing Tom Hale": the name is the one named, and he replaced Hale', () => {
    const facts = read('Bristol Rovers on Wednesday named former Hamburg defender Karl Weber as head coach, replacing Tom Hale.', {
      title: 'Rovers appoint Karl Weber as head coach',
      date: '2025-06-12',
    });
    assert.ok(
      facts.some((f) => f.startsWith('replaces(Karl Weber, Tom Hale)')),
      facts.join('\n'),
    );
    assert.ok(
      facts.some((f) => /^headCoach\((?:Bristol )?Rovers, Karl Weber\) from 2025-06-11/.test(f)),
      facts.join('\n'),
    );
    assertNone(facts, (f) => f.startsWith('replaces(Hamburg'));
  });

  test('"Tesla named board member Robyn Denholm as its chair, replacing Elon Musk": Denholm replaced Musk as chair, not Tesla; "Disney said that Susan Arnold will become chairman, succeeding Bob Iger": Arnold', () => {
    const tesla = read('Tesla Inc. named board member Robyn Denholm as its chair on Wednesday, replacing Elon Musk, who agreed to give up the role.', {
      title: 'Tesla names Robyn Denholm chair',
      date: '2018-11-08',
    });
    assertIncludes(tesla, ['chairperson(Tesla Inc., Robyn Denholm) from 2018-11-07', 'chairperson(Tesla Inc., Elon Musk) to 2018-11-07']);
    assertNone(tesla, (f) => f.startsWith('replaces(Tesla'));
    const disney = read('Disney said on Thursday that Susan Arnold will become chairman of its board on December 31, succeeding Bob Iger.', {
      title: 'Disney names Susan Arnold chairman',
      date: '2021-12-02',
    });
    assert.ok(
      disney.some((f) => f.startsWith('replaces(Susan Arnold, Bob Iger)')),
      disney.join('\n'),
    );
    assertNone(disney, (f) => f.startsWith('replaces(Disney'));
  });

  test('"at the helm of" a club: "was appointed at the helm of Sorrento", "replaced fired Davide Pellegrini at the helm of Hellas Verona"; the date after ", and" is the next clause\'s', () => {
    const facts = read(
      'Maurizio Sarri is an Italian football manager and former player who coaches the club. He was a striker in the league for two seasons and played in the cup. Sarri resigned from Alessandria on 24 June 2011, and on 6 July 2011, he was appointed at the helm of Sorrento. In 2012, he replaced fired Davide Pellegrini at the helm of Hellas Verona.',
      { genre: 'encyclopedic', title: 'Maurizio Sarri', date: '2021-08-01' },
    );
    assertIncludes(facts, [
      'headCoach(Sorrento, Maurizio Sarri) from 2011-07-06 to 2012-01-01',
      'headCoach(Hellas Verona, Maurizio Sarri) from 2012-01-01',
      'headCoach(Hellas Verona, Davide Pellegrini) to 2012-01-01',
    ]);
    assertNone(facts, (f) => f.startsWith('headCoach(Sorrento, Davide Pellegrini)'));
    // A description between "helm of" and the name: "at the helm of fellow second division side Arezzo".
    const described = read(
      'Maurizio Sarri is an Italian football manager and former player who coaches the club. He was a striker in the league for two seasons and played in the cup. In 2006 he was appointed at the helm of fellow second division side Arezzo. In 2017, he replaced Rafael Benítez at the helm of former side Napoli.',
      { genre: 'encyclopedic', title: 'Maurizio Sarri', date: '2021-08-01' },
    );
    assertIncludes(described, [
      'headCoach(Arezzo, Maurizio Sarri) from 2006-01-01 to 2017-01-01',
      'headCoach(Napoli, Maurizio Sarri) from 2017-01-01',
      'headCoach(Napoli, Rafael Benítez) to 2017-01-01',
    ]);
  });

  test('"became vice president of strategic planning at The Walt Disney Company": a vice president of the company "at" names; "head of research at Acme" directs no Acme', () => {
    const page = { genre: 'encyclopedic' as const, title: 'Meg Whitman', date: '2021-08-01' };
    assertIncludes(
      read('Meg Whitman is an American business executive. Whitman became vice president of strategic planning at The Walt Disney Company in 1989.', page),
      ['vicePresident(Walt Disney Company, Meg Whitman) from 1989-01-01'],
    );
    assertNone(read('Meg Whitman is an American business executive. She was head of research at Acme Corp from 2001 to 2005.', page), (f) =>
      f.startsWith('directorManager'),
    );
  });

  test('"He ran Rockwell Collins until its sale in 2018": running a company is its chief executive\'s post; not a club, not "too sick to run the studio", not one organisation running another', () => {
    const news = { title: 'Boeing names Kelly Ortberg chief executive', date: '2024-08-01', genre: 'news' as const };
    assertIncludes(read('Kelly Ortberg ran Rockwell Collins Corporation until its sale to United Technologies in 2018.', news), [
      'chiefExecutiveOfficer(Rockwell Collins Corporation, Kelly Ortberg) to 2018-01-01',
    ]);
    // A company the text shows to be one: not a race, an agency, a museum.
    assertNone(read('Jane Smith ran the Boston Marathon in 2016.', news), (f) => f.startsWith('chiefExecutiveOfficer'));
    assertNone(read('Kelly Ortberg was too sick to run Rockwell Collins in 2018.', news), (f) => f.startsWith('chiefExecutiveOfficer'));
    assertNone(read('Since 2015 the Max Planck Institute has been running the Heidelberg Initiative.', news), (f) => f.startsWith('chiefExecutiveOfficer'));
  });

  test('"has served as CEO since February 2014, succeeding X, who led the company from 2000 to 2014"', () => {
    assert.deepEqual(
      schemaFacts(
        read('Satya Nadella has served as CEO since February 2014, succeeding Steve Ballmer, who led the company from 2000 to 2014.', {
          title: 'Microsoft',
          genre: 'encyclopedic',
        }),
      ),
      [
        'replaces(Satya Nadella, Steve Ballmer) from 2014-02-01',
        'chiefExecutiveOfficer(Microsoft, Satya Nadella) from 2014-02-01',
        'chiefExecutiveOfficer(Microsoft, Steve Ballmer) from 2000-01-01 to 2014-01-01',
      ],
    );
  });

  test('"will succeed X as chief executive, effective July 1": X\'s post at X\'s organisation ends then', () => {
    assert.deepEqual(
      read(
        'The CEO of Initech is Bill Lumbergh. The CEO of Globex is John Doe. Peter Gibbons will succeed Bill Lumbergh as chief executive, effective July 1.',
      ),
      [
        'chiefExecutiveOfficer(Initech, Bill Lumbergh)',
        'chiefExecutiveOfficer(Globex, John Doe)',
        'replaces(Peter Gibbons, Bill Lumbergh) from 2024-07-01',
        'chiefExecutiveOfficer(Initech, Peter Gibbons) from 2024-07-01',
        'chiefExecutiveOfficer(Initech, Bill Lumbergh) to 2024-07-01',
      ],
    );
  });

  test('"until 2000, when Orin Smith took over" and "X\'s successor, Y, resigned in December 2009"', () => {
    const smith = read('Howard Schultz was chief executive from 1987 until 2000, when Orin Smith took over.', { title: 'Starbucks', genre: 'encyclopedic' });
    assert.ok(smith.includes('chiefExecutiveOfficer(Starbucks, Orin Smith) from 2000-01-01'), smith.join('; '));
    const gm = read(
      "Rick Wagoner was chief executive of General Motors from 2000 until 2009. Wagoner's successor, Fritz Henderson, resigned in December 2009.",
      { genre: 'encyclopedic' },
    );
    assert.ok(gm.includes('chiefExecutiveOfficer(General Motors, Fritz Henderson) to 2009-12-01'), gm.join('; '));
    assert.ok(gm.includes('replaces(Fritz Henderson, Rick Wagoner)'));
  });

  test('"named X as chief executive, replacing Y": X replaces Y; "Y, who had run Disney since 2005": Y\'s earlier term', () => {
    const disney = read(
      'The Walt Disney Company on Tuesday named Bob Chapek as chief executive, replacing Bob Iger. Iger, who had run Disney since 2005, will serve as executive chairman.',
      { title: 'Disney names Chapek chief executive', date: '2020-02-25' },
    );
    assert.ok(disney.includes('replaces(Bob Chapek, Bob Iger) from 2020-02-25'), disney.join('; '));
    assert.ok(disney.includes('chiefExecutiveOfficer(Disney, Bob Iger) from 2005-01-01'));
    assert.ok(!disney.some((f) => f.startsWith('directorManager') || f.startsWith('chairperson(Disney, Bob Iger) from')));
  });

  test('"X, the current chairman and chief executive, took over on 1 January 2017"', () => {
    assert.deepEqual(
      schemaFacts(
        read('ExxonMobil is an American oil company. Darren Woods, the current chairman and chief executive, took over on 1 January 2017.', {
          title: 'ExxonMobil',
          genre: 'encyclopedic',
        }),
      ),
      ['chairperson(ExxonMobil, Darren Woods) from 2017-01-01', 'chiefExecutiveOfficer(ExxonMobil, Darren Woods) from 2017-01-01'],
    );
  });

  test('"fired its chief executive, X" and "X stepped down as chairman on Tuesday" end the role', () => {
    assert.ok(
      read('Elon Musk bought Twitter on Thursday and fired its chief executive, Parag Agrawal.', { date: '2022-10-28' }).includes(
        'chiefExecutiveOfficer(Twitter, Parag Agrawal) to 2022-10-27',
      ),
    );
    assert.ok(
      read('Bill Gates stepped down as chairman of Microsoft on Tuesday.', { date: '2014-02-06' }).includes('chairperson(Microsoft, Bill Gates) to 2014-02-04'),
    );
  });

  test('"effective August 8" dates the change, not the day it was announced; "will take over on January 13" in December is next year', () => {
    assert.ok(
      read('Boeing on Wednesday named Kelly Ortberg as its next chief executive, effective August 8.', {
        title: 'Boeing names Ortberg',
        date: '2024-07-31',
      }).includes('chiefExecutiveOfficer(Boeing, Kelly Ortberg) from 2024-08-08'),
    );
    assert.ok(
      read('Chairman David Calhoun will take over as chief executive on January 13, the planemaker said.', {
        title: 'Boeing ousts its chief executive',
        date: '2019-12-24',
      }).includes('chiefExecutiveOfficer(Boeing, David Calhoun) from 2020-01-13'),
    );
  });

  test('"Halden Shipping named X as its new CEO, succeeding Y": "its" makes a name that looks like a person\'s the organisation, and Y\'s term ends', () => {
    const facts = read('Halden Shipping named Tomas Berg as its new CEO on 10 February 2020, succeeding Marta Kowalczyk.', { date: '2020-02-11' });
    assert.ok(facts.includes('chiefExecutiveOfficer(Halden Shipping, Tomas Berg) from 2020-02-10'), facts.join('\n'));
    assert.ok(facts.includes('chiefExecutiveOfficer(Halden Shipping, Marta Kowalczyk) to 2020-02-10'), facts.join('\n'));
  });

  test('"Simmons, the company\'s second chief executive," is a place in the line of holders, not a post held now: it waits for review', () => {
    const doc =
      "Globex Corp. on Wednesday named Hank Scorpio as its chief executive, replacing Mindy Simmons, who had run the company since 2016. Simmons, the company's second chief executive, will stay on the board.";
    const facts = readFacts(doc, { title: 'Globex names Hank Scorpio chief executive', date: '2024-03-14' });
    assertIncludes(facts.map(show), ['chiefExecutiveOfficer(Globex Corp., Mindy Simmons) from 2016-01-01 to 2024-03-13']);
    const undated = facts.filter((f) => f.predicate === 'chiefExecutiveOfficer' && f.object === 'Mindy Simmons' && f.temporal.length === 0);
    assert.ok(
      undated.every((f) => f.confidence < 0.5),
      JSON.stringify(undated),
    );
  });

  test('a successor takes the post the predecessor held, not a post an apposition describes', () => {
    const vw = read(
      "Martin Winterkorn was chief executive of Volkswagen from 2007. Porsche's chief executive, Matthias Müller, replaced him in September 2015.",
      { title: 'Volkswagen names Porsche boss as chief' },
    );
    assert.ok(vw.includes('chiefExecutiveOfficer(Volkswagen, Matthias Müller) from 2015-09-01'), vw.join('; '));
    assert.ok(vw.includes('chiefExecutiveOfficer(Volkswagen, Martin Winterkorn) to 2015-09-01'));
  });
});

describe('offices of a government are held by the person', () => {
  test('"Parliamentary Private Secretary" is an office, not a post at "Parliamentary Private"; "the first woman to chair" holds no chair', () => {
    const facts = read(
      'Knox Cunningham was a politician. He served as Parliamentary Private Secretary to Jocelyn Simon from 1958. Susan Arnold has been a Disney director since 2007 and is the first woman to chair the company.',
      { genre: 'encyclopedic', title: 'Knox Cunningham' },
    );
    assert.ok(facts.includes('positionHeld(Knox Cunningham, Parliamentary Private Secretary) from 1958-01-01'), facts.join('\n'));
    assertNone(facts, (f) => f.startsWith('chairperson('));
  });

  test('"foreign secretary", "chancellor of the exchequer", "Merkel\'s finance minister" are positionHeld, and no successor takes them over', () => {
    const facts = read(
      "Liz Truss, who had been foreign secretary since September 2021, won the contest on Monday. Jeremy Hunt will remain chancellor of the exchequer. Olaf Scholz served as Merkel's finance minister. She takes over from Boris Johnson.",
      { title: 'Truss wins', date: '2022-09-05' },
    );
    assertIncludes(facts, [
      'positionHeld(Liz Truss, Foreign Secretary) from 2021-09-01',
      'positionHeld(Jeremy Hunt, Chancellor of the Exchequer)',
      'positionHeld(Olaf Scholz, Finance Minister)',
    ]);
    assertNone(facts, (f) => f.startsWith('minister(') || f.includes('Boris Johnson, Foreign'));
  });
});

describe('terms and the clauses that bound them', () => {
  test('"from 1940 to 1945 and again from 1951 to 1955" is two terms; "resigned in April 1955, when Anthony Eden took over" passes the office on', () => {
    const facts = read(
      'Sir Winston Churchill was a British statesman who served as Prime Minister of the United Kingdom from 1940 to 1945 and again from 1951 to 1955. Churchill returned as prime minister in October 1951 and resigned in April 1955, when Anthony Eden took over.',
      { genre: 'encyclopedic', title: 'Winston Churchill' },
    );
    assertIncludes(facts, [
      'headOfGovernment(United Kingdom, Winston Churchill) from 1940-01-01 to 1945-01-01',
      'headOfGovernment(United Kingdom, Winston Churchill) from 1951-01-01 to 1955-01-01',
      'headOfGovernment(United Kingdom, Anthony Eden) from 1955-04-01',
    ]);
  });

  test('"Rick Wagoner, who had been chief executive since June 2000, was ousted in March 2009": the relative clause\'s post ends; ", resigned" after a relative clause is the main verb', () => {
    const facts = read(
      'General Motors is an automaker. Rick Wagoner, who had been chief executive since June 2000, was ousted in March 2009 at the request of the federal government. Bill Gates, who co-founded Microsoft in 1975, stepped down as chairman of Microsoft on 4 February 2014 to take on a new role as founder.',
      { genre: 'encyclopedic', title: 'General Motors' },
    );
    assertIncludes(facts, [
      'chiefExecutiveOfficer(General Motors, Rick Wagoner) from 2000-06-01 to 2009-03-01',
      'chairperson(Microsoft, Bill Gates) to 2014-02-04',
    ]);
    assertNone(facts, (f) => f.startsWith('statement(Rick Wagoner, was ousted') || f.startsWith('founder(Microsoft, Bill Gates) from 2014'));
  });

  test('"until his contract expires at the end of 2021" ends the state it bounds; "when" is the moment named just before', () => {
    const facts = read(
      'Bob Iger is chief executive of Disney. Iger will serve as executive chairman of Disney until his contract expires at the end of 2021. The crisis began on Tuesday when Rishi Sunak resigned as chancellor of the exchequer.',
      { date: '2022-07-07' },
    );
    assert.ok(facts.includes('chairperson(Disney, Bob Iger) to 2022-01-01'), facts.join('\n'));
    assert.ok(facts.includes('positionHeld(Rishi Sunak, Chancellor of the Exchequer) to 2022-07-05'), facts.join('\n'));
  });
});

describe('posts held by reference', () => {
  test('"held the same posts at the combined company until the end of 2005"; a successor who "held both posts" took both', () => {
    const facts = read(
      'Exxon Mobil Corporation, commonly known as ExxonMobil, is an American oil and gas company headquartered in Spring, Texas. Lee Raymond, who had been chairman and chief executive of Exxon since 1993, held the same posts at the combined company until the end of 2005. Rex Tillerson succeeded him on 1 January 2006 and held both posts until the end of 2016.',
      { genre: 'encyclopedic', title: 'ExxonMobil' },
    );
    assertIncludes(facts, [
      'headquartersLocation(Exxon Mobil Corporation, Spring, Texas)',
      'chairperson(Exxon, Lee Raymond) from 1993-01-01',
      'chiefExecutiveOfficer(Exxon, Lee Raymond) from 1993-01-01',
      'chiefExecutiveOfficer(Exxon Mobil Corporation, Rex Tillerson) from 2006-01-01 to 2017-01-01',
      'chairperson(Exxon Mobil Corporation, Rex Tillerson) from 2006-01-01 to 2017-01-01',
      'chairperson(Exxon Mobil Corporation, Lee Raymond) to 2006-01-01',
    ]);
  });

  test('"…, when he left to become United States Secretary of State": a later office is neither the post he took over nor dated by it', () => {
    const facts = read(
      'ExxonMobil is an oil company. Lee Raymond was chairman and chief executive of ExxonMobil. Rex Tillerson succeeded him on 1 January 2006 and held both posts until the end of 2016, when he left to become United States Secretary of State.',
      { genre: 'encyclopedic', title: 'ExxonMobil' },
    );
    assertIncludes(facts, [
      'chiefExecutiveOfficer(ExxonMobil, Rex Tillerson) from 2006-01-01 to 2017-01-01',
      'chairperson(ExxonMobil, Rex Tillerson) from 2006-01-01 to 2017-01-01',
      'positionHeld(Rex Tillerson, United States Secretary of State) from 2017-01-01',
    ]);
    assertNone(facts, (f) => f.startsWith('minister('));
  });

  test("what follows a relative clause's closing comma is its host's again", () => {
    assert.ok(
      read('Lionel Messi is a footballer. Messi married Antonela Roccuzzo, whom he had known since childhood, in Rosario on 30 June 2017.', {
        genre: 'encyclopedic',
        title: 'Lionel Messi',
      }).includes('spouse(Lionel Messi, Antonela Roccuzzo) from 2017-06-30'),
    );
    // A clause with no "since" in it closes at its second comma when only a date follows.
    const gates = read('Bill Gates is a businessman. Gates married Melinda French, who worked at Microsoft as a product manager, on 1 January 1994.', {
      genre: 'encyclopedic',
      title: 'Bill Gates',
    });
    assert.ok(gates.includes('spouse(Bill Gates, Melinda French) from 1994-01-01'), gates.join('; '));
    assertNone(gates, (f) => f.startsWith('employer(Melinda French, Microsoft) from'));
    // ("died in Paris, France, in 1990": the comma after the country closes nothing.)
    const lived = read('Anna Roe is a painter. Roe married Jean Blanc, who lived in Lyon, France, from 1950.', { genre: 'encyclopedic', title: 'Anna Roe' });
    assert.ok(lived.includes('residence(Jean Blanc, Lyon, France) from 1950-01-01'), lived.join('; '));
  });
});

describe("verb relations from the schema's aliases", () => {
  test('passives, coordinated objects, reduced relatives and moves', () => {
    assert.deepEqual(schemaFacts(read('It was founded by Bill Gates and Paul Allen on 4 April 1975.', { title: 'Microsoft', genre: 'encyclopedic' })), [
      'founder(Microsoft, Bill Gates) from 1975-04-04',
      'founder(Microsoft, Paul Allen) from 1975-04-04',
      'inception(Microsoft, 4 April 1975)',
    ]);
    assert.deepEqual(schemaFacts(read('Initech, based in Austin, said on Tuesday that it would cut 200 jobs.')), ['headquartersLocation(Initech, Austin)']);
    assert.deepEqual(schemaFacts(read('Microsoft moved its headquarters from Albuquerque to Bellevue, Washington, in January 1979.')), [
      'headquartersLocation(Microsoft, Bellevue, Washington) from 1979-01-01',
      'headquartersLocation(Microsoft, Albuquerque) to 1979-01-01',
    ]);
    // A role noun of two words ("head office") is the alias's noun; another office is not the headquarters.
    assert.deepEqual(schemaFacts(read('Boeing moved its head office to Chicago from Seattle in 2001.')), [
      'headquartersLocation(Boeing, Chicago) from 2001-01-01',
      'headquartersLocation(Boeing, Seattle) to 2001-01-01',
    ]);
    assert.deepEqual(schemaFacts(read('Boeing moved its London office to Canary Wharf in 2001.')), []);
    assert.deepEqual(schemaFacts(read('Boeing moved its European head office to Dublin in 2001.')), []);
    // "-based" in a description set beside a name: that name's headquarters (a body's, not a person's).
    const title = { title: 'Microsoft to buy Activision Blizzard', genre: 'news' as const };
    assert.deepEqual(schemaFacts(read('Activision Blizzard, the Santa Monica-based video game publisher, agreed to the deal.', title)), [
      'headquartersLocation(Activision Blizzard, Santa Monica)',
    ]);
    assert.deepEqual(schemaFacts(read('Kim Lundgren, a Berlin-based flight engineer, agreed to the deal.', title)), []);
  });

  test('"GM sold its European brands Opel and Vauxhall to the French PSA Group": the buyer owns them from then, the seller until then; a sale is no product line', () => {
    const facts = schemaFacts(
      read('In August 2017 GM sold its European brands Opel and Vauxhall to PSA Group.', { title: 'GM sells Opel', date: '2017-08-02', genre: 'news' }),
    );
    assertIncludes(facts, [
      'ownedBy(Opel, PSA Group) from 2017-08-01',
      'ownedBy(Opel, GM) to 2017-08-01',
      'ownedBy(Vauxhall, PSA Group) from 2017-08-01',
      'ownedBy(Vauxhall, GM) to 2017-08-01',
    ]);
    assertNone(facts, (f) => f.startsWith('product('));
    // Not a person or a place, nor a stake: "sold his house to his brother", "sold its stake in Initech to Globex".
    assertNone(read('Acme sold its stake in Initech to Globex in 2001.', { title: 'Acme news', genre: 'news' }), (f) => f.startsWith('ownedBy(Initech'));
    // A brand's name with its possessive, after the word "brand"; a firm's name ending in "Capital".
    assertIncludes(
      read("In 2023 Brightline sold its frozen-pizza brand Nonna's Table to Orchard Capital for $240 million.", {
        title: 'Brightline news',
        date: '2024-03-04',
        genre: 'news',
      }),
      ["ownedBy(Nonna's Table, Orchard Capital) from 2023-01-01", "ownedBy(Nonna's Table, Brightline) to 2023-01-01"],
    );
  });

  test('"completed its acquisition of X", "closed its purchase of X in March": the new owner from then', () => {
    assert.deepEqual(
      schemaFacts(
        read('Microsoft completed its $69 billion acquisition of Activision Blizzard on Friday.', {
          title: 'Microsoft closes Activision deal',
          date: '2023-10-14',
        }),
      ),
      ['parentOrganization(Activision Blizzard, Microsoft) from 2023-10-13'],
    );
    assert.deepEqual(schemaFacts(read('Acme closed its purchase of Initech in March.', { title: 'Acme news' })), [
      'parentOrganization(Initech, Acme) from 2024-03-01',
    ]);
    assert.deepEqual(schemaFacts(read('He left to found Acme in 1990.', { title: 'John Roe', genre: 'encyclopedic' })), [
      'founder(Acme, John Roe) from 1990-01-01',
      'inception(Acme, 1990)',
    ]);
  });

  test('"was sold to Argentina in 1958": the buyer owns it from then', () => {
    assert.ok(
      read('HMS Warrior is a ship. Warrior was sold to Argentina in 1958.', { genre: 'encyclopedic', title: 'HMS Warrior' }).includes(
        'ownedBy(HMS Warrior, Argentina) from 1958-01-01',
      ),
    );
  });

  test('"The San Francisco-based company" is headquartered in San Francisco', () => {
    assert.ok(
      read("Twitter agreed to the deal. The San Francisco-based company's board had resisted the bid.", { title: 'Twitter accepts bid' }).includes(
        'headquartersLocation(Twitter, San Francisco)',
      ),
    );
  });

  test('every object of a comma list ("bought Pixar, Marvel and Lucasfilm"); "Škoda" is one word', () => {
    const facts = read('Under Bob Iger, Disney bought Pixar, Marvel and Lucasfilm. Volkswagen also owns the Audi, Škoda and SEAT marques.');
    assertIncludes(facts, [
      'ownedBy(Pixar, Disney)',
      'ownedBy(Marvel, Disney)',
      'ownedBy(Lucasfilm, Disney)',
      'ownedBy(Škoda, Volkswagen)',
      'ownedBy(SEAT, Volkswagen)',
    ]);
  });

  test('each object of a list takes its own date', () => {
    assert.deepEqual(schemaFacts(read('Microsoft acquired LinkedIn in December 2016, GitHub in October 2018 and Activision Blizzard in October 2023.')), [
      'parentOrganization(LinkedIn, Microsoft) from 2016-12-01',
      'parentOrganization(GitHub, Microsoft) from 2018-10-01',
      'parentOrganization(Activision Blizzard, Microsoft) from 2023-10-01',
    ]);
  });
});

describe('holders one after another, as encyclopedias list them', () => {
  test('"Peter Seifert of the SPD served from 1993 until 2006" after the mayors before him: the page\'s post; a biography\'s "he served" is no such post', () => {
    const facts = read(
      'Chemnitz is a city in Saxony. The first freely elected mayor after reunification was Dieter Noll, who served from 1990 to 1991. Peter Seifert of the Social Democratic Party served from 1993 until 2006.',
      { genre: 'encyclopedic', title: 'Chemnitz', date: '2021-08-01' },
    );
    assertIncludes(facts, ['mayor(Chemnitz, Peter Seifert) from 1993-01-01 to 2006-01-01']);
    const life = read('Jon Roe is an American soldier. He was the mayor of Tromsø from 1990 to 1994. Roe served from 1995 until 1998 in the army.', {
      genre: 'encyclopedic',
      title: 'Jon Roe',
      date: '2021-08-01',
    });
    assertNone(life, (f) => f.includes('from 1995-01-01') && f.startsWith('mayor('));
  });

  test('"The first freely elected mayor after reunification was Dieter Noll of the CDU, who served from 1990 to 1991, followed by Joachim Pilz until 1993"', () => {
    const facts = read(
      'Chemnitz is a city in Saxony . The first freely elected mayor after German reunification was Dieter Noll of the Christian Democratic Union ( CDU ) , who served from 1990 to 1991 , followed by Joachim Pilz ( CDU ) until 1993 .',
      { genre: 'encyclopedic', title: 'Chemnitz', date: '2021-08-01' },
    );
    assertIncludes(facts, ['mayor(Chemnitz, Dieter Noll) from 1990-01-01 to 1991-01-01', 'mayor(Chemnitz, Joachim Pilz) from 1991-01-01 to 1993-01-01']);
    assertNone(facts, (f) => f.includes('Christian Democratic Union') && !f.startsWith('statement('));
  });

  test('a made-up biography: "studied economics at the University of Bergen" is an education; ", a post she held …" is cut from the statement, not the statement dropped', () => {
    const facts = read(
      'Margit Solberg is a Norwegian politician. From 1980 to 1985 she studied economics at the University of Bergen. In 1957, Solberg became chief conductor of the Bergen Philharmonic Orchestra, a post she relinquished after two years. The city is also popularly called , a nickname whose origin is not clear.',
      { title: 'Margit Solberg', date: '2024-06-01', genre: 'encyclopedic' },
    );
    assertIncludes(facts, [
      'educatedAt(Margit Solberg, University of Bergen) from 1980-01-01 to 1985-01-01',
      'statement(Margit Solberg, became chief conductor of the Bergen Philharmonic Orchestra) from 1957-01-01',
    ]);
    assertNone(facts, (f) => f.includes(', a post') || f.endsWith('called)') || f.includes('called) '));
    // (A field of study has no article: "studied the effects of inflation at the Bank of Norway" is research.)
    assertNone(
      read('Ola Dahl is an economist. From 1980 to 1985 Dahl studied the effects of inflation at the Bank of Norway.', {
        title: 'Ola Dahl',
        date: '2024-06-01',
        genre: 'encyclopedic',
      }),
      (f) => f.startsWith('educatedAt('),
    );
  });

  test('a made-up rail report: "Harwick Rail, the regional train operator based in Leeds, said …": its posts are the operator\'s, not Leeds\'s; "after nine years at the freight group Northline" is no length of the new post', () => {
    const facts = read(
      'Harwick Rail, the regional train operator based in Leeds, said on Thursday that Chidi Okonkwo will become its chief executive on May 1, succeeding Anneliese Brandt, who has led the company since 2016. Okonkwo joined Harwick in 2019 as chief operating officer after nine years at the freight group Northline. Brandt stepped down as chairwoman of Valtra Mobility in 2024 after nine years at the company.',
      { title: 'Harwick Rail names Okonkwo chief executive as Brandt retires', date: '2025-03-14', genre: 'news' },
    );
    assertIncludes(facts, [
      'chiefExecutiveOfficer(Harwick Rail, Chidi Okonkwo) from 2025-05-01',
      'chiefExecutiveOfficer(Harwick Rail, Anneliese Brandt) from 2016-01-01 to 2025-05-01',
      // (Promoted: the deputy's post ends when the chief executive's starts.)
      'chiefOperatingOfficer(Harwick Rail, Chidi Okonkwo) from 2019-01-01 to 2025-05-01',
      'chairperson(Valtra Mobility, Anneliese Brandt) to 2024-01-01 from 2015-01-01',
    ]);
    assertNone(facts, (f) => f.includes('(Leeds, ') || /chiefOperatingOfficer.* to 2028/.test(f));
    // ("the Dutch group Valtra Mobility", "the conglomerate Initech": the body's description before its name.)
    assertIncludes(
      read('Harwick Rail was bought by the Dutch group Valtra Mobility in 2018. Hooli was sold to the conglomerate Initech in 2014.', {
        title: 'Rail news',
        date: '2025-03-14',
        genre: 'news',
      }),
      ['ownedBy(Harwick Rail, Valtra Mobility) from 2018-01-01', 'ownedBy(Hooli, Initech) from 2014-01-01'],
    );
  });

  test('"was the 40th Governor of Texas from 1969 to 1973, who previously served as …": "who" is the governor past the dates; "the chief of staff to John Doe, who founded Acme" is Doe', () => {
    const facts = read(
      'Preston Earnest Smith ( March 7 , 1912 – October 18 , 2003 ) was the 40th Governor of Texas from 1969 to 1973 , who previously served as the lieutenant governor from 1963 to 1969 .',
      { genre: 'encyclopedic', title: 'Preston Smith (governor)', date: '2021-08-01' },
    );
    assertIncludes(facts, ['statement(Preston Smith, served as the lieutenant governor) from 1963-01-01 to 1969-01-01']);
    const staff = read('Jane Roe is an American executive. Jane Roe was the chief of staff to John Doe, who founded Acme in 1990.', {
      genre: 'encyclopedic',
      title: 'Jane Roe',
      date: '2021-08-01',
    });
    assertIncludes(staff, ['founder(Acme, John Doe) from 1990-01-01']);
    assertNone(staff, (f) => f.startsWith('founder(Acme, Jane Roe)'));
    // ("which" is the company's: "the chairman of Globex from 2008 to 2012, which was sold to Initech".)
    const sold = read('Tom Reed is an American executive. Tom Reed was the chairman of Globex from 2008 to 2012, which was sold to Initech in 2014.', {
      genre: 'encyclopedic',
      title: 'Tom Reed',
      date: '2021-08-01',
    });
    assertNone(sold, (f) => f.includes('(Tom Reed, Initech)'));
  });

  test('"she was followed by Lars Eide in 2014" with no post in its sentence passes none (the last one read may not be it)', () => {
    const facts = read(
      'Ingrid Halvorsen is a Norwegian politician . In 2005 she was appointed mayor of Tromsø . In 2010 she became chair of the Nordic Council . The first woman to lead the council , she was followed by Lars Eide in 2014 .',
      { genre: 'encyclopedic', title: 'Ingrid Halvorsen', date: '2024-03-01' },
    );
    assertNone(facts, (f) => /^(?:mayor|chairperson)\([^,]*, Lars Eide\)/.test(f));
  });
});

describe('parents', () => {
  test('"born … to Charles and Mary Carter", "the son of A, a real estate agent, and B, an electrician": each parent, dated by the birth', () => {
    const facts = read(
      'Dennis William Quaid ( born April 9 , 1954 ) is an American actor . He was born in Houston , Texas , the son of Juanita Quaid , a real estate agent , and William Rudy Quaid , an electrician . His cousin Raine was born in London on 17 February 1877 to Charles and Mary Carter .',
      { genre: 'encyclopedic', title: 'Dennis Quaid', date: '2021-08-01' },
    );
    assertIncludes(facts, [
      'child(Juanita Quaid, Dennis Quaid)',
      'child(William Rudy Quaid, Dennis Quaid)',
      'child(Charles Carter, Raine) from 1877-02-17',
      'child(Mary Carter, Raine) from 1877-02-17',
    ]);
  });
});

describe('a sentence that opens with a participle', () => {
  test('"Sacked on 15 February of the following year, he returned …": the participle is the subject\'s, and ends the term it names no post for', () => {
    const facts = read(
      'Maurizio Sarri ( born 10 January 1959 ) is an Italian football manager .\nOn 23 September 2008 , Sarri was named Perugia manager . Sacked on 15 February of the following year , he only returned to coaching duties on 24 March 2010 with Grosseto . On 6 July of that year Sarri was appointed manager of Alessandria .',
      { genre: 'encyclopedic', title: 'Maurizio Sarri', date: '2021-08-01' },
    );
    assertIncludes(facts, ['headCoach(Perugia, Maurizio Sarri) from 2008-09-23 to 2009-02-15', 'headCoach(Alessandria, Maurizio Sarri) from 2010-07-06']);
  });
});

describe('what a place is not', () => {
  test('"participated … in Algeria", "has offices in London, Moscow and New York City": a place is no event and no building', () => {
    const facts = read(
      'He participated with his division at Arzew in Algeria in rigorous training in 1943 . The WUPJ has regional offices in London , Moscow and New York City .',
      { genre: 'encyclopedic', title: 'Audie Murphy', date: '2021-08-01' },
    );
    assertNone(facts, (f) => f.startsWith('participantIn(') || f.startsWith('occupant('));
  });

  test('"a U-boat commander of World War II": a war has no commander, but the "II Battle Squadron" has', () => {
    const opts = { genre: 'encyclopedic' as const, title: 'Engelbert Endrass', date: '2021-08-01' };
    assertNone(read('Engelbert Endrass ( 2 March 1911 – 21 December 1941 ) was a German U-boat commander of World War II .', opts), (f) =>
      f.startsWith('commandedBy('),
    );
    assertIncludes(read('In 1913 Scheer was appointed commander of the II Battle Squadron .', { ...opts, title: 'Reinhard Scheer' }), [
      'commandedBy(II Battle Squadron, Reinhard Scheer) from 1913-01-01',
    ]);
  });

  test('"the town" after "the Russian Empire" is no empire: a town, a city, a village is no state', () => {
    const facts = read('Crimea was annexed by the Russian Empire in 1783 . The town was rebuilt by the Russians in 1790 .', {
      genre: 'encyclopedic',
      title: 'Sevastopol',
      date: '2021-08-01',
    });
    assertIncludes(facts, ['statement(Sevastopol, was rebuilt by the Russians) from 1790-01-01']);
    assertNone(facts, (f) => f.includes('(Russian Empire, was rebuilt'));
  });

  test('countries and large cities are places by their names alone; "Manchester City" is still a club', () => {
    assert.equal(guessKind('Algeria'), 'place');
    assert.equal(guessKind('New York City'), 'place');
    assert.equal(guessKind('Manchester City'), 'organisation');
  });

  test('a club\'s opening word ("Real Madrid", "Sporting Lisbon") and an institution\'s last ("Hoover Institution") are no person\'s name', () => {
    for (const name of ['Real Madrid', 'Sporting Lisbon', 'Dynamo Kyiv', 'Hoover Institution']) assert.equal(guessKind(name), 'organisation', name);
    assert.equal(guessKind('Greg Holt'), 'person');
  });
});

describe('memberships: what the body joined or left decides the predicate', () => {
  test('"to coach Pistoiese of Serie C1 in 2002–03 and Livorno of Serie B in 2003–04": each club with its season; "joined Sassuolo as head coach of the neroverdi" is the coach, not a player', () => {
    const facts = read(
      'Walter Mazzarri is an Italian football manager and former player who coaches the club. He played in the league and the cup. Subsequently, he returned to his native Tuscany to coach Pistoiese of Serie C1 in 2002–03 and Livorno of Serie B in 2003–04. In July 2009, he left Livorno to join Sassuolo as new head coach of the neroverdi.',
      { genre: 'encyclopedic', title: 'Walter Mazzarri', date: '2021-08-01' },
    );
    assertIncludes(facts, [
      'headCoach(Pistoiese, Walter Mazzarri) from 2002-01-01 to 2003-01-01',
      'headCoach(Livorno, Walter Mazzarri) from 2003-01-01 to 2004-01-01',
      'headCoach(Sassuolo, Walter Mazzarri) from 2009-07-01',
    ]);
    assertNone(facts, (f) => f.startsWith('memberOfSportsTeam(Walter Mazzarri, Sassuolo)'));
  });

  test('"joined Twitter in 2011 as a software engineer and became chief technology officer in 2017": the employment and the later post; "joined the telecommunications branch of the General Post Office" is the Post Office', () => {
    const facts = read('Agrawal, 37, joined Twitter in 2011 as a software engineer and became chief technology officer in 2017.', {
      genre: 'news',
      title: 'Twitter names Parag Agrawal chief executive',
      date: '2021-11-29',
    });
    assertIncludes(facts, ['employer(Parag Agrawal, Twitter) from 2011-01-01', 'chiefTechnologyOfficer(Twitter, Parag Agrawal) from 2017-01-01']);
    const flowers = read('In 1926, he joined the telecommunications branch of the General Post Office (GPO).', {
      genre: 'encyclopedic',
      title: 'Tommy Flowers',
    });
    assertIncludes(flowers, ['employer(Tommy Flowers, General Post Office) from 1926-01-01']);
  });

  test('"hired as manager of his hometown team Académica de Coimbra" is the club\'s head coach; the contract he signs with the next club right after is his next coaching post', () => {
    const facts = read(
      'Sérgio Conceição is a Portuguese football manager and former player. He played in the league and the cup for the club. On 8 April 2013, Conceição was hired as manager of his hometown team Académica de Coimbra. He left at the end of the season. Conceição signed a two-year contract with S.C. Braga on 26 May 2014.',
      { genre: 'encyclopedic', title: 'Sérgio Conceição', date: '2021-08-01' },
    );
    assertIncludes(facts, ['headCoach(S.C. Braga, Sérgio Conceição) from 2014-05-26']);
    assert.ok(
      facts.some((f) => f.startsWith('headCoach(Académica de Coimbra, Sérgio Conceição) from 2013-04-08')),
      facts.join('\n'),
    );
    assertNone(facts, (f) => f.startsWith('memberOfSportsTeam(Sérgio Conceição, S.C. Braga)'));
  });

  test('"started playing professional football for C.D. Montijo in 1996, then moved to F.C. Barreirense": the gerund completes "started", and the second verb is his', () => {
    const facts = read(
      'Zé Pedro is a Portuguese footballer who plays as a midfielder for the club. He made his league debut in the 1996 season. José Pedro started playing professional football for his hometown club C.D. Montijo in 1996, then moved to F.C. Barreirense in 1997.',
      { genre: 'encyclopedic', title: 'Zé Pedro (footballer, born 1978)', date: '2021-08-01' },
    );
    assert.ok(
      facts.some((f) => /^\w+\(José Pedro, F\.C\. Barreirense\) from 1997/.test(f)),
      facts.join('\n'),
    );
    assertNone(facts, (f) => /\((?:professional football|1996), /.test(f));
  });

  test('a league describes the club named after it and is no team: "signed with League One side Crewe Alexandra", "moved to La Liga with CA Osasuna"', () => {
    const facts = read(
      'Thierry Audel is a French footballer who plays as a defender. He made his league debut for the club in the 2005 season. He signed a two-year contract with League One side Crewe Alexandra in June 2013. In the summer of 2014, Audel moved to La Liga with CA Osasuna.',
      { genre: 'encyclopedic', title: 'Thierry Audel', date: '2021-08-01' },
    );
    assertIncludes(facts, ['memberOfSportsTeam(Thierry Audel, Crewe Alexandra) from 2013-06-01']);
    assertNone(facts, (f) => /memberOfSportsTeam\(Thierry Audel, (?:League One|La Liga)\)/.test(f));
  });

  test('"X, the Conservative member for Bury South, defected to the opposition Labour Party": the name before the description, the party after it', () => {
    assert.ok(
      read('Christian Wakeford, the Conservative member of parliament for Bury South, defected to the opposition Labour Party on Wednesday.', {
        title: 'Wakeford defects',
        date: '2022-01-20',
      }).includes('memberOfPoliticalParty(Christian Wakeford, Labour Party) from 2022-01-19'),
    );
  });

  test('"moved to the French club Olympique Capital City": the whole name after "club", and no residence in "French"', () => {
    const facts = read(
      'Lenny Leonard is a footballer who plays as a striker. He scored 40 goals in three seasons for the club. In 2018 he moved to the French club Olympique Capital City.',
      { genre: 'encyclopedic', title: 'Lenny Leonard' },
    );
    assertIncludes(facts, ['memberOfSportsTeam(Lenny Leonard, Olympique Capital City) from 2018-01-01']);
    assertNone(facts, (f) => f.startsWith('residence('));
  });

  test('"moved to the Italian club Juventus" in a story about sport', () => {
    assert.ok(
      read('Cristiano Ronaldo is a footballer. The striker scored goals for the club in the league season. In 2018 he moved to the Italian club Juventus.', {
        genre: 'encyclopedic',
        title: 'Cristiano Ronaldo',
      }).includes('memberOfSportsTeam(Cristiano Ronaldo, Juventus) from 2018-01-01'),
    );
  });

  test('a party is party membership; leaving a company ends an employment; leaving a city is no job', () => {
    const facts = read('Ken Livingstone rejoined Labour in January 2004. Steve Jobs left Apple Inc. in 1985. Jane Roe left Seattle in 1990.', {
      genre: 'encyclopedic',
    });
    assert.ok(facts.includes('memberOfPoliticalParty(Ken Livingstone, Labour) from 2004-01-01'));
    assert.ok(facts.includes('employer(Steve Jobs, Apple Inc.) to 1985-01-01'));
    assert.ok(!facts.some((f) => f.includes('Seattle') && !f.startsWith('statement(')));
  });

  test('in a story about sport, clubs joined are teams, the club left behind ends, and "is leaving A for B" dates both', () => {
    const facts = read(
      'Cristiano Ronaldo joined Real Madrid from Manchester United in 2009. The striker scored 450 goals for the club in nine seasons. Ronaldo is leaving Real Madrid for Juventus.',
      { date: '2018-07-10' },
    );
    assert.deepEqual(schemaFacts(facts), [
      'memberOfSportsTeam(Cristiano Ronaldo, Real Madrid) from 2009-01-01',
      'memberOfSportsTeam(Cristiano Ronaldo, Manchester United) to 2009-01-01',
      'memberOfSportsTeam(Cristiano Ronaldo, Real Madrid) to 2018-07-10',
      'memberOfSportsTeam(Cristiano Ronaldo, Juventus) from 2018-07-10',
    ]);
  });

  test('seats on a board, keyed on the organisation: joined, appointed to, left; a coordinated resignation ends the seat', () => {
    const facts = read(
      "Meg Whitman joined the board of directors of Procter & Gamble in 2011. She was appointed to the board of Goldman Sachs in October 2001 and then resigned in December 2002. In January 2011, Whitman joined Hewlett-Packard's board of directors. She left the board of Procter & Gamble in 2019.",
      { genre: 'encyclopedic', title: 'Meg Whitman' },
    );
    assertIncludes(facts, [
      'boardMember(Procter & Gamble, Meg Whitman) from 2011-01-01',
      'boardMember(Goldman Sachs, Meg Whitman) from 2001-10-01 to 2002-12-01',
      'boardMember(Hewlett-Packard, Meg Whitman) from 2011-01-01',
      'boardMember(Procter & Gamble, Meg Whitman) to 2019-01-01',
    ]);
    // An undated "left the board" is no period's end; a board with no owner named is nobody's seat.
    assertNone(read('Jane Roe left the board of Acme. John Roe joined the board in 2010.', { title: 'Acme news' }), (f) => f.startsWith('boardMember('));
  });
});

describe('what has not happened states no fact', () => {
  test('"agreed to buy", "is expected to name", "refused to step down" are no acquisition, role or ending', () => {
    assert.deepEqual(schemaFacts(read('Oracle agreed to buy Cerner last year.', { title: 'Oracle deal' })), []);
    assert.deepEqual(schemaFacts(read('Acme is expected to name Jane Roe as chief executive.', { title: 'Acme news' })), []);
    assert.deepEqual(schemaFacts(read('Jane Roe refused to step down as chief executive of Acme.', { title: 'Acme news' })), []);
  });

  test('"said that he would buy the team" is a plan; "said that she would resign … on June 7" is scheduled', () => {
    assertNone(read('Steve Ballmer said on Monday that he would buy the team.', { title: 'Clippers news' }), (f) => f.startsWith('ownedBy('));
    assertIncludes(
      read('Theresa May said on Friday that she would resign as leader of the Conservative Party on June 7.', { title: 'May to resign', date: '2019-05-24' }),
      ['leader(Conservative Party, Theresa May) to 2019-06-07'],
    );
  });

  test('"went on to found", "moved on to work at", "was forced to resign" did happen', () => {
    assert.deepEqual(schemaFacts(read('He later went on to found Acme in 1990.', { title: 'John Roe', genre: 'encyclopedic' })), [
      'founder(Acme, John Roe) from 1990-01-01',
      'inception(Acme, 1990)',
    ]);
    assert.ok(
      read('Jane Roe was forced to resign as chief executive of Acme in March.', { title: 'Acme news' }).includes(
        'chiefExecutiveOfficer(Acme, Jane Roe) to 2024-03-01',
      ),
    );
  });
});

describe('references and phrases as encyclopedias and wires write them', () => {
  test('"The Harbor Theatre … The theatre, founded in 1962 by the playwright Ruth Calder, moved …": a description is the name the window has that ends with its noun (as written: "theatre", not the lemma "theater"); "the championship" is no such name', () => {
    const facts = read(
      'The Harbor Theatre named a new director on Wednesday. The theatre, founded in 1962 by the playwright Ruth Calder, moved to its current home on Quay Street in 1988.',
      { title: 'Harbor Theatre names new artistic director', date: '2024-03-14', genre: 'news' },
    );
    assertIncludes(facts, [
      'founder(Harbor Theatre, Ruth Calder) from 1962-01-01',
      'statement(Harbor Theatre, moved to its current home on Quay Street) from 1988-01-01',
    ]);
    const race = read(
      'Paul di Resta is a British racing driver. In 2009 he entered the FIA World Endurance Championship. In 2010, he won three races in a row on the way to winning the championship.',
      { title: 'Paul di Resta', date: '2021-08-01', genre: 'encyclopedic' },
    );
    assertNone(race, (f) => f.startsWith('awardReceived(Paul di Resta, FIA World Endurance Championship) from 2010'));
  });

  test('"the corvette" is the page that defined itself as one; "a Bathurst-class corvette" is one phrase', () => {
    const facts = read('HMAS Cairns is a Bathurst-class corvette. The corvette was transferred to the Indonesian Navy on 6 April 1950.', {
      genre: 'encyclopedic',
      title: 'HMAS Cairns',
    });
    assert.ok(facts.includes('statement(HMAS Cairns, was transferred to the Indonesian Navy) from 1950-04-06'), facts.join('\n'));
  });

  test('what the title says the page is: "the show" on a game show\'s page, "the observatory" on "Mannheim Observatory", "she" on a ship\'s', () => {
    const show = read(
      'Lykkehjulet is the Danish version of the Wheel of Fortune television game show. Thereafter, the show was hosted by Bengt Burg from 1989 to 2000.',
      { genre: 'encyclopedic', title: 'Lykkehjulet', date: '2021-08-01' },
    );
    assertIncludes(show, ['presenter(Lykkehjulet, Bengt Burg) from 1989-01-01 to 2000-01-01']);
    const series = read('The show was hosted by Roy Plomley from 1974 to 1979.', {
      genre: 'encyclopedic',
      title: 'Many a Slip (radio series)',
      date: '2021-08-01',
    });
    assertIncludes(series, ['presenter(Many a Slip, Roy Plomley) from 1974-01-01 to 1979-01-01']);
    const observatory = read('The observatory was moved to Karlsruhe in 1880.', { genre: 'encyclopedic', title: 'Mannheim Observatory', date: '2021-08-01' });
    assertIncludes(observatory, ['statement(Mannheim Observatory, was moved to Karlsruhe) from 1880-01-01']);
    const ship = read('Costa Allegra was a cruise ship owned by Costa Cruises. In 2012 she was sold to Themis Maritime.', {
      genre: 'encyclopedic',
      title: 'MS Costa Allegra',
      date: '2021-08-01',
    });
    assertIncludes(ship, ['ownedBy(MS Costa Allegra, Themis Maritime) from 2012-01-01']);
  });

  test('"the class", "the locomotives" on a locomotive class\'s page are the class; "the first five locomotives" are not; "Derby Works" is a maker\'s name', () => {
    const facts = read(
      'The Class 24 was a class of diesel locomotives. The class was built by Derby Works from 1958 to 1961. The locomotives were manufactured by Henschel between 1902 and 1906. The first five locomotives, built by Clyde Engineering, had a semi-streamlined boiler casing. In 1960 the locomotives were built at Horwich Works. In 1961 the class was built at Crewe. From 1957, some of the locomotives had larger chimneys fitted. Bachmann produces a model of the class 24.',
      { genre: 'encyclopedic', title: 'British Rail Class 24', date: '2021-08-01' },
    );
    assertIncludes(facts, [
      'manufacturer(British Rail Class 24, Derby Works) from 1958-01-01 to 1961-01-01',
      'manufacturer(British Rail Class 24, Henschel) from 1902-01-01 to 1906-01-01',
      'manufacturer(British Rail Class 24, Horwich Works) from 1960-01-01',
    ]);
    // (Built at a place is no maker.)
    assertNone(
      facts,
      (f) => f.includes('boiler casing') || f.includes('chimneys') || f.includes('Class 24 24') || f.startsWith('manufacturer(British Rail Class 24, Crewe)'),
    );
    // (A school's page: "the classes" are lessons, not the page.)
    assertNone(read('The classes were taught by John Roe from 1990 to 1995.', { genre: 'encyclopedic', title: 'Acme School', date: '2021-08-01' }), (f) =>
      f.includes('Acme School'),
    );
  });

  test('"joined the newly formed Jatiyo Party": a participle with its adverb opens the name\'s phrase', () => {
    assert.ok(
      read('Moudud Ahmed is a politician. In 1985, Ahmed joined the newly formed Jatiyo Party.', { genre: 'encyclopedic', title: 'Moudud Ahmed' }).includes(
        'memberOfPoliticalParty(Moudud Ahmed, Jatiyo Party) from 1985-01-01',
      ),
    );
  });

  test("the company that ousts names the organisation; a headline name the text shows to be a company is the report's focus", () => {
    const facts = read(
      'Boeing Co. ousted chief executive Dennis Muilenburg on Monday. Chairman David Calhoun will take over as chief executive on January 13.',
      { title: 'Boeing ousts CEO Muilenburg as 737 MAX crisis deepens', date: '2019-12-24' },
    );
    assert.ok(facts.includes('chiefExecutiveOfficer(Boeing Co., Dennis Muilenburg) to 2019-12-23'), facts.join('\n'));
    assert.ok(facts.includes('chiefExecutiveOfficer(Boeing Co., David Calhoun) from 2020-01-13'), facts.join('\n'));
    assert.ok(!facts.some((f) => f.startsWith('statement(Boeing Co., ousted')));
  });

  test('a page defined as a city is a place; "Albert Royo i Mariné" is one name; a gerund after "before" is its clause\'s subject\'s', () => {
    assert.ok(
      read('Chemnitz is a city in Saxony. Since 2006, Barbara Ludwig has served as mayor.', { genre: 'encyclopedic', title: 'Chemnitz' }).includes(
        'mayor(Chemnitz, Barbara Ludwig) from 2006-01-01',
      ),
    );
    assert.ok(
      read('DIPLOCAT is a council. Albert Royo i Mariné was the secretary general of the Diplomacy Council from 2013 to 2017.', {
        genre: 'encyclopedic',
        title: 'DIPLOCAT',
      }).some((f) => f.startsWith('secretaryGeneral(Diplomacy Council, Albert Royo i Mariné)')),
    );
    assert.ok(
      read('Pat Sullivan was a producer. In 1909, Sullivan spent a few months in London, before moving to the United States around 1910.', {
        genre: 'encyclopedic',
        title: 'Pat Sullivan',
      }).includes('residence(Pat Sullivan, United States) from 1910-01-01'),
    );
  });

  test('a phrase an earlier verb governs is no second subject; a name inside an apposition is not the one who speaks', () => {
    const facts = read(
      'Aali was towed to Weihai and Dong Fang Ocean was towed to Longyan Port. Friedrich Merz, leader of the opposition Christian Democrats, demanded that the vote be held much sooner.',
      { date: '2024-11-07' },
    );
    assertNone(facts, (f) => f.startsWith('statement(Weihai'));
    assert.ok(facts.includes('statement(Friedrich Merz, demanded that the vote be held much sooner)'), facts.join('\n'));
  });

  test('a surname in the headline is the person the text names in full; a phrase after a relative clause is inside it', () => {
    const facts = read(
      'Christian Wakeford defected to Labour on Wednesday. Wakeford said he had been considering the move for some time. Jeff Bezos founded Amazon. Bezos, who had led Amazon since founding it, is now executive chairman.',
      { title: 'Wakeford defects to Labour', date: '2022-01-19' },
    );
    assert.ok(facts.includes('statement(Christian Wakeford, said he had been considering the move for some time)'), facts.join('\n'));
    assertNone(facts, (f) => f.startsWith('statement(Amazon, is now'));
  });

  test('"Iger" in the headline and "Bob Iger" in the text are one person: "Iger, who had run Disney since 2005" is his chief executive term', () => {
    const facts = read(
      "The Walt Disney Company on Tuesday named Bob Chapek as chief executive, effective immediately, replacing Bob Iger. Iger, who had run Disney since 2005, will serve as executive chairman until his contract expires at the end of 2021, directing the company's creative work.",
      { title: 'Disney names Bob Chapek CEO as Iger becomes executive chairman', date: '2020-02-25', genre: 'news' },
    );
    assertIncludes(facts, ['chiefExecutiveOfficer(Disney, Bob Iger) from 2005-01-01', 'chiefExecutiveOfficer(Disney, Bob Iger) to 2020-02-25']);
    assertNone(facts, (f) => f.startsWith('chairperson(Disney, Bob Iger) from 2005'));
  });

  test('"Toyota overtook General Motors" (a past the tagger took for a noun), "The company filed … and emerged" (no reduced relative), "its streaming business"; no "emerged from it"', () => {
    const facts = read(
      'General Motors is an automaker. The company filed for bankruptcy protection on 1 June 2009 and emerged from it in July of that year. Toyota overtook General Motors as the largest carmaker in 2008. Disney lost $1.5 billion on its streaming business.',
      { genre: 'encyclopedic', title: 'General Motors' },
    );
    assertIncludes(facts, [
      'statement(General Motors, filed for bankruptcy protection) from 2009-06-01',
      'statement(Toyota, overtook General Motors as the largest carmaker) from 2008-01-01',
      'statement(Disney, lost $1.5 billion on its streaming business)',
    ]);
    // ("emerged from it": "it" is the bankruptcy protection, which the statement would not say.)
    assertNone(facts, (f) => f.includes('emerged from it'));
  });

  test('"He died in 1918" on the page of a woman the text calls "she" is somebody else: his date of death', () => {
    const facts = read(
      'Mary Raine was a businesswoman. She was born in 1877. She married William Thomas in 1905. He died in 1918 after falling from a horse. She died in 1960.',
      { genre: 'encyclopedic', title: 'Mary Raine' },
    );
    assert.ok(facts.includes('dateOfDeath(William Thomas, 1918)'), facts.join('\n'));
    assertNone(facts, (f) => f.startsWith('dateOfDeath(Mary Raine, 1918'));
  });

  test('no fragments: a verb cut from its object, an unresolved "him", a title\'s "Is", an aside in brackets, a cut clause\'s subject', () => {
    const facts = read(
      [
        'On 1 July 1991, the Bergslagen Military Area and the Eastern Military Area merged and formed the Middle Military Area.',
        'The German Federal Government nominates him in 2019.',
        'Pat Sajak became the longest-running host of any game show in 2019, surpassing Bob Barker, who hosted The Price Is Right from 1972 to 2007.',
        'Ingrid Schaffner (born 1961) is a curator and writer.',
        'Cospaia unexpectedly gained independence in 1440 after Pope Eugene IV, embroiled in a struggle with the Council of Basel, made a sale of territory to Florence.',
      ].join(' '),
      { genre: 'encyclopedic', title: 'Cospaia' },
    );
    for (const fragment of [
      'statement(Eastern Military Area, merged)',
      'statement(German Federal Government, nominates him)',
      'statement(Bob Barker, Is Right)',
      'statement(Ingrid Schaffner, born)',
    ]) {
      assert.ok(!facts.some((f) => f.startsWith(fragment)), `${fragment} in\n${facts.join('\n')}`);
    }
    assertIncludes(facts, [
      'statement(Eastern Military Area, formed the Middle Military Area) from 1991-07-01',
      'statement(Cospaia, gained independence) from 1440-01-01',
    ]);
  });

  test("a verb coordinated right after a subordinate clause, in its voice and tense, shares that clause's subject", () => {
    const facts = read('His first Silver Star came after he killed four and wounded three at a German machine gun position on 2 October 1944.', {
      genre: 'encyclopedic',
      title: 'Audie Murphy',
    });
    assert.ok(facts.includes('statement(Audie Murphy, wounded three at a German machine gun position) from 1944-10-02'), facts.join('\n'));
    assertNone(facts, (f) => f.startsWith('statement(Silver Star'));
  });

  test('no statement ends on an auxiliary or "their own", opens a cut quotation or starts capitalised', () => {
    const facts = read(
      'In 2012 Whitman related , In any high-pressure working environment , tensions can surface . In 1960 it restored New York as a city with two teams , as it had been from 1890 until 1957 . In 2019 Stephen responded to the diss with their own .',
      { title: 'Meg Whitman' },
    );
    assertNone(facts, (f) => /related, In|had been\)|their own\)/.test(f));
  });

  test('"who has led the company for eleven years": a present perfect\'s length counts back from the report', () => {
    const facts = read(
      'Acme Foods said on Tuesday that Maria Lopez will become chief executive on April 1, succeeding Tom Barrett, who has led the company for eleven years.',
      { title: 'Acme Foods names new chief executive', date: '2025-03-12' },
    );
    // (Barrett held the post Maria Lopez takes: chief executive, for eleven years before the report.)
    assert.ok(facts.includes('chiefExecutiveOfficer(Acme Foods, Tom Barrett) from 2014-01-01 to 2025-04-01'), facts.join('\n'));
  });

  test('a hedged clause states nothing: "is said not to be", "reportedly", "is estimated that"', () => {
    const facts = read('In 2019 Helmut Lang is said not to be involved with the brand. In 2020 the company reportedly cut 300 jobs.', { title: 'Helmut Lang' });
    assertNone(facts, (f) => /said not to be|reportedly/.test(f));
  });

  test('a statement starts at its verb, keeps no emptied date brackets, and no cut-up text', () => {
    const facts = read(
      [
        'Before accepting the Bernhardson Chair , she taught at Luther Seminary ( 1985-1990 ) , Luther College ( 1990-1995 ) and Gustavus Adolphus College ( 1995-1997 ) .',
        'In 1990 she became a stockbroker and later a banker .',
        'In 1950 , Robinson became Chief Mechanical Engineer ) , , and these formed class 11B .',
      ].join(' '),
      { genre: 'encyclopedic', title: 'Marcia Bunge' },
    );
    // (Each place she taught at with its own years.)
    assertIncludes(facts, [
      'employer(Marcia Bunge, Luther Seminary) from 1985-01-01 to 1990-01-01',
      'employer(Marcia Bunge, Luther College) from 1990-01-01 to 1995-01-01',
      'employer(Marcia Bunge, Gustavus Adolphus College) from 1995-01-01 to 1997-01-01',
    ]);
    assertNone(facts, (f) => /Bernhardson Chair she|\(\)|and later\)|\),/.test(f));
  });

  test('in an encyclopedia, "they" or "the organization" that is not the page\'s subject waits for review', () => {
    const text =
      'Boris Nemtsov was a Russian politician. In 2008 he co-founded Solidarnost. The organization hoped to unite the opposition forces in Russia. In 2011 Nemtsov founded the Republican Party. They finished second in 2012.';
    const facts = readFacts(text, { genre: 'encyclopedic', title: 'Boris Nemtsov' }).filter((f) => /hoped to unite|finished second/.test(f.object));
    assert.ok(
      facts.some((f) => f.object === 'finished second'),
      'read, for review',
    );
    assert.deepEqual(
      facts.filter((f) => f.confidence >= 0.5).map((f) => f.object),
      [],
    );
  });

  test('a change still to come with no date is no fact yet', () => {
    assert.ok(
      !read('Microsoft will buy the video game publisher Activision Blizzard.').some((f) => f.startsWith('ownedBy(') || f.startsWith('parentOrganization(')),
    );
  });
});

describe('times counted from the narrative', () => {
  test("an encyclopedia's undated past read from a phrase or a non-finite clause waits for review, as a finite clause's does", () => {
    const facts = [
      ...readFacts('Fergie is an American singer. Later, Interscope chairman Jimmy Iovine offered Fergie a permanent spot.', {
        genre: 'encyclopedic',
        title: 'Fergie (singer)',
        date: '2021-08-01',
      }),
      ...readFacts('Paul Sturrock is a Scottish football coach. After his retirement, Sturrock returned to live in the South West of England.', {
        genre: 'encyclopedic',
        title: 'Paul Sturrock',
        date: '2021-08-01',
      }),
    ];
    const sure = (predicate: string, object: string) => facts.find((f) => f.predicate === predicate && f.object === object)?.confidence ?? 1;
    assert.ok(sure('chairperson', 'Jimmy Iovine') < 0.5, facts.map(show).join('\n'));
    assert.ok(sure('residence', 'South West') < 0.5, facts.map(show).join('\n'));
    assert.ok(!facts.some((f) => f.predicate === 'chairperson' && f.confidence >= 0.5));
  });

  test('"in April that year" is April of the year the narrative is at', () => {
    assert.ok(
      read('Boris Johnson and Carrie Symonds announced their engagement in February 2020, and their son, Wilfred Johnson, was born in April that year.', {
        date: '2021-05-30',
      }).includes('dateOfBirth(Wilfred Johnson, 2020-04)'),
    );
  });

  test('on the page of an office, a succession or a re-election with no post named is a term of that office; "that June" is June of the narrative\'s year', () => {
    const facts = read(
      'The Mayor of London is the directly elected head of the Greater London Authority. Ken Livingstone rejoined Labour in January 2004 and was re-elected that June. Sadiq Khan of the Labour Party succeeded Boris Johnson on 9 May 2016.',
      { genre: 'encyclopedic', title: 'Mayor of London' },
    );
    assertIncludes(facts, [
      'mayor(London, Ken Livingstone) from 2004-06-01',
      'mayor(London, Sadiq Khan) from 2016-05-09',
      'mayor(London, Boris Johnson) to 2016-05-09',
    ]);
  });

  test('a year-less month after a past verb is the last one before the report; after "effective" or "will", the next', () => {
    assert.ok(
      read('Steve Ballmer announced his retirement in August.', { date: '2014-02-04' }).includes(
        'statement(Steve Ballmer, announced his retirement) from 2013-08-01',
      ),
    );
    assert.ok(
      read('Boeing on Wednesday named Kelly Ortberg as its next chief executive, effective August 8.', {
        title: 'Boeing names Ortberg',
        date: '2024-07-31',
      }).includes('chiefExecutiveOfficer(Boeing, Kelly Ortberg) from 2024-08-08'),
    );
  });

  test('"two days later" counts from the latest date before it; "the following month" from one in its own sentence', () => {
    const facts = read(
      'Volkswagen is a German carmaker. Martin Winterkorn, chief executive since January 2007, resigned on 23 September 2015. Matthias Müller replaced him two days later. After his contract expired in June 2023, Lionel Messi moved to Miami the following month.',
      { genre: 'encyclopedic', title: 'Volkswagen' },
    );
    assert.ok(facts.includes('replaces(Matthias Müller, Martin Winterkorn) from 2015-09-25'), facts.join('\n'));
    assert.ok(facts.includes('residence(Lionel Messi, Miami) from 2023-07-01'), facts.join('\n'));
  });
});

test('"will step down at the end of the year" ends the term when the report\'s year is over; "the end of 2024" likewise', () => {
  const facts = read(
    'Boeing chief executive David Calhoun will step down at the end of the year, the company said on Monday. Initech chief executive Bill Lumbergh will leave at the end of March 2025.',
    { date: '2024-03-25' },
  );
  assertIncludes(facts, ['chiefExecutiveOfficer(Boeing, David Calhoun) to 2025-01-01', 'chiefExecutiveOfficer(Initech, Bill Lumbergh) to 2025-04-01']);
});

test('"Narasimhan, who had been chief executive of Reckitt from 2019 to 2022, took over from Schultz": the successor takes Schultz\'s post, not the earlier one', () => {
  const facts = read(
    'Starbucks Corporation is an American coffeehouse chain. Schultz came back for a third spell, as interim chief executive. Laxman Narasimhan, who had been chief executive of Reckitt from 2019 to 2022, took over from Schultz on 20 March 2023.',
    { genre: 'encyclopedic', title: 'Starbucks' },
  );
  assertIncludes(facts, [
    'chiefExecutiveOfficer(Reckitt, Laxman Narasimhan) from 2019-01-01 to 2022-01-01',
    'chiefExecutiveOfficer(Starbucks Corporation, Laxman Narasimhan) from 2023-03-20',
    'chiefExecutiveOfficer(Starbucks Corporation, Schultz) to 2023-03-20',
    'replaces(Laxman Narasimhan, Schultz) from 2023-03-20',
  ]);
  assertNone(facts, (f) => f.startsWith('chiefExecutiveOfficer(Reckitt, Schultz)'));
});

test('"Erik ten Hag, previously the head coach of Ajax, has been the manager since May 2022": the name with its particle is the subject', () => {
  const facts = read(
    'Manchester United Football Club is an English football club. Erik ten Hag, previously the head coach of Ajax, has been the manager since May 2022.',
    {
      genre: 'encyclopedic',
      title: 'Manchester United F.C.',
    },
  );
  assertIncludes(facts, ['headCoach(Manchester United F.C., Erik ten Hag) from 2022-05-01']);
  assertNone(facts, (f) => f.includes(', Ajax)'));
});

test('only a post with one holder at a time passes in a succession: "co-founder Bill Gates … handed the chairmanship to John Thompson" makes no founder', () => {
  const facts = read('Bill Gates is a co-founder of Microsoft. Gates handed the chairmanship to John Thompson.', { date: '2014-02-04' });
  assertIncludes(facts, ['replaces(John Thompson, Bill Gates)']);
  assertNone(facts, (f) => f.startsWith('founder(Microsoft, John Thompson)'));
});

test('"graduated from St. Xavier High School in 1976": the name whole, and graduation ends the schooling', () => {
  const facts = read(
    'Brad Wenstrup is an American politician. In 1976, Wenstrup graduated from St. Xavier High School. Conceição signed with S.C . Braga in 2014.',
    {
      genre: 'encyclopedic',
      title: 'Brad Wenstrup',
    },
  );
  assertIncludes(facts, ['educatedAt(Brad Wenstrup, St. Xavier High School) to 1976-01-01', 'memberOfSportsTeam(Conceição, S.C . Braga) from 2014-01-01']);
});

test('"manager of Ligue 1 club FC Nantes": a small number continues a name, and the club is the organisation', () => {
  const facts = read(
    'Sérgio Conceição is a Portuguese football manager. Conceição was named manager of Ligue 1 club FC Nantes on 8 December 2016, replacing René Girard.',
    {
      genre: 'encyclopedic',
      title: 'Sérgio Conceição',
    },
  );
  assertIncludes(facts, ['headCoach(FC Nantes, Sérgio Conceição) from 2016-12-08', 'headCoach(FC Nantes, René Girard) to 2016-12-08']);
  // A count after a name is no part of it.
  assertNone(read('Messi scored 2 goals against Sevilla in 2010.'), (f) => f.includes('Messi 2'));
});

test('"X, also known as Y, was …": the aside is skipped and X is the subject; "Bohemond IV of Antioch" is one name', () => {
  const facts = read('Bohemond IV of Antioch, also known as Bohemond the One-Eyed, was Count of Tripoli from 1187 to 1233.', {
    genre: 'encyclopedic',
    title: 'Bohemond IV of Antioch',
  });
  assertIncludes(facts, ['statement(Bohemond IV of Antioch, was Count of Tripoli) from 1187-01-01 to 1233-01-01']);
  assertNone(facts, (f) => f.includes('(Eyed'));
});

test('"also known as Trey": a name is the words written, not an entity they resolve to', () => {
  const facts = read('Bohemond IV of Antioch was a count. Bill Gates, also known as Trey, founded Microsoft in 1975.', {
    genre: 'encyclopedic',
    title: 'Bohemond IV of Antioch',
  });
  assertIncludes(facts, ['name(Bill Gates, Trey)']);
  assertNone(facts, (f) => f.startsWith('name(Bill Gates, Bohemond'));
});

test('"The British Rail Class 15 diesel locomotives were built by …": the name names the bare noun after it; "Microsoft shares" do not', () => {
  const facts = read(
    'The British Rail Class 15 diesel locomotives were built by the Yorkshire Engine Company between 1957 and 1961. Microsoft shares rose 7 percent.',
    {
      genre: 'encyclopedic',
      title: 'British Rail Class 15',
    },
  );
  assertIncludes(facts, ['manufacturer(British Rail Class 15, Yorkshire Engine Company) from 1957-01-01 to 1961-01-01']);
  assertNone(facts, (f) => f.startsWith('statement(Microsoft, rose'));
});

test('in an encyclopedia "at the end of the year" is the narrative\'s year; in news the report\'s', () => {
  const encyclopedic = read('The first section was opened on 3 May 1990. The line was extended to Porta Romana at the end of the year.', {
    genre: 'encyclopedic',
    title: 'Milan Metro Line 3',
    date: '2021-08-01',
  });
  assertNone(encyclopedic, (f) => f.includes('2022-01-01'));
  const news = read('In 2019 the company moved to Austin. Bobby Kotick will remain chief executive of Activision until the end of the year.', {
    date: '2023-01-18',
  });
  assertIncludes(news, ['chiefExecutiveOfficer(Activision, Bobby Kotick) to 2024-01-01']);
});

test('"he was elected to the Académie Française in 1847, named a senator in 1869": the second verb phrase is his, not the academy\'s', () => {
  const facts = read(
    'Isidore Taylor was a French dramatist. In recognition of his work he was elected to the Académie Française in 1847, named a senator of the Second Empire in 1869 and made an officer of the Legion of Honour in 1877.',
    { genre: 'encyclopedic', title: 'Isidore Taylor' },
  );
  assertNone(facts, (f) => f.startsWith('statement(Académie'));
  assert.ok(
    facts.some((f) => f.startsWith('statement(Isidore Taylor, named a senator of the Second Empire) from 1869')),
    facts.join('\n'),
  );
});

test('"sent on two loan spells to Lincoln City, before returning to Macclesfield Town in February 2015": a second stint from then', () => {
  const facts = read(
    'Thierry Audel is a French footballer who plays as a defender for the club. He moved to England in January 2013 to play for Macclesfield Town, before signing with Crewe Alexandra five months later. He was sent on two loan spells to Lincoln City, before returning to Macclesfield Town in February 2015.',
    { genre: 'encyclopedic', title: 'Thierry Audel' },
  );
  assertIncludes(facts, [
    'memberOfSportsTeam(Thierry Audel, Macclesfield Town) from 2013-01-01',
    'memberOfSportsTeam(Thierry Audel, Macclesfield Town) from 2015-02-01',
  ]);
});

test('"replacing Per Aas, who had run the ferry operator since 2017": a capitalised preposition before a name is a first name', () => {
  const facts = read(
    'Fjordline Shipping named Ingrid Solberg as its chief executive on Monday, replacing Per Aas, who had run the ferry operator since 2017.',
    {
      date: '2025-03-12',
      title: 'Fjordline names new chief',
    },
  );
  assertIncludes(facts, [
    'chiefExecutiveOfficer(Fjordline Shipping, Per Aas) from 2017-01-01 to 2025-03-10',
    'replaces(Ingrid Solberg, Per Aas) from 2025-03-10',
  ]);
});

describe('open statements', () => {
  test('"faced calls to resign over gatherings held in Downing Street during lockdown": a participle right after the phrase it describes is part of the statement', () => {
    const facts = read('The defection came as Boris Johnson faced calls to resign over gatherings held in Downing Street during lockdown.', {
      title: 'Wakeford defects to Labour',
      date: '2022-01-19',
      genre: 'news',
    });
    assertIncludes(facts, ['statement(Boris Johnson, faced calls to resign over gatherings held in Downing Street during lockdown)']);
  });

  test('"the only Bulgarian football club to have never been relegated": a statement cut after "never" is no fact; "served as Cabinet Secretary to David Cameron and Theresa May" ends on a name', () => {
    const facts = read(
      'PFC Levski Sofia is a Bulgarian football club. It is also the only Bulgarian football club to have never been relegated from the top division since the establishment of the league system in 1937.',
      { title: 'PFC Levski Sofia', date: '2021-08-01', genre: 'encyclopedic' },
    );
    assertNone(facts, (f) => /never\)/.test(f));
    const may = read('Jeremy Heywood was a British civil servant. From 2012 to 2018 , Heywood served as Cabinet Secretary to David Cameron and Theresa May .', {
      title: 'Jeremy Heywood',
      date: '2021-08-01',
      genre: 'encyclopedic',
    });
    assert.ok(
      may.some((f) => f.includes('Theresa May')),
      may.join('\n'),
    );
  });

  test('"… shareholder since Disney bought Pixar in 2006": a "since" clause\'s date starts the clause it bounds; ", and last year it completed": a date after "and" is the next clause\'s', () => {
    const since = read("Steve Jobs died on Wednesday. Jobs had been Disney's largest individual shareholder since Disney bought Pixar in 2006.", {
      date: '2011-10-06',
    });
    assertIncludes(since, ["statement(Steve Jobs, had been Disney's largest individual shareholder) from 2006-01-01"]);
    const deal = read(
      'Bob Iger will step down. Under Iger, Disney bought Pixar, Marvel and Lucasfilm, and last year it completed a $71 billion deal for most of 21st Century Fox.',
      { date: '2020-02-25', title: 'Disney names Chapek' },
    );
    assert.ok(
      deal.some((f) => /completed a \$71 billion deal.* from 2019-01-01/.test(f)),
      deal.join('\n'),
    );
    assertNone(deal, (f) => f.includes('bought Pixar') && f.includes('2019'));
  });

  test('"Murphy and Huston worked together again": what coordinated subjects did jointly waits for review; "Silverstein and Gometz were both held at ADX Florence" holds of each', () => {
    const o = { genre: 'encyclopedic' as const, title: 'Audie Murphy', date: '2021-08-01' };
    const joint = readFacts('Audie Murphy was an American soldier. Murphy and Huston worked together again in the 1960 film The Unforgiven.', o);
    assert.ok(statementConfidence(joint, 'worked together') > 0, joint.map(show).join('\n'));
    assert.ok(statementConfidence(joint, 'worked together') <= 0.45, joint.map(show).join('\n'));
    const each = readFacts('Audie Murphy was an American soldier. In 1994, Silverstein and Gometz were both held at ADX Florence.', o);
    assert.ok(statementConfidence(each, 'held at ADX Florence') > 0.45, each.map(show).join('\n'));
  });

  test('"appointed Companion of the Order of the Bath in 2002, and a Commander of the Royal Victorian Order in 2003": the second honour stands where the first object stood', () => {
    const facts = read(
      'Jeremy Heywood was a British civil servant. Heywood was appointed Companion of the Order of the Bath in 2002, and a Commander of the Royal Victorian Order in 2003.',
      { genre: 'encyclopedic', title: 'Jeremy Heywood', date: '2021-08-01' },
    );
    assertIncludes(facts, [
      'statement(Jeremy Heywood, was appointed Companion of the Order of the Bath) from 2002-01-01',
      'statement(Jeremy Heywood, was appointed a Commander of the Royal Victorian Order) from 2003-01-01',
    ]);
    assertNone(facts, (f) => f.includes('Companion of a Commander'));
  });

  test('"will remain on the board until the end of the year": a state until then, not an event at its end', () => {
    assertIncludes(read('Ingrid Solberg will remain on the board until the end of the year, the company said.', { date: '2025-03-12' }), [
      'statement(Ingrid Solberg, will remain on the board) to 2026-01-01',
    ]);
  });

  test('"the investigation into President Trump that was launched": a relative after noun, preposition and name may mean either — for review', () => {
    const facts = readFacts(
      'Members of the Freedom Caucus have taken an active role in the impeachment investigation into President Trump that was launched in September 2019. Bill Gates founded Microsoft, which released Windows in 1985.',
      { date: '2021-08-01' },
    );
    const sure = (t: string) => statementConfidence(facts, t);
    assert.ok(sure('was launched') < 0.5 && sure('released Windows') >= 0.5, facts.map(show).join('\n'));
  });

  test('"won the series in Atlanta", "finished fourteenth in the championship": a statement that leans on an event it does not name waits for review', () => {
    const facts = readFacts(
      'Seattle Storm won the series in Atlanta on Tuesday. Sergio Pérez finished fourteenth in the championship on Sunday. Seattle Storm beat the Atlanta Dream on Tuesday.',
      { date: '2010-09-17', title: 'Storm sweep Dream' },
    );
    const sure = (t: string) => statementConfidence(facts, t);
    assert.ok(sure('won the series') < 0.5 && sure('the championship') < 0.5, facts.map(show).join('\n'));
    assert.ok(sure('beat the Atlanta Dream') >= 0.5);
  });

  test('"The 33-year-old Portuguese forward has signed …": a people\'s adjective is no subject; "ever since" leaves nothing stated', () => {
    const facts = read(
      'The 33-year-old Portuguese forward has signed a four-year contract with the Turin club. Seven years later the company settled in Redmond, where it has been based ever since.',
      {
        date: '2018-07-10',
        title: 'Juventus sign Ronaldo',
      },
    );
    assertNone(facts, (f) => f.startsWith('statement(Portuguese') || f.includes('ever since'));
  });

  test("a report keeps what was reported; a weekday is the one before the report's date", () => {
    assert.ok(
      read('Initech, based in Austin, said on Tuesday that it would cut 200 jobs.').includes(
        'statement(Initech, said that Initech would cut 200 jobs) from 2024-04-30',
      ),
    );
  });

  test('negated, hedged and cut-off clauses state nothing; a participle is no statement of its own', () => {
    assert.deepEqual(read('Acme never opened a plant in Ohio. Acme may sell its bank.'), []);
    assert.deepEqual(read('Acme opened a plant in Ohio in 2019, creating 300 jobs.'), ['statement(Acme, opened a plant in Ohio) from 2019-01-01']);
  });

  test('a named company\'s shares are a statement about the company; "as chairman" opens no new clause', () => {
    const facts = read(
      'Microsoft shares rose more than 7 percent on Friday. Musk agreed in September to step down as chairman for three years to settle fraud charges.',
      { date: '2013-08-23' },
    );
    assert.ok(facts.includes('statement(Microsoft, shares rose more than 7 percent) from 2013-08-23'), facts.join('\n'));
    assert.ok(facts.includes('statement(Musk, agreed to step down as chairman for three years to settle fraud charges) from 2012-09-01'), facts.join('\n'));
  });

  test('"was appointed in June 2022 after leaving Fenwick Town": the leaving came by the appointment, not at the report\'s date', () => {
    const facts = read(
      'Blackmoor Rovers have sacked manager Dale Hughes after a run of six defeats in seven league games, the club said on Sunday. Hughes, 47, was appointed in June 2022 on a three-year contract after leaving Fenwick Town, where he had spent four seasons.',
      { genre: 'news', date: '2023-11-05' },
    );
    assert.ok(
      facts.some((f) => f.includes('Fenwick Town') && f.includes('to 2022-06-01')),
      facts.join('\n'),
    );
    assert.ok(!facts.some((f) => f.includes('Fenwick Town') && f.includes('2023-11-05')), facts.join('\n'));
  });

  test('"The Lancashire club is 19th": a name that only modifies the noun after it is no statement\'s subject', () => {
    const facts = readFacts('Blackmoor Rovers sacked its manager. The Lancashire club is 19th in the table.', { genre: 'news' });
    assert.ok(
      facts.filter((f) => f.subject === 'Lancashire').every((f) => f.confidence < 0.5),
      facts.map(show).join('\n'),
    );
  });

  test('the name inside a longer subject is not the statement\'s subject: "the tower facing X", "the council ( ) of X", "Line 7 of X", "X first speech"', () => {
    const cases: [string, string, { title?: string }][] = [
      ['The clock tower facing Market Square chimes every hour and houses a small museum.', 'Market Square', {}],
      ['The town council ( ) of Bergen is made up of 67 members elected for four years.', 'Bergen', {}],
      ['Platform 4 of the Central Station is a terminus for trains to the coast.', 'Central Station', {}],
      ['Margit Lund is a Danish politician. Lund first speech in parliament dealt with the price of bread.', 'Margit Lund', { title: 'Margit Lund' }],
    ];
    for (const [text, name, o] of cases) {
      const facts = readFacts(text, o);
      assert.ok(!facts.some((f) => f.predicate === 'statement' && f.subject === name && f.confidence >= 0.5), facts.map(show).join('\n'));
    }
    // (The participle's own phrase still states it: "The tower chimes" is the tower's.)
    assert.ok(
      read('Harwick Town Hall is a building in Harwick. The clock tower facing Market Square was built in 1890.', { title: 'Harwick Town Hall' }).every(
        (f) => !f.startsWith('statement(Market Square'),
      ),
    );
  });

  test('"has played … since their promotion in 2015": a present perfect since a dated event goes on (an open start); a simple past does not', () => {
    const cue = (text: string) =>
      readFacts(text, { title: 'Harwick Rovers' })
        .filter((f) => f.predicate === 'statement')
        .map((f) => `${f.object} | ${f.temporal.map((t) => `${t.role} ${t.cue}`).join(', ')}`);
    const perfect = cue('Harwick Rovers is a football club. Harwick Rovers have played in the second division since their promotion in 2015.');
    assert.ok(
      perfect.some((s) => s.includes('second division') && s.endsWith('START open')),
      perfect.join('\n'),
    );
    const past = cue('Harwick Rovers is a football club. Since their promotion in 2015, Harwick Rovers won the county cup twice.');
    assert.ok(
      past.some((s) => s.includes('county cup') && !s.includes('open')),
      past.join('\n'),
    );
  });

  test('a statement never ends on a verb whose object follows, nor on a role noun whose holder does', () => {
    const statements = (text: string) =>
      readFacts(text, { title: 'Tom Ellis' })
        .filter((f) => f.predicate === 'statement')
        .map((f) => f.object);
    const toured = statements('Tom Ellis is a singer. In 1996 Ellis toured across Wales in order to promote Love Is Here.');
    assert.ok(!toured.some((o) => /to promote$/.test(o)), toured.join('\n'));
    assert.ok(toured.includes('toured across Wales'), toured.join('\n'));
    const called = statements('Tom Ellis is a footballer. In 2009 Ellis was called up by manager John Carver for a cup match.');
    assert.ok(!called.some((o) => /by manager$/.test(o)), called.join('\n'));
  });

  test('a body\'s name goes on with what it is for ("Centre for the History of Medicine", "Society for Law and Public Policy Studies"); "for ten years" does not', () => {
    const facts = read(
      'Lara Voss is a historian. In 2001 Voss joined the Wellcome Trust Centre for the History of Medicine. In 2004 Voss joined the Federalist Society for Law and Public Policy Studies. In 2006 Voss joined the Ministry for ten years.',
      { title: 'Lara Voss' },
    );
    assert.ok(
      facts.some((f) => f.includes('Wellcome Trust Centre for the History of Medicine)')),
      facts.join('\n'),
    );
    assert.ok(
      facts.some((f) => f.includes('Federalist Society for Law and Public Policy Studies)')),
      facts.join('\n'),
    );
    assert.ok(!facts.some((f) => f.includes('Ministry for')), facts.join('\n'));
  });

  test('"was named Manager of the Month for September 2011": an award, no post of "Month", and "for" goes with the date', () => {
    const facts = read('Ian Marsh is a football manager. In 2011 Marsh was named Manager of the Month for September 2011 by the Football League.', {
      title: 'Ian Marsh',
    });
    assert.ok(!facts.some((f) => f.startsWith('headCoach(')), facts.join('\n'));
    assert.ok(
      facts.some((f) => f.includes('was named Manager of the Month by the Football League')),
      facts.join('\n'),
    );
  });

  test('"became Yeovil Town manager in April 2015, but left the club eight months later": the coordinated leaving ends that post', () => {
    assert.ok(
      read('Ian Marsh is a football manager. He became Harwick Town manager in April 2015, but left the club eight months later.', {
        title: 'Ian Marsh',
      }).includes('headCoach(Harwick Town, Ian Marsh) from 2015-04-01 to 2015-12-01'),
    );
  });

  test('"In 1999 Statsföretag sold it to the Finnish group Rautaruukki": "it" as resolved is what was sold', () => {
    assertIncludes(
      read('Norrland Steel AB is a Swedish steel manufacturer. In 1999 Statsföretag sold it to the Finnish group Rautaruukki.', { title: 'Norrland Steel' }),
      ['ownedBy(Norrland Steel AB, Rautaruukki) from 1999-01-01', 'ownedBy(Norrland Steel AB, Statsföretag) to 1999-01-01'],
    );
  });

  test('"owned by the American investor Greg Holt since 2019": the name right after a description is its value', () => {
    assert.ok(
      read('Blackmoor Rovers, owned by the American investor Greg Holt since 2019, is 19th in the table.', { genre: 'news' }).includes(
        'ownedBy(Blackmoor Rovers, Greg Holt) from 2019-01-01',
      ),
    );
  });

  test('"was elected to the Riksdag in 1998, where she sat until 2014": the seat ends with the "where" clause\'s end', () => {
    assert.ok(
      read('Helga Lindqvist was elected to the Riksdag in 1998, where she sat until 2014.', { genre: 'encyclopedic' }).includes(
        'memberOfLegislature(Helga Lindqvist, Riksdag) from 1998-01-01 to 2014-01-01',
      ),
    );
  });

  test('"studied law at Uppsala University, graduating in 1986": the studies end with the degree', () => {
    assert.ok(
      read('Helga Lindqvist studied law at Uppsala University, graduating in 1986.', { genre: 'encyclopedic' }).includes(
        'educatedAt(Helga Lindqvist, Uppsala University) to 1986-01-01',
      ),
    );
  });

  test('no statement ends on an abbreviation the splitter cut after ("is the No"), nor is a citation\'s or a list line\'s remains', () => {
    const facts = read('Matthias Blübaum is the No. 2 ranked German player. Trade and Warfare, ed. by George F. MacDonald, pp. 17.');
    assert.ok(!facts.some((f) => /is the No\)|ed\. by/.test(f)), facts.join('\n'));
  });

  test('a coordinated list stays in one statement: what its names share may be said of them together', () => {
    assert.deepEqual(read('John Roe completed fellowships at Alpha University, Beta College and Gamma Institute in 2004.'), [
      'statement(John Roe, completed fellowships at Alpha University, Beta College and Gamma Institute) from 2004-01-01',
    ]);
    assert.deepEqual(read('Hans Roe is fluent in Dutch, German, French and English.'), ['statement(Hans Roe, is fluent in Dutch, German, French and English)']);
  });

  test('what a role reading read, a post held by reference and a bare "was named" state nothing more', () => {
    const facts = read(
      'Schultz returned as chief executive in January 2008, replacing Jim Donald, who had run the company since 2005. He held the post until 2017. Nadella, who was named on Tuesday, spoke.',
      { title: 'Starbucks', date: '2014-02-06' },
    );
    assert.deepEqual(
      facts.filter((f) => f.startsWith('statement(')),
      [],
    );
  });

  test('a change of post told by its verb alone ("took office", "was sacked", "will take over in the third quarter") is no statement', () => {
    const facts = read(
      'Liz Truss took office on 6 September 2022. Ned Segal and Vijaya Gadde were also dismissed. Andy Jassy will take over in the third quarter. Moyes was sacked after a 3–0 loss to Everton. Alan Baró started in 34 of his 35 appearances.',
      { date: '2022-11-01' },
    );
    assertNone(facts, (f) => /took office|dismissed|take over/.test(f));
    // A reason that names something, and a verb that is not a change of post, stay.
    assertIncludes(facts, ['statement(Moyes, was sacked after a 3–0 loss to Everton)', 'statement(Alan Baró, started in 34 of his 35 appearances)']);
  });

  test('"last August" is the August before the report; an apposition\'s own phrases are no subject', () => {
    assert.deepEqual(
      read(
        "Steve Ballmer will leave Microsoft. Ballmer, Microsoft's second chief executive after co-founder Bill Gates, said last August that he would retire.",
        { date: '2014-02-04' },
      ).filter((f) => f.includes('retire')),
      ['statement(Steve Ballmer, said that he would retire) from 2013-08-01'],
    );
  });

  test('"Initech said it would cut 200 jobs": the reported clause\'s "it" may be the reporter, not the last other name', () => {
    const facts = read('Nadella spoke first. Initech said it would cut 200 jobs. Bill Gates said he would sell the boat.');
    assertIncludes(facts, ['statement(Initech, said it would cut 200 jobs)', 'statement(Bill Gates, said he would sell the boat)']);
    assertNone(facts, (f) => f.includes('Nadella would cut'));
  });

  test('what someone says *is* so is a view, not a fact: neither the saying nor the clause is a statement', () => {
    const facts = read(
      'Nadella said the opportunity ahead for the company was vast. Dorsey said the company was ready to move on from its founders. ' +
        'Real Madrid said in a statement that the club would always be his home. Initech said it had closed the Austin plant.',
    );
    assertNone(facts, (f) => /vast|ready to move|always be his home/.test(f));
    assertIncludes(facts, ['statement(Initech, said it had closed the Austin plant)']);
  });

  test('a verb hyphenated to a name is a compound modifier, not a clause ("the California-based publisher")', () => {
    assert.ok(!read('Microsoft will buy the Santa Monica, California-based publisher.').some((f) => f.startsWith('statement(California')));
  });
});

describe('text as files bring it', () => {
  test('a text that ends in a possessive is read, not a crash ("… like Jones\'")', () => {
    assert.deepEqual(read("Acme's"), []);
    assert.doesNotThrow(() => read("The design was much like Jones'"));
  });

  test('form feeds and other spaces wink skips keep every offset (text taken from PDFs)', () => {
    const plain = read('Acme named Jane Doe chief executive in 2015.');
    assert.deepEqual(read('Acme\fnamed Jane Doe\u2009chief executive in 2015.'), plain);
    assert.deepEqual(read('Acme named\u3000Jane Doe chief executive in 2015.\u2028'), plain);
  });
});

describe('occupations', () => {
  const trades = (text: string, o: { title?: string; date?: string; genre?: Genre } = {}) => read(text, o).filter((f) => f.startsWith('occupation('));

  test('"X is an Argentine professional footballer", "a businessman and philanthropist": the trade, without nationality or praise', () => {
    assert.deepEqual(trades('Lionel Messi (born 24 June 1987) is an Argentine professional footballer who plays as a forward for Inter Miami.'), [
      'occupation(Lionel Messi, footballer)',
    ]);
    assert.deepEqual(trades('Bill Gates is an American businessman and philanthropist who co-founded Microsoft.'), [
      'occupation(Bill Gates, businessman)',
      'occupation(Bill Gates, philanthropist)',
    ]);
    // A comma list of trades, and nationalities joined by a hyphen before the first.
    assert.deepEqual(trades('Arnold Schwarzenegger is an Austrian-American actor, businessman and former politician.', { date: '2021-08-01' }), [
      'occupation(Arnold Schwarzenegger, actor)',
      'occupation(Arnold Schwarzenegger, businessman)',
      'occupation(Arnold Schwarzenegger, politician) to 2021-08-01',
    ]);
    assert.deepEqual(trades('Ada Byrne is a writer, playwright and translator.'), [
      'occupation(Ada Byrne, writer)',
      'occupation(Ada Byrne, playwright)',
      'occupation(Ada Byrne, translator)',
    ]);
    // "former" ends it at the report's date.
    assert.deepEqual(trades('Guy Whittingham is an English former professional footballer .', { date: '2021-08-01' }), [
      'occupation(Guy Whittingham, footballer) to 2021-08-01',
    ]);
  });

  test("an encyclopedia's present trade began at a time the page does not give; a former one, or a title conferred, waits for review", () => {
    const opts = { genre: 'encyclopedic' as const, title: 'David Jolly', date: '2021-08-01' };
    assertIncludes(read('David Wilson Jolly ( born October 31 , 1972 ) is an American attorney and politician .', opts), [
      'occupation(David Jolly, attorney) from unknown',
      'occupation(David Jolly, politician) from unknown',
    ]);
    const sure = (text: string, title: string) => readFacts(text, { ...opts, title }).find((f) => f.predicate === 'occupation')?.confidence ?? 0;
    assert.ok(sure('Walter Mazzarri ( born 1 October 1961 ) is an Italian former footballer and head coach .', 'Walter Mazzarri') < 0.5);
    assert.ok(sure('Anna Olehivna Muzychuk ( born February 28 , 1990 ) is a Ukrainian chess grandmaster .', 'Anna Muzychuk') < 0.5);
    // A report's present is its date.
    assert.deepEqual(
      read('Lionel Messi is an Argentine footballer .', { genre: 'news', date: '2021-08-01' }).filter((f) => f.startsWith('occupation(')),
      ['occupation(Lionel Messi, footballer)'],
    );
  });

  test('a trade before a name or in an apposition; a post, a board seat, a wish and a relation are none', () => {
    assert.deepEqual(trades('In February 2024 the British businessman Jim Ratcliffe bought a minority stake in the club.', { genre: 'news' }), [
      'occupation(Jim Ratcliffe, businessman)',
    ]);
    assert.deepEqual(trades('Tesla was founded in 2003 by engineers Martin Eberhard and Marc Tarpenning.', { genre: 'news' }), [
      'occupation(Martin Eberhard, engineer)',
      'occupation(Marc Tarpenning, engineer)',
    ]);
    assert.deepEqual(trades('The new chief executive of Microsoft is Satya Nadella, an engineer who has spent 22 years at the company.', { genre: 'news' }), [
      'occupation(Satya Nadella, engineer)',
    ]);
    assert.deepEqual(
      trades("Microsoft's chief executive Satya Nadella spoke. Bret Taylor, an independent director, was named chairman.", { genre: 'news' }),
      [],
    );
    assert.deepEqual(trades('If he had not been a driver , Sergio Pérez would like to be a lawyer . He is the younger brother of Randy Quaid .'), []);
  });

  test("an encyclopedia's trade in passing about someone else takes no date from the sentence's event: it waits for review", () => {
    const sure = (text: string) =>
      readFacts(text, { genre: 'encyclopedic', title: 'Steven Ozment', date: '2021-08-01' })
        .filter((f) => f.predicate === 'occupation' && f.confidence >= 0.5)
        .map(show);
    assert.deepEqual(sure('Ozments study of the world of German artist Lucas Cranach the Elder was published by Yale University Press in June , 2013 .'), []);
  });
});

describe('degrees', () => {
  const schooling = (text: string) => read(text, { genre: 'encyclopedic', title: 'Steven Ozment' }).filter((f) => /^(?:educatedAt|awardReceived)\(/.test(f));

  test('a degree taken from a school is schooling there that ended at its date: each school its own degree and year', () => {
    assert.deepEqual(schooling('He obtained a Bachelor of Divinity degree at Drew Theological School in 1964, and a PhD at Harvard University in 1967.'), [
      'educatedAt(Steven Ozment, Drew Theological School) to 1964-01-01',
      'educatedAt(Steven Ozment, Harvard University) to 1967-01-01',
    ]);
    assert.deepEqual(schooling('Ozment then obtained an M.B.A. from Harvard Business School in 1979.'), [
      'educatedAt(Steven Ozment, Harvard Business School) to 1979-01-01',
    ]);
    // (The schema's alias reads this one too: its date ends the schooling as well, no empty interval.)
    assert.deepEqual(schooling('He received a law degree from Yale University in 1975.'), ['educatedAt(Steven Ozment, Yale University) to 1975-01-01']);
  });

  test('a post after a degree is no schooling; an honorary doctorate is an honour', () => {
    assert.deepEqual(schooling('He obtained a PhD from Yale in 1894 and a post at the University of Berlin from 1899 to 1900.'), [
      'educatedAt(Steven Ozment, Yale) to 1894-01-01',
    ]);
    assert.deepEqual(schooling('In 1999 he received an honorary doctorate from the University of Vienna.'), []);
  });
});

describe("what the seventeenth session's review found", () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };
  test('no degree in a name or another sense of "master"; an honorary doctorate is the one school\'s honour only', () => {
    const schooling = (text: string) => read(text, { ...page, title: 'Tom Hale' }).filter((f) => f.startsWith('educatedAt('));
    assert.deepEqual(schooling('Tom Hale took a job with Jack Ma at Alibaba in 1999.'), []);
    assert.deepEqual(schooling('Tom Hale obtained a post as master at Eton College in 1850.'), []);
    assert.deepEqual(schooling('Tom Hale gained entry to the Masters at Augusta National Golf Club in 1997.'), []);
    assert.deepEqual(schooling('Tom Hale received an honorary doctorate from Yale University in 1990 and a PhD from Harvard University in 1960.'), [
      'educatedAt(Tom Hale, Harvard University) to 1960-01-01',
    ]);
    assert.deepEqual(schooling('In 1932 Tom Hale was awarded a doctorate by the University of Vienna.'), [
      'educatedAt(Tom Hale, University of Vienna) to 1932-01-01',
    ]);
  });

  test("a dated post in an apposition leaves the death its clause says; a name that opens the next clause is no apposition; a party's wing employs no one", () => {
    assertIncludes(
      read("Acme Holdings is a British firm. Ada Lowe, the firm's chairman from 1950 to 1961, died in 1970.", { ...page, title: 'Acme Holdings' }),
      ['chairperson(Acme Holdings, Ada Lowe) from 1950-01-01 to 1961-01-01', 'dateOfDeath(Ada Lowe, 1970)'],
    );
    const bank = read('Harbor Bank is a lender. Two years after Tom Hart joined the bank, Ellen Price, its founder, retired.', {
      ...page,
      title: 'Harbor Bank',
    });
    assertNone(bank, (f) => f.includes('joined the bank, Ellen Price'));
    assertNone(read('Michael Foot joined the left wing of the Labour Party in 1935.', { ...page, title: 'Michael Foot' }), (f) => f.startsWith('employer('));
    assertNone(read('In 2015 Anna Reyes bought a farmhouse built in 1890.', { ...page, title: 'Anna Reyes' }), (f) => /built\)/.test(f));
  });
});

describe('dates written before what they date', () => {
  test('"was aired from 2000 to 2004 on Kanal 5, in 2011 and 2012 on TV11, and 2015 on Kanal 11": each channel its own years; "served in the army in 1990 on a contract" dates the army', () => {
    const facts = read(
      'Big Brother is a Swedish reality show. The show was aired from 2000 to 2004 on Kanal 5, in 2011 and 2012 on TV11, and 2015 on Kanal 11.',
      {
        genre: 'encyclopedic',
        title: 'Big Brother (Swedish TV series)',
        date: '2021-08-01',
      },
    );
    assertIncludes(facts, [
      'originalBroadcaster(Big Brother, Kanal 5) from 2000-01-01 to 2004-01-01',
      'originalBroadcaster(Big Brother, Kanal 11) from 2015-01-01',
    ]);
    assert.ok(
      facts.some((f) => f.startsWith('originalBroadcaster(Big Brother, TV11) from 2011-01-01')),
      facts.join('\n'),
    );
    assertNone(facts, (f) => /TV11\) from 2000|Kanal 11\) from 2000/.test(f));
  });
});

describe('holders listed with their dates in brackets', () => {
  test('"The co-hosts were Carina Jensen ( 1989–1994 ) and Maria Hirse ( 1995–2001 )": each holder with her own term; "as Minister of Education ( 2008–2011 ) and Minister of Finance ( 2012–2019 )" likewise', () => {
    const show = read('The letter-turning co-hosts were Carina Jensen ( 1989–1994 ) and Maria Hirse ( 1995–2001 ) .', {
      genre: 'encyclopedic',
      title: 'Lykkehjulet (game show)',
      date: '2021-08-01',
    });
    assertIncludes(show, [
      'presenter(Lykkehjulet, Carina Jensen) from 1989-01-01 to 1994-01-01',
      'presenter(Lykkehjulet, Maria Hirse) from 1995-01-01 to 2001-01-01',
    ]);
    const posts = read('James Marape is a politician. He held Cabinet Posts as Minister of Education ( 2008–2011 ) and Minister of Finance ( 2012–2019 ) .', {
      genre: 'encyclopedic',
      title: 'James Marape',
      date: '2021-08-01',
    });
    assertIncludes(posts, ['minister(Finance, James Marape) from 2012-01-01 to 2019-01-01']);
  });
});

describe('a post with its dates in an apposition', () => {
  test('"Matt Busby, the club\'s manager from 1945 to 1969, rebuilt …", "John Sculley (president of PepsiCo from 1977 to 1983) became …": the post with its own dates', () => {
    assertIncludes(
      read("Matt Busby, the club's manager from 1945 to 1969, rebuilt the team after the Munich air disaster of February 1958.", {
        title: 'Manchester United F.C.',
        genre: 'encyclopedic',
      }),
      ['headCoach(Manchester United F.C., Matt Busby) from 1945-01-01 to 1969-01-01'],
    );
    assertIncludes(
      read('John Sculley (president of PepsiCo from 1977 to 1983) became chief executive in 1983.', { title: 'Apple Inc.', genre: 'encyclopedic' }),
      ['president(PepsiCo, John Sculley) from 1977-01-01 to 1983-01-01', 'chiefExecutiveOfficer(Apple Inc., John Sculley) from 1983-01-01'],
    );
    // ("Daniel Park": a given name makes a person of a name that ends like a place's.)
    assertIncludes(
      read("Harbor Savings Bank is an American regional bank. Daniel Park, the bank's chief executive from 2011 to 2025, expanded it into Oregon.", {
        title: 'Harbor Savings Bank',
        genre: 'encyclopedic',
      }),
      ['chiefExecutiveOfficer(Harbor Savings Bank, Daniel Park) from 2011-01-01 to 2025-01-01'],
    );
  });
});

describe('posts listed after "as"', () => {
  test('"served as Chair of the Committee on Communications from 2016 to 2020 and Mayor of Galway from 2011 to 2012": each post its own dates; a committee is no ship', () => {
    const facts = read(
      'Hildegarde Naughton is an Irish politician . She previously served as Chair of the Committee on Communications from 2016 to 2020 and Mayor of Galway from 2011 to 2012 .',
      {
        title: 'Hildegarde Naughton',
        genre: 'encyclopedic',
      },
    );
    assertIncludes(facts, [
      'chairperson(Committee on Communications, Hildegarde Naughton) from 2016-01-01 to 2020-01-01',
      'mayor(Galway, Hildegarde Naughton) from 2011-01-01 to 2012-01-01',
    ]);
    assertNone(facts, (f) => f.startsWith('memberOfCrewOf') || (f.includes('from 2011-01-01 to 2012-01-01') && f.startsWith('chairperson')));
  });

  test('"He founded Fjordline Shipping in 1991 and served as its chief executive": what is founded is the organisation "its" means', () => {
    const facts = read(
      'Arne Dahl is a Norwegian businessman . Dahl was born in Bergen . He founded Fjordline Shipping in 1991 and served as its chief executive from 1991 to 2004 .',
      {
        title: 'Arne Dahl',
        genre: 'encyclopedic',
      },
    );
    assertIncludes(facts, ['chiefExecutiveOfficer(Fjordline Shipping, Arne Dahl) from 1991-01-01 to 2004-01-01']);
    assertNone(facts, (f) => f.includes('(Bergen, Arne Dahl)'));
  });

  test('"served as Reichskommissar of German South West Africa": the post with its "of" phrase, though it reads as a name', () => {
    const facts = read(
      'Curt von François was a German officer . François served as Reichskommissar of German South West Africa from March 1891 until November 1893 .',
      {
        title: 'Curt von François',
        genre: 'encyclopedic',
      },
    );
    assertIncludes(facts, ['positionHeld(Curt von François, Reichskommissar of German South West Africa) from 1891-03-01 to 1893-11-01']);
  });

  test('"served as A from 1961 to 1967, B ( aside ) from 1967 to 1969 and as C from 1969 to 1976": each post with its own dates', () => {
    const facts = read(
      'Carl Eric Almgren was a Swedish Army general. Almgren served as Chief of the Defence Staff from 1961 to 1967 , military commander of the Eastern Military District ( Milo Ö ) from 1967 to 1969 and as the Chief of the Army from 1969 to 1976 .',
      { title: 'Carl Eric Almgren', genre: 'encyclopedic' },
    );
    assertIncludes(facts, [
      'positionHeld(Carl Eric Almgren, Chief of the Defence Staff) from 1961-01-01 to 1967-01-01',
      'commandedBy(Eastern Military District, Carl Eric Almgren) from 1967-01-01 to 1969-01-01',
      'positionHeld(Carl Eric Almgren, Chief of the Army) from 1969-01-01 to 1976-01-01',
    ]);
  });
});

describe('marriages', () => {
  test('a divorce ends the marriage it names or the one read last ("they divorced in 1988"); "the late shipping magnate Per Lund" is the spouse', () => {
    const facts = read(
      'Arne Dahl is a Norwegian businessman . In 1970 he married Ingrid Berg ; they divorced in 1988 . In 1990 , Dahl married Solveig Nygaard . Dahl divorced Nygaard in 2001 . His sister Kari Holm was married to the late shipping magnate Per Lund from 1995 to 2019 .',
      { title: 'Arne Dahl', genre: 'encyclopedic' },
    );
    assertIncludes(facts, [
      'spouse(Arne Dahl, Ingrid Berg) from 1970-01-01 to 1988-01-01',
      'spouse(Arne Dahl, Solveig Nygaard) to 2001-01-01',
      'spouse(Kari Holm, Per Lund) from 1995-01-01 to 2019-01-01',
    ]);
    assertNone(facts, (f) => f.includes('divorced'));
  });

  test('"was married to French actors Pierre Fabre from 1968 to 1974 and Daniel Duval from 1978 to 1981, and to … Dennis Berry from 1982": three spouses, each with its dates', () => {
    const facts = read(
      'Anna Karina was a Danish-French actress . After divorcing Godard , Karina remarried three times ; she was married to French actors Pierre Fabre from 1968 to 1974 and Daniel Duval from 1978 to 1981 , and to American film director Dennis Berry from 1982 until her death .',
      { title: 'Anna Karina', genre: 'encyclopedic' },
    );
    assertIncludes(facts, [
      'spouse(Anna Karina, Pierre Fabre) from 1968-01-01 to 1974-01-01',
      'spouse(Anna Karina, Daniel Duval) from 1978-01-01 to 1981-01-01',
      'spouse(Anna Karina, Dennis Berry) from 1982-01-01',
    ]);
  });
});

describe('a wedding as a report tells it', () => {
  test('"married his fiancée Carrie Symonds", "married his fiancee, Carrie Symonds,": the tagger\'s adjective before a possessive is the verb, and the name set off after the description is the spouse', () => {
    const report = { genre: 'news' as const, title: 'Johnson marries', date: '2021-05-30' };
    assertIncludes(read('Boris Johnson married his fiancée Carrie Symonds on Saturday.', report), ['spouse(Boris Johnson, Carrie Symonds) from 2021-05-29']);
    assertIncludes(read('Boris Johnson married his fiancee, Carrie Symonds, on Saturday.', report), ['spouse(Boris Johnson, Carrie Symonds) from 2021-05-29']);
    // ("married actress Meg Ryan": a trade before the name.)
    assertIncludes(read('On February 14 , 1991 , Quaid married actress Meg Ryan .', { genre: 'encyclopedic', title: 'Dennis Quaid' }), [
      'spouse(Dennis Quaid, Meg Ryan) from 1991-02-14',
    ]);
    // (The name as written: on the Ralph Lauren Corporation's page "the company's founder, Ralph Lauren," is the man, not the company.)
    const page = read("In September 2015, it was announced that Stefan Larsson would replace the company's founder, Ralph Lauren, as CEO in November.", {
      genre: 'encyclopedic',
      title: 'Ralph Lauren Corporation',
    });
    assertNone(page, (f) => f.startsWith('replaces(Stefan Larsson, Ralph Lauren Corporation)'));
  });
});

describe('who "he" and "she" are', () => {
  test('"… after Theresa May tendered her resignation. He served as foreign secretary from 2016 until he resigned in 2018": not May, and the resignation ends that post alone', () => {
    const facts = read(
      "Boris Johnson became Britain's prime minister on Wednesday. Johnson, 55, was appointed by Queen Elizabeth shortly after Theresa May tendered her resignation. He served as foreign secretary from 2016 until he resigned in 2018 over May's Brexit strategy, and was mayor of London from 2008 to 2016.",
      { date: '2019-07-24', title: "Boris Johnson becomes Britain's prime minister" },
    );
    assertIncludes(facts, [
      'positionHeld(Boris Johnson, Foreign Secretary) from 2016-01-01 to 2018-01-01',
      'mayor(London, Boris Johnson) from 2008-01-01 to 2016-01-01',
    ]);
    assertNone(facts, (f) => f.includes('Theresa May, Foreign') || f.includes('(London, Theresa May)') || /^headOfGovernment\(.*Boris Johnson\) to/.test(f));
  });
});

describe('who lives where (twenty-seventh session)', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };
  test("a pronoun subject is a mention the next sentence's pronoun reaches; an object's is not", () => {
    const moves = read('Paul di Resta is a British racing driver . In 2010 he moved to Edinburgh . In 2012 he moved to the United States .', {
      title: 'Paul di Resta',
      date: '2020-06-01',
    });
    assertIncludes(moves, ['residence(Paul di Resta, Edinburgh) from 2010-01-01', 'residence(Paul di Resta, United States) from 2012-01-01']);
  });
  test('"Paul Kroegel, a German immigrant, moved to Florida in 1881 and lived on …": the noun after a nationality, and a verb joined by "and"', () => {
    const facts = read('Paul Kroegel , a German immigrant , moved to Florida in 1881 and lived on the west bank of Indian River Lagoon .', {
      ...page,
      title: 'Paul Kroegel',
    });
    assertIncludes(facts, ['residence(Paul Kroegel, Florida) from 1881-01-01']);
  });
  test("a move to a club on a coach's page, and an organisation's move, are no residence", () => {
    const coach = read(
      'Walter Mazzarri is an Italian football manager and former player who played in the league . In 2013 , he moved to Internazionale , but was later sacked halfway through his second season with the club .',
      { ...page, title: 'Walter Mazzarri' },
    );
    assertNone(coach, (f) => f.startsWith('residence('));
    const group = read(
      'The History of Modern Biomedicine Research Group is a research group . In October 2010 it moved to the School of History , Queen Marys University , London .',
      { ...page, title: 'History of Modern Biomedicine Research Group' },
    );
    assertNone(group, (f) => f.startsWith('residence('));
  });
  test('a body that joins another is no employee', () => {
    const wupj = read(
      'The World Union for Progressive Judaism is an umbrella organization . In 1990 , the Reconstructionists joined the WUPJ under an observer status .',
      { ...page, title: 'World Union for Progressive Judaism' },
    );
    assertNone(wupj, (f) => f.startsWith('employer('));
  });
});

describe('who took whose place (twenty-seventh session)', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };
  test('a person handed over to captors replaces no one; a post handed over does', () => {
    const custody = read(
      'Ferdinand Schörner was a German field marshal . With the war over , on 18 May 1945 Schörner handed himself in to the Americans , who a few weeks later passed him over to the Soviet authorities .',
      { ...page, title: 'Ferdinand Schörner' },
    );
    assertNone(custody, (f) => f.startsWith('replaces('));
    const prisoner = read('Tom Silverstein was a prisoner . In 1987 they handed Silverstein over to the Hostage Rescue Team .', {
      ...page,
      title: 'Tom Silverstein',
    });
    assertNone(prisoner, (f) => f.startsWith('replaces('));
    const post = read('Microsoft is a software company . In 2000 Gates handed the chairmanship to John Thompson .', { ...page, title: 'Microsoft' });
    assertIncludes(post, ['replaces(John Thompson, Gates) from 2000-01-01']);
  });
  test('"A and B were replaced by C and D" pairs in order, at the date it happened', () => {
    const facts = read(
      'My Word is a radio panel game . In 1972 , Isobel Barnett and Richard Murdoch were replaced by Katharine Whitehorn and Paul Jennings .',
      {
        ...page,
        title: 'My Word',
      },
    );
    assertIncludes(facts, ['replacedBy(Isobel Barnett, Katharine Whitehorn) from 1972-01-01', 'replacedBy(Richard Murdoch, Paul Jennings) from 1972-01-01']);
    assertNone(
      facts,
      (f) => f.includes('(Isobel Barnett, Paul Jennings)') || f.includes('(Richard Murdoch, Katharine Whitehorn)') || f.startsWith('replaces('),
    );
    const active = read('My Word is a radio panel game . In 1972 , Katharine Whitehorn and Paul Jennings replaced Isobel Barnett and Richard Murdoch .', {
      ...page,
      title: 'My Word',
    });
    assertIncludes(active, ['replaces(Katharine Whitehorn, Isobel Barnett) from 1972-01-01', 'replaces(Paul Jennings, Richard Murdoch) from 1972-01-01']);
    assertNone(active, (f) => f.includes('(Paul Jennings, Isobel Barnett)') || f.includes('(Katharine Whitehorn, Richard Murdoch)'));
  });
  test('a verb after a passive one, with its agent or what replaced, goes on in the passive', () => {
    const fleet = read(
      'The London Fire Brigade is the fire service of London . An earlier fleet of Volvo vehicles was phased out and replaced between 2002 and 2011 with new Mercedes-Benz vehicles .',
      { ...page, title: 'London Fire Brigade' },
    );
    assertNone(fleet, (f) => f.startsWith('replaces(Volvo'));
    const sold = read('Brightline is a snack company . It was founded in 1968 in Ohio and acquired by Acme Foods in 1990 .', { ...page, title: 'Brightline' });
    assertIncludes(sold, ['parentOrganization(Brightline, Acme Foods) from 1990-01-01']);
  });
  test('"put her name forward to replace Warren Freer": a bid, no replacement', () => {
    const facts = read('Helen Clark is a politician . In 1980 she put her name forward to replace long serving MP Warren Freer in the seat of Mount Albert .', {
      ...page,
      title: 'Helen Clark',
    });
    assertNone(facts, (f) => f.startsWith('replaces('));
  });
});

describe('a junior minister (twenty-seventh session)', () => {
  test('"has served as Minister of State since June 2020": an office, not a minister of "State"', () => {
    const facts = read('Hildegarde Naughton is an Irish politician who has served as Minister of State since June 2020 .', {
      genre: 'encyclopedic',
      title: 'Hildegarde Naughton',
      date: '2021-08-01',
    });
    assertIncludes(facts, ['positionHeld(Hildegarde Naughton, Minister of State) from 2020-06-01']);
    assertNone(facts, (f) => f.startsWith('minister(State'));
  });
});

describe('what someone was made (twenty-seventh session)', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };
  test('"Wellesley made her a graduate assistant in 1881, an instructor in 1882 …": one statement of her per post, each dated', () => {
    const facts = read(
      'Charlotte Fitch Roberts was an American chemist . Wellesley made her a graduate assistant in 1881 , an instructor in 1882 , and an associate professor in 1886 .',
      { ...page, title: 'Charlotte Fitch Roberts' },
    );
    assertIncludes(facts, [
      'statement(Charlotte Fitch Roberts, was made a graduate assistant by Wellesley) from 1881-01-01',
      'statement(Charlotte Fitch Roberts, was made an instructor by Wellesley) from 1882-01-01',
      'statement(Charlotte Fitch Roberts, was made an associate professor by Wellesley) from 1886-01-01',
    ]);
    assertNone(facts, (f) => f.startsWith('statement(Wellesley'));
  });
  test('"the king made him a member of the Privy Council … and President of the College …": the member a statement, the president a schema fact', () => {
    const facts = read(
      'Johan Gabriel Oxenstierna was a Swedish count . In 1786 , the king made him a member of the Privy Council of Sweden and President of the College of the Chancellery .',
      { ...page, title: 'Johan Gabriel Oxenstierna' },
    );
    assertIncludes(facts, [
      'president(College of the Chancellery, Johan Gabriel Oxenstierna) from 1786-01-01',
      'statement(Johan Gabriel Oxenstierna, was made a member of the Privy Council of Sweden by the king) from 1786-01-01',
    ]);
  });
});

describe('a seat moved, a name given after someone (twenty-seventh session)', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };
  test('"the county seat was moved to …", "the administrative center of the district was moved to the selo of …": the capital from then', () => {
    const county = read('Klamath County was a county of California . In 1854 the county seat was moved to Crescent City , because of its larger population .', {
      ...page,
      title: 'Klamath County',
    });
    assertIncludes(county, ['capital(Klamath County, Crescent City) from 1854-01-01']);
    const district = read(
      'Kirishsky District is a district . On September 30 , 1931 the administrative center of the district was moved to the selo of Kirishi . Kirishi was damaged , and in February 1944 the administrative center of the district was moved to the urban-type settlement of Budogoshch .',
      { ...page, title: 'Kirishsky District' },
    );
    assertIncludes(district, ['capital(Kirishsky District, Kirishi) from 1931-09-30', 'capital(Kirishsky District, Budogoshch) from 1944-02-01']);
    const made = read('Kirishsky District is a district . In 1965 Kirishi was granted town status and made the administrative center of the district .', {
      ...page,
      title: 'Kirishsky District',
    });
    assertIncludes(made, ['capital(Kirishsky District, Kirishi) from 1965-01-01']);
    const dynasty = read(
      'The Han dynasty was an imperial dynasty of China . Xian was persuaded by Cao Cao , then Governor of Yan Province , to move the capital to Xuchang in 196 AD .',
      { ...page, title: 'Han dynasty' },
    );
    assertIncludes(dynasty, ['capital(Han dynasty, Xuchang) from 0196-01-01']);
    assertNone(dynasty, (f) => f.startsWith('capital(Xian'));
    const centre = read('Acme Institute is a research institute . In 1990 the training centre was moved to Oxford .', { ...page, title: 'Acme Institute' });
    assertNone(centre, (f) => f.startsWith('capital('));
  });
  test('"the French made Ouagadougou the capital of the Upper Volta territory", "declared Astana the capital of Kazakhstan": a seat made, nothing produced (twenty-eighth session)', () => {
    const made = read(
      'In 1919 the French made Ouagadougou the capital of the Upper Volta territory ( basically the same area as contemporary Burkina Faso ) .',
      {
        ...page,
        title: 'Ouagadougou',
      },
    );
    assertIncludes(made, ['capital(Upper Volta territory, Ouagadougou) from 1919-01-01']);
    assertNone(made, (f) => f.startsWith('product('));
    assertIncludes(read('In 1997 President Nazarbayev declared Astana the capital of Kazakhstan .', { ...page, title: 'Astana' }), [
      'capital(Kazakhstan, Astana) from 1997-01-01',
    ]);
    // (A land a role noun typed an organisation is still one by its name.)
    assertIncludes(
      read('Port Varna is a town in Eastland . In 1921 the government made Port Varna the capital of the Varna Province .', { ...page, title: 'Port Varna' }),
      ['capital(Varna Province, Port Varna) from 1921-01-01'],
    );
  });
  test('"was renamed Lenin Peak after the Russian revolutionary …, Vladimir Lenin": named after him from then', () => {
    const facts = read(
      'Lenin Peak is a mountain . In 1928 , the mountain was renamed Lenin Peak after the Russian revolutionary and first leader of the Soviet Union , Vladimir Lenin .',
      { ...page, title: 'Lenin Peak' },
    );
    assertIncludes(facts, ['namedAfter(Lenin Peak, Vladimir Lenin) from 1928-01-01']);
    const square = read(
      'Breitscheidplatz is a major public square in Berlin . In 1892 it was renamed Auguste-Viktoria-Platz in honour of the German Empress Augusta Viktoria of Schleswig-Holstein .',
      { ...page, title: 'Breitscheidplatz' },
    );
    assertIncludes(square, ['namedAfter(Breitscheidplatz, Augusta Viktoria of Schleswig-Holstein) from 1892-01-01']);
    const suburb = read(
      'Klemzig is a suburb of Adelaide . In 1917 Klemzig was renamed Gaza , commemorating the British victory in the Third Battle of Gaza , in which Australian troops had a major role .',
      { ...page, title: 'Klemzig' },
    );
    assertIncludes(suburb, ['namedAfter(Klemzig, Third Battle of Gaza) from 1917-01-01']);
  });
});

describe('"became known" (twenty-seventh session)', () => {
  test('"He became known as a machine scorer …, and was transferred to … Zamalek": one clause of his, and the transfer his too', () => {
    const facts = read(
      'Sherif Ashraf is an Egyptian footballer who plays as a striker for the club in the league . He became known as a machine scorer when he scored 70 goals in the season 2006–2007 , and was transferred to his clubs arch rivals Zamalek as a free agent .',
      { genre: 'encyclopedic', title: 'Sherif Ashraf', date: '2021-08-01' },
    );
    assert.ok(
      facts.some((f) => f.startsWith('statement(Sherif Ashraf, became known as a machine scorer)')),
      facts.join('\n'),
    );
    assert.ok(
      facts.some((f) => f.startsWith('memberOfSportsTeam(Sherif Ashraf, Zamalek)')),
      facts.join('\n'),
    );
  });
});

describe('statements cut where their phrase goes on (twenty-seventh session)', () => {
  test('"and thus", "and, respectively", "most recently", "in a mask vs", a closing comma: no statement', () => {
    const page = { genre: 'encyclopedic' as const, date: '2021-08-01', title: 'Florence' };
    for (const sentence of [
      'In 2016 Florence earned his final grandmaster norm and thus',
      'In 2017 Florence hosted stages of the Giro , most recently',
      'In 2009 Florence defeated Black Tiger V in a mask vs',
      'In 1990 Florence welcomed two sons and , respectively',
      // (twenty-eighth session: one word after a comma.)
      'Florence has 30 stations , currently',
      'In 1990 Florence reached an agreement to allow coaches , scouts',
    ]) {
      const facts = read(`Florence is a city in Italy . ${sentence} .`, page);
      assertNone(facts, (f) => f.startsWith('statement(Florence') && !f.includes('is a city'));
    }
  });
});

describe('a subject followed by a chain of phrases (twenty-eighth session)', () => {
  const opts = { genre: 'encyclopedic' as const, title: 'Fergie (singer)', date: '2021-08-01' };
  test('"Her performance of Gimme Shelter with Mick Jagger at the Hall of Fame … has": the chain hangs from its first noun', () => {
    const facts = read('Her performance of Gimme Shelter with Mick Jagger at the Hall of Fame in 2010 has over 13 million views .', opts);
    assertNone(facts, (f) => f.includes('(Hall of Fame, has') || f.includes('(Mick Jagger, has'));
    // (The cup is Dukla Praha's, not Pluskal's; "its line-up" shows Dukla Praha to be a body, whose
    // win is a statement: the schema's awards are a person's.)
    const cup = read('Dukla Praha with Pluskal in its line-up won the American Cup three times in a row in the first half of the 1960s .', {
      ...opts,
      title: 'Svatopluk Pluskal',
    });
    assert.ok(
      cup.some((f) => f.startsWith('statement(Dukla Praha, won the American Cup') && f.endsWith('from 1960-01-01 to 1970-01-01')),
      cup.join('\n'),
    );
    assertNone(cup, (f) => f.includes('(Svatopluk Pluskal, won') || f.includes('(Pluskal, won'));
  });
  test('an opening phrase is no part of the chain: two phrases side by side, with no preposition between, start a new one', () => {
    for (const sentence of [
      'After his victory over Liston in Miami the boxer from Louisville changed his name in 1964 .',
      'On the flight to the Moon with Armstrong and Aldrin the pilot of the command module was Collins .',
      'In the final against Arsenal at Wembley the striker from Scotland scored twice .',
    ])
      assertNone(read(sentence, { ...opts, title: 'Leeds United' }), (f) => /^statement\((?:Liston|Miami|Moon|Armstrong|Aldrin|Arsenal|Wembley)\b/.test(f));
  });
});

describe('names and descriptions around a subject (twenty-eighth session)', () => {
  const opts = { genre: 'encyclopedic' as const, date: '2021-08-01' };
  test('"Loggia dei Lanzi", "Freiburg im Breisgau": Italian and German connectors inside a name', () => {
    assertIncludes(read('The Loggia dei Lanzi in Piazza della Signoria is the location of a number of statues .', { ...opts, title: 'Florence' }), [
      'statement(Loggia dei Lanzi, is the location of a number of statues)',
    ]);
  });
  test('"David Daube ( 1909–1999 ) , a native of Freiburg im Breisgau , became": the name before its brackets and description is the subject', () => {
    const facts = read(
      'In 1955 , the distinguished German academic lawyer David Daube ( 1909–1999 ) , a native of Freiburg im Breisgau , became the first foreign-born Regius Professor of Civil Law at Oxford since the 17th century .',
      { ...opts, title: 'Regius Professor of Civil Law' },
    );
    assertIncludes(facts, [
      'statement(David Daube, became the first foreign-born Regius Professor of Civil Law at Oxford since the 17th century) from 1955-01-01',
    ]);
    assertNone(facts, (f) => f.startsWith('statement(Freiburg') || f.startsWith('statement(Breisgau'));
  });
  test('"part of the Sudano-Sahelian area", "designed the SECR N class": a name opening a phrase that goes on in a common noun is no value', () => {
    const facts = read('The city is part of the Sudano-Sahelian area , with annual rainfall of about 900 mm .', { ...opts, title: 'Ouagadougou' });
    assertNone(facts, (f) => f.startsWith('partOf('));
  });
  test('review of the twenty-eighth session: a company has no capital; "Warren Street station was called Euston Road" is a name; "re-elected , unopposed" is whole', () => {
    assertNone(read('In 1995 the founders made Austin the seat of the company .', { ...opts, title: 'Initech' }), (f) => f.startsWith('capital('));
    assertIncludes(read('Warren Street station was called Euston Road until 1908 .', { ...opts, title: 'Warren Street tube station' }), [
      'name(Warren Street tube station, Euston Road) to 1908-01-01',
    ]);
    assertIncludes(read('He was re-elected to the council of Bremen , unopposed , in 1990 .', { ...opts, title: 'Hans Koschnick' }), [
      'statement(Hans Koschnick, was re-elected to the council of Bremen, unopposed) from 1990-01-01',
    ]);
  });
  test('"the family publishing firm" is no school named before it', () => {
    const facts = read(
      'Sonnenschein taught at University College School . William Swan Sonnenschein ( 1855–1934 ) , his younger brother , founded the family publishing firm .',
      { ...opts, title: 'Edward Adolf Sonnenschein' },
    );
    assertNone(facts, (f) => f.startsWith('founder(University College School'));
  });
});

describe('given names and the nouns a subject phrase hangs on', () => {
  test('"May, who succeeded David Cameron … She has failed": a David is no "she"', () => {
    const facts = read(
      'Theresa May said on Friday that she would resign as leader of the Conservative Party on June 7. May, who succeeded David Cameron as prime minister in July 2016, will remain in office until a successor is chosen. She has failed three times to win parliamentary approval for the Brexit deal she negotiated with the European Union.',
      { date: '2019-05-24', title: 'Theresa May to quit as Conservative leader on June 7' },
    );
    assertNone(facts, (f) => f.startsWith('statement(David Cameron, has failed') || f.startsWith('statement(David Cameron, negotiated'));
  });

  test('"the London Fire and Emergency Planning Authority" is one name; "Sukandar and the Indonesian Chess Association" two', () => {
    const facts = read(
      'The London Fire Brigade is the fire service of London. The LFCDA was replaced in 2000 by the London Fire and Emergency Planning Authority . In 2021 , Sukandar and the Indonesian Chess Association denounced the actions of Indonesian netizens .',
      { genre: 'encyclopedic', title: 'London Fire Brigade', date: '2021-08-01' },
    );
    assertIncludes(facts, ['replacedBy(LFCDA, London Fire and Emergency Planning Authority) from 2000-01-01']);
    assertNone(facts, (f) => f.includes('Sukandar and the Indonesian'));
    const railway = read(
      'The LMS Ivatt Class 4 is a class of locomotive . The London Midland and Scottish Railway ( LMS ) built 162 of this type between 1947 and 1952 .',
      {
        genre: 'encyclopedic',
        title: 'LMS Ivatt Class 4',
        date: '2021-08-01',
      },
    );
    assertIncludes(railway, ['statement(London Midland and Scottish Railway, built 162 of this type) from 1947-01-01 to 1952-01-01']);
  });

  test('"some Dream games are broadcast on ESPN", "The Worsley Hotel fire … was an arson attack": the games and the fire, not the names before them', () => {
    const facts = read(
      'The Atlanta Dream is a basketball team . Furthermore , some Dream games are broadcast nationally on ESPN . The Worsley Hotel fire of December 1974 was an arson attack that killed seven people .',
      { genre: 'encyclopedic', title: 'Atlanta Dream', date: '2021-08-01' },
    );
    assertNone(facts, (f) => (f.includes('ESPN') && !f.startsWith('statement(')) || f.startsWith('statement(Worsley Hotel'));
  });

  test('"a painting by Ruysch was sold", "the journey through the West Midlands continued": the painting and the journey, not the names after the preposition', () => {
    const facts = read(
      'Rachel Ruysch was a Dutch painter. In 1999 a painting by Ruysch was discovered in a farmhouse in Normandy. In 1968 , the journey through the West Midlands continued via Wolverhampton .',
      { genre: 'encyclopedic', title: 'Rachel Ruysch', date: '2021-08-01' },
    );
    assertNone(facts, (f) => f.startsWith('statement(Rachel Ruysch, was discovered') || f.startsWith('statement(West Midlands'));
  });
});

describe('a headline short form', () => {
  test('"Fjordline names new chair" over "Fjordline Shipping on Thursday named Kari Holm … as chair of its board, replacing founder Arne Dahl": one company, and the succession', () => {
    const facts = read(
      'Fjordline Shipping on Thursday named Kari Holm, a former investment banker, as chair of its board, replacing founder Arne Dahl, who had led the board since 1998.',
      { date: '2025-03-14', title: 'Fjordline names new chair as founder steps back' },
    );
    assertIncludes(facts, [
      'chairperson(Fjordline Shipping, Kari Holm) from 2025-03-13',
      'chairperson(Fjordline Shipping, Arne Dahl) from 1998-01-01 to 2025-03-13',
    ]);
    assertNone(facts, (f) => f.includes('(Fjordline,'));
  });
});

describe('short forms of organisations', () => {
  test('"Fjordline Shipping", then "Fjordline": one company; "Singapore" of "Singapore Airlines" stays the city', () => {
    const page = { genre: 'encyclopedic' as const, title: 'Harlan Voss', date: '2021-08-01' };
    const facts = read(
      'Harlan Voss was a Norwegian executive . Voss joined Fjordline Shipping in 1926 . In 1938 he became chief executive of Fjordline .',
      page,
    );
    assertIncludes(facts, ['chiefExecutiveOfficer(Fjordline Shipping, Harlan Voss) from 1938-01-01']);
    const city = read('Lee Chen is an executive . Chen joined Singapore Airlines in 1990 . In 1995 he moved to Singapore .', { ...page, title: 'Lee Chen' });
    assertNone(city, (f) => f.includes('Singapore Airlines)') && f.startsWith('residence('));
  });
});

describe('statements that borrow twice', () => {
  test('"Before long, he returned to Antioch": a pronoun subject with only the narrative\'s time waits for review; a name, or a date of its own, is stored', () => {
    const page = { genre: 'encyclopedic' as const, title: 'Bohemond IV of Antioch', date: '2021-08-01' };
    const text =
      'Bohemond IV of Antioch was a prince . In 1205 Bohemond seized Tripoli . Before long , he returned to Antioch . Bohemond later besieged Gibelcar .';
    const facts = readFacts(text, page);
    assert.ok(statementConfidence(facts, 'returned to Antioch') < 0.5, facts.map(show).join('\n'));
    assert.ok(statementConfidence(facts, 'besieged Gibelcar') >= 0.5, facts.map(show).join('\n'));
    const dated = readFacts('Bohemond IV of Antioch was a prince . In 1205 Bohemond seized Tripoli . In 1206 he returned to Antioch .', page);
    assert.ok(statementConfidence(dated, 'returned to Antioch') >= 0.5, dated.map(show).join('\n'));
  });
});

describe('plural descriptions', () => {
  test('"the teams drew", "the centre-left governments led by …": several things, not the page', () => {
    const greens = read(
      'The Federation of the Greens is a green political party in Italy . Following the election , the Greens joined the centre-left governments led by Romano Prodi , Massimo DAlema and Giuliano Amato .',
      { genre: 'encyclopedic', title: 'Federation of the Greens', date: '2021-08-01' },
    );
    assertNone(greens, (f) => f.startsWith('directorManager('));
    const match = read('Olympiakos Nicosia reached the final in 1962 . In the first game the teams drew 2–2 , while in the second game Olympiakos lost 3–1 .', {
      genre: 'encyclopedic',
      title: 'Olympiakos Nicosia',
      date: '2021-08-01',
    });
    assertNone(match, (f) => f.includes('drew 2–2'));
  });
});

describe('hyphenated compounds', () => {
  test('"with ATR 42 turbo-prop aircraft": a compound before a noun ends no statement, and before a role noun makes no other post', () => {
    const page = { genre: 'encyclopedic' as const, title: 'ACES Colombia', date: '2021-08-01' };
    assertIncludes(read('In 1991 , ACES completely renewed its Fokker F27 Friendship fleet with ATR 42 turbo-prop aircraft .', page), [
      'statement(ACES, renewed its Fokker F27 Friendship fleet with ATR 42 turbo-prop aircraft) from 1991-01-01',
    ]);
    // (Replaced "with" them, the aircraft put in replace the fleet.)
    assertIncludes(read('In 1991 , ACES completely replaced its Fokker F27 Friendship fleet with ATR 42 turbo-prop aircraft .', page), [
      'replaces(ATR 42, Fokker F27 Friendship) from 1991-01-01',
    ]);
    assertIncludes(
      read(
        'Lykkehjulet is the Danish version of the Wheel of Fortune television game show . The letter-turning co-hosts were Carina Jensen ( 1989–1994 ) and Maria Hirse ( 1995–2001 ) .',
        { ...page, title: 'Lykkehjulet' },
      ),
      ['presenter(Lykkehjulet, Carina Jensen) from 1989-01-01 to 1994-01-01', 'presenter(Lykkehjulet, Maria Hirse) from 1995-01-01 to 2001-01-01'],
    );
  });
});

describe('what brackets hold', () => {
  const page = (title: string) => ({ genre: 'encyclopedic' as const, title, date: '2021-08-01' });

  test('"Bohemond IV ( ; 1175–1233 ) , was Count of Tripoli": a semicolon left in brackets separates nothing', () => {
    assertIncludes(
      read(
        'Bohemond IV of Antioch , also known as Bohemond the One-Eyed ( ; 1175–1233 ) , was Count of Tripoli from 1187 to 1233 , and Prince of Antioch from 1201 to 1216 .',
        page('Bohemond IV of Antioch'),
      ),
      [
        'statement(Bohemond IV of Antioch, was Count of Tripoli) from 1187-01-01 to 1233-01-01',
        'statement(Bohemond IV of Antioch, was Prince of Antioch) from 1201-01-01 to 1216-01-01',
      ],
    );
  });

  test('"Fergie Duhamel ( ; born Stacy Ann Ferguson ; … )": a verb in brackets is an aside about the name, no statement', () => {
    const facts = read(
      'Fergie Duhamel ( ; born Stacy Ann Ferguson ; March 27 , 1975 ) , known professionally as Fergie , is an American singer , songwriter , and actress .',
      page('Fergie (singer)'),
    );
    assertNone(facts, (f) => f.includes('born Stacy Ann Ferguson'));
    assertIncludes(facts, ['occupation(Fergie, singer) from unknown']);
  });

  test("dates in brackets after a post, or beside one, are that post's term", () => {
    const renzi = read('The former Italian Prime Minister ( 2014–2016 ) , Matteo Renzi , served as mayor from 2009 to 2014 .', page('Florence'));
    assert.ok(
      renzi.some((f) => f.startsWith('mayor(') && f.endsWith('Matteo Renzi) from 2009-01-01 to 2014-01-01')),
      renzi.join('\n'),
    );
    assertNone(renzi, (f) => f.startsWith('mayor(') && f.includes('from 2014'));
    assertIncludes(read('John Sculley ( president of PepsiCo from 1977 to 1983 ) became chief executive in 1983 .', page('Apple Inc.')), [
      'chiefExecutiveOfficer(Apple Inc., John Sculley) from 1983-01-01',
    ]);
  });
});

describe('verbs that agree with a plural', () => {
  test('"Rafer Johnson were among several men": one name with a plural verb lost the others, and waits for review; a plural name or a coordinated subject is stored', () => {
    const page = { genre: 'encyclopedic' as const, title: 'Sirhan Sirhan', date: '2021-08-01' };
    const lost = readFacts('Sirhan Sirhan is a Palestinian . In 1968 , Rafer Johnson were among several men who subdued Sirhan .', page);
    assert.ok(statementConfidence(lost, 'were among several men') < 0.5, lost.map(show).join('\n'));
    const both = readFacts('Sirhan Sirhan is a Palestinian . In 1968 , Rafer Johnson and Roosevelt Grier were among several men who subdued Sirhan .', page);
    assert.ok(statementConfidence(both, 'was among several men') >= 0.5, both.map(show).join('\n'));
    const team = readFacts('The New York Yankees are a baseball team . In 1996 , the Yankees have retired 21 numbers .', {
      ...page,
      title: 'New York Yankees',
    });
    assert.ok(statementConfidence(team, 'have retired 21 numbers') >= 0.5, team.map(show).join('\n'));
  });

  test('"accepted an invitation to visit Chile and speak on …": the bare verb goes on with the infinitive, and states nothing alone', () => {
    const facts = read('In 1975 , Friedman and Harberger accepted an invitation to visit Chile and speak on principles of economic freedom .', {
      genre: 'encyclopedic',
      title: 'Milton Friedman',
      date: '2021-08-01',
    });
    assertNone(facts, (f) => f.includes(', speak on'));
    assertIncludes(facts, ['statement(Harberger, accepted an invitation to visit Chile and speak on principles of economic freedom) from 1975-01-01']);
  });
});

describe('what is believed or foreseen, and participles that describe a phrase', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };

  test('"Sirhan believed that he was betrayed", "polls suggested that Labour would be beaten": not asserted, no statement', () => {
    const belief = read('Sirhan Sirhan is a Palestinian . Sirhan believed that he was deliberately betrayed by Kennedy in June 1967 .', {
      ...page,
      title: 'Sirhan Sirhan',
    });
    assertNone(belief, (f) => f.includes('betrayed'));
    const poll = read(
      'The 1996 election was held in October . At one point polls suggested that New Zealand First would poll 30% and Labour would be beaten into third place .',
      { ...page, title: '1996 New Zealand general election' },
    );
    assertNone(poll, (f) => f.includes('beaten') || f.includes('would poll'));
    // (What someone said stays: a report is a fact of the news.)
    const said = read('Initech said on Tuesday that it would cut 200 jobs by March .', { date: '2024-05-02', title: 'Initech' });
    assertIncludes(said, ['statement(Initech, said that Initech would cut 200 jobs) from 2024-04-30']);
  });

  test('"sixty-five dancers, chosen annually through open audition", "his mixtape, appropriately titled …": the phrase\'s, not the subject\'s', () => {
    const dancers = read('The Korea National Ballet is a ballet company in Seoul . It has sixty-five dancers , chosen annually through open audition .', {
      ...page,
      title: 'Korea National Ballet',
    });
    assertNone(dancers, (f) => f.includes('chosen'));
    const mixtape = read('B.o.B is an American rapper . On June 22 , 2009 , B.o.B released his fifth mixtape , appropriately titled B.o.B vs . Bobby Ray .', {
      ...page,
      title: 'B.o.B',
    });
    assertNone(mixtape, (f) => f.startsWith('statement(B.o.B, titled'));
  });

  test('"a green party established in 2013 and led by Monica Frassoni": the second participle goes on describing the party', () => {
    const facts = read(
      'The Federation of the Greens is a green party in Italy . The Greens contested the 2014 election with Green Italy , a green party established in 2013 and led by Monica Frassoni .',
      { ...page, title: 'Federation of the Greens' },
    );
    assertNone(facts, (f) => f.startsWith('statement(Federation of the Greens, led by'));
  });

  test('"a company founded in 1983 by George Lucas and headquartered in San Francisco": the headquarters holds now, not from the founding year', () => {
    const facts = read('THX Ltd . is an American company founded in 1983 by George Lucas and headquartered in San Francisco , California .', {
      ...page,
      title: 'THX',
    });
    assertIncludes(facts, ['headquartersLocation(THX Ltd, San Francisco, California)']);
    const hq = readFacts('THX Ltd . is an American company founded in 1983 by George Lucas and headquartered in San Francisco , California .', {
      ...page,
      title: 'THX',
    }).find((f) => f.predicate === 'headquartersLocation');
    assert.equal(hq?.current, true);
  });
});

describe("a footballer's clubs, as a club's history page tells them", () => {
  const page = { genre: 'encyclopedic' as const, title: 'Alan Baró', date: '2021-08-01' };
  const text =
    'Alan Baró ( born 22 June 1985 ) is a Spanish footballer who plays for UE Olot as a central defender in the league . ' +
    'Born in Darnius , Baró began his career with local CF Peralada and UE Figueres . ' +
    'On 6 July 2007 , he moved to fellow league side Alicante CF , playing 39 official games in his first season . ' +
    'In the summer of 2009 , Baró moved to La Liga with CA Osasuna , initially being registered to their reserves . ' +
    'On 8 July 2010 , Baró returned to Segunda División , signing a two-year deal at Albacete Balompié .';

  test('"moved to fellow league side Alicante CF", "moved to La Liga with CA Osasuna", "signing a two-year deal at Albacete Balompié": the clubs, from those dates', () => {
    const facts = read(text, page);
    assertIncludes(facts, [
      'memberOfSportsTeam(Alan Baró, Alicante CF) from 2007-07-06',
      'memberOfSportsTeam(Alan Baró, CA Osasuna) from 2009-01-01',
      'memberOfSportsTeam(Alan Baró, Albacete Balompié) from 2010-07-08',
    ]);
    assertNone(facts, (f) => f.startsWith('residence(') || f.includes('(Alan Baró, La Liga)') || f.startsWith('memberOfSportsTeam(Alan Baró, Segunda'));
  });

  test('"moved to another team in the third tier, SD Ponferradina" and "was transferred to his club\'s arch rivals Zamalek": the name after the description', () => {
    const facts = read(
      text +
        " Subsequently , Baró moved to another team in the third tier , SD Ponferradina , totalling 44 appearances . In 2016 he was transferred to the club's arch rivals Zamalek .",
      page,
    );
    assertIncludes(facts, ['memberOfSportsTeam(Alan Baró, SD Ponferradina)', 'memberOfSportsTeam(Alan Baró, Zamalek) from 2016-01-01']);
    assertNone(facts, (f) => f.includes('third tier'));
  });

  test('"played for newly relegated Notts County": a participle after an "-ly" adverb describes the name after it; it is no verb', () => {
    const facts = read(
      'Thierry Audel is a French footballer who plays as a centre back for the club in the league . In July 2015 he joined Macclesfield Town . He then played for newly relegated Notts County in League Two for two seasons .',
      { ...page, title: 'Thierry Audel' },
    );
    assertIncludes(facts, ['statement(Thierry Audel, played for newly relegated Notts County in League Two for two seasons)']);
  });

  test('"Yeovil announced on 1 December 2015 that they had parted company with Sturrock": the post ends at the report\'s date', () => {
    const facts = read(
      'Paul Sturrock is a Scottish football manager . In April 2015 , Sturrock was appointed manager of Yeovil Town . Following a poor start to the season , Yeovil announced on 1 December 2015 that they had parted company with Sturrock .',
      { ...page, title: 'Paul Sturrock' },
    );
    assertIncludes(facts, ['headCoach(Yeovil Town, Paul Sturrock) from 2015-04-01 to 2015-12-01']);
    // (Only a body the document knows the person held a post at.)
    assertNone(
      read('Paul Sturrock is a Scottish football manager . In 2016 , Plymouth parted company with Sturrock .', { ...page, title: 'Paul Sturrock' }),
      (f) => f.startsWith('headCoach('),
    );
  });

  test('"On 27 June 2019 it was confirmed, that Audel had joined Brackley Town": the report\'s date is the joining\'s', () => {
    const facts = read(
      'Thierry Audel is a French footballer who plays as a centre back for the club in the league . On 27 June 2019 it was confirmed , that Audel had joined Brackley Town .',
      { ...page, title: 'Thierry Audel' },
    );
    assertIncludes(facts, ['memberOfSportsTeam(Thierry Audel, Brackley Town) from 2019-06-27']);
  });

  test('"began his career with local CF Peralada and UE Figueres": both clubs, undated (for review); not "started his coaching career as … assistant at Napoli"', () => {
    const facts = readFacts(text, page).filter((f) => f.predicate === 'memberOfSportsTeam');
    for (const club of ['CF Peralada', 'UE Figueres']) {
      const f = facts.find((x) => x.object === club);
      assert.ok(f && f.confidence < 0.5, facts.map(show).join('\n'));
    }
    const coach = read(
      "Walter Mazzarri is an Italian football manager and former footballer . Mazzarri started his coaching career as Renzo Ulivieri's assistant at Napoli in 1998 .",
      {
        ...page,
        title: 'Walter Mazzarri',
      },
    );
    assertNone(coach, (f) => f.startsWith('memberOfSportsTeam(Walter Mazzarri, Napoli'));
    const coaching = read(
      'Walter Mazzarri is an Italian football manager and former footballer . Mazzarri started his coaching career with Acireale in 2001 .',
      {
        ...page,
        title: 'Walter Mazzarri',
      },
    );
    assertNone(coaching, (f) => f.startsWith('memberOfSportsTeam(Walter Mazzarri, Acireale'));
  });

  test('"started playing professional football for his hometown club C.D. Montijo in 1996": the statement is dated by "in 1996"', () => {
    const text =
      'José Pedro ( born 18 October 1978 ) is a Portuguese former footballer who played as a midfielder . ' +
      'Born in Montijo , José Pedro started playing professional football for his hometown club C.D . Montijo in 1996 , then moved to F.C . Barreirense .';
    const facts = readFacts(text, { ...page, title: 'José Pedro' });
    const started = facts.find((f) => f.predicate === 'statement' && f.object.startsWith('started playing'));
    assert.ok(started && show(started).endsWith('from 1996-01-01') && started.confidence >= 0.5, facts.map(show).join('\n'));
    // ("continued to teach there until her retirement in 2001": the end the completing verb has, too.)
    const kelso = read(
      'Anna Kelso ( born 1941 ) is a Scottish painter . Kelso began teaching at the Glasgow School of Art in 1970 and continued to teach there until her retirement in 2001 .',
      {
        ...page,
        title: 'Anna Kelso',
      },
    );
    assert.ok(
      kelso.some((f) => f.startsWith('statement(Anna Kelso, continued to teach') && f.endsWith('to 2001-01-01')),
      kelso.join('\n'),
    );
    // (A date of a noun inside what the verb completes is not the statement's: "about the Prague Spring of 1968".)
    const berg = readFacts('Anna Berg ( born 1941 ) is a Scottish writer . Anna Berg started writing books about the Prague Spring of 1968 .', {
      ...page,
      title: 'Anna Berg',
    });
    assert.ok(!berg.some((f) => f.object.startsWith('started writing') && f.temporal.length > 0), berg.map(show).join('\n'));
    // (Only a verb of beginning or going on: "chose to release Todd Gurley after his lackluster 2019" is no release in 2019.)
    const rams = readFacts(
      'The Los Angeles Rams are a professional American football team . In free agency , the Rams chose to release Todd Gurley after his lackluster 2019 .',
      {
        ...page,
        title: 'Los Angeles Rams',
      },
    );
    assert.ok(!rams.some((f) => f.object.startsWith('chose') && f.temporal.length > 0), rams.map(show).join('\n'));
    // ("played football for": the sport named between the verb and its club.)
    assertIncludes(
      read('Guy Whittingham is an English former footballer . He played football for Yeovil Town from 1988 to 1989 .', { ...page, title: 'Guy Whittingham' }),
      ['memberOfSportsTeam(Guy Whittingham, Yeovil Town) from 1988-01-01 to 1989-01-01'],
    );
  });
});

describe("a manager's clubs", () => {
  test('"In 2000, Sarri signed for Sansovino", under "Managerial career": he coached the club; under "Playing career" he played for it', () => {
    const text =
      'Maurizio Sarri\n\nMaurizio Sarri is an Italian football manager and former footballer .\n\nPlaying career .\n\nIn 1980 , Sarri signed for Figline , where he played one season .\n\nManagerial career .\n\nEarly career .\n\nIn 2000 , Sarri signed for Sansovino in Eccellenza , and won promotion with the club .';
    const facts = read(text, { genre: 'encyclopedic', title: 'Maurizio Sarri', date: '2021-08-01' });
    assertIncludes(facts, ['memberOfSportsTeam(Maurizio Sarri, Figline) from 1980-01-01', 'headCoach(Sansovino, Maurizio Sarri) from 2000-01-01']);
    assertNone(facts, (f) => f.startsWith('memberOfSportsTeam(Maurizio Sarri, Sansovino'));
  });
});

describe('what a person is, written before the name', () => {
  test('"appointed former Olympian Maria Lindqvist as head coach": Maria Lindqvist; "the Republican National Committee" keeps its name', () => {
    const facts = read('The Harbour Rowing Club said on Monday that it had appointed former Olympian Maria Lindqvist as head coach .', {
      title: 'Harbour Rowing Club',
    });
    assert.ok(
      facts.some((f) => f.startsWith('headCoach(Harbour Rowing Club, Maria Lindqvist)')),
      facts.join('\n'),
    );
    const body = read('In 2020 , the Republican National Committee met in Charlotte .', { genre: 'encyclopedic', title: 'Acme', date: '2021-08-01' });
    assert.ok(
      body.some((f) => f.includes('Republican National Committee')),
      body.join('\n'),
    );
  });
});

describe('"the current leader"', () => {
  test('"The current SNP leader, Nicola Sturgeon, has served as First Minister since 20 November 2014": the leader now, not for that day', () => {
    const facts = read(
      'The Scottish National Party is a party . The current Scottish National Party leader , Nicola Sturgeon , has served as First Minister of Scotland since 20 November 2014 .',
      {
        genre: 'encyclopedic',
        title: 'Scottish National Party',
        date: '2021-08-01',
      },
    );
    assertIncludes(facts, ['leader(Scottish National Party, Nicola Sturgeon)', 'headOfGovernment(Scotland, Nicola Sturgeon) from 2014-11-20']);
    const sure = readFacts(
      'The Scottish National Party is a party . The current Scottish National Party leader , Nicola Sturgeon , has served as First Minister of Scotland since 20 November 2014 .',
      {
        genre: 'encyclopedic',
        title: 'Scottish National Party',
        date: '2021-08-01',
      },
    ).find((f) => f.predicate === 'leader');
    assert.equal(sure?.current, true);
  });
});

describe("a house's owners", () => {
  test('"is a historic house" … "Smoot bought the building", "Yolande Bebeze Fox, the former Miss America 1951, bought the dwelling": each owner from the purchase', () => {
    const facts = read(
      'Newton D . Baker House is a historic house in Washington . In approximately 1890 , John H . Smoot bought the building . In 1976 , Yolande Bebeze Fox , the former Miss America 1951 , bought the dwelling from Straight .',
      { genre: 'encyclopedic', title: 'Newton D . Baker House', date: '2021-08-01' },
    );
    assertIncludes(facts, [
      'ownedBy(Newton D . Baker House, John H . Smoot) from 1890-01-01',
      'ownedBy(Newton D . Baker House, Yolande Bebeze Fox) from 1976-01-01',
    ]);
    assertNone(facts, (f) => f.includes('Miss America'));
  });
});

describe('names taken, commands, venues', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };

  test('"the academy became Dixie Normal College, and then, in 1923, the name was changed to Dixie Junior College": each name from its year', () => {
    const facts = read(
      'Dixie State University is a university in Utah . In 1916 , the academy , located in a region called Utahs Dixie by Brigham Young , became Dixie Normal College , and then , in 1923 , the name was changed to Dixie Junior College . In 2000 it became Dixie State College .',
      { ...page, title: 'Dixie State University' },
    );
    assertIncludes(facts, [
      'officialName(Dixie State University, Dixie Normal College) from 1916-01-01',
      'officialName(Dixie State University, Dixie Junior College) from 1923-01-01',
      'officialName(Dixie State University, Dixie State College) from 2000-01-01',
    ]);
    // (A coordinated "became" with no date of its own has the change's.)
    const wing = read(
      'Fighter Group Nine is an air group . On 1 September 1948 the scheme was changed and Fighter Group Nine became Carrier Air Group Seven .',
      {
        ...page,
        title: 'Fighter Group Nine',
      },
    );
    assertIncludes(wing, ['officialName(Fighter Group Nine, Carrier Air Group Seven) from 1948-09-01']);
  });

  test('"was established as Torpedo Squadron 4 on 10 January 1942, redesignated VA-2A on 15 November 1946", "was renamed to The Department of Computing and Control": names given, each from its date', () => {
    const squadron = read(
      'VA-15 was an attack squadron of the U.S. Navy . It was established as Torpedo Squadron 4 ( VT-4 ) on 10 January 1942 , redesignated VA-2A on 15 November 1946 .',
      { ...page, title: 'VA-15' },
    );
    assertIncludes(squadron, ['officialName(VA-15, Torpedo Squadron 4) from 1942-01-10', 'officialName(VA-15, VA-2A) from 1946-11-15']);
    // A renaming verb after a passive goes on in the passive: "founded … as Brandt Snacks and renamed Tastee Foods in 1994".
    assertIncludes(
      read('Brightline Foods is a snack company. It was founded in 1968 as Brandt Snacks and renamed Tastee Foods in 1994.', {
        genre: 'encyclopedic',
        title: 'Brightline Foods',
        date: '2021-08-01',
      }),
      ['officialName(Brightline Foods, Brandt Snacks) from 1968-01-01', 'officialName(Brightline Foods, Tastee Foods) from 1994-01-01'],
    );
    // (Its current name too, coordinated: the name it took then ends the one before.)
    assertIncludes(
      read('Brightline Foods is a snack company. It was founded in 1968 as Brandt Snacks and renamed Brightline Foods in 1994.', {
        genre: 'encyclopedic',
        title: 'Brightline Foods',
        date: '2021-08-01',
      }),
      ['officialName(Brightline Foods, Brightline Foods) from 1994-01-01'],
    );
    const department = read('In 1970 the department was renamed to The Department of Computing and Control .', {
      ...page,
      title: 'Department of Computing, Imperial College London',
    });
    assertIncludes(department, ['officialName(Department of Computing, Imperial College London, The Department of Computing and Control) from 1970-01-01']);
    // (The object, not a phrase after it: "after the annexation … to the Russian Empire".)
    const city = read(
      'Simferopol is a city in Crimea . The town was renamed Akmescit in 1784 after the annexation of the Crimean Khanate to the Russian Empire .',
      {
        ...page,
        title: 'Simferopol',
      },
    );
    assertNone(city, (f) => f.includes('Russian Empire'));
    // (A name is taken at a date; another phrase's term does not end it. "Savings and Loan" is one name.)
    const bank = read(
      'Harbor Savings Bank is an American regional bank . It was founded in 1921 as Harbor Federal Savings and Loan by the merchant Arthur Quill , its first president from 1921 to 1948 .',
      { ...page, title: 'Harbor Savings Bank' },
    );
    assertIncludes(bank, ['officialName(Harbor Savings Bank, Harbor Federal Savings and Loan) from 1921-01-01 to 2021-08-01']);
    assertNone(bank, (f) => f.startsWith('officialName') && f.includes('to 1948'));
  });

  test('not a post, a description, nor a name before a noun: "became the first Regius Professor", "became Denmarks second TV channel", "the company became Hornby Railways" on a locomotive\'s page', () => {
    const facts = [
      ...read('Acme is a company . In 1955 , Acme became the first Regius Professor of Civil Law .', { ...page, title: 'Acme' }),
      ...read('TV2 is a Danish broadcaster . In 1988 it became Denmarks second TV channel .', { ...page, title: 'TV2' }),
      ...read('The LMS Fowler Class 3F is a class of locomotive . Production continued after the company became Hornby Railways in 1970 .', {
        ...page,
        title: 'LMS Fowler Class 3F',
      }),
    ];
    assertNone(facts, (f) => f.startsWith('officialName('));
  });

  test('"commissioned on 2 January 1941 under the command of Kapitänleutnant Richard Zapp": the commander from then; not "lure the Germans towards the Grand Fleet, under the command of …"', () => {
    const boat = read(
      'German submarine U-66 was a submarine . The submarine was laid down in 1940 and commissioned on 2 January 1941 under the command of Kapitänleutnant Richard Zapp .',
      { ...page, title: 'German submarine U-66' },
    );
    assertIncludes(boat, ['commandedBy(German submarine U-66, Kapitänleutnant Richard Zapp) from 1941-01-02']);
    const fleet = read('Beatty turned back to lure the Germans towards the rapidly approaching Grand Fleet , under the command of Admiral John Jellicoe .', {
      ...page,
      title: 'Reinhard Scheer',
    });
    assertNone(fleet, (f) => f.startsWith('commandedBy('));
  });

  test('"The USA Sevens tournament was held from 2007 to 2009 in San Diego": the tournament is the name before its kind', () => {
    const facts = read('USA Sevens is a rugby tournament . The USA Sevens tournament was held from 2007 to 2009 in San Diego at Petco Park .', {
      ...page,
      title: 'USA Sevens',
    });
    assertIncludes(facts, ['location(USA Sevens, San Diego) from 2007-01-01 to 2009-01-01']);
  });
});

describe('what the review of the fifteenth session found', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01', title: 'Acme' };
  test('"Microsoft, in 2016, acquired LinkedIn": a date alone between the commas is the clause\'s', () => {
    assertIncludes(read('Microsoft , in 2016 , acquired LinkedIn .', { ...page, title: 'LinkedIn' }), [
      'parentOrganization(LinkedIn, Microsoft) from 2016-01-01',
    ]);
  });
  test('"Smith joined Acme, based in Austin, and worked in its sales division until 1999": Smith worked there', () => {
    const facts = read('In 1990 , John Smith joined Acme , based in Austin , and worked in its sales division until 1999 .', { ...page, title: 'John Smith' });
    assert.ok(
      facts.some((f) => f.startsWith('statement(John Smith, worked in')),
      facts.join('\n'),
    );
  });
  test('"Smith argued the case and won a settlement": only what follows the belief verb right after it is unasserted', () => {
    const facts = read('In 2001 , John Smith argued the case before the Supreme Court and won a settlement for his client .', { ...page, title: 'John Smith' });
    assert.ok(
      facts.some((f) => f.includes('won a settlement')),
      facts.join('\n'),
    );
  });
  test('no name taken from "became First Division Champions"; "Whitmans company was sold to eBay" is no sale of Whitman', () => {
    assertNone(read('Leeds United is a football club . In 1992 , Leeds United became First Division Champions .', { ...page, title: 'Leeds United' }), (f) =>
      f.startsWith('officialName('),
    );
    assertNone(read('Meg Whitman is a businesswoman . In 1995 , Whitmans company was sold to eBay .', { ...page, title: 'Meg Whitman' }), (f) =>
      f.startsWith('ownedBy(Whitmans'),
    );
  });
  test('"the Republican National Convention was held in Tampa": the descriptor stays when no given name follows', () => {
    const facts = read('In 2012 , the Republican National Convention was held in Tampa .', { ...page, title: 'Tampa' });
    assertNone(facts, (f) => f.startsWith('location(National Convention'));
  });
  test('"joined CA Technologies": capitals the tagger took for "ca" stay in the name', () => {
    const facts = read('John Smith is a programmer . In 2005 , Smith joined CA Technologies as a programmer .', { ...page, title: 'John Smith' });
    assertNone(facts, (f) => f.includes(', Technologies)'));
  });
});

describe('names cut short', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01', title: 'Acme' };
  test('"the 108th Airborne Division": a unit\'s number is part of its name', () => {
    assertIncludes(read('In 1952 , the 108th Airborne Division was redesignated as the 108th Infantry Division .', page), [
      'officialName(108th Airborne Division, 108th Infantry Division) from 1952-01-01',
    ]);
  });

  test('"Auguste-Viktoria-Platz", "Karl-Marx-Stadt": every hyphen between capitalised words joins the name', () => {
    assertIncludes(read('Breitscheidplatz is a square in Berlin . In 1892 it was renamed Auguste-Viktoria-Platz .', { ...page, title: 'Breitscheidplatz' }), [
      'officialName(Breitscheidplatz, Auguste-Viktoria-Platz) from 1892-01-01',
    ]);
  });

  test('"Ivan the Terrible": a subject that lost its name\'s start waits for review; "Later the Beatles", "Microsoft and Google" do not', () => {
    const terrible = readFacts('In 1571 , Ivan the Terrible left Vologda for good .', page);
    assert.ok(statementConfidence(terrible, 'left Vologda for good') < 0.5, terrible.map(show).join('\n'));
    const beatles = readFacts('In 1964 , later the Beatles toured the United States .', page);
    assert.ok(statementConfidence(beatles, 'toured the United States') >= 0.5, beatles.map(show).join('\n'));
    const two = readFacts('In 2011 , Microsoft and Google announced a patent deal .', page);
    assert.ok(statementConfidence(two, 'announced a patent deal') >= 0.5, two.map(show).join('\n'));
  });
});

describe('the subject is the noun a prepositional phrase hangs from', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01', title: 'Acme' };
  test('"the Union of Jewish Congregations of Latin America and the Caribbean supports …", "a flight to Frankfurt was replaced": not the last name', () => {
    const union = read('The Union of Jewish Congregations of Latin America and the Caribbean supports congregations in the Caribbean .', page);
    assertNone(union, (f) => f.startsWith('statement(Latin America') || f.startsWith('statement(Caribbean'));
    const flight = read('In 1965 , a Varig DC-8 flight to Frankfurt was immediately replaced by a Varig Boeing 707 .', page);
    assertNone(flight, (f) => f.startsWith('statement(Frankfurt'));
  });

  test('"The people of the Philippines , Guam and the Mariana Islands belong …", "The battalion named after Dzhokhar Dudayev is defending …": not the last name', () => {
    const people = read('The majority of the people of the Philippines , Guam and the Mariana Islands belong to the Roman Catholic faith .', page);
    assertNone(people, (f) => /^statement\((?:Guam|Mariana Islands|Philippines)/.test(f));
    const battalion = read('The International Peacekeeping Battalion named after Dzhokhar Dudayev is defending Ukraine against Russian aggression .', page);
    assertNone(battalion, (f) => f.startsWith('statement(Dzhokhar Dudayev'));
    assert.ok(
      battalion.some((f) => f.startsWith('statement(International Peacekeeping Battalion, is defending Ukraine')),
      battalion.join('\n'),
    );
    // ("called for" is a demand, no name: Heße is the subject.)
    // (But the cities of a list are the places: "The cities of Leeds , Bradford and Wakefield are".)
    const cities = read('The cities of Leeds , Bradford and Wakefield are in West Yorkshire .', page);
    assert.ok(
      cities.some((f) => f.startsWith('statement(Wakefield, is in West Yorkshire')),
      cities.join('\n'),
    );
    const called = read('On 1 August 2015 , Heße called for the Catholic Church to be more realistic .', page);
    assert.ok(
      called.some((f) => f.startsWith('statement(Heße, called for the Catholic Church')),
      called.join('\n'),
    );
  });

  test('but "In a 2010 letter to the Sacramento Bee, his spokeswoman Sarah Pompei said …", "Pellico was arrested by the government and Lambertenghi was forced to move": the name', () => {
    const letter = read(
      'In a 2010 letter to the Sacramento Bee Whitmans spokeswoman Sarah Pompei said , Meg believes the state cannot afford the costs .',
      page,
    );
    assert.ok(
      letter.some((f) => f.startsWith('statement(Sarah Pompei, said, Meg believes')),
      letter.join('\n'),
    );
    const moved = read('In 1820 , Pellico was arrested at the villa by the Austrian government and Lambertenghi was forced to move to Belgium .', page);
    assertIncludes(moved, ['residence(Lambertenghi, Belgium) from 1820-01-01']);
  });
});

describe('terms told by their verb, and who replaces whom', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };

  test('"He continued to rule there until his murder in 900", "She served until 2012": the post read last ends then', () => {
    const ruled = read('Zwentibold became King of Lotharingia in 895 . He continued to rule there until his murder in 900 .', { ...page, title: 'Zwentibold' });
    assertIncludes(ruled, ['headOfState(Lotharingia, Zwentibold) to 0900-01-01']);
    const served = read('Anna Berg was elected mayor of Norvik in 2004 . She served until 2012 , when she retired .', { ...page, title: 'Anna Berg' });
    assertIncludes(served, ['mayor(Norvik, Anna Berg) to 2012-01-01']);
    // (Not a post this sentence names but did not read, nor a ship served on.)
    const named = read(
      'Ola Dahl was appointed commander of the Eastern District in 1967 . Dahl took office as Chief of the Army on 1 October 1969 and served until 1976 .',
      {
        ...page,
        title: 'Ola Dahl',
      },
    );
    assertNone(named, (f) => f.includes('Eastern District') && f.includes('1976'));
    const ship = read('Otto Brand was appointed commander of the U-38 in 1938 . He served on the cruiser Emden until 1940 .', { ...page, title: 'Otto Brand' });
    assertNone(ship, (f) => f.includes('U-38') && f.includes('1940'));
  });

  test('"Zwentibold, whom he had made King of Lotharingia in 895, continued to rule …": the one made king, from 895 to 900', () => {
    const facts = read(
      'Arnulf of Carinthia was King of East Francia . Zwentibold , whom he had made King of Lotharingia in 895 , continued to rule there until his murder in 900 .',
      { ...page, title: 'Arnulf of Carinthia' },
    );
    assertIncludes(facts, ['headOfState(Lotharingia, Zwentibold) from 0895-01-01 to 0900-01-01']);
    assertNone(facts, (f) => f.startsWith('headOfState(East Francia, Arnulf of Carinthia) to'));
  });

  test('"Ershad replaced Moudud Ahmed with Kazi Zafar Ahmed in 1989": the one put in replaces, not the one who replaced', () => {
    const facts = read(
      'Hussain Muhammad Ershad was President of Bangladesh . However , Ershad replaced Moudud Ahmed with the leftwinger Kazi Zafar Ahmed in 1989 .',
      {
        ...page,
        title: 'Hussain Muhammad Ershad',
      },
    );
    assertIncludes(facts, ['replaces(Kazi Zafar Ahmed, Moudud Ahmed) from 1989-01-01']);
    assertNone(facts, (f) => f.startsWith('replaces(Hussain Muhammad Ershad'));
  });

  test('"used Munson\'s bat ( which he gave to his fallen friend\'s wife )": a participle after a possessive is no verb', () => {
    const facts = read(
      'Bobby Murcer was an American baseball player . On August 6 , 1979 , Murcer used Munsons bat ( which he gave to his fallen friends wife after the game ) , and drove in all five runs .',
      { ...page, title: 'Bobby Murcer' },
    );
    assertIncludes(facts, ['statement(Bobby Murcer, used Munsons bat) from 1979-08-06']);
    assertNone(facts, (f) => f.startsWith('statement(Bobby Murcer, fallen'));
  });
});

describe("the marks of a club's name", () => {
  test('"moved to A.C. Pisa 1909 … in mid-2010", "moved to SV Werder Bremen": a team in a sports page, from the move\'s date; no residence', () => {
    const page = { genre: 'encyclopedic' as const, title: 'Thierry Audel', date: '2021-08-01' };
    const facts = read(
      'Thierry Audel is a French footballer who plays as a defender . He scored two goals in the league season . He moved to A.C . Pisa 1909 of the Lega Pro Prima Divisione in mid-2010 . In 2012 he moved to SV Werder Bremen .',
      page,
    );
    assertIncludes(facts, [
      'memberOfSportsTeam(Thierry Audel, A.C . Pisa) from 2010-01-01',
      'memberOfSportsTeam(Thierry Audel, SV Werder Bremen) from 2012-01-01',
    ]);
    assertNone(facts, (f) => f.startsWith('residence('));
    // (A company's mark wins: "SC Johnson Group" is no club.)
    const later = read(
      'Thierry Audel is a French footballer who plays as a defender . He scored two goals in the league season . After retiring in 2015 , he joined SC Johnson Group .',
      page,
    );
    assertNone(later, (f) => f.startsWith('memberOfSportsTeam(Thierry Audel, SC Johnson'));
  });
});

describe('dated lists', () => {
  test('"played for Lazio from 1992 to 2004, then Inter from 2004 to 2006": "then" goes on with the list, each item with its own dates', () => {
    const facts = read(
      'Giuseppe Favalli is an Italian footballer who played as a defender . He played for Lazio from 1992 to 2004 , then Inter from 2004 to 2006 , and then Milan from 2006 to 2010 .',
      { genre: 'encyclopedic', title: 'Giuseppe Favalli', date: '2021-08-01' },
    );
    assertIncludes(facts, [
      'memberOfSportsTeam(Giuseppe Favalli, Lazio) from 1992-01-01 to 2004-01-01',
      'memberOfSportsTeam(Giuseppe Favalli, Inter) from 2004-01-01 to 2006-01-01',
      'memberOfSportsTeam(Giuseppe Favalli, Milan) from 2006-01-01 to 2010-01-01',
    ]);
  });
});

describe('a past participle after a noun', () => {
  test('"The club named assistant Priya Nand as …" is the verb; "in the war preparedness organized army corps" (after a preposition) and "the Seattle-based company" modify', () => {
    const page = { genre: 'news' as const, title: 'Tides fire coach', date: '2012-11-20' };
    assertIncludes(read('The Tacoma Tides fired head coach Sven Aalto on Monday . The club named assistant Priya Nand as interim head coach .', page), [
      'headCoach(Tacoma Tides, Sven Aalto) to 2012-11-19',
      'headCoach(Tacoma Tides, Priya Nand)',
    ]);
    const almgren = read(
      'Carl Eric Almgren was a Swedish Army officer . During the war years he served in the war preparedness organized army corps and attended the Royal Swedish Army Staff College from 1941 to 1943 .',
      { genre: 'encyclopedic', title: 'Carl Eric Almgren', date: '2021-08-01' },
    );
    assertIncludes(almgren, ['educatedAt(Carl Eric Almgren, Royal Swedish Army Staff College) from 1941-01-01 to 1943-01-01']);
  });
});

describe('foundings', () => {
  test('"an American businessman and philanthropist who co-founded Microsoft with Paul Allen in 1975": both founders, and the inception', () => {
    const facts = read('Bill Gates ( born 28 October 1955 ) is an American businessman and philanthropist who co-founded Microsoft with Paul Allen in 1975 .', {
      genre: 'encyclopedic',
      title: 'Bill Gates',
      date: '2024-06-01',
    });
    assertIncludes(facts, ['founder(Microsoft, Bill Gates) from 1975-01-01', 'founder(Microsoft, Paul Allen) from 1975-01-01', 'inception(Microsoft, 1975)']);
  });

  test('"which Rockefeller had co-founded in 1870" dates the inception; "founded NeXT" after "left Apple in 1985" (the narrative\'s year) does not', () => {
    const page = { genre: 'encyclopedic' as const, title: 'ExxonMobil', date: '2024-06-01' };
    assertIncludes(read('Both companies traced their origins to Standard Oil , which John D. Rockefeller had co-founded in 1870 .', page), [
      'inception(Standard Oil, 1870)',
    ]);
    const jobs = read('Steve Jobs was an American businessman . In 1985 , Jobs left Apple . He founded NeXT with Bud Tribble .', {
      ...page,
      title: 'Steve Jobs',
    });
    assertNone(jobs, (f) => f.startsWith('inception('));
  });
});

describe('named as a replacement', () => {
  test('"named Everton manager David Moyes as the successor to Alex Ferguson": the post Moyes holds elsewhere, at the club that names him, from the naming; Ferguson until then', () => {
    const facts = read('Manchester United on Thursday named Everton manager David Moyes as the successor to Alex Ferguson .', {
      genre: 'news',
      title: 'Moyes named United manager',
      date: '2013-05-10',
    });
    assertIncludes(facts, [
      'headCoach(Manchester United, David Moyes) from 2013-05-09',
      'headCoach(Manchester United, Alex Ferguson) to 2013-05-09',
      'replaces(David Moyes, Alex Ferguson) from 2013-05-09',
    ]);
  });
});

describe('a succession after a dated term', () => {
  test('"Margaret Doyle edited the paper from 1952 to 1971. She was succeeded by Peter Chen": Chen from 1971; an undated predecessor in a history is not stored as current', () => {
    const page = { genre: 'encyclopedic' as const, title: 'Harbour Gazette', date: '2023-09-01' };
    const facts = read(
      'The Harbour Gazette is a daily newspaper . Margaret Doyle edited the paper from 1952 to 1971 . She was succeeded by Peter Chen , who held the post until his death in 1988 .',
      page,
    );
    assertIncludes(facts, ['editor(Harbour Gazette, Peter Chen) from 1971-01-01 to 1988-01-01']);
    const undated = readFacts('The Harbour Gazette is a daily newspaper . Peter Chen succeeded Margaret Doyle as editor .', page);
    const doyle = undated.filter((f) => show(f).startsWith('editor(Harbour Gazette, Margaret Doyle)'));
    assert.ok(doyle.length > 0 && doyle.every((f) => f.confidence < 0.5), undated.map(show).join('\n'));
  });
});

describe('kin written before names', () => {
  test('"founded by the brothers Leo and Saul Brandt", "by his son Martin Brandt", "Bill and Melinda Gates": each founder by full name; "Microsoft and Satya Nadella" share no surname', () => {
    const page = { genre: 'encyclopedic' as const, title: 'Brightline Foods', date: '2024-06-01' };
    const facts = (s: string) => read(`Brightline Foods is an American snack company. ${s}`, page);
    assertIncludes(facts('It was founded in 1968 by the brothers Leo and Saul Brandt as Brandt Snacks.'), [
      'founder(Brightline Foods, Leo Brandt) from 1968-01-01',
      'founder(Brightline Foods, Saul Brandt) from 1968-01-01',
    ]);
    assertIncludes(facts('It was founded in 1968 by his son Martin Brandt.'), ['founder(Brightline Foods, Martin Brandt) from 1968-01-01']);
    assertIncludes(facts('It was founded in 1968 by Bill and Melinda Gates.'), ['founder(Brightline Foods, Bill Gates) from 1968-01-01']);
    const mixed = facts('It was founded in 1968 by Microsoft and Satya Nadella.');
    assertIncludes(mixed, ['founder(Brightline Foods, Microsoft) from 1968-01-01']);
    assertNone(mixed, (f) => f.includes('Microsoft Nadella'));
  });

  test('"arranged for his daughter Matilda to marry Henry\'s son William Adelin": the one after "for" marries, not the one who arranged it', () => {
    const facts = read("Fulk was Count of Anjou . In 1119 Fulk arranged for his daughter Matilda to marry Henry's son William Adelin .", {
      genre: 'encyclopedic',
      title: 'Fulk',
    });
    assertIncludes(facts, ['spouse(Matilda, William Adelin) from 1119-01-01']);
    assertNone(facts, (f) => f.startsWith('spouse(Fulk'));
  });
});

describe('a surname met before the full name', () => {
  test('"India suspended aid … British India annexed the country … China and India": a country is no surname of a name that only looks like a person\'s', () => {
    const facts = read(
      'Myanmar is a country in Southeast Asia. In 2008, India suspended military aid to Myanmar. British India annexed the country in 1886. Both China and India have attempted to strengthen ties with the government in the early 2010s.',
      { genre: 'encyclopedic', title: 'Myanmar' },
    );
    assertIncludes(facts, ['statement(India, has attempted to strengthen ties with Myanmar)']);
    assertNone(facts, (f) => f.startsWith('statement(British India, have'));
  });
});

describe('a report of a succession to come', () => {
  test('"Andy Jassy will succeed Jeff Bezos as chief executive of Amazon", undated: Bezos until the report, not a second chief executive from it', () => {
    const facts = read('Andy Jassy will succeed Jeff Bezos as chief executive of Amazon.', { genre: 'news', title: 'Bezos to step down', date: '2021-02-03' });
    assertIncludes(facts, ['chiefExecutiveOfficer(Amazon, Jeff Bezos) to 2021-02-03']);
    assertNone(facts, (f) => f.startsWith('chiefExecutiveOfficer(Amazon, Jeff Bezos) from'));
  });

  test('"Durant lost control of the company in 1910": a statement names the company the text calls "the company"', () => {
    const facts = read('Initech is an American software company. In 1998 Jane Roe reorganised the company into four divisions.', {
      genre: 'news',
      title: 'Initech at 40',
    });
    assertIncludes(facts, ['statement(Jane Roe, reorganised Initech into four divisions) from 1998-01-01']);
  });
});

describe('a club report', () => {
  test('"Doyle had been in charge since January 2021" is the head coach from then; "The club\'s chairman, Peter Olsen, said" is chairman as the report speaks, not at an earlier sentence\'s date', () => {
    const facts = read(
      "Harbor City FC on Tuesday appointed Elena Vasquez as head coach, a week after the club sacked Mark Doyle following its relegation from the Premier Division. Vasquez previously managed Northgate United, where she won the league title in 2022. Doyle had been in charge since January 2021. The club's chairman, Peter Olsen, said Vasquez was the unanimous choice of the board.",
      { genre: 'news', title: 'Harbor City FC appoints Elena Vasquez as head coach', date: '2025-06-10' },
    );
    assertIncludes(facts, ['headCoach(Harbor City FC, Mark Doyle) from 2021-01-01', 'chairperson(Harbor City FC, Peter Olsen)']);
    assertNone(facts, (f) => f.startsWith('chairperson(Harbor City FC, Peter Olsen) from'));
    // (Not in charge of something no body: "Referee Mike Dean was in charge of the match".)
    assertNone(
      read(
        "Harbor City FC lost the league match 2-0 to Northgate United on Saturday. Referee Mike Dean was in charge of the match, the club's third defeat of the season.",
        {
          genre: 'news',
          title: 'Harbor City lose again',
          date: '2025-06-10',
        },
      ),
      (f) => f.startsWith('headCoach('),
    );
    // (Not a post of its own, "Officer in charge at …", nor an owner's plan, "will be in charge".)
    assertNone(
      read('He was Officer in charge at the Institute of Medical Research from 1994 to 1995 .', { genre: 'encyclopedic', title: 'James Marape' }),
      (f) => f.startsWith('headCoach(') || f.startsWith('directorManager('),
    );
  });
});

describe('dates of asides', () => {
  test('"previously managed Northgate United, where she won the league title in 2022": a head coach who left before the report, not from 2022', () => {
    const facts = read(
      "Harbor City FC on Tuesday appointed Elena Vasquez as head coach after the club's relegation from the league. Vasquez previously managed Northgate United, where she won the league title in 2022.",
      { genre: 'news', title: 'Harbor City FC appoints Elena Vasquez as head coach', date: '2025-06-10' },
    );
    assertIncludes(facts, ['headCoach(Northgate United, Elena Vasquez) to 2025-06-10']);
    assertNone(facts, (f) => f.startsWith('directorManager(') || f.includes('Elena Vasquez) from 2022'));
  });
});

describe('a minister replaced', () => {
  test('"Finance Minister Ruth Adler resigned on Monday. She will be replaced by her deputy, Jonas Lind, who was sworn in on Tuesday": Lind takes the office where Adler\'s ended', () => {
    const facts = read(
      'Finance Minister Ruth Adler resigned on Monday after a row over the budget. She will be replaced by her deputy, Jonas Lind, who was sworn in on Tuesday.',
      { genre: 'news', title: 'Finance minister Ruth Adler resigns', date: '2025-09-02' },
    );
    assertIncludes(facts, ['positionHeld(Jonas Lind, Finance Minister) from 2025-09-01', 'replaces(Jonas Lind, Ruth Adler) from 2025-09-01']);
    // (A position many hold at once passes to no one: "member of parliament".)
    assertNone(
      read('Ruth Adler was a member of parliament from 2015 to 2022. She was replaced by Jonas Lind in 2022.', { genre: 'encyclopedic', title: 'Ruth Adler' }),
      (f) => f.startsWith('positionHeld(Jonas Lind'),
    );
  });
});

describe('a member set off in commas', () => {
  test('"Adler, a member of the Liberal Party, had held the post since March 2023": the party\'s member, not from March 2023 (another fact\'s date)', () => {
    const facts = read('Finance Minister Ruth Adler resigned on Monday. Adler, a member of the Liberal Party, had held the post since March 2023.', {
      genre: 'news',
      title: 'Finance minister Ruth Adler resigns',
      date: '2025-09-02',
    });
    assertIncludes(facts, ['memberOfPoliticalParty(Ruth Adler, Liberal Party)']);
    // (Not any body's member: "a member of the board" is a seat the board-seat reader gives.)
    assertNone(read('Jane Roe, a member of the Harbor Club, said on Monday that she would stay.', { genre: 'news', title: 'Roe stays' }), (f) =>
      f.startsWith('memberOfPoliticalParty('),
    );
  });
});

describe("the nineteenth session's review", () => {
  test('"the bank" in a statement is a company the text named, never a headline\'s guess ("Nordbank to cut 500 jobs" gives no "Job")', () => {
    const facts = read('Ruth Adler, the chief executive of Nordbank, said the bank would cut 500 jobs.', {
      genre: 'news',
      title: 'Nordbank to cut 500 jobs',
      date: '2021-08-03',
    });
    assertIncludes(facts, ['statement(Ruth Adler, said Nordbank would cut 500 jobs)']);
    assertNone(facts, (f) => f.includes('Job '));
  });

  test('"Vasquez, hired in January, replaced Doyle": the reduced clause dates the succession; Doyle\'s term ends then, not at the report', () => {
    const facts = read('Elena Vasquez, hired in January, replaced Mark Doyle as head coach of Harbor City FC.', {
      genre: 'news',
      title: 'Harbor City names coach',
      date: '2025-07-01',
    });
    assertIncludes(facts, ['headCoach(Harbor City FC, Mark Doyle) to 2025-01-01']);
    assertNone(facts, (f) => f.startsWith('headCoach(Harbor City FC, Mark Doyle) from') || f.includes('Mark Doyle) to 2025-07-01'));
  });

  test('"previously founded Brightwave": a founder still, not one until the report', () => {
    const facts = read('Harlow previously founded Brightwave.', { genre: 'news', title: 'Brightwave', date: '2021-08-03' });
    assertIncludes(facts, ['founder(Brightwave, Harlow)']);
  });

  test('"headed the bank\'s Swedish unit" is no post at the bank; one nationality after a possessor modifies the noun', () => {
    const facts = read("Nordbank named Ruth Adler as chief executive on Monday. Adler previously headed the bank's Swedish unit.", {
      genre: 'news',
      title: 'Nordbank names chief',
      date: '2021-08-03',
    });
    assertIncludes(facts, ['chiefExecutiveOfficer(Nordbank, Ruth Adler) from 2021-08-02']);
    assertNone(facts, (f) => f.startsWith('directorManager(') || f.includes('Ruth Adler) to'));
    assertNone(read("Adler headed Nordbank's Swedish unit from 2015 to 2020.", { genre: 'news', title: 'Adler' }), (f) => f.startsWith('directorManager('));
  });

  test('a report\'s apposition holds now, unless the sentence is dated long before: "In 2009 Nordbank\'s chief executive, Karl Berg, was arrested"', () => {
    const then = readFacts("In 2009 Nordbank's chief executive, Karl Berg, was arrested.", { genre: 'news', title: 'Berg', date: '2021-08-03' });
    assert.equal(then.find((f) => f.predicate === 'chiefExecutiveOfficer')?.current, undefined, then.map(show).join('\n'));
    const now = readFacts("Nordbank's chief executive, Karl Berg, said on Monday that profits rose.", { genre: 'news', title: 'Berg', date: '2021-08-03' });
    assert.equal(now.find((f) => f.predicate === 'chiefExecutiveOfficer')?.current, true, now.map(show).join('\n'));
  });

  test('"it bought Harlow Mills, which was renamed Brightline Foods" renames the firm bought, not the page', () => {
    const facts = read('Brightline Foods is a snack company. In 1999 it bought Harlow Mills, which was later renamed Brightline Foods in 2004.', {
      genre: 'encyclopedic',
      title: 'Brightline Foods',
    });
    assertNone(facts, (f) => f.startsWith('officialName(Brightline Foods, Brightline Foods)'));
  });

  test('"Party City", a shop, is no party; "Party of Regions" is', () => {
    assert.equal(PARTY_NAME.test('Party City'), false);
    assert.equal(PARTY_NAME.test('Party of Regions'), true);
    assert.equal(PARTY_NAME.test('Liberal Party'), true);
  });

  test('no surname from a place ("Victoria and South Australia"), no subject from "left for Paris to marry", "Capital" before "of" is a role', () => {
    assertNone(read('Gold was found in Victoria and South Australia in 1851.', { genre: 'encyclopedic', title: 'Gold rush' }), (f) =>
      f.includes('Victoria Australia'),
    );
    assertNone(read('In 1850 Brandt left for Paris to marry Anne Hale.', { genre: 'encyclopedic', title: 'Brandt' }), (f) => f.includes('(Paris,'));
    assertIncludes(read('In 1850 Lord Brandt arranged for his daughter Matilda to marry Geoffrey Hale.', { genre: 'encyclopedic', title: 'Brandt' }), [
      'spouse(Matilda, Geoffrey Hale) from 1850-01-01',
    ]);
    assertNone(read('Canberra became the National Capital of Australia in 1913.', { genre: 'encyclopedic', title: 'Canberra' }), (f) =>
      f.includes('National Capital)'),
    );
  });
});

describe('statements with their partners and their clauses whole', () => {
  test('"Silverstein and Gometz were both held at ADX Florence": each was held there; "Marape and not Pruaitch emerged": nothing of Pruaitch', () => {
    assertIncludes(read('Silverstein and Gometz were both held at ADX Florence in 2005.', { genre: 'encyclopedic', title: 'Thomas Silverstein' }), [
      'statement(Thomas Silverstein, was held at ADX Florence) from 2005-01-01',
      'statement(Gometz, was held at ADX Florence) from 2005-01-01',
    ]);
    assertNone(read('In May 2019, Marape and not Pruaitch emerged from the succession struggle.', { genre: 'encyclopedic', title: 'Patrick Pruaitch' }), (f) =>
      f.startsWith('statement(Pruaitch'),
    );
  });

  test('"purchased 80% of the Yankees from Topping and Webb": one purchase from the pair, not one from each', () => {
    const facts = read('After the 1964 season, CBS purchased 80% of the Yankees from Topping and Webb for $11.2 million.', {
      genre: 'encyclopedic',
      title: 'New York Yankees',
    });
    assertIncludes(facts, ['statement(CBS, purchased 80% of the Yankees from Topping and Webb for $11.2 million) from 1964-01-01']);
  });

  test('"the ERC was disbanded and in November, during a party congress, Zanella was elected": the date and the aside after "and" are the next clause\'s', () => {
    const facts = read('In May 2013 the ERC was disbanded and in November, during a party congress, Luana Zanella was elected spokesperson.', {
      genre: 'encyclopedic',
      title: 'Ecologists',
    });
    assertNone(facts, (f) => f.includes('during a party congress)') || f.includes('disbanded and'));
    // ("to serve as co-spokesperson along with Bonelli" serves beside him, not with a military branch.)
    assertNone(read('In 2013 Luana Zanella was elected to serve as co-spokesperson along with Bonelli.', { genre: 'encyclopedic', title: 'Ecologists' }), (f) =>
      f.startsWith('militaryBranch('),
    );
  });
});

describe('what a founding clause leaves to statements', () => {
  test('"It was founded by Bill Gates and Paul Allen on 4 April 1975 in Albuquerque, New Mexico": where, as a statement; not the place of a phrase inside', () => {
    assertIncludes(
      read('Microsoft is an American technology company. It was founded by Bill Gates and Paul Allen on 4 April 1975 in Albuquerque, New Mexico.', {
        genre: 'encyclopedic',
        title: 'Microsoft',
      }),
      ['statement(Microsoft, was founded in Albuquerque, New Mexico) from 1975-04-04'],
    );
    assertNone(
      read('Sokolowsko is a village. It was founded about 1250 by monks of the Benedictine Order at Police, a monastery of Brevnov Abbey in Prague.', {
        genre: 'encyclopedic',
        title: 'Sokolowsko',
      }),
      (f) => f.includes('founded in Prague'),
    );
  });

  test('"Durant lost control of the company in 1910": the company inside an "of" phrase is named too; "the growth of the city" is not the page', () => {
    assertIncludes(
      read('General Motors Company is an American carmaker. Durant lost control of the company in 1910.', { genre: 'encyclopedic', title: 'General Motors' }),
      ['statement(Durant, lost control of General Motors Company) from 1910-01-01'],
    );
    assertNone(
      read('Viaduto do Cha is a viaduct. By the 1930s, the viaduct was too narrow to cope with the growth of the city.', {
        genre: 'encyclopedic',
        title: 'Viaduto do Cha',
      }),
      (f) => f.includes('growth of Viaduto'),
    );
  });
});

describe('a museum report', () => {
  test('"The director of the Lakeside Art Museum, Hanna Berg, resigned on Friday after the city council cut the museum\'s budget": Berg\'s post ends; the council is no museum; "Museum" opening a headline names nothing', () => {
    const facts = read(
      "The director of the Lakeside Art Museum, Hanna Berg, resigned on Friday after the city council cut the museum's budget by a third. The museum was founded in 1931 by the industrialist Carl Lindqvist.",
      { genre: 'news', title: 'Museum director quits after funding row', date: '2024-05-20' },
    );
    assertIncludes(facts, ['directorManager(Lakeside Art Museum, Hanna Berg) to 2024-05-17', 'founder(Lakeside Art Museum, Carl Lindqvist) from 1931-01-01']);
    assertNone(facts, (f) => f.startsWith('statement(Lakeside Art Museum, cut') || f.includes('(Museum,'));
    // ("the CEO of Ford, GM and Chrysler": with an "and" the names are a list.)
    assertIncludes(read('Jane Roe was the chief executive of Acme, Globex and Initech from 2001 to 2005.', { genre: 'encyclopedic', title: 'Jane Roe' }), [
      'chiefExecutiveOfficer(Globex, Jane Roe) from 2001-01-01 to 2005-01-01',
    ]);
  });

  test('a post a history describes in passing ("the mayor of Plauen, Eugen Wörner, attended") is held at the sentence\'s time, not from it on', () => {
    const facts = readFacts('In February 2010, the Mayor of London, Boris Johnson, opened the new station at Harold Hill.', {
      genre: 'encyclopedic',
      title: 'London Fire Brigade',
    });
    assert.equal(facts.find((f) => f.predicate === 'mayor')?.then, true, facts.map(show).join('\n'));
  });
});

describe('a university report', () => {
  test('"founded in 1887 as Halden Teachers College" was its name until the report; "which opened in 1998" dates the school, not the promise; "will remain" is the report\'s', () => {
    const facts = read(
      'Priya Raman was sworn in as president of Halden University on Monday, succeeding Thomas Okafor. In her first speech she promised to expand the medical school, which opened in 1998. The university, founded in 1887 as Halden Teachers College, enrolls about 14,000 students. Okafor will remain on the faculty as a professor of chemistry.',
      { genre: 'news', title: 'Raman takes office at Halden University', date: '2024-07-02' },
    );
    assertIncludes(facts, ['officialName(Halden University, Halden Teachers College) from 1887-01-01 to 2024-07-02']);
    assertNone(facts, (f) => f.includes('from 1998') || f.startsWith('officialName(Halden,') || f.includes('professor of chemistry) from 1887'));
  });
});

describe('a relative clause that goes on after "and"', () => {
  test('"from Thomas Okafor, who has led the university since 2013 and announced his retirement last autumn": Okafor announced it, last autumn', () => {
    const facts = read('Raman will take over on July 1 from Thomas Okafor, who has led the university since 2013 and announced his retirement last autumn.', {
      genre: 'news',
      title: 'Halden University names Priya Raman as president',
      date: '2024-03-12',
    });
    assertIncludes(facts, ['statement(Thomas Okafor, announced his retirement) from 2023-09-01']);
    assertNone(facts, (f) => f.startsWith('statement(Raman, announced'));
  });
});

describe('a post named ahead', () => {
  test('"named Priya Raman as its next president … Raman will take over on July 1": the post starts on July 1; "Raman joined Halden" is the report\'s Halden University', () => {
    const facts = read(
      'Halden University on Monday named Priya Raman, the dean of its law school, as its next president. Raman will take over on July 1 from Thomas Okafor, who has led the university since 2013. Raman joined Halden in 2009.',
      { genre: 'news', title: 'Halden University names Priya Raman as president', date: '2024-03-12' },
    );
    assertIncludes(facts, [
      'president(Halden University, Thomas Okafor) from 2013-01-01 to 2024-07-01',
      'employer(Priya Raman, Halden University) from 2009-01-01',
    ]);
    assertNone(facts, (f) => f.startsWith('president(Halden University, Priya Raman) from 2024-03'));
    // (Without a later start the naming's day stands; "Uppsala" is no "Uppsala University".)
    assertIncludes(
      read('Halden University on Monday named Priya Raman as its next president.', { genre: 'news', title: 'Halden names president', date: '2024-03-12' }),
      ['president(Halden University, Priya Raman) from 2024-03-11'],
    );
  });
});

describe("the twentieth session's review", () => {
  test('a reduced clause dates a past succession only when it takes the successor on ("born in 1975", "named in March to the board, will replace" do not)', () => {
    const born = read('Maria Vasquez, born in 1975 in Lima, replaced Tom Doyle as chief executive of Acme Corp.', {
      genre: 'news',
      title: 'Acme names new chief',
      date: '2024-05-20',
    });
    assertNone(born, (f) => f.includes('Tom Doyle) to 1975') || f.includes('Maria Vasquez) from 1975'));
  });

  test('a report\'s apposition is current unless its own clause is dated long before ("who joined the bank in 1998, said" is now)', () => {
    const now = readFacts("Nordbank's chief executive, Karl Berg, who joined the bank in 1998, said profit would rise this year.", {
      genre: 'news',
      title: 'Nordbank',
      date: '2024-05-20',
    });
    assert.equal(now.find((f) => f.predicate === 'chiefExecutiveOfficer')?.current, true, now.map(show).join('\n'));
  });

  test('"Orchard Capital of Boston" is a firm; "Halden Football Club" is Halden FC\'s name still; "the 2003-born striker" keeps its year', () => {
    assertIncludes(
      read('Orchard Capital of Boston bought a stake in Nordbank on Monday.', { genre: 'news', title: 'Orchard buys stake', date: '2024-05-20' }),
      ['statement(Orchard Capital, bought a stake in Nordbank) from 2024-05-20'],
    );
    assertIncludes(
      read('Halden FC is a Norwegian football club. It was founded in 1912 as Halden Football Club.', { genre: 'encyclopedic', title: 'Halden FC' }),
      ['officialName(Halden FC, Halden Football Club) from 1912-01-01'],
    );
  });
});

describe('a statement says what its subject did, not what a word of it did', () => {
  test('a common noun capitalised only by the sentence\'s start is no subject ("Construction began", "The Album debuted"); a name there is ("Valladolid became", "Musk agreed")', () => {
    const facts = read(
      'Line 3 is a metro line in Milan. Construction began in 1981 in order to be ready for the 1990 World Cup. The Album debuted at Defqon.1 in 2008. Valladolid became an industrial centre in 1950. Musk agreed in 2018 to step down. The line took ten years of construction, and the album sold well.',
      { genre: 'encyclopedic', title: 'Line 3' },
    );
    const sure = readFacts(
      'Line 3 is a metro line in Milan. Construction began in 1981 in order to be ready for the 1990 World Cup. The Album debuted at Defqon.1 in 2008. The line took ten years of construction, and the album sold well.',
      { genre: 'encyclopedic', title: 'Line 3' },
    );
    assert.ok(statementConfidence(sure, 'began in order') < 0.5 && statementConfidence(sure, 'debuted at') < 0.5, sure.map(show).join('\n'));
    // (A company named by a word the text also writes in lower case waits for review: "Delta said".)
    const delta = readFacts('Delta said on Monday it would cancel 500 flights as the delta variant spread .', {
      genre: 'news',
      title: 'Airlines cut flights',
      date: '2021-08-02',
    });
    assert.ok(statementConfidence(delta, 'said') > 0 && statementConfidence(delta, 'said') < 0.5, delta.map(show).join('\n'));
    // ("The Times reported": a name after an opening article, as before.)
    assert.ok(
      statementConfidence(
        readFacts('The Times reported on Monday that the talks had failed .', { genre: 'news', title: 'Talks fail', date: '2021-08-02' }),
        'reported',
      ) >= 0.5,
    );
    assertIncludes(facts, ['statement(Valladolid, became an industrial centre) from 1950-01-01', 'statement(Musk, agreed to step down) from 2018-01-01']);
  });

  test('a name with a noun right after it is what the noun is of ("The London agency became", "Snow flurries occur", "Picture galleries in Florence include")', () => {
    const facts = read(
      'Siemens is a German company. The London agency became a branch office in 1858. Snow flurries occur almost every year, but often result in no accumulation. Picture galleries in Florence include the Uffizi.',
      { genre: 'encyclopedic', title: 'Siemens' },
    );
    assertNone(facts, (f) => /^statement\((?:London|Snow|Picture|Florence),/.test(f));
  });

  test('"the street network" on a city\'s page is not the city', () => {
    const facts = read('Vologda is a city in Russia. The street network is still in use now.', { genre: 'encyclopedic', title: 'Vologda' });
    assertNone(facts, (f) => f.startsWith('statement(Vologda, is still in use'));
  });
});

test('irregular past tenses are past ("the Yankees lost", "Russia lost the war", "Kavel heard of Angas"): undated in an encyclopedia, they wait for review', () => {
  const facts = readFacts('The New York Yankees are a baseball team . In the ALDS , the Yankees lost the first two games to the Cleveland Indians .', {
    genre: 'encyclopedic',
    title: 'New York Yankees',
  });
  const lost = facts.find((f) => f.predicate === 'statement' && f.object.startsWith('lost the first two games'));
  assert.ok(lost === undefined || lost.confidence < 0.5, facts.map(show).join('\n'));
});

test('a person named by a given name alone ("Hugh allied himself …") is not named enough; "Queen Elizabeth asked her" is', () => {
  const facts = readFacts(
    'Fulk was King of Jerusalem . In 1134 , Hugh allied himself with the Muslims of Ascalon . In 2022 , Queen Elizabeth asked Liz Truss to form a government .',
    { genre: 'encyclopedic', title: 'Fulk , King of Jerusalem' },
  );
  assert.ok(statementConfidence(facts, 'allied himself') < 0.5, facts.map(show).join('\n'));
  assert.ok(statementConfidence(facts, 'asked Liz Truss') >= 0.5, facts.map(show).join('\n'));
});

test('a statement that ends on a determiner, a quantifier or a linking word is cut ("as a result of both", "was appointed as one", "and these", "whereby")', () => {
  const facts = read(
    'Hildegarde Naughton is an Irish politician . In 2020 , Naughton was appointed as one of three ministers of state . In 1932 , Woolwich stocked a surplus of components , and these were later used .',
    { genre: 'encyclopedic', title: 'Hildegarde Naughton' },
  );
  assertNone(facts, (f) => /(?: one| these| both| whereby)\)/.test(f));
  // (An article and an adjective wait for their noun: "was disbanded and a new".)
  const council = read(
    'London Fire Brigade is a fire service . In 1986 the Greater London Council was disbanded and a new statutory authority , the LFCDA , was formed .',
    {
      genre: 'encyclopedic',
      title: 'London Fire Brigade',
    },
  );
  assertNone(council, (f) => / a new\)/.test(f));
  // ("Formula One", "number one" end a statement whole.)
  assertIncludes(
    read('Hamilton drove for Williams in Formula One in 2007 . In 2010 , Nadal became world number one .', { genre: 'encyclopedic', title: 'Sport' }),
    ['statement(Hamilton, drove for Williams in Formula One) from 2007-01-01', 'statement(Nadal, became world number one) from 2010-01-01'],
  );
});

test('"BT began an award in his name", "Louise von François was his aunt": a pronoun that cannot be the subject\'s is someone else\'s', () => {
  const facts = readFacts(
    'Helen Clark is a New Zealand politician . In 2013 , BT began an award in his name . Louise von François was his aunt . In 2010 , Clark visited her mother .',
    { genre: 'encyclopedic', title: 'Helen Clark' },
  );
  assert.ok(statementConfidence(facts, 'award in his name') < 0.5, facts.map(show).join('\n'));
  assert.ok(statementConfidence(facts, 'was his aunt') < 0.5, facts.map(show).join('\n'));
  // (The page's own pronoun is its own; one after a name or a person's noun is theirs.)
  assert.ok(statementConfidence(facts, 'visited her mother') >= 0.5, facts.map(show).join('\n'));
  const named = readFacts('Angela Merkel is a German politician . In 2018 , Merkel praised Emmanuel Macron for his reforms .', {
    genre: 'encyclopedic',
    title: 'Angela Merkel',
  });
  assert.ok(statementConfidence(named, 'for his reforms') >= 0.5, named.map(show).join('\n'));
});

describe("a new user's shipping-company reports (twenty-first session)", () => {
  test('"Harbor Freight Lines said … Maria Okonjo will become its chief executive on April 1, succeeding Daniel Reyes, who led the shipping company for nine years"', () => {
    const facts = read(
      'Harbor Freight Lines said on Monday that Maria Okonjo will become its chief executive on April 1, succeeding Daniel Reyes, who led the shipping company for nine years. Okonjo, 51, joined Harbor in 2015 from Atlas Logistics.',
      { genre: 'news', title: 'Harbor Freight Lines names new chief executive', date: '2024-03-12' },
    );
    assertIncludes(facts, [
      'chiefExecutiveOfficer(Harbor Freight Lines, Maria Okonjo) from 2024-04-01',
      'chiefExecutiveOfficer(Harbor Freight Lines, Daniel Reyes) to 2024-04-01 from 2015-04-01',
      'employer(Maria Okonjo, Harbor Freight Lines) from 2015-01-01',
    ]);
  });

  test('"Daniel Reyes, who had run Harbor Freight Lines since 2015, stepped down on Friday": a company named by its trade is run by its chief executive', () => {
    const facts = read(
      'Maria Okonjo took over as chief executive of Harbor Freight Lines on Monday. Daniel Reyes, who had run Harbor Freight Lines since 2015, stepped down on Friday.',
      {
        genre: 'news',
        title: 'Okonjo takes the helm',
        date: '2024-04-02',
      },
    );
    assertIncludes(facts, ['chiefExecutiveOfficer(Harbor Freight Lines, Daniel Reyes) from 2015-01-01 to 2024-03-29']);
  });
});

describe("a new user's rowing-club history (twenty-second session)", () => {
  test("a past term's length with no date ends the term counted from its start: the succession's, or the one the text gave before", () => {
    for (const text of [
      // "He was succeeded by Thomas Ward, who served as president for eleven years": from the succession.
      'In 1936 , Harold Reed became president of Marlow Rowing Club . Reed stepped down in 1961 . He was succeeded by Thomas Ward , who served as president for eleven years .',
      // After "In 1961 Thomas Ward became president": from that start.
      'In 1961 Thomas Ward became president of the club . Thomas Ward served as president of the club for eleven years .',
    ]) {
      const facts = read(`Marlow Rowing Club is a rowing club . ${text}`, { genre: 'encyclopedic', title: 'Marlow Rowing Club', date: '2024-03-01' });
      assertIncludes(facts, ['president(Marlow Rowing Club, Thomas Ward) from 1961-01-01 to 1972-01-01']);
    }
  });
});

test('a surname with a prefix before its second capital finds the person named in full ("Amanda OLeary" … "OLeary", "Mark McGwire" … "McGwire")', () => {
  const facts = read(
    'Florida named Amanda OLeary as its inaugural head coach on June 22 , 2007 . In 1990 , OLeary served as the head coach at Yale University . In 1987 , Mark McGwire joined the Oakland Athletics . In 1998 , McGwire hit 70 home runs .',
    { genre: 'encyclopedic', title: 'Florida Gators womens lacrosse' },
  );
  assertIncludes(facts, ['headCoach(Yale University, Amanda OLeary) from 1990-01-01']);
  assert.ok(
    facts.some((f) => f.startsWith('statement(Mark McGwire, hit 70 home runs)')),
    facts.join('\n'),
  );
});

describe("a route's termini, as its history opens sections", () => {
  const page = { genre: 'encyclopedic' as const, title: 'Harbour Line', date: '2024-05-02' };
  const text = [
    'The Harbour Line is a light rail line in Oslo .',
    // ("at the end of the year": of the paragraph's year, 2004.)
    'The first section , from Aker to Bryn , opened on 3 May 2001 . The second , from Bryn to Tøyen , followed in 2004 . The line was extended to Vika at the end of the year .',
    'After delays due to the COVID-19 pandemic , it was extended to Lysaker on 14 June 2020 .',
    // (Two openings in one sentence, each with its date.)
    'The line was extended to Skøyen on 1 June 2022 , and a further extension ( Aker-Majorstuen ) opened in late 2023 .',
  ].join('\n\n');

  test('a first section opens both ends; a section from a terminus moves it; an extension moves the end last opened', () => {
    const facts = schemaFacts(read(text, page)).filter((f) => f.startsWith('terminus('));
    assert.deepEqual(facts, [
      'terminus(Harbour Line, Aker) from 2001-05-03',
      'terminus(Harbour Line, Bryn) from 2001-05-03',
      'terminus(Harbour Line, Bryn) to 2004-01-01',
      'terminus(Harbour Line, Tøyen) from 2004-01-01',
      'terminus(Harbour Line, Tøyen) to 2005-01-01',
      'terminus(Harbour Line, Vika) from 2005-01-01',
      'terminus(Harbour Line, Vika) to 2020-06-14',
      'terminus(Harbour Line, Lysaker) from 2020-06-14',
      'terminus(Harbour Line, Lysaker) to 2022-06-01',
      'terminus(Harbour Line, Skøyen) from 2022-06-01',
      'terminus(Harbour Line, Aker) to 2023-01-01',
      'terminus(Harbour Line, Majorstuen) from 2023-01-01',
    ]);
  });

  test("only on a route's page, and only dated sections", () => {
    // (Elsewhere the schema's alias alone reads "was extended to": no section's ends.)
    assertNone(
      read(text, { ...page, title: 'Harbour Group' }),
      (f) => f.startsWith('terminus(Harbour Group, Aker') || f.startsWith('terminus(Harbour Group, Bryn'),
    );
    assertNone(read('The Harbour Line is a light rail line in Oslo . The first section , from Aker to Bryn , opened later .', page), (f) =>
      f.startsWith('terminus('),
    );
  });
});

describe("a driver's competitions", () => {
  const page = { genre: 'encyclopedic' as const, title: 'Sergio Pérez', date: '2021-08-01' };
  test('"competed in the German Formula BMW ADAC series in 2005": the series by its whole name, that season alone; "since 2011" goes on', () => {
    const facts = read(
      'Sergio Pérez is a Mexican racing driver . Pérez moved to Europe for 2005 to compete in the German Formula BMW ADAC series . Since 2011 he has competed in Formula One .',
      page,
    );
    assertIncludes(facts, [
      'sport(Sergio Pérez, German Formula BMW ADAC series) from 2005-01-01 to 2006-01-01',
      'sport(Sergio Pérez, Formula One) from 2011-01-01',
    ]);
    // (A series whose noun the tagger keeps out of a name's phrase: "the Nordic Gliding Championship series".)
    assertIncludes(read('Sergio Pérez is a Mexican racing driver . In 1990 he competed in the Nordic Gliding Championship series , finishing third .', page), [
      'sport(Sergio Pérez, Nordic Gliding Championship series) from 1990-01-01 to 1991-01-01',
    ]);
    // (A year after the series is its own too.)
    assertIncludes(read('Sergio Pérez is a Mexican racing driver . He competed in the Deutsche Tourenwagen Masters in 2013 .', page), [
      'sport(Sergio Pérez, Deutsche Tourenwagen Masters) from 2013-01-01 to 2014-01-01',
    ]);
    assertNone(facts, (f) => f.startsWith('sport(Sergio Pérez, German Formula BMW ADAC)'));
  });
});

describe('military ranks beyond the aliases', () => {
  const page = { genre: 'encyclopedic' as const, title: 'Ivan Kozhedub', date: '2021-08-01' };
  const lead = 'Ivan Kozhedub ( 8 June 1920 – 8 August 1991 ) was a Soviet military aviator . ';
  test('"posted, as a Senior Sergeant, to …", "was made an Aviation Marshal in 1985", "promoted to Polkovnik ( colonel ), he commanded …"', () => {
    const facts = read(
      lead +
        'In March 1943 he was posted , as a Senior Sergeant , to the 240th Fighter Aviation Regiment . In April 1951 , promoted to Polkovnik ( colonel ) , he commanded the 324th IAD . He was made an Aviation Marshal in 1985 . He was made a brigadier general in 1990 .',
      page,
    );
    assertIncludes(facts, [
      'militaryRank(Ivan Kozhedub, Senior Sergeant) from 1943-03-01',
      'militaryRank(Ivan Kozhedub, Polkovnik (colonel)) from 1951-04-01',
      'militaryRank(Ivan Kozhedub, Aviation Marshal) from 1985-01-01',
      'militaryRank(Ivan Kozhedub, brigadier general) from 1990-01-01',
    ]);
  });

  test('posts are no ranks: "made commander of Company B", "as the 37th Adjutant General", a team\'s captain', () => {
    const facts = read(lead + 'On 26 January 1945 he was made commander of Company B . In 2007 he served as the 37th Adjutant General .', page);
    assertNone(facts, (f) => f.startsWith('militaryRank('));
    const captain = read(
      'Alan Baró is a Spanish footballer who plays as a defender for the club in the league . On 23 September 2017 , Baró was announced as the club captain .',
      { ...page, title: 'Alan Baró' },
    );
    assertNone(captain, (f) => f.startsWith('militaryRank('));
  });
});

describe('a date opening a sentence', () => {
  test('"In 1970, Gill left for industry, the department was renamed to …": dates a main clause spliced on with a comma; not a description of a name before it, nor a clause another date may be meant for', () => {
    const page = { genre: 'encyclopedic' as const, title: 'Department of Computing', date: '2021-08-01' };
    const facts = read(
      'The Department of Computing is a department of Imperial College London . In 1970 , Gill left for industry , the department was renamed to The Department of Computing and Control , and Westcott became the head .',
      page,
    );
    assertIncludes(facts, ['officialName(Department of Computing, The Department of Computing and Control) from 1970-01-01']);
    const raiders = read(
      'The Tampa Bay Buccaneers are an American football team . On December 28 , 2011 , the Buccaneers were eliminated by the Oakland Raiders , the team Gruden left for Tampa Bay .',
      { ...page, title: 'Tampa Bay Buccaneers' },
    );
    assertNone(raiders, (f) => f.includes('Gruden') && f.includes('from 2011'));
  });
});

describe("the session's rules, where they must not fire (a review's probes)", () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };
  test('a company named like a route, a branch line, a police rank, an honorary rank, a mentor set off after "the team of", a birth disclosed later', () => {
    assertNone(
      read('American Express is an American financial services company . In 1958 , the company extended its card network to Canada .', {
        ...page,
        title: 'American Express',
      }),
      (f) => f.startsWith('terminus('),
    );
    const line = read(
      'The Ashby Line is a railway line in England . The first section , from Ashby to Carlton , opened in 1870 . A branch from Carlton to Dunmore opened in 1875 .',
      { ...page, title: 'Ashby Line' },
    );
    assertIncludes(line, ['terminus(Ashby Line, Carlton) from 1870-01-01']);
    assertNone(line, (f) => f.startsWith('terminus(Ashby Line, Carlton) to') || f.startsWith('terminus(Ashby Line, Dunmore'));
    const officer = read(
      'John Doe ( born 1950 ) is an American police officer . In 1976 he joined the Chicago Police Department , serving as a sergeant . In 1990 he was made an honorary colonel .',
      { ...page, title: 'John Doe' },
    );
    assertNone(officer, (f) => f.startsWith('militaryRank('));
    const player = read(
      'John Doe is an English footballer who played as a striker for the club in the league . In 2004 he joined the team of his mentor , Arsène Wenger .',
      { ...page, title: 'John Doe' },
    );
    assertNone(player, (f) => !f.startsWith('statement(') && f.includes('Arsène Wenger'));
    const born = read('Lee Harlan ( 1950 – 2010 ) was a spy . In 2003 it was disclosed that Harlan had been born in Kyiv .', { ...page, title: 'Lee Harlan' });
    assertNone(born, (f) => f.includes('2003') && (f.startsWith('dateOfBirth(') || f.startsWith('placeOfBirth(')));
  });
});

describe("the twenty-seventh session's rules, where they must not fire (a review's probes)", () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };
  test("a capital declared or moved on a city's page is not the city's; a namesake is no clause's subject; a dress is no post", () => {
    assertNone(read('Almaty is the largest city of Kazakhstan . In 1997 Astana was declared the capital .', { ...page, title: 'Almaty' }), (f) =>
      f.startsWith('capital(Almaty'),
    );
    assertNone(read('Nanjing is a city in China . In 1421 the Yongle Emperor moved the capital to Beijing .', { ...page, title: 'Nanjing' }), (f) =>
      f.startsWith('capital(Nanjing'),
    );
    assertNone(
      read('Dnipro is a city in Ukraine . In 2016 the city was renamed Dnipro after Ukraine passed its decommunization laws .', { ...page, title: 'Dnipro' }),
      (f) => f.startsWith('namedAfter('),
    );
    assertNone(read('Jane Doe is a British designer . In 1990 her mother made her a dress for the ball .', { ...page, title: 'Jane Doe' }), (f) =>
      f.includes('was made a dress'),
    );
  });
  test("a list line's participles stay participles; a replaced member is no replacer of a party", () => {
    const members = read('Bury South was a constituency . Members : John Smith , Liberal , elected in 1906 and replaced by Tom Jones in 1910 .', {
      ...page,
      title: 'Bury South',
    });
    assertNone(members, (f) => f.includes('Liberal)') && (f.startsWith('replaces(') || f.startsWith('replacedBy(')));
  });
});

test('"joined Fjordkraft Energi in 2005 as finance director and was promoted to chief executive four years later": a body one joins is one, and the promotion ends the first post', () => {
  const facts = read(
    'Ingrid Solheim is a Norwegian business executive. Solheim joined Fjordkraft Energi in 2005 as finance director and was promoted to chief executive four years later.',
    {
      title: 'Ingrid Solheim',
    },
  );
  assert.ok(facts.includes('chiefFinancialOfficer(Fjordkraft Energi, Ingrid Solheim) from 2005-01-01 to 2009-01-01'), facts.join('\n'));
  assert.ok(
    facts.some((f) => f.startsWith('chiefExecutiveOfficer(Fjordkraft Energi, Ingrid Solheim) from 2009-01-01')),
    facts.join('\n'),
  );
  // (An honour's grade is no post: "promoted to Knight Commander of the Order of the Bath".)
  assert.ok(
    !read('Tom Hale is a civil servant. In 2008 Hale was promoted to Knight Commander of the Order of the Bath.', { title: 'Tom Hale' }).some((f) =>
      f.includes('Order of the Bath, Tom Hale'),
    ),
  );
});

test('review of the twenty-ninth session: the rules stay in their shapes', () => {
  // A body's "for …" is common words, not another name.
  const left = read('Tom Hale is an English football coach. In 2010 Hale left the Football Association for Manchester City.', { title: 'Tom Hale' });
  assert.ok(!left.some((f) => f.includes('Association for Manchester')), left.join('\n'));
  // "was hired in 1995 as a trainee" starts no post the report named.
  const hired = read('Acme Foods has ousted chief executive Tor Vik. Vik was hired in 1995 as a trainee and rose through the ranks.', {
    title: 'Acme Foods ousts chief executive',
    genre: 'news',
  });
  assert.ok(!hired.some((f) => f.startsWith('chiefExecutiveOfficer(') && f.includes('from 1995')), hired.join('\n'));
  // "left the club after four successful seasons", undated, ends nothing at the appointment's year.
  const seasons = read('Ian Marsh is a football manager. He became Harwick Town manager in 2015 and left the club after four successful seasons.', {
    title: 'Ian Marsh',
  });
  assert.ok(!seasons.some((f) => f.startsWith('headCoach(Harwick Town, Ian Marsh)') && f.includes('to 2015')), seasons.join('\n'));
  // "SAS - the Scandinavian airline - said …" is no dateline.
  const sas = read('SAS - the Scandinavian airline - said on Thursday it would cut 500 jobs. SAS is based in Stockholm.', {
    title: 'SAS cuts jobs',
    genre: 'news',
  });
  assert.ok(!sas.some((f) => f.includes('Sas')), sas.join('\n'));
});

test('"Its founder, Per Strand, died in 2019" ends no founding', () => {
  const died = read('Brightwave Inc. has agreed to buy Lumen Labs. Its founder, Per Strand, died in 2019.', {
    title: 'Brightwave buys Lumen Labs',
    genre: 'news',
  });
  assert.ok(
    died.some((f) => f.startsWith('founder(') && f.includes('Per Strand') && !f.includes(' to ')),
    died.join('\n'),
  );
});

test('"named Ana Lind, the head of its cargo division since 2021, as chief executive": the description\'s date is not the naming\'s', () => {
  const facts = read('Kestrel Air on Wednesday named Ana Lind, the head of its cargo division since 2021, as chief executive.', {
    title: 'Kestrel Air picks Ana Lind to lead airline',
    genre: 'news',
    date: '2026-09-03',
  });
  assert.ok(
    facts.some((f) => f.startsWith('chiefExecutiveOfficer(Kestrel Air, Ana Lind)') && !f.includes('2021')),
    facts.join('\n'),
  );
});

describe('a report of a chief leaving and the one taking over (the thirtieth session)', () => {
  const wire = { genre: 'news' as const, date: '2026-08-04', title: 'Insurer shake-up' };
  test('"Harbor Mutual said on Tuesday that its chief executive, Paul Renner, will retire at the end of September after a decade in the job. Lisa Okafor, the insurer\'s finance chief, will take over on October 1."', () => {
    const facts = read(
      "Harbor Mutual said on Tuesday that its chief executive, Paul Renner, will retire at the end of September after a decade in the job. Lisa Okafor, the insurer's finance chief, will take over on October 1.",
      wire,
    );
    // "its" is the reporting subject, a name only guessed to be a person's; the decade counts back
    // from the end; the bare "take over" takes the post left, and the description is held till then.
    assertIncludes(facts, [
      'chiefExecutiveOfficer(Harbor Mutual, Paul Renner) to 2026-10-01 from 2016-10-01',
      'chiefExecutiveOfficer(Harbor Mutual, Lisa Okafor) from 2026-10-01',
      'replaces(Lisa Okafor, Paul Renner) from 2026-10-01',
      'chiefFinancialOfficer(Harbor Mutual, Lisa Okafor)',
    ]);
    assertNone(facts, (f) => f.startsWith('chiefFinancialOfficer(Harbor Mutual, Lisa Okafor) from'));
  });
  test('an undated resignation in a report ends the post by the report\'s date; what "will" happen does not', () => {
    for (const text of [
      'Paul Renner resigned as chief executive of Northwind Insurance.',
      'Paul Renner, the chief executive of Northwind Insurance, has resigned.',
      'Northwind Insurance said on Tuesday that its chief executive, Paul Renner, had resigned.',
      'Paul Renner has stepped down as chief executive of Northwind Insurance.',
    ])
      assertIncludes(read(text, wire), ['chiefExecutiveOfficer(Northwind Insurance, Paul Renner) to 2026-08-04']);
    assertIncludes(read('Paul Renner will step down as chief executive of Northwind Insurance.', wire), [
      'chiefExecutiveOfficer(Northwind Insurance, Paul Renner)',
    ]);
    // (Nor a post left for another body's: "resigned from the board of Globex".)
    assertIncludes(read("Northwind Insurance's chief executive, Paul Renner, resigned from the board of Globex.", wire), [
      'chiefExecutiveOfficer(Northwind Insurance, Paul Renner)',
    ]);
    // (An encyclopedia's undated resignation has no report to end it by.)
    assertNone(read('Paul Renner resigned as chief executive of Northwind Insurance.', { genre: 'encyclopedic', title: 'Northwind Insurance' }), (f) =>
      f.includes(' to '),
    );
  });
  test('"Quist, who had led the carrier since 2018" after a headline\'s "Quist quits" and "Mara Quist has resigned": one person, one post', () => {
    const facts = read(
      'Quist quits\n\nMara Quist has resigned as chief executive of Coastal Freight, the company said on Friday. Quist, who had led the carrier since 2018, gave no reason.',
      { genre: 'news', date: '2026-08-07', title: 'Quist quits' },
    );
    assertIncludes(facts, ['chiefExecutiveOfficer(Coastal Freight, Mara Quist) from 2018-01-01']);
    assertNone(facts, (f) => f.startsWith('directorManager('));
  });
  test('"replacing Liz Truss, who announced her resignation": the possessive is the relative clause\'s subject\'s, so "he" later is still Sunak', () => {
    const facts = read(
      "Rishi Sunak took office as Britain's prime minister on Tuesday, replacing Liz Truss, who announced her resignation on Thursday. Sunak, 42, is the first British prime minister of Asian heritage. He won the party leadership unopposed on Monday.",
      { genre: 'news', date: '2022-10-25', title: 'Sunak takes office' },
    );
    assert.ok(
      facts.some((f) => f.startsWith('statement(Rishi Sunak, won the party leadership')),
      facts.join('\n'),
    );
    assertNone(facts, (f) => f.startsWith('statement(Liz Truss, won'));
  });
  test('"the first Hindu to hold the post" holds no post of its own', () => {
    const facts = read(
      "Rishi Sunak took office as Britain's prime minister on Tuesday. Sunak is the first British prime minister of Asian heritage and the first Hindu to hold the post.",
      { genre: 'news', date: '2022-10-25', title: 'Sunak takes office' },
    );
    assert.equal(facts.filter((f) => f.startsWith('headOfGovernment(')).length, 1, facts.join('\n'));
  });
});

describe("the twenty-fifth judged sample's wrong facts (the thirtieth session)", () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };
  test('"led the American League with 52 home runs", "led the team in scoring": a count first in a league, no leadership', () => {
    for (const text of ['Judge led the American League with 52 home runs , breaking the record .', 'He led the team in scoring in 2005 .'])
      assertNone(read(text, { ...page, title: 'Aaron Judge' }), (f) => f.startsWith('directorManager('));
    assert.ok(read('She led Acme with a firm hand .', { ...page, title: 'Jane Roe' }).some((f) => f.startsWith('directorManager(Acme')));
  });
  test('"played in the unsuccessful qualification campaign for the World Cup": the cup is the campaign\'s, no team played for', () => {
    const facts = read('In 1965 , Pluskal played in the unsuccessful qualification campaign for the World Cup in England .', {
      ...page,
      title: 'Svatopluk Pluskal',
    });
    assertNone(facts, (f) => f.startsWith('memberOfSportsTeam('));
  });
  test('"HJKs reserve team currently plays in …": an abbreviation whose apostrophe was lost owns the noun after it', () => {
    const facts = read('HJKs reserve team currently plays in the Finnish First Division .', { ...page, title: 'Helsingin Jalkapalloklubi' });
    assertNone(facts, (f) => f.includes('(HJKs,'));
  });
  test('"the university athletic director", "the musical director of the Acme Theatre": a function\'s director directs no body', () => {
    for (const text of ['Jason Boothe is the athletic director of Dixie State University .', 'Jane Roe is the musical director of the Acme Theatre .'])
      assertNone(read(text, { ...page, title: 'Doc' }), (f) => f.startsWith('directorManager('));
    assert.ok(read('Jane Roe is the new director of the Acme Theatre .', { ...page, title: 'Doc' }).some((f) => f.startsWith('directorManager(Acme Theatre')));
  });
});

describe('a one-word subject the page writes in full', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01' };
  test('"Rubin commented …" where the page writes "Steven Jay Rubin", "Clare left Gibraltar" where it writes "HMS Clare": the full name', () => {
    assertIncludes(
      read('The Bond scholar Steven Jay Rubin wrote about the films . In 1981 Rubin commented on the authority figure .', { ...page, title: 'M (James Bond)' }),
      ['statement(Steven Jay Rubin, commented on the authority figure) from 1981-01-01'],
    );
    const ship = read('The ship was transferred to the Royal Navy as HMS Clare . On 17 November 1942 Clare left Gibraltar .', {
      ...page,
      title: 'USS Abel P. Upshur',
    });
    assert.ok(
      ship.some((f) => f.startsWith('statement(HMS Clare, left Gibraltar)')),
      ship.join('\n'),
    );
  });
  test("not a word of the page's own name, nor the first word of a longer name", () => {
    const club = read('Its first coach was Dr Alemannia . Alemannia plays in the tier four Regionalliga West .', { ...page, title: 'Alemannia Aachen' });
    assertNone(club, (f) => f.startsWith('statement(Dr Alemannia, plays'));
    const kirishi = read('The Kirishi Power Station opened in 1965 . Kirishi is connected by road with Volkhov .', { ...page, title: 'Kirishsky District' });
    assertNone(kirishi, (f) => f.startsWith('statement(Kirishi Power Station, is connected'));
  });
});

describe("a company's page as an encyclopedia writes it (found as a new user)", () => {
  const page = { genre: 'encyclopedic' as const, date: '2025-03-01', title: 'Castellan Foods' };
  test('"Elena Ruiz has been chief executive since then": from the date the sentence before said', () => {
    assertIncludes(read('Castellan Foods is a company . Soto resigned in March 2022 . Elena Ruiz has been chief executive since then .', page), [
      'chiefExecutiveOfficer(Castellan Foods, Elena Ruiz) from 2022-03-01',
    ]);
  });
  test('"Marta Ibarra, the first chief executive from outside the family, joined in 2006": an apposition goes on past two prepositions', () => {
    assert.ok(
      read('Castellan Foods is a company . Marta Ibarra , the first chief executive from outside the family , joined in 2006 .', page).some((f) =>
        f.startsWith('chiefExecutiveOfficer(Castellan Foods, Marta Ibarra)'),
      ),
    );
  });
  test('"In 1998 Castellan acquired …" where two Castellans were named: the company, by the word its name opens with; "sold … to the Dutch group Vandermeer" passes the subsidiary', () => {
    const facts = read(
      'Castellan Foods is a Spanish food company . Ramón Castellan ran the company until his death in 1984 , when his son Jorge Castellan became chairman . In 1998 Castellan acquired the frozen food maker Polar Iberica . In 2019 the company sold Polar Iberica to the Dutch group Vandermeer .',
      page,
    );
    assertIncludes(facts, [
      'parentOrganization(Polar Iberica, Castellan Foods) from 1998-01-01',
      'parentOrganization(Polar Iberica, Vandermeer) from 2019-01-01',
      'parentOrganization(Polar Iberica, Castellan Foods) to 2019-01-01',
    ]);
    // (A building sold by one body to another keeps its owners: no subsidiary.)
    const building = read('The Mellon Trust sold the Andrew Mellon Building to the American Enterprise Institute in 2013 .', {
      ...page,
      title: 'Andrew Mellon Building',
    });
    assertNone(building, (f) => f.startsWith('parentOrganization('));
  });
});

describe('a cabinet reshuffle as a report tells it (found as a new user)', () => {
  const wire = { genre: 'news' as const, date: '2026-05-12', title: 'Prime minister Dahl reshuffles cabinet' };
  test('"Karl Weber was appointed finance minister on Monday. Weber replaces Sofia Lind, who resigned last week": the office passes, and ends when she left', () => {
    const facts = read('Karl Weber was appointed finance minister on Monday . Weber replaces Sofia Lind , who resigned last week .', wire);
    assertIncludes(facts, [
      'positionHeld(Karl Weber, Finance Minister) from 2026-05-11',
      'positionHeld(Sofia Lind, Finance Minister) to 2026-05-05',
      'replaces(Karl Weber, Sofia Lind) from 2026-05-11',
    ]);
  });
  test('"Dahl, who has led the centre-right Unity Party since 2019, became prime minister": the party\'s leader, and a party has no prime minister', () => {
    const facts = read('Dahl , who has led the centre-right Unity Party since 2019 , became prime minister in January 2024 .', wire);
    assertIncludes(facts, ['leader(Unity Party, Dahl) from 2019-01-01']);
    assertNone(facts, (f) => f.startsWith('headOfGovernment(Unity Party') || f.startsWith('directorManager('));
    // (A party named for its country: that country's.)
    const bnp = read('Ershad replaced Ahmed with Kazi Zafar Ahmed in 1989 .', { genre: 'encyclopedic', date: '2021-08-01', title: 'Moudud Ahmed' });
    assertNone(bnp, (f) => f.includes('Nationalist Party'));
  });
  test('a ministry\'s head is its minister: "moving him from the health ministry, which he had run since 2021", "was promoted to lead the health ministry", "headed the Ministry of Foreign Affairs from 2010 to 2014"', () => {
    assertIncludes(
      read(
        'Dahl reshuffled her cabinet on Monday , appointing Karl Weber as finance minister and moving him from the health ministry , which he had run since 2021 .',
        wire,
      ),
      ['positionHeld(Karl Weber, Health Minister) from 2021-01-01 to 2026-05-11'],
    );
    assertIncludes(read('Anna Berg was promoted to lead the health ministry on Monday .', wire), ['positionHeld(Anna Berg, Health Minister) from 2026-05-11']);
    assertIncludes(read('Anna Berg headed the Ministry of Foreign Affairs from 2010 to 2014 .', wire), [
      'positionHeld(Anna Berg, Minister of Foreign Affairs) from 2010-01-01 to 2014-01-01',
    ]);
  });
  test('"had run the Ministry of Health since 2021" runs no company', () => {
    assertNone(read('Karl Weber had run the Ministry of Health since 2021 .', wire), (f) => f.startsWith('chiefExecutiveOfficer('));
  });
});

describe("a house's owners, each buying it from the one before", () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01', title: 'Newton D. Baker House' };
  test('"purchased the home … from Kennedy", "bought the home from Straight": a house\'s page calls it "the home"; "lived in the home until her death" began with the purchase', () => {
    const facts = read(
      'Newton D. Baker House is a historic house at 3017 N Street NW in Washington . It was built in 1800 and its first owner was George Peter . In 1965 , Michael Whitney Straight purchased the home for $200,000 from Kennedy . In 1976 , Yolande Bebeze Fox bought the home from Straight . Fox lived in the home until her death in February 2016 .',
      page,
    );
    assertIncludes(facts, [
      'ownedBy(Newton D. Baker House, Michael Whitney Straight) from 1965-01-01',
      'residence(Yolande Bebeze Fox, Newton D. Baker House) from 1976-01-01 to 2016-02-01',
      // (Her death ends her ownership too.)
      'ownedBy(Newton D. Baker House, Yolande Bebeze Fox) from 1976-01-01 to 2016-02-01',
    ]);
  });
});

test('"Karina and Godard began a relationship and married": a joint statement drops the partner for each alone, for review; "Godard married Anna Karina" is a spouse', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01', title: 'Jean-Luc Godard' };
  const facts = readFacts('In 1961 , Karina and Godard began a relationship and married .', page);
  assert.ok(facts.length > 0 && facts.every((f) => f.predicate !== 'statement' || f.confidence < 0.5), facts.map(show).join('\n'));
  assertIncludes(read('In 1961 , Godard married Anna Karina .', page), ['spouse(Godard, Anna Karina) from 1961-01-01']);
});

test('"which was incorporated into the Medical Solutions Diagnostics division on 1 January 2007": made part of something, no founding', () => {
  const facts = read(
    'In 2006 , Siemens purchased Bayer Diagnostics which was incorporated into the Medical Solutions Diagnostics division on 1 January 2007 .',
    {
      genre: 'encyclopedic',
      title: 'Siemens',
      date: '2021-08-01',
    },
  );
  assertNone(facts, (f) => f.startsWith('inception('));
  assertIncludes(read('Acme Corp was incorporated in Delaware on 1 May 1990 .', { genre: 'encyclopedic', title: 'Acme Corp', date: '2021-08-01' }), [
    'inception(Acme Corp, 1 May 1990)',
  ]);
});

test('"the Red Sox were at Yankee Stadium afterward": after what, the statement does not say — for review; "won four titles there" stays', () => {
  const page = { genre: 'encyclopedic' as const, date: '2021-08-01', title: 'New York Yankees' };
  assert.ok(statementConfidence(readFacts('In 1918 , the Red Sox were at Yankee Stadium afterward .', page), 'afterward') < 0.5);
  assert.ok(
    statementConfidence(readFacts('Alemannia Aachen won four titles there in the 1950s .', { ...page, title: 'Alemannia Aachen' }), 'four titles there') >= 0.5,
  );
});

describe("the thirtieth session's rules, where they must not fire (a review's probes)", () => {
  const wire = { genre: 'news' as const, date: '2026-08-04', title: 'Bank news' };
  test('a denied or doubted resignation ends nothing; a post left later is not ended at the report', () => {
    for (const text of [
      'Tom Becker denied that he had resigned as chief executive of Nordlys Bank .',
      'Rumours that Tom Becker had quit as chief executive of Nordlys Bank were false .',
      'Tom Becker has resigned as chief executive of Nordlys Bank and will leave at the end of the year .',
    ])
      assertNone(read(text, wire), (f) => f.startsWith('chiefExecutiveOfficer(Nordlys Bank, Tom Becker) to 2026-08-04'));
  });
  test('"declined to take over", "doubt that she will take over", "Allianz will take over": no post taken', () => {
    for (const then of ['Lisa Okafor declined to take over .', 'Analysts doubt that Lisa Okafor will take over .', 'Allianz will take over next year .'])
      assertNone(
        read(`Harbor Mutual said on Tuesday that its chief executive , Paul Renner , will retire at the end of September . ${then}`, wire),
        (f) => f.startsWith('replaces(') || (f.startsWith('chiefExecutiveOfficer(') && !f.includes('Paul Renner')),
      );
  });
  test('"its" under a headline that names the company is the company\'s, not the speaker\'s', () => {
    const facts = read('Akio Toyoda said on Wednesday that its chief financial officer , Kenta Kon , would step down .', {
      ...wire,
      title: 'Toyota recalls cars',
    });
    assertNone(facts, (f) => f.includes('(Akio Toyoda, Kenta Kon)'));
  });
  test('an office passes only in a bare replacing right after it was given', () => {
    const facts = read('Karl Weber was appointed finance minister in 2015 . In 2018 he replaced Sofia Lind as party leader .', { ...wire, date: '2026-05-12' });
    assertNone(facts, (f) => f.startsWith('positionHeld(Sofia Lind'));
  });
  test('no minister from a ministry with its own dates in a list, led "as deputy minister", or a ministry\'s team', () => {
    for (const text of [
      'Anna Berg led the education ministry from 2005 to 2009 and the justice ministry from 2009 to 2013 .',
      'As deputy minister , Anna Berg ran the health ministry .',
      'Anna Berg led the Ministry of Defence team at the talks .',
    ])
      assertNone(read(text, wire), (f) => f.startsWith('positionHeld(Anna Berg'));
  });
  test('"after a decade in London" is no length of the post; "after two decades in the job" is', () => {
    assertNone(read("Paul Renner , Harbor Mutual's chief executive , will retire in March after a decade in London .", wire), (f) => f.includes('from 2017'));
    assertIncludes(read("Paul Renner , Harbor Mutual's chief executive , has resigned after two decades in the job .", wire), [
      'chiefExecutiveOfficer(Harbor Mutual, Paul Renner) to 2026-08-04 from 2006-08-04',
    ]);
  });
  test('"played in the match for Chelsea" plays for Chelsea; "since then" does not count from a birth', () => {
    assertIncludes(read('In 2005 , Smith played in the match for Chelsea .', { genre: 'encyclopedic', date: '2021-08-01', title: 'John Smith' }), [
      'memberOfSportsTeam(John Smith, Chelsea) from 2005-01-01',
    ]);
    const born = read('Anna Berg , who was born in 1975 , has been its chief executive since then .', {
      genre: 'encyclopedic',
      date: '2021-08-01',
      title: 'Acme Corp',
    });
    assertNone(born, (f) => f.includes('from 1975'));
  });
  test("a resident of the page's house the text gives no start for waits for review", () => {
    const facts = readFacts('Harlow House is a historic house in Salem . It was built in 1800 . Jim Moss lived in the home until 1990 .', {
      genre: 'encyclopedic',
      date: '2021-08-01',
      title: 'Harlow House',
    });
    assert.ok(
      facts.filter((f) => f.predicate === 'residence').every((f) => f.confidence < 0.5),
      facts.map(show).join('\n'),
    );
  });
});

describe("thirty-first session: a wire report, a sacking, a general's commands", () => {
  const wire = { genre: 'news' as const, date: '2024-09-16', title: 'Nordlys Bank names Vik chief executive' };
  test('"replacing Tom Becker, who stepped down in June after eight years at the helm": his term ends in June and began eight years before', () => {
    const facts = read(
      'Nordlys Bank on Monday named Hanne Vik as chief executive , replacing Tom Becker , who stepped down in June after eight years at the helm .',
      wire,
    );
    assertIncludes(facts, [
      'chiefExecutiveOfficer(Nordlys Bank, Tom Becker) to 2024-06-01 from 2016-06-01',
      'chiefExecutiveOfficer(Nordlys Bank, Hanne Vik) from 2024-09-16',
    ]);
    // (A leaving after the successor began is no end of this term: "succeeding Ann Hale, who died in 2019".)
    assertIncludes(read('Tom Berg succeeded Ann Hale as chief executive of Nordlys Bank in 2010 . Ann Hale , who died in 2019 , was its founder .', wire), [
      'chiefExecutiveOfficer(Nordlys Bank, Ann Hale) to 2010-01-01',
    ]);
  });
  test('"Vik had been the bank\'s head of retail banking since 2019": the statement names the bank the report is about', () => {
    const facts = read("Nordlys Bank on Monday named Hanne Vik as chief executive . Vik had been the bank 's head of retail banking since 2019 .", wire);
    assertIncludes(facts, ["statement(Hanne Vik, had been Nordlys Bank's head of retail banking) from 2019-01-01"]);
  });
  test('"Assistant coach Dean Farrow will take charge": the sentence\'s capital makes no head coach, nor does a lower-case post swallow the name after it', () => {
    const sacked = { genre: 'news' as const, date: '2024-11-17', title: 'Aston Rovers sack manager Holt' };
    for (const text of [
      'Assistant coach Dean Farrow will take charge of the team on an interim basis .',
      'On Monday assistant coach Dean Farrow will take charge of the team .',
    ])
      assertNone(read(text, sacked), (f) => f.startsWith('headCoach('));
  });
  test('a general commands one formation at a time: "In March 1944 he was made commander of Army Group A … In July he became commander of Army Group North"', () => {
    const facts = read(
      'Ferdinand Schörner ( 12 June 1892 – 2 July 1973 ) was a German field marshal . In March 1944 he was made commander of Army Group A . In July 1944 he became commander of Army Group North .',
      { title: 'Ferdinand Schörner' },
    );
    assertIncludes(facts, ['commandedBy(Army Group A, Ferdinand Schörner) from 1944-03-01 to 1944-07-01']);
  });
});

describe("thirty-first session: an officer's page", () => {
  test('"Major Deering returned … with his promotion to lieutenant colonel": the rank is read, and "Major Deering" is the page\'s Myles Deering', () => {
    const facts = read(
      'Myles Deering ( born 1953 ) is a retired American general . After briefly being assigned to the headquarters of the 45th Infantry Brigade , Major Deering returned to the 700th Support Battalion in 1992 and assumed command of that unit with his promotion to lieutenant colonel . General Motors was founded in 1908 .',
      { title: 'Myles Deering' },
    );
    assertIncludes(facts, [
      'militaryRank(Myles Deering, lieutenant colonel) from 1992-01-01',
      'statement(Myles Deering, returned to the 700th Support Battalion) from 1992-01-01',
    ]);
    assertNone(facts, (f) => f.includes('Major Deering') || f.includes('(Motors'));
  });
});

describe('thirty-first session: statements that do not say whose or which', () => {
  test('"In February 2000 he became its Deputy Speaker" on a person\'s page: whose, the statement does not say (for review); "the show since its inception" does', () => {
    const facts = readFacts(
      'Boris Nemtsov ( 9 October 1959 – 27 February 2015 ) was a Russian politician . In February 2000 he became its Deputy Speaker . In 2001 he hosted the show since its inception .',
      { title: 'Boris Nemtsov', genre: 'encyclopedic' },
    );
    assert.ok(statementConfidence(facts, 'became its Deputy Speaker')! < 0.5);
    assert.ok(statementConfidence(facts, 'hosted the show since its inception')! >= 0.5);
  });
  test('"Robert McIntyre lost the seat at the general election": which seat, a history does not say; a report\'s "won the seat" is the one it is about', () => {
    const lost = readFacts('Robert McIntyre lost the seat at the general election in 1945 .', { title: 'Robert McIntyre', genre: 'encyclopedic' });
    assert.ok(statementConfidence(lost, 'lost the seat') < 0.5, lost.map(show).join('\n'));
    assert.ok(
      statementConfidence(
        readFacts('Christian Wakeford won the seat from Labour at the December 2019 general election .', {
          genre: 'news',
          date: '2019-12-14',
          title: 'Wakeford wins Bury South',
        }),
        'won the seat',
      )! >= 0.5,
    );
  });
  test('"Until 2000, it was a two-year junior college, named Dixie College": the name it had until then, and no statement that it named something', () => {
    const facts = read('Dixie State University is a public university . Until 2000 , it was a two-year junior college , named Dixie College .', {
      title: 'Dixie State University',
    });
    assertIncludes(facts, ['officialName(Dixie State University, Dixie College) to 2000-01-01']);
    assertNone(facts, (f) => f.includes('named Dixie College'));
  });
});

describe("thirty-first session: a football club's page (found as a new user)", () => {
  const club = { title: 'Kestrel Valley F.C.', genre: 'encyclopedic' as const };
  const opening = 'Kestrel Valley Football Club is a professional football club based in Harrowgate , England . ';
  test('a club sold is an ownership ended, a buyer unnamed or not; a player sold is a transfer', () => {
    const facts = read(
      opening +
        'In 2011 the club was bought by American businessman Paul Decker , who sold it to a consortium led by Hana Ito in 2019 . In 2015 the club sold striker Tom Reed to Everton .',
      club,
    );
    assertIncludes(facts, ['ownedBy(Kestrel Valley F.C., Paul Decker) from 2011-01-01 to 2019-01-01']);
    assertNone(facts, (f) => f.includes('Tom Reed') && !f.startsWith('statement('));
  });
  test('"managed the team" on a club\'s page is its head coach, and so is the one who replaced him; a coach who "rejoined the team" is its coach again', () => {
    assertIncludes(
      read(opening + 'Alan Ross managed the team from 1985 to 1994 . He was replaced by his assistant , Colin Tait , who was sacked two years later .', club),
      ['headCoach(Kestrel Valley F.C., Alan Ross) from 1985-01-01 to 1994-01-01', 'headCoach(Kestrel Valley F.C., Colin Tait) from 1994-01-01 to 1996-01-01'],
    );
    // (A sport's club only when the text opens with one: not "a former football player" later on.)
    const politician = read(
      'Mark Hale is an American politician . He served in the state senate from 1990 to 1998 . In his youth he was a football player . In 2001 he managed the Hale Foundation .',
      { title: 'Mark Hale', genre: 'encyclopedic' },
    );
    assertNone(politician, (f) => f.startsWith('headCoach('));
  });
  test('"adopted its current name in 1921" ends the founding name; "played at Mill Lane until 1998, when they moved to the 18,000-capacity Riverside Stadium"', () => {
    const facts = read(
      opening +
        'The club was founded in 1889 as Harrowgate Wanderers and adopted its current name in 1921 . Kestrel Valley played at Mill Lane until 1998 , when they moved to the 18,000-capacity Riverside Stadium .',
      club,
    );
    assertIncludes(facts, [
      'officialName(Kestrel Valley F.C., Kestrel Valley F.C.) from 1921-01-01',
      'homeVenue(Kestrel Valley F.C., Mill Lane) to 1998-01-01',
      'homeVenue(Kestrel Valley F.C., Riverside Stadium) from 1998-01-01',
    ]);
  });
  test('"The current manager is Marta Silva, who was appointed in June 2022": from the appointment', () => {
    assertIncludes(read(opening + 'The current manager is Marta Silva , who was appointed in June 2022 .', club), [
      'headCoach(Kestrel Valley F.C., Marta Silva) from 2022-06-01',
    ]);
  });
});

describe("thirty-first session: a player's spell bounded by a season, a caucus", () => {
  test('"On February 26, 2013, … he joined Haras El-Hodood until the end of the 2012-2013 season": from the day joined to the season\'s end', () => {
    assertIncludes(
      read(
        'Sherif Ashraf is an Egyptian footballer . On February 26 , 2013 , despite an offer from FF Jaro , he joined Haras El-Hodood until the end of the 2012-2013 season .',
        {
          title: 'Sherif Ashraf',
          genre: 'encyclopedic',
        },
      ),
      ['employer(Sherif Ashraf, Haras El-Hodood) from 2013-02-26 to 2014-01-01'],
    );
  });
  test('"is a member of the New Democrat Coalition" is no party membership (it would close his Democratic Party)', () => {
    assert.ok(!PARTY_NAME.test('New Democrat Coalition'));
    assert.ok(!PARTY_NAME.test('Political Group of the European Peoples Party'));
    assert.ok(PARTY_NAME.test('Coalition Avenir Québec') && PARTY_NAME.test('Democratic Party'));
  });
});

describe("review of the thirty-first session's change: what the new rules must not read", () => {
  const wire = { genre: 'news' as const, date: '2024-09-16', title: 'Nordlys Bank names new chief' };
  test('a business or political page that mentions a club or a former player is no sports text', () => {
    const facts = read(
      'Silvio Berlusconi was an Italian media tycoon and politician who owned the AC Milan football club . He joined Forza Italia in 1994 . He managed Fininvest from 1978 to 1994 .',
      { title: 'Silvio Berlusconi', genre: 'encyclopedic' },
    );
    assertNone(facts, (f) => f.startsWith('headCoach(') || f.startsWith('memberOfSportsTeam('));
  });
  test('only a leaving of the post ends the one replaced: not "graduated from Oxford", "left Goldman Sachs to join the group"', () => {
    for (const text of [
      'Nordlys Bank on Monday named Paul Hart as chief executive , succeeding Anna Berg , who graduated from Oxford in 1985 after three years as a student .',
      'Nordlys Bank on Monday named Ann Quinn as chief executive , replacing David Marsh , who left Goldman Sachs in 2015 to join the group .',
    ])
      assertNone(read(text, wire), (f) => f.startsWith('chiefExecutiveOfficer(') && /to (?:1985|2015)/.test(f));
    assertIncludes(read('Nordlys Bank on Monday named Ola Dahl as chief executive , succeeding Kari Lunde , who was ousted in May .', wire), [
      'chiefExecutiveOfficer(Nordlys Bank, Kari Lunde) to 2024-05-01',
    ]);
  });
  test('a span a state\'s participle gives stays its own ("the Green Party, led by Caroline Lucas from 2008 to 2012"); products sold to customers and one match played are no ownership or home', () => {
    assertNone(
      read('Tom Baker is an English actor . He is a member of the Green Party , led by Caroline Lucas from 2008 to 2012 .', { title: 'Tom Baker' }),
      (f) => f.startsWith('memberOf') && f.includes('2008'),
    );
    assertNone(
      read('Apple Inc. is an American technology company . In 1985 Apple sold the Macintosh to schools at a discount .', { title: 'Apple Inc.' }),
      (f) => f.startsWith('ownedBy('),
    );
    assertNone(
      read('Kestrel Rovers Football Club is a professional football club . In 1985 the team played at Villa Park in the FA Cup semi-final .', {
        title: 'Kestrel Rovers F.C.',
      }),
      (f) => f.startsWith('homeVenue('),
    );
  });
  test('"he also commanded" keeps the command before; "joined Kestrel Valley and left Leeds United after five years" leaves Leeds then', () => {
    assertIncludes(
      read(
        'Samuel Sturgis ( 1822 – 1889 ) was an American general . He commanded the 7th Cavalry Regiment from 1869 . In 1870 he also commanded the District of Kansas .',
        {
          title: 'Samuel Sturgis',
        },
      ),
      ['commandedBy(7th Cavalry Regiment, Samuel Sturgis) from 1869-01-01'],
    );
    assertIncludes(
      read('Sam Hill is an English football player . In 2017 he joined Kestrel Valley and left Leeds United after five years at Elland Road .', {
        title: 'Sam Hill',
      }),
      ['memberOfSportsTeam(Sam Hill, Leeds United) to 2017-01-01'],
    );
  });
  test("a sport beside another trade is no sports page; one buyer unnamed still ends an ownership; a career's length is no object", () => {
    assertIncludes(
      read('Alex Ward is a former rugby player and businessman . He moved to Dubai in 2010 and joined Emirates as a marketing director .', {
        title: 'Alex Ward',
      }),
      ['residence(Alex Ward, Dubai) from 2010-01-01'],
    );
    assertIncludes(
      read('Tom Cole is an English businessman . In 1995 he bought Harwick House , and in 2015 he sold the house to a developer .', { title: 'Tom Cole' }),
      ['ownedBy(Harwick House, Tom Cole) from 1995-01-01 to 2015-01-01'],
    );
    assertIncludes(
      read(
        'Harbor Foods on Tuesday appointed Lisa Moran as chief executive , replacing Greg Hollis , who retired in March after a 40-year career in the food industry .',
        { ...wire, title: 'Harbor Foods names new chief' },
      ),
      ['chiefExecutiveOfficer(Harbor Foods, Greg Hollis) to 2024-03-01'],
    );
  });
  test('"was the company\'s head of research" names the company the text has named; "the bank\'s" only a bank', () => {
    assertIncludes(
      read("Grace Lin is a Taiwanese executive . She joined TSMC in 1998 and was the company 's head of research from 2005 to 2012 .", { title: 'Grace Lin' }),
      ["statement(Grace Lin, was TSMC's head of research) from 2005-01-01 to 2012-01-01"],
    );
    assertNone(read("Talbot Group named Ann Holt as chief executive . Holt was previously the bank 's head of risk at Barclays .", wire), (f) =>
      f.includes("Talbot Group's head"),
    );
  });
  test('"The current president is Ann Jones, who was elected to the Senedd in 1999" starts no presidency in 1999', () => {
    assertNone(
      read('The Kestrel Party is a Welsh political party . The current president is Ann Jones , who was elected to the Senedd in 1999 .', {
        title: 'Kestrel Party',
      }),
      (f) => f.startsWith('president(') && f.includes('1999'),
    );
  });
});

describe('thirty-first session: a sacking reported (found as a new user)', () => {
  test('"will take charge for Saturday\'s game against Exeter City": a date that owns what follows is not cut out of a statement ("take charge\'s game")', () => {
    const facts = read(
      "Harwick United have sacked manager Dean Cole , the club said on Sunday . First-team coach Maria Lund will take charge for Saturday 's game against Exeter City .",
      { genre: 'news', date: '2024-03-10', title: 'Harwick United sack manager Cole' },
    );
    assertNone(facts, (f) => f.includes("charge's") || f.includes("charge 's"));
  });
});

describe('thirty-first session: a museum director succeeded (found as a new user at the end)', () => {
  test('"Moe, who previously ran the photography department, will be succeeded by her deputy, Jonas Berg": the relative clause\'s adverb does not hide the subject', () => {
    const facts = read(
      'The Halvorsen Museum of Modern Art said on Wednesday that its director , Ingrid Moe , will step down in January after 11 years in the post . Moe , who previously ran the photography department , will be succeeded by her deputy , Jonas Berg .',
      { genre: 'news', date: '2025-10-08', title: 'Halvorsen Museum director Moe to step down' },
    );
    assertIncludes(facts, ['directorManager(Halvorsen Museum of Modern Art, Jonas Berg)', 'replaces(Jonas Berg, Ingrid Moe)']);
  });
});

describe('thirty-second session: from the twenty-seventh judged sample', () => {
  test('"In the 2009 season , the team moved to Juncos and were renamed Sevilla-FC Juncos": a fronted phrase and its comma leave the verb after the subject finite', () => {
    const facts = read('Sevilla FC Puerto Rico is a football club . In the 2009 season , the team moved to Juncos and were renamed Sevilla-FC Juncos .', {
      title: 'Sevilla FC Puerto Rico',
      genre: 'encyclopedic',
    });
    assertIncludes(facts, ['officialName(Sevilla FC Puerto Rico, Sevilla-FC Juncos) from 2009-01-01']);
  });

  test('"ordered a reprisal strike against North Vietnam , named Flaming Dart I": the strike is named, not by the one who ordered it', () => {
    const facts = read(
      'VFA-94 is a United States Navy strike fighter squadron . On 7 February 1965 , President Lyndon Johnson ordered a reprisal strike against North Vietnam , named Flaming Dart I .',
      { title: 'VFA-94', genre: 'encyclopedic' },
    );
    assert.ok(!facts.some((f) => f.includes('named Flaming Dart')), facts.join('; '));
    assertIncludes(facts, ['statement(Lyndon Johnson, ordered a reprisal strike against North Vietnam) from 1965-02-07']);
  });

  test('"He was present at the Battle of Trafalgar in 1805 aboard .": a statement the text lost the end of is none', () => {
    const facts = read('John Franklin was a British naval officer . He was present at the Battle of Trafalgar in 1805 aboard .', {
      title: 'John Franklin',
      genre: 'encyclopedic',
    });
    assert.ok(!facts.some((f) => f.includes('Trafalgar')), facts.join('; '));
  });

  test('"Vologda is among them": "them" is many the text named, which no one name stands for', () => {
    const facts = read(
      'Vologda is a city in Russia . Of 116 historical cities of Russia , only 16 have monuments of wooden architecture . Vologda is among them .',
      {
        title: 'Vologda',
        genre: 'encyclopedic',
      },
    );
    assert.ok(!facts.some((f) => f.includes('among Russia')), facts.join('; '));
  });

  test('"teach at Amherst College , Bryn Mawr College ( 1928-1965 )": two colleges a comma joins are a list, the bracket the second\'s only', () => {
    const facts = readFacts(
      'Thomas Broughton ( 1900 – 1993 ) was a classicist . Broughton would go on to teach at Amherst College , Bryn Mawr College ( 1928-1965 ) and , later , serve as Professor of Latin at the University of North Carolina ( 1965-1971 ) .',
      { title: 'Thomas Broughton', genre: 'encyclopedic' },
    );
    const shown = facts.map((f) => `${show(f)} ${f.confidence}`);
    assertIncludes(shown, [
      'employer(Thomas Broughton, Bryn Mawr College) from 1928-01-01 to 1965-01-01 0.85',
      'employer(Thomas Broughton, Amherst College) 0.45',
    ]);
  });

  test('"attaining the rank of Seekadett … he advanced in rank to Fähnrich zur See on 1 January 1930": German cadet ranks, one after the other', () => {
    const facts = read(
      'Werner Hartenstein ( 27 February 1908 – 8 March 1943 ) was a German U-boat commander . Hartenstein was then transferred to the training ship Niobe , attaining the rank of Seekadett ( midshipman ) on 11 October 1928 . Following a 14-month stay on board the cruiser Emden ( 16 October 1928 – 3 January 1930 ) he advanced in rank to Fähnrich zur See ( officer cadet ) on 1 January 1930 .',
      { title: 'Werner Hartenstein', genre: 'encyclopedic' },
    );
    assertIncludes(facts, [
      'militaryRank(Werner Hartenstein, Seekadett) from 1928-10-11',
      'militaryRank(Werner Hartenstein, Fähnrich zur See) from 1930-01-01',
    ]);
  });

  test('"a director of Coutts & Company , a banking firm … He remained with the firm until his retirement in 1951": the firm the text said, the post ends then', () => {
    const facts = read(
      'George Cambridge ( 11 October 1895 – 16 April 1981 ) was a British aristocrat . At the outbreak of World War II he mobilised as Captain with the Royal Army Service Corps . ' +
        'In 1929 , he became a director of Coutts & Company , a banking firm . This made him the second member of the royal family ( albeit a minor one ) to pursue a career in the City of London . He remained with the firm until his retirement in 1951 .',
      { title: 'George Cambridge', genre: 'encyclopedic' },
    );
    assertIncludes(facts, ['directorManager(Coutts & Company, George Cambridge) to 1951-01-01']);
    assert.ok(!facts.some((f) => f.includes('World War II until')), facts.join('; '));
  });

  test('the review\'s misfires mended: "Kestrel Coal , a mining company in Wales , named Tom Evans as …", "a house in Philadelphia , founded in 1682 by William Penn"', () => {
    const named = read('Kestrel Coal , a mining company in Wales , named Tom Evans as its new managing director on Tuesday .', {
      genre: 'news',
      date: '2021-07-29',
      title: 'Kestrel Coal names Evans',
    });
    assert.ok(
      named.some((f) => f.includes('Tom Evans') && f.includes('Kestrel Coal') && !f.startsWith('statement')),
      named.join('; '),
    );
    // (Past the phrases its prepositions bring: "a drugmaker with headquarters in Basel".)
    const finance = read('Vesta Pharma , a drugmaker with headquarters in Basel , named Oliver Grant as finance chief on Monday .', {
      genre: 'news',
      date: '2021-07-29',
      title: 'Vesta Pharma names Grant as finance chief',
    });
    assert.ok(
      finance.some((f) => f.startsWith('chiefFinancialOfficer(Vesta Pharma, Oliver Grant)')),
      finance.join('; '),
    );
    const founded = read('William Smith was an American merchant . In 1701 he settled in a house in Philadelphia , founded in 1682 by William Penn .', {
      title: 'William Smith',
      genre: 'encyclopedic',
    });
    assertIncludes(founded, ['founder(Philadelphia, William Penn) from 1682-01-01']);
    // (After a town and its region, the town — unless what is there is an institution.)
    const farm = read('John Smith was a settler . In 1836 he bought a farm near Melbourne , Australia , founded in 1835 by John Batman .', {
      title: 'John Smith',
      genre: 'encyclopedic',
    });
    assertIncludes(farm, ['founder(Melbourne, John Batman) from 1835-01-01']);
    // ("Jefferson City , which Parsons would thereafter make his home": the gap's statement waits for review.)
    const home = readFacts('Mosby Parsons was a lawyer . In 1837 they moved again to Jefferson City , which Parsons would thereafter make his home .', {
      title: 'Mosby Parsons',
      genre: 'encyclopedic',
    }).filter((f) => f.object.includes('make his home'));
    assert.ok(
      home.every((f) => f.confidence < 0.5),
      home.map(show).join('; '),
    );
  });

  test('"Force India announced di Resta and Hülkenberg would be their drivers": what two are together, said of one, waits for review', () => {
    const facts = readFacts(
      'Nico Hülkenberg ( born 19 August 1987 ) is a German racing driver . On 16 December 2011 , Force India announced di Resta and Hülkenberg would be their drivers for the 2012 season .',
      { title: 'Nico Hülkenberg', genre: 'encyclopedic' },
    ).filter((f) => f.predicate === 'statement' && f.object.includes('drivers'));
    assert.ok(facts.length > 0 && facts.every((f) => f.confidence < 0.5), facts.map(show).join('; '));
  });

  test('"during the 1943 North African campaign": a year before a name the tagger split is left out alone, the name whole', () => {
    const facts = read(
      'The 416th Flight Test Squadron is a United States Air Force unit . In Algeria , the squadron engaged in combat operations in support of American ground forces during the 1943 North African campaign .',
      { title: '416th Flight Test Squadron', genre: 'encyclopedic' },
    );
    assertIncludes(facts, [
      'statement(416th Flight Test Squadron, engaged in combat operations in support of American ground forces during the North African campaign) from 1943-01-01',
    ]);
  });
});

describe("thirty-second session: an observatory's page (found as a new user)", () => {
  const page = (body: string) =>
    read(
      `The Lindqvist Observatory is an astronomical observatory near Umeå , Sweden , founded in 1931 by the astronomer Karin Lindqvist ( 1889 – 1962 ) . ${body}`,
      {
        title: 'Lindqvist Observatory',
        genre: 'encyclopedic',
      },
    );

  test('"an observatory near Umeå , Sweden , founded in 1931 by …": the thing is founded, not its town\'s country', () => {
    const facts = page('');
    assertIncludes(facts, ['founder(Lindqvist Observatory, Karin Lindqvist) from 1931-01-01']);
    assert.ok(!facts.some((f) => f.includes('(Sweden,')), facts.join('; '));
  });

  test('"renamed the Lindqvist–Berg Observatory in 1990": the whole name', () => {
    // ("but reverted to its original name in 2001" says no name: the page's title need not be the
    // original — "founded as Kestrel Athletic … reverted to its original name".)
    assertIncludes(page('The observatory was renamed the Lindqvist–Berg Observatory in 1990 but reverted to its original name in 2001 .'), [
      'officialName(Lindqvist Observatory, Lindqvist–Berg Observatory) from 1990-01-01',
    ]);
  });
});

describe('thirty-second session: a bank chairman leaving (found as a new user)', () => {
  test('"Pieter de Graaf … De Graaf , 63 , has chaired the bank since 2017": the surname with its particle is the same person', () => {
    const facts = read(
      'The chairman of Veldhoven Bank , Pieter de Graaf , will step down at the end of the month , the Dutch lender said on Wednesday . De Graaf , 63 , has chaired the bank since 2017 .',
      { genre: 'news', date: '2026-06-04', title: 'Veldhoven Bank chairman to step down' },
    );
    assert.ok(!facts.some((f) => f.includes('(Veldhoven Bank, De Graaf)')), facts.join('; '));
    assert.ok(
      facts.some((f) => f.startsWith('chairperson(Veldhoven Bank, Pieter de Graaf) from 2017-01-01')),
      facts.join('; '),
    );
  });

  test('"… and previously served as finance minister": no date of the clause before; "He will be replaced by …" is the chair, not the past office named last', () => {
    const facts = read(
      'The chairman of Veldhoven Bank , Pieter de Graaf , will step down at the end of the month , the Dutch lender said on Wednesday . De Graaf , 63 , has chaired the bank since 2017 and previously served as finance minister in the second Rutte cabinet . He will be replaced on an interim basis by vice-chairman Anouk Smit , a former executive at ING .',
      { genre: 'news', date: '2026-06-04', title: 'Veldhoven Bank chairman to step down' },
    );
    assert.ok(!facts.some((f) => /Finance Minister\) from 2017/.test(f)), facts.join('; '));
    assert.ok(
      facts.some((f) => f.startsWith('chairperson(Veldhoven Bank, Anouk Smit)')),
      facts.join('; '),
    );
    assert.ok(!facts.some((f) => f.startsWith('positionHeld(Anouk Smit')), facts.join('; '));
  });
});

describe('thirty-second session: a relative clause of the sentence\'s subject goes on after "and" (found as a new user)', () => {
  test('"The bank , which was founded in Eindhoven in 1898 and moved its headquarters to Amsterdam in 1972 , employs …": the move is the bank\'s', () => {
    const facts = read(
      'Veldhoven Bank is a Dutch lender . The bank , which was founded in Eindhoven in 1898 and moved its headquarters to Amsterdam in 1972 , employs about 4,000 people .',
      {
        genre: 'news',
        date: '2026-06-04',
        title: 'Veldhoven Bank',
      },
    );
    assertIncludes(facts, ['headquartersLocation(Veldhoven Bank, Amsterdam) from 1972-01-01']);
  });
});
