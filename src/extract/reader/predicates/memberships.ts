// Memberships: joining and leaving a body, where what the body is decides the predicate. "Livingstone
// rejoined Labour in January 2004" is party membership, "Ronaldo joined Real from Manchester United
// in 2009" is a team's (and the end of another's), "Jobs left Apple in 1985" is the end of an
// employment. The schema's aliases read "joined X" as employment alone; this module reads the verb,
// the kind of body and, for teams, whether the document is about sport at all.

import { COUNTRIES } from '../../places.js';
import { CLUB_PREFIX } from '../../names.js';
import type { Apposition, Clause } from '../grammar/clauses.js';
import { objectTimes, states, timesFor, type ReadFact } from '../facts.js';
import { textOf, type NounPhrase, type VerbGroup } from '../grammar/phrases.js';
import { guessKind, type Entity } from '../grammar/references.js';
import type { Token } from '../grammar/tokens.js';

/** Verbs of entering a body, with the preposition that names it when it is not the object. */
const ENTERING: ReadonlyMap<string, string | null> = new Map([
  ['join', null],
  ['rejoin', null],
  ['return', 'to'],
  ['move', 'to'],
  ['transfer', 'to'],
  ['sign', 'for'],
  ['defect', 'to'],
]);
/** Careers other than a player's ("his coaching career", "her political career"). */
// prettier-ignore
const OTHER_CAREERS = new Set(['coaching', 'managerial', 'political', 'business', 'acting', 'writing', 'academic', 'teaching', 'broadcasting', 'film', 'music', 'singing']);
/** What one signs with a club: "a two-year deal", "a contract". */
const DEALS = new Set(['deal', 'contract', 'agreement', 'extension', 'terms']);
/** Verbs of leaving a body (the object), or of being put out of one ("was expelled from"). */
const LEAVING: ReadonlyMap<string, string | null> = new Map([
  ['leave', null],
  ['quit', null],
  ['expel', 'from'],
]);

/**
 * Party names, with the word "party" or without ("rejoined Labour", "Democratic Convergence of
 * Catalonia"). ("Party City", a shop, opens with the word and names no party: "Party of Regions" does. A caucus
 * or a parliament's group is no party: "New Democrat Coalition", "Political Group of the European Peoples Party".)
 */
export const PARTY_NAME =
  /^(?!(?:the\s+)?Party\s+(?!of\b)\p{Lu})(?!.*\b(?:Democrat Coalition|Blue Dog Coalition|Caucus)\b)(?!(?:the\s+)?Political Group\b)(?:the\s+)?(?:.*\b(?:Part(?:y|i|ei|ido|ito)|Convergence|Coalition)\b.*|Labour|Conservatives|Tories|Liberals|Liberal Democrats|Lib Dems|Democrats|Republicans|Greens|Social Democrats|Christian Democrats|SNP|SPD|CDU|CSU|FDP|UKIP|Reform UK|Sinn Féin|Fianna Fáil|Fine Gael|Plaid Cymru|Likud)$/u;

/**
 * What a seat is in: a legislature ("the Mississippi Senate", "Dáil Éireann") or a constituency
 * ("District 19", "Kemper County"). "was returned to the Royal Navy", "represented Indonesia in the
 * Olympiads", "sat in Design" are no seats.
 */
const SEAT_NAME =
  /\b(?:Parliament|Assembly|Congress|Senate|House|Council|Dáil|Seanad|Bundestag|Landtag|Reichstag|Duma|Diet|Legislature|Chamber|Cortes|Knesset|Sejm|Riksdag|Storting|Folketing|Althing|Majlis|Rada|Senedd|Commons|Lords|Deputies|Representatives|District|Division|Constituency|Ward|Borough|Riding|County)\b/iu;

/** Is a name one a seat can be in: a legislature, or a constituency, which is often a town's name ("represented Clacton")? */
export function seatLike(name: string): boolean {
  if (SEAT_NAME.test(name)) return true;
  // (A country is a team's or an ambassador's; a body's name has its kind in it: "Royal Navy", "Siemens AG".)
  return /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?$/u.test(name) && !COUNTRIES.has(name) && !PARTY_NAME.test(name) && !NOT_A_SEAT.test(name);
}
const NOT_A_SEAT = /\b(?:Navy|Army|Force|Corps|Empire|Union|League|Championships?|Cup|Games|Olympiads?|Team|Club|Company|Group)$/u;

