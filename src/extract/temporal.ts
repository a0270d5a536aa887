// Temporal tagger: finds date expressions in a text span and classifies each as a START, END or
// POINT of the validity it asserts, so extracted nuggets get validity intervals (paper §3.2.1,
// Algorithm 1 line 1). Bare years, year ranges, decades and relative phrases come from a small
// scanner of our own (chrono-node misses or misreads them); full dates come from chrono-node.

import * as chrono from 'chrono-node';
import type { ParsedComponents, ParsedResult } from 'chrono-node';
import { addUnits, coarser, GRANULARITY_ORDER, startOfUnit, utc } from '../model/time.js';
import { CLUB_PREFIX } from './names.js';
import type { Granularity, Instant } from '../model/time.js';

import type { TemporalExpression, TemporalRole } from '../model/candidate.js';
export type { TemporalExpression, TemporalRole };

export interface TagOptions {
  /** The document timestamp t_d, against which relative expressions ("last year") are resolved. */
  documentTime?: Instant;
  /**
   * The time the narrative is at before this text (the paragraph's latest date), against which
   * anchored expressions ("two days later", "the following year") are resolved when the text
   * itself names no date before them.
   */
  anchor?: { time: Instant; granularity: Granularity };
  /**
   * The text narrates history (an encyclopedia): "the end of the year" is the year the narrative
   * is at (`anchor`). Otherwise (news) it is the document's year.
   */
  narrative?: boolean;
}

/**
 * Tags the date expressions of `text`, sorted by offset. Distinct mentions never overlap; the one
 * exception is a whole period ("in the 1990s"), which yields a START and an END over the same span.
 * An expression's span covers the cue preposition next to the date ("since 2019", "to 2005") but
 * not a cue verb further away ("joined Acme in 2009" → "in 2009", cue 'joined').
 *
 * @example tagTemporal('He was CEO from 2004 to 2005 .')
 * // [{ text: 'from 2004', role: 'START', time: utc(2004), cue: 'from', … },
 * //  { text: 'to 2005', role: 'END', time: utc(2005), cue: 'to', … }]
 */
export function tagTemporal(text: string, options: TagOptions = {}): TemporalExpression[] {
  const docTime = Number.isFinite(options.documentTime) ? options.documentTime : undefined;
  const hasDigit = DIGIT_RE.test(text);
  // Quick exit: without digits, only document-relative and anchored phrases can produce anything.
  if (!hasDigit && docTime === undefined && options.anchor === undefined) return [];

  const mentions = withAnchored(
    text,
    findMentions(text, docTime, hasDigit, options.narrative ? options.anchor?.time : undefined, options.narrative === true),
    options.anchor,
  );
  const out = classifyMentions(text, mentions);
  if (docTime !== undefined && formerHint(text)) out.push(...scanFormer(text, docTime));
  if (text.includes('onward')) onwards(text, out);
  seasonEnds(out);
  return finalize(out);
}

/**
 * "On February 26, 2013, he joined Haras El-Hodood until the end of the 2012-2013 season": a
 * season's end is in its second year, after a start that year — so the end falls after that year.
 */
function seasonEnds(xs: TemporalExpression[]): void {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (x.cue !== 'season-end') continue;
    xs[i] = { ...x, cue: 'until' };
    const next = addUnits(x.time, 'year', 1);
    if (xs.some((y) => (y.role === 'START' || y.role === 'POINT') && y.time >= x.time && y.time < next)) xs[i] = { ...x, cue: 'until', time: next };
  }
}

/**
 * "from 1958 onwards": a start that goes on, like "since" — its word is part of the expression (so
 * no statement keeps it dangling) and its cue is an open range's.
 */
function onwards(text: string, xs: TemporalExpression[]): void {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (x.role !== 'START' && x.role !== 'POINT') continue;
    const m = ONWARDS_AFTER.exec(text.slice(x.end, x.end + 10));
    if (m) xs[i] = { ...x, end: x.end + m[0].length, text: text.slice(x.start, x.end + m[0].length), role: 'START', cue: 'open' };
  }
}
const ONWARDS_AFTER = /^\s+onwards?\b/;

// ---------------------------------------------------------------------------------------------
// Mentions: the date words alone, before any role is decided.

/** A date mention without its cue words. */
interface Mention {
  start: number;
  end: number;
  /** First instant of the named period. */
  time: Instant;
  granularity: Granularity;
}

const DIGIT_RE = /\d/;

/**
 * All date mentions, non-overlapping. Precedence: decades, two-digit ranges and relative phrases
 * (chrono misreads these) over chrono's full dates, over bare years (which chrono's dates contain).
 */
function findMentions(text: string, docTime: Instant | undefined, hasDigit: boolean, anchor?: Instant, narrative = false): Mention[] {
  const strong: Mention[] = [];
  if (hasDigit) strong.push(...scanDecades(text), ...scanShortRanges(text));
  if (PERIOD_END_HINT.test(text)) strong.push(...scanPeriodEnds(text, docTime, anchor));
  // ("the Rams took down the Cardinals on Sunday", "next week" in a history: counted from the day
  // the page was saved, they would date an old game after it; a history's own dates decide.)
  if (docTime !== undefined && !narrative) strong.push(...scanRelative(text, docTime), ...scanWeekdays(text, docTime), ...scanRelativeMonths(text, docTime));
  strong.sort(byStart);

  let accepted = withoutOverlaps([], strong);
  if (needsChrono(text, hasDigit, docTime)) accepted = mergeSorted(accepted, withoutOverlaps(accepted, chronoMentions(text, docTime)));
  if (hasDigit) accepted = mergeSorted(accepted, withoutOverlaps(accepted, scanYears(text)));
  // (Only in a history: news counts with such numbers far more often than it dates by them.)
  if (hasDigit && narrative && EARLY_YEAR_HINT.test(text)) accepted = mergeSorted(accepted, withoutOverlaps(accepted, scanEarlyYears(text)));
  return accepted;
}

const byStart = (a: { start: number }, b: { start: number }): number => a.start - b.start;

/** The candidates (sorted) that overlap neither an accepted mention (sorted) nor an earlier candidate. */
function withoutOverlaps(accepted: readonly Mention[], candidates: readonly Mention[]): Mention[] {
  const kept: Mention[] = [];
  let i = 0;
  let lastEnd = -1;
  for (const c of candidates) {
    while (i < accepted.length && accepted[i]!.end <= c.start) i++;
    const hit = accepted[i];
    if (hit !== undefined && hit.start < c.end) continue;
    if (c.start < lastEnd) continue;
    kept.push(c);
    lastEnd = c.end;
  }
  return kept;
}

function mergeSorted(a: readonly Mention[], b: readonly Mention[]): Mention[] {
  return b.length === 0 ? [...a] : [...a, ...b].sort(byStart);
}

// --- Bare years -----------------------------------------------------------------------------

/**
 * A 4-digit year 1000–2099, not part of a longer number, decimal, amount or code, nor a length
 * ("the 1000- and 2000-kilometer courses", "the 1500 m", not "1990-present").
 */
