// The document outline the rule extractor reads around a sentence: blocks (title, heading, list
// item, paragraph) with offsets and their section heading, the entity the page is about, the genre,
// and the block holding an offset.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { blockAt, documentOutline, headingText, sharedOutline, type Block, type Genre, type Outline } from '../../src/extract/structure.js';
import { toSourceDocument } from '../../src/model/document.js';

function doc(text: string, extra: { title?: string; source?: string } = {}) {
  return toSourceDocument({ id: 'page', text, date: '2021-08-01', ...extra }, 0, 'global');
}
function outline(text: string, extra: { title?: string; source?: string } = {}, genre: Genre | 'auto' = 'auto'): Outline {
  return documentOutline(doc(text, extra), genre);
}
const brief = (b: Block) => [b.kind, b.text, b.heading];
// The subject of an encyclopedic page (a news title is a headline: no subject, tested below).
const subjectOf = (title: string, text: string) => outline(text, { title, source: 'wikipedia' }).subject!;

describe('blocks', () => {
  // prettier-ignore
  const TEXT = [
    'Mike Lee ( American politician )',
    'Michael Shumway Lee is an American politician . He was elected in 2010 .',
    '## Early career',
    'Lee was a law clerk for Samuel Alito in 2006 .',
    'Personal life .',
    '- 2004 : first child',
    '* 2006 : second child',
    '1. 2008 : third child',
  ].join('\n\n');
  const o = outline(TEXT, { title: 'Mike Lee ( American politician )' });

  test('each non-empty line is one block: the title, headings, list items and paragraphs, each with its section heading', () => {
    assert.deepEqual(o.blocks.map(brief), [
      ['title', 'Mike Lee ( American politician )', null],
      ['paragraph', 'Michael Shumway Lee is an American politician . He was elected in 2010 .', null],
      ['heading', '## Early career', 'Early career'],
      ['paragraph', 'Lee was a law clerk for Samuel Alito in 2006 .', 'Early career'],
      ['heading', 'Personal life .', 'Personal life'],
      ['item', '- 2004 : first child', 'Personal life'],
      ['item', '* 2006 : second child', 'Personal life'],
      ['item', '1. 2008 : third child', 'Personal life'],
    ]);
  });

  test('block offsets point into the document text, in order', () => {
    for (const b of o.blocks) assert.equal(TEXT.slice(b.start, b.end), b.text);
    for (let i = 1; i < o.blocks.length; i++) assert.ok(o.blocks[i - 1]!.end < o.blocks[i]!.start);
  });

  test('indentation is not part of a block, and its offsets skip it', () => {
    const text = 'Intro line here .\n   - indented item 1999\n';
    const [, item] = outline(text).blocks;
    assert.deepEqual([item!.kind, item!.text, item!.start], ['item', '- indented item 1999', text.indexOf('-')]);
  });

  test('the first line is the title only when it repeats the title (case, spacing and a closing " ." aside)', () => {
    assert.equal(outline('mike  lee ( American politician ) .\n\nHe is a senator .', { title: 'Mike Lee ( American politician )' }).blocks[0]!.kind, 'title');
    assert.equal(outline('Mike Lee is a senator .', { title: 'Mike Lee' }).blocks[0]!.kind, 'paragraph');
    // Without a title, a short capitalised first line is a bare heading, not a title.
    assert.equal(outline('Mike Lee\n\nHe is a senator .', {}).blocks[0]!.kind, 'heading');
  });

  test('a bare heading is a short capitalised noun phrase; sentences, long lines and lists of clauses are paragraphs', () => {
    const kinds = (line: string) => outline(`Intro sentence here .\n\n${line}`).blocks[1]!.kind;
    assert.equal(kinds('Early life .'), 'heading');
    assert.equal(kinds('Artistic directors'), 'heading');
    assert.equal(kinds('Zamalek SC .'), 'heading');
    assert.equal(kinds('He retired .'), 'paragraph');
    assert.equal(kinds('Lee joined Acme .'), 'paragraph');
    assert.equal(kinds('Lee , a lawyer'), 'paragraph');
    assert.equal(kinds('He was elected in 2010 .'), 'paragraph');
    assert.equal(kinds('early life .'), 'paragraph');
    assert.equal(kinds('One Two Three Four Five Six Seven Eight Nine'), 'paragraph');
  });

  test('a short one-sentence paragraph whose verb is not on the verb list is a paragraph, as the doc comment says', () => {
    const kinds = (line: string) => outline(`Intro sentence here .\n\n${line}`).blocks[1]!.kind;
    assert.equal(kinds('Lee clerked for Samuel Alito in 2006 .'), 'paragraph');
    assert.equal(kinds('He married Sharon Burr .'), 'paragraph');
  });

  test('a markdown heading of any level is a heading, whatever its words', () => {
    const o2 = outline('Intro sentence here .\n\n### He was elected in 2010 , narrowly\n\nHe was re-elected in 2016 .');
    assert.deepEqual(o2.blocks.slice(1).map(brief), [
      ['heading', '### He was elected in 2010 , narrowly', 'He was elected in 2010 , narrowly'],
      ['paragraph', 'He was re-elected in 2016 .', 'He was elected in 2010 , narrowly'],
    ]);
  });

  test('headingText drops markup and a closing " ." or ":"', () => {
    assert.equal(headingText('## Club career'), 'Club career');
    assert.equal(headingText('Early life .'), 'Early life');
    assert.equal(headingText('Head coaches:'), 'Head coaches');
    assert.equal(headingText('2004–2008 : Chelsea'), '2004–2008 : Chelsea');
  });
});

