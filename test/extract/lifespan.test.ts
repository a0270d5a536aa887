// Births and deaths written in brackets after a name, read as the person's dates.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lifespans } from '../../src/extract/lifespan.js';
import { RuleBasedExtractor } from '../../src/extract/rules.js';
import { sentenceWindows } from '../../src/extract/sentences.js';
import { defaultSchema } from '../../src/defaults.js';
import { toSourceDocument } from '../../src/model/document.js';

const dates = (text: string) => lifespans(text).map((l) => `${l.name}: ${l.birth?.text ?? '-'} / ${l.death?.text ?? '-'}`);

test('"( born 24 April 1971 )", "( b . January 1829 – d . March 1 , 1908 )", "( 17 December 1770 – 26 March 1827 )"', () => {
  assert.deepEqual(dates('James Marape ( born 24 April 1971 ) is a Papua New Guinean politician .'), ['James Marape: 24 April 1971 / -']);
  assert.deepEqual(dates('Sherif Ashraf ( ; born on 1 January 1987 ) is a footballer .'), ['Sherif Ashraf: 1 January 1987 / -']);
  assert.deepEqual(dates('She married Dr . Reuben Samuel ( b . January 1829 – d . March 1 , 1908 ) in 1855 .'), [
    'Reuben Samuel: January 1829 / March 1 , 1908',
  ]);
  assert.deepEqual(dates('Benjamin Simms ( born circa 1830 – d . January 2 , 1854 ) was a farmer .'), ['Benjamin Simms: 1830 / January 2 , 1854']);
  // A birth name before a semicolon; a place after the date.
  assert.deepEqual(dates('Raine ( born Mary Carter ; 17 February 1877 – 12 May 1936 ) was a hotelier .'), ['Raine: 17 February 1877 / 12 May 1936']);
  assert.deepEqual(dates('Helen Clark ( born 26 February 1950 in Hamilton ) is a politician .'), ['Helen Clark: 26 February 1950 / -']);
  assert.deepEqual(dates('Tyyni Maria Tuulio ( née Haapanen ; 28 August 1892 , in Karvia – 9 June 1991 , in Helsinki ) , was a Finnish writer .'), [
    'Tyyni Maria Tuulio: 28 August 1892 / 9 June 1991',
  ]);
  assert.deepEqual(dates('Ludwig van Beethoven (17 December 1770 – 26 March 1827) was a composer.'), [
    'Ludwig van Beethoven: 17 December 1770 / 26 March 1827',
  ]);
});

test('the name before titles and letters after it: "Knox Cunningham , 1st Baronet , QC (", "Broughton , FBA (", "Ashwell , Lady Simson ("', () => {
  assert.deepEqual(dates('Sir Samuel Knox Cunningham , 1st Baronet , QC ( 3 April 1909 – 29 July 1976 ) , was a Northern Irish barrister .'), [
    'Sir Samuel Knox Cunningham: 3 April 1909 / 29 July 1976',
  ]);
  assert.deepEqual(dates('Thomas Robert Shannon Broughton , FBA ( ; 17 February 1900 – 17 September 1993 ) was a Canadian classical scholar .'), [
    'Thomas Robert Shannon Broughton: 17 February 1900 / 17 September 1993',
  ]);
  assert.deepEqual(dates('Lena Margaret Ashwell , Lady Simson ( born Lena Margaret Pocock ; 28 September 1872 – 13 March 1957 ) was an actress .'), [
    'Lena Margaret Ashwell: 28 September 1872 / 13 March 1957',
  ]);
  assert.deepEqual(dates('George Francis Hugh Cambridge , 2nd Marquess of Cambridge , ( 11 October 1895 – 16 April 1981 ) , was a royal .'), [
    'George Francis Hugh Cambridge: 11 October 1895 / 16 April 1981',
  ]);
  // (A year the sources disagree on: the first.)
  assert.deepEqual(dates('Fulk ( , or Foulques ; c . 1089/92 – 13 November 1143 ) was the king of Jerusalem .'), ['Fulk: 1089 / 13 November 1143']);
  // (So the page's person's marriage ends at the death.)
  const page =
    'Sir Samuel Knox Cunningham , 1st Baronet , QC ( 3 April 1909 – 29 July 1976 ) , was a Northern Irish barrister . He married Dorothy Enid Riley on 2 July 1935 .';
  const doc = toSourceDocument({ id: 'k', title: 'Knox Cunningham', text: page, date: '2021-08-01', genre: 'encyclopedic' }, 0, 'global');
  const extractor = new RuleBasedExtractor(defaultSchema());
  const spouse = sentenceWindows(page)
    .flatMap((window) => extractor.extract({ document: doc, window }))
    .find((c) => c.predicate === 'spouse');
  assert.deepEqual(
    spouse?.temporal?.map((t) => [t.role, page.slice(t.start, t.end)]),
    [
      ['START', 'on 2 July 1935'],
      ['END', '29 July 1976'],
    ],
  );
});