/** Words that make a document one about sport: in such a document the clubs joined are teams. */
const SPORT_WORDS = new Set(
  (
    'footballer striker forward midfielder defender goalkeeper winger club league season transfer loan debut squad ' +
    'goals cup championship coach fixture kit stadium'
  ).split(' '),
);

/** Does a copula stand before token i with only determiners and describing words between ("is an English professional football club")? */
function definedAs(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 7); k--) {
    const t = tokens[k]!;
    if (t.lemma === 'be') return true;
    if (t.pos !== 'DET' && t.pos !== 'ADJ' && t.pos !== 'NOUN' && t.pos !== 'PROPN' && t.pos !== 'NUM') return false;
  }
  return false;
}

/** Sports, and what of theirs makes a text one about them ("football club", "rugby team"). */
const SPORTS = new Set(['football', 'soccer', 'basketball', 'rugby', 'baseball', 'hockey', 'cricket', 'volleyball', 'handball']);
const SIDES = new Set(['club', 'team', 'player', 'manager', 'coach', 'league']);

/** Leagues and divisions, which clubs play in: "Serie B", "League One", "Segunda División", "the National Football League". */
export const LEAGUE_NAME =
  /\b(?:Serie [A-D]\d?|Liga|League|Division|División|Divisão|Bundesliga|Ligue [12]|Eredivisie|Premiership|Superliga|Ekstraklasa|Allsvenskan|Eliteserien|Süper Lig|Conference)\b|^(?:MLS|NBA|NFL|NHL|WNBA)$/u;

/** Nouns a club or party is described by before its name. */
const CLUB_NOUNS = new Set(['club', 'side', 'team', 'outfit', 'franchise', 'party', 'rival']);

/** "the Italian club Juventus" as one phrase: the name after its club noun, and the noun. */
function clubNameIn(np: NounPhrase, tokens: readonly Token[]): { name: string; noun: string } | null {
  if (np.name) return null;
  for (let k = np.from; k < np.to - 1; k++) {
    if (!CLUB_NOUNS.has(tokens[k]!.lemma) || !tokens[k + 1]!.cap) continue;
    return { name: textOf(tokens, k + 1, np.to), noun: tokens[k]!.lemma };
  }
  return null;
}

/** Names that are companies or schools, whatever the document is about. */
// (A record label is signed with, as a club is: "signed with Polydor Records", "with EC Music".)
const NOT_A_TEAM =
  /\b(?:Inc|Corp|Corporation|Company|Ltd|plc|Group|Holdings|University|College|School|Institute|Academy|Records|Recordings|Music|Entertainment)\b/;
const SCHOOL = /\b(?:University|College|School|Institute|Academy)\b/;
/**
 * The marks of a sports club's name: "A.C. Pisa 1909", "C.D. Montijo", "SV Werder Bremen", "FK
 * Partizan", "U.S. Triestina Calcio", "Sheffield Wednesday F.C." (in a sports document only: "A. C.
 * Bradley" is a person's initials).
 */
const CLUB_MARK = new RegExp(
  String.raw`^${CLUB_PREFIX}(?=\s)|\b(?:Calcio|Sporting|Olympique|Deportivo|Dynamo|Dinamo|Atlético)\b|\s(?:F\s?\.?\s?C|A\s?\.?\s?F\s?\.?\s?C|C\s?\.?\s?F)\s?\.?$`,
  'u',
);

