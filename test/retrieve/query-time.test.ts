// The period a query is about: option, else the question's wording, else now.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { queryPeriod } from '../../src/retrieve/query-time.js';
import { toIso, utc } from '../../src/model/time.js';

const now = utc(2024, 6, 15);
const period = (q: string, time?: string) => {
  const p = queryPeriod(q, time, now);
  return [toIso(p.start), toIso(p.end), p.from, p.text];
};

test('"in 2012" asks about the whole year, and the time words leave the lexical query', () => {
  assert.deepEqual(period('Who was CEO of Acme in 2012?'), ['2012-01-01', '2013-01-01', 'question', 'Who was CEO of Acme ?']);
});

test('a question\'s end is inclusive: "from 2004 to 2005" asks about 2005 too; "before 2005" does not', () => {
  assert.deepEqual(period('Which team did he play for from 2004 to 2005?').slice(0, 3), ['2004-01-01', '2006-01-01', 'question']);
  assert.deepEqual(period('Who was CEO from Dec 2006 to Mar 2010?').slice(0, 2), ['2006-12-01', '2010-04-01']);
  assert.deepEqual(period('Who was CEO before 2005?').slice(0, 2), [null, '2005-01-01']);
  // Ends that already cover their period stay as they are.
  assert.deepEqual(period('Who was CEO from 2008 to 2008?').slice(0, 2), ['2008-01-01', '2009-01-01']);
  assert.deepEqual(period('Who was CEO from May 2008 to May 2008?').slice(0, 2), ['2008-05-01', '2008-06-01']);
  assert.deepEqual(period('Who led it in the 1990s?').slice(0, 2), ['1990-01-01', '2000-01-01']);
});

test('"in Aug 1995" is one month', () => {
  assert.deepEqual(period('Where did she live in Aug 1995?').slice(0, 2), ['1995-08-01', '1995-09-01']);
});

test('"since 2019" runs until now', () => {
  const [start, end] = period('Who has led Acme since 2019?');
  assert.equal(start, '2019-01-01');
  assert.ok(typeof end === 'string' && end > '2024-06-15');
});

test('--time wins over the question, at its own precision', () => {
  assert.deepEqual(period('Who was CEO of Acme in 2012?', '2008-06').slice(0, 3), ['2008-06-01', '2008-07-01', 'option']);
});

test('without a time, the query is about now', () => {
  const p = queryPeriod('Who is the CEO of Acme?', undefined, now);
  assert.deepEqual([p.start, p.end, p.from], [now, now + 1, 'now']);
});

test('a bad --time is a user error naming the field', () => {
  assert.throws(() => queryPeriod('x', 'next Tuesday', now), { code: 'INVALID_INPUT', message: /time/ });
});

test('a date that describes the subject only identifies it: the question asks about the last period', () => {
  assert.deepEqual(period('The midfielder who was born in 1978 played for which team from 2010 to 2013?').slice(0, 2), ['2010-01-01', '2014-01-01']);
  assert.deepEqual(period('The submarine that was sunk on May 6, 1944 was commanded by what man from Jun 1942 to Sep 1943?').slice(0, 2), [
    '1942-06-01',
    '1943-10-01',
  ]);
  assert.deepEqual(period('Which two schools did the 2002 to 2008 head coach of the Buccaneers attend from 1982 to 1985?').slice(0, 2), [
    '1982-01-01',
    '1986-01-01',
  ]);
});

test('a fronted time set off by a comma is the one asked about', () => {
  assert.deepEqual(period('From 2004 to 2006, who owned the bank founded in 1991?').slice(0, 2), ['2004-01-01', '2007-01-01']);
  assert.deepEqual(period('In 1993, the leader of the party until April 10, 2006 was a member of what party?').slice(0, 2), ['1993-01-01', '1994-01-01']);
  assert.deepEqual(period('Beginning in December 1943 and to 1984, who occupied number 44?').slice(0, 2), ['1943-12-01', '1985-01-01']);
});

test('a start and the end that follows it are one period', () => {
  assert.deepEqual(period('Who purchased the villa in 1787 and owned it until 1796?').slice(0, 2), ['1787-01-01', '1797-01-01']);
});

test('years before 1000 in a question are years', () => {
  assert.deepEqual(period('From 190 to 195, what was the major city of the dynasty?').slice(0, 3), ['0190-01-01', '0196-01-01', 'question']);
  assert.deepEqual(period('Emma of Altdorf gave birth to who in 830?').slice(0, 3), ['0830-01-01', '0831-01-01', 'question']);
  assert.deepEqual(period('How many of the 300 players scored?').slice(2, 3), ['now']);
});
