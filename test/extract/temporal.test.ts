// Behaviour of the temporal tagger: which date expressions it finds, the role each plays for the
// validity interval (START / END / POINT), and the instant it contributes under the [start, end) convention.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as chrono from 'chrono-node';
import { CHRONO_SKIPPED_PARSERS, tagTemporal } from '../../src/extract/temporal.js';
import type { TemporalExpression } from '../../src/extract/temporal.js';
import { utc } from '../../src/model/time.js';
import type { Granularity, Instant } from '../../src/model/time.js';

/** The document time used for relative expressions: 15 June 2020. */
const DOC = utc(2020, 6, 15);

/** Tags `text` and checks the invariants every result must keep. */
function tag(text: string, documentTime?: Instant): TemporalExpression[] {
  const xs = tagTemporal(text, documentTime === undefined ? {} : { documentTime });
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    assert.equal(text.slice(x.start, x.end), x.text, `offsets of "${x.text}" point into the text`);
    const prev = xs[i - 1];
    if (prev === undefined) continue;
    assert.ok(prev.start <= x.start, 'sorted by start offset');
    const samePeriod = prev.start === x.start && prev.end === x.end && prev.cue === 'decade';
    assert.ok(samePeriod || prev.end <= x.start, `"${prev.text}" and "${x.text}" do not overlap`);
  }
  return xs;
}

type Brief = [text: string, role: TemporalExpression['role'], time: Instant, granularity: Granularity, cue: string];

const brief = (xs: TemporalExpression[]): Brief[] => xs.map((x) => [x.text, x.role, x.time, x.granularity, x.cue]);

function expectTags(text: string, expected: Brief[], documentTime?: Instant): void {
  assert.deepEqual(brief(tag(text, documentTime)), expected, text);
}

// --- START cues -------------------------------------------------------------------------------

test("'since 2019' starts the validity at 1 January 2019", () => {
  expectTags('He has been CEO since 2019 .', [['since 2019', 'START', utc(2019), 'year', 'since']]);
});

test("'starting in' and 'beginning in' start the validity", () => {
  expectTags('starting in 2019 , the firm', [['starting in 2019', 'START', utc(2019), 'year', 'starting']]);
  expectTags('beginning in March 2004', [['beginning in March 2004', 'START', utc(2004, 3), 'month', 'beginning']]);
});

test("'from 2004' without a following 'to' is a START on its own", () => {
  expectTags('From 2004 , he led the team .', [['From 2004', 'START', utc(2004), 'year', 'from']]);
});

test("'after 2010' starts the validity once 2010 is over", () => {
  expectTags('after 2010', [['after 2010', 'START', utc(2011), 'year', 'after']]);
});

// --- Ranges -----------------------------------------------------------------------------------

test("'from 2004 to 2005' is a START in 2004 and an exclusive END at the start of 2005", () => {
  expectTags('He was CEO from 2004 to 2005 , then left .', [
    ['from 2004', 'START', utc(2004), 'year', 'from'],
    ['to 2005', 'END', utc(2005), 'year', 'to'],
  ]);
});

test("'from March 2004 to June 2005' splits chrono's range into a month START and END", () => {
  expectTags('from March 2004 to June 2005', [
    ['from March 2004', 'START', utc(2004, 3), 'month', 'from'],
    ['to June 2005', 'END', utc(2005, 6), 'month', 'to'],
  ]);
});

test("'23 July-27 December 1942': a range of days joined by a hyphen, as lineage lists write them, is a START and an END", () => {
  expectTags('Bradley Field , Connecticut , 23 July-27 December 1942', [
    ['23 July', 'START', utc(1942, 7, 23), 'day', 'range'],
    ['27 December 1942', 'END', utc(1942, 12, 27), 'day', 'range'],
  ]);
});

test("'from 1958 onwards' is a start that goes on, its word part of the expression", () => {
  expectTags('the Anglo-Burmese left in steady streams from 1958 onwards , principally to Australia', [
    ['from 1958 onwards', 'START', utc(1958), 'year', 'open'],
  ]);
});

test("'from 2004 until 2005' ends at the start of 2005, with the cue 'until'", () => {
  expectTags('from 2004 until 2005', [
    ['from 2004', 'START', utc(2004), 'year', 'from'],
    ['until 2005', 'END', utc(2005), 'year', 'until'],
  ]);
});

