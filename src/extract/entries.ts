// List entries: office, club and roster pages state their facts as short lines under a heading —
// "Artistic directors" / "- Lim Sung-nam ( 1962–1992 )", "- 1577–1586 : Griffith Lloyd",
// "Home arenas" / "- Caja Mágica ( 2010–2011 ) .". The line gives the value and its period; the
// heading (or the page title, on a page about an office) gives the relation; the page is the subject.

import type { PredicateDef } from '../model/schema.js';
import { balanced, NOT_NAMES, PROPER_RUN, trimName } from './names.js';
import { NAME_ABBREVIATIONS } from './sentences.js';
import type { Block, DocumentSubject } from './structure.js';
import { maskTemporal, type TemporalExpression } from './temporal.js';

export interface EntryInput {
  block: Block;
  /** The sentence (the whole line, for an entry) and its document offset. */
  text: string;
  offset: number;
  subject: DocumentSubject;
  /** Its temporal expressions (document offsets). */
  own: readonly TemporalExpression[];
  /** The schema predicate a role noun in this text names, if any ("Head coaches" → headCoach). */
  roleIn: (text: string) => PredicateDef | null;
  /** The predicate of holders of the office a page is about (officeholder), when the title names an office. */
  office: PredicateDef | null;
}

export interface Entry {
  subject: string;
  predicate: string;
  object: string;
  temporal: TemporalExpression[];
  confidence: number;
}

const NAME_RE = new RegExp(PROPER_RUN, 'gu');
const MAX_ENTRY_WORDS = 16;
/** Titles of pages about an office or post ("Regius Professor of Civil Law", "Mayor of Chemnitz"). */
const OFFICE_TITLE =
  /\b(?:professor|commissioner|minister|secretary|president|mayor|governor|chancellor|bishop|archbishop|chairman|chairperson|speaker|ambassador|judge|justice|rector|dean|provost|warden|lord|director|chief|head|editor|conductor|coach|manager|captain|commander|marshal|auditor|treasurer|prefect|consul|patriarch|abbot|prior|superintendent|librarian|laureate)\b/i;

/** Sections whose lines are not facts about the page's subject. */
const NOT_FACTS =
  /^(?:(?:in )?popular culture|see also|references|notes|sources|bibliography|further reading|external links|citations|footnotes|works cited|gallery)$/i;

const WHITESPACE_RUN = /\s+/g;

/**
 * `text.split(/\s+/).length <= max`, without splitting a whole paragraph to count its words: the
 * pieces are one more than the runs of white space, and counting stops past `max`.
 */
function piecesAtMost(text: string, max: number): boolean {
  WHITESPACE_RUN.lastIndex = 0;
  let pieces = 1;
  while (pieces <= max && WHITESPACE_RUN.exec(text) !== null) pieces++;
  return pieces <= max;
}

/**
 * A heading naming a post in part of a body: its caucus, its delegation, its group in a chamber away
 * from home ("House of Commons" for a Scottish party; the TimeQA questions count its leader in the
 * Scottish Parliament as the party's).
 */
const PART_OF_BODY = /\b(?:caucus|delegation|House of Commons|House of Lords|Westminster|European Parliament)\b/i;

