// Clause-level statements: what a dated sentence says about the document's subject when no schema
// predicate names the relation ("Piening joined the Reichsmarine in 1930", "In 2014, Sukandar won
// the Asian Womens Championship"). Each named object of the clause becomes one atomic statement
// ("fellowships at A, B and C" → three), keyed under the event-log predicate `statement` with the
// verb phrase kept in the object, so the fact stays readable and retrievable by its own words while
// governance treats it as a dated event that never conflicts.

import { NOT_NAMES, trimName, PROPER_RUN } from './names.js';
import type { DocumentSubject } from './structure.js';
import { maskTemporal, type TemporalExpression } from './temporal.js';

/** The schema predicate statements are keyed under (schema/predicates.yaml). */
export const STATEMENT_PREDICATE = 'statement';

export interface StatementInput {
  /** The sentence text and its offset in the document. */
  text: string;
  offset: number;
  subject: DocumentSubject;
  /** The sentence's own temporal expressions (document offsets). */
  own: readonly TemporalExpression[];
  /** The narrative time it inherits, when it has none of its own. */
  inherited: TemporalExpression | null;
  /** Lower-cased subjects and objects of the schema facts already found in this sentence (not repeated). */
  covered: ReadonlySet<string>;
}

/** A verb in a list's label: "editors included", "she taught at", "was coached by". */
const LABEL_VERB =
  /\b(?:\p{Ll}+ed|include[sd]?|is|are|was|were|has|had|have|won|held|ran|led|became|served|took|made|met|wrote|taught|saw|went|gave|built|sold|bought|began)\b/u;

/** "Name ( 1870 to 1892 )", a name dated in place: several in one sentence are a list of holders. */
const DATED_NAME = new RegExp(`(${PROPER_RUN})\\s*\\(([^()]{4,60})\\)`, 'gu');

/**
 * Names dated in place within one sentence ("Its editors included Viktor Klyushnikov ( 1870 to
 * 1892 ) , Dmitry Stakheev ( 1875—1877 ) , …"): each is a statement about the page's subject with
 * its own period, labelled with the sentence's words before the first name. Needs two or more,
 * so a lone "Herbert Dallmann ( 1909–1996 )" (a lifespan) is not read as one.
 */
export function datedList(text: string, offset: number, subject: DocumentSubject, own: readonly TemporalExpression[]): Statement[] {
  // Most sentences have no parenthesis or no date: skip the name scan, the slow part. A list needs
  // two dated names, each with a bracket and a date of its own: two of each, then.
  const bracket = text.indexOf('(');
  if (own.length < 2 || bracket < 0 || !text.includes('(', bracket + 1)) return [];
  const found: { name: string; at: number; times: TemporalExpression[] }[] = [];
  for (const m of text.matchAll(DATED_NAME)) {
    const name = trimName(m[1]!);
    const open = m.index! + m[0].indexOf('(');
    const close = m.index! + m[0].length;
    const times = own.filter((t) => t.start - offset >= open && t.end - offset <= close);
    if (!isObjectName(name, subject) || times.length === 0) continue;
    found.push({ name, at: m.index! + m[0].indexOf(name.split(' ')[0]!), times });
  }
  if (found.length < 2) return [];
  // "Before accepting the Bernhardson Chair, she taught at …": the words after the clause's own
  // subject are the verb phrase ("taught at"); "these are …" leaves none.
  const phrase = cleanPhrase(text.slice(0, found[0]!.at), 6);
  const label = phrase.replace(/^.*\b(?:he|she|it|they|these|those|this)\s+/i, '');
  if (label === '' || (label !== phrase && /^(?:is|are|was|were)\b/i.test(label))) return [];
  // "…appear in a number of Shakespeare productions , in Quo Vadis ( 1900 )": the six words before
  // the first name, with no verb among them, are no verb phrase for the names.
  if (!LABEL_VERB.test(label)) return [];
  // "Analysts included …", "Some of Quaids film credits include …", "with short stories …", "the
  // Fourth Labour Government led by …": a label with a subject of its own, or none that starts a
  // verb phrase, says nothing about the page's subject.
  if (/^\p{Lu}/u.test(label) || /^(?:the|a|an|of|with|in|on|at|by|for|from|to|and|or|as)\s/i.test(label)) return [];
  return found.map((f) => ({ subject: subject.name, object: `${label} ${f.name}`, temporal: asEvent(f.times), confidence: 0.65 }));
}