test("'from 2004 through 2005' includes 2005, so it ends at the start of 2006", () => {
  expectTags('from 2004 through 2005', [
    ['from 2004', 'START', utc(2004), 'year', 'from'],
    ['through 2005', 'END', utc(2006), 'year', 'through'],
  ]);
});

test("'between 1990 and 1995' is a START in 1990 and an END at the start of 1995", () => {
  expectTags('between 1990 and 1995', [
    ['between 1990', 'START', utc(1990), 'year', 'between'],
    ['and 1995', 'END', utc(1995), 'year', 'between'],
  ]);
});

test("year ranges written with dashes or 'to' are a START and an END with the cue 'range'", () => {
  for (const text of ['(1997–2011)', '1997–2011', '1997-2011', '1997 – 2011', '1997—2011']) {
    expectTags(text, [
      ['1997', 'START', utc(1997), 'year', 'range'],
      ['2011', 'END', utc(2011), 'year', 'range'],
    ]);
  }
  expectTags('served 1997 to 2011', [
    ['1997', 'START', utc(1997), 'year', 'range'],
    ['to 2011', 'END', utc(2011), 'year', 'range'],
  ]);
});

test('a range that starts and ends in the same period ends when that period ends', () => {
  expectTags('from 2008 to 2008', [
    ['from 2008', 'START', utc(2008), 'year', 'from'],
    ['to 2008', 'END', utc(2009), 'year', 'to'],
  ]);
  expectTags('1997–1997', [
    ['1997', 'START', utc(1997), 'year', 'range'],
    ['1997', 'END', utc(1998), 'year', 'range'],
  ]);
});

test("an open range ('1997–present', '2011–', '2021 to present') only starts the validity, with a cue of its own", () => {
  expectTags('Smith (1997–present) is', [['1997', 'START', utc(1997), 'year', 'open']]);
  expectTags('Jones (2011–) is', [['2011', 'START', utc(2011), 'year', 'open']]);
  expectTags('Roland Busch ( 2021 to present )', [['2021', 'START', utc(2021), 'year', 'open']]);
  expectTags('He has lived there since 1990 until today.', [['since 1990', 'START', utc(1990), 'year', 'since']]);
  expectTags('from 2004 to present', [['from 2004', 'START', utc(2004), 'year', 'from']]);
  // … and one whose start the text does not know only ends it.
  expectTags('- Faruk Sejdini ( - 10 Nov 2007 )', [['10 Nov 2007', 'END', utc(2007, 11, 10), 'day', 'until']]);
});

test("a two-digit range end ('1997–99') is read in the century of the start", () => {
  expectTags('1997–99', [
    ['1997', 'START', utc(1997), 'year', 'range'],
    ['99', 'END', utc(1999), 'year', 'range'],
  ]);
});

test('scores, page ranges and descending pairs are not read as year ranges', () => {
  assert.deepEqual(tag('a 3–2 win'), []);
  assert.deepEqual(tag('see pages 10-20'), []);
  expectTags('2011-1997', [
    ['2011', 'POINT', utc(2011), 'year', 'date'],
    ['1997', 'POINT', utc(1997), 'year', 'date'],
  ]);
});

test('full-date ranges split into a day START and a day END', () => {
  expectTags('Smith ( 12 March 1920 – 5 June 2001 ) was', [
    ['12 March 1920', 'START', utc(1920, 3, 12), 'day', 'range'],
    ['5 June 2001', 'END', utc(2001, 6, 5), 'day', 'range'],
  ]);
});

// --- END cues ---------------------------------------------------------------------------------

test("'until March 2010' ends the validity at 1 March 2010", () => {
  expectTags('until March 2010', [['until March 2010', 'END', utc(2010, 3, 1), 'month', 'until']]);
});

test("'till' and 'up to' are END cues named 'until'", () => {
  expectTags('till 2010', [['till 2010', 'END', utc(2010), 'year', 'until']]);
  expectTags('up to 2010', [['up to 2010', 'END', utc(2010), 'year', 'until']]);
});

test("'before 2010' ends the validity where 2010 begins", () => {
  expectTags('Before 2010 , he lived in Paris .', [['Before 2010', 'END', utc(2010), 'year', 'before']]);
});

