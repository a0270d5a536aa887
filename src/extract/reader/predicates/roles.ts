// Roles and positions, keyed on the organisation or office: every way prose says that someone holds a
// role of the schema ("X is the CEO of O", "The CEO of O is X", "X, O's chief executive,", "O chief
// executive X", "X (CEO of O)", "X served as / was named / took over as CEO", "O named X as its CEO"),
// and how a role changes hands: successions ("Y succeeded X as CEO" — the predecessor's term closes at
// the successor's start, and a relative clause "X, who had run O since 2000" gives its start), ends
// ("X stepped down", "resigned", "was ousted") and returns ("returned as CEO in 2022"). A role with no
// organisation in its phrase belongs to the organisation the text is about.

import type { PredicateDef, PredicateSchema } from '../../../model/schema.js';
import type { TemporalExpression } from '../../temporal.js';
import type { Apposition, Clause, SentenceReading } from '../grammar/clauses.js';
import { isCopula, superlative } from '../grammar/clauses.js';
import {
  countedBack,
  durationYears,
  formerEnd,
  FORMER_WORDS,
  isEnding,
  isOnset,
  endsAsStarts,
  startsAsEnds,
  states,
  timesFor,
  withDuration,
  withReportedStart,
  reportedEnd,
  reportedEnding,
  BELIEVING,
  deniedOrDoubted,
  type ReadFact,
  type TimeMode,
} from '../facts.js';
import type { NounPhrase, VerbGroup } from '../grammar/phrases.js';
import { copyPhrase, isComma, NUMERIC_ORDINAL, ROLE_MODIFIERS, textOf } from '../grammar/phrases.js';
import { COMPANY_NOUNS, guessKind, namesEvent, namesBody, TRADES, type DocumentEntities, type Entity } from '../grammar/references.js';
import type { Token } from '../grammar/tokens.js';
import { givenNameGender } from '../grammar/given-names.js';
import { PARTY_NAME } from './memberships.js';
import { COUNTRIES } from '../../places.js';

/** Verbs whose object is appointed to a role by the subject ("Initech named Gibbons (as) its CEO"). */
// prettier-ignore
const APPOINTING = new Set(['name', 'appoint', 'elect', 'reelect', 're-elect', 'hire', 'choose', 'tap', 'select', 'promote', 'install', 'nominate', 'make', 'recruit', 'pick', 'confirm', 'reappoint', 'designate', 'crown', 'declare', 'unveil', 'announce']);
/** Verbs of running an organisation, which a relative clause about a predecessor uses ("who had run the company since 2000"). */
const LEADING = new Set(['lead', 'run', 'head', 'helm', 'serve', 'hold', 'manage', 'steer', 'chair', 'guide', 'be']);
const SUCCEEDING = new Set(['succeed', 'replace']);
/** Adjectives of nationality or party written before a role as if they were its organisation. */
const DEMONYM_TITLE =
  /^(?:\p{Lu}\p{Ll}+(?:ish|ese|ian|an|ic|i)|Soviet|French|Dutch|Greek|Swiss|Thai|Welsh|Irish|Scottish|British|English|Czech|Republican|Democratic|Democrat|Conservative|Liberal|Labour|Socialist|Communist|Confederate|Federal|Imperial|Royal)$/u;

/** The party words of DEMONYM_TITLE: before "leader" they name the party led. */
const PARTY_TITLE = /^(?:Republican|Democratic|Democrat|Conservative|Liberal|Labour|Socialist|Communist|Green)$/;

/** Verbs whose object (or "to"/"for" place) is where the "as" role is held ("joined Sassuolo as head coach"). */
const JOINING = new Set(['join', 'rejoin', 'return', 'move', 'sign', 'arrive', 'come']);
/** Nouns for a role as a thing handed over ("the post of chief executive"). */
const POSTS = new Set(['post', 'role', 'job', 'position', 'office', 'reins', 'title', 'helm']);

/** What is handed over in a succession: a post, a role, the chairmanship, the presidency, control — no person. */
function handedPost(o: NounPhrase): boolean {
  return !o.name && !o.pronoun && (POSTS.has(o.headLemma) || o.role !== null || /(?:ship|ncy)$/.test(o.headLemma) || HANDED.has(o.headLemma));
}
const HANDED = new Set(['control', 'command', 'baton', 'power', 'leadership']);

/** What the reader remembers between sentences of one document. */
export interface RoleMemory {
  /** The role each holder was last read to hold, and in which sentence, for "stepped down" without a role. */
  held: Map<Entity, { predicate: PredicateDef; org: Entity | string; sentence: number; since?: TemporalExpression; until?: TemporalExpression }>;
  /** Every post each holder was last read to hold, in one sentence ("chairman and chief executive"), for "held both posts". */
  posts: Map<Entity, { predicate: PredicateDef; org: Entity | string }[]>;
  /** The role the text last spoke of, for "took over from X" and "the post" without one. */
  last: { predicate: PredicateDef; org: Entity | string; sentence: number } | null;
}

export interface RoleContext {
  schema: PredicateSchema;
  entities: DocumentEntities;
  sentence: number;
  tokens: readonly Token[];
  memory: RoleMemory;
  documentTime: number;
  /** The entity a noun phrase of this sentence refers to (resolved once, in reading order). */
  ref(np: NounPhrase): Entity | null;
  /** Does the document write this capitalised word anywhere? */
  named(word: string): boolean;
  /** The office the page is about ("President of Uruguay": president of Uruguay), if it is one. */
  office: { predicate: string; of: Entity } | null;
  /** The narrative time the sentence inherits when it has no date of its own (narrative.ts). */
  inherited: TemporalExpression | null;
  genre: 'news' | 'encyclopedic';
  /** Clauses a role reading has read whole ("…, who led the company from 2000 to 2014"): no verb relation reads them again. */
  consumed: Set<Clause>;
  /** Is the document about sport (a club's head is its head coach)? */
  sport: boolean;
}

interface Holding {
  predicate: PredicateDef;
  holder: Entity;
  org: Entity | string;
  confidence: number;
  temporal: TemporalExpression[];
  /** The clause the fact was read from (for successions in the same sentence). */
  clause: Clause | null;
  /** The organisation was named in the phrase, not guessed from the context. */
  named: boolean;
  /** Said to hold now ("the current leader"): at the document's date, not the sentence's. */
  current?: boolean;
  /** Held then, as a description says: the sentence's time alone (ReadFact.then). */
  then?: boolean;
  /** Named to a post taken later (ReadFact.ahead). */
  ahead?: boolean;
}

/** The role facts of one sentence. */
export function readRoles(r: SentenceReading, ctx: RoleContext): ReadFact[] {
  const holdings: Holding[] = [];
  const push = (h: Holding | null) => {
    if (!h) return;
    if (holdings.some((x) => x.predicate === h.predicate && x.holder === h.holder && x.org === h.org && x.clause === h.clause)) return;
    holdings.push(h);
  };
  // Appositions first: "Peter Gibbons, Initech's new chief executive, …" says who holds what, and
  // the clauses after may end or start it.
  for (const a of r.appositions) for (const h of fromApposition(a, r, ctx)) push(h);
  for (const c of r.clauses) for (const h of fromClause(c, ctx, r.appositions, r.clauses)) push(h);
  for (const c of r.clauses) push(atTheHelm(c, ctx));
  for (const c of r.clauses) push(inCharge(c, ctx));
  for (const c of r.clauses) push(underCommand(c, ctx));
  for (const c of r.clauses) leadingKnown(c, holdings, ctx, r);
  for (const c of r.clauses) servedTerm(c, holdings, ctx);
  for (const c of r.clauses) ruledUntil(c, holdings, ctx);
  for (const c of r.clauses) remainedUntil(c, holdings, ctx);
  for (const c of r.clauses) push(servedPagePost(c, holdings, ctx));
  const out: ReadFact[] = [];
  for (const a of r.appositions) out.push(...namedSuccessor(a, holdings, ctx));
  for (const c of r.clauses) out.push(...successions(c, r, holdings, ctx));
  for (const c of r.clauses) heldPosts(c, holdings, ctx);
  for (const c of r.clauses) out.push(...endings(c, holdings, ctx, r));
  for (const c of r.clauses) out.push(...takingOver(c, holdings, ctx));
  for (const c of r.clauses) out.push(...takesOverLeft(c, holdings, ctx, r));
  for (const c of r.clauses) out.push(...namedReplacement(c, holdings, ctx));
  for (const h of holdings) servedFor(h, r, ctx);
  const posts = new Map<Entity, { predicate: PredicateDef; org: Entity | string }[]>();
  for (const h of holdings) posts.set(h.holder, [...(posts.get(h.holder) ?? []), { predicate: h.predicate, org: h.org }]);
  for (const [holder, list] of posts) ctx.memory.posts.set(holder, list);
  for (const h of holdings) {
    const until = h.temporal.find((t) => t.role === 'END');
    const since = h.temporal.find((t) => t.role === 'START' || t.role === 'POINT');
    // ("The chairman of Veldhoven Bank , Pieter de Graaf , … previously served as finance minister":
    // the post held now is the one "He will be replaced" speaks of, not a past one named last.)
    const now = ctx.memory.held.get(h.holder);
    const earlier = h.clause !== null && FORMERLY.has(ctx.tokens[h.clause.verb.from - 1]?.lower ?? '');
    if (!(now && earlier))
      ctx.memory.held.set(h.holder, { predicate: h.predicate, org: h.org, sentence: ctx.sentence, ...(since ? { since } : {}), ...(until ? { until } : {}) });
    // "from 1940 to 1945 and again from 1951 to 1955": two terms, two facts. An office a person holds
    // (positionHeld) is keyed on the person, a post at an organisation on the organisation.
    for (const temporal of terms(h.temporal)) {
      const fact = {
        confidence: h.confidence,
        temporal,
        clause: h.clause,
        ...(h.current ? { current: true } : {}),
        ...(h.then ? { then: true } : {}),
        ...(h.ahead ? { ahead: true } : {}),
      };
      out.push(
        h.predicate.subject === 'Person'
          ? { predicate: h.predicate.name, subject: h.holder, object: h.org, ...fact }
          : { predicate: h.predicate.name, subject: h.org, object: h.holder, ...fact },
      );
    }
    if (h.predicate.subject !== 'Person') ctx.memory.last = { predicate: h.predicate, org: h.org, sentence: ctx.sentence };
  }
  return out;
}

/**
 * "Mark Ellery coached the team from 2001 to 2009. He was replaced by Sven Aalto": a post a verb gave
 * (a relation of the schema's roles, one holder at a time) is known to the successions after it, as
 * one a role noun gave.
 */
export function rememberPosts(facts: readonly ReadFact[], schema: PredicateSchema, memory: RoleMemory, sentence: number): void {
  for (const f of facts) {
    const def = schema.byName.get(f.predicate);
    if (!def || def.roles.length === 0 || def.object !== 'Person' || def.cardinality !== 'functional' || typeof f.object === 'string') continue;
    const until = f.temporal.find((t) => t.role === 'END');
    if (memory.held.get(f.object)?.sentence !== sentence) memory.held.set(f.object, { predicate: def, org: f.subject, sentence, ...(until ? { until } : {}) });
  }
}

/**
 * A role predicate whose holder is a person in an organisation, office or place — not "headquarters"
 * (a place's role) and not kinship ("her husband": between two people, read by the patterns).
 */
function personRole(ctx: RoleContext, np: NounPhrase | null): PredicateDef | null {
  if (!np?.role) return null;
  const def = ctx.schema.byName.get(np.role.predicate);
  return def && def.object === 'Person' && def.subject !== 'Person' ? def : null;
}

/** "chairman of the board (of directors)": the board is part of the title, not the organisation. */
function boardOf(role: NounPhrase): boolean {
  return role.of !== null && !role.of.name && (role.of.headLemma === 'board' || role.of.headLemma === 'director' || role.of.headLemma === 'directors');
}

/** The organisation a role phrase names: "of O", "O's", "O chief executive", "its" (the clause's subject). */
function namedOrganisation(role: NounPhrase, ctx: RoleContext, subject: Entity | null): Entity | null {
  if (boardOf(role)) {
    const board = role.of!;
    if (board.of) return ctx.ref(board.of);
    // "chairman of the board" of whoever owns it: the role's possessor, or the board's ("chair of its board").
    const owner = role.possessor ?? board.possessor;
    return owner ? namedOrganisation(copyPhrase(role, { of: null, possessor: owner }), ctx, subject) : null;
  }
  const from = role.of ?? role.title ?? role.possessor;
  if (!from) return null;
  if (from.pronoun && (from.headLemma === 'its' || from.headLemma === 'their')) {
    // "Halden Shipping named X as its new CEO": "its" shows that a subject whose name only looked
    // like a person's ("Activision Blizzard") is an organisation.
    if (subject?.guessed && subject.kind === 'person') ctx.entities.settle(subject, 'organisation');
    return subject && subject.kind !== 'person' ? subject : ctx.ref(from);
  }
  if (from.pronoun) return null;
  // "a German U-boat commander of World War II": a war has no posts (the role is the person's, in its time).
  if (from.name && namesEvent(from.text)) return null;
  // "Soviet Premier Nikita Khrushchev", "the Republican leader": an adjective of nationality or party names no organisation.
  // ("Labour leader Keir Starmer" is the exception: a party's leader leads the party.)
  if (from === role.title && DEMONYM_TITLE.test(from.text)) {
    if (role.role?.predicate !== 'leader' || !PARTY_TITLE.test(from.text)) return null;
    const party = ctx.ref(from);
    return party && party.kind !== 'person' && party.kind !== 'place' ? party : null;
  }
  // "Parmas head coach": a possessive whose apostrophe the source dropped names an organisation
  // the text also names without the "s".
  if (from === role.title && /\p{Ll}s$/u.test(from.text)) {
    const stem = from.text.slice(0, -1);
    const bare = ctx.entities.find(stem) ?? (!from.text.includes(' ') && ctx.named(stem) ? ctx.entities.note(stem, 'organisation', ctx.sentence, false) : null);
    if (bare && bare.kind !== 'person') return bare;
  }
  const e = ctx.ref(from);
  return e && e.kind !== 'person' ? e : null;
}