export interface Statement {
  subject: string;
  /** The verb phrase and its object, e.g. "joined the Reichsmarine". */
  object: string;
  temporal: TemporalExpression[];
  confidence: number;
}

/** Words that open an introductory phrase ("In 1951, …", "After the war, …"). */
const INTRO =
  /^(?:in|on|at|by|from|during|since|after|before|between|around|circa|until|following|later|subsequently|afterwards|then|however|also|thereafter|meanwhile|eventually|finally|initially|originally|there|that|this|the following|early|late|mid|when|while|as|upon|within|under|with|for|despite)\b/i;
// A possessive opens a clause about the subject's own things ("Its editors included …", "His
// son … "): the phrase keeps the noun, so the statement reads "editors included X".
const PERSON_PRONOUN = /^(?:he|she|his|her)\b/i;
const THING_PRONOUN = /^(?:it|they|its|their)\b/i;
/** "the company", "the division", "the club": a definite description of the subject. */
const DEFINITE =
  /^the\s+(?:[\p{Ll}-]+\s+){0,2}?(company|firm|club|team|band|group|party|division|brigade|regiment|battalion|unit|ship|vessel|school|university|college|institute|museum|church|station|network|channel|newspaper|magazine|hotel|building|castle|city|town|village|district|county|municipality|square|park|stadium|league|tournament|competition|award|orchestra|ensemble|company|organisation|organization|agency|ministry|council|court|office|post|academy|hospital|airline|airport|railway|bank|corporation|society|association|federation|union|dynasty|kingdom|state|province|region|festival|show|series|programme|program|newspaper|journal|statue|monument|bridge|street|road|line|route|mine|plant|factory|brand|chain|theatre|theater|ballet|opera|fleet|squadron|wing|corps|army|navy|force|command|airfield|base|fort|force)\b/iu;
const NAME_RE = new RegExp(PROPER_RUN, 'gu');
const MAX_PHRASE_WORDS = 9;
const CLAUSE_BREAK = /\s*(?:;|,\s+(?:while|whereas|although|though|but|however)\b|\s+while\s)/gi;

/**
 * The statements of one sentence about the document's subject; none when the sentence is about
 * something else or has no time (its own or its paragraph's).
 */
