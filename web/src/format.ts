// How values read on screen: dates at the precision they carry, predicate names as words, counts.

const DAY = 86_400_000;

/** Epoch ms of an API time (ISO date or date-time); null stays null (an open bound). */
export function ms(iso: string | null): number | null {
  if (iso === null) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}

/** "2015-03-03" (a date-time is cut to its day: the UI never needs finer). */
export function day(iso: string | null, open = 'open'): string {
  return iso === null ? open : iso.slice(0, 10);
}

/** A date input's value (YYYY-MM-DD) for epoch ms. */
export function dateValue(t: number): string {
  return new Date(Math.floor(t / DAY) * DAY).toISOString().slice(0, 10);
}

/** "2015-03-03 → 2021-01-01", with "?" for an unknown start and "open" for no end. */
export function interval(v: { start: string | null; end: string | null }): string {
  return `${day(v.start, '?')} → ${day(v.end, 'open')}`;
}

/** "chiefExecutiveOfficer" → "chief executive officer". */
export function words(predicate: string): string {
  return predicate
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

/** "1 result", "3 results". */
export function plural(n: number, noun: string): string {
  return `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
}

/** Why a bound is where it is, in words (StartBasis / EndBasis of the record). */
export const BASIS: Record<string, string> = {
  explicit: 'stated in the text',
  document: 'the document date (inferred)',
  revision: 'a document revision (inferred)',
  unknown: 'unknown',
  narrative: 'the paragraph’s time (inferred)',
  open: 'not said to end',
  succession: 'closed by its successor',
  former: '“former”: ended by the document date',
  event: 'a one-off event',
};