test('verbs of leaving turn a following date into an END named after the verb', () => {
  const cases: Array<[string, string]> = [
    ['The war ended in 2010 .', 'ended'],
    ['He left in 2010 .', 'left'],
    ['He stepped down in 2010 .', 'stepped down'],
    ['She resigned in 2010 .', 'resigned'],
    ['He retired in 2010 .', 'retired'],
    ['He was replaced in 2010 .', 'was replaced'],
    ['He was succeeded by Jones in 2010 .', 'succeeded by'],
    ['He served until his death in 2010 .', 'until'],
  ];
  for (const [text, cue] of cases) expectTags(text, [['in 2010', 'END', utc(2010), 'year', cue]]);
});

// --- POINT cues -------------------------------------------------------------------------------

test("prepositions 'in', 'on', 'during' and 'by' make a POINT at the first instant of the period", () => {
  expectTags('in August 2011', [['in August 2011', 'POINT', utc(2011, 8), 'month', 'in']]);
  expectTags('in 2011', [['in 2011', 'POINT', utc(2011), 'year', 'in']]);
  expectTags('born on 18 September 1976 .', [['on 18 September 1976', 'POINT', utc(1976, 9, 18), 'day', 'on']]);
  expectTags('on September 18, 1976', [['on September 18, 1976', 'POINT', utc(1976, 9, 18), 'day', 'on']]);
  expectTags('during 2011', [['during 2011', 'POINT', utc(2011), 'year', 'during']]);
  expectTags('by 2011', [['by 2011', 'POINT', utc(2011), 'year', 'by']]);
});

test("'as of 2020' and 'as of March 2020' are POINTs", () => {
  expectTags('as of 2020', [['as of 2020', 'POINT', utc(2020), 'year', 'as of']]);
  expectTags('as of March 2020', [['as of March 2020', 'POINT', utc(2020, 3), 'month', 'as of']]);
});

test("a full date without any cue word is a POINT with the cue 'date'", () => {
  expectTags('The merger, announced 18 September 1976, failed', [['18 September 1976', 'POINT', utc(1976, 9, 18), 'day', 'date']]);
  expectTags('The Sept. 2004 attack', [['Sept. 2004', 'POINT', utc(2004, 9), 'month', 'date']]);
  expectTags('12 Sept. 2004', [['12 Sept. 2004', 'POINT', utc(2004, 9, 12), 'day', 'date']]);
  expectTags('2010-03-05', [['2010-03-05', 'POINT', utc(2010, 3, 5), 'day', 'date']]);
});

test('a bare year elsewhere is a POINT', () => {
  expectTags('A 1990 study showed', [['1990', 'POINT', utc(1990), 'year', 'date']]);
});

// --- START verbs ------------------------------------------------------------------------------

test('verbs of taking up a role turn a following date into a START named after the verb', () => {
  const cases: Array<[string, string]> = [
    ['He became CEO in 2011 .', 'became'],
    ['He was appointed chief executive officer of Acme in 2011 .', 'appointed'],
    ['She was named president in 2011 .', 'named'],
    ['He joined the board of Acme Corp in 2011 .', 'joined'],
    ['He took office in 2011 .', 'took office'],
    ['She was elected in 2011 .', 'elected'],
    ['The company was founded in 2011 .', 'founded'],
    ['He moved to Paris in 2011 .', 'moved'],
    ['She was promoted to director in 2011 .', 'promoted'],
    ['He started working there in 2011 .', 'started'],
    ['He assumed the presidency in 2011 .', 'assumed'],
    ['He succeeded Jones in 2011 .', 'succeeded'],
  ];
  for (const [text, cue] of cases) expectTags(text, [['in 2011', 'START', utc(2011), 'year', cue]]);
});

test('a cue verb counts only within about eight words in the same clause', () => {
  expectTags('He joined Acme , a large maker of small red and blue plastic toys , in 2011 .', [['in 2011', 'POINT', utc(2011), 'year', 'in']]);
  expectTags('He joined Acme . The plant opened again in 2011 .', [['in 2011', 'START', utc(2011), 'year', 'opened']]);
  expectTags('He joined Acme . Sales grew in 2011 .', [['in 2011', 'POINT', utc(2011), 'year', 'in']]);
  expectTags('He joined Acme ; sales grew in 2011 .', [['in 2011', 'POINT', utc(2011), 'year', 'in']]);
});

