// Narrative time: an undated sentence happens at the time its paragraph (or, in encyclopedic text,
// its section heading) is telling, marked with the cue 'narrative'; lifespans after a name do not
// date the sentence they sit in.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { NARRATIVE_CUE, narrativeTimes } from '../../src/extract/narrative.js';
import { splitSentences } from '../../src/extract/sentences.js';
import { documentOutline, type Genre } from '../../src/extract/structure.js';
import type { TemporalExpression } from '../../src/extract/temporal.js';
import { toSourceDocument } from '../../src/model/document.js';
import { toIso } from '../../src/model/time.js';

interface Told {
  text: string;
  own: string[];
  inherited: string | null;
  raw: { own: TemporalExpression[]; inherited: TemporalExpression | null };
}

/** Each sentence with its own expressions and its inherited one, as "ROLE date cue «text»". */
function narrate(text: string, options: { title?: string; source?: string; genre?: Genre | 'auto' } = {}): Told[] {
  const doc = toSourceDocument(
    { id: 'page', text, date: '2021-08-01', title: options.title ?? 'Jane Roe', source: options.source ?? 'wikipedia' },
    0,
    'global',
  );
  const sentences = splitSentences(text);
  const { own, inherited } = narrativeTimes(text, sentences, documentOutline(doc, options.genre ?? 'auto'), doc.time);
  assert.equal(own.length, sentences.length);
  assert.equal(inherited.length, sentences.length);
  const show = (t: TemporalExpression) => `${t.role} ${toIso(t.time)} ${t.cue} «${t.text}»`;
  return sentences.map((s, i) => ({
    text: s.text,
    own: own[i]!.map(show),
    inherited: inherited[i] ? show(inherited[i]!) : null,
    raw: { own: own[i]!, inherited: inherited[i]! },
  }));
}
const find = (told: Told[], start: string) => told.find((t) => t.text.startsWith(start))!;
/** A sentence's own expressions as "ROLE date", for the tests of dates without a year. */
const dated = (told: Told[], start: string) => find(told, start).own.map((x) => x.split(' ').slice(0, 2).join(' '));

describe('inheritance inside a block', () => {
  const TEXT =
    'Jane Roe\n\nJane Roe is a physician . She moved to Boston in 2004 . She completed fellowships at Alpha University . She later opened a clinic .\n\nShe likes tennis .';
  const told = narrate(TEXT);

  test('an undated sentence inherits the latest START or POINT of earlier sentences in its block, as a START with the cue "narrative"', () => {
    assert.equal(find(told, 'She completed').inherited, 'START 2004-01-01 narrative «in 2004»');
    assert.equal(find(told, 'She later opened').inherited, 'START 2004-01-01 narrative «in 2004»');
    assert.equal(NARRATIVE_CUE, 'narrative');
  });

  test('sentences before any date, and dated sentences, inherit nothing', () => {
    assert.equal(find(told, 'Jane Roe is').inherited, null);
    assert.equal(find(told, 'She moved').inherited, null);
    assert.deepEqual(find(told, 'She moved').own, ['START 2004-01-01 moved «in 2004»']);
  });

  test('the inheritance resets at a block boundary', () => {
    assert.equal(find(told, 'She likes tennis').inherited, null);
  });

  test('inherited expressions keep the offsets of the date they copy, in the document text', () => {
    const t = find(told, 'She completed').raw.inherited!;
    assert.equal(TEXT.slice(t.start, t.end), t.text);
    assert.equal(t.start, TEXT.indexOf('in 2004'));
    for (const x of told.flatMap((s) => s.raw.own)) assert.equal(TEXT.slice(x.start, x.end), x.text);
  });

  test('a later date in the narration replaces the earlier one', () => {
    const t = narrate('Jane Roe\n\nJane Roe moved to Boston in 2004 . She joined Acme in 2009 . She met Bob Smith .');
    assert.equal(find(t, 'She met').inherited, 'START 2009-01-01 narrative «in 2009»');
  });

  test('an END alone is not a narrative time', () => {
    const t = narrate('Jane Roe\n\nJane Roe left Acme in 2004 . She met Bob Smith .');
    assert.equal(find(t, 'She met').inherited, null);
  });

  test('news paragraphs inherit within themselves too — the days the report tells of, not its background years', () => {
    const t = narrate('Acme opened a plant in Ohio last week . It hired 300 people .', { title: 'Acme', source: 'reuters', genre: 'news' });
    assert.match(find(t, 'It hired').inherited ?? '', /narrative «last week»/);
    // ("Acme opened a plant in 2004 . It employs 300 people .": the employing is of the report's date.)
    const background = narrate('Acme opened a plant in 2004 . It employs 300 people .', { title: 'Acme', source: 'reuters', genre: 'news' });
    assert.equal(find(background, 'It employs').inherited, null);
    // (A sentence that points back to the background date takes it: "At the time", "That year".)
    const pointed = narrate('Acme was founded in Tromsø in 1998 . At the time its chief executive was Per Lund .', {
      title: 'Acme',
      source: 'reuters',
      genre: 'news',
    });
    assert.equal(find(pointed, 'At the time').inherited, 'START 1998-01-01 narrative «in 1998»');
  });
});

