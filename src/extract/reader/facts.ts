// What the reader hands on for one sentence, and the small vocabulary of time it uses to date a fact
// from its clause: an onset verb ("was named", "took over", "joined") makes a date the start, an
// ending verb ("stepped down", "left", "was ousted") makes it the end, and a succession moves the
// successor's start to the predecessor's end.

import { NUMBER_WORDS, UNKNOWN_START_CUE, type TemporalExpression } from '../temporal.js';
import type { Entity } from './grammar/references.js';
import type { Clause } from './grammar/clauses.js';
import type { Token } from './grammar/tokens.js';
import { textOf, type NounPhrase } from './grammar/phrases.js';

/** A fact the reader read, before it becomes a Candidate (names resolved, times assigned). */
export interface ReadFact {
  predicate: string;
  subject: Entity | string;
  object: Entity | string;
  confidence: number;
  temporal: TemporalExpression[];
  /** The clause it was read from, when one: a clause that gave a schema fact gives no open statement. */
  clause?: Clause | null;
  /**
   * Said in the present tense ("holds about 300,000 exhibits", "is a supporter of Girona FC"): with
   * no date of its own it holds at the document's time, not at its paragraph's narrative time.
   */
  current?: boolean;
  /** Its clause has no date of its own and the sentence's dates are other clauses' (SentenceFact.ownTime). */
  ownTime?: boolean;
  /** A description of how things stood then ("the mayor of Plauen, Eugen Wörner"): the sentence's time alone (SentenceFact.then). */
  then?: boolean;
  /** Named to a post taken later ("as its next president"): a later start the text gives for it replaces the naming's. */
  ahead?: boolean;
  /** Read from a verb that ends it ("that he was resigning as leader"): the sentence's time is its end (SentenceFact.ends). */
  ends?: boolean;
}

/**
 * Verbs whose infinitive complement has not happened (yet): "agreed to buy Cerner", "is expected
 * to name Jane Roe", "plans to move its headquarters", "failed to win". "went on to found",
 * "was appointed to lead", "helped found" are not among them: those happened.
 */
const UNREALISED = new Set(
  (
    'agree plan expect aim seek want hope intend propose offer try attempt threaten vow promise consider decide pledge prepare ' +
    'look bid set poise schedule ask urge refuse fail decline hesitate wish need push lobby fight race scramble struggle tip tout rumour rumor ' +
    'hint signal vote negotiate discuss explore weigh eye mull study contemplate demand call dream strive campaign put apply'
  ).split(' '),
);

/**
 * Does the clause state something as having happened or holding? Not when it is negated ("never
 * took office"), hedged by a modal ("may sell"; "would" is reported speech's will), or an
 * infinitive under a verb that says it has not happened ("agreed to buy").
 */
export function states(c: Clause): boolean {
  const v = c.verb;
  if (v.negated || (v.modal !== null && v.modal !== 'would')) return false;
  // "would" tells a past's future ("he would later become president"), but in what someone said
  // a plan: undated ("said on Monday that he would buy the team"), not stated; dated ("said that
  // she would resign on June 7"), scheduled as "will" is.
  if (v.modal === 'would' && c.parent && REPORTING.has(c.parent.verb.lemma) && c.times.length === 0) return false;
  if (v.form === 'infinitive' && c.complement && c.parent) return !UNREALISED.has(c.parent.verb.lemma) && states(c.parent);
  // "Sirhan believed that he was betrayed", "polls suggested that Labour would be beaten": what is
  // believed or foreseen, the text does not assert.
  if (c.link === 'that' && c.parent && BELIEVING.has(c.parent.verb.lemma)) return false;
  return true;
}

/**
 * Verbs of belief, opinion and forecast: what they introduce is not asserted by the text. (Some
 * report too — "claimed", "suggested": a named reporter's statement carries what they said.)
 */
