// Narrative time: a sentence that names no date of its own happens at the time its paragraph is
// telling ("She moved to Boston in 2004. She completed fellowships at …" — the fellowships are 2004,
// not the document's date). The inherited expression keeps its source offsets and is marked with
// the cue 'narrative', so validity inference flags the start as inferred and confidence drops.

import type { Outline } from './structure.js';
import { blockAt } from './structure.js';
import type { Sentence } from './sentences.js';
import { OPENING_NAME } from './lifespan.js';
import { INSTITUTION_HEAD } from './names.js';
import { LIST_ITEM, tagTemporal, type TemporalExpression } from './temporal.js';

/** The cue of an inherited expression (TemporalExpression.cue). */
export const NARRATIVE_CUE = 'narrative';

/** A sentence that dates a birth ("was born in 1971"): no time for what the next sentences tell. */
const BIRTH = /\b(?:was|were)\s+born\b/i;

/** "Subsequently, he joined …": after the previous sentence's period, not at its start. */
const SEQUEL = /^(?:subsequently|later|afterwards|afterward|after that|thereafter|following (?:this|that)|then)\b/i;

/**
 * For each sentence (in document order, document offsets), its own temporal expressions and the
 * narrative time it inherits when it has none: the latest START or POINT earlier in the same block;
 * after a sequel cue, the END of the previous sentence's period; at the start of a block of an
 * encyclopedic document, a date in its section heading ("2004–2008 : Chelsea"). News paragraphs
 * inherit only within themselves: their undated sentences are about the document's date.
 */
export function narrativeTimes(
  text: string,
  sentences: readonly Sentence[],
  outline: Outline,
  documentTime: number,
): { own: TemporalExpression[][]; inherited: (TemporalExpression | null)[] } {
  const own: TemporalExpression[][] = [];
  const inherited: (TemporalExpression | null)[] = [];
  let block: ReturnType<typeof blockAt> = null;
  let current: TemporalExpression | null = null;
  let previousEnd: TemporalExpression | null = null;
  // What "two days later" counts from: the latest date the block's last dated sentence named
  // ("had been chief executive since 2007, resigned on 23 September 2015" → 23 September 2015).
  let latest: TemporalExpression | null = null;
  // The previous section's narrative time, for a sequel that opens the next one.
  let carried: TemporalExpression | null = null;
  // A report's last background date ("founded in 1998"), for a sentence that points back to it.
  let background: TemporalExpression | null = null;
  const headingTimes = new Map<number, TemporalExpression | null>();
  for (const s of sentences) {
    const b = blockAt(outline, s.start);
    if (b !== block) {
      // ("Ponferradina ." / "Subsequently , Baró moved to …": a sequel opening a section goes on
      // from where the section before it ended.)
      // (A heading's own block, dateless, passes it on.)
      carried = previousEnd ?? current ?? carried;
      block = b;
      current = null;
      previousEnd = null;
      latest = null;
      if (outline.genre === 'encyclopedic' && b?.headingBlock) current = latest = headingTime(text, b.headingBlock, headingTimes, documentTime);
    }
    const tagged = withoutLifespans(
      s.text,
      tagTemporal(s.text, { documentTime, narrative: outline.genre === 'encyclopedic', ...(latest ? { anchor: latest } : {}) }),
    ).map((t) => ({
      ...t,
      start: t.start + s.start,
      end: t.end + s.start,
    }));
    const tags: TemporalExpression[] = outline.genre === 'encyclopedic' ? withNarrativeYears(tagged, current) : tagged;
    own.push(tags);
    const follows = SEQUEL.test(s.text);
    const sequel = follows && previousEnd !== null;
    // ("founded in 1998 . At the time its chief executive was Per Lund": a report's background date
    // dates the sentence that points back to it.)
    const pointsBack = background !== null && tags.length === 0 && POINTS_BACK.test(s.text);
    const from = sequel ? previousEnd : pointsBack ? background : (current ?? (follows && outline.genre === 'encyclopedic' ? carried : null));
    if (tags.length > 0) carried = null;
    inherited.push(tags.length === 0 && from ? { ...from, role: 'START', cue: NARRATIVE_CUE } : null);
    if (tags.length > 0) latest = latestOf(tags);
    // ("Marape was born in 1971 in Tari. He attended Minj Primary School": what follows a birth
    // happened years after it, at a time the text does not give.)
    // (In a report, "Doyle had been in charge since January 2021" tells how long a state has lasted
    // up to the report: what the next sentence says — "The club's chairman, Peter Olsen, said …" —
    // is of the report's date, not of January 2021.)
    // (Nor is the day a change takes effect — "appointed Mette Aas, effective May 1. Aas joins from
    // rival Nordic Tankers" — or any date far from the report's: what follows is of the report's date.)
    const old = outline.genre === 'news' ? tags.filter((t) => t.role !== 'END' && !nearReport(t, documentTime)) : [];
    const anchors = BIRTH.test(s.text)
      ? []
      : tags.filter((t) => t.role !== 'END' && !(outline.genre === 'news' && (t.cue === 'since' || t.cue === 'effective' || old.includes(t))));
    if (anchors.length > 0) current = latestOf(anchors);
    // (A report's background date ends the days it told before: "criticised the budget on Wednesday .
    // In March 2018 Hale was elected leader . She resigned the post …" is of neither.)
    else if (old.length > 0) current = null;
    if (outline.genre === 'news') background = old.length > 0 ? latestOf(old) : tags.length > 0 ? null : background;
    const ends = tags.filter((t) => t.role === 'END');
    previousEnd = ends.length > 0 ? ends.at(-1)! : tags.length > 0 ? null : previousEnd;
  }
  return { own, inherited };
}