describe('sequels', () => {
  test('"Subsequently, …" inherits the END of the previous sentence\'s period, as a START', () => {
    const t = narrate('Jane Roe\n\nJane Roe worked at Acme from 1990 to 1995 . Subsequently , she joined Beta Corp . She also led Gamma .');
    assert.equal(find(t, 'Subsequently').inherited, 'START 1995-01-01 narrative «to 1995»');
    // Without a sequel cue, the period's start is the narrative time.
    assert.equal(find(t, 'She also led').inherited, 'START 1990-01-01 narrative «from 1990»');
  });

  test('"Then …" after "until X" starts at X', () => {
    const t = narrate('Jane Roe\n\nJane Roe worked at Acme until 2004 . Then she met Bob Smith .');
    assert.equal(find(t, 'Then she').inherited, 'START 2004-01-01 narrative «until 2004»');
  });

  test('a sequel after a sentence with no END falls back to the latest start', () => {
    const t = narrate('Jane Roe\n\nJane Roe joined Acme in 2004 . Later , she led its lab .');
    assert.equal(find(t, 'Later').inherited, 'START 2004-01-01 narrative «in 2004»');
  });
});

describe('section headings', () => {
  const TEXT =
    'Frank Lampard\n\nFrank Lampard is an English coach .\n\n## 2004–2008 : Chelsea\n\nHe won the league twice . He scored often .\n\nHe was captain .\n\n## Style\n\nHe is fast .';

  test('in encyclopedic text, every block of a section inherits the first date of its heading', () => {
    const t = narrate(TEXT, { title: 'Frank Lampard' });
    assert.equal(find(t, 'He won').inherited, 'START 2004-01-01 narrative «2004»');
    assert.equal(find(t, 'He scored').inherited, 'START 2004-01-01 narrative «2004»');
    assert.equal(find(t, 'He was captain').inherited, 'START 2004-01-01 narrative «2004»');
    const h = find(t, 'He won').raw.inherited!;
    assert.equal(TEXT.slice(h.start, h.end), '2004');
    assert.equal(h.start, TEXT.indexOf('2004'));
  });

  test('a heading without a date gives its section none', () => {
    assert.equal(find(narrate(TEXT, { title: 'Frank Lampard' }), 'He is fast').inherited, null);
  });

  test("news does not carry a heading's date into its paragraphs", () => {
    assert.equal(find(narrate(TEXT, { title: 'Frank Lampard', genre: 'news' }), 'He won').inherited, null);
  });
});

describe('lifespans', () => {
  test("a lifespan range in parentheses after a name is dropped from the sentence's own times", () => {
    const t = narrate('Kriegsmarine\n\nHerbert Dallmann ( 1909–1996 ) was appointed commander in 1943 .', { title: 'Kriegsmarine' });
    assert.deepEqual(find(t, 'Herbert').own, ['START 1943-01-01 appointed «in 1943»']);
  });

  test('"( born 12 May 1950 )" after a name is dropped too', () => {
    const t = narrate('Kriegsmarine\n\nAnna Smith ( born 12 May 1950 ) joined the board in 1990 .', { title: 'Kriegsmarine' });
    assert.deepEqual(find(t, 'Anna Smith').own, ['START 1990-01-01 joined «in 1990»']);
  });

  test('a lifespan does not become a narrative time for the next sentence', () => {
    const t = narrate('Kriegsmarine\n\nAnna Smith ( born 12 May 1950 ) is an admiral . She commands the fleet .', { title: 'Kriegsmarine' });
    assert.deepEqual([find(t, 'Anna Smith').own, find(t, 'She commands').inherited], [[], null]);
  });

  test('a birth is no narrative time either: "was born in 1971 … He attended Minj Primary School" is undated', () => {
    const t = narrate('James Marape\n\nMarape was born in 1971 in Tari . He attended Minj Primary School .', { title: 'James Marape', genre: 'encyclopedic' });
    assert.deepEqual([find(t, 'Marape was born').own.length, find(t, 'He attended').inherited], [1, null]);
  });

  test('a short range in parentheses stays', () => {
    const t = narrate('Mike Bongiorno\n\nThe show Rischiatutto ( 1970–1974 ) was hosted by Mike Bongiorno .', { title: 'Mike Bongiorno' });
    assert.deepEqual(find(t, 'The show').own, ['START 1970-01-01 range «1970»', 'END 1974-01-01 range «1974»']);
  });

  test('a range of exactly 35 years in parentheses stays (lifespans "span more than 35 years")', () => {
    const t = narrate('Mike Bongiorno\n\nThe show Rischiatutto ( 1950–1985 ) was hosted by Mike Bongiorno .', { title: 'Mike Bongiorno' });
    assert.deepEqual(find(t, 'The show').own, ['START 1950-01-01 range «1950»', 'END 1985-01-01 range «1985»']);
  });
});