test("'before' and 'after' block a cue verb further left", () => {
  expectTags('He was named after his grandfather in 1950 .', [['in 1950', 'POINT', utc(1950), 'year', 'in']]);
});

test('each date takes the nearest cue verb before it, not one that belongs to an earlier date', () => {
  expectTags('He took office on 20 January 2009 and left office on 20 January 2017 .', [
    ['on 20 January 2009', 'START', utc(2009, 1, 20), 'day', 'took office'],
    ['on 20 January 2017', 'END', utc(2017, 1, 20), 'day', 'left'],
  ]);
  expectTags('He joined Acme in 2009 and in 2011 the firm grew .', [
    ['in 2009', 'START', utc(2009), 'year', 'joined'],
    ['in 2011', 'POINT', utc(2011), 'year', 'in'],
  ]);
});

test("a clause-opening date ('In 1998 , he joined …') takes the cue verb that follows it", () => {
  expectTags('In 1998 , he joined Acme .', [['In 1998', 'START', utc(1998), 'year', 'joined']]);
  expectTags('It was released in 2005. In 2007 he left the band.', [
    ['in 2005', 'POINT', utc(2005), 'year', 'in'],
    ['In 2007', 'END', utc(2007), 'year', 'left'],
  ]);
});

// --- Decades ----------------------------------------------------------------------------------

test("'in the 1990s' covers the whole decade: START 1990 and END 2000 over the same span", () => {
  const decade = (text: string): Brief[] => [
    [text, 'START', utc(1990), 'decade', 'decade'],
    [text, 'END', utc(2000), 'decade', 'decade'],
  ];
  expectTags('in the 1990s', decade('in the 1990s'));
  expectTags('during the 1990s', decade('during the 1990s'));
  expectTags('the 1990s', decade('the 1990s'));
  expectTags('1990s', decade('1990s'));
  expectTags("the '90s", decade("the '90s"));
  expectTags('in the early 1990s', decade('in the early 1990s'));
  expectTags('the late 1990s', decade('the late 1990s'));
});

test("chrono's misreading of 'in 1990s' as a clock time gives way to the decade", () => {
  expectTags(
    'in 1990s',
    [
      ['in 1990s', 'START', utc(1990), 'decade', 'decade'],
      ['in 1990s', 'END', utc(2000), 'decade', 'decade'],
    ],
    DOC,
  );
});

test("'since the 1990s' only starts the validity", () => {
  expectTags('the first time since the 1990s', [['since the 1990s', 'START', utc(1990), 'decade', 'since']]);
});

// --- former -----------------------------------------------------------------------------------

test("'former' and 'ex-' end the role at the document time", () => {
  expectTags('the former CEO of Acme', [['former', 'END', DOC, 'day', 'former']], DOC);
  expectTags("Acme 's former chief executive", [['former', 'END', DOC, 'day', 'former']], DOC);
  expectTags('ex-CEO Smith', [['ex-', 'END', DOC, 'day', 'former']], DOC);
  expectTags('He was previously CEO', [['previously', 'END', DOC, 'day', 'former']], DOC);
  expectTags('Acme , formerly Widget Inc', [['formerly', 'END', DOC, 'day', 'former']], DOC);
});

test("'former' without a document time produces nothing", () => {
  assert.deepEqual(tag('the former CEO of Acme'), []);
});

// --- Relative expressions ---------------------------------------------------------------------

test('relative expressions resolve against the document time, snapped to their unit', () => {
  expectTags('last year', [['last year', 'POINT', utc(2019), 'year', 'date']], DOC);
  expectTags('this year', [['this year', 'POINT', utc(2020), 'year', 'date']], DOC);
  expectTags('next year', [['next year', 'POINT', utc(2021), 'year', 'date']], DOC);
  expectTags('two years ago', [['two years ago', 'POINT', utc(2018), 'year', 'date']], DOC);
  expectTags('2 years ago', [['2 years ago', 'POINT', utc(2018), 'year', 'date']], DOC);
  expectTags('last month', [['last month', 'POINT', utc(2020, 5), 'month', 'date']], DOC);
  expectTags('yesterday', [['yesterday', 'POINT', utc(2020, 6, 14), 'day', 'date']], DOC);
  expectTags('three days ago', [['three days ago', 'POINT', utc(2020, 6, 12), 'day', 'date']], DOC);
  expectTags('earlier this year', [['earlier this year', 'POINT', utc(2020), 'year', 'date']], DOC);
});

