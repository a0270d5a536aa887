// The time a query is about (§3.3.1): an explicit option, else what the question says ("in 2012",
// "from 2004 to 2005"), else now. A period, not an instant: "in 2012" means all of 2012.

import { tagTemporal, type TemporalExpression } from '../extract/temporal.js';
import { parseIsoTime, addUnits, utc, type Instant } from '../model/time.js';

export interface QueryPeriod {
  /** [start, end) in epoch ms. */
  start: Instant;
  end: Instant;
  /** Where the period came from. */
  from: 'option' | 'question' | 'now';
  /** The question with its time expressions removed (what is matched lexically). */
  text: string;
}

/**
 * @example queryPeriod('Who was CEO of Acme in 2008?', undefined, Date.now())
 * // { start: 2008-01-01, end: 2009-01-01, from: 'question', text: 'Who was CEO of Acme ?' }
 */
export function queryPeriod(question: string, time: string | undefined, now: Instant): QueryPeriod {
  if (time !== undefined) {
    const { t, granularity } = parseIsoTime(time, 'time');
    return { start: t, end: addUnits(t, granularity, 1), from: 'option', text: question };
  }
  const tagged = tagTemporal(question, { documentTime: now }).filter((e) => e.cue !== 'former');
  const found = tagged.length > 0 ? tagged : ancientYears(question);
  if (found.length === 0) return { start: now, end: now + 1, from: 'now', text: question };
  const { start, end } = spanOf(principalPeriod(question, found), now);
  let text = '';
  let at = 0;
  for (const e of found) {
    text += question.slice(at, e.start);
    at = e.end;
  }
  text += question.slice(at);
  return { start, end, from: 'question', text: text.replace(/\s+/g, ' ').trim() };
}

/** Text between two expressions that joins them into one period: "from 2004 to 2005", "between 1975 and 1982". */
const JOINER = /^\s*,?\s*(?:(?:and\s+)?(?:to|until|till|through)|and|[-–—])?\s*$/i;
/** Words that may precede a fronted time ("In the period of time from …, who …"): lower case, few. */
const FRONTED = /^\s*(?:[A-Za-z][a-z']*)?(?:[\s,]+[a-z']+){0,5}[\s,]*$/;

/**
 * The period a question asks about, when it names several: "The midfielder who was born in 1978
 * played for which team from 2010 to 2013?" asks about 2010–2013 — a date inside a description of
 * the subject (born, founded, appointed in …) only identifies it. English puts the asked-about time
 * at the end of the question or fronts it ("From 2004 to 2006, who owned …?"), so: a fronted period
 * — set off by a comma — wins, else the last. Expressions joined by "to", "and", "–" form one period,
 * and so does a start with the end that follows it.
 */
function principalPeriod(question: string, found: readonly TemporalExpression[]): TemporalExpression[] {
  const periods: TemporalExpression[][] = [];
  for (const e of [...found].sort((a, b) => a.start - b.start)) {
    const current = periods.at(-1);
    const previous = current?.at(-1);
    const gap = previous ? question.slice(previous.end, e.start) : '';
    // "in 1787 and owned it until 1796": an end on its own closes the period before it.
    const joined = previous !== undefined && (JOINER.test(gap) || (e.role === 'END' && previous.role !== 'END' && !gap.includes(',')));
    // "Beginning in December 1943 and to 1984": the tagger reads the bare year as a point.
    const closes = e.role === 'POINT' && previous?.role === 'START' && /\b(?:to|until|till|through)\b/i.test(gap);
    if (current && joined) current.push(closes ? { ...e, role: 'END' } : e);
    else periods.push([e]);
  }
  if (periods.length === 1) return periods[0]!;
  const first = periods[0]!;
  const fronted = FRONTED.test(question.slice(0, first[0]!.start)) && /^\s*,/.test(question.slice(first.at(-1)!.end)) && first.some((e) => e.role !== 'END');
  return fronted ? first : periods.at(-1)!;
}

/** [start, end) of one period's expressions: their envelope; "since 2019" runs until now, "until 2005" from −∞. */
function spanOf(found: readonly TemporalExpression[], now: Instant): { start: Instant; end: Instant } {
  let start = Infinity;
  let end = -Infinity;
  for (const e of found) {
    if (e.role === 'END') end = Math.max(end, inclusiveEnd(e));
    else {
      start = Math.min(start, e.time);
      end = Math.max(end, addUnits(e.time, e.granularity, 1));
    }
  }
  if (start === Infinity) start = -Infinity;
  if (found.some((e) => e.role === 'START') && !found.some((e) => e.role === 'END')) end = Math.max(end, now + 1);
  if (!(start < end)) end = addUnits(start, found[0]!.granularity, 1);
  return { start, end };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/**
 * A question's end, inclusive: "from 2004 to 2005" and "until May 2011" ask about 2005 and May 2011
 * too, as TimeQA's questions and their readers mean them. A fact's end keeps the interval convention
 * (the tagger closes "to 2005" at 2005-01-01, so a successor "from 2005" does not overlap); a
 * question's period is what it asks about, so the period the end names is in it. Ends that already
 * cover their period ("from 2008 to 2008", "the 1990s") and "before 2005" stay as they are.
 */
function inclusiveEnd(e: TemporalExpression): Instant {
  if (e.cue === 'before') return e.time;
  const years = e.text.match(/\d{3,4}/g);
  const named = years ? Number(years.at(-1)) : null;
  const d = new Date(e.time);
  const month = MONTHS.indexOf(MONTH_NAME.exec(e.text)?.[1]?.toLowerCase() ?? '');
  const namesItsStart = named === d.getUTCFullYear() && (e.granularity !== 'month' || month < 0 || month === d.getUTCMonth());
  return namesItsStart ? addUnits(e.time, e.granularity, 1) : e.time;
}

/**
 * Years before 1000 that the tagger leaves alone in running text (where "from 8 to 9" is usually not a
 * date): in a question that names no other time, "from 880 to 887", "between 190 and 195" and
 * "in 830" are years.
 */
function ancientYears(question: string): TemporalExpression[] {
  const year = (m: string, at: number, role: TemporalExpression['role']): TemporalExpression => {
    const y = Number(m);
    return { start: at, end: at + m.length, text: m, role, time: utc(y), granularity: 'year', cue: 'range' };
  };
  const range = /\b(?:from|between)\s+(?:the\s+years?\s+)?(\d{1,4})\s+(?:to|and|until)\s+(\d{1,4})\b/i.exec(question);
  if (range && Number(range[1]) <= Number(range[2])) {
    const a = range.index + range[0].indexOf(range[1]!);
    const b = range.index + range[0].lastIndexOf(range[2]!);
    return [{ ...year(range[1]!, a, 'START'), start: range.index }, { ...year(range[2]!, b, 'END') }];
  }
  const point = /\bin\s+(?:the\s+year\s+)?(\d{3})\b(?!\s*(?:%|percent|people|men|soldiers))/i.exec(question);
  if (point) {
    const at = point.index + point[0].indexOf(point[1]!);
    return [{ ...year(point[1]!, at, 'POINT'), start: point.index }];
  }
  return [];
}
