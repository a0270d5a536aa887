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

test('"from 2004 to 2005" reads with the interval convention: [2004, 2005)', () => {
  assert.deepEqual(period('Which team did he play for from 2004 to 2005?').slice(0, 3), ['2004-01-01', '2005-01-01', 'question']);
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