const YEAR_RE =
  /(?<![\p{L}\p{N}_$€£#]|\p{N}[.,:/]|(?<!\p{N})\p{N}{1,3}-)(1\d{3}|20\d{2})(?![\p{L}\p{N}_%]|[.,:/]\p{N}|-\p{N}(?!\p{N})|-(?:kilomet|kilometr|km|metre|meter|mile|yard|seat|ton)|-\s*(?:[,;)]|and\b|or\b)|\s(?:m|km|metres?|meters?|kilometres?|kilometers?|miles?)\b)/gu;

/** Tokens before a number that make it a label or an amount, not a year ("Route 2011", "$ 1999"). */
// prettier-ignore
const NOT_YEAR_BEFORE = new Set([
  '$', '€', '£', '#', 'us$', 'no', 'no.', 'nos', 'nos.', 'number', 'numbers', 'route', 'highway',
  'interstate', 'page', 'pages', 'p.', 'pp.', 'flight', 'room', 'platform',
]);

/** Counting nouns after a number that make it a quantity, not a year ("2000 people"). */
// prettier-ignore
const NOT_YEAR_AFTER = new Set([
  'people', 'persons', 'employees', 'staff', 'workers', 'jobs', 'votes', 'voters', 'members',
  'soldiers', 'troops', 'men', 'women', 'children', 'students', 'pupils', 'residents',
  'inhabitants', 'households', 'families', 'passengers', 'spectators', 'fans', 'units', 'copies',
  'cars', 'vehicles', 'houses', 'homes', 'beds', 'rooms', 'seats', 'points', 'goals', 'runs',
  'yards', 'cases', 'deaths', 'casualties', 'km', 'kilometres', 'kilometers', 'mi', 'miles', 'm',
  'metres', 'meters', 'ft', 'feet', 'acres', 'hectares', 'ha', 'tonnes', 'tons', 'kg', 'lb',
  'pounds', 'dollars', 'euros', '%', 'percent', 'per', 'square', 'sq', 'cubic', 'hours', 'hrs',
  'years', 'months', 'weeks', 'days', 'bc', 'bce', 'b.c.', 'cc', 'hp', 'mw', 'kw', 'rpm', 'words',
  'times',
]);

const PREV_TOKEN_RE = /(\S+)\s*$/;
const NEXT_TOKEN_RE = /^\s*([^\s.,;:)\]]+|%)/;

/** A sports club's name a founding year ends: "A.C. Pisa 1909", "TSV 1860", "TSV Alemannia Aachen 1900". */
const CLUB_YEAR_BEFORE = new RegExp(String.raw`(?:^|[\s(])${CLUB_PREFIX}(?:\s+\p{Lu}[\p{L}-]*){0,2}\s+$`, 'u');

function looksLikeYear(text: string, start: number, end: number): boolean {
  const prev = PREV_TOKEN_RE.exec(text.slice(Math.max(0, start - 16), start))?.[1];
  if (prev !== undefined && NOT_YEAR_BEFORE.has(prev.toLowerCase())) return false;
  if (prev !== undefined && /^[\p{Lu}.]/u.test(prev) && CLUB_YEAR_BEFORE.test(text.slice(Math.max(0, start - 40), start))) return false;
  const next = NEXT_TOKEN_RE.exec(text.slice(end, end + 16))?.[1];
  if (next !== undefined && NOT_YEAR_AFTER.has(next.toLowerCase())) return false;
  // ("the building at 1785 Massachusetts Avenue": a house number, unless a word of time says otherwise.)
  return !(STREET_AFTER.test(text.slice(end, end + 60)) && !(prev !== undefined && YEAR_BEFORE_STREET.has(prev.toLowerCase())));
}

