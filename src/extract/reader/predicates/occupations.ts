// Occupations: what a person is said to be by trade. "Bill Gates is an American businessman and
// philanthropist", "Satya Nadella, an engineer who …", "Khan, a former human rights lawyer, …".
// The noun decides (a lexicon of trades, not of roles in an organisation); the nationality and the
// praise before it are left out ("English former professional footballer" → "footballer").

import type { Apposition, Clause } from '../grammar/clauses.js';
import { formerEnd, FORMER_WORDS, unknownStart, type ReadFact } from '../facts.js';
import type { NounPhrase } from '../grammar/phrases.js';
import { guessKind, type Entity } from '../grammar/references.js';
import { hyphenJoins, type Token } from '../grammar/tokens.js';

/** Head nouns of trades and professions (lemmas). */
// prettier-ignore
const OCCUPATIONS = new Set(
  (
    'actor actress singer songwriter musician composer conductor pianist guitarist drummer violinist rapper dancer choreographer comedian ' +
    'writer author novelist poet playwright screenwriter journalist columnist editor publisher broadcaster presenter host commentator critic ' +
    'painter sculptor artist illustrator cartoonist photographer architect designer filmmaker director producer animator ' +
    'politician statesman stateswoman diplomat lawyer barrister solicitor attorney judge jurist magistrate activist campaigner lobbyist ' +
    'businessman businesswoman businessperson entrepreneur industrialist banker financier investor economist accountant philanthropist executive ' +
    'engineer scientist physicist chemist biologist mathematician astronomer geologist botanist zoologist inventor researcher ' +
    'historian philosopher theologian sociologist psychologist anthropologist archaeologist linguist scholar academic professor lecturer teacher educator ' +
    'physician doctor surgeon nurse dentist pharmacist psychiatrist veterinarian radiologist ' +
    'soldier officer sailor pilot aviator astronaut general admiral ' +
    'footballer cricketer boxer wrestler athlete swimmer cyclist sprinter runner golfer skier skater gymnast jockey racer driver ' +
    'player coach manager referee umpire chess grandmaster ' +
    'farmer rancher planter merchant trader shopkeeper hotelier restaurateur chef cook baker butcher tailor carpenter blacksmith mason miner ' +
    'priest minister pastor bishop rabbi imam monk nun missionary evangelist preacher cleric ' +
    'model explorer spy agent consultant analyst programmer developer technologist planner surveyor librarian curator translator ' +
    'electrician plumber mechanic laborer labourer clerk secretary'
  ).split(' '),
);

/** Is a noun's lemma a trade or profession ("instructor" is not: it is a post — "professor" is)? */
export function isTrade(lemma: string): boolean {
  return OCCUPATIONS.has(lemma);
}

/** Words before the trade that are praise, degree or time, not part of it ("former", "prolific"). */
// prettier-ignore
const NOT_THE_TRADE = new Set(
  (
    'former retired then current later one-time onetime erstwhile future professional international wealthy rich poor popular famous noted ' +
    'leading prominent successful well-known renowned acclaimed celebrated distinguished eminent respected practising practicing prolific ' +
    'influential late young old great major minor accomplished talented skilled amateur semi-professional part-time full-time'
  ).split(' '),
);

/** Subordinating words of conditions and wishes. */
const CONDITIONS = new Set(['if', 'unless', 'whether', 'once']);

export interface OccupationContext {
  ref(np: NounPhrase): Entity | null;
  /** The page's entity (a biography's person), or null. */
  page: Entity | null;
  tokens: readonly Token[];
  /** The token after the sentence's last. */
  sentenceEnd: number;
  /**
   * A report describes the present: "the British businessman Jim Ratcliffe" is his trade now. An
   * encyclopedia's "the painter Diego Velázquez" in its history is his trade then, at the
   * narrative's time.
   */
  news: boolean;
  /** Whether the sentence has a narrative time to hold at (encyclopedias). */
  dated: boolean;
  documentTime: number;
}

/** Role words that name a post in an organisation before a name ("chief executive Satya Nadella"), not a trade. */
// prettier-ignore
const POSTS = new Set('executive director manager coach secretary minister officer general agent host player driver editor producer publisher presenter'.split(' '));
/** Words before "director" that make it a seat on a board ("an independent director"). */
const BOARD = new Set(['independent', 'non-executive', 'executive', 'managing', 'outside', 'lead', 'board']);