/** Is the document about sport (at least three distinct sport words)? */
export function aboutSport(tokens: readonly Token[]): boolean {
  const seen = new Set<string>();
  let opening = true;
  for (const [i, t] of tokens.entries()) {
    if (SPORT_WORDS.has(t.lemma) && seen.add(t.lemma).size >= 3) return true;
    // ("Kestrel Valley Football Club is a professional football club": a sport's club in the opening
    // sentence says it at once — not one mentioned later, "a football player" on a politician's page.)
    // (Only what the page is: "is a professional football club", "is a football manager" — not "owned
    // the AC Milan football club", "a sports announcer for a baseball team".)
    // (Nor a sport beside another trade: "a former rugby player and businessman".)
    if (opening && SPORTS.has(t.lemma) && SIDES.has(tokens[i + 1]?.lemma ?? '') && tokens[i + 2]?.lower !== 'and' && definedAs(tokens, i)) return true;
    if (t.text === '.' || i >= 60) opening = false;
  }
  return false;
}

export interface MembershipContext {
  ref(np: NounPhrase): Entity | null;
  /** Is the document about sport? */
  sport: boolean;
  /** Predicate names the schema has. */
  has(predicate: string): boolean;
  documentTime: number;
  tokens: readonly Token[];
  /** The name written right after a phrase, if any ("the Italian Serie B club U.S. Triestina Calcio"). */
  nameAfter(np: NounPhrase): NounPhrase | null;
  /** The name set off by a comma after a description and its phrases ("another team in the third tier, SD Ponferradina"). */
  nameSetOff(np: NounPhrase): NounPhrase | null;
  /** The phrase written right after one, if any ("League One" + "side"). */
  phraseAfter(np: NounPhrase): NounPhrase | null;
  /** Is the person known, by the sentences just before, as a club's head coach? */
  coaches(person: Entity): boolean;
  /** The organisation a name inside a phrase names ("the Italian club Juventus"). */
  organisation(name: string): Entity;
}

/** What entering or leaving `body` is a membership of: a party, a team, an employment — or nothing. */
function membershipOf(body: Entity, verb: string, ctx: MembershipContext, club: string | null = null): string | null {
  if (PARTY_NAME.test(body.name) || club === 'party') return 'memberOfPoliticalParty';
  // "the Italian club Juventus": the text says what the body is; so does "A.C. Pisa", "SV Werder Bremen".
  if ((club !== null || (CLUB_MARK.test(body.name) && !NOT_A_TEAM.test(body.name))) && ctx.sport) return 'memberOfSportsTeam';
  // A kind the text settled wins; one guessed from the name's look ("Real Madrid" looks like a
  // person's name, "Inter Miami" too) does not decide.
  const settled = body.guessed === true ? 'unknown' : body.kind;
  if (settled === 'person') return null;
  // "moved to Inter Miami" is a club, "moved to Europe" is not: a move needs a name that looks like
  // an organisation's (or a person's, as two-word club names do), not a bare unknown word.
  const moving = verb === 'move' || verb === 'transfer';
  if (ctx.sport && !NOT_A_TEAM.test(body.name) && settled !== 'place' && !(moving && body.kind !== 'organisation' && body.kind !== 'person'))
    return 'memberOfSportsTeam';
  // "returned to Apple" or "left Apple" outside sport is a job — at a body known as an organisation
  // ("left Seattle" is not); "moved to Redmond" is where one lives.
  if (body.kind !== 'organisation' || moving || verb === 'defect' || SCHOOL.test(body.name)) return null;
  return verb === 'join' || verb === 'rejoin' ? null : 'employer';
}

/**
 * The memberships a clause begins or ends. Joining gives the start; "from Y" in a sports document
 * ends the membership of Y at the same date; leaving gives the end. Plain "joined Microsoft" stays
 * with the schema's employer reading (relations.ts), which this one does not repeat.
 */