/** A street's name after a number: "1785 Massachusetts Avenue", "1600 Pennsylvania Ave". */
const STREET_AFTER =
  /^\s+(?:\p{Lu}[\p{L}'-]*\s+){1,3}(?:Avenue|Ave|Street|St|Road|Rd|Boulevard|Blvd|Lane|Drive|Place|Way|Square|Court|Terrace|Parkway|Strasse|Straße)\b/u;
/** Words before a number that keep it a year before a street's name ("In 1785", "the 1929 Wall Street Crash", "late 2008"). */
// prettier-ignore
const YEAR_BEFORE_STREET = new Set(['in', 'since', 'from', 'by', 'until', 'till', 'of', 'before', 'after', 'during', 'circa', 'c.', 'the', 'late', 'early', 'mid']);

function scanYears(text: string): Mention[] {
  const out: Mention[] = [];
  YEAR_RE.lastIndex = 0; // exec on the shared regex: matchAll would clone it for every sentence
  for (let m = YEAR_RE.exec(text); m; m = YEAR_RE.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (looksLikeYear(text, start, end)) out.push({ start, end, time: utc(Number(m[1])), granularity: 'year' });
  }
  return out;
}

// --- Years before 1000 ----------------------------------------------------------------------

/**
 * A year of one to three digits is a year only where the text says so: after a preposition of
 * time ("In 890 he", "from 791 ,", "until 899"), with an era ("200 AD", "AD 5"), or continuing such a
 * year ("893 or 894", "892 , 893 , and 899", "880–895", "from 880 to 895"). Medieval pages date by
 * them ("Zwentibold became king in 895"), and without them every such fact took the page's date.
 */
const EARLY_YEAR_HINT = /(?<!\p{N})\p{N}{1,3}(?!\p{N})/u;
const EARLY_YEAR_RE =
  /(?:(?<![\p{L}\p{N}])(in|since|until|till|from|by|around|circa|c\.|before|after|during|to|or|and)\s+|\s*([,–—-])\s*|(?<![\p{L}\p{N}])(AD|A\.D\.)\s+|(?<![\p{L}\p{N}_$€£#.,:/-]))(\d{1,3})(?:\s+(AD|CE|A\.D\.))?(?![\p{L}\p{N}_%]|[.,:/]\p{N}|\s+(?:BC|BCE|B\.C\.)(?![\p{L}]))/dgiu;
/** Words that may follow a year after a preposition ("In 890 he was", "in 892 ."); any other lower-case word makes the number a count ("in 120 performances"). */
// prettier-ignore
const AFTER_EARLY_YEAR = new Set([
  'he', 'she', 'it', 'they', 'the', 'a', 'an', 'his', 'her', 'its', 'their', 'when', 'and', 'or', 'as', 'after', 'before',
  'at', 'with', 'by', 'on', 'in', 'was', 'were', 'had', 'until', 'to', 'from', 'while', 'during', 'which', 'who', 'where',
]);
const MODERN_YEAR = /(?<!\p{N})(?:1\d{3}|20\d{2})(?!\p{N})/u;
/** What every era of EARLY_YEAR_RE ("AD", "A.D.", "CE", any case) contains, at the start of a word. */
const ERA_HINT = /\b(?:ad|ce|a\.d)/i;
/** A verb of change before a number: what follows counts, it does not date. */
const CHANGE_BEFORE =
  /\b(?:gr[eo]w|grown|rose|risen|rises?|fell|fallen|falls?|increased?|decreased?|dropped|declined?|climbed|jumped|expanded|reduced|cut|raised|shrank|doubled|tripled|went)\b[^.;]*$/i;
const CONTINUING = new Set(['to', 'or', 'and', ',', '–', '—', '-']);

function scanEarlyYears(text: string): Mention[] {
  const out: Mention[] = [];
  // Beside a year of four digits a bare number is a count ("dropped from 168 in 2003 to 201 in 2017").
  const modern = MODERN_YEAR.test(text);
  // Beside one, only a year with its era is kept: without a word that could be the era, none is.
  if (modern && !ERA_HINT.test(text)) return out;
  let lastEnd = -1;
  EARLY_YEAR_RE.lastIndex = 0;
  for (let m = EARLY_YEAR_RE.exec(text); m; m = EARLY_YEAR_RE.exec(text)) {
    const year = Number(m[4]);
    const cue = (m[1] ?? m[2])?.toLowerCase();
    const era = m[3] !== undefined || m[5] !== undefined;
    const [digitsStart, digitsEnd] = m.indices![4]!;
    const start = m[3] !== undefined ? m.indices![3]![0] : digitsStart;
    const end = m[5] !== undefined ? m.indices![5]![1] : digitsEnd;
    if (year === 0 || (!era && year < 100)) continue;
    if (!era) {
      if (cue === undefined || modern) continue;
      // "to", "or", "and", a comma or a dash continue a year just read ("893 or 894"), nothing else.
      if (CONTINUING.has(cue) && (lastEnd < 0 || !/^[\s,]*$/.test(text.slice(lastEnd, m.index)))) continue;
      const next = NEXT_TOKEN_RE.exec(text.slice(end, end + 16))?.[1];
      if (next !== undefined && /^\p{Ll}/u.test(next) && !AFTER_EARLY_YEAR.has(next)) continue;
      if (next !== undefined && NOT_YEAR_AFTER.has(next.toLowerCase())) continue;
      // ("around 105 MeV", "800 MW": a unit.)
      if (next !== undefined && /^.\p{L}*\p{Lu}/u.test(next)) continue;
      // ("grew from 100 to 200 employees", "sales fell from 500 to 450": a quantity that changed.)
      if (CHANGE_BEFORE.test(text.slice(Math.max(0, start - 40), start))) continue;
    }
    out.push({ start, end, time: utc(year), granularity: 'year' });
    lastEnd = end;
  }
  return out;
}

/** "1997–99": the two-digit end of a year range, emitted together with its 4-digit start. */
const SHORT_RANGE_RE = /(?<![\p{L}\p{N}_$€£#]|\p{N}[.,:/])(1\d{3}|20\d{2})(\s*([-–—])\s*)(\d{2})(?![\p{L}\p{N}_%]|[-.,:/]\p{N})/gu;

const MONTH_AFTER_RE = /^\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/;

function scanShortRanges(text: string): Mention[] {
  const out: Mention[] = [];
  SHORT_RANGE_RE.lastIndex = 0;
  for (let m = SHORT_RANGE_RE.exec(text); m; m = SHORT_RANGE_RE.exec(text)) {
    const first = Number(m[1]);
    const yy = Number(m[4]);
    // Same century only, and "2001-05" with a plain hyphen reads as an ISO year-month.
    if (yy <= first % 100 || (m[3] === '-' && yy <= 12)) continue;
    // "4 August 2017 – 25 July 2018": a day of the next date, not the end of a year range.
    if (MONTH_AFTER_RE.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
    const aEnd = m.index + m[1]!.length;
    if (!looksLikeYear(text, m.index, m.index + m[0].length)) continue;
    const bStart = aEnd + m[2]!.length;
    out.push(
      { start: m.index, end: aEnd, time: utc(first), granularity: 'year' },
      { start: bStart, end: bStart + 2, time: utc(first - (first % 100) + yy), granularity: 'year' },
    );
  }
  return out;
}

// --- Decades ----------------------------------------------------------------------------------

/** "the 1990s", "the early 1990s", "mid-1980s", "1990's", "the '90s". */
const DECADE_RE = /(?<![\p{L}\p{N}])(?:the\s+)?(?:(?:early|mid|late)(?:\s*-\s*|\s+))?(?:(1\d|20)(\d)0\s?['’]?s|['’](\d)0s)(?![\p{L}\p{N}])/giu;

/**
 * What every decade contains: a "0" before its "s". Most texts have none, and this test costs a
 * fraction of DECADE_RE, whose look-behind runs at every position (same flags, so same case folding).
 */
const DECADE_HINT = /0\s?['’]?s/iu;

function scanDecades(text: string): Mention[] {
  const out: Mention[] = [];
  if (!DECADE_HINT.test(text)) return out;
  for (const m of text.matchAll(DECADE_RE)) {
    // "'90s" → 1990s; "'00s"/"'10s" → this century.
    const year = m[1] !== undefined ? Number(m[1]) * 100 + Number(m[2]) * 10 : Number(m[3]) <= 1 ? 2000 + Number(m[3]) * 10 : 1900 + Number(m[3]) * 10;
    out.push({ start: m.index, end: m.index + m[0].length, time: utc(year), granularity: 'decade' });
  }
  return out;
}

// --- Relative phrases -------------------------------------------------------------------------

const RELATIVE_RE =
  /(?<![\p{L}\p{N}])(?:(yesterday|today|tomorrow)|(last|next|this)\s+(week|month|year)|(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(day|week|month|year)s?\s+ago)(?![\p{L}\p{N}])/giu;

const RELATIVE_OFFSETS: Readonly<Record<string, number>> = {
  yesterday: -1,
  today: 0,
  tomorrow: 1,
  last: -1,
  this: 0,
  next: 1,
};
/** The cue of a START whose time is unknown (−∞): a state said to hold now that began at a time the text does not give. */
export const UNKNOWN_START_CUE = 'unknown';

/** Cardinal number words as texts write counts ("twelve years", "three days ago"): the one table every reader uses. */
// prettier-ignore
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13,
  fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, 'twenty-five': 25, thirty: 30,
  forty: 40, fifty: 50,
};

/** Counts before a unit of time: the number words, and "a"/"an" ("a year ago"). */
const COUNT_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, ...NUMBER_WORDS };

/** "the last year of his life" is not last year. */
const DETERMINERS = new Set(['the', 'a', 'his', 'her', 'its', 'their', 'our', 'my', 'your', 'that', 'every', 'each']);

/** What every relative phrase contains (see DECADE_HINT): "day", "tomorrow" or a unit. */
const RELATIVE_HINT = /day|tomorrow|week|month|year/iu;

function scanRelative(text: string, docTime: Instant): Mention[] {
  const out: Mention[] = [];
  if (!RELATIVE_HINT.test(text)) return out;
  for (const m of text.matchAll(RELATIVE_RE)) {
    const prev = PREV_TOKEN_RE.exec(text.slice(Math.max(0, m.index - 12), m.index))?.[1];
    if (m[2] !== undefined && prev !== undefined && DETERMINERS.has(prev.toLowerCase())) continue;
    let unit: string;
    let n: number;
    if (m[1] !== undefined) {
      unit = 'day';
      n = RELATIVE_OFFSETS[m[1].toLowerCase()] ?? 0;
    } else if (m[2] !== undefined) {
      unit = m[3]!.toLowerCase();
      n = RELATIVE_OFFSETS[m[2].toLowerCase()] ?? 0;
    } else {
      unit = m[5]!.toLowerCase();
      const count = m[4]!.toLowerCase();
      n = -(COUNT_WORDS[count] ?? Number(count));
    }
    // A week has no granularity of its own: it moves by 7 days at day precision.
    const granularity: Granularity = unit === 'month' ? 'month' : unit === 'year' ? 'year' : 'day';
    const time = addUnits(startOfUnit(docTime, granularity), granularity, unit === 'week' ? 7 * n : n);
    out.push({ start: m.index, end: m.index + m[0].length, time, granularity });
  }
  return out;
}

// --- Anchored to the narrative -----------------------------------------------------------------

/**
 * "two days later", "a year earlier", "the following month", "later that year", "the same day":
 * a time counted from the date the narrative is at (group 1–3: count, unit, direction; 4–5:
 * following/next/previous and unit; 6: unit of "later/earlier that …"; 7: unit of "the same …").
 */
const ANCHORED_RE =
  /(?<![\p{L}\p{N}])(?:(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(day|week|month|year)s?\s+(later|earlier|afterwards)|the\s+(following|next|previous|preceding)\s+(day|week|month|year)|(?:later|earlier)\s+(?:that|the\s+same)\s+(day|week|month|year)|(?:that|the)\s+same\s+(day|month|year))(?![\p{L}\p{N}])/giu;
const ANCHORED_HINT = /later|earlier|afterwards|following|next|previous|preceding|same/i;
/** "since then", "ever since that time": from the date said before. Group 1: what stands for it. */
const SINCE_THEN_RE = /(?<![\p{L}\p{N}])since\s+(then|that\s+time|that\s+date)(?![\p{L}\p{N}])/iu;
const SINCE_THEN_GLOBAL = new RegExp(SINCE_THEN_RE.source, 'giu');
/** What MONTH_OF_THAT_YEAR_RE needs: "that" or "same" before a year or month ("that year", "that June"), or a year after "following". */
const THAT_HINT = /(?:that|same) (?:year|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|(?:following|next|previous|preceding) year/;
/**
 * "was born in April that year", "was re-elected that June", "On 6 July of that year", "sacked on 15
 * February of the following year": a month (and day) of the year the narrative is at, or of the
 * year after or before it ("that May" may be Theresa May). Groups: 1 a day before the month, 2 the
 * month, 3 a day after it, 4 following/next/previous/preceding, 5 the month of "that June".
 */
const MONTH_OF_THAT_YEAR_RE =
  /(?<![\p{L}\p{N}])(?:(?:(\d{1,2})\s+)?(January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+(\d{1,2}))?\s+(?:of\s+)?(?:that|the\s+same|the\s+(following|next|previous|preceding))\s+year|that\s+(January|February|March|April|June|July|August|September|October|November|December))(?![\p{L}\p{N}])/gu;

/**
 * The mentions (sorted) with the anchored expressions of `text` added, each counted from the
 * latest date before it in the text, else from `anchor`; an expression with neither is left out.
 * Its precision is the coarser of its unit's and its anchor's: "two days later" after "in 1910" is
 * still 1910.
 */
function withAnchored(text: string, mentions: Mention[], anchor: TagOptions['anchor']): Mention[] {
  const counted = ANCHORED_HINT.test(text);
  // (THAT_HINT tries its alternatives at every position; what it needs is found far faster first.)
  const thatYear = (text.includes('that ') || text.includes('same ') || text.includes(' year')) && THAT_HINT.test(text);
  // (Not from a birth: "Anna Berg, who was born in 1975, has been its chief executive since then".)
  const sinceThen = text.includes('since ') && SINCE_THEN_RE.test(text) && !/\bborn\b/.test(text);
  if (!counted && !thatYear && !sinceThen) return mentions;
  // The date an expression at `at` counts from: the latest dated mention before it, else the narrative's.
  const anchorAt = (at: number) => {
    let from: { time: Instant; granularity: Granularity } | undefined = anchor;
    for (const x of mentions) if (x.end <= at && Number.isFinite(x.time)) from = x;
    return from;
  };
  const found: Mention[] = [];
  // "April that year" overrides the year-less "April" read before it ("6 July" read as the next one).
  const months: Mention[] = [];
  for (const m of thatYear ? text.matchAll(MONTH_OF_THAT_YEAR_RE) : []) {
    const from = anchorAt(m.index);
    if (from === undefined || GRANULARITY_ORDER.indexOf(from.granularity) > GRANULARITY_ORDER.indexOf('year')) continue;
    const end = m.index + m[0].length;
    mentions = mentions.filter((x) => x.end <= m.index || x.start >= end);
    const shift = m[4] === undefined ? 0 : /^(?:previous|preceding)$/i.test(m[4]) ? -1 : 1;
    const day = m[1] ?? m[3];
    const month = MONTHS.indexOf((m[2] ?? m[5])!.toLowerCase()) + 1;
    months.push({
      start: m.index,
      end,
      time: utc(new Date(from.time).getUTCFullYear() + shift, month, day === undefined ? 1 : Number(day)),
      granularity: day === undefined ? 'month' : 'day',
    });
  }
  for (const m of counted ? text.matchAll(ANCHORED_RE) : []) {
    // ("of the following year" inside "15 February of the following year" is that date's.)
    if (months.some((x) => x.start <= m.index && m.index < x.end)) continue;
    const from = anchorAt(m.index);
    if (from === undefined) continue;
    const unit = (m[2] ?? m[5] ?? m[6] ?? m[7])!.toLowerCase();
    const count = m[1] !== undefined ? (COUNT_WORDS[m[1].toLowerCase()] ?? Number(m[1])) : m[4] !== undefined ? 1 : 0;
    const backwards = /^(?:earlier|previous|preceding)$/i.test(m[3] ?? m[4] ?? '');
    const step: Granularity = unit === 'month' ? 'month' : unit === 'year' ? 'year' : 'day';
    const granularity = coarser(from.granularity, step);
    const moved = addUnits(from.time, step, (unit === 'week' ? 7 : 1) * count * (backwards ? -1 : 1));
    found.push({ start: m.index, end: m.index + m[0].length, time: startOfUnit(moved, granularity), granularity });
  }
  // "resigned in March 2022; Elena Ruiz has been chief executive since then": the date before, as
  // precise as it was said (the word "then" is the mention, so "since" before it starts the state).
  for (const m of sinceThen ? text.matchAll(SINCE_THEN_GLOBAL) : []) {
    const from = anchorAt(m.index);
    if (from === undefined) continue;
    const at = m.index + m[0].length - m[1]!.length;
    found.push({ start: at, end: at + m[1]!.length, time: startOfUnit(from.time, from.granularity), granularity: from.granularity });
  }
  found.push(...months);
  found.sort(byStart);
  return found.length === 0 ? mentions : mergeSorted(mentions, withoutOverlaps(mentions, found));
}

// --- Months relative to the document ---------------------------------------------------------

const RELATIVE_MONTH_RE =
  /(?<![\p{L}\p{N}]|\bthe\s|\bits\s|\bhis\s|\bher\s|\btheir\s)(last|next|this)\s+(January|February|March|April|May|June|July|August|September|October|November|December|spring|summer|autumn|fall|winter)(?!\s*,?\s*\d)(?![\p{L}\p{N}])(?!\s+of\b)/giu;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** A season by the month it opens with (northern hemisphere, as the sources write): "last autumn" is last September on. */
const SEASON_MONTHS: Readonly<Record<string, number>> = { spring: 2, summer: 5, autumn: 8, fall: 8, winter: 11 };

/**
 * "said last August", "agreed to last September", "will retire next June", "last autumn": the
 * nearest such month (or season's first month) before the document's month (last), after it (next),
 * or in the document's year (this).
 */
function scanRelativeMonths(text: string, docTime: Instant): Mention[] {
  const out: Mention[] = [];
  if (!/(?:last|next|this)\s/i.test(text)) return out;
  const doc = new Date(docTime);
  const year = doc.getUTCFullYear();
  const current = doc.getUTCMonth();
  for (const m of text.matchAll(RELATIVE_MONTH_RE)) {
    const name = m[2]!.toLowerCase();
    const month = SEASON_MONTHS[name] ?? MONTHS.indexOf(name);
    const cue = m[1]!.toLowerCase();
    const y = cue === 'last' ? (month < current ? year : year - 1) : cue === 'next' ? (month > current ? year : year + 1) : year;
    out.push({ start: m.index, end: m.index + m[0].length, time: utc(y, month + 1), granularity: 'month' });
  }
  return out;
}

// --- Ends of periods ----------------------------------------------------------------------------

const PERIOD_END_HINT = /\bend of\b/i;
/**
 * "the end of 2021", "the end of March 2024", "the end of the year", "the end of next month": the
 * period's close — "will step down at the end of the year" leaves at its close, not at its start.
 * Groups: 1 this/next/last or the article, 2 year/month; 3 a month's name, 4 its year; 5 a year.
 */
const PERIOD_END_RE =
  /(?<![\p{L}\p{N}])(?:the\s+)?end\s+of\s+(?:(the|this|next|last)\s+(year|month)|(January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+(1\d{3}|20\d{2}))?|(1\d{3}|20\d{2}))(?![\p{L}\p{N}])/giu;

function scanPeriodEnds(text: string, docTime: Instant | undefined, anchor: Instant | undefined): Mention[] {
  const out: Mention[] = [];
  const doc = docTime === undefined ? null : new Date(docTime);
  for (const m of text.matchAll(PERIOD_END_RE)) {
    let first: Instant;
    let unit: 'year' | 'month';
    if (m[5] !== undefined) [first, unit] = [utc(Number(m[5])), 'year'];
    else if (m[3] !== undefined) {
      const year = m[4] !== undefined ? Number(m[4]) : doc?.getUTCFullYear();
      if (year === undefined) continue;
      [first, unit] = [utc(year, MONTHS.indexOf(m[3].toLowerCase()) + 1), 'month'];
    } else {
      // "this / next / last year" counts from the document's date; in a narrative "the year" is the
      // one it is at ("The line was extended to Porta Romana at the end of the year", after "opened
      // on 3 May 1990"), the document's when nothing came before — and in news always the report's.
      const cue = m[1]!.toLowerCase();
      const from = cue === 'the' ? (anchor ?? docTime) : docTime;
      if (from === undefined) continue;
      unit = m[2]!.toLowerCase() as 'year' | 'month';
      first = addUnits(startOfUnit(from, unit), unit, RELATIVE_OFFSETS[cue] ?? 0);
    }
    // The instant the period is over (validity ends are exclusive), at day precision: "until the end
    // of 2005" holds through 31 December, and meets a successor's "from 2006".
    out.push({ start: m.index, end: m.index + m[0].length, time: addUnits(first, unit, 1), granularity: 'day' });
  }
  return out;
}

// --- Weekdays ---------------------------------------------------------------------------------

/** "on Tuesday", "last Friday", "next Monday", "on Tuesday, June 4" (a date beside it wins: chrono reads it). */
const WEEKDAY_RE =
  /(?<![\p{L}\p{N}])(?:(last|next|this|on|by|until|since|from)\s+)?(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?!\s*,?\s*(?:\d|January|February|March|April|May|June|July|August|September|October|November|December))(?![\p{L}\p{N}])/gu;
/** A capitalised word just before: the weekday is part of a name. */
const NAME_BEFORE = /\p{Lu}[\p{L}.'’-]*\s+$/u;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** A verb group that looks ahead ("will take over on Monday", "is due to start on Monday", "takes office on Monday"). */
/** A verb group in the past before a date ("announced … in August", "had agreed … in October"). */
const PAST_BEFORE = /\b(?:was|were|had|did|\p{L}+ed)\b[^.;]{0,60}$/iu;
/** "named X as its next chief executive, effective August 8": an effective date looks ahead. */
const EFFECTIVE_BEFORE = /\beffective(?:\s+(?:from|on|as\s+of))?\s*$/i;
const FUTURE_VERB =
  /\b(?:will|'ll|shall|is\s+due\s+to|are\s+due\s+to|is\s+set\s+to|are\s+set\s+to|is\s+expected\s+to|are\s+expected\s+to|is\s+to|are\s+to|plans?\s+to|would)\b[^.;]{0,60}$/i;
/** A past verb of saying right before the date ("said on", "told reporters on"). */
const SAID_BEFORE = /\b(?:said|told|announced|added|confirmed|wrote)(?:\s+\w+){0,2}\s+(?:on|last)?\s*$/i;
/** A past verb whose clause runs on to the end ("who was sworn in on"): no comma has closed it. */
const OPEN_PAST = /\b(?:was|were|had)\b[^,.;]*$/i;
/**
 * Does the text before a date look ahead (a future verb)? Not past a past tense of its own: "will be
 * replaced by her deputy, who was sworn in on Tuesday" — unless a comma closed that clause: "will
 * vote on the bill, which was introduced in March, on Thursday".
 */
const FUTURE_BEFORE = {
  test(before: string): boolean {
    // ("The plant will close, Berg said on Monday": the saying's day is past.)
    if (SAID_BEFORE.test(before)) return false;
    const m = FUTURE_VERB.exec(before);
    return m !== null && !OPEN_PAST.test(before.slice(m.index));
  },
};

/**
 * A weekday in a dated text (news): the one on or before the document's date — what a report of
 * past events means by "on Tuesday" — unless "next" or a future verb before it points ahead, then
 * the first one after. "this Friday" looks ahead too.
 */
function scanWeekdays(text: string, docTime: Instant): Mention[] {
  const out: Mention[] = [];
  if (!/day\b/.test(text)) return out;
  const today = new Date(startOfUnit(docTime, 'day')).getUTCDay();
  for (const m of text.matchAll(WEEKDAY_RE)) {
    const day = WEEKDAYS.indexOf(m[2]!);
    const cue = m[1]?.toLowerCase();
    // A bare weekday after a capitalised word ends a name: "joined Sheffield Wednesday".
    if (!cue && NAME_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const ahead = cue === 'next' || cue === 'this' || (cue !== 'last' && FUTURE_BEFORE.test(text.slice(Math.max(0, m.index - 80), m.index)));
    const back = (today - day + 7) % 7;
    const offset = ahead ? (day - today + 7) % 7 || 7 : cue === 'last' && back === 0 ? -7 : -back;
    // The cue word stays outside the mention when it is a preposition, so the role classifier reads it.
    const start = cue === 'last' || cue === 'next' || cue === 'this' ? m.index : m.index + m[0].length - m[2]!.length;
    out.push({ start, end: m.index + m[0].length, time: addUnits(startOfUnit(docTime, 'day'), 'day', offset), granularity: 'day' });
  }
  return out;
}

// --- chrono adapter ---------------------------------------------------------------------------

const MONTH_NAME_RE =
  /(?<![\p{L}])(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![\p{L}])/iu;
/** What every MONTH_NAME_RE match contains (same flags), found faster than its look-behind allows. */
const MONTH_HINT = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/iu;
/** Month names chrono may read without a year; capitalised only, so the modal "may" never counts. */
const FULL_MONTH_RE = /(?<![\p{L}])(?:January|February|March|April|May|June|July|August|September|October|November|December)(?![\p{L}])/u;
const NUMERIC_DATE_RE = /\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}/;
/** Words before a year-less month that make it a date ("in March"), not a verb or a name. */
const YEARLESS_MONTH_BEFORE = new Set(['in', 'since', 'until', 'till', 'from', 'by', 'during', 'early', 'mid', 'late', 'before', 'after', 'through']);
const PREV_WORD_RE = /(\p{L}+)[\s-]*$/u;
/** Prepositions chrono sometimes folds into its match; the role classifier reads them itself. */
const LEADING_WORDS_RE = /^(?:(?:on|in|at|of|the|since|from|until|till|by|during)\s+)+/i;
const CHRONO_SPLIT_RES = [/\s+(?:to|until|till|through|thru)\s+/i, /\s*[–—]\s*/, /\s+-\s+/, /(?<=\d)-(?=\d)/];
/** Fixed reference when there is no document time, so output never depends on the clock. */
const NO_DOC_REFERENCE = Date.UTC(2000, 0, 1);

/**
 * chrono's casual parsers of relative phrases ("for 176 days", "3 years ago", "tomorrow", "next
 * week", "end of month"). acceptChrono drops every date they find, yet chrono merged them into the
 * real dates beside them — "for 176 days until January 1962" became a range ending in 2022 — and
 * they were most of chrono's time. Weekdays and times of day stay: they only widen a date's span.
 * Named by class, as chrono does not export them; a test checks each name is still one of chrono's,
 * so an upgrade that renames one fails loudly instead of quietly running it again.
 */
export const CHRONO_SKIPPED_PARSERS: readonly string[] = [
  'ENTimeUnitWithinFormatParser',
  'ENTimeUnitAgoFormatParser',
  'ENTimeUnitLaterFormatParser',
  'ENCasualDateParser',
  'ENEndOfCurrentMonthParser',
  'ENRelativeDateFormatParser',
  'ENTimeUnitCasualRelativeFormatParser',
];

/** chrono's casual English, less the skipped parsers. */
const DATE_PARSER = (() => {
  const parser = chrono.casual.clone();
  parser.parsers = parser.parsers.filter((p) => !CHRONO_SKIPPED_PARSERS.includes(p.constructor.name));
  return parser;
})();

/** chrono is the slow part: call it only when a month name or a numeric date could be present. */
function needsChrono(text: string, hasDigit: boolean, docTime: Instant | undefined): boolean {
  if (MONTH_HINT.test(text) && MONTH_NAME_RE.test(text)) return hasDigit || docTime !== undefined;
  return hasDigit && NUMERIC_DATE_RE.test(text);
}

function chronoMentions(text: string, docTime: Instant | undefined): Mention[] {
  // ("23 July-27 December 1942": chrono reads a range's hyphen between a month and a day as a
  // number's sign; an en dash, one character too, keeps every offset.)
  const dashed = text.includes('-') ? text.replace(MONTH_HYPHEN, '$1–') : text;
  const results = DATE_PARSER.parse(dashed, { instant: new Date(docTime ?? NO_DOC_REFERENCE), timezone: 0 });
  const out: Mention[] = [];
  for (const r of results) out.push(...acceptChrono(text, r, docTime));
  return out.sort(byStart);
}

/** Words after which a day's three digits are its year ("On 8 December 899 he died", "died on 31 January 876 in Regensburg"): not a verb a count goes on with ("150 were rescued"). */
const AFTER_DAY_YEAR = new Set([...AFTER_EARLY_YEAR].filter((w) => w !== 'was' && w !== 'were' && w !== 'had'));
/** A year of three digits right after a month ("January 876"), not a count or a day ("January 12"). */
const EARLY_YEAR_AFTER_MONTH = /^(,?\s+)([1-9]\d{2})(?![\p{L}\p{N}]|[.,:/]\p{N})/u;

const MONTH_HYPHEN = /\b(January|February|March|April|May|June|July|August|September|October|November|December)-(?=\d)/g;

/**
 * Keeps a chrono result only when it is a real calendar date: a month name or numeric date with a
 * certain year, or (with a document time) a capitalised month name in a date-like context, read
 * in the document's year. Drops weekdays, times of day, "now" and relative phrases.
 */
function acceptChrono(text: string, r: ParsedResult, docTime: Instant | undefined): Mention[] {
  if (!r.start.isCertain('month')) return [];
  if (!MONTH_NAME_RE.test(r.text) && !NUMERIC_DATE_RE.test(r.text)) return [];
  let yearCertain = r.start.isCertain('year') || r.end?.isCertain('year') === true;
  let year: number | undefined;
  let tail = '';
  if (!yearCertain && !r.end) {
    // ("died on 31 January 876": chrono reads no year of three digits; the number is the year.)
    const early = EARLY_YEAR_AFTER_MONTH.exec(text.slice(r.index + r.text.length, r.index + r.text.length + 8));
    // (Not a count: "On 10 May 500 British troops landed", "by 1 June 400 had been evacuated".)
    const next = early ? NEXT_TOKEN_RE.exec(text.slice(r.index + r.text.length + early[0].length).slice(0, 16))?.[1] : undefined;
    // ("On February 22 , 896 Formosus led the king": a comma before the digits makes them the year.)
    const yearAfterComma = early?.[1]!.includes(',') === true && next !== undefined && /^\p{Lu}/u.test(next);
    if (early && FULL_MONTH_RE.test(r.text) && (next === undefined || !/\p{L}/u.test(next) || AFTER_DAY_YEAR.has(next) || yearAfterComma)) {
      year = Number(early[2]);
      tail = early[0];
      yearCertain = true;
    }
  }
  if (!yearCertain) {
    if (docTime === undefined || !FULL_MONTH_RE.test(r.text)) return [];
    const dayCertain = r.start.isCertain('day');
    const lead = LEADING_WORDS_RE.exec(r.text)?.[0].length ?? 0;
    const prev = PREV_WORD_RE.exec(text.slice(Math.max(0, r.index + lead - 16), r.index + lead))?.[1];
    if (!dayCertain && (prev === undefined || !YEARLESS_MONTH_BEFORE.has(prev.toLowerCase()))) return [];
    year = new Date(docTime).getUTCFullYear();
    // "will take over as chief executive on January 13" in a December report is next January.
    const at = chronoTime(r.start, year).time;
    const before = text.slice(Math.max(0, r.index - 80), r.index);
    if (at < docTime && FUTURE_BEFORE.test(before)) year++;
    // "announced his retirement in August" in a February report is last August.
    else if (at > docTime && PAST_BEFORE.test(before) && !FUTURE_BEFORE.test(before) && !EFFECTIVE_BEFORE.test(before)) year--;
  }

  const parts = tail ? [{ index: r.index, text: r.text + tail, comp: r.start }] : splitChronoRange(r);
  const out: Mention[] = [];
  for (const p of parts) {
    const mention = trimChronoSpan(p.index, p.text, p.comp, year);
    if (mention !== null) out.push(mention);
  }
  return out;
}

function chronoTime(c: ParsedComponents, yearOverride: number | undefined): { time: Instant; granularity: Granularity } {
  const year = yearOverride ?? c.get('year') ?? 0;
  const month = c.get('month') ?? 1;
  const day = c.isCertain('day') ? (c.get('day') ?? 1) : 1;
  return { time: utc(year, month, day), granularity: c.isCertain('day') ? 'day' : 'month' };
}

/** chrono merges "March 2004 to June 2005" into one result; split it so each side gets its own role. */
function splitChronoRange(r: ParsedResult): Array<{ index: number; text: string; comp: ParsedComponents }> {
  if (!r.end) return [{ index: r.index, text: r.text, comp: r.start }]; // null at runtime, despite the type
  for (const re of CHRONO_SPLIT_RES) {
    const m = re.exec(r.text);
    if (m === null) continue;
    const bStart = m.index + m[0].length;
    return [
      { index: r.index, text: r.text.slice(0, m.index), comp: r.start },
      { index: r.index + bStart, text: r.text.slice(bStart), comp: r.end },
    ];
  }
  return [{ index: r.index, text: r.text, comp: r.start }];
}

/**
 * The mention a chrono span names, its leading prepositions and trailing punctuation trimmed; null
 * when nothing is left. (Made here in one literal, as every Mention is: a `{ start, end }` object
 * spread into one would share its hidden class with the store's `{ start, end }` validity bounds,
 * whose times are doubles, and the offsets of every mention would be boxed as doubles too.)
 */
function trimChronoSpan(index: number, raw: string, comp: ParsedComponents, year: number | undefined): Mention | null {
  const lead = LEADING_WORDS_RE.exec(raw)?.[0].length ?? 0;
  const body = raw.slice(lead).replace(/[\s,]+$/, '');
  if (body.length === 0) return null;
  const { time, granularity } = chronoTime(comp, year);
  return { start: index + lead, end: index + lead + body.length, time, granularity };
}

// ---------------------------------------------------------------------------------------------
// Roles: cue words next to the date, range pairing, cue verbs in the clause.

/** The cue immediately left of a mention: a preposition (normalised), a range connector, or none. */
interface LeftCue {
  word: string | null;
  /** Where the expression's span starts: the cue word, or the mention itself. */
  from: number;
}

const LEFT_CUE_RE =
  /(?:(?<![\p{L}])(as\s+of|up\s+(?:to|until)|since|from|until|till|til|through|thru|to|and|between|before|after|during|in|on|by|starting(?:\s+(?:in|on|from))?|beginning(?:\s+(?:in|on))?|effective(?:\s+(?:from|on))?)\s+|([-–—])\s*)?(?:(?<![\p{L}])(?:early|mid|late|earlier|later|around|about|circa|c\.)(?:\s*-\s*|\s+))?$/iu;

const CUE_ALIASES: Readonly<Record<string, string>> = {
  till: 'until',
  til: 'until',
  'up to': 'until',
  'up until': 'until',
  thru: 'through',
};
/** Cues that join the second date of a range to the first. */
const CONNECTORS = new Set(['to', 'and', 'dash', 'until', 'through']);
/** Connectors that mean nothing outside a range ("in 2004 and 2005"); 'until'/'through' still do. */
const BARE_CONNECTORS = new Set(['to', 'and', 'dash']);

function leftCue(text: string, m: Mention, bound: number): LeftCue {
  const lo = Math.max(bound, m.start - 40);
  const r = LEFT_CUE_RE.exec(text.slice(lo, m.start));
  if (r === null || r[0].length === 0) return { word: null, from: m.start };
  let word: string | null = null;
  if (r[2] !== undefined) word = 'dash';
  else if (r[1] !== undefined) {
    const w = r[1].toLowerCase().replace(/\s+/g, ' ');
    word = CUE_ALIASES[w] ?? w.split(' ')[0]!;
    if (w === 'as of') word = w;
  }
  return { word, from: lo + r.index };
}

/** Classifies all mentions in order, pairing "from X to Y", "between X and Y" and "X–Y". */
function classifyMentions(text: string, ms: readonly Mention[]): TemporalExpression[] {
  const cues = ms.map((m, i) => leftCue(text, m, i === 0 ? 0 : ms[i - 1]!.end));
  const out: TemporalExpression[] = [];
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i]!;
    const cue = cues[i]!;
    const next = ms[i + 1];
    const nextCue = cues[i + 1];
    if (next !== undefined && nextCue !== undefined) {
      const pair = pairRange(text, m, cue, next, nextCue);
      if (pair !== null) {
        out.push(...pair);
        i++;
        continue;
      }
    }
    const lo = i === 0 ? 0 : ms[i - 1]!.end;
    const hi = nextCue?.from ?? text.length;
    out.push(...classifySingle(text, m, cue, lo, hi));
  }
  return out;
}

/** "until the end of the": what leads to a season's range a state lasted until. */
const UNTIL_THE_END = /\b(?:until|till)\s+the\s+end\s+of\s+the\s+$/i;

/** START words that may open a range; any other left cue makes it a plain 'range'. */
const RANGE_OPENERS = new Set(['from', 'between', 'since', 'starting', 'beginning']);

function pairRange(text: string, a: Mention, aCue: LeftCue, b: Mention, bCue: LeftCue): TemporalExpression[] | null {
  const connector = bCue.word;
  if (connector === null || !CONNECTORS.has(connector)) return null;
  if (connector === 'and' && aCue.word !== 'between') return null;
  if (b.time < a.time || !isBlank(text, a.end, bCue.from)) return null;

  // ("coached the team until the end of the 1981–82 season": a season's range that a state lasted
  // until ends it when the season does — by the middle of its second year — and starts nothing.)
  const until = aCue.word === null && b.granularity === 'year' ? UNTIL_THE_END.exec(text.slice(Math.max(0, a.start - 32), a.start)) : null;
  if (until) return [expr(text, a.start - until[0].length, b.end, 'END', b.time, b.granularity, 'season-end')];
  const opener = aCue.word !== null && RANGE_OPENERS.has(aCue.word) ? aCue.word : 'range';
  const aFrom = aCue.word !== null && BARE_CONNECTORS.has(aCue.word) ? a.start : aCue.from;
  // "through 2005" includes 2005; "to 2005" ends where 2005 begins — unless that is no later than
  // the start ("from 2008 to 2008"), then the whole named period is meant.
  let endTime = connector === 'through' ? addUnits(b.time, b.granularity, 1) : b.time;
  if (endTime <= a.time) endTime = addUnits(b.time, b.granularity, 1);
  const endCue = opener === 'range' || connector === 'dash' ? 'range' : connector === 'and' ? 'between' : connector;
  return [
    expr(text, aFrom, a.end, 'START', a.time, a.granularity, opener),
    expr(text, connector === 'dash' ? b.start : bCue.from, b.end, 'END', endTime, b.granularity, endCue),
  ];
}

const START_CUES = new Set(['since', 'from', 'starting', 'beginning', 'effective']);
/** Cues of a date that bounds a span ("since 1950", "from 2008 to 2012", "until 1998") rather than marking a moment. */
export const SPAN_CUES: ReadonlySet<string> = new Set(['since', 'from', 'range', 'until', 'between', 'open', 'through', 'to']);
/** A range left open after its date: "1977–present", "1980 – ", "2021 to present", "( 2017 until today )". */
const OPEN_RANGE_RE =
  /^\s*(?:[-–—]\s*(?:(?:present|now|today|date|current)(?![\p{L}])|(?=\s*(?:[)\],;]|\.(?!\d)|$)))|(?:to|until|till)\s+(?:the\s+)?(?:present|now|today)(?![\p{L}]))/iu;

const OPEN_START_RE = /\(\s*[-–—]\s*$/;
/** A list's item, as the outline writes it ("- Faruk Sejdini ( - 10 Nov 2007 )"). */
export const LIST_ITEM = /^\s*[-–•*]\s/;

function classifySingle(text: string, m: Mention, cue: LeftCue, lo: number, hi: number): TemporalExpression[] {
  const bare = cue.word !== null && BARE_CONNECTORS.has(cue.word);
  const word = bare ? null : cue.word;
  const from = bare ? m.start : cue.from;
  const at = (role: TemporalRole, time: Instant, c: string): TemporalExpression => expr(text, from, m.end, role, time, m.granularity, c);
  const after = addUnits(m.time, m.granularity, 1);

  if (word !== null && START_CUES.has(word)) return [at('START', m.time, word)];
  switch (word) {
    case 'after':
      return [at('START', after, 'after')];
    case 'until':
      return [at('END', m.time, 'until')];
    case 'before':
      return [at('END', m.time, 'before')];
    case 'through':
      return [at('END', after, 'through')];
    case 'as of':
      return [at('POINT', m.time, 'as of')];
  }
  // (Its own cue: a range whose end a reader drops is no open one.)
  if (OPEN_RANGE_RE.test(text.slice(m.end, m.end + 24))) return [at('START', m.time, 'open')];
  // ("- Faruk Sejdini ( - 10 Nov 2007 )": a term whose start the list does not know ends there.)
  if (cue.word === 'dash' && LIST_ITEM.test(text) && OPEN_START_RE.test(text.slice(Math.max(0, m.start - 8), m.start))) return [at('END', m.time, 'until')];

  // The clause the date is in, found once for both the verb before it and the one after it.
  const clause = clauseStart(text, Math.max(lo, from - 160), from);
  const verb = leftVerb(text, clause, from) ?? (isClauseInitial(text, clause, from) ? rightVerb(text, m.end, hi) : null);
  if (verb !== null) return [at(verb.role, m.time, verb.cue)];
  if (m.granularity === 'decade') return [at('START', m.time, 'decade'), at('END', after, 'decade')];
  return [at('POINT', m.time, word === null || word === 'between' ? 'date' : word)];
}

// --- Cue verbs --------------------------------------------------------------------------------

/** Verbs (and 'until'/'since') that make a date in the same clause a START or an END. */
const VERB_RE = new RegExp(
  String.raw`(?<![\p{L}-])(?:` +
    String.raw`((?:was|were|been|being)\s+replaced|replaced\s+by|succeeded\s+by|stepped\s+down|ended|left(?!-)|resigned|retired|graduated|died|quit|departed|dismissed|fired|sacked|ousted|deposed|dissolved|disbanded|abolished|defunct|closed|until|till)` +
    String.raw`|(became|becomes|become|appointed|named(?!\s+(?:after|for))|joined|took\s+office|took\s+over|re-?elected|elected|co-?founded|founded|established|moved|promoted|started|began|assumed|succeeded|replaced|hired|inaugurated|sworn\s+in|signed|married|acquired|launched|opened|created|formed|since)` +
    String.raw`|(before|after))(?![\p{L}])`,
  'giu',
);
const MAX_VERB_DISTANCE_WORDS = 8;
const WORDISH_RE = /[\p{L}\p{N}]/u;

interface VerbCue {
  role: TemporalRole;
  cue: string;
}

function verbCue(m: RegExpMatchArray): VerbCue | null {
  if (m[3] !== undefined) return null;
  const cue = m[0].toLowerCase().replace(/\s+/g, ' ');
  return { role: m[1] !== undefined ? 'END' : 'START', cue: cue === 'till' ? 'until' : cue };
}

/** The nearest cue verb before the date, within the clause and a few words; 'before'/'after' block. */
function leftVerb(text: string, from: number, pos: number): VerbCue | null {
  const window = lastWords(text.slice(from, pos), MAX_VERB_DISTANCE_WORDS);
  // exec on the shared global regex, not matchAll (which clones it): this runs for every date.
  let last: RegExpMatchArray | null = null;
  VERB_RE.lastIndex = 0;
  for (let m = VERB_RE.exec(window); m; m = VERB_RE.exec(window)) last = m;
  return last === null ? null : verbCue(last);
}

/** "In 1998 , he joined …": a clause-initial date takes the first cue verb after it. */
function rightVerb(text: string, pos: number, hi: number): VerbCue | null {
  const window = firstWords(text.slice(pos, clauseEnd(text, pos, Math.min(hi, pos + 160))), MAX_VERB_DISTANCE_WORDS);
  VERB_RE.lastIndex = 0;
  const m = VERB_RE.exec(window);
  if (m === null || m[3] !== undefined || /^(?:until|till|since)$/i.test(m[0])) return null;
  return verbCue(m);
}

/** Sentence and clause ends: ; ! ? and a period that is not an abbreviation ("Sept. 2004", "St. Louis"). */
const BOUNDARY_RE = /[;!?]|(?<=\s)\.(?=\s|$)|(?<=[\p{Ll}\p{N})\]]{2})\.(?=\s+[\p{Lu}"“(]|\s*$)/gu;

/**
 * Calls `visit(at, after)` for each boundary in [lo, hi), in order, until it returns false; the
 * scanned slice reaches a little past both sides for the look-arounds. (A plain loop: this runs for
 * every date of a corpus, where a generator over matchAll cost more than the matching.)
 */
function eachBoundary(text: string, lo: number, hi: number, visit: (at: number, after: number) => boolean): void {
  const base = Math.max(0, lo - 2);
  const slice = text.slice(base, Math.min(text.length, hi + 4));
  BOUNDARY_RE.lastIndex = 0;
  for (let m = BOUNDARY_RE.exec(slice); m; m = BOUNDARY_RE.exec(slice)) {
    const at = base + m.index;
    if (at < lo) continue;
    if (at >= hi || !visit(at, at + m[0].length)) break;
  }
}

function clauseStart(text: string, lo: number, pos: number): number {
  let start = lo;
  eachBoundary(text, lo, pos, (_at, after) => {
    start = after;
    return true;
  });
  return start;
}

/** Where the clause that starts at `pos` ends (at most `hi`). */
function clauseEnd(text: string, pos: number, hi: number): number {
  let end = hi;
  eachBoundary(text, pos, hi, (at) => {
    end = at;
    return false;
  });
  return end;
}

const OPENING_ONLY_RE = /^[\s"'“‘([]*$/;

function isClauseInitial(text: string, clause: number, pos: number): boolean {
  return OPENING_ONLY_RE.test(text.slice(clause, pos));
}

/** The last `n` words of `s` (punctuation tokens do not count). */
function lastWords(s: string, n: number): string {
  const tokens = s.split(/\s+/);
  let words = 0;
  let i = tokens.length;
  while (i > 0 && words < n) {
    i--;
    if (WORDISH_RE.test(tokens[i]!)) words++;
  }
  return tokens.slice(i).join(' ');
}

function firstWords(s: string, n: number): string {
  const tokens = s.split(/\s+/);
  let words = 0;
  let i = 0;
  while (i < tokens.length && words < n) {
    if (WORDISH_RE.test(tokens[i]!)) words++;
    i++;
  }
  return tokens.slice(0, i).join(' ');
}

// --- "former" ---------------------------------------------------------------------------------

const FORMER_HINT_RE = /former|previously/iu;
const EX_HINT_RE = /(?<![\p{L}])ex\s?-/iu;

/** Could the text say "former", "previously" or "ex-"? (The look-behind of "ex-" is tried only where there is a hyphen.) */
function formerHint(text: string): boolean {
  return FORMER_HINT_RE.test(text) || (text.includes('-') && EX_HINT_RE.test(text));
}
const FORMER_RE = /(?<![\p{L}\p{N}])(?:(?:former|formerly|previously)(?![\p{L}\p{N}])|ex\s?-(?=\s?\p{L}))/giu;

/** "the former CEO", "ex-CEO", "previously": the role had ended by the document time. */
function scanFormer(text: string, docTime: Instant): TemporalExpression[] {
  const out: TemporalExpression[] = [];
  for (const m of text.matchAll(FORMER_RE)) {
    out.push(expr(text, m.index, m.index + m[0].length, 'END', docTime, 'day', 'former'));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

function expr(text: string, start: number, end: number, role: TemporalRole, time: Instant, granularity: Granularity, cue: string): TemporalExpression {
  return { start, end, text: text.slice(start, end), role, time, granularity, cue };
}

function isBlank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) > 32) return false;
  return true;
}

const ROLE_ORDER: Readonly<Record<TemporalRole, number>> = { START: 0, END: 1, POINT: 2 };

/** Sorted by offset; drops anything overlapping an earlier expression except a same-span pair. */
function finalize(xs: TemporalExpression[]): TemporalExpression[] {
  xs.sort((a, b) => a.start - b.start || ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  const out: TemporalExpression[] = [];
  let prev: TemporalExpression | undefined;
  for (const x of xs) {
    const samePair = prev !== undefined && prev.start === x.start && prev.end === x.end && prev.cue === x.cue;
    if (prev !== undefined && x.start < prev.end && !samePair) continue;
    out.push(x);
    prev = x;
  }
  return out;
}

/**
 * The text with its temporal expressions blanked out (same length, so offsets hold), for passes
 * that look for names and phrases around the dates. `offset`: where `text` starts in the
 * expressions' coordinates (0 when they are the text's own).
 */
export function maskTemporal(text: string, temporal: readonly TemporalExpression[], offset = 0): string {
  let out = text;
  for (const t of temporal) out = out.slice(0, t.start - offset) + ' '.repeat(t.end - t.start) + out.slice(t.end - offset);
  return out;
}