export function clauseStatements(input: StatementInput): Statement[] {
  const { text, offset, subject } = input;
  if (input.own.length === 0 && !input.inherited) return [];
  const local = input.own.map((t) => ({ ...t, start: t.start - offset, end: t.end - offset }));
  const opening = clauseSubject(text, local, subject);
  if (!opening) return [];
  // Dates inside the parenthesis after the subject ("Mary Raine ( 17 February 1877 – 3 February
  // 1960 ) was …") are the subject's lifespan, not the time of what the clause says.
  const own = input.own.filter((t) => t.start - offset < opening.parenStart || t.end - offset > opening.end);
  if (own.length === 0 && (input.own.length > 0 || !input.inherited)) return [];
  const clauseEnd = endOfClause(text, opening.end);
  const masked = maskTemporal(text, local);
  const timeOf = (from: number, to: number) => {
    // Dates in the object's own comma-delimited segment first: "aired from 2000 to 2004 on Kanal 5 ,
    // in 2011 and 2012 on TV11" gives Kanal 5 the first period, not the nearer "in 2011".
    const lo = Math.max(text.lastIndexOf(',', from), text.lastIndexOf(';', from));
    const hiComma = text.slice(to).search(/[,;]/);
    const hi = hiComma < 0 ? text.length : to + hiComma;
    const inSegment = own.filter((t) => t.start - offset > lo && t.end - offset <= hi);
    // Else a date opening the sentence governs its main clause ("From 1989 to 1991 , she was married
    // to X , who she met in 1988").
    const lead = own.filter((t) => t.end - offset <= opening.introEnd);
    return usableTime(
      nearestTime(inSegment.length > 0 ? inSegment : lead.length > 0 ? lead : own, offset + from, offset + to, input.inherited),
      input.inherited,
    );
  };
  if (opening.other !== null) {
    // A schema fact already says what the sentence says about this entity.
    if (input.covered.has(opening.other.toLowerCase())) return [];
    // A sentence about another entity on this page ("Since 2006 , Barbara Ludwig ( SPD ) has served
    // as mayor ."): one statement about that entity, decontextualised with the page's subject.
    const rest = cleanPhrase(masked.slice(opening.end, clauseEnd), 14);
    if (rest.split(' ').length < 2) return [];
    const temporal = timeOf(opening.end, clauseEnd);
    return temporal ? [{ subject: opening.other, object: `${rest} (${subject.name})`, temporal, confidence: own.length > 0 ? 0.6 : 0.55 }] : [];
  }

  const out: Statement[] = [];
  let phrase = '';
  let prev = opening.end;
  NAME_RE.lastIndex = opening.end;
  for (let m = NAME_RE.exec(masked); m && m.index < clauseEnd; m = NAME_RE.exec(masked)) {
    let name = trimName(m[0]);
    if (!isObjectName(name, subject)) continue;
    const at = m.index + m[0].indexOf(name.split(' ')[0] ?? '');
    const raw = masked.slice(prev, at);
    const between = cleanPhrase(raw);
    if (prev === opening.end) {
      // A long lead-in holds an object of its own before the first name ("began karting in 2008
      // and raced in various series … KF3"): keep its head as a statement too.
      const head = clauseHead(raw);
      const temporal = head ? timeOf(opening.end, at) : null;
      if (head && temporal) out.push({ subject: subject.name, object: head, temporal, confidence: own.length > 0 ? 0.65 : 0.6 });
    }
    if (between !== '') phrase = between;
    prev = m.index + m[0].length;
    // "at Lax Kwalaams , British Columbia": a place and the region it lies in are one value.
    const region = PLACE_APPOSITION.exec(masked.slice(prev));
    if (region && /\b(?:in|at|near|to|from|of|into|outside)$/i.test(between)) {
      name = text
        .slice(at, prev + region[0].length)
        .replace(/\s+/g, ' ')
        .trim();
      prev += region[0].length;
      NAME_RE.lastIndex = prev;
    }
    if (phrase === '' || input.covered.has(name.toLowerCase())) continue;
    const temporal = timeOf(at, prev);
    if (temporal) out.push({ subject: subject.name, object: `${phrase} ${name}`, temporal, confidence: own.length > 0 ? 0.7 : 0.63 });
  }
  if (out.length === 0 && prev === opening.end) {
    // No named object: the clause's own words are the statement ("was promoted to the rank of captain").
    const rest = cleanPhrase(masked.slice(opening.end, clauseEnd), 12);
    if (rest.split(' ').length >= 2 && /\p{Ll}{3}/u.test(rest)) {
      const temporal = timeOf(opening.end, clauseEnd);
      if (temporal) out.push({ subject: subject.name, object: rest, temporal, confidence: own.length > 0 ? 0.65 : 0.6 });
    }
  }
  return out;
}

const PLACE_APPOSITION = new RegExp(`^\\s*,\\s*(?:${PROPER_RUN})(?=\\s*(?:[,.;)]|$))`, 'u');
const HEAD_STOP = new Set(['and', 'but', 'while', 'where', 'which', 'who', 'whom', 'when', 'with', 'after', 'before', 'as']);

/** The verb and its object at the start of a long lead-in ("began karting and raced in …" → "began karting"), or null. */
function clauseHead(raw: string): string | null {
  const words = cleanPhrase(raw, 60).split(' ');
  if (words.length < 5) return null;
  const head: string[] = [];
  for (const w of words) {
    if (head.length >= 2 && HEAD_STOP.has(w.toLowerCase())) break;
    head.push(w);
    if (head.length === 6) break;
  }
  return head.length >= 2 && head.length < words.length ? head.join(' ') : null;
}

/** Where the clause's subject ends, when the subject is the document's subject. */
interface Opening {
  /** Where the subject mention (and a parenthesis after it) ends. */
  end: number;
  /** Where that parenthesis starts (Infinity without one). */
  parenStart: number;
  /** Where an introductory date or phrase before the subject ends (0 without one). */
  introEnd: number;
  /** The clause is about another named entity, not the page's subject. */
  other: string | null;
}