test("a month without a year ('in March') is read in the document's year", () => {
  expectTags('He resigned in March .', [['in March', 'END', utc(2020, 3), 'month', 'resigned']], DOC);
  expectTags('in March', [['in March', 'POINT', utc(2020, 3), 'month', 'in']], DOC);
  expectTags('on 5 May', [['on 5 May', 'POINT', utc(2020, 5, 5), 'day', 'on']], DOC);
});

test('relative expressions take their role from the cue words like absolute dates', () => {
  expectTags('since last year', [['since last year', 'START', utc(2019), 'year', 'since']], DOC);
  expectTags('until last month', [['until last month', 'END', utc(2020, 5), 'month', 'until']], DOC);
});

test("a duration beside a date ('for 176 days until January 1962') does not move the date", () => {
  // chrono's relative parsers once merged the duration and the date into a range ending in 2022.
  expectTags(
    'In August 1961 it caught fire , and was out of service for 176 days until January 1962 .',
    [
      ['In August 1961', 'POINT', utc(1961, 8), 'month', 'in'],
      ['until January 1962', 'END', utc(1962, 1), 'month', 'until'],
    ],
    DOC,
  );
});

test("every chrono parser the tagger skips is still one of chrono's casual parsers", () => {
  const names = new Set(chrono.casual.parsers.map((p) => p.constructor.name));
  assert.deepEqual(
    CHRONO_SKIPPED_PARSERS.filter((name) => !names.has(name)),
    [],
  );
});

test('without a document time, relative expressions and year-less months produce nothing', () => {
  for (const text of ['last year', 'two years ago', 'yesterday', 'in March', 'since last year']) {
    assert.deepEqual(tag(text), [], text);
  }
});

test("'the last year of his life' is not last year", () => {
  assert.deepEqual(tag('the last year of his life', DOC), []);
});

test("the modal 'may', a weekday without a document date, a clock time and 'now' are not dates", () => {
  assert.deepEqual(tag('He may go there .', DOC), []);
  assert.deepEqual(tag('May he rest .', DOC), []);
  assert.deepEqual(tag('They March on Washington .', DOC), []);
  assert.deepEqual(tag('on Monday at 5pm'), []);
  assert.deepEqual(tag('at 5pm', DOC), []);
  assert.deepEqual(tag('now', DOC), []);
  expectTags('He may go in May .', [['in May', 'POINT', utc(2020, 5), 'month', 'in']], DOC);
});

// --- Numbers that are not years ---------------------------------------------------------------

test('counts, amounts and labels are not years', () => {
  for (const text of [
    '1,500 employees',
    '2000 people',
    'Route 2011',
    '$1999',
    '$ 1999',
    'He won 2011 votes',
    'No. 2011',
    '2000 km',
    '1500 %',
    'version 2.2011',
    'at 20:11',
    'ISBN 978-0-1999-2011-1',
    '999 or 2100',
    'He moved to A.C . Pisa 1909 of the league',
    'He joined TSV 1860 Munich',
    'the building at 1785 Massachusetts Avenue',
    'He lived at 1600 Pennsylvania Ave NW',
  ]) {
    assert.deepEqual(tag(text), [], text);
  }
});

test('a year before a street\'s name after a preposition of time is a year ("In 1785 Massachusetts Avenue was laid out")', () => {
  assert.deepEqual(
    tag('In 1785 Massachusetts Avenue was laid out .').map((x) => x.time),
    [utc(1785)],
  );
});

test('a year after "U.S. Open" or "U.S. Census" is a year; one ending a club\'s name ("A.C. Pisa 1909") is not', () => {
  assert.deepEqual(
    tag('He won the U.S. Open 1990 title .').map((x) => x.time),
    [utc(1990)],
  );
  assert.deepEqual(
    tag('He moved to A.C . Pisa 1909 in mid-2010 .').map((x) => x.time),
    [utc(2010)],
  );
});

