// The shape of a document that a single sentence cannot show: its title and the entity the page is
// about, its section headings and list items, and whether it narrates history (encyclopedic) or
// reports the present at its date (news). Office and club pages state facts as list items whose role
// comes from a heading ("Artistic directors" / "- Lim Sung-nam ( 1962–1992 )"), and biographies
// refer to their subject as "he" or by surname: both need the page around the sentence.

import type { Genre, SourceDocument } from '../model/document.js';
import { ANY_RUN, PROPER_RUN, trimName } from './names.js';
import { PLACES } from './places.js';
import { isGivenName } from './reader/grammar/given-names.js';
import { inVocabulary } from './reader/grammar/tokens.js';
import { DEMONYM } from './reader/grammar/phrases.js';

export type BlockKind = 'title' | 'heading' | 'item' | 'paragraph';

/** A line of the document: a title, a heading, a list item or a paragraph. */
export interface Block {
  kind: BlockKind;
  /** Character offsets in the document, [start, end). */
  start: number;
  end: number;
  text: string;
  /** The heading of the section this block is in (without markup or a closing " ."), or null. */
  heading: string | null;
  /** That heading's block, or null. */
  headingBlock: { text: string; start: number } | null;
  /**
   * When the heading is only a name labelling part of a section ("Directors" / "Ukrainian Peoples
   * Republic" / "Security Service of Ukraine ( SBU )" / "- Name , dates"), the section's own
   * heading ("Directors"); else null.
   */
  section?: string | null;
}

export type { Genre } from '../model/document.js';

/** The entity a document is about, and the ways the document refers to it. */
export interface DocumentSubject {
  /** Display name, e.g. "Mike Lee" for the title "Mike Lee ( American politician )". */
  name: string;
  /** Lower-cased names that mean the subject inside this document ("mike lee", "lee"). */
  mentions: Set<string>;
  /** Referred to as he/she rather than it. */
  person: boolean;
  /**
   * Whether `person` rests on evidence (a disambiguation, a lifespan, "born", or pronouns enough to
   * count) rather than on their absence: a single paragraph may say nothing either way.
   */
  decided: boolean;
}

export interface Outline {
  blocks: Block[];
  /** The entity an encyclopedic page is about (from its title); null for news. */
  subject: DocumentSubject | null;
  genre: Genre;
}

const HEADING_WORDS = 8;

/** Splits a document into blocks and finds its subject and genre (a fresh outline, the caller's to keep). */
export function documentOutline(doc: SourceDocument, genre: Genre | 'auto' = 'auto'): Outline {
  return outlineOf(doc, genre);
}

/**
 * documentOutline, with the outline of the last document asked for remembered: ingest outlines each
 * document twice, once to extract from it and once for its page description
 * (ingest/page-descriptions.ts). Its callers share the outline: it is read, never changed.
 */
export function sharedOutline(doc: SourceDocument, genre: Genre | 'auto' = 'auto'): Outline {
  // (Keyed on all the outline reads of a document.)
  const last = lastOutlined;
  if (last && last.text === doc.text && last.title === doc.title && last.source === doc.source && last.docGenre === doc.genre && last.genre === genre)
    return last.outline;
  const outline = outlineOf(doc, genre);
  lastOutlined = { text: doc.text, title: doc.title, source: doc.source, docGenre: doc.genre, genre, outline };
  return outline;
}

let lastOutlined: { text: string; title: string | null; source: string; docGenre: Genre | null; genre: Genre | 'auto'; outline: Outline } | null = null;