/** The latest of some expressions. */
function latestOf(xs: readonly TemporalExpression[]): TemporalExpression {
  return xs.reduce((a, t) => (t.time > a.time ? t : a));
}

/** Words by which a report's sentence points back to the date before it ("At the time", "That year"). */
const POINTS_BACK =
  /\b(?:at the time|at that time|that year|the same year|that month|later that year|the following year|a year later|after the (?:takeover|merger|acquisition|deal|sale))\b/i;

/**
 * Whether a date in a report is of the days it reports ("on Monday", "last month") rather than
 * background ("was spun off from Mesa Energy in 2019. Its chief executive said …": the saying is
 * the report's): within two months before the report's date.
 */
function nearReport(t: TemporalExpression, documentTime: number): boolean {
  return t.time <= documentTime && documentTime - t.time <= 62 * 86_400_000;
}

/** The first START/POINT of a section heading, cached per heading. */
function headingTime(
  text: string,
  heading: { start: number; text: string },
  cache: Map<number, TemporalExpression | null>,
  documentTime: number,
): TemporalExpression | null {
  if (!cache.has(heading.start)) {
    const t = tagTemporal(heading.text, { documentTime }).find((x) => x.role !== 'END');
    cache.set(
      heading.start,
      t && text.slice(heading.start + t.start, heading.start + t.end) === t.text ? { ...t, start: heading.start + t.start, end: heading.start + t.end } : null,
    );
  }
  return cache.get(heading.start)!;
}

/**
 * Drops the dates of a lifespan in parentheses after a name ("Herbert Dallmann ( 1909–1996 ) was
 * appointed …", "( born 12 May 1950 )"): they date the person, not what the sentence says. A range
 * in parentheses that is not a lifespan ("Rischiatutto ( 1970–1974 )") stays: lifespans say
 * born/died, span more than 35 years or open on a dash (an unknown birth).
 */