// --- Years before 1000 -----------------------------------------------------------------------

/** Tags a history's sentence (an encyclopedia's narrative): where years before 1000 are read. */
const history = (text: string) => tagTemporal(text, { narrative: true });

test('in a history, a year of up to three digits is read after a preposition of time, with an era, or continuing one', () => {
  assert.deepEqual(
    history('Zwentibold became king in 895 .').map((x) => [x.text, x.role, x.time]),
    [['in 895', 'START', utc(895)]],
  );
  assert.deepEqual(
    history('He ruled from 880 to 895 .').map((x) => [x.text, x.role, x.time]),
    [
      ['from 880', 'START', utc(880)],
      ['to 895', 'END', utc(895)],
    ],
  );
  assert.deepEqual(
    history('In 893 or 894 Great Moravia lost a part of its territory .').map((x) => x.time),
    [utc(893), utc(894)],
  );
  assert.deepEqual(
    history('after the Battle of Guandu in 200 AD .').map((x) => [x.text, x.time]),
    [['in 200 AD', utc(200)]],
  );
  assert.deepEqual(
    history('conquered in AD 63 .').map((x) => x.time),
    [utc(63)],
  );
});

test('a day and month with three digits after them is a date of that year, not of the document', () => {
  assert.deepEqual(
    tag('She died on 31 January 876 , a few months before her husband .').map((x) => [x.text, x.role, x.time]),
    [['on 31 January 876', 'END', utc(876, 1, 31)]],
  );
  // ("died on 31 January 876 in Regensburg", "crowned on 22 April 960 and": before a preposition or a conjunction too.)
  assert.deepEqual(
    tag('She died on 31 January 876 in Regensburg and was crowned on 22 April 960 and buried .').map((x) => x.time),
    [utc(876, 1, 31), utc(960, 4, 22)],
  );
  // ("On February 22 , 896 Formosus led the king": after a comma too.)
  assert.deepEqual(
    tag('On February 22 , 896 Formosus led the king into the church .').map((x) => x.time),
    [utc(896, 2, 22)],
  );
  // ("On 10 May 500 British troops landed", "By 30 June 400 Acme workers had joined": counts.)
  for (const text of ['On 10 May 500 British troops landed .', 'By 30 June 400 Acme workers had joined the strike .', 'On 5 May 150 were rescued .'])
    assert.ok(
      tag(text, DOC).every((x) => new Date(x.time).getUTCFullYear() === 2020),
      text,
    );
  // ("On 3 May 120 soldiers died": a count after the date.)
  assert.deepEqual(
    tag('On 3 May 120 soldiers died .', DOC).map((x) => [x.text, x.time]),
    [['On 3 May', utc(2020, 5, 3)]],
  );
});

test('a small number that counts, measures, changes or stands beside a modern year is no year; nor is any outside a history', () => {
  for (const text of [
    'In 168 BC , the land tax rate was reduced .',
    'drove in 132 runs .',
    'an electron of around 105 MeV',
    'reduced to 420,000 Euro',
    'the ranking dropped from 168 in 2003 to 201 in 2017 .',
    'Squadrons 803 and 825 embarked .',
    'He played in 300 matches .',
    'The company grew from 100 to 200 employees .',
    'Sales fell from 500 to 450 , the company said .',
  ]) {
    assert.ok(
      history(text).every((x) => new Date(x.time).getUTCFullYear() >= 1000),
      text,
    );
  }
  assert.deepEqual(tag('Zwentibold became king in 895 .'), []);
});

// --- Granularity ------------------------------------------------------------------------------

test('granularity is day for full dates, month for month and year, year for years, decade for decades', () => {
  const gs = tag('on 18 September 1976 , in March 2010 , in 2011 and in the 1990s').map((x) => x.granularity);
  assert.deepEqual(gs, ['day', 'month', 'year', 'decade', 'decade']);
});

// --- Tokenised input --------------------------------------------------------------------------

