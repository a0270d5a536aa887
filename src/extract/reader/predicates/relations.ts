// Verb relations of the schema, read from clauses: each alias of the predicate schema ("{s} was
// founded by {o}", "(is|was) headquartered (in|at)", "{s} moved its headquarters to {o}") is itself
// read as a sentence with stand-in names, and the clause that comes out — verb lemma, voice,
// particle, where the two names sit (subject, object, "of" the object, after a preposition) and the
// other nouns it needs ("headquarters") — is the pattern. A clause of the text matches whatever its
// tense, adverbs, coordination or word order inside the verb group ("was later founded by",
// "it has been based in", "Initech, based in Austin,"), and its subject is the resolved entity, not
// the word before the verb. The schema stays the one place where the phrasings are declared.

import { DEGREE_WORDS } from './degrees.js';
import { BODY_NAME, VESSEL_NAME } from '../../names.js';
import type { PredicateDef, PredicateSchema } from '../../../model/schema.js';
import { addUnits, startOfUnit, toIso } from '../../../model/time.js';
import { SPAN_CUES, type TemporalExpression } from '../../temporal.js';
import { COUNTRIES } from '../../places.js';
import { readClauses, superlative, type Clause } from '../grammar/clauses.js';
import {
  countedBack,
  durationYears,
  isEnding,
  isOnset,
  objectTimes,
  withoutOthersTimes,
  ONSET_NOUNS,
  startsAsEnds,
  states,
  timesFor,
  withDuration,
  withReportedStart,
  type ReadFact,
  type TimeMode,
} from '../facts.js';
import { copyPhrase, DEMONYM, readUnits, textOf, type NounPhrase, type PhraseLexicon, type Voice } from '../grammar/phrases.js';
import { PARTY_NAME } from './memberships.js';
import { guessKind, type Entity } from '../grammar/references.js';
import { tagText, type Token } from '../grammar/tokens.js';

/** Where a name sits in a clause. */
type Slot = { at: 'subject'; co?: boolean } | { at: 'object'; of?: boolean } | { at: 'prep'; prep: string; of?: boolean } | { at: 'as' } | { at: 'time' };

interface Pattern {
  predicate: PredicateDef;
  lemma: string;
  particle: string | null;
  voice: Voice;
  s: Slot;
  o: Slot;
  /** Nouns the clause must have where the alias has them ("moved its headquarters to"): slot → head lemma. */
  needs: { slot: Slot; head: string; possessive: boolean; modifiers: string[] }[];
  /** The alias has a direct object: an intransitive one ("moved to") does not match "moved its headquarters to". */
  transitive: boolean;
  /** Adverbs the alias's verb group has ("was officially named"): the clause's must have them too. */
  adverbs: string[];
  /**
   * The prepositions the alias allows where its value is ("incarcerated (in|at)"): only the first of
   * them in a clause gives the value ("incarcerated at the Oregon … Center in Salem" is the center).
   */
  valuePreps: string[];
}

/** Stand-in names the aliases are read with (proper nouns no alias contains). */
const S_NAME = 'Zubrowka';
const O_NAME = 'Quixley';
/** Words that only set tense or voice: an alternation of them is read once. */
// prettier-ignore
const AUXILIARIES = new Set(['is', 'was', 'were', 'are', 'be', 'been', 'being', 'has', 'have', 'had', 'has been', 'had been', 'have been', 'will be', 'would be', 'is being', 'was being', 'got', 'get', 'gets']);
const MAX_FORMS = 48;

export class RelationPatterns {
  private readonly byLemma = new Map<string, Pattern[]>();

  /** Every alias of every predicate that has no role nouns of its own (roles.ts reads those). */
  constructor(
    readonly schema: PredicateSchema,
    lexicon: PhraseLexicon,
  ) {
    for (const def of schema.predicates) {
      if (def.object === 'Statement') continue;
      for (const alias of def.aliases) {
        const compiled = expand(alias).map((form) => compile(def, form, lexicon));
        const valuePreps = [...new Set(compiled.flatMap((p) => (p?.o.at === 'prep' ? [p.o.prep] : [])))];
        for (const pattern of compiled) {
          if (!pattern) continue;
          pattern.valuePreps = valuePreps;
          const list = this.byLemma.get(pattern.lemma) ?? [];
          if (!list.some((p) => samePattern(p, pattern))) list.push(pattern);
          this.byLemma.set(pattern.lemma, list);
        }
      }
    }
  }

  /** The patterns a clause's verb may match. */
  candidates(c: Clause): readonly Pattern[] {
    return this.byLemma.get(c.verb.lemma) ?? [];
  }

  get size(): number {
    let n = 0;
    for (const list of this.byLemma.values()) n += list.length;
    return n;
  }
}

function samePattern(a: Pattern, b: Pattern): boolean {
  return (
    a.predicate === b.predicate &&
    a.lemma === b.lemma &&
    a.particle === b.particle &&
    a.voice === b.voice &&
    JSON.stringify([a.s, a.o, a.needs]) === JSON.stringify([b.s, b.o, b.needs])
  );
}