// prettier-ignore
export const BELIEVING = new Set(['believe', 'think', 'suggest', 'predict', 'claim', 'allege', 'argue', 'speculate', 'hope', 'fear', 'expect', 'project', 'estimate',
  'assume', 'suspect', 'doubt', 'feel', 'contend', 'suppose', 'imagine', 'guess', 'theorize', 'theorise', 'hypothesize', 'hypothesise', 'forecast', 'anticipate']);

/** Verbs that report what someone said: their statement takes the reported clause with it. */
// prettier-ignore
export const REPORTING = new Set(['say', 'announce', 'tell', 'confirm', 'report', 'add', 'state', 'disclose', 'reveal', 'warn', 'predict', 'claim', 'insist', 'explain', 'note', 'write',
  'demand', 'conclude', 'decide', 'argue', 'suggest', 'recommend', 'acknowledge', 'admit', 'rule']);

/** Verbs whose date is when a state began. */
// prettier-ignore
export const ONSET_VERBS = new Set(['name', 'appoint', 'elect', 'reelect', 're-elect', 'hire', 'become', 'join', 'rejoin', 'succeed', 'replace', 'return', 'promote', 'install', 'choose', 'tap', 'select', 'inaugurate', 'swear', 'sworn', 'assume', 'start', 'begin', 'nominate', 'confirm', 'reappoint', 'recruit', 'pick', 'make', 'found', 'establish', 'acquire', 'buy', 'purchase', 'marry', 'wed', 'sign', 'move', 'relocate', 'transfer', 'launch', 'open', 'take', 'step', 'win', 'crown', 'declare', 'designate', 'unveil', 'present', 'introduce', 'announce', 'induct']);
/** Nouns of a completed change whose date is when the new state began ("completed its acquisition of X in May"). */
export const ONSET_NOUNS = new Set(['acquisition', 'purchase', 'takeover', 'buyout', 'merger', 'appointment']);
/** Verbs whose date is when a state ended. */
// prettier-ignore
export const ENDING_VERBS = new Set(['resign', 'leave', 'retire', 'oust', 'fire', 'sack', 'dismiss', 'quit', 'depart', 'remove', 'depose', 'topple', 'relieve', 'divorce', 'lose', 'sell', 'close', 'dissolve', 'abdicate', 'exit', 'die', 'overthrow', 'dethrone', 'axe', 'ax', 'expel', 'drop', 'release', 'end', 'finish', 'graduate']);
/** Particles that turn a verb into an ending ("step down", "stand down", "step aside"). */
export function isEnding(lemma: string, particle: string | null): boolean {
  if (particle === 'down' || particle === 'aside') return lemma === 'step' || lemma === 'stand';
  if (particle === 'out' && (lemma === 'force' || lemma === 'vote' || lemma === 'step')) return true;
  return ENDING_VERBS.has(lemma) && particle === null;
}
export function isOnset(lemma: string, particle: string | null): boolean {
  if (lemma === 'take') return particle === 'over';
  if (lemma === 'step') return particle === 'in' || particle === 'up';
  if (lemma === 'swear' || lemma === 'sworn') return true;
  return ONSET_VERBS.has(lemma) && (particle === null || particle === 'back' || particle === 'in');
}

/** Ending verbs temporal.ts takes for a date's cue from a few words back. */
const VERB_END_CUES = new Set(['left', 'closed', 'resigned', 'retired', 'quit', 'departed', 'ended']);

export type TimeMode = 'as-is' | 'onset' | 'ending';

/**
 * The dates written right after an object, as that object's ("acquired LinkedIn in 2016, GitHub in
 * 2018"), or undefined. An object's own "until" only bounds the clause's start, which stays: "On
 * February 26, 2013, … he joined Haras El-Hodood until the end of the 2012-2013 season".
 */
export function objectTimes(c: Clause, np: NounPhrase | null): TemporalExpression[] | undefined {
  const own = np ? c.objectTimes.get(np) : undefined;
  if (!own || own.length === 0 || !own.every((t) => t.role === 'END' && t.cue === 'until')) return own;
  return [...c.times.filter((t) => t.role === 'START' || t.role === 'POINT'), ...own];
}