describe('the document subject', () => {
  test('a building named for a person is also called without the given name ("the Mellon Building"); a person\'s page is not', () => {
    assert.ok(subjectOf('Andrew Mellon Building', 'The Andrew Mellon Building is a building in Washington .').mentions.has('mellon building'));
    assert.ok(!subjectOf('Andrew Mellon', 'Andrew Mellon was a banker .').mentions.has('mellon building'));
    assert.ok(!subjectOf('Andrew Mellon Building', 'The Andrew Mellon Building is a building in Washington .').mentions.has('building'));
  });

  test('is the title without its disambiguation, and a person is also referred to by surname and first name', () => {
    const s = subjectOf('Mike Lee ( American politician )', 'Mike Lee is an American politician .');
    assert.equal(s.name, 'Mike Lee');
    assert.equal(s.person, true);
    for (const m of ['mike lee', 'mike lee ( american politician )', 'lee', 'mike']) assert.ok(s.mentions.has(m), m);
  });

  test('the name the first sentence opens with is a mention when it shares a word with the title', () => {
    assert.ok(subjectOf('Mike Lee ( American politician )', 'Michael Shumway Lee is an American politician .').mentions.has('michael shumway lee'));
    assert.ok(!subjectOf('Mike Lee ( American politician )', 'Samuel Alito hired him as a clerk .').mentions.has('samuel alito'));
  });

  test('a lifespan or "born" right after the name makes a person', () => {
    assert.equal(subjectOf('Herbert Dallmann', 'Herbert Dallmann ( 28 October 1930 – 29 May 2005 ) was a German officer .').person, true);
    assert.equal(subjectOf('Anna Smith', 'Anna Smith ( born 3 May 1950 ) is a German chemist .').person, true);
    assert.equal(subjectOf('Licia Albanese', 'Felicia Albanese ( July 23 , 1909 – August 15 , 2014 ) was a soprano .').person, true);
    assert.equal(subjectOf('Herbert Dallmann', 'Herbert Dallmann was a German officer .').person, false);
  });

  test('a name with a title after its comma is a person\'s name: "George Cambridge, 2nd Marquess of Cambridge", "Fulk, King of Jerusalem"', () => {
    const george = subjectOf(
      'George Cambridge , 2nd Marquess of Cambridge',
      'George Francis Hugh Cambridge , 2nd Marquess of Cambridge , ( 11 October 1895 – 16 April 1981 ) , was a relative of the British Royal Family .',
    );
    assert.equal(george.person, true);
    const fulk = subjectOf(
      'Fulk , King of Jerusalem',
      'Fulk ( , or Foulques ; c . 1089/92 – 13 November 1143 ) was the king of Jerusalem . He married Melisende .',
    );
    assert.equal(fulk.person, true);
    assert.ok(fulk.mentions.has('fulk'));
  });

  test('particles of other languages belong to a name: "Martín de Gurrea y Aragón" is a person', () => {
    const s = subjectOf(
      'Martín de Gurrea y Aragón',
      'Martín de Gurrea y Aragón ( 17 May 1525 - 25 April 1581 ) was a Spanish nobleman . He was born in Pedrola .',
    );
    assert.equal(s.person, true);
    assert.ok(s.mentions.has('martín'));
  });

  test('a person-like disambiguation makes a person; "( magazine )" or "( TV series )" does not, however many he/she', () => {
    const pronouns = 'He said he would . She said she would . He did his part and she did hers .';
    assert.equal(subjectOf('Lionel Messi ( footballer )', 'A player .').person, true);
    // An office or a trade of the screen names a person too ("( governor )", "( film producer )").
    const governor = subjectOf('Preston Smith ( governor )', 'Preston Earnest Smith was the 40th Governor of Texas . In 1969 , Smith named Pendleton .');
    assert.deepEqual([governor.person, governor.mentions.has('smith')], [true, true]);
    assert.equal(subjectOf('Pat Sullivan ( film producer )', 'A cartoonist .').person, true);
    const magazine = subjectOf('Rolling Stone ( magazine )', `Rolling Stone is a magazine . ${pronouns}`);
    assert.deepEqual([magazine.name, magazine.person, magazine.mentions.has('stone')], ['Rolling Stone', false, false]);
    assert.equal(subjectOf('The Wire ( TV series )', `The Wire is a drama . ${pronouns}`).person, false);
  });

  test('a team or a party is also the plural that ends its name ("the Yankees"); "Comics and Stories" is not "Stories"', () => {
    assert.ok(subjectOf('New York Yankees', 'The New York Yankees are a baseball team . The Yankees won .').mentions.has('yankees'));
    assert.ok(subjectOf('Federation of the Greens', 'The Federation of the Greens is a party in Italy .').mentions.has('greens'));
    assert.ok(!subjectOf("Walt Disney's Comics and Stories", 'It is a comic book .').mentions.has('stories'));
    assert.ok(!subjectOf('University of Texas', 'The University of Texas is a university .').mentions.has('texas'));
    assert.ok(!subjectOf('United States', 'The United States is a country .').mentions.has('states'));
    assert.ok(!subjectOf('Siemens', 'Siemens is a company .').mentions.has('siemens ag'));
    assert.ok(!subjectOf('Bayerisches Armeemuseum', 'It is a museum .').mentions.has('armeemuseum'));
  });

  test('a name the title adds a kind or a home to: "U-38", "Class 24", "Vogue", "Dream" of a team based in Atlanta; never "Aachen" of a club from Aachen', () => {
    const has = (title: string, opening: string, short: string) => subjectOf(title, opening).mentions.has(short);
    assert.ok(has('German submarine U-38', 'German submarine U-38 was a Type IXA U-boat .', 'u-38'));
    assert.ok(has('British Rail Class 24', 'The British Rail Class 24 is a class of diesel locomotives .', 'class 24'));
    assert.ok(has('British Vogue', 'British Vogue is a fashion magazine .', 'vogue'));
    assert.ok(has('Atlanta Dream', 'The Atlanta Dream is a professional basketball team based in Atlanta .', 'dream'));
    assert.ok(!has('Alemannia Aachen', 'Alemannia Aachen is a German football club from the western city of Aachen .', 'aachen'));
    assert.ok(!has('American Airlines', 'American Airlines is an airline .', 'airlines'));
    assert.ok(!has('Scottish National Party', 'The Scottish National Party is a party .', 'national party'));
  });

  test("an opening defines its subject as a thing only by a noun that heads the subject's own phrase", () => {
    // (A paragraph of a biography without its opening: the company is where she worked.)
    const worked = subjectOf('Meg Whitman', 'Whitman was an executive in The Walt Disney Company . Whitman was CEO of eBay .');
    assert.equal(worked.decided, false, 'a post "in" a company is no definition of the page');
    assert.equal(subjectOf('Jo Hart', 'Jo Hart is a British Labour Party politician .').decided, false, 'the party names the politician');
    assert.equal(subjectOf('Acme', 'Acme is an American company based in Ohio .').decided, true, 'a company based in Ohio');
    assert.equal(subjectOf('Vogue', 'Vogue is a fashion magazine published in London .').decided, true, 'a magazine published in London');
    assert.equal(subjectOf('Lark', 'Lark is a radio comedy show .').decided, true, 'a show, at the end of the sentence');
    assert.equal(subjectOf('Kessler Games', 'Kessler Games is a Japanese video game company known for arcade games .').decided, true, 'a video game company');
    assert.equal(subjectOf('Jane Roe', 'Jane Roe is an American businesswoman who founded the company in 1990 .').decided, false, 'who founded the company');
  });

  test('without any other sign, many he/she and few it/they make a person', () => {
    assert.equal(subjectOf('Jane Roe', 'Jane Roe is a surgeon . She trained in Ohio . Her mentor praised her .').person, true);
    assert.equal(subjectOf('Acme Works', 'Acme Works is a maker . It grew . Its staff said she left . They hired him .').person, false);
    // A single biographical paragraph often has one "he" and no "it": still a person.
    assert.equal(subjectOf('Steven Ozment', 'In 1977 , he was awarded a Guggenheim Fellowship .').person, true);
  });

  test("a person's particle belongs to the surname; honorifics and suffixes are not mentions", () => {
    const gaulle = subjectOf('Charles de Gaulle ( French general )', 'Charles de Gaulle was a French general .');
    assert.ok(gaulle.mentions.has('de gaulle') && gaulle.mentions.has('gaulle'));
    const sainz = subjectOf('Carlos Sainz Jr . ( racing driver )', 'Carlos Sainz Jr . is a Spanish racing driver .');
    assert.deepEqual([sainz.name, sainz.person], ['Carlos Sainz Jr.', true]);
    assert.ok(sainz.mentions.has('sainz') && sainz.mentions.has('carlos') && !sainz.mentions.has('jr.'));
  });

  test('"born" right after a name that contains a period ("Jr .", an initial) makes a person, as the doc comment says', () => {
    assert.equal(subjectOf('Carlos Sainz Jr .', 'Carlos Sainz Jr . ( born 1 September 1994 ) is a Spanish racing driver .').person, true);
    assert.equal(subjectOf('John F . Kennedy', 'John F . Kennedy ( May 29 , 1917 – November 22 , 1963 ) was an American politician .').person, true);
  });

  test('a thing is also named without "The", a ship without its prefix, and never by one of its words', () => {
    const ballet = subjectOf('The Korea National Ballet', 'The Korea National Ballet is a ballet company founded in 1962 .');
    assert.deepEqual([ballet.person, ballet.mentions.has('korea national ballet'), ballet.mentions.has('ballet')], [false, true, false]);
    const ship = subjectOf('USS Slater', 'USS Slater is a destroyer escort . It was launched in 1944 .');
    assert.deepEqual([ship.person, ship.mentions.has('slater')], [false, true]);
  });

  test('a document without a title has no subject', () => {
    assert.equal(outline('Mike Lee is a senator .').subject, null);
  });
});