/**
 * The trade written from token `from` on ("an English former professional footballer who …",
 * "a Papua New Guinean politician ,") — the tagger may cut such a phrase at the nationality — or
 * null. The words before the head that belong to the trade are lower-case and neither praise nor
 * time ("human rights lawyer", "real estate agent"); a capitalised one (a nationality) starts it over.
 */
export function tradeAt(tokens: readonly Token[], from: number, to: number): string | null {
  for (let k = from; k < Math.min(to, from + 8); k++) {
    const t = tokens[k]!;
    // ("an Austrian-American actor": the hyphen joins the nationality's parts.)
    if (t.text === '-' && hyphenJoins(tokens, k)) continue;
    if (t.pos === 'PUNCT' || t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'ADP' || t.pos === 'CCONJ' || t.pos === 'PRON' || t.pos === 'SCONJ') return null;
    const next = tokens[k + 1];
    if (t.cap || !OCCUPATIONS.has(t.lemma) || (next && next.pos === 'NOUN' && !next.cap && k + 1 < to)) continue;
    return tradeEndingAt(tokens, from, k);
  }
  return null;
}

/** The trade whose head is token `head`, its words reaching back no further than `from`. */
function tradeEndingAt(tokens: readonly Token[], from: number, head: number): string | null {
  let start = head;
  while (start > from) {
    const t = tokens[start - 1]!;
    if (t.cap || NOT_THE_TRADE.has(t.lower) || (t.pos !== 'NOUN' && t.pos !== 'ADJ') || !/^[\p{Ll}-]+$/u.test(t.text)) break;
    start--;
  }
  if (tokens[head]!.lemma === 'director' && start < head && BOARD.has(tokens[head - 1]!.lower)) return null;
  return tokens
    .slice(start, head + 1)
    .map((t) => t.text)
    .join(' ');
}

/** The trade a noun phrase names, or null: a name, a pronoun or a post of an organisation names none. */
export function tradeOf(np: NounPhrase, tokens: readonly Token[], limit: number): string | null {
  if (np.name || np.pronoun || np.of !== null || np.possessor !== null || np.title !== null) return null;
  return tradeAt(tokens, np.from, limit);
}

/**
 * "the British businessman Jim Ratcliffe", "actor Randy Quaid", "engineers Martin Eberhard and Marc
 * Tarpenning": a trade written right before a name (not a post: "chief executive Satya Nadella").
 */
export function tradeBefore(name: NounPhrase, tokens: readonly Token[]): string | null {
  const t = tokens[name.from - 1];
  if (!t || t.cap || !OCCUPATIONS.has(t.lemma) || POSTS.has(t.lemma)) return null;
  const trade = tradeEndingAt(tokens, Math.max(0, name.from - 5), name.from - 1);
  return trade === null
    ? null
    : trade
        .split(' ')
        .map((w, i, all) => (i === all.length - 1 ? tokens[name.from - 1]!.lemma : w))
        .join(' ');
}

/**
 * A trade said in passing in an encyclopedia is not known to hold at any date: undated, it holds at
 * none; dated, the date is the sentence's event's ("German artist Lucas Cranach the Elder" in a
 * sentence about a 2013 book; "Conservative politician Margaret Thatcher" when she met Friedman in
 * 1978). Only the page's own person keeps a dated sentence's time (the judged samples found every
 * other one wrong).
 */
function unanchored(ctx: OccupationContext, person: Entity): boolean {
  return !ctx.news && (!ctx.dated || person !== ctx.page);
}

function isPerson(e: Entity | null, page: Entity | null): e is Entity {
  if (e === null) return false;
  if (e === page) return page.kind === 'person';
  return e.kind === 'person' || (e.kind === 'unknown' && guessKind(e.name) === 'person');
}

/** Trades held by a title conferred at a date ("chess grandmaster", "International Master"). */
const CONFERRED = /\b(?:grandmaster|master)$/i;