test("a birth or death of someone named by a given name alone or a bare peerage waits for review; a list's whole names stand", () => {
  const page = [
    'Anna Berg ( 3 April 1909 – 29 July 1976 ) was a Swedish architect . Her son Dirk was born in Berlin in 1938 . Her brother Edward Adolf ( 1911 – 1950 ) was a painter . She bought the house from Baron Penrhyn ( 1737–1808 ) .',
    'Notable people .',
    '- Michael Peter ( 1949–1997 ) , field hockey player',
  ].join('\n\n');
  const doc = toSourceDocument({ id: 'b', title: 'Anna Berg', text: page, date: '2021-08-01', genre: 'encyclopedic' }, 0, 'global');
  const extractor = new RuleBasedExtractor(defaultSchema());
  const got = sentenceWindows(page).flatMap((window) => extractor.extract({ document: doc, window }));
  const life = (subject: string) => got.filter((c) => /^dateOf/.test(c.predicate) && c.subject === subject);
  for (const subject of ['Dirk', 'Edward Adolf', 'Baron Penrhyn'])
    assert.ok(
      life(subject).every((c) => c.confidence < 0.5),
      subject,
    );
  assert.ok(life('Michael Peter').length === 2 && life('Michael Peter').every((c) => c.confidence >= 0.5));
  assert.ok(life('Anna Berg').every((c) => c.confidence >= 0.5) && life('Anna Berg').length === 2);
});

test('brackets that give no life: a term, a spell, a reign, a film year, a garbled date, years before Christ', () => {
  assert.deepEqual(dates('- Alyaksandr Yermakovich ( 12 October 2013 – 31 December 2017 ) - Oleg Dulub ( 5 January 2018 – 3 June 2018 )'), []);
  assert.deepEqual(dates('Red Bull ( 2021– ) . Force India ( 2011–2012 ) .'), []);
  assert.deepEqual(dates('Henry VIII ( r . 1509 – 1547 ) was king .'), []);
  assert.deepEqual(dates('He starred in The Big Easy ( 1987 ) .'), []);
  assert.deepEqual(dates('Amalric ( ; ; 113611 July 1174 ) was King of Jerusalem .'), []);
  assert.deepEqual(dates('Alexander the Great (356 BC – 323 BC) was a king.'), []);
  // A list's term whose start it does not know; a spell at a body ("( – 2001 )", no day).
  assert.deepEqual(dates('- Faruk Sejdini ( - 10 Nov 2007 )'), []);
  assert.deepEqual(dates('She worked at Clifford Chance ( – 2001 ) and then at Linklaters .'), []);
});