export function readMemberships(c: Clause, ctx: MembershipContext): ReadFact[] {
  const v = c.verb;
  if (!c.subject || !states(c) || v.particle !== null) return [];
  const holder = ctx.ref(c.subject);
  // A person, as the text or the name's look says ("The 33-year-old Portuguese forward" is no name).
  if (!holder || holder.kind !== 'person') return [];
  // "began his career with local CF Peralada and UE Figueres": the first clubs, joined.
  // (Not "started his coaching career as Renzo Ulivieri's assistant at Napoli": a post, no player's club.)
  const career =
    (v.lemma === 'begin' || v.lemma === 'start') &&
    v.voice === 'active' &&
    c.as === null &&
    c.objects.length === 1 &&
    c.objects[0]!.headLemma === 'career' &&
    ctx.tokens.slice(c.objects[0]!.from, c.objects[0]!.head).every((t) => !OTHER_CAREERS.has(t.lower));
  const verb = career ? 'join' : v.lemma;
  const entering = ENTERING.has(verb);
  const prep = career ? 'with' : entering ? ENTERING.get(verb) : LEAVING.get(verb);
  if (prep === undefined) return [];
  // "was expelled from the party" is passive; so may a transfer be ("was transferred to Zamalek");
  // every other verb here is active.
  if (v.voice === 'passive' ? v.lemma !== 'expel' && v.lemma !== 'transfer' : v.lemma === 'expel') return [];
  // "left the villa to the Fondo Ambiente Italiano" hands something on; it leaves no body.
  if (!entering && c.preps.some((p) => p.prep === 'to')) return [];
  // ("signing a two-year deal at Albacete Balompié", "signed a contract with S.C. Braga": the deal's
  // other side.)
  const deal = v.lemma === 'sign' && c.objects.length > 0 && c.objects.every((o) => DEALS.has(o.headLemma));
  const bodies =
    prep === null && !career
      ? c.objects
      : c.preps
          .filter((p) => p.prep === prep || ((career || v.lemma === 'sign') && (p.prep === 'with' || ((deal || career) && p.prep === 'at'))))
          .map((p) => p.np);
  const out: ReadFact[] = [];
  const push = (phrase: NounPhrase, ending: boolean) => {
    // "signed with League One side Crewe Alexandra", "moved to La Liga with CA Osasuna": a league
    // describes the club named after it, and is no team itself.
    let written = phrase;
    let inLeague = false;
    if (written.name && LEAGUE_NAME.test(written.text)) {
      const noun = ctx.phraseAfter(written);
      const club =
        (noun && !noun.name && CLUB_NOUNS.has(noun.headLemma) ? ctx.nameAfter(noun) : null) ??
        c.preps.find((p) => p.prep === 'with' && p.np.name && !LEAGUE_NAME.test(p.np.text))?.np ??
        null;
      if (!club) return;
      written = club;
      inLeague = true;
    }
    // "moved to the Italian Serie B club U.S. Triestina Calcio", "defected to the opposition Labour
    // Party": the body is the name after the description.
    // "the French club Olympique Capital City" may be read as a phrase ending inside the name, the
    // rest of the name after it: the name starts after the club noun and runs on.
    // ("moved to another team in the third tier, SD Ponferradina": a club noun's name may stand
    // after its phrases, set off by a comma.)
    // (Not a person's: "joined the team of his mentor, Arsène Wenger".)
    const described = !written.name && !written.pronoun;
    const setOff = described && CLUB_NOUNS.has(written.headLemma) && written.of === null ? ctx.nameSetOff(written) : null;
    const named = described ? (ctx.nameAfter(written) ?? (setOff && guessKind(setOff.text) !== 'person' ? setOff : null)) : null;
    const inner = clubNameIn(written, ctx.tokens);
    const np = inner ? written : (named ?? written);
    const body = inner ? ctx.organisation(named ? `${inner.name} ${named.text}` : inner.name) : ctx.ref(np);
    const predicate =
      body && body !== holder
        ? membershipOf(body, verb, ctx, inner?.noun ?? (named && CLUB_NOUNS.has(written.headLemma) ? written.headLemma : inLeague ? 'club' : null))
        : null;
    if (!body || !predicate || !ctx.has(predicate)) return;
    // ("became Harwick Town manager in 2015 and left the club after four successful seasons": a
    // coordinate leaving that says it came seasons or years on left later than the date it shares —
    // not "joined the party in April 1989 but left it shortly thereafter".)
    const lent =
      ending &&
      c.kind === 'coordinate' &&
      c.parent !== null &&
      c.times.length > 0 &&
      c.times.every((t) => c.parent!.times.some((x) => x.start === t.start)) &&
      LATER_BY.test(textOf(ctx.tokens, v.from, Math.min(ctx.tokens.length, v.to + 10))) &&
      // (The body the clause before joined: "joined Kestrel Valley and left Leeds United after five
      // years" left Leeds then.)
      textOf(ctx.tokens, c.parent.verb.from, v.from).includes(body.name);
    let temporal = lent ? [] : timesFor(objectTimes(c, np) ?? c.times, ending ? 'ending' : 'onset');
    // A change the text does not date: "is leaving", "has left", "has signed for" happen at the
    // report's date; an undated past "left" says nothing a period can be tested against.
    const bound = ending ? 'END' : 'START';
    // ("was appointed in June 2022 after leaving Fenwick Town": the leaving came by the time of the
    // clause it is part of, not at the report's date.)
    const inClause = v.form === 'ing' && (c.kind === 'participial' || c.kind === 'subordinate');
    const before = inClause ? c.parent?.times.find((t) => t.role === 'START' || t.role === 'POINT') : undefined;
    if (before && !temporal.some((t) => t.role === bound)) temporal = [...temporal, { ...before, role: bound }];
    if (!temporal.some((t) => t.role === bound || (!ending && t.role === 'POINT'))) {
      // (An -ing participle is of its clause's time, which the text does not give: no change now.)
      const now = (v.tense === 'present' || v.tense === 'perfect') && !inClause;
      if (ending && !now) return;
      const from = ctx.tokens[v.from]!;
      const to = ctx.tokens[v.to - 1]!;
      if (now)
        temporal = [
          ...temporal,
          { start: from.start, end: to.end, text: textOf(ctx.tokens, v.from, v.to), role: bound, time: ctx.documentTime, granularity: 'day', cue: 'report' },
        ];
    }
    // "signed a two-year contract with S.C. Braga" right after a coaching post: the manager's next club.
    // (Not where the sentence says it was as a player: "where he had spent four seasons as a player".)
    if (
      predicate === 'memberOfSportsTeam' &&
      ctx.coaches(holder) &&
      ctx.has('headCoach') &&
      !ctx.tokens.slice(v.from, v.from + 25).some((t) => t.lower === 'player' || t.lower === 'players')
    ) {
      out.push({ predicate: 'headCoach', subject: body, object: holder, confidence: 0.7, temporal, clause: c });
      return;
    }
    out.push({ predicate, subject: holder, object: body, confidence: 0.75, temporal, clause: c });
  };
  for (const np of bodies) push(np, !entering);
  // "is leaving Real Madrid for Juventus": the body left for, from the same date.
  if (!entering && prep === null) for (const p of c.preps) if (p.prep === 'for') push(p.np, false);
  // "joined Real from Manchester United in 2009": the team left behind, at the same date.
  if (entering && ctx.sport) for (const p of c.preps) if (p.prep === 'from') push(p.np, true);
  return out;
}