test('space-tokenised text keeps its ranges and cues', () => {
  expectTags('from 2004 to 2005 ,', [
    ['from 2004', 'START', utc(2004), 'year', 'from'],
    ['to 2005', 'END', utc(2005), 'year', 'to'],
  ]);
  expectTags('( 1997 – 2011 )', [
    ['1997', 'START', utc(1997), 'year', 'range'],
    ['2011', 'END', utc(2011), 'year', 'range'],
  ]);
  expectTags('in 1998 , he joined Acme', [['in 1998', 'START', utc(1998), 'year', 'joined']]);
  expectTags('18 September 1976 .', [['18 September 1976', 'POINT', utc(1976, 9, 18), 'day', 'date']]);
});

test('a sentence with several expressions returns them sorted and non-overlapping', () => {
  const text = 'The former CEO joined Acme in 1998 , served ( 1999 – 2004 ) , and since last year chairs the board .';
  assert.deepEqual(brief(tag(text, DOC)), [
    ['former', 'END', DOC, 'day', 'former'],
    ['in 1998', 'START', utc(1998), 'year', 'joined'],
    ['1999', 'START', utc(1999), 'year', 'range'],
    ['2004', 'END', utc(2004), 'year', 'range'],
    ['since last year', 'START', utc(2019), 'year', 'since'],
  ]);
});

test('text without dates yields nothing', () => {
  assert.deepEqual(tag('The river flows north through the valley .', DOC), []);
  assert.deepEqual(tag(''), []);
});

// --- Scale ------------------------------------------------------------------------------------

test('a ~200 KB text is tagged in one call without error', () => {
  // prettier-ignore
  const sentences = [
    'In 1998 , he joined Acme Corp , where he became CEO in March 2004 .',
    'The company ( 1997 – 2011 ) employed 1,500 people .',
    'He served from 2004 to 2005 and was active in the 1990s .',
    'The river flows north through the valley and into the sea .',
    'She was born on 18 September 1976 in Paris .',
    'Last year , the former CEO resigned .',
  ];
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < 200_000; i++) {
    const s = sentences[i % sentences.length]!;
    parts.push(s);
    size += s.length + 1;
  }
  const text = parts.join(' ');
  const xs = tag(text, DOC);
  assert.ok(xs.length > 1000);
});

// --- Weekdays in news ----------------------------------------------------------------------------

test('a weekday in a dated report is the one on or before its date, or the next one after "next" or a future verb', () => {
  // DOC is Monday 15 June 2020.
  expectTags('She resigned on Friday .', [['on Friday', 'END', utc(2020, 6, 12), 'day', 'resigned']], DOC);
  expectTags('Acme said on Monday that it would close .', [['on Monday', 'POINT', utc(2020, 6, 15), 'day', 'on']], DOC);
  expectTags('He was named last Monday .', [['last Monday', 'START', utc(2020, 6, 8), 'day', 'named']], DOC);
  expectTags('He will take over on Friday .', [['on Friday', 'POINT', utc(2020, 6, 19), 'day', 'on']], DOC);
  expectTags('The vote is set for next Monday .', [['next Monday', 'POINT', utc(2020, 6, 22), 'day', 'date']], DOC);
  // (Not past a past tense of its own after the future verb.)
  assert.equal(tag('She will be replaced by her deputy , who was sworn in on Friday .', DOC).find((x) => x.text.includes('Friday'))?.time, utc(2020, 6, 12));
  // (Unless a comma closed that clause: the future verb's weekday lies ahead.)
  assert.equal(
    tag('Parliament will vote on the bill , which was introduced in March , on Friday .', DOC).find((x) => x.text.includes('Friday'))?.time,
    utc(2020, 6, 19),
  );
  // A bare weekday after a capitalised word ends a name ("Sheffield Wednesday"); "on" still dates it.
  assert.deepEqual(
    tag('In December 1994 he joined Sheffield Wednesday .', DOC).map((x) => x.text),
    ['In December 1994'],
  );
  expectTags('Sheffield Wednesday sacked him on Friday .', [['on Friday', 'END', utc(2020, 6, 12), 'day', 'sacked']], DOC);
  // A weekday beside a full date leaves the date to chrono.
  expectTags('The vote was on Thursday , June 4 , 2020 .', [['on Thursday , June 4 , 2020', 'POINT', utc(2020, 6, 4), 'day', 'on']], DOC);
});