function occupation(person: Entity, np: NounPhrase, trade: string | null, confidence: number, clause: Clause | null, ctx: OccupationContext): ReadFact | null {
  if (trade === null) return null;
  // ("an English former professional footballer": the word may stand after a nationality.)
  const ended = ctx.tokens.slice(np.from, np.head).some((t) => FORMER_WORDS.has(t.lower)) ? [formerEnd(np, ctx.tokens, ctx.documentTime)] : [];
  // A present copula says it holds now; an apposition does in a report.
  const now = ended.length === 0 && (clause !== null || ctx.news);
  // An encyclopedia's "is an American attorney" holds now but since a time the page seldom gives, so
  // its start is unknown, not the page's date (the judged samples: 21 trades stored from the page's
  // date, every one wrong); a former trade ended long before the page's date, which bounds nothing, so
  // it waits for review. A report describes the present, and its date stands.
  // (A chess grandmaster is one by a title conferred on a date the page gives elsewhere: not since ever.)
  if (!ctx.news && (clause === null || clause.times.length === 0)) {
    if (ended.length > 0 || CONFERRED.test(trade))
      return { predicate: 'occupation', subject: person, object: trade, confidence: Math.min(confidence, 0.45), temporal: ended, clause };
    if (now) return { predicate: 'occupation', subject: person, object: trade, confidence, temporal: [unknownStart(np, ctx.tokens)], clause };
  }
  return { predicate: 'occupation', subject: person, object: trade, confidence, temporal: ended, clause, ...(now ? { current: true } : {}) };
}

/**
 * "X is a/an … TRADE (and TRADE)": a present copula only. "was a farmer" says the trade held at some
 * time the text does not give; that stays an open statement.
 */
export function readOccupations(c: Clause, ctx: OccupationContext): ReadFact[] {
  const v = c.verb;
  if (v.lemma !== 'be' || v.tense !== 'present' || v.form !== 'finite' || v.negated || v.modal !== null || v.voice === 'passive') return [];
  // ("if he had not been a driver he would have liked to be a lawyer": a condition asserts nothing.)
  if (!c.subject || c.kind === 'relative' || c.complement || (c.link !== null && CONDITIONS.has(c.link))) return [];
  const person = ctx.ref(c.subject);
  if (!isPerson(person, ctx.page)) return [];
  const out: ReadFact[] = [];
  for (const np of c.objects) {
    if (!(np.det === 'a' || np.det === 'an' || (np.det === null && np.coordinated))) continue;
    const f = occupation(person, np, tradeOf(np, ctx.tokens, ctx.sentenceEnd), person === ctx.page ? 0.8 : 0.7, c, ctx);
    if (f) out.push(f);
  }
  return out;
}

/** "the British businessman Jim Ratcliffe", "engineers Martin Eberhard and Marc Tarpenning". */
export function namedTrades(names: readonly NounPhrase[], ctx: OccupationContext): ReadFact[] {
  const out: ReadFact[] = [];
  let trade: string | null = null;
  for (const np of names) {
    // A name coordinated with one that has a trade before it shares it (plural "engineers").
    trade = np.coordinated && trade !== null && ctx.tokens[np.from - 1]?.lower === 'and' ? trade : tradeBefore(np, ctx.tokens);
    const person = trade === null ? null : ctx.ref(np);
    if (!isPerson(person, ctx.page)) continue;
    out.push({
      predicate: 'occupation',
      subject: person,
      object: trade!,
      confidence: unanchored(ctx, person) ? 0.45 : 0.7,
      temporal: [],
      clause: null,
      ...(ctx.news ? { current: true } : {}),
    });
  }
  return out;
}

/** "Satya Nadella, an engineer who …", "Khan, a former human rights lawyer, …". */
export function appositionOccupations(appositions: readonly Apposition[], ctx: OccupationContext): ReadFact[] {
  const out: ReadFact[] = [];
  for (const a of appositions) {
    if (a.description.det !== 'a' && a.description.det !== 'an') continue;
    const person = ctx.ref(a.name);
    if (!isPerson(person, ctx.page)) continue;
    const f = occupation(person, a.description, tradeOf(a.description, ctx.tokens, a.description.to), unanchored(ctx, person) ? 0.45 : 0.7, null, ctx);
    if (f) out.push(f);
  }
  return out;
}
