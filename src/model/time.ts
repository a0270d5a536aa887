// Time points and calendar granularity: epoch milliseconds inside, ISO-8601 strings at the API.
// Open ends are ±Infinity so interval arithmetic needs no special cases.

import { NuggetIndexError } from './errors.js';

/** Epoch milliseconds (UTC). `-Infinity` = unknown start, `+Infinity` = open end. */
export type Instant = number;

/** The precision of a date expression, coarsest last. */
export type Granularity = 'day' | 'month' | 'year' | 'decade';

export const GRANULARITY_ORDER: readonly Granularity[] = ['day', 'month', 'year', 'decade'];

/** The coarser of two granularities ("March 2004 to 2008" is only as precise as a year). */
export function coarser(a: Granularity, b: Granularity): Granularity {
  return GRANULARITY_ORDER.indexOf(a) >= GRANULARITY_ORDER.indexOf(b) ? a : b;
}

/** Midnight UTC of a calendar date; month is 1-based. */
export function utc(year: number, month = 1, day = 1): Instant {
  // Date.UTC maps years 0–99 to 1900–1999; set the full year explicitly.
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

/** The first instant of the unit that contains `t` (e.g. 1 Jan of its year). */
export function startOfUnit(t: Instant, g: Granularity): Instant {
  if (!Number.isFinite(t)) return t;
  const d = new Date(t);
  const y = d.getUTCFullYear();
  switch (g) {
    case 'day':
      return utc(y, d.getUTCMonth() + 1, d.getUTCDate());
    case 'month':
      return utc(y, d.getUTCMonth() + 1, 1);
    case 'year':
      return utc(y, 1, 1);
    case 'decade':
      return utc(y - (((y % 10) + 10) % 10), 1, 1);
  }
}

/** Calendar arithmetic: `t` moved by `n` units of `g` (1 Jan 2008 + 1 year = 1 Jan 2009). */
export function addUnits(t: Instant, g: Granularity, n: number): Instant {
  if (!Number.isFinite(t)) return t;
  const d = new Date(t);
  switch (g) {
    case 'day':
      d.setUTCDate(d.getUTCDate() + n);
      break;
    case 'month': {
      // Clamp to the target month's last day: 31 January + 1 month = 29 February, not 2 March.
      const day = d.getUTCDate();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() + n);
      const last = daysInMonth(d.getUTCFullYear(), d.getUTCMonth());
      d.setUTCDate(Math.min(day, last));
      break;
    }
    case 'year':
    case 'decade': {
      const day = d.getUTCDate();
      const month = d.getUTCMonth();
      d.setUTCDate(1);
      d.setUTCFullYear(d.getUTCFullYear() + (g === 'year' ? n : 10 * n));
      d.setUTCDate(Math.min(day, daysInMonth(d.getUTCFullYear(), month)));
      break;
    }
  }
  return d.getTime();
}

function daysInMonth(year: number, month0: number): number {
  const d = new Date(Date.UTC(2000, month0 + 1, 0));
  d.setUTCFullYear(year, month0 + 1, 0);
  return d.getUTCDate();
}

/** ISO text for an instant: a plain date at midnight UTC, a full timestamp otherwise, null when open. */
export function toIso(t: Instant): string | null {
  if (!Number.isFinite(t)) return null;
  if (t % DAY_MS === 0 && t >= YEAR_0 && t < YEAR_10000) return isoDate(t / DAY_MS);
  const iso = new Date(t).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

const DAY_MS = 86_400_000;
/** 0000-01-01 and 10000-01-01: between them toISOString writes a plain four-digit year. */
const YEAR_0 = -62_167_219_200_000;
const YEAR_10000 = 253_402_300_800_000;

/**
 * `YYYY-MM-DD` of a day number (days since 1970-01-01) in years 0–9999, what toISOString's date part
 * says, computed arithmetically (a Date per id is slow). H. Hinnant's civil_from_days.
 */
function isoDate(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const m = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * m + 2) / 5) + 1;
  const month = m < 10 ? m + 3 : m - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/**
 * Parses `2008`, `2008-03`, `2008-03-15` or a full ISO timestamp, returning the instant and
 * its precision. Throws `INVALID_INPUT` naming `field` on anything else.
 *
 * @example parseIsoTime('2008-03') // { t: Date.UTC(2008, 2, 1), granularity: 'month' }
 */
export function parseIsoTime(text: string, field = 'time'): { t: Instant; granularity: Granularity } {
  const s = text.trim();
  const m = ISO_DATE.exec(s);
  if (m) {
    const year = Number(m[1]);
    const month = m[2] === undefined ? 1 : Number(m[2]);
    const day = m[3] === undefined ? 1 : Number(m[3]);
    const t = utc(year, month, day);
    const d = new Date(t);
    if (month < 1 || month > 12 || d.getUTCDate() !== day) {
      throw new NuggetIndexError('INVALID_INPUT', `${field}: "${text}" is not a valid date`, { field, value: text });
    }
    return { t, granularity: m[3] !== undefined ? 'day' : m[2] !== undefined ? 'month' : 'year' };
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(s)) {
    // A timestamp without an offset is read as UTC, never in the machine's local zone.
    const t = Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/i.test(s) ? s : `${s}Z`);
    if (!Number.isNaN(t)) return { t, granularity: 'day' };
  }
  throw new NuggetIndexError('INVALID_INPUT', `${field}: "${text}" is not an ISO-8601 date (expected e.g. 2008, 2008-03 or 2008-03-15)`, {
    field,
    value: text,
  });
}

/** A clock; injected so that "now" is pinned in tests (validity defaults depend on it). */
export type Clock = () => Instant;
export const systemClock: Clock = () => Date.now();