test('"Hemma ( – 31 January 876 )": a death whose birth the page does not know; not a person\'s other death in another year', () => {
  assert.deepEqual(dates('Emma of Altdorf , also known as Hemma ( – 31 January 876 ) , was Queen consort of East Francia .'), ['Hemma: - / 31 January 876']);
  // (A year alone after the name a sentence opens with.)
  assert.deepEqual(dates('Richard Barre ( – 1202 ) was an English cleric and judge .'), ['Richard Barre: - / 1202']);
  const text =
    'Johan Gabriel Oxenstierna ( 19 July 1750 – 29 July 1818 ) was a Swedish poet . ' +
    'The grandparents took part in the upbringing of young Johan Gabriel - the grandfather until he died in 1752 .';
  assert.deepEqual(
    lifeFacts(text, 'Johan Gabriel Oxenstierna').filter((f) => f.startsWith('dateOfDeath')),
    ['dateOfDeath(Johan Gabriel Oxenstierna, 29 July 1818)'],
  );
});

const extractor = new RuleBasedExtractor(defaultSchema());

/** The birth and death facts the extractor reads in a page, with their dates' roles and a review mark. */
function lifeFacts(text: string, title: string): string[] {
  const doc = toSourceDocument({ id: 'd', text, title, date: '2021-08-01' }, 0, 'global');
  return sentenceWindows(text)
    .flatMap((window) => extractor.extract({ document: doc, window }))
    .filter((c) => /^(?:place|date)Of/.test(c.predicate))
    .map((c) =>
      `${c.predicate}(${c.subject}, ${c.object}) ${(c.temporal ?? []).map((t) => `${t.role} ${t.text}`).join(' ')} ${c.confidence >= 0.5 ? '' : 'review'}`.trim(),
    )
    .sort();
}

test('the extractor stores them as dateOfBirth and dateOfDeath of the person, never of a college or of a place page', () => {
  assert.deepEqual(
    lifeFacts(
      'Thomas Broughton ( 1900–1993 ) was an American classicist . He taught at Amherst College , Bryn Mawr College ( 1928-1965 ) and Yale .',
      'Thomas Broughton',
    ),
    ['dateOfBirth(Thomas Broughton, 1900)', 'dateOfDeath(Thomas Broughton, 1993)'],
  );
  assert.deepEqual(
    lifeFacts('Niigata Prefecture is a prefecture of Japan .\nNotable individuals .\n- Uesugi Kenshin ( 1530–1578 ) , daimyō', 'Niigata Prefecture'),
    ['dateOfBirth(Uesugi Kenshin, 1530)', 'dateOfDeath(Uesugi Kenshin, 1578)'],
  );
});

test("where a person was born or died holds from the birth or death: the clause's date, else the page's lifespan", () => {
  const text =
    'Reinhard Scheer ( 30 September 1863 – 26 November 1928 ) was an Admiral in the Imperial German Navy . Scheer joined the navy in 1879 as an officer cadet . ' +
    'At the outbreak of World War I , Scheer was the commander of the II Battle Squadron of the High Seas Fleet .\n' +
    'Early life .\nScheer was born in Obernkirchen , present-day Lower Saxony . His father Robert Scheer died on 2 March 1890 in Hanover . Scheer died in 1928 .';
  assert.deepEqual(lifeFacts(text, 'Reinhard Scheer'), [
    'dateOfBirth(Reinhard Scheer, 30 September 1863)',
    'dateOfDeath(Reinhard Scheer, 26 November 1928)',
    'dateOfDeath(Robert Scheer, 2 March 1890)',
    'placeOfBirth(Reinhard Scheer, Obernkirchen) START 30 September 1863',
    'placeOfDeath(Robert Scheer, Hanover) START on 2 March 1890',
  ]);
});

test('a date of another clause of the sentence is no birth\'s: "was born in Tromsø and studied economics …, graduating in 1985"', () => {
  const text =
    'Margit Solberg ( 12 March 1961 – 3 May 2020 ) was a Norwegian politician . Solberg was born in Tromsø and studied economics at the University of Bergen , graduating in 1985 .';
  assert.deepEqual(
    lifeFacts(text, 'Margit Solberg').filter((f) => f.startsWith('placeOfBirth')),
    ['placeOfBirth(Margit Solberg, Tromsø) START 12 March 1961'],
  );
});