/** The clause's dates less the span another item of a list the object is in has to itself (objectTimes), by where they are written. */
export function withoutOthersTimes(times: TemporalExpression[], c: Clause, np: NounPhrase | null): TemporalExpression[] {
  if (c.objectTimes.size === 0 || np === null) return times;
  // (The list's items stand where it does: all objects, or all after one preposition.)
  const at = (x: NounPhrase) => (c.objects.includes(x) ? '' : c.preps.find((p) => p.np === x)?.prep);
  const place = at(np);
  const others = new Set<number>();
  // (Only a span an item has to itself, "B ( 1928-1965 )": "founded by A and B on 4 April 1975",
  // "bought A , B and C in 2018" date the whole list.)
  for (const [o, own] of c.objectTimes)
    if (o !== np && (o.coordinated || np.coordinated) && place !== undefined && at(o) === place && own.length === 2 && own.every((t) => t.cue === 'range'))
      for (const t of own) others.add(t.start);
  return others.size === 0 ? times : times.filter((t) => !others.has(t.start));
}

/**
 * The clause's dates as this fact's: with an onset verb a point date is the start ("named CEO in
 * 2014"); with an ending verb a point or start is the end ("stepped down in 2014").
 */
export function timesFor(times: readonly TemporalExpression[], mode: TimeMode): TemporalExpression[] {
  // "named X on Wednesday as its next chief executive, effective August 8": the change dates from
  // the effective date; the other is when it was announced.
  if (times.some((t) => t.cue.startsWith('effective'))) times = times.filter((t) => t.cue.startsWith('effective') || t.role !== 'POINT');
  if (mode === 'as-is') return [...times];
  return times.map((t) => {
    if (mode === 'onset' && t.role === 'POINT') return { ...t, role: 'START' as const };
    // "left to found Acme in 1990", "closed its purchase of Initech in March": the tagger took an
    // ending verb further back for the date's cue; the clause's own onset decides.
    if (mode === 'onset' && t.role === 'END' && VERB_END_CUES.has(t.cue)) return { ...t, role: 'START' as const, cue: 'date' };
    if (mode === 'ending' && (t.role === 'POINT' || (t.role === 'START' && t.cue !== 'since' && t.cue !== 'from' && t.cue !== 'open')))
      return { ...t, role: 'END' as const, cue: t.cue === 'date' ? 'ended' : t.cue };
    return t;
  });
}

/** Words before a post or a trade that say it is over: "the former chief executive", "a retired teacher". */
export const FORMER_WORDS = new Set(['former', 'ex', 'onetime', 'one-time', 'retired']);

/** "former" before a phrase: what it names ended by the document's date (cue 'former'). */
export function formerEnd(np: NounPhrase, tokens: readonly Token[], documentTime: number): TemporalExpression {
  return {
    start: tokens[np.from]!.start,
    end: tokens[np.to - 1]!.end,
    text: textOf(tokens, np.from, np.to),
    role: 'END',
    time: documentTime,
    granularity: 'day',
    cue: 'former',
  };
}

/**
 * A start the text does not give, for a state it says holds now but began who knows when ("is an
 * American attorney" in an encyclopedia): validity inference reads it as an unknown start (cue
 * UNKNOWN_START_CUE), not the document's date.
 */
export function unknownStart(np: NounPhrase, tokens: readonly Token[]): TemporalExpression {
  return {
    start: tokens[np.from]!.start,
    end: tokens[np.to - 1]!.end,
    text: textOf(tokens, np.from, np.to),
    role: 'START',
    time: -Infinity,
    granularity: 'day',
    cue: UNKNOWN_START_CUE,
  };
}

/** The start of a successor as the end of the one it replaced (same instant, role END). */
export function startsAsEnds(times: readonly TemporalExpression[]): TemporalExpression[] {
  return times.filter((t) => t.role === 'START' || t.role === 'POINT').map((t) => ({ ...t, role: 'END' as const, cue: 'succession' }));
}