function withoutLifespans(text: string, tags: TemporalExpression[]): TemporalExpression[] {
  // No date or no parenthesis, nothing to drop: most sentences skip the scan for names.
  if (tags.length === 0 || !text.includes('(')) return tags;
  const drop = new Set<TemporalExpression>();
  const paren = /(\p{Lu}[\p{L}\p{M}.-]*)\s*\(([^()]{4,80})\)/gu;
  for (let m = paren.exec(text); m; m = paren.exec(text)) {
    const open = m.index + m[0].indexOf('(');
    const close = m.index + m[0].length;
    const inside = tags.filter((t) => t.start >= open && t.end <= close);
    // ("Bryn Mawr College ( 1928-1965 )": an institution's bracket is a term there, not a life — but
    // the name a sentence opens with is a biography's: "Alonzo Church ( 1903–1995 ) was …".)
    if (inside.length === 0 || (INSTITUTION_HEAD.test(m[1]!) && !OPENING_NAME.test(text.slice(0, m.index)))) continue;
    const years = inside.map((t) => new Date(t.time).getUTCFullYear());
    // ("Hemma ( – 31 January 876 )", "Richard Barre ( – 1202 ) was": a death — on a day, or of the
    // name the sentence opens with — whose birth the page does not know.)
    const lifespan =
      /\b(?:born|died|b\s?\.|d\s?\.|née)/i.test(m[2]!) ||
      (inside.length >= 2 && Math.max(...years) - Math.min(...years) > 35) ||
      (inside.length === 1 &&
        (inside[0]!.granularity === 'day' || OPENING_NAME.test(text.slice(0, m.index))) &&
        /^\s*[–—-]/.test(m[2]!) &&
        !LIST_ITEM.test(text));
    if (lifespan) for (const t of inside) drop.add(t);
  }
  return drop.size === 0 ? tags : tags.filter((t) => !drop.has(t));
}

/**
 * "On November 10 , Lee asked …" in a history: a date without a year belongs to the year the
 * narrative is in, not to the document's date (which the tagger assumes, as news needs). Without a
 * narrative year such a date says nothing usable and is dropped. Relative expressions ("last year")
 * are left alone.
 */
function withNarrativeYears(tags: TemporalExpression[], current: TemporalExpression | null): TemporalExpression[] {
  const out: TemporalExpression[] = [];
  for (const [i, t] of tags.entries()) {
    const yearless =
      (t.granularity === 'day' || t.granularity === 'month') &&
      !/\d{3,4}|'\d\d/.test(t.text) &&
      // (a month's name, or the bare first day of "the 27–28 August offensive")
      (/\p{L}{3}/u.test(t.text) || (t.granularity === 'day' && /^\D*\d{1,2}$/.test(t.text))) &&
      !/\b(?:last|next|this|ago|yesterday|today|tomorrow|later|earlier|afterwards|following|previous|preceding|same|that|then|year|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/i.test(
        t.text,
      );
    if (!yearless) {
      out.push(t);
      continue;
    }
    // ("From May–June 1972", "4 April–21 November 1966", "1–24 April 1966": the first date of a
    // range is in the year its second one names, as the tagger read it.)
    const next = tags[i + 1];
    if (t.role === 'START' && next?.role === 'END' && /\d{3,4}/.test(next.text) && next.start - t.end <= 6 && next.time >= t.time) {
      out.push(t);
      continue;
    }
    // ("The Conservatives lost the election of July 1945, and Clement Attlee replaced him on 26
    // July": a month the sentence itself dated before it, else the narrative's time — not a bare
    // year, which may be long past: "chief executive since 2007, resigned on 23 September".)
    const before = out.filter((x) => x.end <= t.start && x.granularity !== 'year').at(-1);
    const from = before ?? current;
    if (!from) continue;
    const d = new Date(t.time);
    const inYear = (year: number) => Date.UTC(year, d.getUTCMonth(), d.getUTCDate(), d.getUTCHours());
    const year = new Date(from.time).getUTCFullYear();
    // ("from December 1984 until 3 March": the March after it.)
    out.push({ ...t, time: from === before && inYear(year) < before.time ? inYear(year + 1) : inYear(year) });
  }
  return out;
}