/** The fact a list entry states, or null when the line is not an entry (no date, no value). */
export function listEntry(input: EntryInput, statementPredicate: string): Entry | null {
  const { block, text, offset, subject } = input;
  if (input.own.length === 0) return null;
  // A bulleted line is an entry; an unbulleted short line only when it is nothing but names, dates
  // and separators ("GP2 Series ( 2009 ) .") — "In 2009 , Roe joined Acme ." is prose.
  const isEntry =
    block.kind === 'item' ||
    (block.kind === 'paragraph' && offset === block.start && piecesAtMost(block.text, MAX_ENTRY_WORDS) && onlyNamesAndDates(text, input.own, offset));
  if (!isEntry) return null;
  // ("Emir Muhammad bin Saud 1744–1765 ( 1157–1179 H )": the years of another calendar, in
  // brackets, are neither dates of ours nor part of the value.)
  const calendars = [...text.matchAll(OTHER_CALENDAR)].map((m) => [m.index, m.index + m[0].length] as const);
  let own = calendars.length === 0 ? input.own : input.own.filter((t) => !calendars.some(([a, b]) => t.start - offset >= a && t.end - offset <= b));
  // ("D Tour 2015 Master Key Tour Document ( April 6 , 2016 )": a year between the capitalised words
  // of a title is part of the title when the line dates itself in brackets.)
  if (own.length > 1) {
    const bracketed = own.filter((t) => insideBracket(text, t.start - offset));
    if (bracketed.length > 0) own = own.filter((t) => bracketed.includes(t) || !inTitle(text, t.start - offset, t.end - offset));
  }
  if (own.length === 0) return null;
  let masked = maskTemporal(text, own, offset);
  for (const [a, b] of calendars) masked = masked.slice(0, a) + ' '.repeat(b - a) + masked.slice(b);
  if (block.heading && NOT_FACTS.test(block.heading)) return null;
  const value = entryValue(masked, subject);
  if (!value || leftOver(value)) return null;
  const temporal = [...own];
  const heading = block.heading;
  // ("Directors" / "Security Service of Ukraine ( SBU )" / "- Ihor Smeshko , 2003 – 2005": a name
  // labelling part of the list leaves the relation to the section's heading.)
  // ("Honours" / "As a manager ." / "- Football League One play-offs : 2004–05": on a person's page a
  // heading naming the person's own role heads what they did in it, not the role's holders.)
  const holders = (def: PredicateDef | null) => (def && subject.person && def.object === 'Person' && def.subject !== 'Person' ? null : def);
  const byHeading = holders(heading ? input.roleIn(heading) : null) ?? holders(block.section ? input.roleIn(block.section) : null);
  // "Renfrewshire : Iain Nicolson since 2017" under "Council group leaders": a labelled line is about
  // its label (a council group), not the page's own post — for review.
  // "Leader of the parliamentary party , House of Commons": the post of a part of the page's body (its
  // group in a chamber), not the page's own — for review (three judged wrong).
  if (byHeading)
    return {
      subject: subject.name,
      predicate: byHeading.name,
      object: value,
      temporal,
      confidence: value.includes(':') || PART_OF_BODY.test(heading ?? '') ? 0.45 : 0.75,
    };
  if (input.office && OFFICE_TITLE.test(subject.name)) return { subject: subject.name, predicate: input.office.name, object: value, temporal, confidence: 0.7 };
  // "- Director Peter Jaeckel ( 1972–1979 )": the line names the role before its holder.
  const titled = ROLE_THEN_NAME.exec(value);
  const byTitle = titled ? input.roleIn(titled[1]!) : null;
  if (titled && byTitle) return { subject: subject.name, predicate: byTitle.name, object: titled[2]!, temporal, confidence: 0.7 };
  // No relation named. A heading naming a kind of thing the subject has ("Honours and awards",
  // "Notable alumni") makes the item one of them: "has honours and awards including the Iron Cross".
  // Any other heading ("Career", "Formula One", "Timeline") or an item that is itself a labelled
  // line or a clause ("All-Defensive First Team: Jessica Breland", "Denim & Supply was discontinued")
  // says nothing the words can state without guessing: kept in the heading's words, for review.
  const kind = heading && !value.includes(':') && !CLAUSE_VERB.test(value) ? headingKind(heading) : null;
  // ("Notable people" / "- Evgeny Sveshnikov ( 1950– )", "Painters" / "- Willem Heda ( 1594–1680 )":
  // the dates by a person in a list of people are the person's own — a lifespan, a term elsewhere —
  // and not when the page had them: for review.)
  if (kind)
    return {
      subject: subject.name,
      predicate: statementPredicate,
      object: `has ${kind} including ${value}`,
      temporal,
      // (A one-word value is seldom the item itself: a sub-heading ("Changes", "Winners", "Units"), a
      // word of a longer title ("Launched", "Honorary", "Corruption"), a party to it ("Minnesota" of a
      // trade) — judged wrong 17 times in 21 in the TimeQA samples: for review.)
      confidence: PEOPLE.test(kind) || !value.includes(' ') ? 0.45 : 0.65,
    };
  const label = heading ? `${heading.toLowerCase()}:` : 'listed:';
  return { subject: subject.name, predicate: statementPredicate, object: `${label} ${value}`, temporal, confidence: 0.45 };
}

/** Headings of lists whose lines each give a spell lasting until the next line's date (a unit's "Stations", "Assignments"). */
const SPELLS = /^(?:stations|assignments|bases|home ports?|home port assignments)$/i;

/**
 * The times of a spell list's line (a unit's "Stations" / "- Tyndall Air Force Base , Florida , 1
 * September 1974"): its dates outside brackets ("1 May 1946 ( deployed to Ladd Field , Alaska 28
 * December 1946 – 10 April 1947 )" is a spell from 1 May 1946; the brackets hold its asides), and a
 * lone start lasting until the next line's first date. Null when the line is no such list's.
 */