function clauseSubject(text: string, temporal: readonly TemporalExpression[], subject: DocumentSubject): Opening | null {
  let at = 0;
  // Skip a leading date and an introductory phrase closed by a comma ("In 1951 he …", "After the war, he …").
  for (let guard = 0; guard < 3; guard++) {
    const lead = temporal.find((t) => t.start <= at + 4 && t.end > at);
    if (lead) {
      at = lead.end;
      at += /^\s*,?\s*/.exec(text.slice(at))![0].length;
      continue;
    }
    const rest = text.slice(at);
    if (INTRO.test(rest)) {
      const comma = rest.indexOf(',');
      if (comma > 0 && comma < 80) {
        at += comma + 1;
        at += /^\s*/.exec(text.slice(at))![0].length;
        continue;
      }
    }
    break;
  }
  const introEnd = at;
  const rest = text.slice(at);
  const pronoun = (subject.person ? PERSON_PRONOUN : THING_PRONOUN).exec(rest);
  if (pronoun) return { end: at + pronoun[0].length, parenStart: Infinity, introEnd, other: null };
  if (!subject.person) {
    const def = DEFINITE.exec(rest);
    if (def) return { end: at + def[0].length, parenStart: Infinity, introEnd, other: null };
  }
  NAME_RE.lastIndex = at;
  const m = NAME_RE.exec(text);
  const opening = m && m.index === at ? trimName(m[0]) : '';
  if (opening === '' || !isSubjectName(opening.toLowerCase(), subject)) {
    const later = laterSubject(text, at, subject);
    if (later) return { ...later, introEnd };
    if (opening === '' || !isObjectName(opening, subject)) return null;
  }
  let end = at + m![0].length;
  const parenStart = end;
  // "Lee ( born 1971 ) was …": the parenthesis belongs to the name.
  const paren = /^\s*\([^)]*\)/.exec(text.slice(end));
  if (paren) end += paren[0].length;
  const other = isSubjectName(opening.toLowerCase(), subject) ? null : opening;
  // "Officially founded …": a capitalised adverb opening a sentence is not a name.
  if (other !== null && /^\p{Lu}\p{Ll}+ly\b/u.test(other)) return null;
  // Another entity must be followed by its verb ("Barbara Ludwig has served"), not be a fronted object.
  if (other !== null && !/^\s+(?:\w+ly\s+)?\p{Ll}/u.test(text.slice(end))) return null;
  return { end, parenStart: paren ? parenStart : Infinity, introEnd, other };
}

/**
 * The subject named later in the sentence, after a subordinate clause ("Although the University is
 * …, the Florida Gators team competed in …", "With Dukla , Pluskal won …"): its first mention
 * followed by a lower-case word (a verb, usually).
 */
function laterSubject(text: string, from: number, subject: DocumentSubject): { end: number; parenStart: number; other: null } | null {
  if (subject.person) {
    const p = /(?:^|[\s,;])(?:he|she)\s+(?=\p{Ll})/giu;
    p.lastIndex = from;
    const m = p.exec(text);
    if (m) return { end: m.index + m[0].trimEnd().length, parenStart: Infinity, other: null };
  }
  NAME_RE.lastIndex = from;
  for (let m = NAME_RE.exec(text); m; m = NAME_RE.exec(text)) {
    const end = m.index + m[0].length;
    if (isSubjectName(trimName(m[0]).toLowerCase(), subject) && /^\s+\p{Ll}/u.test(text.slice(end))) return { end, parenStart: Infinity, other: null };
  }
  return null;
}

function isSubjectName(name: string, subject: DocumentSubject): boolean {
  if (subject.mentions.has(name)) return true;
  if (!/\s/.test(name)) return false; // one word: no shorter tail to try
  // "Lieutenant Deering", "Captain Otto von Bülow": a title before a known mention.
  const words = name.split(/\s+/);
  for (let i = 1; i < words.length; i++) if (subject.mentions.has(words.slice(i).join(' '))) return true;
  return false;
}