describe('genre', () => {
  const NEWS = 'Acme said on Monday that Jane Doe will become its chief executive in 2022 .';
  test('a wiki source is encyclopedic, whatever the text', () => {
    assert.equal(outline(NEWS, { title: 'Acme', source: 'en.wikipedia.org' }).genre, 'encyclopedic');
  });
  test('a short news item is news', () => {
    assert.equal(outline(NEWS, { title: 'Acme names a chief executive', source: 'reuters' }).genre, 'news');
  });
  test('a news title is a headline, not a subject: "Acme expands" must not rename Acme in the text', () => {
    assert.equal(outline('Acme Corp is headquartered in Tacoma .', { title: 'Acme expands', source: 'reuters' }).subject, null);
  });
  test('an entry-style opening about the title with several dates is encyclopedic', () => {
    assert.equal(
      outline('Jane Roe ( 1930 – 2005 ) was an American surgeon . She trained in 1955 .', { title: 'Jane Roe', source: 'archive' }).genre,
      'encyclopedic',
    );
  });
  test('dates spanning decades are encyclopedic, without an entry-style opening', () => {
    assert.equal(
      outline('In 1955 , Roe trained . She moved in 1960 , 1970 , 1980 and 1990 . She died in 2005 .', { title: 'Roe', source: 'archive' }).genre,
      'encyclopedic',
    );
  });
  test('many dates within a few years are still news', () => {
    assert.equal(
      outline('Acme said on Monday that it will close plants in 2020 , 2021 , 2022 , 2023 , 2024 and 2025 .', { title: 'Acme', source: 'reuters' }).genre,
      'news',
    );
  });
  test('an explicit genre wins over the guess', () => {
    assert.equal(outline(NEWS, { title: 'Acme', source: 'wikipedia' }, 'news').genre, 'news');
    assert.equal(outline(NEWS, { title: 'Acme', source: 'reuters' }, 'encyclopedic').genre, 'encyclopedic');
  });
  test('an entry-style opening that does not span decades is news, as the doc comment says', () => {
    assert.equal(
      outline('Acme is a toolmaker based in Ohio . It reported losses in 2019 , 2020 and 2021 .', { title: 'Acme', source: 'reuters' }).genre,
      'news',
    );
  });
});