/**
 * The organisation of a role named without one, and how sure that guess is: the office a page is
 * about ("President of Uruguay") for its own role; the organisation an article is about; a news
 * report's main organisation; less surely (below the review threshold) the last organisation the
 * window named, or any organisation for a bare title before a name ("President John F. Kennedy").
 */
function contextOrganisation(ctx: RoleContext, holder: Entity, def: PredicateDef, titleOnly: boolean): [Entity | null, number] {
  if (ctx.office && ctx.office.predicate === def.name) return [ctx.office.of, 0.8];
  const found = ctx.entities.contextOrganisation(ctx.sentence, holder);
  if (!found || (ctx.office && found.entity === ctx.entities.page)) return [null, 0];
  const org = found.entity;
  // A head of government or a mayor belongs to a place; an organisation is a poor guess for it.
  if ((def.subject === 'Place' || def.subject === 'Country') && org.kind === 'organisation') return [org, 0.45];
  // "the assassination of President John F. Kennedy" in an article on a hotel: a bare title before a
  // name is the person's own title, seldom the page's role — a guess for review.
  if (titleOnly) return [org, 0.45];
  if (found.from === 'page') return [org, 0.75];
  return [org, found.from === 'focus' ? 0.6 : 0.45];
}

/** The organisation (or, for a place's post, the place) named last before a "where" clause, in the clause it hangs from. */
function whereOrganisation(c: Clause, def: PredicateDef, ctx: RoleContext): Entity | null {
  const parent = c.parent;
  if (!parent) return null;
  const kind = def.subject === 'Place' || def.subject === 'Country' ? 'place' : 'organisation';
  const before = [...parent.objects, ...parent.preps.map((p) => p.np)].filter((np) => np.to <= c.verb.from).sort((a, b) => b.to - a.to);
  // ("the Lantern Playhouse in Portland, where": past a place that says where the organisation is —
  // not "left the Guthrie Theater for Portland, where", a place of its own.)
  for (const [i, np] of before.entries()) {
    const e = ctx.ref(np);
    if (e && e.kind === kind) return e;
    const located = parent.preps.some((p) => p.np === np && p.prep === 'in') && before[i + 1]?.to === np.from - 1;
    if (!located) return null;
  }
  return null;
}

/** One holding per organisation the role names ("a board member of P&G and General Motors" is two). */
function holdings(
  def: PredicateDef,
  holder: Entity | null,
  role: NounPhrase,
  ctx: RoleContext,
  clauseSubject: Entity | null,
  temporal: TemporalExpression[],
  clause: Clause | null,
  sure: number,
  agent: Entity | null = null,
): Holding[] {
  const first = holding(def, holder, role, ctx, clauseSubject, temporal, clause, sure, agent);
  const out = first ? [first] : [];
  for (const more of role.ofAlso) {
    const h = holding(def, holder, copyPhrase(role, { of: more, ofAlso: [] }), ctx, clauseSubject, temporal, clause, sure, null);
    if (h) out.push(h);
  }
  return out;
}

/** The organisation an "at" right after a role's "of" phrase names ("vice president of marketing at Disney"). */
function organisationAt(clause: Clause | null, role: NounPhrase, ctx: RoleContext, holder: Entity | null): Entity | null {
  const at = clause?.preps.find((p) => p.prep === 'at' && p.np.name && p.np.from === role.of!.to + 1)?.np;
  const org = at ? ctx.ref(at) : null;
  return org && org !== holder && org.kind !== 'place' && !(org.kind === 'person' && !org.guessed) ? org : null;
}

/** A name a place's word ends that a given name opens ("Daniel Park", "Anna Street"): a person's. */
function personByName(name: string): boolean {
  return guessKind(name) === 'place' && givenNameGender(name) !== null;
}

function holding(
  def: PredicateDef,
  holder: Entity | null,
  role: NounPhrase,
  ctx: RoleContext,
  clauseSubject: Entity | null,
  temporal: TemporalExpression[],
  clause: Clause | null,
  sure: number,
  agent: Entity | null = null,
): Holding | null {
  // (A kind only guessed from a name's last word gives way to a given name: "Daniel Park".)
  const named = holder !== null && personByName(holder.name);
  if (!holder || ((holder.kind === 'organisation' || holder.kind === 'place') && !named)) return null;
  // "the former foreign secretary", "chancellor of the exchequer": an office of a government, held
  // by the person (positionHeld), not a post at an organisation.
  const office = officeTitle(def, role, ctx);
  const position = office ? ctx.schema.byName.get('positionHeld') : undefined;
  // (`org` is then the office's title: the fact is positionHeld(holder, title).)
  if (office && position) return held(position, holder, office, role, ctx, temporal, clause, sure, true);
  // "Pluskal became a coach": an occupation, not a post at some organisation.
  if ((role.det === 'a' || role.det === 'an') && role.of === null && role.possessor === null && role.title === null && agent === null) return null;
  // "joined the company as director of retail operations": a role "of" something that is no
  // organisation is another post, whatever organisation the clause names.
  // ("joined Sassuolo as head coach of the neroverdi", "hired as manager of his hometown team
  // Académica de Coimbra": a description the text does not resolve is still the club named.)
  // ("became vice president of strategic planning at The Walt Disney Company": the function is the
  // post's, the organisation the one "at" names.)
  // (Only a vice presidency: "head of research at Acme" directs no Acme.)
  const functionAt =
    def.name === 'vicePresident' && role.of && !role.of.name && role.of.det === null && !role.of.pronoun ? organisationAt(clause, role, ctx, holder) : null;
  if (
    role.of &&
    !functionAt &&
    !role.of.name &&
    !role.of.pronoun &&
    !boardOf(role) &&
    role.of.possessor === null &&
    !(role.of.det === 'the' && ctx.ref(role.of)) &&
    !(role.of.det !== null && agent !== null && agent !== holder)
  )
    return null;
  // "was hired as head coach by Po Chai Pills": the appointing organisation; "joined Sassuolo as head
  // coach of the neroverdi": the club joined, whatever nickname the role gives it.
  let org: Entity | null = functionAt ?? namedOrganisation(role, ctx, clauseSubject) ?? (agent !== holder ? agent : null);
  let confidence = sure;
  // "chancellor of the exchequer": a role "of" something that is no name is another office.
  if (!org && ((role.of && !boardOf(role)) || role.title || (role.possessor && !role.possessor.pronoun))) return null;
  if (org && agent === org && org.kind === 'person') return null;
  // "ran the Lantern Playhouse in Portland, where she had been artistic director since 2016": the
  // post is at what "where" refers to.
  if (!org && role.of === null && role.possessor === null && clause?.kind === 'subordinate' && clause.link === 'where')
    org = whereOrganisation(clause, def, ctx);
  if (!org) {
    const titleOnly = clause === null && role.of === null && role.possessor === null && role.title === null && role.det === null;
    const [guess, sureOfGuess] = contextOrganisation(ctx, holder, def, titleOnly);
    org = guess;
    confidence = Math.min(sure, sureOfGuess);
  }
  if (!org || org === holder) return null;
  // ("Dahl, who has led the centre-right Unity Party since 2019, became prime minister": a party
  // has no prime minister or president of state — the country it governs does.)
  // (The country a party is named for is the one: "the Bangladesh Nationalist Party" governs Bangladesh.)
  if ((def.name === 'headOfGovernment' || def.name === 'headOfState') && PARTY_NAME.test(orgName(org))) {
    const country = orgName(org)
      .split(' ')
      .find((w) => COUNTRIES.has(w));
    if (!country) return null;
    org = ctx.entities.find(country) ?? ctx.entities.note(country, 'place', ctx.sentence, false);
  }
  return held(def, holder, org, role, ctx, temporal, clause, confidence, confidence === sure);
}

/** The holding of a post the role phrase names, its holder settled as a person; "former" ends it at the document's date. */
function held(
  def: PredicateDef,
  holder: Entity,
  org: Entity | string,
  role: NounPhrase,
  ctx: RoleContext,
  temporal: TemporalExpression[],
  clause: Clause | null,
  sure: number,
  named: boolean,
): Holding {
  ctx.entities.settle(holder, 'person');
  const former = role.modifiers.some((m) => FORMER_WORDS.has(m));
  const times = former && !temporal.some((t) => t.role === 'END') ? [...temporal, formerEnd(role, ctx.tokens, ctx.documentTime)] : temporal;
  // "a former chief executive of Genentech": held until the document at the latest, from a start the
  // text does not give (the construction gold counts it; an encyclopedia's few change no TimeQA
  // answer). An undated place in the line of holders ("the company's second chief executive", "the
  // 44th president") says who held it, not when: review decides.
  const ordinal = role.modifiers.some((m) => ORDINAL_WORDS.has(m) || NUMERIC_ORDINAL.test(m)) && times.length === 0;
  const confidence = ordinal ? Math.min(sure, 0.45) : sure;
  return { predicate: def, holder, org, confidence, temporal: times, clause, named };
}

/** Words of a government portfolio before "secretary" or "minister" ("foreign", "home", "health"). */
const PORTFOLIO_POS = new Set(['ADJ', 'NOUN']);

/**
 * The title of a government office a role phrase names, or null: "foreign secretary" → "Foreign
 * Secretary", "minister of finance" → "Minister of Finance", "chancellor of the exchequer" →
 * "Chancellor of the Exchequer". A ministry named as such ("Minister of Law, Justice and
 * Parliamentary Affairs") stays an organisation's post.
 */
function officeTitle(def: PredicateDef, role: NounPhrase, ctx: RoleContext): string | null {
  if (def.name === 'headOfGovernment') return role.of && /^(?:the )?exchequer$/i.test(role.of.text) ? 'Chancellor of the Exchequer' : null;
  if (def.name !== 'minister') return null;
  const n = role.text.split(' ').length;
  const at = role.head - n + 1;
  // "Parliamentary Private Secretary", "Financial Secretary": capitalised words that qualify the
  // office, not an organisation's name.
  if (role.title && role.of === null && role.title.text.split(' ').every((w) => OFFICE_QUALIFIER.test(w))) return `${role.title.text} ${titleCase(role.text)}`;
  // "United States Secretary of State", "Secretary of the Treasury": a department's secretary.
  // ("has served as Minister of State attending cabinet since June 2020": a junior minister's office,
  // not a minister of some "State".)
  if (role.of && /^State$/.test(role.of.text) && /^minister$/i.test(role.text)) return `${role.title ? `${role.title.text} ` : ''}Minister of State`;
  if (role.of && DEPARTMENT.test(role.of.text) && /secretary/i.test(role.text))
    return `${role.title ? `${role.title.text} ` : ''}${titleCase(role.text)} of ${role.of.text}`;
  const portfolio = ctx.tokens.slice(role.from, at).filter((t) => !t.cap && PORTFOLIO_POS.has(t.pos) && !ROLE_MODIFIERS.has(t.lower));
  if (portfolio.length > 0 && role.of === null) return titleCase([...portfolio.map((t) => t.text), role.text].join(' '));
  if (portfolio.length === 0 && role.of && !role.of.name && !role.of.pronoun && role.of.possessor === null)
    return titleCase(`${role.text} of ${textOf(ctx.tokens, role.of.det ? role.of.from + 1 : role.of.from, role.of.to)}`);
  return null;
}

const DEPARTMENT =
  /^(?:the )?(?:State|Defense|Defence|Treasury|Interior|Commerce|Labor|Labour|Agriculture|Energy|Education|Transportation|Veterans Affairs|Homeland Security|War|Navy|Army|Air Force|Health and Human Services|Housing and Urban Development)$/;