/** The ends of a term as the starts of the next one: what a successor took over when the other left. */
export function endsAsStarts(times: readonly TemporalExpression[]): TemporalExpression[] {
  return times.filter((t) => t.role === 'END').map((t) => ({ ...t, role: 'START' as const, cue: 'succession' }));
}

/**
 * Onset times with the report's date added when the clause gives none: a news article's "has been
 * appointed chief executive, effective immediately", "Lindqvist succeeds Tomas Berg" or "has moved
 * its headquarters" happens by the article's date. Only the present and present perfect, the tenses
 * news reports itself in — an undated simple past ("Disney bought Pixar") is as often background from
 * years before — and only with a report time (news; an encyclopedia's paragraph time is too coarse to
 * open a term at, measured on TimeQA).
 */
export function withReportedStart(times: TemporalExpression[], c: Clause, tokens: readonly Token[], reportTime: number | null): TemporalExpression[] {
  const v = c.verb;
  if (reportTime === null || times.some((t) => t.role === 'START' || t.role === 'POINT')) return times;
  if ((v.tense !== 'present' && v.tense !== 'perfect') || v.negated) return times;
  const at = { start: tokens[v.from]!.start, end: tokens[v.to - 1]!.end, text: v.text, time: reportTime, granularity: 'day' as const };
  return [...times, { ...at, role: 'START', cue: 'reported' }];
}

/**
 * "Andy Jassy will succeed Jeff Bezos as chief executive", with no date: in a report, the term the
 * successor takes ends at the report's date, as the successor's starts there — not a second holder
 * from then on.
 */
export function reportedEnd(c: Clause, tokens: readonly Token[], reportTime: number): TemporalExpression {
  const v = c.verb;
  return { start: tokens[v.from]!.start, end: tokens[v.to - 1]!.end, text: v.text, time: reportTime, granularity: 'day', role: 'END', cue: 'reported' };
}

/**
 * "Paul Renner resigned as chief executive", "Northwind's chief executive, Paul Renner, has stepped
 * down", with no date: in a report, a post left by an ending verb had ended by the report's date —
 * whenever it began. (Not what "will" or "may" happen, nor what did not.) Null elsewhere.
 */
export function reportedEnding(
  c: Clause,
  tokens: readonly Token[],
  reportTime: number | null,
  r: { units: readonly { from: number; to: number }[]; clauses: readonly Clause[] },
): TemporalExpression | null {
  const v = c.verb;
  if (reportTime === null || v.tense === 'future' || v.modal !== null || v.negated || !isEnding(v.lemma, v.particle)) return null;
  // ("resigned from the board of Globex", "left for Globex": another body's place, not the post's.)
  if (c.preps.some((p) => p.prep === 'from' || p.prep === 'for' || p.prep === 'to')) return null;
  // ("Becker denied that he had resigned", "Rumours that Becker had quit were false": no ending; "has
  // resigned … and will leave at the end of the year": a later one than the report's.)
  if (deniedOrDoubted(tokens, r)) return null;
  if (
    r.clauses.some(
      (x) => x !== c && (x.verb.tense === 'future' || x.verb.modal !== null) && (x.times.length > 0 || /\buntil\b/i.test(textOf(tokens, x.from, x.to))),
    )
  )
    return null;
  return reportedEnd(c, tokens, reportTime);
}
/** Does the sentence deny or doubt what it reports ("denied that he had resigned", "doubt that she will take over")? */
export function deniedOrDoubted(tokens: readonly Token[], r: { units: readonly { from: number; to: number }[] }): boolean {
  return r.units.length > 0 && DENIED.test(textOf(tokens, r.units[0]!.from, r.units.at(-1)!.to));
}
/** Words that deny or doubt what a sentence reports. */
const DENIED =
  /\b(?:den(?:y|ies|ied|ying)|dismiss(?:ed|es)?|reject(?:ed|s)?|refut(?:e|ed|es)|not true|untrue|false|rumou?rs?|speculation|doubts?|whether|if)\b/i;

/**
 * "held the post for twelve years", "after 12 years at the helm", "a decade-long tenure": the length
 * in years a text gives a term, or null.
 */