/** A length that puts a leaving later than the date it shares ("after four successful seasons", "three years later"). */
const LATER_BY = /\b(?:after|for)\s+(?:\w+\s+){0,2}(?:seasons|years|decades)\b|\b\w+\s+(?:seasons|years)\s+later\b/i;

/** Verbs that put someone on a board: active with the board as object, passive with "to" ("was elected to the board"). */
const BOARD_ENTERING = new Set(['join', 'rejoin']);
const BOARD_APPOINTED = new Set(['appoint', 'elect', 'reelect', 're-elect', 'name', 'nominate', 'reappoint', 'return']);
/** Verbs that take someone off one: "left the board", "resigned from the board", "stepped down from the board". */
const BOARD_LEAVING = new Set(['leave', 'quit']);
const BOARD_LEAVING_FROM = new Set(['resign', 'retire', 'step']);

/** The organisation a board phrase belongs to: "the board of Goldman Sachs", "the board of directors of P&G", "HP's board". */
function boardOwner(np: NounPhrase, c: Clause, ctx: MembershipContext): Entity | null {
  if (np.headLemma !== 'board' || np.name) return null;
  if (np.of?.name) return ctx.ref(np.of);
  if (np.possessor) {
    const owner = ctx.ref(np.possessor);
    return owner && owner.kind !== 'person' && owner.kind !== 'place' ? owner : null;
  }
  // "the board of directors of Procter & Gamble": the owner follows the directors.
  if (np.of && (np.of.headLemma === 'director' || np.of.headLemma === 'directors')) {
    const next = c.preps.find((p) => p.prep === 'of' && p.np.from === np.to + 1 && p.np.name);
    return next ? ctx.ref(next.np) : null;
  }
  return null;
}