function outlineOf(doc: SourceDocument, genre: Genre | 'auto'): Outline {
  const blocks: Block[] = [];
  let heading: string | null = null;
  let headingBlock: Block['headingBlock'] = null;
  // The last heading that names something (not a name), while only lists and name labels follow it.
  let section: string | null = null;
  let labelled = false;
  const title = doc.title?.trim() || null;
  const re = /[^\n]+/g;
  for (let m = re.exec(doc.text); m; m = re.exec(doc.text)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text === '') continue;
    const start = m.index + lead;
    const end = start + text.length;
    // Object literals rather than spreads of a shared part: a document has thousands of lines.
    if (blocks.length === 0 && title !== null && sameText(text, title)) {
      blocks.push({ kind: 'title', start, end, text, heading: null, headingBlock: null });
    } else if (/^#{1,6}\s/.test(text) || isBareHeading(text)) {
      const label = nameLabel(text);
      if (!label) section = headingText(text);
      labelled = label && section !== null;
      heading = headingText(text);
      headingBlock = { text, start };
      blocks.push({ kind: 'heading', start, end, text, heading, headingBlock, section: labelled ? section : null });
    } else if (/^(?:[-*•]|\d{1,3} ?[.)])\s/.test(text)) {
      blocks.push({ kind: 'item', start, end, text, heading, headingBlock, section: labelled ? section : null });
    } else if (section !== null && nameLabel(text)) {
      // "Security Service of Ukraine ( SBU ) .": a name labelling the list after it, as a heading would.
      labelled = true;
      blocks.push({ kind: 'paragraph', start, end, text, heading, headingBlock, section });
    } else {
      section = null;
      labelled = false;
      blocks.push({ kind: 'paragraph', start, end, text, heading, headingBlock });
    }
  }
  labelLists(blocks);
  const subject = documentSubject(doc, blocks);
  // The document's own word first, then the corpus setting, then the guess.
  const kind = doc.genre ?? (genre === 'auto' ? guessGenre(doc, subject) : genre);
  // A news title is a headline ("Northwind expands"), not the name of what the text is about.
  return { blocks, subject: kind === 'encyclopedic' ? subject : null, genre: kind };
}

/** The block containing a document offset (blocks are sorted; binary search). */
export function blockAt(outline: Outline, offset: number): Block | null {
  const b = outline.blocks;
  let lo = 0;
  let hi = b.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (b[mid]!.end <= offset) lo = mid + 1;
    else if (b[mid]!.start > offset) hi = mid - 1;
    else return b[mid]!;
  }
  return null;
}