function isObjectName(name: string, subject: DocumentSubject): boolean {
  if (name === '' || NOT_NAMES.has(name) || /^\d/.test(name)) return false;
  if (isSubjectName(name.toLowerCase(), subject)) return false;
  return true;
}

function endOfClause(text: string, from: number): number {
  CLAUSE_BREAK.lastIndex = from;
  const m = CLAUSE_BREAK.exec(text);
  return m ? m.index : text.length;
}

/**
 * The words linking the subject (or the previous object) to an object, without punctuation,
 * relative openers or pronouns: ", where he became an important player for" → "became an important
 * player for". Kept to the last few words, so a statement stays atomic.
 */
function cleanPhrase(raw: string, max = MAX_PHRASE_WORDS): string {
  // Punctuation and whitespace runs become one space in one pass (as replacing the punctuation by
  // spaces and then collapsing whitespace would).
  let s = (raw.includes('(') ? raw.replace(/\([^)]*\)?/g, ' ') : raw)
    .replace(/[\s,;:"“”]+/g, ' ')
    .replace(/[\s.!?]+$/, '')
    .trim();
  s = s.replace(/^(?:and|or|but|who|which|that|where|when|whom|whose|as well as|while)\s+/i, '');
  s = s.replace(/^(?:he|she|it|they|his|her|its|their)\s+/i, '');
  s = s.replace(/\s+(?:and|or|the|a|an)$/i, (x) => (/the|a|an/i.test(x.trim()) ? x : '')).trim();
  if (!/\p{L}/u.test(s) || /^(?:and|or|the|a|an|of)$/i.test(s)) return '';
  const words = s.split(' ');
  return words.length > max ? words.slice(-max).join(' ') : s;
}

/**
 * The time of one object: with one date (or one range) in the sentence, that; else the nearest
 * (a date usually follows its object, "joined Acme in 2009", or opens the sentence). A START with
 * the END right after it is one range and travels together.
 */
function nearestTime(own: readonly TemporalExpression[], from: number, to: number, inherited: TemporalExpression | null): TemporalExpression[] {
  if (own.length === 0) return inherited ? [inherited] : [];
  const units: TemporalExpression[][] = [];
  for (const t of own) {
    const last = units.at(-1)?.at(-1);
    if (last && last.role === 'START' && t.role === 'END' && t.start - last.end <= 12) units.at(-1)!.push(t);
    else units.push([t]);
  }
  if (units.length === 1) return asEvent(units[0]!);
  const dist = (u: TemporalExpression[]) => {
    const s = u[0]!.start;
    const e = u.at(-1)!.end;
    return s >= to ? s - to : from >= e ? (from - e) * 1.3 : 0;
  };
  return asEvent(units.reduce((a, u) => (dist(u) < dist(a) ? u : a)));
}

/** Prepositions that make a date the end of a period ("until 2008"), unlike verbs ("left in 1897"). */
const PERIOD_END_CUES = new Set(['until', 'before', 'through', 'to', 'range', 'former', 'decade', 'till']);

/**
 * A statement is an event: "left the Dutch East Indies in April 1897" happened in April 1897, even
 * though the tagger reads "left" as ending something. Only a real period end stays an END.
 */
function asEvent(unit: TemporalExpression[]): TemporalExpression[] {
  if (unit.some((t) => t.role === 'START')) return unit;
  return unit.map((t) => (t.role === 'END' && !PERIOD_END_CUES.has(t.cue) ? { ...t, role: 'POINT' } : t));
}

/**
 * The statement's time, or null when it has none worth keeping: "former" dates a noun ("former
 * president Havel"), not the clause; a bare period end ("on display until 1955") needs a start —
 * the narrative time, if it is earlier — or the statement would hold since the beginning of time.
 */
function usableTime(unit: TemporalExpression[], inherited: TemporalExpression | null): TemporalExpression[] | null {
  const times = unit.filter((t) => t.cue !== 'former');
  if (times.length === 0) return inherited ? [inherited] : null;
  if (times.some((t) => t.role !== 'END')) return times;
  const end = times.reduce((a, t) => (t.time < a.time ? t : a));
  return inherited && inherited.time < end.time ? [inherited, ...times] : null;
}