describe('blockAt', () => {
  const TEXT = 'Title Here\n\nFirst paragraph .\n\n## Section\n\n- item one 1999\n- item two 2000\n\nLast paragraph .';
  const o = outline(TEXT, { title: 'Title Here' });

  test('finds the block holding every offset inside a block, first and last character included', () => {
    for (const b of o.blocks) {
      for (let at = b.start; at < b.end; at++) assert.equal(blockAt(o, at), b, `offset ${at}`);
    }
  });

  test("offsets between blocks, at a block's exclusive end, or outside the text have no block", () => {
    assert.equal(blockAt(o, o.blocks[0]!.end), null);
    assert.equal(blockAt(o, TEXT.indexOf('\n- item two')), null);
    assert.equal(blockAt(o, -1), null);
    assert.equal(blockAt(o, TEXT.length), null);
    assert.equal(blockAt({ ...o, blocks: [] }, 0), null);
  });
});

describe('a document that says its genre', () => {
  test('its "genre" field wins over the corpus setting and the guess', () => {
    const doc = toSourceDocument(
      { id: 'n', title: 'Acme expands', source: 'reuters', genre: 'encyclopedic', text: 'Acme moved to Boston in 2004 .' },
      0,
      'global',
    );
    assert.equal(documentOutline(doc, 'news').genre, 'encyclopedic');
    assert.equal(documentOutline({ ...doc, genre: null }, 'news').genre, 'news');
  });
  test('an unknown genre is refused at the boundary, naming the field', () => {
    assert.throws(() => toSourceDocument({ id: 'n', text: 'x', genre: 'poetry' }, 0, 'global'), /genre/);
  });
});

test("the public documentOutline gives each caller its own outline; ingest's shared one is remembered for the same document", () => {
  const d = doc('Acme Corp\n\nAcme Corp is a company. It makes widgets.', { title: 'Acme Corp' });
  const mine = documentOutline(d);
  mine.blocks.length = 0;
  assert.ok(documentOutline(d).blocks.length > 0);
  assert.equal(sharedOutline(d), sharedOutline(d));
});
