// The time a query is about (§3.3.1): an explicit option, else what the question says ("in 2012",
// "from 2004 to 2005"), else now. A period, not an instant: "in 2012" means all of 2012.

import { tagTemporal } from '../extract/temporal.js';
import { parseIsoTime, addUnits, type Instant } from '../model/time.js';

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
  const found = tagTemporal(question, { documentTime: now }).filter((e) => e.cue !== 'former');
  if (found.length === 0) return { start: now, end: now + 1, from: 'now', text: question };
  let start = Infinity;
  let end = -Infinity;
  for (const e of found) {
    if (e.role === 'END') end = Math.max(end, e.time);
    else {
      start = Math.min(start, e.time);
      end = Math.max(end, addUnits(e.time, e.granularity, 1));
    }
  }
  if (start === Infinity) start = -Infinity; // "until 2005": everything before
  if (found.some((e) => e.role === 'START') && !found.some((e) => e.role === 'END')) end = Math.max(end, now + 1); // "since 2019": until now
  if (!(start < end)) end = addUnits(start, found[0]!.granularity, 1);
  let text = '';
  let at = 0;
  for (const e of found) {
    text += question.slice(at, e.start);
    at = e.end;
  }
  text += question.slice(at);
  return { start, end, from: 'question', text: text.replace(/\s+/g, ' ').trim() };
}
