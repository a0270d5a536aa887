// How a governed fact is said in an answer: a fact that holds at the asked time as its canonical
// sentence with its period; a fact that ended before it in the past tense with the period, so it is
// never read as current ("Maria Lopez was the chief executive officer of Northwind Energy from 2009
// until 2015"); a Contested key with every side and its sources ("Sources disagree about …:
// harbor-times says Tacoma; valley-ledger says Olympia").

import type { Nugget } from '../model/nugget.js';
import type { Granularity, Instant } from '../model/time.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date as prose at a granularity: "2015", "March 2015", "3 March 2015", "the 1990s". */
export function dateWords(t: Instant, granularity: Granularity): string {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const year = y < 0 ? `${-y} BC` : String(y);
  switch (granularity) {
    case 'decade':
      return `the ${Math.floor(y / 10) * 10}s`;
    case 'year':
      return year;
    case 'month':
      return `${MONTHS[d.getUTCMonth()]} ${year}`;
    case 'day':
      return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${year}`;
  }
}

/** A granularity fine enough for a bound: a year bound that falls on 1 January reads as a year. */
function boundGranularity(t: Instant, g: Granularity): Granularity {
  const d = new Date(t);
  if (g === 'day' && d.getUTCDate() === 1 && d.getUTCMonth() === 0) return 'year';
  if (g === 'day' && d.getUTCDate() === 1) return 'month';
  if (g === 'month' && d.getUTCMonth() === 0) return 'year';
  return g;
}

/** Bounds a source states or governance derived from stated dates; a start defaulted to the document's date (or the ingest date of an undated one) is not said. */
const SAID_STARTS = new Set(['explicit', 'revision']);
const SAID_ENDS = new Set(['explicit', 'succession', 'revision', 'former']);

/** Does the fact's validity end where a source (or a succession, or a revision) says it does? An event's end is its date. */
export function saysEnd(n: Pick<Nugget, 'validity'>): boolean {
  const { endBasis, startBasis } = n.validity;
  return SAID_ENDS.has(endBasis) || (endBasis === 'event' && SAID_STARTS.has(startBasis));
}

/** A validity as prose: "from 2009 until 2015", "since March 2015", "until 2014", or '' when nothing is known. */
export function periodWords(n: Pick<Nugget, 'validity'>): string {
  const { start, end, granularity, startBasis, endBasis } = n.validity;
  const s = Number.isFinite(start) && SAID_STARTS.has(startBasis) ? dateWords(start, boundGranularity(start, granularity)) : null;
  const e = Number.isFinite(end) && SAID_ENDS.has(endBasis) ? dateWords(end, boundGranularity(end, granularity)) : null;
  if (endBasis === 'event' && s) return `in ${s}`;
  if (s && e) return `from ${s} until ${e}`;
  if (s) return `since ${s}`;
  if (e) return `until ${e}`;
  return '';
}

/** The first present-tense verb of a canonical sentence, put in the past: "is the CEO" → "was the CEO". */
export function pastTense(text: string): string {
  const shifts: [RegExp, string][] = [
    [/ is /, ' was '],
    [/ are /, ' were '],
    [/ has been /, ' was '],
    [/ holds /, ' held '],
    [/ works /, ' worked '],
    [/ operates /, ' operated '],
    [/ makes /, ' made '],
    [/ lives /, ' lived '],
    [/ plays /, ' played '],
  ];
  let first: { at: number; re: RegExp; to: string } | null = null;
  for (const [re, to] of shifts) {
    const m = re.exec(text);
    if (m && (first === null || m.index < first.at)) first = { at: m.index, re, to };
  }
  return first ? text.replace(first.re, first.to) : text;
}

/** ISO dates a canonical sentence carries as its object ("founded in 1991-09") said in words ("September 1991"). */
function isoDatesInWords(text: string): string {
  return text.replace(/\b(\d{4})-(\d{2})(?:-(\d{2}))?\b/g, (all, y: string, m: string, d: string | undefined) => {
    const month = Number(m);
    if (month < 1 || month > 12) return all;
    return dateWords(Date.UTC(Number(y), month - 1, d ? Number(d) : 1), d ? 'day' : 'month');
  });
}

function sentence(text: string): string {
  const t = isoDatesInWords(text.trim());
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/**
 * A fact that holds at the asked time: its canonical sentence, with the period when one is known,
 * in the past tense when the fact has ended by `now`.
 *
 * @example establishedStatement(okafor, now) // "Daniel Okafor was the chief executive officer of Northwind Energy from 3 March 2015 until 2021."
 */
export function establishedStatement(n: Nugget, now: Instant): string {
  const period = periodWords(n);
  const ended = n.validity.end <= now;
  const text = ended ? pastTense(n.fact.text) : n.fact.text;
  if (period === '' || alreadyDated(text)) return sentence(text);
  // "is the CEO since 2021" is not English; "(since 2021)" reads as the record's period.
  return sentence(ended || !period.startsWith('since') ? `${text} ${period}` : `${text} (${period})`);
}

/** A fact that ended before the asked time: always in the past tense, always with its period. */
export function pastStatement(n: Nugget): string {
  const period = periodWords(n);
  const text = pastTense(n.fact.text);
  return sentence(period === '' || alreadyDated(text) ? `${text} (it no longer holds)` : `${text} ${period}`);
}

/** A contested key: every side with the sources that state it. */
export function disputedStatement(sides: readonly Nugget[]): string {
  const first = sides[0]!;
  const claims = sides.map((n) => {
    const sources = [...new Set(n.provenance.evidence.map((e) => e.source))];
    return `${sources.join(' and ')} ${sources.length > 1 ? 'say' : 'says'} ${n.fact.object}`;
  });
  return sentence(`Sources disagree about the ${predicateWords(first.fact.predicate)} of ${first.fact.subject}: ${claims.join('; ')}`);
}

/** A predicate's name as words: "headquartersLocation" → "headquarters location". */
export function predicateWords(predicate: string): string {
  return predicate
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** A canonical sentence that carries its own date ("was founded in 1998") needs no period added. */
function alreadyDated(text: string): boolean {
  return /\b(?:1\d|20)\d\d\b/.test(text);
}
