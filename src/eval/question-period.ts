// The years a TimeQA question asks about, read from its wording: "from 1998 to 2008", "in Jan 2005",
// "between 1992 and 1994", "since 2019", "before 1990". The evaluation's own small reader, at year
// granularity, so that what counts against a system does not depend on the system under test (the
// retriever reads questions with its own tagger, src/retrieve/query-time.ts).

/** A closed range of years [from, to]; −Infinity or Infinity on a side the question leaves open. */
export interface YearPeriod {
  from: number;
  to: number;
}

export function yearPeriodsOverlap(a: YearPeriod, b: YearPeriod): boolean {
  return a.from <= b.to && b.from <= a.to;
}

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
/** A date named down to its year ("1998", "Jan 2005", "5 december 2016", "May 6, 1944"): groups <y> and <m>. */
const date = (y: string, m: string) => String.raw`(?:(?:${DAY}\s+)?(?<${m}>${MONTH})\s+(?:${DAY},?\s+)?)?(?<${y}>\d{1,4})\b`;
/** The word that says how a date bounds the period, and a filler before the date ("during the period 1975 to …"). */
const CUE = String.raw`(?:(?<cue>from|between|in|during|since|after|before|until|till|through|to)\s+(?:the\s+(?:(?:time\s+)?period\s+|season\s+|years?\s+)?)?)?`;
const EXPRESSION = new RegExp(
  String.raw`\b${CUE}${date('y1', 'm1')}(?:\s*(?<link>to|until|till|through|and|-|–|/)\s*(?:(?<present>present|now|today)\b|${date('y2', 'm2')}))?`,
  'gi',
);

interface Found {
  period: YearPeriod;
  start: number;
  end: number;
}

/**
 * The period one time expression names, or null when its number is not a year: a number is a year
 * when it comes with a month, or with a cue word and 3–4 digits ("in 1954"; not "Class 4", "ordered
 * 162", "in 1?"), or as one end of a range of 3–4-digit years ("1998-2008") or of one opened by
 * "from"/"between" ("from 8 to 9"). "and" joins a range only after "between".
 */
function periodOf(g: Record<string, string | undefined>): YearPeriod | null {
  const cue = g.cue?.toLowerCase();
  const y1 = g.y1!;
  if (g.link !== undefined && (g.y2 !== undefined || g.present !== undefined)) {
    if (g.link.toLowerCase() === 'and' && cue !== 'between') return null;
    const to = g.present !== undefined ? Infinity : Number(g.y2);
    const years = y1.length >= 3 && (g.present !== undefined || g.y2!.length >= 3);
    if (!years && cue !== 'from' && cue !== 'between' && g.m1 === undefined) return null;
    // A range written backwards ("from 1998 to 1993") still names the years between its ends.
    return { from: Math.min(Number(y1), to), to: Math.max(Number(y1), to) };
  }
  if (g.m1 === undefined && (cue === undefined || y1.length < 3)) return null;
  const y = Number(y1);
  if (cue === 'since' || cue === 'after' || cue === 'from') return { from: y, to: Infinity };
  // "before 1990" keeps 1990. Years are the unit here, and the year a "before" question names is
  // typically the year its answer gave way to the next one, so both held in part of it; leaving it
  // out would count the next one (asked about "in 1990", "from 1990") against a system although it
  // may have been valid in the asked period. The metric gives the benefit of the doubt instead, as it
  // does for "after 2010" and "since 2010", which start at 2010.
  if (cue === 'before' || cue === 'until' || cue === 'till' || cue === 'to' || cue === 'through') return { from: -Infinity, to: y };
  return { from: y, to: y };
}

/**
 * The years a question asks about, or null when it names no time. A question may name several times;
 * a date inside a description of the subject ("born in 1978", "founded in 1991") only identifies it.
 * English fronts the asked-about time ("From 2004 to 2006, who …", set off by a comma within the first
 * five words) or puts it last, so: a fronted period wins, else the last one. An end on its own closes
 * the date just before it: "purchased in 1787 and owned it until 1796" is 1787–1796.
 *
 * @example readQuestionPeriod('Who owned the house from Sep 1855 to Sep 1856?') // { from: 1855, to: 1856 }
 * @example readQuestionPeriod('Who coached the club after 5 december 2016?')   // { from: 2016, to: Infinity }
 */
export function readQuestionPeriod(question: string): YearPeriod | null {
  const found: Found[] = [];
  for (const m of question.matchAll(EXPRESSION)) {
    const period = periodOf(m.groups!);
    if (period) found.push({ period, start: m.index, end: m.index + m[0].length });
  }
  if (found.length === 0) return null;
  const first = found[0]!;
  const lead = question.slice(0, first.start);
  const fronted = !/[,;]/.test(lead) && lead.split(/\s+/).filter((w) => w !== '').length <= 5 && /^\s*,/.test(question.slice(first.end));
  const asked = fronted ? first : found.at(-1)!;
  const before = found[found.indexOf(asked) - 1];
  if (asked.period.from === -Infinity && before && before.period.from !== -Infinity && before.period.from <= asked.period.to) {
    return { from: before.period.from, to: asked.period.to };
  }
  return asked.period;
}