/** Heading text without markup: "## Club career" → "Club career", "Early life ." → "Early life". */
export function headingText(text: string): string {
  return text
    .replace(/^#{1,6}\s+/, '')
    .replace(/\s*[.:]$/, '')
    .trim();
}

/**
 * A short line with no sentence inside: "Early life .", "Artistic directors", "Zamalek SC .".
 * Wikipedia dumps (TimeQA) keep headings as their own paragraphs, closed by " .".
 */
function isBareHeading(text: string): boolean {
  // Punctuation inside rules a line out before the end-anchored strip below, which is slow on a
  // long paragraph (what it strips, spaces and a final "." or ":", holds none of these).
  if (/[,;()!?]/.test(text)) return false;
  const body = text.replace(/\s*[.:]$/, '');
  if (!/^\p{Lu}/u.test(body) || /[,;()!?]/.test(body) || /\.\s/.test(body)) return false;
  const words = body.split(/\s+/);
  if (words.length > HEADING_WORDS) return false;
  // A verb, a pronoun subject or a dated phrase makes it a sentence ("He married Sharon Burr .",
  // "Lee clerked for Samuel Alito in 2006 ."); headings are noun phrases.
  if (/^(?:he|she|it|they|we|i|his|her|its|their)$/i.test(words[0]!)) return false;
  if (/\b(?:in|on|at|since|from|until|by)\s+\d{3,4}\b/.test(body)) return false;
  return !words.some(
    (w) => /^(?:is|was|were|are|has|had|have|became|died|won|joined|played|retired|moved|served|married)$/i.test(w) || /^\p{Ll}{3,}ed$/u.test(w),
  );
}

/**
 * "Leader of the parliamentary party , House of Commons ." over "- Angus Robertson 2007–2017": a
 * short line with no verb right before a list heads that list, though its comma keeps it from
 * looking like a heading of its own (its items had carried the heading above it).
 */
function labelLists(blocks: Block[]): void {
  for (let i = 0; i + 1 < blocks.length; i++) {
    const b = blocks[i]!;
    if (b.kind !== 'paragraph' || blocks[i + 1]!.kind !== 'item' || !/,/.test(b.text) || !isBareHeading(b.text.replace(/\s*,\s*/g, ' '))) continue;
    const heading = headingText(b.text);
    const headingBlock = { text: b.text, start: b.start };
    blocks[i] = { ...b, kind: 'heading', heading, headingBlock, section: null };
    for (let j = i + 1; j < blocks.length && blocks[j]!.kind === 'item'; j++) blocks[j] = { ...blocks[j]!, heading, headingBlock, section: null };
  }
}

/**
 * A short line that is a name and nothing more — every word capitalised but for connectors, with a
 * short name in brackets at most: "Ukrainian Peoples Republic .", "Security Service of Ukraine ( SBU ) .",
 * "Department of the Ministry of Internal Affairs". Such lines label parts of a list.
 */
function nameLabel(text: string): boolean {
  const body = headingText(text)
    .replace(/\s*\(\s*\p{Lu}[\p{L}\p{N}.-]{1,10}\s*\)\s*/gu, ' ')
    .trim();
  const words = body.split(/\s+/);
  if (words.length < 2 || words.length > 12 || /[,;()!?]/.test(body)) return false;
  return words.every((w) => /^\p{Lu}/u.test(w) || LABEL_CONNECTORS.has(w));
}
const LABEL_CONNECTORS = new Set(['of', 'the', 'and', 'for', 'de', 'du', 'des', 'la', 'le', 'von', 'der', 'in', 'on', '&']);

function sameText(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .replace(/\s+/g, ' ')
      .replace(/\s*[.:]$/, '')
      .trim()
      .toLowerCase();
  return norm(a) === norm(b);
}

const LEAD_KNOWN_AS = new RegExp(`^(${PROPER_RUN})\\s*,\\s*(?:commonly|also|better|popularly) known as (?:the )?(${PROPER_RUN})`, 'u');
const KNOWN_AS = new RegExp(
  `\\b(?:(?:better|also|commonly|professionally|simply|formerly|popularly) )?known (?:professionally |simply |mononymously )?as (?:the )?(${PROPER_RUN})`,
  'gu',
);
const PERSON_WORDS =
  /\b(?:politician|footballer|player|actor|actress|singer|musician|rapper|writer|author|poet|artist|painter|sculptor|composer|conductor|officer|general|admiral|soldier|bishop|cardinal|priest|cricketer|boxer|wrestler|athlete|swimmer|cyclist|driver|coach|manager|scientist|physicist|chemist|mathematician|economist|engineer|architect|journalist|lawyer|judge|businessman|businesswoman|executive|diplomat|historian|philosopher|physician|surgeon|doctor|nurse|teacher|professor|missionary|explorer|inventor|entrepreneur|model|dancer|comedian|novelist|playwright|screenwriter|chef|monk|nun|pope|saint|king|queen|prince|princess|duke|earl|baron|count|governor|mayor|senator|congressman|congresswoman|statesman|stateswoman|minister|premier|producer|director|presenter|emperor|empress|sultan|born|died|\d{3,4})\b/i;

/**
 * An opening sentence that defines its subject as an organisation, a place or a thing. The words
 * before the noun are its modifiers, no preposition or relative pronoun among them: "was an
 * executive in The Walt Disney Company", "is an American businesswoman who founded the company"
 * define a person.
 */
const THING_DEFINITION =
  /^[^.]{0,120}?\b(?:is|was|are|were)\s+(?:an?|the)\s+(?:(?!(?:of|in|at|for|with|by|on|from|to|who|which|that|whose)\s)[\p{L}-]+\s+){0,5}?(?:company|corporation|conglomerate|chain|club|team|organi[sz]ation|party|band|group|manufacturer|carmaker|automaker|firm|business|brand|retailer|bank|airline|university|college|school|newspaper|magazine|network|broadcaster|channel|city|town|village|country|state|province|region|district|office|agency|ministry|museum|building|house|ship|station|stadium|league|competition|tournament|festival|series|show|film|album|song|game|company's)\b/iu;

/** Does an opening define its subject as a thing? Not when a person's noun follows: "a British Labour Party politician", "an American business executive". */
function definesThing(opening: string): boolean {
  const m = THING_DEFINITION.exec(opening);
  if (!m) return false;
  const next = /^\s+(\p{L}+)/u.exec(opening.slice(m.index + m[0].length));
  return !next || !PERSON_WORDS.test(next[1]!);
}

/** Honorifics and generational suffixes that are not how a text refers to a person. */
// prettier-ignore
const NAME_AFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv', 'sir', 'dr', 'dr.', 'lord', 'lady', 'saint', 'st', 'st.', 'king', 'queen', 'prince', 'princess']);

const PRONOUNS = /\b(?:([Hh]e|[Ss]he|[Hh]is|[Hh]er|[Hh]im)|[Ii]t|[Ii]ts|[Tt]hey|[Tt]heir)\b/g;

function documentSubject(doc: SourceDocument, blocks: readonly Block[]): DocumentSubject | null {
  const title = doc.title?.trim();
  if (!title) return null;
  // "Mike Lee ( American politician )" → "Mike Lee"; "Carlos Sainz Jr ." → "Carlos Sainz Jr."
  const name = title
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+\./g, '.')
    .replace(/\s+,/g, ',')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '') return null;
  const text = doc.text;
  // Person and thing pronouns, counted in one pass over the document (each match is a whole word).
  let he = 0;
  let it = 0;
  for (const m of text.matchAll(PRONOUNS)) {
    if (m[1] !== undefined) he++;
    else it++;
  }
  // ("George Cambridge, 2nd Marquess of Cambridge": a name, then a title.)
  const words = name.split(',')[0]!.trim().split(/\s+/);
  const nameLike =
    words.length <= 5 &&
    words.every((w) => /^[\p{Lu}\p{N}]/u.test(w) || /^(?:de|van|von|der|da|di|del|la|le|bin|ibn|al|of|y|e|du|des|dos|das|do|zu|ter|ten)$/i.test(w));
  const disambiguation = /\(([^)]*)\)/.exec(title)?.[1] ?? null;
  const opening = blocks.find((b) => b.kind === 'paragraph')?.text.slice(0, 240) ?? '';
  // A biography says so early: a lifespan or "born" right after the name, or a disambiguation like
  // "( American politician )"; "( magazine )" or "( TV series )" is not a person, whatever its pronouns.
  const lifespan = /^.{0,100}?\(\s*(?:born|b\.|née|c\.|\d{1,2} \p{L}+ \d{3,4}|\p{L}+ \d{1,2} , \d{3,4}|\d{3,4}\s*[–-])/u.test(opening);
  // "Starbucks Corporation is an American chain of coffeehouses": an article that opens by saying
  // its subject is an organisation or a place is not a biography, however often "he" appears in it.
  const definedAsThing = !lifespan && definesThing(opening);
  const person = nameLike && !definedAsThing && (disambiguation !== null ? PERSON_WORDS.test(disambiguation) : lifespan || (he >= 1 && he > 2 * it));
  // Decided by what is there: a person's pronouns, or only a thing's (mixed counts decide nothing).
  const decided = !nameLike || disambiguation !== null || person || definedAsThing || (it >= 3 && he === 0);
  const mentions = new Set<string>([name.toLowerCase(), title.toLowerCase()]);
  if (person) {
    // ("Fulk, King of Jerusalem" is "Fulk".)
    if (name.includes(',')) mentions.add(words.join(' ').toLowerCase());
    const core = words.filter((w) => !NAME_AFFIXES.has(w.toLowerCase()) && !/^\p{Lu}\.?$/u.test(w));
    if (core.length >= 2) {
      mentions.add(core.at(-1)!.toLowerCase());
      mentions.add(core[0]!.toLowerCase());
      // "van Deventer", "de Gaulle": the particle belongs to the surname.
      const particle = words.findIndex((w) => /^(?:de|van|von|der|da|di|del|la|le)$/i.test(w));
      if (particle > 0) mentions.add(words.slice(particle).join(' ').toLowerCase());
    }
  } else {
    // "The Korea National Ballet" is also "Korea National Ballet"; "USS Slater" also "Slater";
    // "AC Omonia" also "Omonia".
    mentions.add(name.replace(/^the\s+/i, '').toLowerCase());
    const affix =
      /^(?:USS|HMS|SMS|HMAS|HMCS|RMS|SS|MV|AC|FC|SC|CF|CD|SK|FK|AFC|RC|SV|KV|US|AS|CS|NK|HNK|GNK|PFC)\s+(.+)$/.exec(name) ??
      /^(.+?)\s+(?:FC|AFC|SC|CF|F\.C\.|Inc\.?|Ltd\.?|Corp\.?|plc|AG|SA|GmbH)$/.exec(name);
    if (affix) mentions.add(affix[1]!.toLowerCase());
    for (const short of shortNames(name, blocks)) mentions.add(short.toLowerCase());
    // ("the 62d was re-equipped" on the page "62nd Fighter Squadron": a numbered unit by its number,
    // in either spelling of its ordinal.)
    const ordinal = /^(\d+)(st|nd|rd|th|d)\s+\p{Lu}/u.exec(name);
    if (ordinal) {
      mentions.add(`${ordinal[1]}${ordinal[2]}`);
      if (/^(?:nd|rd|d)$/.test(ordinal[2]!)) mentions.add(`${ordinal[1]}${ordinal[2] === 'd' ? (ordinal[1]!.endsWith('2') ? 'nd' : 'rd') : 'd'}`);
    }
  }
  // "…, known professionally as Headhunterz", "( also known as the Green Party )": names the text
  // itself gives the subject, early on.
  const intro = blocks
    .filter((b) => b.kind === 'paragraph')
    .slice(0, 2)
    .map((b) => b.text)
    .join(' ');
  for (const m of intro.matchAll(KNOWN_AS)) {
    const alias = trimName(m[1]!);
    if (alias !== '' && alias.split(' ').length <= 5) mentions.add(alias.toLowerCase());
  }
  // The name the first sentence opens with ("Felicia Albanese was born …" on the page "Licia Albanese").
  const first = blocks.find((b) => b.kind === 'paragraph');
  if (first) {
    ANY_RUN.lastIndex = 0;
    const m = ANY_RUN.exec(first.text);
    if (m && m.index === 0) {
      const lead = trimName(m[0]);
      const overlap = lead
        .toLowerCase()
        .split(/\s+/)
        .some((w) => w.length > 2 && mentions.has(w));
      // ("The 56th Fighter Squadron was …" on the page "62nd Fighter Squadron": another unit; "One
      // World Trade Center" on "1 World Trade Center" is the page.)
      const number = (n: string) => /^(?:the\s+)?(\d+)/i.exec(n)?.[1];
      const [a, b] = [number(lead), number(name)];
      if (lead !== '' && (overlap || sharesWord(lead, name)) && (a === undefined || b === undefined || a === b)) mentions.add(lead.toLowerCase());
    }
  }
  // "Exxon Mobil Corporation, commonly known as ExxonMobil, is …": a company the title names by its
  // common name is named in full by the lead the text opens with.
  const full = first ? LEAD_KNOWN_AS.exec(first.text) : null;
  if (
    full &&
    trimName(full[2]!).toLowerCase() === name.toLowerCase() &&
    /\b(?:Corporation|Company|Incorporated|Inc\.?|Limited|Ltd\.?|plc|PLC|AG|SE|Group|Holdings)$/.test(trimName(full[1]!))
  ) {
    const lead = trimName(full[1]!);
    mentions.add(lead.toLowerCase());
    return { name: lead, mentions, person, decided };
  }
  return { name, mentions, person, decided };
}