export function spellTimes(
  line: { heading: string | null; text: string; start: number },
  own: readonly TemporalExpression[],
  next: { text: string; start: number; own: readonly TemporalExpression[] } | null,
): TemporalExpression[] | null {
  if (!line.heading || !SPELLS.test(line.heading)) return null;
  const mine = outsideBrackets(line.text, line.start, own);
  if (mine.length === 0 || mine.some((t) => t.role === 'END')) return mine.length > 0 ? mine : null;
  // (The last line, or one before an undated line, keeps its date alone: when it ended is not said.)
  const until = next ? outsideBrackets(next.text, next.start, next.own).find((t) => t.role !== 'END' && t.time > mine[0]!.time) : undefined;
  return until
    ? [
        { ...mine[0]!, role: 'START' },
        { ...until, role: 'END', cue: 'next' },
      ]
    : mine;
}

/**
 * Pages of a unit or a ship, whose "Stations" and "Bases" are where it was one after another — a
 * railway line's stations, a broadcaster's or an agency's are there side by side.
 */
export const UNIT_PAGE =
  /^\d+(?:st|nd|rd|th|d)\s|\b(?:Squadron|Regiment|Battalion|Brigade|Flotilla|Fleet)\b|^(?:VA|VF|VFA|VP|VAW|VAQ|VS|HS|HSL|HSC|HSM|VMA|VMF|VMFA|VMO|VR|VX)-\d|^(?:USS|HMS|HMAS|HMCS|HMNZS|SMS|INS)\s/;

/** Whether position `at` of a text is inside brackets. */
function insideBracket(text: string, at: number): boolean {
  let depth = 0;
  for (let i = 0; i < at; i++) depth += text[i] === '(' ? 1 : text[i] === ')' && depth > 0 ? -1 : 0;
  return depth > 0;
}

/** Whether the words on both sides of text[from, to) are capitalised (a year inside a title). */
function inTitle(text: string, from: number, to: number): boolean {
  return /\p{Lu}[\p{L}.'’&-]*\s+$/u.test(text.slice(Math.max(0, from - 40), from)) && /^\s+\p{Lu}/u.test(text.slice(to, to + 3));
}

/** The times not inside a bracket of a text at a document offset. */
function outsideBrackets(text: string, offset: number, own: readonly TemporalExpression[]): TemporalExpression[] {
  const inside: [number, number][] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(' && depth++ === 0) from = i;
    else if (text[i] === ')' && depth > 0 && --depth === 0) inside.push([offset + from, offset + i]);
  }
  return own.filter((t) => !inside.some(([a, b]) => t.start > a && t.start < b));
}

/** Kinds of people a place or a collection has, whose dates are their own. */
const PEOPLE =
  /\b(?:people|persons|personalities|residents|natives|inhabitants|citizens|painters|artists|writers|authors|poets|musicians|figures|alumni|graduates)$/;

/** Years of another calendar in brackets: Hijri ("( 1157–1179 H )", "AH"), Hebrew ("AM"), Buddhist ("BE"). */
const OTHER_CALENDAR = /\(\s*\d{1,4}(?:\s*[–—-]\s*\d{1,4})?\s*(?:AH|H|AM|BE)\s*\)/g;

/**
 * Punctuation the dates were taken from leaves behind when the line was more than a name and its
 * dates ("Lettres gothiques , 2006 , 285 p" → "Lettres gothiques,, 285 p"; "Emir Muhammad bin Saud
 * 1744–1765 ( 1157–1179 H )" → "… – (– H)"; "Petersburgh , 1869 - 1876 , to Siskiyou County"):
 * no value can be read from it.
 */
function leftOver(value: string): boolean {
  return /,\s*,|\s[-–—]\s*,|\(\s*[-–—]|[-–—]\s*\)/u.test(value) || !balanced(value);
}

/** A capitalised role word or two before a name of two or more words ("Director Peter Jaeckel"). */
const ROLE_THEN_NAME = /^(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?) (\p{Lu}[\p{L}.'-]+(?: (?:\p{Lu}[\p{L}.'-]+|bin|von|van|de))+)$/u;
/** A finite verb of a line that is a clause, not a name ("Denim & Supply was discontinued"). */
const CLAUSE_VERB = /\s(?:is|are|was|were|has|have|had|became|becomes)\s/i;
/** A finite verb of a heading that is a sentence ("Ashwell wrote four books"). */
const HEADING_VERB = /\b(?:is|are|was|were|has|have|had|wrote|became|include[sd]?|won|made)\b/i;
/** Plurals without an -s ("Notable alumni", "Key people", "Aircraft"). */
const IRREGULAR_PLURALS = new Set(['alumni', 'people', 'men', 'women', 'children', 'staff', 'personnel', 'media', 'aircraft']);
/** Singular nouns that name a record of many things ("Managerial history", "Discography"). */
const RECORDS = new Set(['history', 'discography', 'filmography', 'bibliography', 'videography', 'timeline', 'lineage', 'career', 'repertoire']);
/** Nouns for a body of people, without an article ("Senior management"). */
const BODIES = new Set(['management', 'leadership', 'faculty']);