test("what the page's person held or was ends at their death at the latest; what they founded, wrote or were born to does not", () => {
  const text =
    'Wilhelm Külz ( 18 February 1875 – 10 April 1948 ) was a German liberal politician . In 1904 he moved to Bückeburg . ' +
    'In 1912 he became mayor of Dresden . In 1945 he co-founded the Liberal Democratic Party of Germany .';
  const doc = toSourceDocument({ id: 'd', text, title: 'Wilhelm Külz', date: '2021-08-01' }, 0, 'global');
  const facts = sentenceWindows(text)
    .flatMap((window) => extractor.extract({ document: doc, window }))
    .filter((c) => ['residence', 'mayor', 'founder'].includes(c.predicate))
    .map((c) => `${c.predicate}(${c.subject}, ${c.object}) ${(c.temporal ?? []).map((t) => `${t.role} ${t.text}`).join(' ')}`)
    .sort();
  assert.deepEqual(facts, [
    'founder(Liberal Democratic Party of Germany, Wilhelm Külz) START In 1945',
    'mayor(Dresden, Wilhelm Külz) START In 1912 END 10 April 1948',
    'residence(Wilhelm Külz, Bückeburg) START In 1904 END 10 April 1948',
  ]);
});

test('a death said in prose ("Conyers died on October 27 , 2019") ends what the person held, as brackets would; a wife\'s death ("Mrs . Conyers died") does not', () => {
  const facts = (tail: string) => {
    const text = `John Conyers ( born May 16 , 1929 ) was an American politician . Conyers married Monica Esters , a teacher in Detroit , in 1990 . ${tail}`;
    const doc = toSourceDocument({ id: 'd', text, title: 'John Conyers', date: '2021-08-01' }, 0, 'global');
    return sentenceWindows(text)
      .flatMap((window) => extractor.extract({ document: doc, window }))
      .filter((c) => ['spouse', 'dateOfDeath'].includes(c.predicate))
      .map((c) => `${c.predicate}(${c.subject}, ${c.object}) ${(c.temporal ?? []).map((t) => `${t.role} ${t.text}`).join(' ')}`.trim())
      .sort();
  };
  assert.deepEqual(facts('Conyers died on October 27 , 2019 , at his home in Detroit .'), [
    'dateOfDeath(John Conyers, October 27 , 2019)',
    'spouse(John Conyers, Monica Esters) START in 1990 END on October 27 , 2019',
  ]);
  assert.deepEqual(
    facts('Mrs . Conyers died on October 27 , 2019 .').filter((f) => f.startsWith('spouse')),
    ['spouse(John Conyers, Monica Esters) START in 1990'],
  );
});

test('"She married the physician Erik Holm in 1958 ; the marriage was dissolved in 1971": a divorce the page tells next ends the marriage, not another\'s', () => {
  const spouses = (body: string) => {
    const text = `Marta Lindgren ( 14 March 1931 – 2 May 2009 ) was a Swedish chemist . ${body}`;
    const doc = toSourceDocument({ id: 'd', text, title: 'Marta Lindgren', date: '2021-08-01' }, 0, 'global');
    return sentenceWindows(text)
      .flatMap((window) => extractor.extract({ document: doc, window }))
      .filter((c) => c.predicate === 'spouse')
      .map((c) => `${c.object} ${(c.temporal ?? []).map((t) => `${t.role} ${t.text}`).join(' ')}`);
  };
  assert.deepEqual(spouses('She married the physician Erik Holm in 1958 ; the marriage was dissolved in 1971 .'), ['Erik Holm START in 1958 END in 1971']);
  assert.deepEqual(spouses('She married Erik Holm in 1950 . She married Lars Berg in 1960 ; the marriage was dissolved in 1970 .'), [
    'Erik Holm START in 1950 END 2 May 2009',
    'Lars Berg START in 1960 END in 1970',
  ]);
  // (A later marriage still ends at the spouse's death: "In 1946 she married Olav Brekke ; they divorced in 1955 . … she married Henrik Aas . Aas died in 1988".)
  assert.deepEqual(spouses('In 1946 she married Olav Brekke ; they divorced in 1955 . In 1957 she married Henrik Aas . Aas died in 1988 .'), [
    'Olav Brekke START In 1946 END in 1955',
    'Henrik Aas START In 1957 END in 1988',
  ]);
});