test('"the end of 2021", "the end of March 2024", "the end of the year": the instant the period is over', () => {
  const doc = utc(2024, 3, 25);
  const t = (text: string) => tag(text, doc).map((x) => [x.role, new Date(x.time).toISOString().slice(0, 10), x.granularity]);
  assert.deepEqual(t('He stayed until the end of 2021.'), [['END', '2022-01-01', 'day']]);
  assert.deepEqual(t('She will leave at the end of March 2025.')[0]!.slice(1), ['2025-04-01', 'day']);
  assert.deepEqual(t('He will step down at the end of the year.')[0]!.slice(1), ['2025-01-01', 'day']);
  assert.deepEqual(t('The deal closes at the end of next month.')[0]!.slice(1), ['2024-05-01', 'day']);
  // Without a document date, "the end of the year" names no date.
  assert.deepEqual(tag('He will step down at the end of the year.'), []);
});

test('a history does not count "on Sunday", "next week" or "last March" from the day the page was saved; a report does', () => {
  const text = 'The Rams beat the Cardinals on Sunday and faced Seattle next week , as they had last March .';
  assert.deepEqual(tagTemporal(text, { documentTime: DOC, narrative: true }), []);
  assert.equal(tagTemporal(text, { documentTime: DOC }).length, 3);
});

test('a length is no year: "the 1000- and 2000-kilometer courses", "a 1500 m race"; "1990-present" and "1999-2000" are', () => {
  assert.deepEqual(
    tag('He set records for the 3- , 15- , 500- , 1000- , and 2000-kilometer courses .').map((x) => x.text),
    [],
  );
  assert.deepEqual(
    tag('He ran a 1500 m race in 1990 .').map((x) => x.text),
    ['in 1990'],
  );
  assert.ok(tag('He served 1990-present .').some((x) => x.time === utc(1990, 1, 1)));
});

test('a season relative to the document: "last autumn" in a March report is last September on; "the last summer of the war" is no date', () => {
  const march = utc(2024, 3, 12);
  assert.equal(tag('He announced his retirement last autumn .', march)[0]?.time, utc(2023, 9, 1));
  assert.equal(tag('He will leave next summer .', march)[0]?.time, utc(2024, 6, 1));
  assert.deepEqual(
    tag('He fought in the last summer of the war .', march).map((x) => x.text),
    [],
  );
});

test('a weekday after a past verb of saying is past, whatever future verb came before: "The plant will close, Berg, who was hired in March, said on Monday"', () => {
  // DOC is Monday 15 June 2020.
  assert.equal(
    tag('The plant will close , Berg , who was hired in March , said on Friday .', DOC).find((x) => x.text.includes('Friday'))?.time,
    utc(2020, 6, 12),
  );
});

test('"since then" starts at the date said before it, as precise as that was; with none before it, nothing', () => {
  expectTags('Soto resigned in March 2022; Elena Ruiz has been chief executive since then.', [
    ['in March 2022', 'END', utc(2022, 3), 'month', 'resigned'],
    ['since then', 'START', utc(2022, 3), 'month', 'since'],
  ]);
  // (From the narrative's date when the sentence names none: the sentence before's.)
  const anchored = tagTemporal('Elena Ruiz has been chief executive since then.', { narrative: true, anchor: { time: utc(2022, 3), granularity: 'month' } });
  assert.deepEqual(brief(anchored), [['since then', 'START', utc(2022, 3), 'month', 'since']]);
  expectTags('Elena Ruiz has been chief executive since then.', []);
});

test('"until the end of the 1981–82 season" ends a state in the season\'s second year and starts nothing; after a start that year, after it', () => {
  assert.deepEqual(brief(tag('He coached the team until the end of the 1981–82 Hong Kong First Division League .')), [
    ['until the end of the 1981–82', 'END', utc(1982), 'year', 'until'],
  ]);
  const joined = brief(tag('On February 26 , 2013 , he joined Haras El-Hodood until the end of the 2012-2013 season .'));
  assert.deepEqual(
    joined.find((x) => x[1] === 'END'),
    ['until the end of the 2012-2013', 'END', utc(2014), 'year', 'until'],
  );
  // (A range read as one: "from the 2004–05 season" still starts and ends.)
  assert.deepEqual(
    brief(tag('He played there in the 2004–05 season .')).map((x) => x[1]),
    ['START', 'END'],
  );
});