/**
 * The things a heading names, as the subject "has" them — "honours and awards", "a managerial
 * history", "senior management" — or null when it names no kind of thing ("Formula One",
 * "Postwar", "Bulgarian footballer of the year"). The head noun is the last word, or the word
 * before the first "of" ("Dates of rank", "Masters-General of the Ordnance").
 */
function headingKind(heading: string): string | null {
  // (A heading that is a sentence — "Ashwell wrote four books" — names no kind of thing.)
  if (HEADING_VERB.test(heading)) return null;
  // "List of painters" lists painters. (Lower case but for names: "A Group top goalscorers" are the
  // top goalscorers of the A Group, a league, not "a group top goalscorers".)
  const lower = asWritten(heading).replace(/^list of /, '');
  const words = lower.split(/\s+/);
  const of = words.indexOf('of');
  const head = ((of > 0 ? words[of - 1] : words.at(-1)) ?? '').toLowerCase();
  if (RECORDS.has(head)) return `${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}`;
  if (BODIES.has(head)) return lower;
  const plural = (w: string): boolean => IRREGULAR_PLURALS.has(w) || (/^[a-z]{3,}s$/.test(w) && !/(?:ss|us|is|ics)$/.test(w));
  return head.split('-').some(plural) ? lower : null;
}

/**
 * A heading's words in lower case, but for the capitalised words of a name in a heading written in
 * sentence case ("A Group top goalscorers"; "Notable Alumni", in title case, is all lower case).
 */
function asWritten(heading: string): string {
  const words = heading.split(/\s+/);
  const capital = (w: string | undefined) => w !== undefined && /^\p{Lu}/u.test(w);
  const sentenceCase = words.slice(1).some((w) => !capital(w) && !/^(?:of|the|and|in|for|a|an|to|on|at|by|with|&)$/.test(w));
  if (!sentenceCase) return heading.toLowerCase();
  return words.map((w, i) => (capital(w) && (i > 0 || capital(words[1])) ? w : w.toLowerCase())).join(' ');
}

/**
 * Brackets holding only what masking leaves of dates — separators, numbers, month names ("( 4 August
 * – July )") — or an open end's words ("( – present )", "( 2021 to present )").
 */
const DATE_REMNANTS =
  /\((?:\s|[-–—,;:/]|\d+|Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t|tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|present|now|incumbent|today|to(?![\p{L}]))*\)/giu;

/**
 * The value a line names: from its first name that is not the page's own subject to the end of the
 * line, without its dates, separators and empty brackets — "Palacio de Deportes - WiZink Center",
 * "Gaute Straume Epland ( Ap )". Long lines keep only the name.
 */