/**
 * The short names a text calls its subject by: the plural that ends a team's or a party's name; and
 * for a thing whose title adds a kind or a home to its name, "U-38" of "German
 * submarine U-38", "Class 24" of "British Rail Class 24" (the numbered name the title ends with);
 * "Vogue" of "British Vogue", "Huaneng Group" of "China Huaneng Group", "Dream" of "Atlanta Dream"
 * (the name after a place or a people's adjective, or after the city of a team the opening defines).
 * Never a generic word ("Airlines" of "American Airlines", "National Party" of "Scottish National Party").
 */
function shortNames(name: string, blocks: readonly Block[]): string[] {
  const words = name.split(/\s+/);
  if (words.length < 2 || /\s(?:and|&)\s/.test(name)) return [];
  const last = words.at(-1)!;
  // "the Yankees", "the Kickers", "the Greens" (of "Federation of the Greens"): a team or a party by
  // the plural that ends its name — not "Texas" of "University of Texas", nor "States" or "Airlines".
  const plural = /\s+of\s+(?!the\s)/.test(name) || !/^\p{Lu}\p{Ll}{2,}[^s]s$/u.test(last) || PLURAL_PLACES.test(last) || GENERIC_HEAD.test(last) ? [] : [last];
  if (/\s+of\s+/.test(name)) return plural;
  if (/\d/.test(last)) {
    if (/\p{L}/u.test(last)) return [last];
    return /^\d+$/.test(last) && /^\p{Lu}\p{Ll}+$/u.test(words.at(-2)!) ? [words.slice(-2).join(' ')] : [];
  }
  const opening = blocks.find((b) => b.kind === 'paragraph')?.text.slice(0, 240) ?? '';
  // (A team's home is the city its opening says it is in: "Atlanta" of "… based in Atlanta", not
  // "Alemannia" of "… a football club from the western city of Aachen".)
  const home = (w: string) => new RegExp(`\\b(?:in|from|of)\\s+${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(opening);
  const team = /\b(?:team|club|franchise)\b/.test(opening);
  for (const lead of [1, 2]) {
    const head = words.slice(0, lead).join(' ');
    const tail = words.slice(lead);
    if (tail.length === 0 || tail.length > 2 || !tail.every((w) => /^\p{Lu}/u.test(w)) || GENERIC_NAME_WORD.test(tail[0]!)) continue;
    if (tail.length === 1 && GENERIC_HEAD.test(tail[0]!)) continue;
    if (PLACES.has(head) || DEMONYM.test(head) || (team && lead === 1 && tail.length === 1 && home(head) && !home(tail[0]!)))
      return [...plural, tail.join(' ')];
    // ("Andrew Mellon Building" is also "the Mellon Building": a building named for a person drops
    // the given name.)
    // (Not "Washington Bridge" of "George Washington Bridge", a bridge of its own, nor "Memorial Hall":
    // the surname is no place and no common word.)
    if (lead === 1 && tail.length === 2 && isGivenName(head) && NAMED_FOR_HEAD.test(tail[1]!) && !PLACES.has(tail[0]!) && !inVocabulary(tail[0]!))
      return [...plural, tail.join(' ')];
  }
  return plural;
}

/** Head nouns of things named for a person ("Andrew Mellon Building", "Kathleen Grimm Library"). */
const NAMED_FOR_HEAD = /^(?:Building|House|Hall|Library|Museum|Center|Centre|Institute|Foundation|Prize|Award|Medal|Theatre|Theater|Observatory)$/;

/** Words that begin many names, so a name's tail that starts with one names nothing alone. */
const GENERIC_NAME_WORD =
  /^(?:National|United|Democratic|Liberal|Labour|Republican|Socialist|Communist|Royal|Federal|General|Central|International|Popular|Progressive|Green|Social|Christian|Independent|Free|New|First|Second|Third|Air|Rail)$/;
/** Head words that name a kind of body, not one body. */
const GENERIC_HEAD =
  /^(?:Airlines|Airways|Bank|Group|Company|Party|Army|Navy|Railways?|Motors|Television|Radio|Times|News|Post|Herald|Corporation|Union|League|Association|University|College|Museum|Council|Institute|Society|Federation|Foundation)$/;
/** Plural words that end the names of countries and unions, whose short forms mean their parts. */
const PLURAL_PLACES = /^(?:States|Nations|Islands|Emirates|Provinces|Territories|Republics|Kingdoms|Lands|Isles)$/;

function sharesWord(a: string, b: string): boolean {
  const bs = new Set(
    b
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 2),
  );
  return a
    .toLowerCase()
    .split(/\s+/)
    .some((w) => bs.has(w));
}

/**
 * Encyclopedic when the source says so (a wiki) or the text opens like an encyclopedia entry about
 * its title ("X ( 1930 – 2005 ) was a …", "X is a …") and spans decades; news otherwise.
 */
function guessGenre(doc: SourceDocument, subject: DocumentSubject | null): Genre {
  if (/wiki|encyclop/i.test(doc.source ?? '')) return 'encyclopedic';
  const years = new Set((doc.text.match(/\b(?:1[0-9]|20)\d{2}\b/g) ?? []).map(Number));
  const span = years.size > 0 ? Math.max(...years) - Math.min(...years) : 0;
  const at = subject ? doc.text.indexOf(subject.name) : -1;
  const opensAsEntry = at >= 0 && /^[^\n]{0,160}?\b(?:is|was|are|were)\b/.test(doc.text.slice(at + subject!.name.length));
  return (opensAsEntry && years.size >= 3 && span >= 10) || (years.size >= 6 && span >= 20) ? 'encyclopedic' : 'news';
}