export function durationYears(text: string): number | null {
  // Every pattern below needs "year" or "decade", which few clauses have (1 in 90 on TimeQA); the
  // second pattern would try every word of the clause before it fails.
  if (!YEAR_OR_DECADE.test(text)) return null;
  const m =
    /\b(?:for|after|over|nearly|almost|more than|some|about)\s+(?:the\s+(?:past|last|previous)\s+)?(?:(?:nearly|almost|more than|about|some)\s+)?(\d{1,2}|[a-z]+(?:-[a-z]+)?)\s+years?\b/i.exec(
      text,
    ) ?? /\b(\d{1,2}|[a-z]+(?:-[a-z]+)?)[\s-]years?\s+(?:at the helm|in (?:the|that) (?:job|post|role|office|position)|as\b)/i.exec(text);
  // ("joined Harwick in 2019 as chief operating officer after nine years at the freight group
  // Northline": years spent at another place before, not this post's length — unless the place is
  // the post's own: "stepped down after nine years at the company".)
  if (m && /^after\b/i.test(m[0]) && ELSEWHERE.test(text.slice(m.index + m[0].length))) return null;
  if (m) {
    const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!.toLowerCase()];
    if (n !== undefined && n > 0 && n <= 60) return n;
  }
  // ("after two decades in the job", "for more than three decades")
  const decades = /\b(?:for|after|over)\s+(?:(?:nearly|almost|more than|about|some)\s+)?(two|three|four|five|[2-5])\s+decades\b/i.exec(text);
  if (decades && !ELSEWHERE.test(text.slice(decades.index + decades[0].length))) {
    const n = /^\d$/.test(decades[1]!) ? Number(decades[1]) : NUMBER_WORDS[decades[1]!.toLowerCase()];
    if (n !== undefined) return n * 10;
  }
  // (Not "after a decade at Lufthansa": years elsewhere, as above.)
  const decade = /\bdecade[\s-]long\b|\bfor a decade\b|\bafter a decade\b/i.exec(text);
  if (decade && !(/^after\b/i.test(decade[0]) && ELSEWHERE.test(text.slice(decade.index + decade[0].length)))) return 10;
  return null;
}

/** What follows "after N years" when they were spent elsewhere: "at the freight group Northline", "with Globex". */
const ELSEWHERE =
  /^\s+(?:at|with)\s+(?!(?:the|its|his|her|their)\s+(?:company|firm|club|team|helm|job|post|role|bank|group|business|corporation|organi[sz]ation)\b)/i;

/** What each of durationYears' patterns contains (with the same /i). */
const YEAR_OR_DECADE = /year|decade/i;

/**
 * "has led the company for eleven years": a present perfect's length, counted back from the report,
 * is when the state began (the words `from`..`to` of the tokens say it).
 */
export function countedBack(years: number, documentTime: number, tokens: readonly Token[], from: number, to: number): TemporalExpression {
  const start = new Date(documentTime);
  start.setUTCFullYear(start.getUTCFullYear() - years, 0, 1);
  return {
    start: tokens[from]!.start,
    end: tokens[to - 1]!.end,
    text: textOf(tokens, from, to),
    role: 'START',
    time: start.getTime(),
    granularity: 'year',
    cue: 'duration',
  };
}

/**
 * Completes a term from its length: a stated start and a length give the end, a stated end and a
 * length give the start (at year precision, as durations are stated).
 */
export function withDuration(times: TemporalExpression[], years: number | null): TemporalExpression[] {
  if (years === null) return times;
  const start = times.find((t) => t.role === 'START' || t.role === 'POINT');
  const end = times.find((t) => t.role === 'END');
  if (start && !end) return [...times, { ...start, role: 'END', cue: 'duration', time: shiftYears(start.time, years), granularity: 'year' }];
  if (end && !start) return [...times, { ...end, role: 'START', cue: 'duration', time: shiftYears(end.time, -years), granularity: 'year' }];
  return times;
}

function shiftYears(t: number, years: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate());
}
