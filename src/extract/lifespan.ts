// Births and deaths an encyclopedia writes in brackets after a name: "James Marape ( born 24 April
// 1971 )", "Amalric ( 1136 – 11 July 1174 )", "Reuben Samuel ( b . January 1829 – d . March 1 ,
// 1908 )". The narrative pass leaves these brackets out (they date the person, not the sentence);
// here they are the person's date of birth and date of death.

import { LIST_ITEM, tagTemporal } from './temporal.js';

/** One date a lifespan gives, as written ("24 April 1971"), with its offsets in the text. */
export interface LifeDate {
  text: string;
  start: number;
  end: number;
}

export interface Lifespan {
  /** The name the brackets follow, as written (honorifics left out). */
  name: string;
  birth: LifeDate | null;
  death: LifeDate | null;
  /** Whether the brackets say "born" / "died" (a bare range "( 1928–1965 )" may be a period of something else). */
  cued: boolean;
}

/**
 * A capitalised run of up to six words (particles and initials inside) right before "(", on one
 * line — or before the titles and letters written after a name ("Sir Samuel Knox Cunningham , 1st
 * Baronet , QC (", "Thomas Robert Shannon Broughton , FBA (", "Lena Margaret Ashwell , Lady Simson (").
 */
/** What follows a name before its lifespan: a baronetcy or peerage, a courtesy title, letters after the name. */
const AFTER_NAME = String.raw`\d+(?:st|nd|rd|th)[ \t]+(?:Baronet|(?:Marquess|Marquis|Duke|Earl|Viscount|Baron|Count)[ \t]+of[ \t]+\p{Lu}[\p{L}'’-]*)|(?:Lady|Lord|Baron|Baroness|Viscount|Viscountess|Countess|Earl|Dame)[ \t]+\p{Lu}[\p{L}'’-]*(?:[ \t]+of[ \t]+\p{Lu}[\p{L}'’-]*)?|QC|KC|FBA|FRS|FRSE|FREng|KBE|CBE|OBE|MBE|KCB|GCB|KCMG|GCMG|CMG|DSO|MC|VC|PC|MP|JP|DL`;
const NAME_THEN_BRACKET = new RegExp(
  String.raw`(\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’-]*|\p{Lu}[ \t]*\.|de|da|di|del|van|von|der|bin|ibn|al|y|Jr[ \t]*\.?|Sr[ \t]*\.?|II|III|IV)){0,5})(?:[ \t]*,[ \t]*(?:${AFTER_NAME}))*[ \t]*,?[ \t]*\([ \t]*([^()\n]{3,120}?)[ \t]*\)`,
  'gu',
);
const BRACKETED_YEAR = /\([^()]{0,120}?\d{3,4}/;
const HONORIFIC = /^(?:Dr|Mr|Mrs|Ms|Prof)\s*\.?\s+/u;
/** Words that start a side: "born", "b .", "died", "d .", and what may follow them. */
const BIRTH_CUE = /^(?:born|b\s*\.)\s*/iu;
const DEATH_CUE = /^(?:died|d\s*\.)\s*/iu;
const FILLER = /^(?:on|in|circa|c\s*\.|ca\s*\.|around|about)\s+/iu;
const DASH = /\s*(?:–|—|\s-\s|(?<=\d)-(?=\d|\p{Lu}))\s*/u;
/** Brackets that give no lifespan: a reign or term ("r .", "reigned"), a floruit, years before Christ. */
const NOT_A_LIFESPAN = /\b(?:r\s*\.|reigned|reign|fl\s*\.|floruit|BC|BCE|in office|term)\b/iu;

/** Capitalised words alone, from the sentence's start: the name it opens with. */
export const OPENING_NAME = /^\s*(?:\p{Lu}[\p{L}'’.-]*\s+)*$/u;

/** A day's date, as a death is written: "31 January 876", "March 1 , 1908". */
const FULL_DATE = /\d{1,2}\s+\p{L}+\s+\d{3,4}|\p{L}+\s+\d{1,2}\s*,\s*\d{3,4}/u;

/** Every "Name ( … )" of a sentence whose brackets give a birth or death date. */
export function lifespans(text: string): Lifespan[] {
  // Most sentences have no bracket with a year in it: skip the name scan for them.
  if (!text.includes('(') || !BRACKETED_YEAR.test(text)) return [];
  const out: Lifespan[] = [];
  for (const m of text.matchAll(NAME_THEN_BRACKET)) {
    const inside = m[2]!;
    if (!/\d{3,4}/.test(inside) || NOT_A_LIFESPAN.test(inside)) continue;
    const insideAt = m.index + m[0].lastIndexOf(inside);
    // "( ; born on 1 January 1987 )", "( born Mary Carter ; 17 February 1877 – 1950 )": the
    // part with the dates; what is before a semicolon is a native spelling or a birth name.
    let segment = inside;
    let segmentAt = insideAt;
    let cued = false;
    for (const part of inside.split(';')) {
      if (BIRTH_CUE.test(part.trim())) cued = true;
      if (/\d{3,4}/.test(part)) {
        segmentAt = insideAt + inside.indexOf(part);
        segment = part;
        break;
      }
    }
    const sides = splitSides(segment);
    if (sides === null) continue;
    const birth = sides.birth === null ? null : lifeDate(segment, segmentAt, sides.birth);
    const death = sides.death === null ? null : lifeDate(segment, segmentAt, sides.death);
    if (sides.birth !== null && birth === null) continue;
    if (sides.death !== null && death === null) continue;
    if (!birth && !death) continue;
    cued ||= sides.cued;
    // ("Red Bull ( 2021– )": an open range is a spell, not a life; "Hemma ( – 31 January 876 )" is
    // a life whose birth the page does not know — a day's date, or any after the name a sentence
    // opens with ("Richard Barre ( – 1202 ) was"), not a list's "- Faruk Sejdini ( - 10 Nov 2007 )"
    // nor "worked at Clifford Chance ( – 2001 )", terms.)
    if (
      !cued &&
      !(birth && death) &&
      !(death && sides.birth === null && (FULL_DATE.test(death.text) || OPENING_NAME.test(text.slice(0, m.index))) && !LIST_ITEM.test(text))
    )
      continue;
    if (birth && death && !plausible(birth.text, death.text, cued)) continue;
    out.push({ name: m[1]!.replace(HONORIFIC, '').trim(), birth, death, cued });
  }
  return out;
}

/** The birth side and the death side of a bracket's dates, as [start, end) offsets in `segment`. */
function splitSides(segment: string): { birth: [number, number] | null; death: [number, number] | null; cued: boolean } | null {
  const trimmed = segment.trim();
  const lead = segment.indexOf(trimmed);
  const dash = DASH.exec(trimmed);
  if (dash === null) {
    // "born 24 April 1971", "born on 1 January 1987"; a lone date without "born" is no lifespan.
    const cue = BIRTH_CUE.exec(trimmed) ?? DEATH_CUE.exec(trimmed);
    if (!cue) return null;
    const side: [number, number] = [lead, lead + trimmed.length];
    return BIRTH_CUE.test(trimmed) ? { birth: side, death: null, cued: true } : { birth: null, death: side, cued: true };
  }
  const left: [number, number] = [lead, lead + dash.index];
  const right: [number, number] = [lead + dash.index + dash[0].length, lead + trimmed.length];
  const cued = BIRTH_CUE.test(trimmed) || DEATH_CUE.test(trimmed.slice(dash.index + dash[0].length));
  return { birth: left[1] > left[0] ? left : null, death: right[1] > right[0] ? right : null, cued };
}

/** The date a side writes, when the side is a date and nothing else ("113611 July 1174" is not). */
function lifeDate(segment: string, at: number, [from, to]: [number, number]): LifeDate | null {
  let s = segment.slice(from, to);
  let start = from;
  for (const cue of [BIRTH_CUE, DEATH_CUE, FILLER, FILLER]) {
    const m = cue.exec(s);
    if (m) {
      s = s.slice(m[0].length);
      start += m[0].length;
    }
  }
  // "24 April 1971 in Lagos", "28 August 1892 , in Karvia": the place after the date is not part of it.
  const place = /\s*,?\s+in\s+\p{Lu}.*$/u.exec(s);
  if (place) s = s.slice(0, place.index);
  // ("c . 1089/92": a year the sources disagree on, the first of them.)
  const either = /(\d{3,4})\/\d{1,4}\s*$/.exec(s);
  if (either) s = s.slice(0, either.index + either[1]!.length);
  s = s.trim();
  const dates = tagTemporal(s);
  if (dates.length !== 1) return null;
  const rest = (s.slice(0, dates[0]!.start) + s.slice(dates[0]!.end)).replace(/[\s,.?]/g, '');
  if (rest !== '') return null;
  const offset = at + start + segment.slice(start, to).indexOf(s);
  return { text: s, start: offset, end: offset + s.length };
}

/**
 * A lifetime of at most 125 years, not ending before it starts. Without "born" or "died" a range
 * after a name is as often a term or a spell at a club ("Alyaksandr Yermakovich ( 12 October 2013 –
 * 31 December 2017 )", "Force India ( 2011–2012 )"): only a span of 35 years or more is a life.
 */
function plausible(birth: string, death: string, cued: boolean): boolean {
  const year = (s: string) => Number(/\d{3,4}(?!.*\d{3,4})/.exec(s)?.[0]);
  const span = year(death) - year(birth);
  return Number.isFinite(span) && span >= (cued ? 0 : 35) && span <= 125;
}