/** The alias's forms: each alternation and optional word spelled out (auxiliary alternations once). */
function expand(alias: string): string[] {
  const withSlots = alias.includes('{s}') ? alias : `{s} ${alias} {o}`;
  let forms = [''];
  const re = /\(([^)]*)\)|\[([^\]]*)\]|([^([]+)/g;
  for (let m = re.exec(withSlots); m; m = re.exec(withSlots)) {
    let options: string[];
    if (m[1] !== undefined) {
      const alts = m[1].split('|').map((x) => x.trim());
      options = alts.every((a) => AUXILIARIES.has(a.toLowerCase())) ? [alts[0]!] : alts;
    } else if (m[2] !== undefined) options = [m[2].trim(), ''];
    else options = [m[3]!];
    forms = forms.flatMap((f) => options.map((o) => `${f}${m![3] !== undefined ? o : ` ${o} `}`)).slice(0, MAX_FORMS);
  }
  return forms.map((f) => f.replace(/\{s\}/g, S_NAME).replace(/\{o\}/g, O_NAME).replace(/\s+/g, ' ').trim());
}

/** Reads one spelled-out alias as a sentence; null when it does not come out as one clause with both names. */
function compile(def: PredicateDef, form: string, lexicon: PhraseLexicon): Pattern | null {
  const tokens = tagText(`${form}.`);
  const units = readUnits({ tokens, from: 0, to: tokens.length, times: [] }, lexicon);
  const { clauses } = readClauses(units, tokens);
  const c = clauses.find((x) => x.kind === 'main') ?? clauses[0];
  if (!c || clauses.length !== 1) return null;
  // An alias built on a person's role noun ("took over as CEO of") is the role reader's.
  if (def.object === 'Person' && def.roles.length > 0 && (c.as?.role || c.objects.some((o) => o.role))) return null;
  const s = slotOf(c, S_NAME);
  const o = def.object === 'Date' ? ({ at: 'time' } as const) : slotOf(c, O_NAME);
  if (!s || !o) return null;
  const needs: Pattern['needs'] = [];
  c.objects.forEach((np) => {
    if (!isStandIn(np)) needs.push({ slot: { at: 'object' }, head: np.headLemma, possessive: np.possessor !== null, modifiers: modifiersOf(np, tokens, def) });
  });
  for (const p of c.preps)
    if (!isStandIn(p.np) && p.np.text !== O_NAME)
      needs.push({ slot: { at: 'prep', prep: p.prep }, head: p.np.headLemma, possessive: p.np.possessor !== null, modifiers: modifiersOf(p.np, tokens, def) });
  const adverbs = tokens.filter((t) => t.pos === 'ADV' && t.i >= c.verb.from && t.i < c.verb.to && !/^(?:not|n't)$/.test(t.lower)).map((t) => t.lower);
  const pattern: Pattern = {
    predicate: def,
    lemma: c.verb.lemma,
    particle: c.verb.particle,
    voice: c.verb.voice,
    s,
    o,
    needs,
    transitive: c.objects.length > 0,
    valuePreps: [],
    adverbs,
  };
  // Every word of the alias must be in the pattern: one the reading lost ("a Quixley citizen" read as
  // a name and a noun) would make the pattern match far more than the alias says. Such an alias is
  // left to the surface patterns (verb-patterns.ts).
  const kept = new Set([
    c.verb.lemma,
    ...c.verb.text.toLowerCase().split(/\s+/),
    c.verb.particle ?? '',
    ...slotWords(s),
    ...slotWords(o),
    ...needs.flatMap((n) => [n.head, ...n.modifiers, ...slotWords(n.slot)]),
  ]);
  for (const t of tokens) {
    if (t.lower === S_NAME.toLowerCase() || t.lower === O_NAME.toLowerCase() || t.pos === 'PUNCT' || GRAMMAR.has(t.lower)) continue;
    if (!kept.has(t.lower) && !kept.has(t.lemma)) return null;
  }
  // A copula says nothing by itself: "X is Y" is no relation without the alias's nouns.
  if ((pattern.lemma === 'be' || pattern.lemma === 'become') && needs.length === 0 && s.at !== 'prep' && o.at !== 'prep' && !('of' in o && o.of)) return null;
  return pattern;
}

/** Words that only make an alias grammatical: articles, possessives, auxiliaries. */
// prettier-ignore
const GRAMMAR = new Set(['a', 'an', 'the', 'its', 'his', 'her', 'their', 'is', 'was', 'were', 'are', 'be', 'been', 'being', 'has', 'have', 'had', 'will', 'would', 'shall', 'did', 'do', 'does', "'s", 'of']);

function slotWords(slot: Slot): string[] {
  // A date slot ("founded in 1975") keeps the prepositions dates take.
  return slot.at === 'prep' ? [slot.prep] : slot.at === 'as' ? ['as'] : slot.at === 'time' ? ['in', 'on', 'at', 'since'] : [];
}

function isStandIn(np: NounPhrase): boolean {
  return np.text === S_NAME || np.text === O_NAME;
}

/** Where a stand-in name is in a compiled clause. */
function slotOf(c: Clause, name: string): Slot | null {
  if (c.subject?.text === name) return { at: 'subject' };
  // "{s} and {o} were married": the first of two coordinated subjects.
  if (c.coSubjects.some((np) => np.text === name)) return { at: 'subject', co: true };
  for (const np of c.objects) {
    if (np.text === name) return { at: 'object' };
    if (np.of?.text === name) return { at: 'object', of: true };
    // "{s} moved its headquarters": the possessor is the subject's own ("its").
    if (np.possessor?.text === name) return { at: 'object', of: true };
  }
  for (const p of c.preps) {
    if (p.np.text === name) return { at: 'prep', prep: p.prep };
    if (p.np.of?.text === name) return { at: 'prep', prep: p.prep, of: true };
  }
  if (c.as?.text === name) return { at: 'as' };
  return null;
}

export interface RelationContext {
  /** Is the document about sport (a club "sells" a player: a transfer, no ownership)? */
  sport: boolean;
  ref(np: NounPhrase): Entity | null;
  /** "Redmond, Washington": a place name with the region written after it, as one value. */
  withRegion(np: NounPhrase): string | null;
  /** Is a name followed by a common noun it modifies ("Hewlett-Packards ( HP ) board")? */
  modifiesNoun(np: NounPhrase): boolean;
  /** The subject a clause's subject phrase stands for (a copula's subject for "a company headquartered in"). */
  subjectOf(c: Clause): Entity | null;
  /** The name a description is in apposition with ("his fiancee, Carrie Symonds,"), or null. */
  named(np: NounPhrase): NounPhrase | null;
  /** Dates the sentence's own text gives the clause, or the narrative time. */
  documentTime: number;
  /** The document's tokens, for the offsets of a time the clause implies. */
  tokens: readonly Token[];
  /**
   * When an undated change the text reports took place: a news article's date ("has moved its
   * headquarters from Oslo to Trondheim" happened by the report), else null.
   */
  reportTime: number | null;
}

/** Relations of one thing taking another's place. */
const REPLACING = new Set(['replaces', 'replacedBy']);

/** Each subject's object in the order both are written ("A and B were replaced by C and D": A by C, B by D). */
function inPairs<T extends [NounPhrase | null, Entity]>(subjects: readonly T[], objects: readonly T[]): Map<NounPhrase | null, T> {
  const written = (xs: readonly T[]) => [...xs].sort(([a], [b]) => (a?.from ?? 0) - (b?.from ?? 0));
  const os = written(objects);
  return new Map(written(subjects).map(([np], i) => [np, os[i]!]));
}

/** Names of a ground ("Riverside Stadium", "Mill Lane", "Elland Road", "Goodison Park"). */
const GROUND = /\b(?:Stadium|Stadion|Estadio|Stade|Stadio|Arena|Ground|Park|Field|Coliseum|Dome|Bowl|Oval|Lane|Road)$/u;

/** Verbs of moving house, which in a sports document move a player or coach to a club. */
const MOVES = new Set(['move', 'relocate', 'transfer', 'switch']);

/** The schema relations a clause states. */
export function readRelations(c: Clause, patterns: RelationPatterns, ctx: RelationContext): ReadFact[] {
  const v = c.verb;
  if (!states(c)) return [];
  // "is the first woman to chair the company": the infinitive belongs to the superlative.
  if (c.kind === 'infinitive' && c.parent && (c.parent.objects.some(superlative) || superlative(c.parent.as))) return [];
  // "Microsoft will buy Activision": a change still to come, with no date it takes effect, is no
  // fact yet ("will move its headquarters to Austin in 2022" is one, from 2022).
  if (c.verb.tense === 'future' && c.times.length === 0) return [];
  // "Ershad replaced Ahmed with Kazi Zafar Ahmed": the one who replaces is the one put in (the
  // successions read it), not the subject.
  if (v.lemma === 'replace' && c.preps.some((p) => p.prep === 'with')) return [];
  // "In 1919 the French made Ouagadougou the capital of the Upper Volta territory": a second object
  // right after the first says what the first became (seatChanges reads a seat) — nothing was made
  // as a product.
  if (makesInto(c)) return [];
  const out: ReadFact[] = [];
  // "GM sold its European brands Opel and Vauxhall to the French PSA Group": a sale, not a product line.
  if (v.lemma === 'sell' && v.voice === 'active' && c.preps.some((x) => x.prep === 'to')) return sale(c, patterns.schema, ctx);
  // "Kestrel Valley played at Mill Lane until 1998, when they moved to the Riverside Stadium": in a
  // sports text a club plays at, and moves to, its home ground ("Mill Lane" only looks like a person's name).
  if (ctx.sport && patterns.schema.byName.has('homeVenue') && v.voice === 'active' && c.objects.length === 0 && (v.lemma === 'play' || MOVES.has(v.lemma))) {
    // (Playing there says it is home only over a span — "until 1998", "from 1946 to 1979" — not one
    // match: "In 1985 the team played at Villa Park in the FA Cup semi-final".)
    const span = v.lemma !== 'play' || c.times.some((t) => t.role === 'END' || SPAN_CUES.has(t.cue));
    const at = span
      ? c.preps.find((x) => (v.lemma === 'play' ? x.prep === 'at' : x.prep === 'to' || x.prep === 'into') && x.np.name && GROUND.test(x.np.text))
      : undefined;
    const club = ctx.subjectOf(c);
    const ground = at ? ctx.ref(at.np) : null;
    if (at && club?.kind === 'organisation' && ground && ground !== club && (ground.kind !== 'person' || ground.guessed === true))
      return [
        {
          predicate: 'homeVenue',
          subject: club,
          object: ground,
          confidence: 0.75,
          temporal: timesFor(c.times, v.lemma === 'play' ? 'as-is' : 'onset'),
          clause: c,
        },
      ];
  }
  for (const p of patterns.candidates(c)) {
    if (p.particle !== v.particle || p.voice !== v.voice) continue;
    // ("studied economics at the University of Bergen": the subject studied is no object the alias lacks.)
    // (A field, with no article: not "studied the effects of inflation at the Bank of Norway".)
    const field = v.lemma === 'study' && p.o.at === 'prep' && c.objects.every((o) => o.det === null && !o.name && !o.pronoun);
    if (!p.transitive && c.objects.length > 0 && !field) continue;
    if (p.adverbs.length > 0 && !p.adverbs.every((a) => v.text.toLowerCase().split(' ').includes(a))) continue;
    if (!p.needs.every((n) => fills(c, n, p.predicate, ctx.tokens))) continue;
    if (p.o.at === 'prep' && c.preps.find((x) => p.valuePreps.includes(x.prep))?.prep !== p.o.prep) continue;
    // "Gibbons moved the company's headquarters to Dallas": where the alias has "its", the owner
    // the clause names is the subject, whoever did the moving.
    const owned = p.s.at === 'subject' ? ownerOf(c, p, ctx) : null;
    const subjects = owned ? [owned] : valuesAt(c, p.s, ctx);
    const objects = p.o.at === 'time' ? [] : valuesAt(c, p.o, ctx, p.predicate.name === 'employer');
    // "closed its purchase of Initech in March": the noun, not the verb, says what the date is.
    // "was sold to Argentina in 1958", "sold its brands to PSA Group": the one it went to holds it
    // from then — the ending is the seller's.
    const receiving = p.o.at === 'prep' && p.o.prep === 'to';
    // ("received a law degree from Yale in 1975": degrees.ts reads degrees, each school with its year.)
    if (p.needs.some((n) => DEGREE_WORDS.has(n.head))) continue;
    const mode: TimeMode =
      p.needs.some((n) => ONSET_NOUNS.has(n.head)) || receiving
        ? 'onset'
        : isEnding(v.lemma, v.particle)
          ? 'ending'
          : isOnset(v.lemma, v.particle)
            ? 'onset'
            : 'as-is';
    // "has led the company for eleven years": a present perfect's length counts back from now.
    const lasted = c.preps.find((x) => x.prep === 'for' && /\byears?$/i.test(x.np.text));
    const years = durationYears(v.text) ?? (lasted ? durationYears(`for ${lasted.np.text}`) : null);
    const onsets = withReportedStart(timesFor(c.times, 'onset'), c, ctx.tokens, ctx.reportTime);
    let temporal = withDuration(mode === 'onset' ? onsets : timesFor(c.times, mode), years);
    if (temporal.length === 0 && years !== null && lasted && v.tense === 'perfect' && mode === 'as-is')
      temporal = [countedBack(years, ctx.documentTime, ctx.tokens, lasted.np.from, lasted.np.to)];
    // (A name is taken at a date: "founded in 1921 as Harbor Federal Savings and Loan by Arthur Quill,
    // its first president from 1921 to 1948" — the end is the president's, as in renamings.)
    if (p.predicate.name === 'officialName' && renamed(c)) temporal = takenAt(temporal);
    // "Weiss, who led the Harbor Theatre for 19 years, will stay on as an adviser": a past term of a
    // stated length, undated, is over at a time the text does not give — not held from the report's
    // date: for review.
    const overUndated = temporal.length === 0 && years !== null && v.tense === 'past';
    // "competed in the German Formula BMW ADAC series in 2005": a competition entered in a year is
    // that season's (the next season's series is another), not one from then on.
    if (p.predicate.name === 'sport') temporal = seasonOnly(temporal);
    // (An event's lone date is when it happened, whatever the verb ends: "were replaced … in 1970".)
    if (p.predicate.cardinality === 'event-log' && temporal.length === 1 && temporal[0]!.role === 'END') temporal = [{ ...temporal[0]!, role: 'POINT' }];
    if (p.o.at === 'time') {
      // ("Bayer Diagnostics, which was incorporated into the Medical Solutions Diagnostics division on
      // 1 January 2007": made part of something, no founding.)
      if (p.predicate.name === 'inception' && c.preps.some((x) => x.prep === 'into')) continue;
      // A date-valued relation ("was founded in 1975"): the first date of the clause is the value —
      // one that does not end a range, though the verb may end something ("died on 10 February 1911").
      const date = c.times.find((t) => t.role !== 'END') ?? (c.times.length === 1 ? c.times[0] : undefined);
      if (!date) continue;
      for (const [, s] of subjects) out.push({ predicate: p.predicate.name, subject: s, object: dateText(date), confidence: 0.85, temporal: [], clause: c });
      continue;
    }
    const place = p.predicate.object === 'Place' || p.predicate.object === 'Country';
    // "led the Buccaneers to a dismal 4–12 season", "led the Granata to the Europa League": guiding a
    // team to a result says what it achieved that season, not who ran it.
    if (
      p.predicate.name === 'directorManager' &&
      (v.lemma === 'lead' || v.lemma === 'guide') &&
      (c.preps.some((x) => x.prep === 'to') || c.objects.some((o) => ctx.tokens[o.to]?.lower === 'to') || ledInStatisticClause(c, ctx.tokens))
    )
      continue;
    // ("one of Europes leading producers of … PVC": an -ing word before a noun is an adjective.)
    if (v.form === 'ing' && v.from === v.main && (ctx.tokens[v.to]?.pos === 'NOUN' || ctx.tokens[v.to]?.pos === 'ADJ')) continue;
    // "Isobel Barnett and Richard Murdoch were replaced by Katharine Whitehorn and Paul Jennings": as
    // many replaced as replacing pair in order, not each with each.
    const paired = REPLACING.has(p.predicate.name) && subjects.length > 1 && subjects.length === objects.length ? inPairs(subjects, objects) : null;
    for (const [sNp, s] of subjects) {
      if (!fitsType(s, p.predicate.subject, p.predicate)) continue;
      // ("The Dodgers moved to Los Angeles", "In October 2010 it moved to the School of History", "In
      // 2013, he moved to Internazionale" on a coach's page: a residence is a person's, and in a
      // sports document a move is to a club — such residences were wrong in every judged sample.)
      if (p.predicate.name === 'residence' && (s.kind === 'organisation' || s.kind === 'place' || (ctx.sport && MOVES.has(v.lemma)))) continue;
      // ("British Reform … joined the global organization in 1945", "the Reconstructionists joined the
      // WUPJ": a body that joins another is its member; an employee is someone the text knows as a person.)
      if (p.predicate.name === 'employer' && s.kind !== 'person') continue;
      // "competed in the German Formula BMW ADAC series": a series is named by the words before its
      // noun, which alone would modify it.
      if (p.predicate.name === 'sport' && p.o.at === 'prep')
        for (const x of c.preps) {
          const noun = ctx.tokens[x.np.to]?.lower ?? '';
          if (x.prep === p.o.prep && x.np.name && SERIES_NOUNS.has(noun))
            out.push({ predicate: 'sport', subject: s, object: `${x.np.text} ${noun}`, confidence: 0.85, temporal, clause: c });
        }
      for (const [np, o] of paired ? [paired.get(sNp)!] : objects) {
        // (A series' name without its noun is read whole above.)
        if (p.predicate.name === 'sport' && np && SERIES_NOUNS.has(ctx.tokens[np.to]?.lower ?? '')) continue;
        // ("It was renamed Brightline Foods in 1994": the official name it took at a date may be the
        // one it has now; "also known as X" names the same thing and says nothing.)
        if ((s === o && !(p.predicate.name === 'officialName' && c.times.length > 0)) || !fitsType(o, p.predicate.object, p.predicate)) continue;
        // ("served as Chair of the Committee on Communications": a crew serves on a vessel; one serves
        // on a body too, which the patterns' checks make a membership.)
        // ("The city is part of the Sudano-Sahelian area": a name that opens a phrase going on in a
        // common noun modifies it; the value would be the phrase, which names nothing.)
        if (
          np?.name &&
          p.predicate.object !== 'Name' &&
          ctx.tokens[np.to]?.pos === 'NOUN' &&
          !ctx.tokens[np.to]!.cap &&
          !/^\p{Lu}/u.test(ctx.tokens[np.to]!.text)
        )
          continue;
        if (p.predicate.name === 'memberOfCrewOf' && !VESSEL_NAME.test(o.name) && !BODY_NAME.test(o.name)) continue;
        // ("the German Democratic Party, which he represented in the National Assembly": a party is no seat.)
        if (p.predicate.name === 'memberOfLegislature' && PARTY_NAME.test(o.name)) continue;
        // ("built at Horwich Works": a works is a maker; "built at Derby", a place or a name of no known kind, is not.)
        if (p.predicate.name === 'manufacturer' && p.o.at === 'prep' && p.o.prep === 'at' && o.kind !== 'organisation') continue;
        // ("has represented Indonesia in five Chess Olympiads": a country is a team's, not a seat.)
        if (p.predicate.name === 'memberOfLegislature' && COUNTRIES.has(o.name)) continue;
        // ("is known as the Canto-pop godfather": a name is written as one, never a description resolved
        // to someone; "Amber conventions , known as Ambercons": nor is a name's phrase that goes on in a
        // common noun the name's, when they are many ("Warren Street station was called Euston Road" is
        // the station's); "in what became known as the Boston Massacre": "what" names nothing.)
        if (
          p.predicate.object === 'Name' &&
          (!np?.name ||
            (sNp?.name && ctx.tokens[sNp.to]?.pos === 'NOUN' && !ctx.tokens[sNp.to]!.cap && ctx.tokens[sNp.to]!.lemma !== ctx.tokens[sNp.to]!.lower) ||
            ctx.tokens[v.from - 1]?.lower === 'what')
        )
          continue;
        // ("also known as Trey": a name is the words written, never an entity they were resolved to.)
        // ("served as Reichskommissar of German South West Africa": a post is the whole phrase, its "of" included.)
        const post = p.predicate.object === 'Position' && np ? postText(np, c, ctx.tokens) : null;
        const value = post ?? (p.predicate.object === 'Name' && np?.name ? np.text : place && np ? (ctx.withRegion(np) ?? o) : o);
        // "acquired LinkedIn in 2016, GitHub in 2018": an object followed by its own date takes that one.
        const own = objectTimes(c, np) ?? objectTimes(c, sNp);
        const ownTimes = own ? withDuration(timesFor(own, mode), null) : null;
        // ("competed in the Deutsche Tourenwagen Masters in 2013": an object's own year is that season too.)
        // ("taught at Amherst College , Bryn Mawr College ( 1928-1965 )": another object's own dates
        // are not this one's.)
        const times = ownTimes ? (p.predicate.name === 'sport' ? seasonOnly(ownTimes) : ownTimes) : withoutOthersTimes(temporal, c, np);
        // "received a Bachelor of Business Administration": the award verbs are generic, so an award
        // without an award word waits for review.
        const sure =
          (p.predicate.object === 'Award' && !AWARD_WORDS.test(typeof value === 'string' ? value : value.name)) ||
          directsWork(p.predicate.name, v.lemma, s) ||
          (overUndated && own === undefined)
            ? 0.45
            : 0.85;
        // ("has led the centre-right Unity Party since 2019": a party's leader, as the patterns read it.)
        const predicate =
          p.predicate.name === 'directorManager' && PARTY_NAME.test(s.name) && patterns.schema.byName.has('leader') ? 'leader' : p.predicate.name;
        // (Undated then, beside items the text dates: when, it does not say — for review.)
        const othersOnly = times.length === 0 && temporal.length > 0;
        out.push({ predicate, subject: s, object: value, confidence: othersOnly ? 0.45 : sure, temporal: times, clause: c });
      }
      // "moved its headquarters from Albuquerque to Bellevue": what it moved from ends then.
      if (p.o.at === 'prep' && p.o.prep === 'to') {
        for (const from of c.preps.filter((x) => x.prep === 'from')) {
          const e = ctx.ref(from.np);
          if (e && e !== s)
            out.push({
              predicate: p.predicate.name,
              subject: s,
              object: place ? (ctx.withRegion(from.np) ?? e) : e,
              confidence: 0.8,
              temporal: startsAsEnds(onsets),
              clause: c,
            });
        }
      }
    }
  }
  return out;
}

/**
 * "In August 2017 GM sold its European brands Opel and Vauxhall to the French PSA Group": what was
 * sold is the buyer's from then and the seller's until then. Only named things (not "its stake",
 * "shares"), bought by a body or a person.
 */
function sale(c: Clause, schema: PredicateSchema, ctx: RelationContext): ReadFact[] {
  const owner = schema.byName.get('ownedBy');
  const parent = schema.byName.get('parentOrganization');
  const to = c.preps.find((x) => x.prep === 'to');
  const seller = ctx.subjectOf(c);
  const buyer = to ? ctx.ref(to.np) : null;
  // ("who sold it to a consortium led by Hana Ito in 2019": a buyer the text does not name still ends
  // the seller's ownership.)
  if (!owner || !to || !seller || buyer === seller || buyer?.kind === 'place') return [];
  // Between two bodies, a body sold is a subsidiary, as one acquired is ("acquired … Polar Iberica
  // in 1998 … sold Polar Iberica to the Dutch group Vandermeer in 2019": one key, the sale closes it).
  // (Not in sport, where clubs sell players to each other.)
  const bodies = !ctx.sport && seller.kind === 'organisation' && buyer?.kind === 'organisation';
  const out: ReadFact[] = [];
  const onsets = timesFor(c.times, 'onset');
  for (const [np, thing] of valuesAt(c, { at: 'object' }, ctx)) {
    // ("sold the building": what the description resolved to, the page's building. Not "sold it", which
    // may resolve to the seller itself; not "its iPhones", a plural of products; not "Kaka", a player.)
    // ("Statsföretag sold it to Rautaruukki": "it" as the text resolved it — never the seller or buyer.)
    const named = np?.name || np?.det === 'the' || (np?.pronoun === true && np.headLemma === 'it' && thing.kind === 'organisation');
    const words = np?.text.split(/\s+/) ?? [];
    const plural = words.length === 2 && /^(?:its|their|his|her)$/i.test(words[0]!) && /[^s]s$/.test(words[1]!);
    // (A name only guessed to be a person's, sold by one body to another, is a company's.)
    // (Not a building named for a person: "the Andrew Mellon Building" has owners.)
    const company =
      bodies && np?.name === true && !PREMISES.test(thing.name) && (thing.kind === 'organisation' || (thing.kind === 'person' && thing.guessed === true));
    if (!named || plural || thing === seller || thing === buyer || (thing.kind === 'person' && !company) || thing.kind === 'place') continue;
    // (In sport only a body sold changes hands: "Decker sold the club"; a player sold is a transfer.)
    if (ctx.sport && thing.kind !== 'organisation') continue;
    // (To a buyer the text does not name, only one buyer: "sold it to a consortium", "sold the house to
    // a developer" — not a product sold to customers, "sold the Macintosh to schools".)
    if (!buyer && to.np.det !== 'a' && to.np.det !== 'an') continue;
    const def = company && parent ? parent : owner;
    if (buyer) out.push({ predicate: def.name, subject: thing, object: buyer, confidence: onsets.length > 0 ? 0.8 : 0.45, temporal: onsets, clause: c });
    if (buyer || onsets.length > 0)
      out.push({ predicate: def.name, subject: thing, object: seller, confidence: onsets.length > 0 ? 0.8 : 0.45, temporal: startsAsEnds(onsets), clause: c });
  }
  return out;
}

/** Words of a building's or a ground's name. */
const PREMISES =
  /\b(?:Building|House|Hall|Tower|Castle|Palace|Hotel|Cent(?:re|er)|Museum|Gallery|Library|Theat(?:re|er)|Stadium|Arena|Station|Bridge|Park|Villa|Mansion|Manor|Farm)\b/;

/** Nouns that end the name of a body someone directs (a museum, an institute, a festival). */
export const DIRECTED_BODY =
  /\b(?:Museum|Institute|Institution|School|Academy|Department|Agency|Company|Corporation|Theat(?:re|er)|Orchestra|Festival|Cent(?:re|er)|Office|Bureau|Service|Programme|Program|Project|Laboratory|Library|Hospital|University|College|Foundation|Observatory|Gallery|Opera|Ballet|Choir|Studios?|Division|Directorate|Unit|Group|Council|Commission|Authority|Board)\b/;

/**
 * "Nathan Juran also directed Gunsmoke", "A Cheery Soul …, directed by Jim Sharman": one directs a
 * film, a play or a series as often as a body, and only a body has a director in the schema's sense —
 * one not named or known as a body waits for review.
 */
function directsWork(predicate: string, lemma: string, body: Entity): boolean {
  return predicate === 'directorManager' && lemma === 'direct' && !(body.kind === 'organisation' && body.guessed !== true) && !DIRECTED_BODY.test(body.name);
}

/** Words that name an award, prize or honour. */
const AWARD_WORDS =
  /\b(?:award|prize|medal|order|cross|trophy|fellowship|hall of fame|championship|cup|title|hono(?:u)?r|decoration|star|laureate|grammy|oscar|emmy|tony|knight|legion|doctorate|distinction|citation|badge|ribbon|scholarship|grant|nomination|best)/i;

/** Schema types a person can be, and ones only organisations, places and things are. */
const PERSON_TYPES = new Set(['Person', 'Agent', 'Thing']);
const NON_PERSON_TYPES = new Set(['Object', 'Organization', 'Place', 'Country', 'Location', 'Event', 'Product', 'Publication', 'Work', 'Team', 'Party']);

/** Schema types a place is never. */
const NOT_PLACE_TYPES = new Set(['Event', 'Product', 'Building', 'Award', 'Work', 'Concept', 'Occupation']);

/** Does what the document knows of an entity fit the type a predicate expects of it? */
function fitsType(e: Entity, type: string, def: PredicateDef): boolean {
  // "Microsoft acquired Activision Blizzard": a name that only looks like a person's is an
  // organisation in a relation between two organisations.
  if (e.kind === 'person' && e.guessed && def.subject === 'Organization' && def.object === 'Organization') return true;
  if (e.kind === 'person') return PERSON_TYPES.has(type) || (!NON_PERSON_TYPES.has(type) && type !== 'Date');
  // ("participated in Algeria", "the Arno makes Florence", "WUPJ is the occupant of Moscow": a place
  // is no event, product or building.)
  if (e.kind === 'place') return type !== 'Person' && !NOT_PLACE_TYPES.has(type);
  if (e.kind === 'organisation') return type !== 'Person';
  return true;
}

/** The owner a clause names where its alias has "its" ("the company's headquarters"), when it names one. */
function ownerOf(c: Clause, p: Pattern, ctx: RelationContext): [NounPhrase | null, Entity] | null {
  const need = p.needs.find((n) => n.possessive);
  if (!need) return null;
  const np = npAt(c, need.slot).find((x) => x.headLemma === need.head);
  const owner = np?.possessor;
  if (!owner || owner.pronoun) return null;
  const e = ctx.ref(owner);
  return e ? [owner, e] : null;
}

/** The date's words without the preposition the tagger keeps with it ("on 4 April 1975" → "4 April 1975"). */
export function dateText(t: TemporalExpression): string {
  // "in April that year", "last August", "two years later": words that name a date only in their
  // context are written as the date they resolved to.
  const iso = toIso(t.time);
  if (!/\d{4}/.test(t.text) && iso !== null) return iso.slice(0, t.granularity === 'day' ? 10 : t.granularity === 'month' ? 7 : 4);
  return t.text.replace(/^(?:in|on|at|since|from|by|during)\s+/i, '');
}

function npAt(c: Clause, slot: Slot): NounPhrase[] {
  switch (slot.at) {
    case 'subject':
      return c.subject ? [c.subject] : [];
    case 'as':
      return c.as ? [c.as, ...c.asAlso] : [];
    case 'object':
      return slot.of ? c.objects.slice(0, 1).flatMap((o) => (o.of ? [o.of, ...o.ofAlso] : o.possessor ? [o.possessor] : [])) : c.objects;
    case 'prep': {
      const nps = c.preps.filter((p) => p.prep === slot.prep && !hangsFromEvent(c, p.np)).map((p) => p.np);
      return slot.of ? nps.flatMap((np) => (np.of ? [np.of, ...np.ofAlso] : [])) : nps;
    }
    case 'time':
      return [];
  }
}

/**
 * "with 52 home runs", "in scoring": after "led the league / the team", a player's count that was
 * first — no one's leadership of it (the patterns ask the same of the text after their match).
 */
const LED_STATISTIC =
  /^\s*(?:with|in)\s+(?:the\s+)?(?:[\d,.]+\s+|an?\s+|most\s+|more\s+|\w+-high\s+)?(?:home runs?|runs?|goals?|assists?|points?|rebounds?|steals?|blocks?|touchdowns?|yards?|receptions?|interceptions?|sacks?|tackles?|wins?|strikeouts?|saves?|hits?|doubles|triples|rbis?|scoring|rushing|passing|receiving|batting|stolen bases?)\b/i;

export function ledInStatistic(after: string): boolean {
  return LED_STATISTIC.test(after);
}

/** "Judge led the American League with 52 home runs", "led the team in scoring" (ledInStatistic). */
function ledInStatisticClause(c: Clause, tokens: readonly Token[]): boolean {
  return c.preps.some((x) => (x.prep === 'with' || x.prep === 'in') && ledInStatistic(`${x.prep} ${textOf(tokens, x.np.from, x.np.to)}`));
}

/** Nouns of an undertaking a phrase after them is what it is for ("the qualification campaign for the World Cup"). */
const UNDERTAKINGS = new Set([
  'campaign',
  'qualification',
  'qualifier',
  'bid',
  'race',
  'fight',
  'battle',
  'competition',
  'match',
  'final',
  'trial',
  'playoff',
  'play-off',
]);

/**
 * Is a phrase the complement of an undertaking named in the prepositional phrase right before it —
 * "played in the unsuccessful qualification campaign for the World Cup": no team "played for"?
 */
function hangsFromEvent(c: Clause, np: NounPhrase): boolean {
  // (Only a competition's name: "played in the match for Chelsea" is a team's.)
  return COMPETITION.test(np.text) && c.preps.some((q) => q.np.to === np.from - 1 && !q.np.name && UNDERTAKINGS.has(q.np.headLemma));
}
const COMPETITION = /\b(?:Cup|Championships?|Games|Olympics|Trophy|Title|Tournament|Series|Grand Prix)\b/;

/** Does the clause have the alias's noun where the alias has it — as that noun, not as another predicate's role ("a board member" is not "a member")? */
function fills(c: Clause, need: Pattern['needs'][number], def: PredicateDef, tokens: readonly Token[]): boolean {
  return npAt(c, need.slot).some(
    (np) => np.headLemma === need.head && (np.role === null || np.role.predicate === def.name) && sameModifiers(np, need.modifiers, tokens),
  );
}

/**
 * Does a phrase have exactly the words before its head an alias noun has ("its head office"), no
 * more ("its European head office" is a regional one)? Determiners and possessives aside.
 */
function sameModifiers(np: NounPhrase, modifiers: readonly string[], tokens: readonly Token[]): boolean {
  if (modifiers.length === 0) return true;
  // (From the phrase's determiner on: "its European head office" keeps "European" before the phrase's text.)
  let from = np.from;
  while (
    from > 0 &&
    tokens[from - 1]!.pos !== 'DET' &&
    tokens[from - 1]!.pos !== 'PRON' &&
    !GRAMMAR.has(tokens[from - 1]!.lower) &&
    tokens[from - 1]!.pos !== 'VERB' &&
    tokens[from - 1]!.pos !== 'ADP' &&
    tokens[from - 1]!.pos !== 'PUNCT'
  )
    from--;
  const words: string[] = [];
  for (let k = from; k < np.head; k++)
    if (tokens[k]!.pos !== 'DET' && tokens[k]!.pos !== 'PRON' && !GRAMMAR.has(tokens[k]!.lower)) words.push(tokens[k]!.lower);
  return words.length === modifiers.length && modifiers.every((m, i) => words[i] === m);
}

/**
 * The words before an alias noun's head when they make one of the predicate's role nouns ("head" of
 * "its head office"): a clause must have them too — "moved its head office to Chicago" is the
 * headquarters, "moved its London office" is not. Other words before a head ("home games",
 * "coaching career") leave the alias to the surface patterns, as before.
 */
function modifiersOf(np: NounPhrase, tokens: readonly Token[], def: PredicateDef): string[] {
  const out: string[] = [];
  for (let k = np.from; k < np.head; k++) {
    const t = tokens[k]!;
    if (t.pos !== 'DET' && t.pos !== 'PRON' && !GRAMMAR.has(t.lower)) out.push(t.lower);
  }
  return out.length > 0 && def.roles.some((r) => r.toLowerCase() === [...out, np.headLemma].join(' ')) ? out : [];
}

/** A post with its "of" complement, without a leading article: "Reichskommissar of German South West Africa". */
function postText(np: NounPhrase, c: Clause, tokens: readonly Token[]): string | null {
  // (A capitalised post reads as a name, its "of" phrase as the clause's: "Reichskommissar" + "of …".)
  const of = np.of ?? (np.name ? c.preps.find((x) => x.prep === 'of' && x.np.from === np.to + 1)?.np : undefined);
  if (!of) return null;
  let from = np.from;
  while (from < np.head && tokens[from]!.pos === 'DET') from++;
  return textOf(tokens, from, of.to);
}

/** Parts of an organisation one works in, for the organisation ("the telecommunications branch of the General Post Office"). */
const UNITS = new Set(['branch', 'division', 'department', 'unit', 'office', 'bureau', 'directorate']);

/**
 * The name a description is set off with ("married his fiancee, Carrie Symonds,") — taken as
 * written: "replace the company's founder, Ralph Lauren," on the Ralph Lauren Corporation's page is
 * the man, whom the references would read as the page's company.
 */
function appositive(np: NounPhrase, ctx: RelationContext): NounPhrase | null {
  const name = ctx.named(np);
  return name && ctx.ref(name)?.name === name.text ? name : null;
}

function valuesAt(c: Clause, slot: Slot, ctx: RelationContext, throughUnits = false): [NounPhrase | null, Entity][] {
  if (slot.at === 'subject' && slot.co)
    return c.coSubjects.flatMap((np): [NounPhrase, Entity][] => {
      const e = ctx.ref(np);
      return e ? [[np, e]] : [];
    });
  if (slot.at === 'subject') {
    const e = ctx.subjectOf(c);
    // "Bill Gates and Paul Allen founded Microsoft": each subject.
    const others = c.coSubjects.flatMap((np): [NounPhrase, Entity][] => {
      const x = ctx.ref(np);
      return x && x !== e ? [[np, x]] : [];
    });
    return e ? [[c.subject, e], ...others] : others;
  }
  const out: [NounPhrase | null, Entity][] = [];
  for (const written of npAt(c, slot)) {
    const np =
      throughUnits && !written.name && !written.pronoun && written.of?.name && UNITS.has(written.headLemma) && !PARTY_NAME.test(written.of.text)
        ? written.of
        : !written.name && !written.pronoun
          ? (appositive(written, ctx) ?? written)
          : written;
    // "joined Hewlett-Packard's (HP) board of directors": a name before a noun modifies it.
    if (np.name && ctx.modifiesNoun(np)) continue;
    // "its headquarters": the possessive pronoun is the clause's subject.
    const e = np.pronoun && (np.headLemma === 'its' || np.headLemma === 'their') ? ctx.subjectOf(c) : ctx.ref(np);
    if (e && !out.some(([, x]) => x === e)) out.push([np, e]);
  }
  return out;
}

/**
 * What a founding says besides its founder: "co-founded Microsoft with Paul Allen in 1975" — the one
 * founded with is a founder too; "Bezos founded Amazon in 1994", "which Rockefeller had co-founded in
 * 1870" — a founding with a date of its own says when the organisation began (its inception), as "was
 * founded in 1994" does. Not the narrative's date: "founded NeXT" after "left Apple in 1985" may be
 * years later.
 */
export function foundings(facts: readonly ReadFact[], ref: (np: NounPhrase) => Entity | null, inception: boolean, narrativeCue: string): ReadFact[] {
  const out: ReadFact[] = [];
  const known = (subject: Entity | string, predicate: string, object?: Entity) =>
    [...facts, ...out].some((x) => x.predicate === predicate && x.subject === subject && (object === undefined || x.object === object));
  for (const f of facts) {
    if (f.predicate !== 'founder' || typeof f.subject === 'string') continue;
    for (const p of f.clause?.preps ?? []) {
      const partner = p.prep === 'with' ? ref(p.np) : null;
      if (partner && partner.kind === 'person' && partner !== f.object && !known(f.subject, 'founder', partner)) out.push({ ...f, object: partner });
    }
    const at = f.temporal.find((t) => (t.role === 'START' || t.role === 'POINT') && t.cue !== narrativeCue);
    if (inception && at && !known(f.subject, 'inception'))
      out.push({ predicate: 'inception', subject: f.subject, object: dateText(at), confidence: f.confidence, temporal: [], clause: f.clause ?? null });
  }
  return out;
}

/**
 * A name taken: "In 1916, the academy became Dixie Normal College", "in 1923, the name was changed
 * to Dixie Junior College" — the official name from then. ("became Chairman" is a post; "became
 * part of Siemens" no name; an undated change says nothing a period can be tested against.)
 */
export function renamings(
  clauses: readonly Clause[],
  ref: (np: NounPhrase) => Entity | null,
  page: Entity | null,
  tokens: readonly Token[],
  namedAfter = false,
  /** One past the sentence's last token: where a namesake's words may run to. */
  end = tokens.length,
): ReadFact[] {
  const out: ReadFact[] = [];
  for (const c of clauses) {
    const v = c.verb;
    if (!c.subject || !states(c)) continue;
    let owner: Entity | null = null;
    let name: NounPhrase | undefined;
    let renaming = false;
    // "Until 2000, it was a two-year junior college, named Dixie College": what the copula's subject
    // was called while it was that — until the copula's date, when it says only an end.
    const host =
      c.kind === 'reduced' && v.lemma === 'name' && v.voice === 'passive'
        ? clauses.find((x) => x.verb.lemma === 'be' && x.objects[0] === c.subject)
        : undefined;
    // "was founded in 1889 as Harrowgate Wanderers and adopted its current name in 1921": the page's
    // own name from then (which closes the one before).
    const current = c.objects.length === 1 && c.objects[0]!.headLemma === 'name' && /\b(?:current|present)\b/i.test(c.objects[0]!.text);
    if (current && ADOPTING.has(v.lemma) && v.voice === 'active' && page && page.kind !== 'person' && ref(c.subject) === page) {
      const temporal = timesFor(c.times, 'onset').filter((t) => t.role === 'START');
      if (temporal.length > 0) out.push({ predicate: 'officialName', subject: page, object: page.name, confidence: 0.75, temporal, clause: c });
      continue;
    }
    if (host?.subject && c.objects.length === 1) {
      name = c.objects[0];
      owner = ref(host.subject);
      const until = timesFor(host.times, 'as-is').filter((t) => t.role === 'END');
      if (
        name?.name &&
        owner &&
        owner.kind !== 'person' &&
        owner.kind !== 'place' &&
        until.length > 0 &&
        name.modifiers.length === 0 &&
        name.possessor === null
      )
        out.push({ predicate: 'officialName', subject: owner, object: name.text, confidence: 0.7, temporal: until, clause: c });
      continue;
    }
    if (v.lemma === 'become' && v.voice === 'active' && c.objects.length === 1) {
      name = c.objects[0];
      // ("the academy became Dixie Normal College" on the university's page: the page's institution;
      // not "the company became Hornby Railways" on a locomotive's. Nor a place: "a native of
      // Freiburg im Breisgau, became the first Regius Professor".)
      const described = !c.subject.name && !c.subject.pronoun;
      owner = described
        ? c.subject.det === 'the' &&
          INSTITUTIONS.has(c.subject.headLemma) &&
          page?.kind === 'organisation' &&
          INSTITUTIONS.has(page.name.split(' ').at(-1)!.toLowerCase())
          ? page
          : null
        : ref(c.subject);
      if (owner?.kind === 'place') owner = null;
    } else if ((renaming = renamed(c))) {
      // "The squadron was redesignated as Attack Squadron 94 on 1 August 1958", "the department was
      // renamed The Department of Computing and Control", "It was established as Torpedo Squadron 4
      // (VT-4) on 10 January 1942, redesignated VA-2A on 15 November 1946".
      const into = c.preps.filter((p) => p.prep === 'to' || p.prep === 'as').map((p) => p.np);
      // ("was renamed Simferopol in 1784 after the annexation … to the Russian Empire": the object first.)
      const list = c.as ? [c.as] : c.objects.length > 0 ? c.objects : into;
      const written = list[0];
      // (A name with "and" in it is one name: "The Department of Computing and Control".)
      const last = list.at(-1);
      name =
        written && last && last !== written && last.name && last.coordinated && tokens[last.from - 1]?.lower === 'and'
          ? copyPhrase(written, { to: last.to, text: textOf(tokens, written.from, last.to) })
          : written;
      // (A description is what it refers to, not the page: "the park was renamed …" on a city's page.)
      owner = ref(c.subject);
    } else if (v.lemma === 'change' && v.voice === 'passive' && c.subject.headLemma === 'name' && !c.subject.name) {
      name = c.preps.find((p) => p.prep === 'to')?.np;
      const of = c.subject.possessor ?? c.subject.of;
      owner = of ? ref(of) : page;
    }
    // ("CVG-7 became Carrier Air Wing Seven" on that wing's page: the page itself took that name. Its
    // own current name is no fact the quality gate keeps, which is right: read as CVG-7's, it would
    // start a second entity under the page's name — ConflictRate 0.043 → 0.044 without this.)
    // (Not what the page acquired: "it bought Harlow Mills, which was renamed Brightline Foods" names
    // Harlow Mills — the page's name written again is the acquired firm's now.)
    const acquired = clauses.some(
      (x) => x !== c && BUYING.has(x.verb.lemma) && x.subject && ref(x.subject) === page && owner !== null && x.objects.some((o) => ref(o) === owner),
    );
    if (name?.name && page && ref(name) === page && !acquired) owner = page;
    // ("became Denmarks most popular show", "to become the USL Pro affiliate of D.C. United", "became
    // the first Regius Professor": a name that modifies a noun, or is counted, names nothing taken.)
    if (!name?.name || name.role !== null || name.possessor !== null || name.modifiers.length > 0 || !owner || owner.kind === 'person') continue;
    // ("became the first Regius Professor of Civil Law": a title is a post, not a name.)
    if (TITLE_HEAD.test(name.text)) continue;
    const after = tokens[name.to];
    if (after && !after.cap && (after.pos === 'NOUN' || after.pos === 'ADJ' || after.pos === 'ADV')) continue;
    // ("On 1 September 1948 the scheme was changed and the Air Group became …": the change's date.)
    const times = c.times.length > 0 || c.kind !== 'coordinate' || !c.parent ? c.times : c.parent.times;
    const own = c.objectTimes.get(name) ?? [];
    let temporal = timesFor(own.length > 0 ? own : times, 'onset');
    if (!temporal.some((t) => t.role === 'START')) continue;
    // ("was founded in 1921 as Harbor Federal by the merchant Arthur Quill, its first president from
    // 1921 to 1948": a name is taken at a date; the end of another phrase's term is not the name's.)
    if (renaming) temporal = takenAt(temporal);
    out.push({ predicate: 'officialName', subject: owner, object: name.text, confidence: 0.75, temporal, clause: c });
    // ("the mountain was renamed Lenin Peak after the Russian revolutionary …, Vladimir Lenin": whom
    // the new name honours, from then.)
    const honoured = renaming && namedAfter ? honouredBy(c, tokens, end) : null;
    if (honoured) out.push({ predicate: 'namedAfter', subject: owner, object: honoured, confidence: 0.75, temporal, clause: c });
  }
  return out;
}

/**
 * Whom a renaming's "after" names: the name itself ("renamed Stalin Peak after Stalin"), or the name
 * set off at the clause's end after a description ("after the Russian revolutionary and first leader
 * of the Soviet Union, Vladimir Lenin").
 */
function honouredBy(c: Clause, tokens: readonly Token[], sentenceEnd: number): string | null {
  // (Read on the tokens: the tagger may take "after" for a conjunction, and a description after it
  // for several phrases.)
  const end = beforeStop(tokens, sentenceEnd);
  for (let k = c.verb.to; k < end; k++) {
    const w = tokens[k]!.lower;
    // "renamed Auguste-Viktoria-Platz in honour of the German Empress Augusta Viktoria of
    // Schleswig-Holstein", "renamed Gaza, commemorating the British victory in the Third Battle of Gaza".
    const honour = (w === 'honour' || w === 'honor' || w === 'memory') && tokens[k - 1]?.lower === 'in' && tokens[k + 1]?.lower === 'of';
    const commemorating = w === 'commemorating' && tokens[k - 1]?.text === ',';
    if (honour || commemorating) return lastNameIn(tokens, k + (honour ? 2 : 1), end);
    if (w !== 'after') continue;
    // ("renamed Dnipro after Ukraine passed its decommunization laws": a clause's subject, no namesake.)
    const to = capitalEnd(tokens, k + 1, end);
    if (to > k + 1) return tokens[to]?.pos === 'VERB' || tokens[to]?.pos === 'AUX' ? null : textOf(tokens, k + 1, to);
    // The name set off by the clause's last comma, alone to its end.
    let comma = -1;
    for (let x = k + 1; x < end; x++) if (tokens[x]!.text === ',') comma = x;
    return comma > 0 && capitalRun(tokens, comma + 1, end) === textOf(tokens, comma + 1, end) ? textOf(tokens, comma + 1, end) : null;
  }
  return null;
}

/** Titles and peoples' adjectives before a name, which are no part of it ("the German Empress Augusta Viktoria"). */
const BEFORE_NAME =
  /^(?:Emperor|Empress|King|Queen|Prince|Princess|Saint|St|Sir|Dame|Lord|Lady|Pope|Duke|Duchess|Count|Countess|President|General|Admiral|Marshal|Tsar|Czar)$/;

/** The last name of a phrase up to its comma ("the British victory in the Third Battle of Gaza": Third Battle of Gaza), without the titles before it. */
function lastNameIn(tokens: readonly Token[], from: number, end: number): string | null {
  let stop = from;
  while (stop < end && tokens[stop]!.text !== ',' && tokens[stop]!.text !== ';') stop++;
  let found: [number, number] | null = null;
  for (let k = from; k < stop;) {
    const to = capitalEnd(tokens, k, stop);
    if (to > k) found = [k, to];
    k = Math.max(to, k + 1);
  }
  if (!found) return null;
  let [a] = found;
  const b = found[1];
  while (a < b - 1 && (BEFORE_NAME.test(tokens[a]!.text) || DEMONYM.test(tokens[a]!.text))) a++;
  return textOf(tokens, a, b);
}

/** The sentence's end before its closing full stop. */
function beforeStop(tokens: readonly Token[], end: number): number {
  return tokens[end - 1]?.text === '.' ? end - 1 : end;
}

/** The capitalised words from `from` on ("Vladimir Lenin", "Crescent City", "Schleswig-Holstein"), with "of" inside a name; null if none start there. */
function capitalRun(tokens: readonly Token[], from: number, end: number): string | null {
  const to = capitalEnd(tokens, from, end);
  return to > from ? textOf(tokens, from, to) : null;
}

/** Where the capitalised words from `from` end (`from` when none start there). */
function capitalEnd(tokens: readonly Token[], from: number, end: number): number {
  let k = from;
  for (;;) {
    const t = tokens[k];
    if (!t || k >= end) break;
    const joined = t.text === '-' && k > from && tokens[k - 1]!.end === t.start && tokens[k + 1]?.start === t.end && tokens[k + 1]!.cap;
    if (!(t.cap || joined || (t.lower === 'of' && k > from && tokens[k + 1]?.cap))) break;
    k++;
  }
  return k;
}

/** Nouns of a place's seat ("the county seat", "the administrative center of the district", "the capital"). */
const SEATS = new Set(['capital', 'seat', 'centre', 'center']);
/** Nouns of settlements a seat moves to by an "of" ("the selo of Kirishi", "the urban-type settlement of Budogoshch"). */
const SETTLEMENTS = new Set(['town', 'city', 'village', 'selo', 'settlement', 'hamlet', 'township', 'municipality', 'locality', 'stanitsa', 'posyolok']);

/**
 * "In 1854 the county seat was moved to Crescent City", "on February 1944 the administrative center of
 * the district was moved to the urban-type settlement of Budogoshch", "Kirishi was … made the
 * administrative center of the district": the place's capital from then (the schema's alias reads the
 * active "moved its capital to"; its role nouns, a person's posts, are not read for places).
 */
export function seatChanges(
  clauses: readonly Clause[],
  ref: (np: NounPhrase) => Entity | null,
  page: Entity | null,
  tokens: readonly Token[],
  /** One past the sentence's last token. */
  sentenceEnd = tokens.length,
): ReadFact[] {
  const out: ReadFact[] = [];
  const end = beforeStop(tokens, sentenceEnd);
  // ("the training centre was moved": a centre is a seat only as an administrative one.)
  const isSeat = (np: NounPhrase) =>
    !np.name &&
    !np.pronoun &&
    SEATS.has(np.headLemma) &&
    (np.headLemma === 'capital' || np.headLemma === 'seat' || tokens.slice(np.from, np.head).some((t) => t.lower === 'administrative'));
  // (Without an "of", the capital is the page's only when the page is a polity or a unit that has
  // one — "the county seat" on a county's page; on a city's page "the capital" is its country's.)
  const ownerOf = (seat: NounPhrase, fallback: boolean) => {
    const of = seat.of ?? seat.possessor;
    return of ? ref(of) : fallback && page && POLITY.test(page.name) ? page : null;
  };
  for (const c of clauses) {
    const v = c.verb;
    // (A bare past after a passive goes on in the passive: "was granted town status and made the …".)
    const passive = v.voice === 'passive' || (c.kind === 'coordinate' && c.parent?.verb.voice === 'passive' && v.main === v.from && v.tense === 'past');
    // ("Xian was persuaded by Cao Cao … to move the capital to Xuchang in 196 AD": an active move of
    // "the capital" — the schema's alias reads "moved its capital to".)
    const moved = passive ? (c.subject && isSeat(c.subject) ? c.subject : undefined) : c.objects.find((o) => isSeat(o) && o.possessor === null);
    if (!c.subject || !states(c)) continue;
    let owner: Entity | string | null = null;
    let where: string | null = null;
    if (MOVES.has(v.lemma) && moved) {
      // Where to, on the tokens: "to Crescent City", "to the selo of Kirishi", "eastward to Luoyang",
      // "to the urban-type settlement of Budogoshch" (a hyphenated word the phrases split).
      const at = tokens.findIndex((t, k) => k >= v.to && k < end && t.lower === 'to');
      if (at < 0) continue;
      let k = at + 1;
      if (tokens[k]?.lower === 'the') {
        const of = tokens.findIndex((t, j) => j > k && j < Math.min(k + 8, end) && t.lower === 'of');
        if (of < 0 || !SETTLEMENTS.has(tokens[of - 1]!.lemma)) continue;
        k = of + 1;
      }
      owner = ownerOf(moved, true);
      where = capitalRun(tokens, k, end);
    } else if (makesInto(c) && c.objects[0]!.name && isSeat(c.objects[1]!)) {
      // ("In 1919 the French made Ouagadougou the capital of the Upper Volta territory": a name and
      // the kind of land it is, which the name's phrase leaves out, are the land.)
      const seat = c.objects[1]!;
      const of = seat.of;
      const land = of?.name && LAND_NOUNS.has(tokens[of.to]?.lower ?? '') ? `${of.text} ${tokens[of.to]!.text}` : null;
      owner = land ?? ownerOf(seat, false);
      // ("made Austin the seat of the company": a company has a seat, no capital.)
      if (typeof owner !== 'string' && owner?.kind === 'organisation' && guessKind(owner.name) !== 'place' && !POLITY.test(owner.name)) continue;
      where = c.objects[0]!.text;
    } else if (passive && SEAT_MAKING.has(v.lemma) && c.subject.name) {
      // ("Kirishi was granted town status and made the administrative center of the district")
      const seat = [c.as, ...c.objects].find((np): np is NounPhrase => np !== null && np !== undefined && isSeat(np));
      if (!seat) continue;
      owner = ownerOf(seat, false);
      where = c.subject.text;
    }
    // (A dynasty's or a kingdom's page may read as an organisation's: the page's seat is its capital. A
    // land a role typed an organisation — "the capital of Kazakhstan", "of the Varna Province" — is
    // still one by its name.)
    if (
      !owner ||
      !where ||
      (typeof owner !== 'string' &&
        (owner.name === where || owner.kind === 'person' || (owner.kind === 'organisation' && owner !== page && guessKind(owner.name) !== 'place')))
    )
      continue;
    // (The change's date starts the new seat's term; "made the centre" with no date of its own takes
    // the clause's it is coordinated with.)
    const times = c.times.length > 0 || c.kind !== 'coordinate' || !c.parent ? c.times : c.parent.times;
    const temporal = timesFor(times, 'onset').map((t) => (t.role === 'POINT' ? { ...t, role: 'START' as const } : t));
    if (!temporal.some((t) => t.role === 'START')) continue;
    out.push({ predicate: 'capital', subject: owner, object: where, confidence: 0.85, temporal, clause: c });
  }
  return out;
}
/** Pages of polities and units with a seat of their own ("Kirishsky District", "Han dynasty", "Klamath County, California"). */
const POLITY =
  /\b(?:District|County|Oblast|Governorate|Province|Region|Dynasty|dynasty|Empire|Kingdom|Republic|State|Raion|Uyezd|Prefecture|Canton|Department|Territory|Khanate|Sultanate|Caliphate|Emirate|Duchy|Principality|Krai|Voivodeship|Shire|Parish|Municipality)\b/;
/** Kinds of land written after a land's name ("the Upper Volta territory"). */
const LAND_NOUNS = new Set(['territory', 'colony', 'protectorate', 'province', 'region', 'district', 'county', 'oblast', 'governorate']);
/** "made Ouagadougou the capital", "declared Astana the capital": an active making verb whose second object says what the first became. */
function makesInto(c: Clause): boolean {
  const [first, second] = c.objects;
  return (
    c.verb.voice === 'active' &&
    SEAT_MAKING.has(c.verb.lemma) &&
    first !== undefined &&
    second !== undefined &&
    second.from === first.to &&
    !second.name &&
    second.det !== null
  );
}
/** Verbs that make a place the seat ("was made the administrative centre", "was designated the capital"). */
const SEAT_MAKING = new Set(['make', 'designate', 'name', 'choose', 'declare']);

/** Verbs of taking a firm over. */
const BUYING = new Set(['buy', 'acquire', 'purchase', 'take']);

/** When a name was taken: the first date that starts it, with its own end if it is a period ("in the early 1990s"). */
function takenAt(times: readonly TemporalExpression[]): TemporalExpression[] {
  const start = times.find((t) => t.role === 'START' || t.role === 'POINT');
  return start ? times.filter((t) => t === start || (t.role === 'END' && t.text === start.text && t.start === start.start)) : [];
}

/** Verbs that give a body a new name ("renamed", "redesignated"), and those that found it under one ("established as"). */
const RENAMING = new Set(['rename', 'redesignate', 're-designate', 'rechristen']);
const FOUNDED_AS = new Set(['establish', 'form', 'found', 'commission', 'create', 'organize', 'organise']);

/** Is the clause a naming: "was renamed X", "was established as X", or "…, redesignated X" sharing a passive's "was"? */
function renamed(c: Clause): boolean {
  const v = c.verb;
  const passive = v.voice === 'passive' || (c.kind === 'coordinate' && c.parent?.verb.voice === 'passive' && v.form === 'finite' && /ed$/.test(v.text));
  if (!passive) return false;
  return RENAMING.has(v.lemma) || RENAMING.has(v.text.split(' ').at(-1)!.replace(/d$/, '')) || (FOUNDED_AS.has(v.lemma) && c.as !== null);
}

/** Verbs of taking a name ("adopted its current name", "took its present name"). */
const ADOPTING = new Set(['adopt', 'take', 'assume', 'acquire', 'receive', 'get', 'gain']);

/**
 * What an institution calls itself when its page is about it ("the academy" on a university's page).
 * Not references' ORGANISATION_NOUNS: there "the academy" means the organisation named last, which
 * on a general's page is the district he commanded.
 */
const INSTITUTIONS = new Set(['academy', 'school', 'college', 'university', 'institute', 'seminary', 'museum', 'hospital', 'company', 'club', 'firm']);
/** Heads of titles written like names ("Regius Professor", "Lord Chancellor"). */
const TITLE_HEAD =
  /\b(?:Professor|President|Minister|Chairman|Chairwoman|Director|Governor|Mayor|Secretary|King|Queen|Emperor|Empress|Bishop|Archbishop|Chancellor|Lord|Lady|Duke|Duchess|Earl|Count|Countess|Prince|Princess|General|Admiral|Captain|Commander|Champion)s?$/;

/** A lone year a competition is dated by, as that season: [year, year + 1). */
function seasonOnly(temporal: TemporalExpression[]): TemporalExpression[] {
  if (temporal.length !== 1) return temporal;
  const t = temporal[0]!;
  if ((t.role !== 'POINT' && t.role !== 'START') || t.granularity !== 'year' || t.cue === 'since' || t.cue === 'from' || t.cue === 'open') return temporal;
  return [
    { ...t, role: 'START' },
    { ...t, role: 'END', time: addUnits(startOfUnit(t.time, 'year'), 'year', 1) },
  ];
}

/** Nouns a competition's name stands before ("the GP2 Asia series", "the Porsche Supercup championship"). */
const SERIES_NOUNS = new Set(['series', 'championship', 'championships', 'cup', 'trophy', 'tour', 'class', 'category']);

/** Stays a person begins and later leaves without naming the place again. */
const LEFT_STAYS = new Set(['educatedAt', 'employer', 'memberOf', 'memberOfSportsTeam', 'residence']);

/**
 * "enrolled at Harvard University in 1973, but left two years later to start the company": an
 * objectless "left" coordinated after the clause that began a stay, of the same subject, ends that
 * stay at its date (the clause is consumed: it says no more). Not "left for Paris" or "left to
 * join Acme as …": a place or a body after it is a new stay of its own.
 */
export function leftStays(clauses: readonly Clause[], facts: ReadFact[], subjectOf: (c: Clause) => Entity | null, consumed: Set<Clause>): void {
  for (const c of clauses) {
    // ("but dropped out in 1981", "but left without a degree in 1983".)
    const leaving = c.verb.lemma === 'leave' || (c.verb.lemma === 'drop' && c.verb.particle === 'out');
    if (
      consumed.has(c) ||
      c.kind !== 'coordinate' ||
      !leaving ||
      c.verb.voice !== 'active' ||
      c.objects.length > 0 ||
      c.preps.some((p) => p.prep !== 'without')
    )
      continue;
    const ending = timesFor(c.times, 'ending').filter((t) => t.role === 'END');
    const who = subjectOf(c);
    if (ending.length === 0 || who === null) continue;
    const stays = facts.filter(
      (f) => LEFT_STAYS.has(f.predicate) && f.subject === who && f.clause && f.clause.to <= c.from && !f.temporal.some((t) => t.role === 'END'),
    );
    // (Only the stay the clause before it began: "attended Lakeside School and enrolled at Harvard".)
    const last = stays.at(-1);
    if (!last) continue;
    last.temporal = [...last.temporal.filter((t) => t.time < ending[0]!.time), ...ending];
    consumed.add(c);
  }
}