/**
 * Seats on a board (boardMember, keyed on the organisation): "joined the board of directors of
 * Procter & Gamble in 2011", "was appointed to the board of Goldman Sachs in October 2001", "left
 * HP's board". A leaving verb coordinated with the joining one in the same sentence ends the seat
 * ("… in October 2001 and then resigned in December 2002").
 */
export function readBoardSeats(clauses: readonly Clause[], ctx: MembershipContext): ReadFact[] {
  if (!ctx.has('boardMember')) return [];
  const out: ReadFact[] = [];
  for (const c of clauses) {
    const v = c.verb;
    if (!c.subject || !states(c)) continue;
    const holder = ctx.ref(c.subject);
    if (!holder || holder.kind !== 'person') continue;
    const leaves = leaving(v);
    const ending = leaves !== null;
    let boards: NounPhrase[] = [];
    if (v.voice === 'active' && v.particle === null && BOARD_ENTERING.has(v.lemma)) boards = c.objects;
    else if (v.voice === 'passive' && BOARD_APPOINTED.has(v.lemma)) boards = c.preps.filter((p) => p.prep === 'to').map((p) => p.np);
    else if (leaves === 'object') boards = c.objects;
    else if (leaves === 'from') boards = c.preps.filter((p) => p.prep === 'from').map((p) => p.np);
    for (const np of boards) {
      const org = boardOwner(np, c, ctx);
      if (!org || org === holder) continue;
      const temporal = timesFor(c.objectTimes.get(np) ?? c.times, ending ? 'ending' : 'onset');
      // An undated "left the board" says nothing a period can be tested against.
      if (ending && !temporal.some((t) => t.role === 'END')) continue;
      if (!ending) {
        const left = clauses.find((x) => x !== c && x.parent === c && x.kind === 'coordinate' && x.objects.length === 0 && leaving(x.verb) !== null);
        if (left) temporal.push(...timesFor(left.times, 'ending').filter((t) => t.role === 'END'));
      }
      out.push({ predicate: 'boardMember', subject: org, object: holder, confidence: 0.75, temporal, clause: c });
    }
  }
  return out;
}

/**
 * How a verb takes someone off a board: with the board as its object ("left the board"), after
 * "from" ("resigned from the board", "stepped down from it"), or not at all. Coordinated with a
 * joining verb and no object of its own ("and then resigned in December 2002"), it leaves the seat
 * the sentence gave.
 */
function leaving(v: VerbGroup): 'object' | 'from' | null {
  if (v.voice !== 'active') return null;
  if (BOARD_LEAVING.has(v.lemma) && v.particle === null) return 'object';
  if (BOARD_LEAVING_FROM.has(v.lemma) && (v.lemma !== 'step' || v.particle === 'down')) return 'from';
  return null;
}

/**
 * "Adler, a member of the Liberal Party, had held the post since March 2023": a party's member, as
 * "is a member of" says (undated: the report's present, or the reader's review of an undated past).
 */
export function appositionMemberships(appositions: readonly Apposition[], ctx: MembershipContext): ReadFact[] {
  const out: ReadFact[] = [];
  if (!ctx.has('memberOfPoliticalParty')) return out;
  for (const a of appositions) {
    const d = a.description;
    if (d.headLemma !== 'member' || (d.det !== 'a' && d.det !== 'an') || !d.of?.name || !PARTY_NAME.test(d.of.text) || (a.times?.length ?? 0) > 0) continue;
    const person = ctx.ref(a.name);
    const party = ctx.ref(d.of);
    if (!person || !party || person === party || person.kind === 'organisation' || person.kind === 'place') continue;
    // (Its time is none of the sentence's dates: "had held the post since March 2023" is another fact's.)
    out.push({ predicate: 'memberOfPoliticalParty', subject: person, object: party, confidence: 0.75, temporal: [], clause: null, ownTime: true });
  }
  return out;
}