const OFFICE_QUALIFIER =
  /^(?:\p{Lu}\p{Ll}*(?:al|ary|ial|ive|ic|ate)|Foreign|Home|Health|Defence|Defense|Finance|Private|Chief|Permanent|Principal|Under|Deputy|Junior|Senior|Shadow|Cabinet|Press|Trade|Treasury)$/u;

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w) => (w === 'of' || w === 'the' || w === 'and' ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

function fromApposition(a: Apposition, r: SentenceReading, ctx: RoleContext): Holding[] {
  const def = personRole(ctx, a.description);
  if (!def) return [];
  // The clause the name is the subject of dates the role only if it starts or ends it ("X, O's
  // chief executive, resigned on Monday"); otherwise the role is simply held at the document's date.
  const clause = r.clauses.find((c) => c.subject === a.name);
  const holder = ctx.ref(a.name);
  // "Reichsminister des Innern ( interior minister )": a description of a name that is not a person's.
  // ("Daniel Park, the bank's chief executive": a given name first makes the post's holder a person,
  // though "Park" ends place names too.)
  if (holder && holder.kind !== 'person' && guessKind(holder.name) !== 'person' && !personByName(holder.name)) return [];
  let temporal: TemporalExpression[] = a.times ? timesFor(a.times, 'as-is') : [];
  if (clause && clause.as === null && temporal.length === 0) {
    // ("Its founder, Per Strand, died in 2019": a founder stays one; only a post ends.)
    const ending = isEnding(clause.verb.lemma, clause.verb.particle) && !def.lasting;
    const left = bareTakeOver(clause) && holder ? postLeft(ctx, holder, []) : null;
    // ("Darren Woods, the current chairman and chief executive, took over": one of the posts the
    // name is given is the one left, so each given is taken.)
    const takesAnother = left !== null && !r.appositions.some((x) => x.name === a.name && personRole(ctx, x.description) === left.predicate);
    if (ending) {
      temporal = timesFor(clause.times, 'ending');
      // ("Northwind's chief executive, Paul Renner, has resigned": by the report's date.)
      const byReport = temporal.length === 0 ? reportedEnding(clause, ctx.tokens, reportTime(ctx), r) : null;
      // ("…, Paul Renner, will retire at the end of September after a decade in the job": it began then.
      // Only a length the text gives the post: not "after a decade in London", "after 30 years in banking".)
      const text = clauseText(clause, ctx);
      temporal = withDuration(byReport ? [byReport] : temporal, POST_LENGTH.test(text) ? durationYears(text) : null);
    } else if (isOnset(clause.verb.lemma, clause.verb.particle) && clause.verb.voice === 'passive' && APPOINTING.has(clause.verb.lemma))
      temporal = timesFor(clause.times, 'onset');
    // "Darren Woods, the current chairman and chief executive, took over on 1 January 2017".
    // (Not when the text has just said another post is left: "Lisa Okafor, the insurer's finance
    // chief, will take over on October 1" takes that one, and is finance chief till then.)
    else if (
      clause.objects.length === 0 &&
      !takesAnother &&
      ((clause.verb.lemma === 'take' && clause.verb.particle === 'over') ||
        (clause.verb.lemma === 'step' && (clause.verb.particle === 'in' || clause.verb.particle === 'up')))
    )
      temporal = timesFor(clause.times, 'onset');
    // "X, the chairman, took over on 1 January 2017" says no more than the role's start.
    if (temporal.length > 0 && clause.objects.length === 0 && clause.preps.every((p) => p.prep === 'on' || p.prep === 'in')) ctx.consumed.add(clause);
  }
  const held = holdings(def, holder, a.description, ctx, null, temporal, null, 0.8);
  // ("The current SNP leader, Nicola Sturgeon, has served as First Minister since 20 November
  // 2014": "current" says now, not the date the sentence gives another post.)
  // (In a report, "The club's chairman, Peter Olsen, said …" is chairman as the report speaks, not at
  // a date an earlier sentence gave: "where she won the league title in 2022".)
  // (Not when the sentence dates itself before the report's week: "In 2009 Nordbank's chief
  // executive, Karl Berg, was arrested" — then, not now; "said on Tuesday" is now.)
  // (The clause the name is the subject of, or the sentence's main one: not a relative clause's "who
  // joined the bank in 1998", nor what was said.)
  const own = r.clauses.find((c) => c.subject === a.name && (c.kind === 'main' || c.kind === 'coordinate')) ?? r.clauses.find((c) => c.kind === 'main');
  const old = own !== undefined && own.times.some((t) => t.time < ctx.documentTime - WEEK);
  const reported = ctx.genre === 'news' && !a.description.modifiers.some((m) => THEN_MODIFIERS.has(m)) && !old;
  if (temporal.length === 0 && (reported || a.description.modifiers.some((m) => NOW_MODIFIERS.has(m)))) for (const h of held) h.current = true;
  // (In a history, "the mayor of Plauen, Eugen Wörner, attended" says who held the post then.)
  else if (temporal.length === 0 && (ctx.genre === 'encyclopedic' || old)) for (const h of held) h.then = true;
  return held;
}
const WEEK = 7 * 24 * 3600 * 1000;
/** A length said of the post itself, with no other post named ("a decade in the job", "nine years at the helm"). */
const HELD_LENGTH =
  /\b(?:years?|decades?)\s+(?:in\s+(?:the|that|his|her|their)\s+(?:job|post|role|position|office|top job|chair)|at\s+the\s+(?:helm|top|company|firm|group|bank|club)|in charge)/i;
/** Or of a post named after "as", which an apposition's own post is ("two decades as chief executive"). */
const POST_LENGTH = new RegExp(`${HELD_LENGTH.source}|\\b(?:years?|decades?)\\s+as\\b`, 'i');
/** Modifiers of a post someone is named to and takes later ("its next president"). */
const NEXT_MODIFIERS = new Set(['next', 'incoming', 'future', 'designate']);
const NOW_MODIFIERS = new Set(['current', 'incumbent', 'present']);
const THEN_MODIFIERS = new Set(['former', 'then', 'late', 'ex', 'outgoing', 'previous', 'erstwhile', 'onetime', 'one-time']);

/** Verbs of a term in a post the clause does not name again ("who served from 1990 to 1991"). */
const SERVING = new Set(['serve', 'hold', 'remain', 'reign', 'rule', 'govern']);

/**
 * "In 1961 Thomas Ward became president … He served as president for eleven years", "He was
 * succeeded by Thomas Ward, who served as president for eleven years": a past term's length with no
 * date of its own ends the term counted from its start — this sentence's, or the one the text gave
 * the same post before.
 */
function servedFor(h: Holding, r: SentenceReading, ctx: RoleContext): void {
  if (h.temporal.some((t) => t.role === 'END')) return;
  const c = r.clauses.find(
    (x) =>
      SERVING.has(x.verb.lemma) &&
      x.verb.tense === 'past' &&
      x.verb.voice === 'active' &&
      x.times.length === 0 &&
      x.subject !== null &&
      ctx.ref(x.subject) === h.holder,
  );
  const years = c ? durationYears(clauseText(c, ctx)) : null;
  if (years === null) return;
  const before = ctx.memory.held.get(h.holder);
  const since =
    h.temporal.find((t) => t.role === 'START' || t.role === 'POINT') ??
    (before && before.predicate === h.predicate && before.org === h.org && !before.until ? before.since : undefined);
  if (since) h.temporal = withDuration([...h.temporal.filter((t) => t !== since), { ...since, role: 'START' }], years);
}

/**
 * "The mayor was Dieter Noll, who served from 1990 to 1991": a relative clause that only says how
 * long its holder served dates the post the sentence gave them, when the post has no dates of its own.
 */
function servedTerm(c: Clause, holdings: Holding[], ctx: RoleContext): void {
  const v = c.verb;
  if (c.kind !== 'relative' || !SERVING.has(v.lemma) || v.voice !== 'active' || c.as !== null || c.objects.length > 0 || c.times.length === 0 || !c.subject)
    return;
  const holder = ctx.ref(c.subject);
  const held = holdings.filter((h) => h.holder === holder && h.temporal.length === 0 && h.clause !== c);
  if (!holder || held.length !== 1) return;
  held[0]!.temporal = withDuration(timesFor(c.times, 'as-is'), durationYears(clauseText(c, ctx)));
  ctx.consumed.add(c);
}

/**
 * "Zwentibold became King of Lotharingia in 895 … He continued to rule there until his murder in
 * 900", "She reigned until 1603": a term told by its verb alone, with only its end, ends the post
 * its holder was last read to hold (in the last few sentences).
 */
function ruledUntil(c: Clause, holdings: Holding[], ctx: RoleContext): void {
  const v = c.verb;
  const continued = c.kind === 'infinitive' && c.parent !== null && CONTINUING.has(c.parent.verb.lemma);
  // ("until his murder in 900": the event that ended it is no object.)
  const events = c.objects.filter((np) => UNTIL.has(ctx.tokens[np.from - 1]?.lower ?? ''));
  if (!RULING.has(v.lemma) || v.voice !== 'active' || c.as !== null || c.objects.length > events.length || !c.subject || !states(c)) return;
  if (c.kind !== 'main' && c.kind !== 'coordinate' && !continued) return;
  // ("served on the Emden until 1940" is no term of a post; "served in this position until …" is.)
  if (c.preps.some((p) => !POST_NOUNS.has(p.np.headLemma))) return;
  const temporal = timesFor([...new Set([...c.times, ...events.flatMap((np) => c.objectTimes.get(np) ?? [])])], 'as-is');
  if (!temporal.some((t) => t.role === 'END') || temporal.some((t) => t.role === 'START' || t.role === 'POINT')) return;
  const holder = ctx.ref(c.subject);
  if (!holder) return;
  // ("Zwentibold, whom he had made King of Lotharingia in 895, continued to rule …": the post this
  // sentence gave.)
  const here = holdings.filter((h) => h.holder === holder && h.clause !== c);
  const known = ctx.memory.held.get(holder);
  if (here.length === 1) {
    if (here[0]!.temporal.some((t) => t.role === 'END')) return;
    here[0]!.temporal = mergeTimes(here[0]!.temporal, temporal);
  } else if (here.length === 0 && (continued ? c.parent!.kind : c.kind) === 'main' && known && !known.until && known.sentence >= ctx.sentence - 3)
    // (Not after "took office as Chief of the Army on 1 October 1969 and served until 1976": the
    // post this sentence names, though not read, is the one served.)
    holdings.push({ predicate: known.predicate, holder, org: known.org, confidence: 0.75, temporal, clause: c, named: true });
  else return;
  ctx.consumed.add(c);
  if (continued) ctx.consumed.add(c.parent!);
}
/**
 * "In 1929 , he became a director of Coutts & Company … He remained with the firm until his
 * retirement in 1951": staying with the body of the post its holder was last read to hold (in the
 * last few sentences), until a date, ends that post then.
 */
function remainedUntil(c: Clause, holdings: Holding[], ctx: RoleContext): void {
  const v = c.verb;
  // (Not a deal "to stay at Porto until 2021": a contract's term, which may be cut short or renewed.)
  if (c.kind !== 'main' && c.kind !== 'coordinate') return;
  if (!STAYING.has(v.lemma) || v.voice !== 'active' || !c.subject || c.objects.some((o) => !UNTIL.has(ctx.tokens[o.from - 1]?.lower ?? '')) || !states(c))
    return;
  const at = c.preps.filter((p) => p.prep === 'with' || p.prep === 'at');
  if (at.length !== 1) return;
  const holder = ctx.ref(c.subject);
  const org = ctx.ref(at[0]!.np);
  const known = holder ? ctx.memory.held.get(holder) : undefined;
  if (!holder || !org || !known || known.until || known.sentence < ctx.sentence - 3 || orgName(known.org) !== org.name) return;
  const events = c.objects.flatMap((np) => c.objectTimes.get(np) ?? []);
  const temporal = timesFor([...new Set([...c.times, ...events])], 'as-is');
  if (!temporal.some((t) => t.role === 'END') || temporal.some((t) => t.role === 'START' || t.role === 'POINT')) return;
  if (holdings.some((h) => h.holder === holder && h.clause !== c)) return;
  holdings.push({ predicate: known.predicate, holder, org: known.org, confidence: 0.75, temporal, clause: c, named: true });
  ctx.consumed.add(c);
}
const STAYING = new Set(['remain', 'stay']);

/** Verbs of a term told alone (SERVING without keeping a post, which heldPosts reads). */
const RULING = new Set([...SERVING].filter((v) => v !== 'hold' && v !== 'remain'));
const UNTIL = new Set(['until', 'till']);
const CONTINUING = new Set(['continue', 'go']);

/** Words that make a date a term's bound ("until 1993", "to 2018"), not the date of the clause's event. */
const BOUNDING_CUES = new Set(['until', 'till', 'to', 'through', 'range', 'open', 'between']);

/**
 * "at the helm of Hellas Verona": the organisation whose head the clause is about ("replaced fired
 * Davide Pellegrini at the helm of Hellas Verona", "was appointed at the helm of Sorrento").
 */
function helmOf(c: Clause, ctx: RoleContext): Entity | null {
  const helm = c.preps.find((p) => p.np.headLemma === 'helm' && p.np.of?.name);
  // ("at the helm of former side Porto": a description before the name leaves the name as the phrase.)
  const described = helm ? null : c.preps.find((p) => p.np.name && helmBefore(p.np.from, ctx.tokens));
  const org = helm ? ctx.ref(helm.np.of!) : described ? ctx.ref(described.np) : null;
  // ("Hellas Verona", "Sorrento": a club may bear a place's name, or look like a person's.)
  if (!org || (org.kind === 'person' && !org.guessed)) return null;
  ctx.entities.settle(org, 'organisation');
  return org;
}

/** The head of a club, which is what a sports text puts "at the helm". */
function helmRole(ctx: RoleContext): PredicateDef | null {
  return ctx.sport ? (ctx.schema.byName.get('headCoach') ?? null) : null;
}

/** Verbs that put someone at the helm of an organisation ("was appointed at the helm of Sorrento"). */
const HELM_APPOINTED = new Set(['appoint', 'name', 'install', 'put', 'place']);

/** Do "helm of" and lower-case description words ("former side") come right before a name at `at`? */
function helmBefore(at: number, tokens: readonly Token[]): boolean {
  let k = at - 1;
  // (Description words only: "at the helm of the team after a defeat to Porto" is no helm of Porto.)
  while (
    k > 1 &&
    k >= at - 5 &&
    !tokens[k]!.cap &&
    tokens[k]!.lower !== 'of' &&
    tokens[k]!.pos !== 'PUNCT' &&
    tokens[k]!.pos !== 'ADP' &&
    tokens[k]!.pos !== 'DET'
  )
    k--;
  return tokens[k]?.lower === 'of' && tokens[k - 1]?.lower === 'helm';
}

/** "was appointed at the helm of Sorrento on 6 July 2011": the club's head from then. */
function atTheHelm(c: Clause, ctx: RoleContext): Holding | null {
  const v = c.verb;
  if (!HELM_APPOINTED.has(v.lemma) || v.voice !== 'passive' || !c.subject || c.as !== null || !states(c)) return null;
  const org = helmOf(c, ctx);
  const holder = ctx.ref(c.subject);
  // (The post the holder is known to hold, else a club's head coach.)
  const known = holder ? organisationPost(ctx.memory.held.get(holder)) : undefined;
  const def = known?.predicate ?? helmRole(ctx);
  if (!org || !holder || holder.kind !== 'person' || !def) return null;
  return { predicate: def, holder, org, confidence: 0.75, temporal: timesFor(c.times, 'onset'), clause: c, named: true };
}

/**
 * "Doyle had been in charge since January 2021", "was in charge of Sheffield Wednesday": the head of
 * the club a sports text is about (or names), from the clause's date; out of sport, the director of
 * a body named. (The post the holder is known to hold comes first.)
 */
function inCharge(c: Clause, ctx: RoleContext): Holding | null {
  // ("was Officer in charge at the Institute": a post of its own; "he will be in charge over the
  // 20-year period", an owner's plan.)
  if (!c.subject || !COPULAS_OF_STATE.has(c.verb.lemma) || c.objects.length > 0 || c.verb.tense === 'future' || !states(c)) return null;
  const charge = c.preps.find((p) => p.prep === 'in' && p.np.headLemma === 'charge' && p.np.det === null && p.np.possessor === null)?.np;
  if (!charge) return null;
  const holder = ctx.ref(c.subject);
  if (!holder || holder.kind === 'organisation' || holder.kind === 'place') return null;
  const known = organisationPost(ctx.memory.held.get(holder));
  const named = charge.of ? ctx.ref(charge.of) : null;
  // ("Referee Mike Dean was in charge of the match": in charge of something no body.)
  if (charge.of && (!named || named.kind === 'person' || named.kind === 'place')) return null;
  const def = known?.predicate ?? helmRole(ctx) ?? (named ? (ctx.schema.byName.get('directorManager') ?? null) : null);
  if (!def) return null;
  const org = named ?? (known?.predicate === def ? known.org : null) ?? contextOrganisation(ctx, holder, def, false)[0];
  if (!org || typeof org === 'string' || org === holder || org.kind === 'person' || org.kind === 'place') return null;
  return { predicate: def, holder, org, confidence: 0.75, temporal: timesFor(c.times, 'onset'), clause: c, named: true };
}
const COPULAS_OF_STATE = new Set(['be', 'remain', 'stay']);

/**
 * "commissioned on 2 January 1941 under the command of Kapitänleutnant Richard Zapp": the one named
 * commands the subject (a ship, a unit) from the clause's date.
 */
function underCommand(c: Clause, ctx: RoleContext): Holding | null {
  const def = ctx.schema.byName.get('commandedBy');
  const command = c.preps.find((p) => p.prep === 'under' && p.np.headLemma === 'command' && p.np.of?.name)?.np;
  // ("trained under the command of", "commissioned on 2 January 1941 under the command of": the
  // clause's; not "included the submarines under the command of Clausen", the phrase's.)
  const before = command ? ctx.tokens[command.from - 2] : undefined;
  if (before && before.pos !== 'VERB' && before.pos !== 'NUM') return null;
  if (!def || !command || !c.subject || !states(c)) return null;
  const org = ctx.ref(c.subject);
  const holder = ctx.ref(command.of!);
  if (!org || !holder || org === holder || org.kind === 'person' || holder.kind === 'organisation' || holder.kind === 'place') return null;
  return { predicate: def, holder, org, confidence: 0.75, temporal: timesFor(c.times, 'onset'), clause: c, named: true };
}

/**
 * "The first freely elected mayor … was Dieter Noll … Peter Seifert of the Social Democratic Party
 * served from 1993 until 2006": on the page of a place or an organisation, someone else who "served"
 * a dated term, with no post named, held the page's post the text has just spoken of.
 */
function servedPagePost(c: Clause, holdings: Holding[], ctx: RoleContext): Holding | null {
  const v = c.verb;
  const page = ctx.entities.page;
  const last = ctx.memory.last;
  if (c.kind !== 'main' || v.lemma !== 'serve' || v.voice !== 'active' || c.as !== null || c.objects.length > 0 || c.times.length === 0 || !c.subject?.name)
    return null;
  if (!page || page.kind === 'person' || !last || last.org !== page || ctx.sentence - last.sentence > 2 || last.predicate.cardinality !== 'functional')
    return null;
  const holder = ctx.ref(c.subject);
  if (!holder || holder === page || holder.kind === 'organisation' || holder.kind === 'place' || holdings.some((h) => h.holder === holder)) return null;
  ctx.consumed.add(c);
  return { predicate: last.predicate, holder, org: page, confidence: 0.7, temporal: timesFor(c.times, 'as-is'), clause: c, named: true };
}

/** Verbs that say someone led an organisation, in whatever role ("ran Microsoft", "had led Amazon since founding it"). */
const RUNNING = new Set(['lead', 'run', 'head', 'helm', 'steer']);

/**
 * "Iger, who had run Disney since 2005", "Ballmer ran Microsoft for fourteen years": leading an
 * organisation the holder is known to hold a role at is that role's term, not a second post.
 */
function leadingKnown(c: Clause, holdings: Holding[], ctx: RoleContext, r: SentenceReading): void {
  const v = c.verb;
  if (!RUNNING.has(v.lemma) || v.voice !== 'active' || v.particle !== null || !c.subject || !c.objects[0] || !states(c)) return;
  if (ranMinistry(c, holdings, ctx, r)) return;
  const holder = ctx.ref(c.subject);
  const org = ctx.ref(c.objects[0]);
  if (!holder || !org || holder === org || (org.kind === 'person' && !org.guessed)) return;
  const here = holdings.find((h) => h.holder === holder && h.org === org);
  const before = ctx.memory.held.get(holder);
  // "Iger, who had run Disney since 2005, will serve as executive chairman": what he had run it as
  // is the role held before this sentence's new one.
  const earlier = before && before.org === org ? before : null;
  const known = (v.tense === 'pluperfect' ? (earlier ?? here) : (here ?? earlier)) ?? runsCompany(c, org, ctx);
  if (!known) return;
  ctx.consumed.add(c);
  const years = durationYears(clauseText(c, ctx));
  let temporal = withDuration(timesFor(c.times, 'as-is'), years);
  // ("longtime director Paul Weiss stepped down in September. … Weiss, who led the Harbor Theatre
  // for 19 years": the length counts back from the end the text gave before.)
  if (temporal.length === 0 && years !== null && v.tense === 'past' && earlier?.until) temporal = withDuration([earlier.until], years);
  // (Over, with no end known: held from no date the text gives.)
  const over = temporal.length === 0 && years !== null && v.tense === 'past';
  const same = holdings.find((h) => h.holder === holder && h.org === org && h.predicate === known.predicate);
  if (same) same.temporal = mergeTimes(same.temporal, temporal);
  else holdings.push({ predicate: known.predicate, holder, org, confidence: over ? 0.45 : 0.75, temporal, clause: c, named: true });
}

/** Verbs that take someone from a post to another ("moving him from the health ministry"). */
const MOVING = new Set(['move', 'transfer', 'shift', 'switch']);

/**
 * "had run the health ministry since 2021", "was promoted to lead the health ministry", "headed the
 * Ministry of Foreign Affairs from 2010 to 2014": a ministry's head is its minister — the office
 * "Health Minister", "Minister of Foreign Affairs", held by the person.
 */
function ranMinistry(c: Clause, holdings: Holding[], ctx: RoleContext, r: SentenceReading): boolean {
  const position = ctx.schema.byName.get('positionHeld');
  const o = c.objects[0]!;
  // (One ministry, led as its minister: not "led the education ministry from 2005 to 2009 and the
  // justice ministry from 2009 to 2013" (each its own dates), "As deputy minister, she ran the health
  // ministry", "led the Ministry of Defence team at the talks".)
  const after = ctx.tokens[o.to];
  if (!position || o.possessor !== null || c.objects.length > 1 || c.as !== null) return false;
  const opening = r.units[0];
  if ((opening && (opening.kind === 'prep' || opening.kind === 'sconj') && opening.lower === 'as') || (after && !after.cap && after.pos === 'NOUN'))
    return false;
  let office: string | null = null;
  if (o.name && /^Ministry (?:of|for) \p{Lu}/u.test(o.text)) office = `Minister ${o.text.slice('Ministry '.length)}`;
  else if (!o.name && o.headLemma === 'ministry') {
    // (The portfolio in lower case before "ministry": "the health ministry", "the foreign ministry".)
    const words = ctx.tokens.slice(o.from, o.head).filter((t) => !t.cap && t.pos !== 'DET' && PORTFOLIO_POS.has(t.pos) && !ROLE_MODIFIERS.has(t.lower));
    if (words.length > 0) office = titleCase([...words.map((t) => t.text), 'minister'].join(' '));
  }
  const holder = office ? ctx.ref(c.subject!) : null;
  if (!office || !holder || holder.kind === 'organisation' || holder.kind === 'place') return false;
  // ("was promoted to lead the health ministry": from the promotion's date.)
  const times = c.kind === 'infinitive' && c.parent && c.times.length === 0 ? timesFor(c.parent.times, 'onset') : timesFor(c.times, 'as-is');
  // ("… moving him from the health ministry, which he had run since 2021": the move ends it, when
  // the sentence dates the move.)
  const moved =
    c.kind === 'relative'
      ? r.clauses.find((x) => MOVING.has(x.verb.lemma) && x.verb.voice === 'active' && x.preps.some((p) => p.prep === 'from' && p.np === o))
      : undefined;
  const movedAt = moved ? (moved.times.length > 0 ? moved.times : (r.clauses.find((x) => x.kind === 'main' && x.times.length > 0)?.times ?? [])) : [];
  const until = movedAt.filter((t) => t.role !== 'END').map((t) => ({ ...t, role: 'END' as const }));
  holdings.push({
    predicate: position,
    holder,
    org: office,
    confidence: 0.75,
    temporal: withDuration([...times, ...until.slice(0, 1)], durationYears(clauseText(c, ctx))),
    clause: c,
    named: true,
  });
  ctx.entities.settle(holder, 'person');
  ctx.consumed.add(c);
  return true;
}

/**
 * "He ran Rockwell Collins until its sale", "leaving in 2016 to run Tableau Software": running a
 * company no post of the holder is known at is being its chief executive — not a club (a sports
 * text's head is its coach), a party or a place.
 */
function runsCompany(c: Clause, org: Entity, ctx: RoleContext): { predicate: PredicateDef } | null {
  const ceo = ctx.schema.byName.get('chiefExecutiveOfficer');
  // ("Rockwell Collins" only looks like a person's name. Not "was too sick to run the studio", nor
  // "the MPIA has been running the Heidelberg Initiative": a person's finite clause.)
  if (!ceo || c.verb.lemma !== 'run' || c.kind === 'infinitive' || ctx.sport || !c.subject) return null;
  // (Nor a government's body: "had run the Ministry of Health since 2021" — "Health" as in "Acme Health".)
  if (org.kind === 'place' || (org.kind === 'person' && !org.guessed) || PARTY_NAME.test(org.name) || GOVERNMENT_BODY.test(org.name)) return null;
  // Only a company the text shows to be one — "ran the company", a company's name, or one whose chief
  // executive the text has named: not "ran the Boston Marathon", "the FBI", "the Louvre".
  const object = c.objects[0]!;
  const company =
    (!object.name && COMPANY_NOUNS.has(object.headLemma)) ||
    COMPANY_NAME.test(org.name) ||
    [...ctx.memory.held.values()].some((h) => h.org === org && h.predicate === ceo);
  const holder = ctx.ref(c.subject);
  return company && holder && (holder.kind === 'person' || (holder.kind === 'unknown' && guessKind(holder.name) === 'person')) ? { predicate: ceo } : null;
}

/** A government's body by the word its name opens or ends with ("Ministry of Health", "the Health Department"). */
const GOVERNMENT_BODY = /^(?:the\s+)?(?:Ministry|Department|Office|Agency|Bureau|Directorate|Secretariat|Commission)\b|\b(?:Ministry|Department)$/;

/** Words that end a company's name ("Acme Corp", "Brightline Foods", "Rockwell Collins Inc."). */
const COMPANY_NAME = new RegExp(
  `\\b(?:Inc|Corp|Corporation|Company|Co|Ltd|Limited|plc|PLC|AG|SA|GmbH|LLC|Group|Holdings|Enterprises|Bank|Partners|Capital|Labs|${TRADES})\\.?$`,
);

/**
 * A holding's bounds as terms: "from 1940 to 1945 and again from 1951 to 1955" (start, end, start,
 * end in the text's order) is two; anything else is one.
 */
function terms(times: TemporalExpression[]): TemporalExpression[][] {
  const ordered = [...times].sort((a, b) => a.start - b.start);
  const bounds = ordered.filter((t) => t.role === 'START' || t.role === 'END');
  if (bounds.length < 4 || bounds.length % 2 !== 0 || !bounds.every((t, i) => t.role === (i % 2 === 0 ? 'START' : 'END'))) return [times];
  const out: TemporalExpression[][] = [];
  for (let i = 0; i < bounds.length; i += 2) out.push([bounds[i]!, bounds[i + 1]!]);
  return out;
}

/**
 * A remembered post a successor can take over: one at an organisation or office, not an office of
 * a government the person held ("She takes over from Boris Johnson" is not his foreign secretaryship),
 * and one held by one person at a time ("co-founder Bill Gates … handed the chairmanship to John
 * Thompson" does not make Thompson a founder).
 */
function organisationPost<T extends { predicate: PredicateDef }>(known: T | undefined): T | undefined {
  return known && known.predicate.subject !== 'Person' && known.predicate.cardinality === 'functional' ? known : undefined;
}

/**
 * The post a successor takes over: a post at an organisation, or an office one person holds at a
 * time ("Finance Minister Ruth Adler … will be replaced by Jonas Lind"), not a position many hold
 * ("member of parliament", "professor").
 */
function passedPost<T extends { predicate: PredicateDef; org: Entity | string }>(known: T | undefined): T | undefined {
  return (
    organisationPost(known) ??
    (known && known.predicate.name === 'positionHeld' && typeof known.org === 'string' && SINGLE_OFFICE.test(known.org) ? known : undefined)
  );
}
const SINGLE_OFFICE =
  /^(?:(?:the|First|Deputy|Chief)\s+)?(?:[A-Z][\w'’-]*\s+)*(?:Minister|Secretary|Chancellor|Governor|Mayor|Speaker|Attorney General|Premier)(?:\s+(?:of|for)\s+[A-Z][\w'’ -]*)?$/;

/** Ordinal words before a role ("the second chief executive"); "first" and "last" are superlatives' (see superlative). */
const ORDINAL_WORDS = new Set(['second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth']);

/** Adverbs before a verb that put its post in the past ("previously served as finance minister"). */
const FORMERLY = new Set(['previously', 'formerly', 'once']);

/** Verbs of keeping a post ("held the same posts", "remained in the post", "kept both roles"). */
const HOLDING = new Set(['hold', 'keep', 'retain', 'remain', 'stay', 'continue']);
const POST_NOUNS = new Set(['post', 'role', 'job', 'position', 'office', 'title']);

/**
 * "held the same posts at the combined company until the end of 2005", "remained in the post until
 * 24 August 2011": the posts the holder was just read to hold, at the organisation named here (else
 * the same one), over this clause's dates.
 */
function heldPosts(c: Clause, holdings: Holding[], ctx: RoleContext): void {
  const v = c.verb;
  if (!HOLDING.has(v.lemma) || v.voice !== 'active' || !c.subject || !states(c)) return;
  // ("the first Hindu to hold the post": the superlative's, no term of its own.)
  if (c.kind === 'infinitive' && c.parent && (c.parent.objects.some(superlative) || superlative(c.parent.as))) return;
  const post = [...c.objects, ...c.preps.filter((p) => p.prep === 'in').map((p) => p.np)].find(
    (np) =>
      POST_NOUNS.has(np.headLemma) &&
      !np.name &&
      np.role === null &&
      np.of === null &&
      (np.det === 'the' || np.det === 'both' || np.det === 'that' || np.det === 'this' || np.det === 'these' || np.possessor?.pronoun === true),
  );
  const holder = ctx.ref(c.subject);
  if (!post || !holder || holder.kind === 'organisation') return;
  const here = holdings
    .filter((h) => h.holder === holder && h.clause !== c && (h.clause === null || h.clause.from <= c.to))
    .map((h) => ({ predicate: h.predicate, org: h.org }));
  const known = here.length > 0 ? here : (ctx.memory.posts.get(holder) ?? []);
  const plural = ctx.tokens[post.head]!.lower.endsWith('s') || post.det === 'both';
  const roles = plural ? [...known] : known.slice(-1);
  if (roles.length === 0) return;
  // "Tillerson succeeded him on 1 January 2006 and held both posts": the successor took every post
  // of the predecessor's at that organisation, each closing the predecessor's term there.
  const mine =
    plural && roles.length === 1
      ? holdings.find((h) => h.holder === holder && h.clause !== c && h.predicate === roles[0]!.predicate && (h.clause === null || h.clause.from <= c.to))
      : undefined;
  const predecessor = mine
    ? holdings.find((h) => h.holder !== holder && h.predicate === mine.predicate && h.org === mine.org && h.temporal.some((t) => t.cue === 'succession'))
    : undefined;
  if (mine && predecessor) {
    const start = mine.temporal.filter((t) => t.role === 'START' || t.role === 'POINT');
    for (const p of ctx.memory.posts.get(predecessor.holder) ?? []) {
      if (p.org !== mine.org || roles.some((r) => r.predicate === p.predicate)) continue;
      roles.push(p);
      holdings.push({ predicate: p.predicate, holder, org: mine.org, confidence: mine.confidence, temporal: [...start], clause: mine.clause, named: true });
      holdings.push({
        predicate: p.predicate,
        holder: predecessor.holder,
        org: mine.org,
        confidence: predecessor.confidence,
        temporal: startsAsEnds(start),
        clause: predecessor.clause,
        named: true,
      });
    }
  }
  const at = c.preps.find((p) => p.prep === 'at' || p.prep === 'of')?.np;
  const named = at ? ctx.ref(at) : null;
  const temporal = withDuration(timesFor(c.times, 'as-is'), durationYears(clauseText(c, ctx)));
  for (const r of roles) {
    const org = named && named.kind !== 'person' && named !== holder ? named : r.org;
    const same = holdings.find((h) => h.holder === holder && h.predicate === r.predicate && h.org === org);
    if (same) same.temporal = mergeTimes(same.temporal, temporal);
    else holdings.push({ predicate: r.predicate, holder, org, confidence: 0.75, temporal, clause: c, named: true });
  }
  ctx.consumed.add(c);
}

/** The holdings a clause states directly. */
function fromClause(c: Clause, ctx: RoleContext, appositions: readonly Apposition[], clauses: readonly Clause[]): Holding[] {
  const out: Holding[] = [];
  const v = c.verb;
  if (!states(c)) return out;
  if (c.objects.some(superlative) || superlative(c.as)) return out;
  // "is the first woman to chair the company": the infinitive belongs to the superlative.
  if (c.kind === 'infinitive' && c.parent && (c.parent.objects.some(superlative) || superlative(c.parent.as))) return out;
  const subject = c.subject ? ctx.ref(c.subject) : null;
  const mode: TimeMode = isEnding(v.lemma, v.particle) ? 'ending' : isOnset(v.lemma, v.particle) ? 'onset' : 'as-is';
  const years = durationYears(clauseText(c, ctx));
  // Copula: "X is the CEO of O" / "X became chief executive" / inverted "The CEO of O is X".
  if (isCopula(v)) {
    // "was president and CEO of eBay": every role of the complement.
    for (const complement of c.objects) {
      const def = personRole(ctx, complement);
      if (def) {
        const times = withDuration(timesFor(c.times, v.lemma === 'become' ? 'onset' : 'as-is'), years);
        out.push(...holdings(def, subject, complement, ctx, null, leftFrom(c, ctx, times.length === 0 ? lastedUpToNow(v, years, ctx) : times), c, 0.85));
      }
    }
    const inverted = personRole(ctx, c.subject);
    // ("The co-hosts were Carina Jensen ( 1989–1994 ) and Maria Hirse ( 1995–2001 )": each with her own dates.)
    const holders = c.objects.filter((o, k) => o.name && (k === 0 || c.objectTimes.has(o)));
    if (out.length === 0 && inverted && c.subject)
      for (const complement of holders) {
        const times = holders.length > 1 ? (c.objectTimes.get(complement) ?? c.times) : c.times;
        let temporal = withDuration(timesFor(times, 'as-is'), years);
        // ("The current manager is Marta Silva, who was appointed in June 2022": from the appointment.)
        const appointed =
          temporal.length === 0
            ? clauses.find(
                (x) =>
                  x.kind === 'relative' &&
                  x.subject === complement &&
                  x.times.length > 0 &&
                  x.objects.length === 0 &&
                  x.as === null &&
                  // (Not appointed to something else: "who was elected to the Senedd in 1999".)
                  x.preps.length === 0 &&
                  ((APPOINTING.has(x.verb.lemma) && x.verb.voice === 'passive') || (x.verb.lemma === 'take' && x.verb.particle === 'over')),
              )
            : undefined;
        if (appointed) {
          temporal = timesFor(appointed.times, 'onset');
          ctx.consumed.add(appointed);
        }
        const held = holdings(inverted, ctx.ref(complement), c.subject, ctx, null, temporal, c, 0.85);
        // ("The current manager is Marta Silva": now, not at a date the text gave before.)
        if (temporal.length === 0 && c.subject.modifiers.some((m) => NOW_MODIFIERS.has(m))) for (const h of held) h.current = true;
        out.push(...held);
      }
    return out;
  }
  // "served as CEO", "was named CEO", "took over as chief executive", "named Jane Doe as its CEO".
  // ("served as Chief of the Defence Staff from 1961 to 1967, military commander of the Eastern
  // Military District from 1967 to 1969 …": each post listed after "as" with its own dates.)
  const asRoles = [c.as, ...c.asAlso].filter((np): np is NounPhrase => np !== null && personRole(ctx, np) !== null);
  const asRole = asRoles[0] ?? null;
  const objectRole = c.objects.find((o) => personRole(ctx, o)) ?? null;
  // ("has appointed its managing director, Tomas Reyes, as interim artistic director": the name the
  // object's post is given in apposition.)
  const person =
    c.objects.find((o) => o.name || o.pronoun) ?? (objectRole && asRole ? (appositions.find((a) => a.description === objectRole)?.name ?? null) : null);
  // "Initech named Peter Gibbons chief executive": no "as", so the name before the role reads like
  // its organisation ("Microsoft chief executive"); a person's name there is the one appointed. The
  // appointing subject is the organisation only when the text shows it is one; "Musk named …" is a
  // person's act, and a bare name cannot tell them apart, so the context's organisation waits for review.
  const appointing = APPOINTING.has(v.lemma) && v.voice === 'active';
  const namedHolder = appointing && objectRole?.title && !person && !asRole && subject?.kind !== 'person' ? objectRole.title : null;
  if (namedHolder && objectRole && guessKind(namedHolder.text) === 'person') {
    const role = copyPhrase(objectRole, { title: null });
    const shown = subject?.kind === 'organisation';
    const holder = ctx.ref(namedHolder);
    if (holder) ctx.entities.settle(holder, 'person');
    out.push(
      ...holdings(
        personRole(ctx, role)!,
        holder,
        role,
        ctx,
        subject,
        withDuration(timesFor(c.times, 'onset'), years),
        c,
        shown ? 0.85 : 0.45,
        shown ? subject : null,
      ),
    );
    return out;
  }
  if (appointing && person && (asRole || objectRole)) {
    // "Initech named Peter Gibbons (as) its new chief executive": the object holds the role.
    const role = (asRole ?? objectRole)!;
    const holder = ctx.ref(person);
    // (Appointed by an organisation the text shows is one: at that organisation — "The Lantern
    // Playhouse has appointed Tomas Reyes as interim artistic director".)
    // (Not in a report about another: "SoftBank Group … has appointed Sandeep Mathrani as chief
    // executive" in a report on WeWork; nor "The Walt Disney Company" in one on "Disney", the name the
    // rest of the report uses — the report's focus decides there.)
    const focus = ctx.entities.focus;
    const agent = subject?.kind === 'organisation' && subject !== holder && (focus === null || focus === subject) ? subject : null;
    const named = holdings(personRole(ctx, role)!, holder, role, ctx, subject, withDuration(timesFor(c.times, 'onset'), years), c, 0.85, agent);
    // ("named Priya Raman as its next president": she takes office later — when, the text may say.)
    if (role.modifiers.some((m) => NEXT_MODIFIERS.has(m))) for (const h of named) h.ahead = true;
    out.push(...named);
    return out;
  }
  const passiveAppointment = APPOINTING.has(v.lemma) && v.voice === 'passive';
  // ("was promoted to chief executive four years later": the post "to" names.)
  // (Not an honour's grade: "promoted to Knight Commander of the Order of the Bath".)
  const promotedTo =
    passiveAppointment && v.lemma === 'promote'
      ? (c.preps.find((p) => p.prep === 'to' && personRole(ctx, p.np) !== null && !/\bOrder\b/.test(p.np.of?.text ?? ''))?.np ?? null)
      : null;
  const role = asRole ?? (passiveAppointment ? (objectRole ?? promotedTo) : null);
  // "to take on a new role as founder and technology adviser": a founder is made by founding, not named.
  if (role && personRole(ctx, role)?.name === 'founder') return out;
  if (role) {
    // Succession verbs date the successor's start even without an onset reading of "as".
    const m: TimeMode = SUCCEEDING.has(v.lemma) ? 'onset' : mode;
    const by = passiveAppointment ? c.preps.find((p) => p.prep === 'by') : undefined;
    // "joined Sassuolo as head coach (of the neroverdi)": the club joined is the organisation.
    const joined = JOINING.has(v.lemma) ? (c.objects[0] ?? c.preps.find((p) => p.prep === 'to' || p.prep === 'for')?.np) : undefined;
    // "was hired as manager of his hometown team Académica de Coimbra": the name after the description.
    const described =
      role.of && !role.of.name && namesBody(role.of.headLemma) ? c.objects.find((o) => o.name && (o.from === role.to || o.from === role.of!.to)) : undefined;
    const agent = by ? ctx.ref(by.np) : joined ? ctx.ref(joined) : described ? ctx.ref(described) : null;
    // (The text says what it is: "Académica de Coimbra" may look like a person's name; so may
    // "Fjordkraft Energi", which one joins as finance director.)
    if (described && agent && !by && !joined) ctx.entities.settle(agent, 'organisation');
    if (joined?.name && agent && agent.guessed && agent !== subject) ctx.entities.settle(agent, 'organisation');
    const listed = role === asRole && c.asAlso.length > 0 ? asRoles : [role];
    for (const r of listed) {
      const own = listed.length > 1 || c.asAlso.length > 0 ? c.objectTimes.get(r) : undefined;
      const times = withDuration(timesFor(own ?? c.times, m), years);
      out.push(
        ...holdings(
          personRole(ctx, r)!,
          subject,
          r,
          ctx,
          null,
          m === 'onset' ? withReportedStart(times, c, ctx.tokens, reportTime(ctx)) : times,
          c,
          0.85,
          agent,
        ),
      );
    }
  } else if (
    passiveAppointment &&
    v.lemma === 'appoint' &&
    c.as === null &&
    subject?.kind === 'person' &&
    !c.objects.some((o) => o.name || o.role !== null) &&
    !c.preps.some((p) => p.np.name || p.np.role !== null) &&
    c.times.length > 0
  ) {
    // (Only "appointed" with nothing it was appointed as or to: "hired in 1995 as a trainee", "named
    // in England's squad in 1998" are other things.)
    // ("Harwick United have sacked manager Dean Cole … Cole was appointed in June 2023 on a three-year
    // deal": the post just read of the holder began then.)
    const known = ctx.memory.held.get(subject);
    const onset = timesFor(c.times, 'onset').filter((t) => t.role === 'START');
    if (known && ctx.sentence - known.sentence <= 2 && onset.length > 0 && !c.preps.some((p) => p.prep === 'to' || p.prep === 'at' || p.prep === 'by'))
      out.push({ predicate: known.predicate, holder: subject, org: known.org, confidence: 0.75, temporal: onset, clause: c, named: true });
  } else if (
    passiveAppointment &&
    ELECTING.has(v.lemma) &&
    ctx.office &&
    subject &&
    subject.kind === 'person' &&
    c.objects.length === 0 &&
    c.times.length > 0
  ) {
    // On the page of an office ("Mayor of London"), "Khan was re-elected in 2021" is a term of it.
    const def = ctx.schema.byName.get(ctx.office.predicate);
    if (def) out.push({ predicate: def, holder: subject, org: ctx.office.of, confidence: 0.75, temporal: timesFor(c.times, 'onset'), clause: c, named: true });
  }
  return out;
}

/** Verbs of winning an office by vote. */
const ELECTING = new Set(['elect', 'reelect', 're-elect']);

/**
 * "where she has been finance director for the past six years": a present perfect with a length and no
 * date began that long before the text's date (and still holds).
 */
function lastedUpToNow(v: VerbGroup, years: number | null, ctx: RoleContext): TemporalExpression[] {
  return years !== null && /^(?:has|have) been\b/.test(v.text) ? [countedBack(years, ctx.documentTime, ctx.tokens, v.from, v.to)] : [];
}

/** Verbs of coming to a new post from the old one ("joins from rival Nordic Tankers"). */
const COMING_FROM = new Set(['join', 'come', 'move', 'arrive', 'defect', 'switch']);

/**
 * "Aas joins from rival Nordic Tankers, where she has been finance director": the post "where" names
 * ends as its holder comes — when the coming clause says, else at the report's date (news only).
 */
function leftFrom(c: Clause, ctx: RoleContext, times: TemporalExpression[]): TemporalExpression[] {
  const p = c.parent;
  if (c.link !== 'where' || !p || !COMING_FROM.has(p.verb.lemma) || times.some((t) => t.role === 'END')) return times;
  // (The "from" phrase right before the "where": token offsets.)
  if (!p.preps.some((x) => x.prep === 'from' && x.np.to <= c.verb.from && x.np.to >= c.verb.from - 4)) return times;
  const at = p.times.find((t) => t.role === 'START' || t.role === 'POINT')?.time ?? reportTime(ctx);
  if (at === null) return times;
  const v = p.verb;
  return [...times, { start: ctx.tokens[v.from]!.start, end: ctx.tokens[v.to - 1]!.end, text: v.text, role: 'END', time: at, granularity: 'day', cue: 'left' }];
}

/** When an undated change the text reports took place: a news article's date, else unknown. */
function reportTime(ctx: RoleContext): number | null {
  return ctx.genre === 'news' ? ctx.documentTime : null;
}

/** The text of a clause's stretch, for durations. */
function clauseText(c: Clause, ctx: RoleContext): string {
  return textOf(ctx.tokens, c.verb.from, Math.max(c.verb.to, lastToken(c)));
}

function lastToken(c: Clause): number {
  let end = c.verb.to;
  for (const o of c.objects) end = Math.max(end, o.to);
  for (const p of c.preps) end = Math.max(end, p.np.to);
  if (c.as) end = Math.max(end, c.as.to);
  return end;
}

/** "…, followed by Joachim Pilz": a past form with no object and a "by" agent is a passive written short. */
function byAgent(c: Clause): boolean {
  return c.verb.tense === 'past' && c.verb.particle === null && c.objects.length === 0 && c.preps.some((p) => p.prep === 'by');
}

/**
 * "Y succeeded X (as R)", "Y replaced X", "Y took over from X", "X was succeeded by Y": Y holds the
 * role from the succession's date, X holds it until then (from a relative clause's date, when one
 * says when X began), and Y replaces X.
 */
function successions(c: Clause, r: SentenceReading, holdings: Holding[], ctx: RoleContext): ReadFact[] {
  const v = c.verb;
  if (!states(c)) return [];
  const passive = v.voice === 'passive' || byAgent(c);
  let successorNp: NounPhrase | null = null;
  let predecessorNp: NounPhrase | null = null;
  // ("Ershad replaced Ahmed with Kazi Zafar Ahmed": the one put in replaces Ahmed, not Ershad.)
  const put = v.lemma === 'replace' ? (c.preps.find((p) => p.prep === 'with')?.np ?? null) : null;
  if (SUCCEEDING.has(v.lemma) && v.voice === 'active' && c.objects[0]) {
    // ("Katharine Whitehorn and Paul Jennings replaced Isobel Barnett and Richard Murdoch": pair by
    // pair, the schema's reading — not the last replacing with the first replaced.)
    if (c.coSubjects.length > 0 && c.objects.length > 1) return [];
    successorNp = put ?? c.subject;
    predecessorNp = c.objects[0];
  } else if ((SUCCEEDING.has(v.lemma) || v.lemma === 'follow') && passive) {
    successorNp = c.preps.find((p) => p.prep === 'by')?.np ?? null;
    // ("… was Dieter Noll, who served from 1990 to 1991, followed by Joachim Pilz until 1993": the
    // one followed is the holder of the relative clause just before.)
    const before = r.clauses[r.clauses.indexOf(c) - 1];
    predecessorNp = c.kind === 'coordinate' && before?.kind === 'relative' && before.subject ? before.subject : c.subject;
    // ("Isobel Barnett and Richard Murdoch were replaced by Katharine Whitehorn and Paul Jennings": who
    // took whose place is the schema's reading, pair by pair — not the last replaced by the first.)
    if (c.coSubjects.length > 0) return [];
  } else if (
    v.lemma === 'hand' &&
    c.preps.some((p) => p.prep === 'to') &&
    c.objects.every(handedPost) &&
    !r.units.slice(c.from, c.to).some((u) => u.kind === 'word' && /^(?:him|her|them|it)sel(?:f|ves)$/.test(u.lower))
  ) {
    // "Gates handed the post of chief executive to Steve Ballmer", "handed over to Y" — not a
    // person handed to captors ("handed Silverstein over to the FBI", "handed himself in to the
    // Americans": such replacements were judged wrong in every sample).
    successorNp = c.preps.find((p) => p.prep === 'to')!.np;
    predecessorNp = c.subject;
  } else if (v.lemma === 'take' && v.particle === 'over') {
    const from = c.preps.find((p) => p.prep === 'from');
    if (from) {
      successorNp = c.subject;
      predecessorNp = from.np;
    }
  }
  // "took over from co-founder Bill Gates": a role written as a title before the name is the name's.
  // ("will be replaced by her deputy, Jonas Lind": so is a description the name is set off after.)
  const named = (np: NounPhrase | null) => {
    if (!np || np.name || np.pronoun) return np;
    const set = r.appositions.find((a) => a.description === np)?.name;
    if (set) return set;
    const k = r.units.indexOf(np);
    const after = r.units[k + 2];
    return k >= 0 && isComma(r.units[k + 1]) && after?.kind === 'np' && after.name && (np.role !== null || np.possessor !== null) ? after : np;
  };
  successorNp = named(successorNp);
  predecessorNp = named(predecessorNp);
  if (!successorNp || !predecessorNp || predecessorNp.role) return [];
  const successor = ctx.ref(successorNp);
  const predecessor = ctx.ref(predecessorNp);
  if (!successor || !predecessor || successor === predecessor || successor.kind === 'organisation' || predecessor.kind === 'organisation') return [];
  const out: ReadFact[] = [];
  // The role: named in this clause, else the successor's in this sentence, else the predecessor's known one.
  // The predecessor's role: as this sentence gives it, else as the text gave it before.
  const here = holdings.find((h) => h.holder === predecessor && h.clause !== null);
  // "followed by" passes a post only when the sentence gives the one followed one ("… was Dieter
  // Noll, who served …, followed by Joachim Pilz"); "she was followed by Lars Eide in 2014" after a
  // paragraph of posts, or "the speech was followed by a reception", says nothing of which.
  if (v.lemma === 'follow' && !here) return [];
  const known = here ? { predicate: here.predicate, org: here.org, sentence: ctx.sentence } : passedPost(ctx.memory.held.get(predecessor));
  // The successor's role in this clause; else one the sentence gives them — but not an apposition's
  // description when the predecessor's role is known ("Porsche's chief executive, Matthias Müller,
  // replaced him": Müller takes Winterkorn's post at Volkswagen, not Porsche's).
  // (Not a post a later clause gives them: "…, when he left to become Secretary of State".)
  // (Nor the post a relative clause says they had held before: "Narasimhan, who had been chief
  // executive of Reckitt from 2019 to 2022, took over from Schultz" takes Schultz's post.)
  const earlier = (h: Holding) =>
    h.clause !== null && h.clause !== c && h.clause.kind === 'relative' && (h.clause.verb.tense === 'pluperfect' || h.temporal.some((t) => t.role === 'END'));
  // ("Tesla named board member Robyn Denholm as its chair, replacing Elon Musk": the post the clause
  // before gave her, not the one her description names.)
  const host = c.kind === 'participial' ? r.clauses[r.clauses.indexOf(c) - 1] : undefined;
  const own =
    holdings.find((h) => h.holder === successor && h.clause === c) ??
    holdings.find((h) => h.holder === successor && host !== undefined && h.clause === host) ??
    holdings.find(
      (h) =>
        h.holder === successor &&
        !earlier(h) &&
        (h.clause !== null || !known) &&
        (h.clause === null || h.clause.from <= c.to || (c.kind === 'relative' && h.clause.subject === c.subject)),
    );
  let start = own ? own.temporal.filter((t) => t.role === 'START' || t.role === 'POINT') : [];
  if (start.length === 0) start = timesFor(c.times, 'onset').filter((t) => t.role === 'START');
  // ("who was replaced by Kari Nilsen in January 2019": the tagger made the replacing's date an end;
  // it is when the successor began.)
  if (start.length === 0) start = endsAsStarts(c.times.filter((t) => !BOUNDING_CUES.has(t.cue)));
  // ("Margaret Doyle edited the paper from 1952 to 1971. She was succeeded by Peter Chen": the
  // successor starts where the text said the other's term ended.)
  const until = here ? undefined : ctx.memory.held.get(predecessor)?.until;
  if (start.length === 0 && known && until) start = endsAsStarts([until]);
  // "followed by Joachim Pilz until 1993": the successor starts where the predecessor's term ended.
  if (start.length === 0 && here) start = endsAsStarts(here.temporal);
  if (start.length === 0) start = withReportedStart([], c, ctx.tokens, reportTime(ctx));
  // "handed the post of chief executive to": the role the clause names.
  const post = c.objects.find((o) => o.of?.role && POSTS.has(o.headLemma))?.of ?? null;
  const postDef = post ? personRole(ctx, post) : null;
  // "took over from X", "had held the post": the role the text is about, when it has just named one.
  const recent = ctx.memory.last && ctx.sentence - ctx.memory.last.sentence <= 3 ? ctx.memory.last : null;
  // On a page about an office ("Mayor of London"), a succession the text gives no post for is that office's.
  const officeDef = ctx.office ? (ctx.schema.byName.get(ctx.office.predicate) ?? null) : null;
  // (A post passes from one holder to the next only when it has one holder at a time.)
  const passes = (d: PredicateDef | null | undefined) => (d && d.cardinality === 'functional' ? d : null);
  const helm = helmOf(c, ctx);
  const def: PredicateDef | null =
    own?.predicate ?? passes(postDef) ?? known?.predicate ?? passes(recent?.predicate) ?? passes(officeDef) ?? (helm ? helmRole(ctx) : null);
  // "Karl Weber was appointed finance minister on Monday. Weber replaces Sofia Lind, who resigned last
  // week": an office of one holder the text has just given the successor passes from the one replaced.
  // (The one office taken, not one the sentence ended: "appointing Karl Weber as finance minister
  // and moving him from the health ministry".)
  // (Only a bare replacing right after the office was given: not "In 2018 he replaced Sofia Lind as
  // party leader", "On the board of Nordlys Bank, Weber replaces Sofia Lind".)
  const opening = c.subject ? r.units.slice(0, r.units.indexOf(c.subject)).some((u) => u.kind === 'prep') : true;
  const bare = c.as === null && c.preps.length === 0 && c.times.length === 0 && !opening && !deniedOrDoubted(ctx.tokens, r);
  const last = !def && !own && !known && bare ? ctx.memory.held.get(successor) : undefined;
  const offices =
    last && ctx.sentence - last.sentence <= 1
      ? (ctx.memory.posts.get(successor) ?? []).filter(
          (p) => p.predicate.name === 'positionHeld' && typeof p.org === 'string' && SINGLE_OFFICE.test(p.org) && !(last.until && p.org === last.org),
        )
      : [];
  if (last && offices.length === 1) {
    const office = offices[0]!;
    const since = office.org === last.org ? last.since : undefined;
    return [
      ...officeReplaced(c, r, predecessor, predecessorNp, office.predicate, office.org as string, since, holdings, ctx),
      ...replacement(ctx, successor, predecessor, 0.8, since ? [{ ...since, role: 'START' }] : start, c),
    ];
  }
  // "Y will succeed X as chief executive": the organisation is X's, when the text said whose.
  if (own && !own.named && known && known.predicate === own.predicate) {
    own.org = known.org;
    own.named = true;
  }
  // "Churchill succeeded Chamberlain as prime minister" after "served as Prime Minister of the
  // United Kingdom": the office the text already gave the successor.
  const mine = own && !own.named ? ctx.memory.held.get(successor) : undefined;
  if (own && mine && mine.predicate === own.predicate) {
    own.org = mine.org;
    own.named = true;
    own.confidence = Math.max(own.confidence, 0.75);
  }
  const org: Entity | string | null =
    own?.org ??
    helm ??
    (post && postDef ? namedOrganisation(post, ctx, null) : null) ??
    (known && known.predicate === def ? known.org : null) ??
    (recent && recent.predicate === def ? recent.org : null) ??
    (def ? contextOrganisation(ctx, successor, def, false)[0] : null);
  if (def && !own && org) {
    // The successor takes the predecessor's known role.
    // (A passive succession's "until 1993" ends the successor's term.)
    let until = passive ? c.times.filter((t) => t.role === 'END' && BOUNDING_CUES.has(t.cue)) : [];
    // ("He was replaced by his assistant, Colin Tait, who was sacked two years later": the successor's
    // own leaving, when it comes after the start.)
    const from = start.find((t) => t.role === 'START' || t.role === 'POINT');
    const left = until.length === 0 ? leftInRelative(r, successorNp, ctx, org) : null;
    if (left && from && left.times.every((t) => t.role !== 'END' || t.time > from.time)) {
      until = left.times.filter((t) => t.role === 'END');
      ctx.consumed.add(left.clause);
    }
    holdings.push({ predicate: def, holder: successor, org, confidence: 0.7, temporal: [...start, ...until], clause: c, named: true });
    ctx.entities.settle(successor, 'person');
  }
  if (def && org) {
    // "…, who led the company from 2000 to 2014": the predecessor's own term, from a relative clause.
    const rel = r.clauses.find((x) => x.kind === 'relative' && x.subject === predecessorNp && LEADING.has(x.verb.lemma));
    let temporal = startsAsEnds(start);
    if (rel) {
      ctx.consumed.add(rel);
      const years = durationYears(clauseText(rel, ctx));
      const stated = withDuration(timesFor(rel.times, 'as-is'), years);
      // ("…, who has led the company for eleven years": a present perfect's length counts back from the report.)
      if (years !== null && rel.verb.tense === 'perfect' && !stated.some((t) => t.role === 'START' || t.role === 'POINT'))
        stated.push(countedBack(years, ctx.documentTime, ctx.tokens, rel.verb.from, rel.verb.to));
      temporal = [
        ...stated.filter((t) => t.role === 'START' || t.role === 'POINT').map((t) => ({ ...t, role: 'START' as const })),
        ...(stated.some((t) => t.role === 'END') ? stated.filter((t) => t.role === 'END') : temporal),
      ];
      // ("succeeding Daniel Reyes, who led the company for nine years": the length counts back from
      // the successor's start, which ends the term.)
      temporal = withDuration(temporal, years);
    } else {
      // "replacing Tom Becker, who stepped down in June after eight years at the helm": the day the
      // clause says they left ends the term (not a later one: "succeeding Ann Hale, who died in 2019").
      const left = leftInRelative(r, predecessorNp, ctx, org);
      const from = start.find((t) => t.role === 'START' || t.role === 'POINT');
      if (left && (!from || left.times.every((t) => t.role !== 'END' || t.time <= from.time))) {
        temporal = left.times;
        ctx.consumed.add(left.clause);
      }
    }
    const already = holdings.find((h) => h.holder === predecessor && h.predicate === def && h.org === org);
    if (already) already.temporal = mergeTimes(already.temporal, temporal);
    // (In a history, with no date for it, the predecessor's term would be stored from the page's
    // date, as if current: review decides. A report's date is the present it speaks of.)
    else {
      const report = reportTime(ctx);
      // ("Vasquez, hired in January, replaced Doyle": the date a reduced clause gives the successor.)
      // (Only a clause of being taken on, with no post of its own, before a past succession: not
      // "born in 1975", "hired in 2019 as finance chief", "named in March to the board, will replace".)
      const hired =
        temporal.length === 0 && c.verb.tense === 'past'
          ? r.clauses.find(
              (x) =>
                x.kind === 'reduced' && x.subject === c.subject && x.times.length > 0 && APPOINTING.has(x.verb.lemma) && x.as === null && x.preps.length === 0,
            )
          : undefined;
      if (hired) temporal = startsAsEnds(timesFor(hired.times, 'onset'));
      if (temporal.length === 0 && report !== null) temporal = [reportedEnd(c, ctx.tokens, report)];
      const undated = temporal.length === 0 && ctx.genre === 'encyclopedic';
      holdings.push({ predicate: def, holder: predecessor, org, confidence: undated ? 0.45 : 0.75, temporal, clause: null, named: true });
    }
    ctx.entities.settle(predecessor, 'person');
  }
  out.push(...replacement(ctx, successor, predecessor, 0.8, start, c));
  return out;
}

/**
 * "Wagoner's successor, Fritz Henderson, …", "his successor, Tim Cook": the named person holds the
 * post the possessor held (known from this sentence or before) and replaced them.
 */
function namedSuccessor(a: Apposition, holdings: Holding[], ctx: RoleContext): ReadFact[] {
  const d = a.description;
  if (d.headLemma !== 'successor' || !d.possessor) return [];
  const predecessor = ctx.ref(d.possessor);
  const successor = ctx.ref(a.name);
  if (!predecessor || !successor || predecessor === successor || successor.kind === 'organisation') return [];
  const here = holdings.find((h) => h.holder === predecessor);
  const known = here ?? passedPost(ctx.memory.held.get(predecessor));
  if (known && !holdings.some((h) => h.holder === successor && h.predicate === known.predicate)) {
    holdings.push({ predicate: known.predicate, holder: successor, org: known.org, confidence: 0.7, temporal: [], clause: null, named: true });
    ctx.entities.settle(successor, 'person');
  }
  return replacement(ctx, successor, predecessor, 0.75, [], null);
}

/**
 * "He was chief executive from 1987 until 2000, when Orin Smith took over": the role the clause
 * before ended passes to the subject of "when … took over / succeeded him / became …" at that end.
 */
function takingOver(c: Clause, holdings: Holding[], ctx: RoleContext): ReadFact[] {
  const v = c.verb;
  if (c.kind !== 'subordinate' || c.link !== 'when' || !c.parent || !c.subject || v.negated) return [];
  if (!((v.lemma === 'take' && v.particle === 'over') || v.lemma === 'succeed' || v.lemma === 'replace' || (v.lemma === 'step' && v.particle === 'in')))
    return [];
  // The role that ended in the clause this one hangs from ("resigned in April 1955, when Anthony
  // Eden took over": the post the one who resigned held).
  const leaver = c.parent.subject ? ctx.ref(c.parent.subject) : null;
  const before =
    holdings.find((h) => h.clause === c.parent && h.temporal.some((t) => t.role === 'END')) ??
    holdings.find((h) => h.holder === leaver && h.temporal.some((t) => t.role === 'END') && h.predicate.subject !== 'Person');
  const successor = ctx.ref(c.subject);
  if (!before && successor && leaver) return ledUntil(c, c.parent, leaver, successor, holdings, ctx);
  if (!before || !successor || successor === before.holder || successor.kind === 'organisation') return [];
  const start = endsAsStarts(before.temporal);
  holdings.push({ predicate: before.predicate, holder: successor, org: before.org, confidence: 0.75, temporal: start, clause: c, named: true });
  ctx.entities.settle(successor, 'person');
  return replacement(ctx, successor, before.holder, 0.75, start, c);
}

/**
 * The one replaced in an office of one holder held it until the successor took it — or until the
 * day a relative clause says they left ("Sofia Lind, who resigned last week").
 */
function officeReplaced(
  c: Clause,
  r: SentenceReading,
  predecessor: Entity,
  predecessorNp: NounPhrase,
  def: PredicateDef,
  office: string,
  since: TemporalExpression | undefined,
  holdings: Holding[],
  ctx: RoleContext,
): ReadFact[] {
  const left = leftInRelative(r, predecessorNp, ctx, office);
  if (left) ctx.consumed.add(left.clause);
  let until = left?.times ?? [];
  if (until.length === 0 && since) until = [{ ...since, role: 'END' }];
  if (until.length === 0) {
    const report = reportTime(ctx);
    if (report !== null) until = [reportedEnd(c, ctx.tokens, report)];
  }
  holdings.push({ predicate: def, holder: predecessor, org: office, confidence: until.length > 0 ? 0.75 : 0.45, temporal: until, clause: null, named: true });
  ctx.entities.settle(predecessor, 'person');
  return [];
}

/**
 * "Sofia Lind, who resigned last week", "Tom Becker, who stepped down in June after eight years at
 * the helm": the end a relative clause gives the one replaced, and the start its length counts back
 * to — or null when no such clause dates a leaving.
 */
function leftInRelative(
  r: SentenceReading,
  np: NounPhrase,
  ctx: RoleContext,
  org: Entity | string | null,
): { times: TemporalExpression[]; clause: Clause } | null {
  // (Only a leaving of the post itself: "who stepped down in June", "who left the bank in 2019" — not
  // "who graduated from Oxford", "left Goldman Sachs to join the group", "resigned from the board of
  // Delta Partners", "sold her stake", "died in 2019", "retired as a player".)
  const left = r.clauses.find(
    (x) =>
      x.kind === 'relative' &&
      x.subject === np &&
      LEAVING_POST.has(x.verb.particle ? `${x.verb.lemma} ${x.verb.particle}` : x.verb.lemma) &&
      x.times.length > 0 &&
      x.as === null &&
      x.objects.every((o) => LENGTHS.has(o.headLemma) || (org !== null && ctx.ref(o) === org)) &&
      x.preps.every(
        (p) => p.prep === 'after' || (p.prep !== 'from' && p.prep !== 'as' && p.prep !== 'to' && p.prep !== 'with') || (org !== null && ctx.ref(p.np) === org),
      ),
  );
  const until = left ? timesFor(left.times, 'ending').filter((t) => t.role === 'END') : [];
  if (!left || until.length === 0) return null;
  const text = clauseText(left, ctx);
  // (A length said of this post: "after eight years at the helm" — not "after a decade as dean".)
  return { times: withDuration(until, HELD_LENGTH.test(text) ? durationYears(text) : null), clause: left };
}
/** Nouns of a length of time ("after eight years at the helm"), which the clause reader may take for an object. */
const LENGTHS = new Set(['year', 'month', 'decade', 'season', 'week', 'term', 'career', 'stint', 'spell', 'tenure']);
/** Verbs of leaving a post (with their particle). */
const LEAVING_POST = new Set([
  'resign',
  'retire',
  'step down',
  'stand down',
  'step aside',
  'quit',
  'leave',
  'depart',
  'oust',
  'fire',
  'sack',
  'dismiss',
  'remove',
  'depose',
  'topple',
  'relieve',
  'axe',
  'overthrow',
  'dethrone',
  'abdicate',
  'force out',
  'vote out',
]);

/** A post someone leaves, as this sentence or the two before it said. */
interface LeftPost {
  holder: Entity;
  predicate: PredicateDef;
  org: Entity | string;
  until: TemporalExpression;
}

/**
 * The post the text has just said its holder leaves — in this sentence, else in the two before it —
 * that someone else can take over: a post at an organisation, one holder at a time.
 */
function postLeft(ctx: RoleContext, taker: Entity, holdings: readonly Holding[]): LeftPost | null {
  const fits = (holder: Entity, predicate: PredicateDef) => holder !== taker && predicate.subject !== 'Person' && predicate.cardinality === 'functional';
  for (const h of holdings) {
    const until = h.temporal.find((t) => t.role === 'END');
    if (until && fits(h.holder, h.predicate)) return { holder: h.holder, predicate: h.predicate, org: h.org, until };
  }
  // (Not a post someone has been read to hold since: "Rex Tillerson succeeded him" took Raymond's.)
  const takenSince = (holder: Entity, predicate: PredicateDef, org: Entity | string, sentence: number) =>
    [...ctx.memory.posts].some(
      ([other, posts]) =>
        other !== holder && (ctx.memory.held.get(other)?.sentence ?? -1) >= sentence && posts.some((p) => p.predicate === predicate && p.org === org),
    );
  let best: (LeftPost & { sentence: number }) | null = null;
  for (const [holder, m] of ctx.memory.held)
    if (
      m.until &&
      ctx.sentence - m.sentence <= 2 &&
      fits(holder, m.predicate) &&
      (!best || m.sentence > best.sentence) &&
      !takenSince(holder, m.predicate, m.org, m.sentence)
    )
      best = { holder, predicate: m.predicate, org: m.org, until: m.until, sentence: m.sentence };
  return best;
}

/** "will take over", "took over on 1 May": taking a post the clause does not name, nor whose it was. */
function bareTakeOver(c: Clause): boolean {
  const v = c.verb;
  return (
    v.lemma === 'take' &&
    v.particle === 'over' &&
    !v.negated &&
    c.as === null &&
    c.objects.length === 0 &&
    !c.preps.some((p) => p.prep === 'from' || p.prep === 'as')
  );
}

/**
 * "Paul Renner will retire at the end of September. Lisa Okafor, the insurer's finance chief, will
 * take over on October 1": a bare "take over" takes the post the text has just said someone leaves —
 * from the date it gives, else from when the other leaves it. (A "when" clause is takingOver's.)
 */
function takesOverLeft(c: Clause, holdings: Holding[], ctx: RoleContext, r: SentenceReading): ReadFact[] {
  // (Only what is told as done or to be done: not "declined to take over", "doubt that she will take
  // over", "if she takes over", "may take over"; and by a person — "Allianz will take over next year"
  // is a company's.)
  if (!bareTakeOver(c) || !c.subject || (c.kind !== 'main' && c.kind !== 'coordinate') || c.verb.modal !== null) return [];
  if (deniedOrDoubted(ctx.tokens, r) || r.clauses.some((x) => x !== c && (BELIEVING.has(x.verb.lemma) || x.verb.negated))) return [];
  const successor = ctx.ref(c.subject);
  if (!successor || successor.kind !== 'person') return [];
  if (holdings.some((h) => h.holder === successor && h.clause === c)) return [];
  const left = postLeft(ctx, successor, holdings);
  if (!left) return [];
  const onset = timesFor(c.times, 'onset');
  const start = onset.length > 0 ? onset : endsAsStarts([left.until]);
  holdings.push({ predicate: left.predicate, holder: successor, org: left.org, confidence: 0.75, temporal: start, clause: c, named: true });
  ctx.entities.settle(successor, 'person');
  return replacement(ctx, successor, left.holder, 0.75, start, c);
}

/**
 * "Ola Brekke ran the company until 1990, when his daughter Hanne Brekke took over as chief
 * executive": the post the successor took is the one the leader before held, and it passed then —
 * when the one who led it led the post's own organisation.
 */
function ledUntil(c: Clause, led: Clause, leader: Entity, successor: Entity, holdings: Holding[], ctx: RoleContext): ReadFact[] {
  const own = holdings.find((h) => h.holder === successor && h.clause === c);
  const ends = led.times.filter((t) => t.role === 'END');
  if (!own || ends.length === 0 || leader === successor || leader.kind === 'organisation' || !LEADING.has(led.verb.lemma) || led.verb.lemma === 'be') return [];
  if (!led.objects.some((o) => ctx.ref(o) === own.org)) return [];
  const start = endsAsStarts(ends);
  own.temporal = mergeTimes(own.temporal, start);
  own.confidence = Math.max(own.confidence, 0.75);
  holdings.push({ predicate: own.predicate, holder: leader, org: own.org, confidence: 0.75, temporal: ends, clause: led, named: true });
  ctx.entities.settle(leader, 'person');
  ctx.consumed.add(led);
  return replacement(ctx, successor, leader, 0.75, start, c);
}

/** Nouns for the one who takes another's post ("named Lena Dahl as his interim replacement"). */
const REPLACEMENT_NOUNS = new Set(['replacement', 'successor']);
/** Verbs that give a post to their object ("named", "appointed", "tapped"). */
const GIVING = new Set(['name', 'appoint', 'choose', 'select', 'pick', 'tap', 'hire', 'install']);

/**
 * "ousted chief executive Tor Vik … and named finance chief Lena Dahl as his interim replacement":
 * the one named takes the post of the one replaced (whose post this sentence or the text gave) —
 * from the naming's date, else from the end of the other's term in this sentence, else from the report.
 */
function namedReplacement(c: Clause, holdings: Holding[], ctx: RoleContext): ReadFact[] {
  const v = c.verb;
  if (!GIVING.has(v.lemma) || v.voice !== 'active' || !c.as || !REPLACEMENT_NOUNS.has(c.as.headLemma) || !c.objects[0] || !states(c)) return [];
  const successor = ctx.ref(c.objects[0]);
  // ("as his replacement", "as the successor to Alex Ferguson")
  const to = c.as.possessor ? null : c.preps.find((p) => p.prep === 'to' && p.np.from === c.as!.to + 1)?.np;
  let replaced = c.as.possessor ? ctx.ref(c.as.possessor) : to ? ctx.ref(to) : null;
  // ("his" read as the one just named, whose gender the text has not said: the one whose post ended
  // in this sentence is meant.)
  if (replaced === successor)
    replaced = holdings.find((h) => h.holder !== successor && h.predicate.subject !== 'Person' && h.temporal.some((t) => t.role === 'END'))?.holder ?? null;
  if (!successor || !replaced || successor.kind === 'organisation' || replaced.kind === 'organisation') return [];
  const here = holdings.find((h) => h.holder === replaced && h.predicate.subject !== 'Person');
  // ("Manchester United named Everton manager David Moyes as the successor to Alex Ferguson": with
  // no post known for the one replaced, the post the one named holds elsewhere, at the organisation
  // that names them.)
  const naming = c.subject ? ctx.ref(c.subject) : null;
  const elsewhere = holdings.find((h) => h.holder === successor && h.predicate.subject !== 'Person' && h.org !== naming);
  const known = here
    ? { predicate: here.predicate, org: here.org }
    : (organisationPost(ctx.memory.held.get(replaced)) ??
      (elsewhere && naming && naming.kind !== 'person' && elsewhere.predicate.cardinality === 'functional'
        ? { predicate: elsewhere.predicate, org: naming }
        : undefined));
  if (!known) return [];
  let start = timesFor(c.times, 'onset').filter((t) => t.role === 'START' || t.role === 'POINT');
  if (start.length === 0 && here) start = endsAsStarts(here.temporal);
  if (start.length === 0) start = withReportedStart([], c, ctx.tokens, reportTime(ctx));
  start = start.map((t) => ({ ...t, role: 'START' as const }));
  holdings.push({ predicate: known.predicate, holder: successor, org: known.org, confidence: 0.75, temporal: start, clause: c, named: true });
  ctx.entities.settle(successor, 'person');
  // (The one replaced held it until then, when no term of theirs here says otherwise.)
  if (!here)
    holdings.push({ predicate: known.predicate, holder: replaced, org: known.org, confidence: 0.75, temporal: startsAsEnds(start), clause: null, named: true });
  ctx.consumed.add(c);
  return replacement(ctx, successor, replaced, 0.75, start, c);
}

/** The fact that a successor replaced a predecessor, when the schema has it. */
function replacement(
  ctx: RoleContext,
  successor: Entity,
  predecessor: Entity,
  confidence: number,
  temporal: TemporalExpression[],
  clause: Clause | null,
): ReadFact[] {
  const replaces = ctx.schema.byName.get('replaces');
  return replaces ? [{ predicate: replaces.name, subject: successor, object: predecessor, confidence, temporal, clause }] : [];
}

const orgName = (org: Entity | string): string => (typeof org === 'string' ? org : org.name);

/** Adds the bounds `extra` states that `base` lacks. */
function mergeTimes(base: TemporalExpression[], extra: TemporalExpression[]): TemporalExpression[] {
  const out = [...base];
  if (!out.some((t) => t.role === 'START' || t.role === 'POINT')) out.push(...extra.filter((t) => t.role === 'START' || t.role === 'POINT'));
  if (!out.some((t) => t.role === 'END')) out.push(...extra.filter((t) => t.role === 'END'));
  return out;
}

/**
 * "X stepped down (as R) in 2014", "X resigned", "X was ousted": the end of X's role — the one this
 * clause names, else the one the document last said X held.
 */
function endings(c: Clause, holdings: Holding[], ctx: RoleContext, r: SentenceReading): ReadFact[] {
  const v = c.verb;
  // "fired its chief executive, Parag Agrawal", "ousted Chapek": the object's role ends. So does
  // that of the one a body "parted company with" ("Yeovil parted company with Sturrock").
  const parted =
    v.lemma === 'part' && c.objects.some((x) => x.headLemma === 'company' || x.headLemma === 'way') ? c.preps.find((p) => p.prep === 'with')?.np : undefined;
  if (v.voice === 'active' && (OBJECT_ENDINGS.has(v.lemma) || parted) && states(c) && (parted ?? c.objects[0])) {
    const o = parted ?? c.objects[0]!;
    const name = o.role ? (r.appositions.find((a) => a.description === o)?.name ?? null) : o.name || o.pronoun ? o : null;
    const holder = name ? ctx.ref(name) : null;
    if (!holder || holder.kind === 'organisation') return [];
    const temporal = timesFor(c.times, 'ending');
    if (!temporal.some((t) => t.role === 'END'))
      temporal.push({
        start: ctx.tokens[v.from]!.start,
        end: ctx.tokens[v.to - 1]!.end,
        text: v.text,
        role: 'END',
        time: ctx.documentTime,
        granularity: 'day',
        cue: 'ended',
      });
    const held = ctx.memory.held.get(holder);
    const def = o.role ? personRole(ctx, o) : (held?.predicate ?? null);
    const subject = c.subject ? ctx.ref(c.subject) : null;
    // (The body that parted company is the one whose post ends: "Yeovil announced that they had parted
    // company with Sturrock" — and only the one the document last read the person to hold a post at.)
    const heldThere = held && subject && (orgName(held.org) === subject.name || orgName(held.org).startsWith(`${subject.name} `)) ? held.org : null;
    const org = o.role
      ? (namedOrganisation(o, ctx, subject) ?? (subject && subject.kind !== 'person' ? subject : null))
      : parted
        ? heldThere
        : (held?.org ?? null);
    const existing = holdings.find((h) => h.holder === holder && h.predicate === def);
    if (def && (existing || org)) ctx.consumed.add(c);
    if (existing) {
      existing.temporal = mergeTimes(existing.temporal, temporal);
      // "Boeing Co. ousted chief executive Dennis Muilenburg": the one who ousts names the
      // organisation the apposition alone could only guess.
      if (org && !existing.named) Object.assign(existing, { org, named: true, confidence: Math.max(existing.confidence, 0.75) });
    } else if (def && org) holdings.push({ predicate: def, holder, org, confidence: 0.75, temporal, clause: c, named: true });
    return [];
  }
  const passiveEnd = v.voice === 'passive' && isEnding(v.lemma, null);
  if (!(isEnding(v.lemma, v.particle) && v.voice === 'active') && !passiveEnd) return [];
  if (!states(c) || !c.subject) return [];
  const holder = ctx.ref(c.subject);
  if (!holder || holder.kind === 'organisation') return [];
  if (holdings.some((h) => h.holder === holder && (h.clause === c || h.clause === null))) {
    // An apposition or "as R" in this clause already carries the end.
    // ("its founder, Per Strand, would retire as chairman in June": not a relation made for good.)
    for (const h of holdings)
      if (h.holder === holder && h.clause === null && !h.predicate.lasting && !h.temporal.some((t) => t.role === 'END'))
        h.temporal = mergeTimes(h.temporal, timesFor(c.times, 'ending'));
    // ("Wagoner's successor, Fritz Henderson, resigned in December 2009" says no more than that end —
    // but "Ada Lowe, the firm's chairman from 1950 to 1961, died in 1970" says a death, which its own
    // reading keeps.)
    if (c.objects.length === 0 && c.preps.length === 0 && v.lemma !== 'die') ctx.consumed.add(c);
    return [];
  }
  // "Rick Wagoner, who had been chief executive since June 2000, was ousted in March 2009": the post
  // a relative clause of this sentence gave the holder ends — when the clause names no other body.
  const named = [...c.objects, ...c.preps.filter((p) => p.prep === 'from' || p.prep === 'as').map((p) => p.np)]
    .map((np) => ctx.ref(np))
    .filter((e) => e !== null);
  // ("He became Yeovil Town manager in April 2015, but left the club eight months later": so does the
  // post the sentence's main clause gave, when this coordinated verb names its organisation.)
  const held = holdings.filter(
    (h) =>
      h.holder === holder &&
      h.clause !== null &&
      ((h.clause.kind === 'relative' && h.clause.subject === c.subject) ||
        (c.kind === 'coordinate' &&
          h.clause.kind === 'main' &&
          h.clause.to <= c.from &&
          named.length > 0 &&
          // (A date of its own, after its verb: not the appointment's, which the "and" clause inherits.)
          c.times.some((t) => t.start > ctx.tokens[c.verb.from]!.start))) &&
      !h.temporal.some((t) => t.role === 'END') &&
      named.every((e) => e === h.org),
  );
  // (Not when the clause names the post itself — "stepped down as chairman" is read where roles are
  // named — nor for a founding, which is no term.)
  const namesPost = c.as !== null || [...c.objects, ...c.preps.map((p) => p.np)].some((np) => np.role !== null);
  if (!namesPost && held.length > 0 && !c.preps.some((p) => p.prep === 'for' || p.prep === 'to') && held.every((h) => h.predicate.name !== 'founder')) {
    const ending = timesFor(c.times, 'ending');
    if (ending.some((t) => t.role === 'END')) {
      for (const h of held) h.temporal = mergeTimes(h.temporal, ending);
      ctx.consumed.add(c);
      return [];
    }
  }
  // "served as foreign secretary from 2016 until he resigned in 2018": the resignation ends the post
  // of the clause it bounds (which has its date from it), not one the text named before.
  if (c.parent && (c.link === 'until' || c.link === 'till') && holdings.some((h) => h.holder === holder && h.clause === c.parent)) return [];
  const known = ctx.memory.held.get(holder);
  if (!known) return [];
  // What was left must be the role's organisation ("left Piacenza", "quit the club"); "leaving for
  // Porto" starts something. Without one, only resigning, stepping down or being ousted ends a role,
  // and only one the text has just named.
  const left = [...c.objects, ...c.preps.filter((p) => p.prep === 'from' || p.prep === 'as').map((p) => p.np)].map((np) => ctx.ref(np));
  const namesOrg = left.some((e) => e !== null && e === known.org);
  if (
    !namesOrg &&
    (left.some((e) => e !== null) ||
      c.preps.some((p) => p.prep === 'for' || p.prep === 'to') ||
      (!OBJECTLESS_ENDINGS.has(v.lemma) && v.particle === null) ||
      ctx.sentence - known.sentence > 2)
  )
    return [];
  const temporal = withDuration(timesFor(c.times, 'ending'), durationYears(clauseText(c, ctx)));
  let confidence = 0.7;
  if (!temporal.some((t) => t.role === 'END')) {
    // Undated: the paragraph's narrative time in an encyclopedia, the report's date in the news.
    const at =
      ctx.inherited ??
      (ctx.genre === 'news'
        ? { start: ctx.tokens[v.from]!.start, end: ctx.tokens[v.to - 1]!.end, text: v.text, time: ctx.documentTime, granularity: 'day' as const, cue: 'ended' }
        : null);
    if (at) temporal.push({ ...at, role: 'END' });
    else confidence = 0.45;
  }
  holdings.push({ predicate: known.predicate, holder, org: known.org, confidence, temporal, clause: c, named: true });
  return [];
}

/** Verbs whose object's role ends ("fired its chief executive", "ousted Chapek"). */
const OBJECT_ENDINGS = new Set(['fire', 'oust', 'dismiss', 'sack', 'remove', 'depose', 'topple', 'axe', 'ax', 'overthrow', 'relieve']);

/** Verbs that end a role without naming it ("Bonelli resigned", "was ousted"). */
const OBJECTLESS_ENDINGS = new Set(['resign', 'retire', 'oust', 'fire', 'sack', 'dismiss', 'quit', 'depose', 'topple', 'relieve', 'remove', 'axe', 'ax']);