function entryValue(masked: string, subject: DocumentSubject): string | null {
  NAME_RE.lastIndex = 0;
  for (let m = NAME_RE.exec(masked); m; m = NAME_RE.exec(masked)) {
    const name = trimName(m[0]);
    if (name === '' || NOT_NAMES.has(name) || /^\d/.test(name) || subject.mentions.has(name.toLowerCase())) continue;
    // ("The Contract", "Jan Monkiewicz": the line's dates are masked already, so an article or a
    // month's name before a capitalised word is part of the title or the name.)
    const first = m[0].trimStart().split(/\s+/)[0]!;
    const kept = first !== name.split(' ')[0] && KEPT_FIRST.test(first) ? first : name.split(' ')[0]!;
    const from = m.index + m[0].indexOf(kept);
    const tidy = withoutRank(
      masked
        .slice(from)
        .replace(DATE_REMNANTS, ' ')
        // ("Sir Roger Makins ( 1956–1959 ) ( joint )", "Robert Weston ( jointly with John Story )": how
        // the post was held, not part of the holder's name.)
        .replace(HOW_HELD, ' ')
        // ("Auterretratos 3 ( BMG Ariola , 2009 )": the comma before the year stays behind.)
        .replace(/\s*[,;]\s*\)/g, ' )')
        // ("Two Order of Lenin ( 4 February 1944 and 21 February 1978 )": what is left of a bracket of dates.)
        .replace(/\(\s*(?:[,;]\s*)*(?:(?:and|or|&)\s*)?\)/g, ' ')
        // ("Marcianise Airfield , Italy , c . 1 November 1944": "circa" before a date; "Luke Air Force
        // Base , Arizona , 18 March 1994 – present": an open range's end.)
        .replace(/,\s*ca?\s*\.?\s*$/, '')
        .replace(/\s*[–—-]\s*(?:present|now|today)\s*$/i, '')
        .replace(/[\s.;:,–—-]+$/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    if (tidy.split(' ').length <= 10 && !/[.!?]\s/.test(tidy)) return tidy;
    // ("Cain and Abel ( 1968 , a reworking of … )", "Worsley Hotel fire , 1974 ( 30 pumps ) The
    // Worsley Hotel fire of December 1974 was …": a long line's value ends at its first bracket or comma.)
    // ("The Sveshnikov Sicilian . London , Cadogan Books": a title, then where it was published —
    // not the full stop of "Peter J . Smith", "Auterretratos Vol . 2", "D.C . United".)
    const head = titleStop(tidy)
      .split(/\s[(,]/)[0]!
      .trim();
    return head.includes(name) && head.split(' ').length <= 10 ? head : name;
  }
  return null;
}

/** A value up to its first full stop that ends a sentence, not an initial's or an abbreviation's. */
function titleStop(value: string): string {
  for (let at = value.indexOf(' . '); at >= 0; at = value.indexOf(' . ', at + 1)) {
    const before = value.slice(value.lastIndexOf(' ', at - 1) + 1, at);
    if (!/^(?:\p{Lu}|(?:\p{L}\.)+\p{L}|Vol|No|Nos|Op|Pt|St|Mt|Jr|Sr|Dr|Mr|Mrs|Co|Inc|Ltd|c|ca|p|pp|ed|eds|vs)$/u.test(before)) return value.slice(0, at);
  }
  return value;
}

/** A bracket after a holder's name saying how the post was held. */
const HOW_HELD = /\s*\(\s*(?:joint(?:ly)?(?:\s+with\s+[^()]*)?|acting|interim|caretaker|co-holder|shared)\s*\)/gi;

/** Words trimName drops from a name's start that a list line's title or name keeps. */
const KEPT_FIRST = /^(?:The|A|An|Jan|Feb|Mar|Apr|May|Jun|June|Jul|July|Aug|Sep|Sept|Oct|Nov|Dec)$/;

/**
 * A rank before the holder's name in a list of commanders: an abbreviation whose period a tokeniser
 * split off ("Kptlt . Wolfgang Heyda", "Oblt.z.S . Hans Fiedler") or a naval rank written out
 * ("Oberleutnant zur See Ernst Bauer"). The holder is the name after it.
 */
const RANK_ABBREVIATION = /^(\p{L}[\p{L}.]{1,11}) \. (?=\p{Lu}[\p{L}'’-]+ \p{Lu})/u;
const RANK_WRITTEN =
  /^(?:(?:Ober)?leutnant zur See|Kapitänleutnant|Korvettenkapitän|Fregattenkapitän|Kapitän zur See|Lieutenant Commander|Lieutenant|Commander|Captain) (?=\p{Lu}\p{Ll}+ \p{Lu})/u;

function withoutRank(value: string): string {
  const abbreviated = RANK_ABBREVIATION.exec(value);
  if (abbreviated && !NAME_ABBREVIATIONS.has(abbreviated[1]!)) return value.slice(abbreviated[0].length);
  const written = RANK_WRITTEN.exec(value);
  return written ? value.slice(written[0].length) : value;
}

/** Lower-case words a name-and-date line may contain ("to present", "Bank of America"). */
// prettier-ignore
const ENTRY_WORDS = new Set(['to', 'present', 'and', 'of', 'the', 'de', 'von', 'van', 'der', 'du', 'la', 'le', 'da', 'di', 'y', 'for', 'at', 'in', 'on', 'as', 'with']);

function onlyNamesAndDates(text: string, own: readonly TemporalExpression[], offset: number): boolean {
  const masked = maskTemporal(text, own, offset);
  return masked.split(/[\s()[\],.;:–—-]+/).every((w) => w === '' || !/^\p{Ll}/u.test(w) || ENTRY_WORDS.has(w));
}