describe('dates without a year', () => {
  test("in a history they take the narrative year, not the document's; without one they are dropped", () => {
    const told = narrate(
      'Jane Roe\n\nIn 2017 , Roe endorsed Moore . On November 10 , Roe asked the Moore campaign to stop using it .\n\nOn March 3 , she spoke .',
    );
    assert.deepEqual(dated(told, 'On November 10'), ['POINT 2017-11-10']);
    assert.deepEqual(find(told, 'On March 3').own, []);
  });

  test('"lost the election of July 1945, and Attlee replaced him on 26 July": the year the sentence gave last, before the narrative\'s', () => {
    const told = narrate(
      'Winston Churchill\n\nOn 10 May 1940 Churchill became prime minister . The Conservatives lost the election of July 1945 , and Attlee replaced him on 26 July .',
      {
        title: 'Winston Churchill',
      },
    );
    assert.deepEqual(dated(told, 'The Conservatives'), ['POINT 1945-07-01', 'START 1945-07-26']);
  });

  test('"chief executive since 2007, resigned on 23 September" in a 2015 narrative: a bare year earlier in the sentence is no anchor; "from December 1984 until 3 March" ends in 1985', () => {
    const told = narrate(
      'Jane Roe\n\nIn 2015 , Roe joined Beta . Roe , who had been chief executive of Acme since 2007 , resigned on 23 September . She chaired Gamma from December 1984 until 3 March .',
    );
    assert.deepEqual(dated(told, 'Roe ,'), ['START 2007-01-01', 'END 2015-09-23']);
    assert.deepEqual(dated(told, 'She chaired'), ['START 1984-12-01', 'END 1985-03-03']);
  });

  test('"during the 27–28 August offensive": both days of a range take the narrative year', () => {
    const told = narrate('Audie Murphy\n\nIn August 1944 , Murphy landed in France . Murphy fought during the 27–28 August offensive at Montélimar .', {
      title: 'Audie Murphy',
    });
    assert.deepEqual(dated(told, 'Murphy fought'), ['START 1944-08-27', 'END 1944-08-28']);
  });

  test('"On 6 July of that year", "on 15 February of the following year": a day of the narrative\'s year, or of the year after it', () => {
    const told = narrate(
      'Jane Roe\n\nOn 23 September 2008 , Roe was named Perugia manager . Sacked on 15 February of the following year , she returned on 24 March 2010 with Grosseto . On 6 July of that year Roe was appointed manager of Alessandria .',
    );
    assert.deepEqual(dated(told, 'Sacked'), ['END 2009-02-15', 'POINT 2010-03-24']);
    assert.deepEqual(dated(told, 'On 6 July'), ['START 2010-07-06']);
  });

  test('"From May–June 1972", "4 April–21 November 1966": the first date of a range is in the year its second names, not the narrative\'s', () => {
    const told = narrate(
      'VA-94\n\nFrom May–June 1972 , VA-94 participated in Operation Linebacker .\n\nIn 1965 , VA-15 moved to Cecil Field . From 4 April–21 November 1966 , VA-15 deployed to Vietnam .',
      { title: 'VA-94' },
    );
    assert.deepEqual(dated(told, 'From May'), ['START 1972-05-01', 'END 1972-06-01']);
    assert.deepEqual(dated(told, 'From 4 April'), ['START 1966-04-04', 'END 1966-11-21']);
  });

  test("news keeps the document's year (it describes the present at its date)", () => {
    const told = narrate('On November 10 , the board met .', { title: 'Board meets', source: 'reuters', genre: 'news' });
    assert.deepEqual(dated(told, 'On November 10'), ['POINT 2021-11-10']);
  });
});