test("a marriage ends at the spouse's death, told by a name of the spouse's own (\"Lucky died in 1997\"), before the person's own", () => {
  const facts = (tail: string) => {
    const text = `Butch Levy ( 1921 – February 9 , 1999 ) was an American football player . Levy married Loretta Lucky Bellson in January 1944 . ${tail}`;
    const doc = toSourceDocument({ id: 'd', text, title: 'Butch Levy', date: '2021-08-01' }, 0, 'global');
    return sentenceWindows(text)
      .flatMap((window) => extractor.extract({ document: doc, window }))
      .filter((c) => c.predicate === 'spouse')
      .map((c) => `${c.predicate}(${c.subject}, ${c.object}) ${(c.temporal ?? []).map((t) => `${t.role} ${t.text}`).join(' ')}`.trim());
  };
  assert.deepEqual(facts('Lucky died in 1997 . Levy died of cancer in 1999 .'), [
    'spouse(Butch Levy, Loretta Lucky Bellson) START in January 1944 END in 1997',
  ]);
  // (Someone else's death ends nothing of it; the person's own still does.)
  assert.deepEqual(facts('Smith died in 1997 .'), ['spouse(Butch Levy, Loretta Lucky Bellson) START in January 1944 END February 9 , 1999']);
  // (Nor a death of one who shares the spouse's surname, nor one after a divorce.)
  assert.deepEqual(facts('Bellson died in 1997 .'), ['spouse(Butch Levy, Loretta Lucky Bellson) START in January 1944 END February 9 , 1999']);
  assert.ok(!facts('The couple divorced in 1962 . Lucky died in 1997 .')[0]!.includes('END in 1997'));
  // (A wife's page calls her husband by his surname.)
  const text = 'Caitlin Macnamara ( 1913 – 1994 ) was a Welsh author . She married Dylan Thomas in 1937 . Thomas died in 1953 . She died in 1994 .';
  const doc = toSourceDocument({ id: 'd', text, title: 'Caitlin Macnamara', date: '2021-08-01' }, 0, 'global');
  const spouse = sentenceWindows(text)
    .flatMap((window) => extractor.extract({ document: doc, window }))
    .find((c) => c.predicate === 'spouse');
  assert.deepEqual(
    spouse?.temporal?.filter((t) => t.role === 'END').map((t) => t.text),
    ['in 1953'],
  );
});

test('"Born in Seattle , he attended …": where the page\'s person was born, from their birth date; not "Born in Manchester , Jane Roe …" (someone else)', () => {
  const facts = (sentence: string) => {
    const text = `Bill Gates ( born October 28 , 1955 ) is an American businessman . ${sentence}`;
    const doc = toSourceDocument({ id: 'd', text, title: 'Bill Gates', date: '2021-08-01', genre: 'encyclopedic' }, 0, 'global');
    return sentenceWindows(text)
      .flatMap((window) => extractor.extract({ document: doc, window }))
      .filter((c) => c.predicate === 'placeOfBirth')
      .map((c) => `${c.subject} | ${c.object} | ${(c.temporal ?? []).map((t) => t.text).join(' ')}`);
  };
  assert.deepEqual(facts('Born in Seattle , he attended Lakeside School .'), ['Bill Gates | Seattle | October 28 , 1955']);
  assert.deepEqual(facts('Born in Rosario , Santa Fe , Gates moved to Spain .'), ['Bill Gates | Rosario, Santa Fe | October 28 , 1955']);
  assert.deepEqual(facts('Born in Manchester , Jane Roe moved to London .'), []);
});
