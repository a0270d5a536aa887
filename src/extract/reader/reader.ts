// The prose reader: reads a whole document once, sentence by sentence in order — tags, phrases,
// clauses, who each phrase means — and returns the facts of each sentence. Reading in order is what
// lets "the company" three sentences on mean the organisation named first, and "stepped down" mean the
// role the text gave that person before.

import type { SourceDocument } from '../../model/document.js';
import type { PredicateSchema } from '../../model/schema.js';
import type { Sentence } from '../sentences.js';
import { blockAt, type Outline } from '../structure.js';
import { PLACES } from '../places.js';
import type { TemporalExpression } from '../temporal.js';
import { NARRATIVE_CUE } from '../narrative.js';
import { isCopula, readClauses, type SentenceReading } from './grammar/clauses.js';
import { isEnding, reportedEnd, reportedEnding, type ReadFact } from './facts.js';
import { isComma, readUnits, roleLexicon, type NounPhrase, type PhraseLexicon, type Unit } from './grammar/phrases.js';
import { DocumentEntities, guessKind, namesBody, pronounGender, titleNouns, type Entity } from './grammar/references.js';
import { readRoles, rememberPosts, type RoleMemory } from './predicates/roles.js';
import { foundings, leftStays, readRelations, RelationPatterns, renamings, seatChanges } from './predicates/relations.js';
import { readRanks } from './predicates/ranks.js';
import { readSections, ROUTE_OPENING, ROUTE_TITLE, type RouteMemory } from './predicates/sections.js';
import { readStatements } from './open-statements.js';
import { aboutSport, appositionMemberships, readBoardSeats, readMemberships, type MembershipContext } from './predicates/memberships.js';
import { readDegrees } from './predicates/degrees.js';
import { appositionOccupations, namedTrades, readOccupations } from './predicates/occupations.js';
import { readDivorce, readParents, type Marriage } from './predicates/family.js';
import type { Clause } from './grammar/clauses.js';
import { textOf } from './grammar/phrases.js';
import { tagText, tokenAt, type Token } from './grammar/tokens.js';
import { isGivenName } from './grammar/given-names.js';
import { CLUB_PREFIX } from '../names.js';

/** A fact of one sentence with its names as text. */
export interface SentenceFact {
  predicate: string;
  subject: string;
  object: string;
  confidence: number;
  temporal: TemporalExpression[];
  /** Said in the present tense: true now, not at the paragraph's narrative time (ReadFact.current). */
  current?: boolean;
  /** Its clause has no date, and the sentence's dates are other clauses' ("…, where she won the title in 2022"): none is its. */
  ownTime?: boolean;
  /**
   * Held then, as a description says ("the mayor of Plauen, Eugen Wörner, attended"): at the time the
   * sentence has (its own or its paragraph's), neither begun nor ended there.
   */
  then?: boolean;
  /** Ended by its verb ("announced on Thursday that he was resigning as leader"): the sentence's time is its end, not its start. */
  ends?: boolean;
}

export interface DocumentInput {
  document: SourceDocument;
  outline: Outline;
  sentences: readonly Sentence[];
  /** Each sentence's own temporal expressions (document offsets), from the narrative pass. */
  times: readonly (readonly TemporalExpression[])[];
  /** The narrative time each sentence inherits when it has none of its own (narrative.ts). */
  inherited: readonly (TemporalExpression | null)[];
}

/** Relation patterns by schema: a process that opens many indexes over one schema compiles them once. */
const compiledPatterns = new WeakMap<PredicateSchema, RelationPatterns>();

/** Posts a company's chief executive is promoted from, which end when the holder becomes its chief executive. */
const PROMOTED_FROM = new Set(['chiefOperatingOfficer', 'chiefFinancialOfficer', 'chiefTechnologyOfficer']);

/** A role term the reader has seen start, for closing it when the holder takes the role elsewhere. */
interface Term {
  predicate: string;
  subject: string;
  start: number;
  fact: SentenceFact;
}

export class ProseReader {
  private readonly lexicon: PhraseLexicon;
  private relationPatterns: RelationPatterns | null = null;

  constructor(private readonly schema: PredicateSchema) {
    this.lexicon = roleLexicon(schema.predicates.flatMap((p) => p.roles.map((role) => ({ role, predicate: p.name }))));
  }

  /** The schema's verb relations, compiled once per schema (the aliases are read with the tagger). */
  private get relations(): RelationPatterns {
    if (this.relationPatterns === null) {
      let compiled = compiledPatterns.get(this.schema);
      if (!compiled) {
        compiled = new RelationPatterns(this.schema, this.lexicon);
        compiledPatterns.set(this.schema, compiled);
      }
      this.relationPatterns = compiled;
    }
    return this.relationPatterns;
  }

  /**
   * A role a person holds one at a time (schema `exclusive`): taking it somewhere else ends the
   * earlier one then ("named Perugia manager in 2008" … "joined Grosseto as head coach in 2010"
   * closes Perugia at 2010). The earlier fact gets the end; later facts remember their start.
   */
  private closeEarlierTerm(read: ReadFact, fact: SentenceFact, terms: Map<Entity, Term[]>): void {
    const def = this.schema.byName.get(read.predicate);
    if (!def?.exclusive || typeof read.object === 'string') return;
    const start = fact.temporal.find((t) => (t.role === 'START' || t.role === 'POINT') && t.cue !== 'narrative');
    const list = terms.get(read.object) ?? [];
    // "Sacked on 15 February of the following year": a later sentence's end of the same term is
    // that term's end, which the next post then need not supply.
    const end = fact.temporal.find((t) => t.role === 'END');
    if (end && !start) {
      for (const earlier of list)
        if (
          earlier.predicate === def.name &&
          earlier.subject === fact.subject &&
          !earlier.fact.temporal.some((t) => t.role === 'END') &&
          earlier.start < end.time
        )
          earlier.fact.temporal.push(end);
      return;
    }
    if (start) {
      for (const earlier of list) {
        if (earlier.predicate !== def.name || earlier.subject === fact.subject || earlier.fact.temporal.some((t) => t.role === 'END')) continue;
        if (earlier.start < start.time) earlier.fact.temporal.push({ ...start, role: 'END', cue: 'next-term' });
      }
      list.push({ predicate: def.name, subject: fact.subject, start: start.time, fact });
      terms.set(read.object, list);
    }
  }

  /** The names a news headline gives ("Initech names new chief" → Initech), possessors and titles included. */
  private headlineNames(title: string): string[] {
    const tokens = tagText(title);
    const out: string[] = [];
    for (const u of readUnits({ tokens, from: 0, to: tokens.length, times: [] }, this.lexicon)) {
      if (u.kind !== 'np') continue;
      for (const np of [u.possessor, u.title, u, u.of]) if (np?.name && !out.includes(np.text)) out.push(np.text);
    }
    return out;
  }

  /** "President of Uruguay", "Mayor of Chemnitz": a page about an office, whose holders hold that role of that place. */
  private officeOf(title: string, entities: DocumentEntities): { predicate: string; of: Entity } | null {
    const tokens = tagText(title);
    const units = readUnits({ tokens, from: 0, to: tokens.length, times: [] }, this.lexicon);
    const np = units[0];
    if (units.length !== 1 || np?.kind !== 'np' || np.role === null || np.of === null || !np.of.name) return null;
    const def = this.schema.byName.get(np.role.predicate);
    if (!def || def.object !== 'Person') return null;
    return { predicate: def.name, of: entities.note(np.of.text, def.subject === 'Organization' ? 'organisation' : 'place', -1, false) };
  }

  /** The facts of each sentence, by the sentence's start offset. */
  read(input: DocumentInput): Map<number, SentenceFact[]> {
    const { document, outline, sentences } = input;
    const tokens = tagText(document.text);
    const entities = new DocumentEntities(outline.subject);
    if (entities.page?.kind === 'person') entities.pageGender = pronounGender(tokens);
    // Capitalised words anywhere in the document, for names a sentence writes before the text names them.
    const capitalised = new Set<string>();
    for (const t of tokens) if (t.cap) capitalised.add(t.text);
    // Words written capitalised inside a sentence (or in the title): names, not a sentence's first word.
    const midSentence = new Set<string>(document.title ? document.title.split(/\s+/) : []);
    /** The same, without the word right after an opening article. */
    const namedMid = new Set<string>(midSentence);
    {
      let sentence = 0;
      for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i]!;
        while (sentence < sentences.length && sentences[sentence]!.end <= t.start) sentence++;
        if (!t.cap || sentence >= sentences.length || t.start <= sentences[sentence]!.start) continue;
        midSentence.add(t.text);
        // ("The Album debuted …": capitalised after an opening article, as at the start itself.)
        const before = tokens[i - 1];
        if (!(before && before.start === sentences[sentence]!.start && OPENING_ARTICLES.has(before.lower))) namedMid.add(t.text);
      }
    }
    // (Made only when a statement's first word asks: most never do.)
    let lowerWords: Set<string> | null = null;
    let longerNames: Map<string, string[]> | null = null;
    const memory: RoleMemory = { held: new Map(), posts: new Map(), last: null };
    const sport = aboutSport(tokens);
    const has = (predicate: string) => this.schema.byName.has(predicate);
    const terms = new Map<Entity, Term[]>();
    let marriage: Marriage | null = null;
    // A route's page ("Milan Metro Line 3"): the termini its sections open.
    // (The opening past a title line: "Line 15 (Beijing Subway)" / "Line 15 of the Beijing Subway is a rapid transit rail line".)
    const opening = document.text.slice(0, 400);
    const onRoute = has('terminus') && ROUTE_TITLE.test(document.title ?? '') && ROUTE_OPENING.test(opening);
    const routeMemory: RouteMemory = { termini: [] };
    let currentBlock: ReturnType<typeof blockAt> = null;
    let coachingPart = false;
    const office = outline.subject ? this.officeOf(outline.subject.name, entities) : null;
    // ("OSLO (Reuters) - Halvorsen Shipping said …": a wire report's dateline names where it was filed —
    // a place, not the "company" the next sentence means.)
    // (A wire's bracket or a known place: "SAS - the Scandinavian airline - …" is no dateline.)
    // (Written as the text names it elsewhere: "OSLO" is "Oslo".)
    const line = outline.genre === 'news' ? DATELINE.exec(document.text) : null;
    const city = line ? line[1]!.toLowerCase().replace(/(^|[\s'-])\p{Ll}/gu, (m) => m.toUpperCase()) : null;
    if (city && (line![2] !== undefined || PLACES.has(city))) entities.note(city, 'place', -1, false);
    if (!outline.subject && document.title) entities.setHeadline(this.headlineNames(document.title));
    else if (outline.subject && document.title) for (const noun of titleNouns(outline.subject.name, document.title)) entities.definePage(noun);
    const out = new Map<number, SentenceFact[]>();
    // The names things were founded under ("founded in 1887 as Halden Teachers College").
    const foundedAs: SentenceFact[] = [];
    // Posts named to be taken later ("named Priya Raman as its next president").
    const namedAhead: SentenceFact[] = [];
    for (let k = 0; k < sentences.length; k++) {
      const s = sentences[k]!;
      const from = tokenAt(tokens, s.start);
      let to = from;
      while (to < tokens.length && tokens[to]!.start < s.end) to++;
      if (to === from) continue;
      const block = blockAt(outline, s.start);
      if (block !== currentBlock) {
        currentBlock = block;
        entities.newParagraph();
        // ("Managerial career" / "Early years" / "Napoli": the sub-sections go on with the part of
        // the career the last such heading named.)
        const heading = block?.heading ?? '';
        if (COACHING_PART.test(heading)) coachingPart = true;
        else if (PLAYING_PART.test(heading)) coachingPart = false;
      }
      const units = readUnits({ tokens, from, to, times: input.times[k] ?? [] }, this.lexicon);
      const reading = readClauses(units, tokens);
      const refs = resolveInOrder(reading, entities, k, tokens);
      entities.noteFirstOrganisation(firstOrganisation(reading, refs));
      // "HMAS Cairns is a corvette": later "the corvette" (or "the ship", said by the page's own
      // sentences) is the page.
      if (k < 3 && entities.page) {
        for (const c of reading.clauses) {
          const o = c.objects[0];
          if (
            isCopula(c.verb) &&
            c.subject &&
            refs.get(c.subject) === entities.page &&
            o &&
            (o.det === 'a' || o.det === 'an' || o.det === 'the') &&
            !o.name &&
            o.role === null
          ) {
            entities.definePage(o.headLemma);
            // ("is a historic house" … "bought the dwelling", "purchased the property": a building
            // is called by any word for one.)
            if (BUILDINGS.has(o.headLemma)) for (const noun of BUILDINGS) entities.definePage(noun);
            // ("the Danish version of the Wheel of Fortune game show": the show, too.)
            if (KIND_OF.has(o.headLemma)) {
              const kind = kindOf(units, units.indexOf(o));
              if (kind) entities.definePage(kind);
            }
          }
        }
      }
      const consumed = new Set<Clause>();
      const facts: ReadFact[] = readRoles(reading, {
        consumed,
        schema: this.schema,
        entities,
        sentence: k,
        tokens,
        memory,
        documentTime: document.time,
        ref: (np) => refs.get(np) ?? null,
        named: (w) => capitalised.has(w),
        office,
        inherited: input.inherited[k] ?? null,
        genre: outline.genre,
        sport,
      });
      const subjectOf = (c: Clause): Entity | null => {
        if (!c.subject) return null;
        // "Microsoft is a technology company headquartered in Redmond": the company is Microsoft.
        if (c.kind === 'reduced' && !c.subject.name) {
          const copula = reading.clauses.find((x) => x !== c && x.objects.includes(c.subject!) && (x.verb.lemma === 'be' || x.verb.lemma === 'become'));
          if (copula?.subject) return refs.get(copula.subject) ?? null;
        }
        return refs.get(c.subject) ?? null;
      };
      const withRegion = (np: NounPhrase): string | null => {
        // "Redmond, Washington" and "Albuquerque, New Mexico", but not a list ("Chelsea, Arsenal and Fulham").
        const at = units.findIndex((u) => u === np);
        const comma = units[at + 1];
        const region = units[at + 2];
        const after = units[at + 3];
        if (at < 0 || comma?.kind !== 'punct' || comma.lower !== ',' || region?.kind !== 'np' || !region.name || region.coordinated) return null;
        if (after && !(after.kind === 'punct' || after.kind === 'prep' || after.kind === 'time' || after.kind === 'conj')) return null;
        return `${textOf(tokens, np.from, np.to)}, ${textOf(tokens, region.from, region.to)}`;
      };
      const modifiesNoun = (np: NounPhrase): boolean => {
        let k = np.to;
        // Past an acronym in brackets: "Hewlett-Packards ( HP ) board".
        if (tokens[k]?.text === '(' && tokens[k + 2]?.text === ')') k += 3;
        const next = k < to ? tokens[k] : undefined;
        // ("the Audi, Škoda and SEAT brands": the last of a list before a plural noun is still a value.)
        return next !== undefined && next.pos === 'NOUN' && !next.cap && !(np.coordinated && next.lower.endsWith('s'));
      };
      for (const c of reading.clauses)
        if (!consumed.has(c))
          facts.push(
            ...readRelations(c, this.relations, {
              sport,
              ref: (np) => refs.get(np) ?? null,
              subjectOf,
              // (Set off by a comma: "his fiancee, Carrie Symonds,"; "Queen Mary" is a name with a title.
              // Or a name right after a description with its article: "owned by the American investor
              // Greg Holt".)
              named: (np) =>
                reading.appositions.find((a) => a.description === np && a.name.from > np.from && tokens[np.to]?.text === ',')?.name ??
                nameBeside(units, np, tokens),
              withRegion,
              modifiesNoun,
              documentTime: document.time,
              tokens,
              reportTime: outline.genre === 'news' ? document.time : null,
            }),
          );
      if (has('educatedAt'))
        for (const c of reading.clauses) if (!consumed.has(c)) facts.push(...readDegrees(c, { ref: (np) => refs.get(np) ?? null, tokens }));
      leftStays(reading.clauses, facts, subjectOf, consumed);
      if (has('militaryRank')) facts.push(...readRanks(units, reading.clauses, { ref: (np) => refs.get(np) ?? null, sport }));
      if (onRoute && entities.page)
        readSections(units, reading.clauses, facts, {
          route: entities.page,
          ref: (np) => refs.get(np) ?? null,
          place: (name) => entities.note(name, 'place', k, false),
          memory: routeMemory,
        });
      // ("previously managed Northgate United", "Alan Ross managed the team from 1985 to 1994. He was
      // replaced by …": a club's manager in a sports text is its head coach — before the successions
      // after it pass the post on.)
      if (sport && this.schema.byName.has('headCoach'))
        for (const f of facts) if (f.predicate === 'directorManager' && f.clause?.verb.lemma === 'manage') f.predicate = 'headCoach';
      rememberPosts(facts, this.schema, memory, k);
      if (this.schema.byName.has('headquartersLocation'))
        facts.push(...basedIn(units, tokens, (np) => refs.get(reading.appositions.find((a) => a.description === np)?.name ?? np) ?? null));
      const membership: MembershipContext = {
        ref: (np) => refs.get(np) ?? null,
        sport,
        has,
        documentTime: document.time,
        tokens,
        nameAfter: (np) => nameAfter(units, np),
        nameSetOff: (np) => nameSetOff(units, np),
        // (Lately: a page's opening "is the manager of Porto" says nothing of the playing career after it.)
        coaches: (person) => {
          // (In a "Managerial career" section the page's person signs for clubs as their coach.)
          if (coachingPart && person === entities.page) return true;
          const held = memory.held.get(person);
          // (Not from an encyclopedia's opening, "a former footballer and manager"; a report's first
          // sentence, "have sacked manager Dean Cole", is its news.)
          // ("He first served as the Raiders head coach from 1998 to 2001 … and rejoined the team in
          // 2018": a dated term in the same sentence is no opening's description.)
          return (
            held?.predicate.name === 'headCoach' &&
            held.sentence >= k - 3 &&
            (held.sentence >= 2 || outline.genre === 'news' || (held.sentence === k && held.since !== undefined))
          );
        },
        phraseAfter: (np) => {
          const next = units[units.indexOf(np) + 1];
          return next?.kind === 'np' ? next : null;
        },
        organisation: (name) => entities.note(name, 'organisation', k, false),
      };
      facts.push(...foundings(facts, (np) => refs.get(np) ?? null, has('inception'), NARRATIVE_CUE));
      const open = reading.clauses.filter((c) => !consumed.has(c));
      const ref = (np: NounPhrase) => refs.get(np) ?? null;
      if (has('officialName')) facts.push(...renamings(open, ref, entities.page, tokens, has('namedAfter'), to));
      const seats = has('capital') ? seatChanges(open, ref, entities.page, tokens, to) : [];
      if (seats.length > 0) {
        // ("Xian was persuaded … to move the capital to Xuchang": the page's capital, not the mover's —
        // the schema's alias keys "moved the capital" on whoever moved it.)
        const moved = new Set(seats.map((f) => f.clause));
        facts.splice(0, facts.length, ...facts.filter((f) => f.predicate !== 'capital' || !moved.has(f.clause)), ...seats);
      }
      const memberships: ReadFact[] = [];
      for (const c of open) memberships.push(...readMemberships(c, membership));
      memberships.push(...readBoardSeats(open, membership), ...appositionMemberships(reading.appositions, membership));
      if (memberships.length > 0) facts.splice(0, facts.length, ...withoutVaguerMembership(facts, memberships), ...memberships);
      if (has('occupation')) {
        const occupations = {
          ref: (np: NounPhrase) => refs.get(np) ?? null,
          page: entities.page,
          tokens,
          sentenceEnd: to,
          news: outline.genre === 'news',
          dated: (input.inherited[k] ?? null) !== null || (input.times[k] ?? []).length > 0,
          documentTime: document.time,
        };
        for (const c of reading.clauses) if (!consumed.has(c)) facts.push(...readOccupations(c, occupations));
        facts.push(
          ...appositionOccupations(reading.appositions, occupations),
          ...namedTrades(
            units.filter((u): u is NounPhrase => u.kind === 'np' && u.name),
            occupations,
          ),
        );
      }
      if (has('child')) facts.push(...readParents(reading, { ref: (np) => refs.get(np) ?? null, person: (name) => entities.note(name, 'person', k, false) }));
      if (has('spouse')) {
        // ("In 1970 he married Ingrid Berg; they divorced in 1988": the marriage may be the sentence's own.)
        const married = facts.find((f) => f.predicate === 'spouse' && typeof f.subject !== 'string' && typeof f.object !== 'string');
        if (married) marriage = { subject: married.subject as Entity, object: married.object as Entity };
        for (const c of reading.clauses) {
          const divorce = consumed.has(c) ? null : readDivorce(c, { ref: (np) => refs.get(np) ?? null, last: marriage });
          if (divorce) facts.push(divorce);
        }
      }
      if (this.schema.byName.has('statement'))
        facts.push(
          ...readStatements(reading, facts, {
            consumed,
            tokens,
            sentenceStart: from,
            page: entities.page,
            namedElsewhere: (w) => midSentence.has(w),
            namedMidSentence: (w) => namedMid.has(w),
            writtenLower: (w) => (lowerWords ??= new Set(tokens.filter((t) => !t.cap).map((t) => t.text))).has(w.toLowerCase()),
            fullerNames: (w) => (longerNames ??= namesByWord(tokens)).get(w) ?? [],
            ref: (np) => refs.get(np) ?? null,
            genre: outline.genre,
            inherited: (input.inherited[k] ?? null) !== null,
            sport,
          }),
        );
      const named: SentenceFact[] = [];
      // An encyclopedia's undated past ("X was the mayor of Y", "Z founded W") happened at some time
      // the text does not give: stored from the document's date it would be wrong, so it waits for review.
      const undatedPast = outline.genre === 'encyclopedic' && (input.inherited[k] ?? null) === null;
      // A fact read from a phrase or a non-finite clause ("Interscope chairman Jimmy Iovine offered
      // …", "returned to live in …") is told in the tense of the clause it stands in, when the
      // sentence gives no date at all. A lasting relation (a founder, a parent, an author) holds for
      // good, its start unknown: no review for it.
      const mainClause = reading.clauses.find((c) => c.kind === 'main');
      const sentencePast = undatedPast && (input.times[k] ?? []).length === 0 && told(mainClause ?? null);
      // "THX Ltd. is an American company founded in 1983 by George Lucas and headquartered in San
      // Francisco": a participle describing a phrase of a present-tense clause, with no date of its
      // own, holds now — not at a date another clause of the sentence was given.
      // ("As of 2016, the team's station is KCBS-FM (owned by Entercom)": the main clause's own date
      // is the description's too.)
      const presentDescription = mainClause?.verb.tense === 'present' && mainClause.verb.modal === null && mainClause.times.length === 0;
      // "Vasquez previously managed Northgate United, where she won the league title in 2022",
      // "Harbor City, founded in 1898, play their home games at Riverside Park": the sentence's dates
      // are its asides', none the main clause's. (Not "Nadella, who was named on Tuesday, took over
      // from Steve Ballmer", "founded the Catalan News Agency, which was established in 1999": a
      // relative clause may date the main clause's event; a "where" clause tells another.)
      // ("promised to expand the medical school, which opened in 1998", in a report of 2024: a
      // relative clause about the object, dated long before the report, tells the object's story —
      // unless the main verb made it, "founded the agency, which was established in 1999".)
      const aboutObject = (c: Clause) =>
        outline.genre === 'news' &&
        c.kind === 'relative' &&
        c.times.every((t) => t.time < document.time - YEAR) &&
        c.subject !== null &&
        reading.clauses.some((x) => x.kind !== 'relative' && x.objects.includes(c.subject!) && !FOUNDING.has(x.verb.lemma) && !CREATING.has(x.verb.lemma));
      const datesAside =
        (input.inherited[k] ?? null) === null &&
        reading.clauses.some((c) => c.times.length > 0) &&
        reading.clauses.every((c) => c.times.length === 0 || c.kind === 'reduced' || (c.kind === 'relative' && c.link === 'where') || aboutObject(c));
      for (const f of withoutImpliedEmployment(mergeSame(facts), this.schema)) {
        if (presentDescription && f.clause?.kind === 'reduced' && f.temporal.length === 0) f.current = true;
        // ("Brightwave, which is headquartered in Denver, was spun off … in 2019": a present-tense
        // relative clause is true now, whatever the clause it hangs on dates.)
        if (
          f.clause?.kind === 'relative' &&
          f.clause.verb.tense === 'present' &&
          f.clause.verb.modal === null &&
          f.clause.times.length === 0 &&
          f.temporal.length === 0
        )
          f.current = true;
        // ("Okafor will remain on the faculty", after "founded in 1887": what will be is of the
        // document's present, not the paragraph's past.)
        // (Only past a date long before the report: "Raman will take over on July 1. She will …".)
        const stale = (input.inherited[k]?.time ?? Infinity) < document.time - YEAR;
        if (outline.genre === 'news' && stale && f.clause?.verb.tense === 'future' && f.temporal.length === 0) f.current = true;
        // ("announced on Thursday that he was resigning as leader": the day the post ended. Not "were
        // sold to Udinese", whose ending is the seller's.)
        if (
          f.predicate !== 'statement' &&
          f.temporal.length === 0 &&
          f.clause?.verb.voice === 'active' &&
          isEnding(f.clause.verb.lemma, f.clause.verb.particle)
        ) {
          f.ends = true;
          // ("Paul Renner resigned as chief executive of Northwind", undated in a report with no
          // date near it: by the report's date.)
          const byReport = input.inherited[k] ? null : reportedEnding(f.clause, tokens, outline.genre === 'news' ? document.time : null, reading);
          if (byReport && this.schema.byName.get(f.predicate)?.lasting !== true) f.temporal = [byReport];
        }
        const own = f.clause && (f.clause.kind === 'main' || f.clause.kind === 'coordinate') && f.clause.times.length === 0 && f.temporal.length === 0;
        // ("was founded in 1950 and later bought by Initech": what came later has none of the sentence's dates.)
        if (own && datesAside && AFTERWARDS.has(tokens[f.clause!.verb.from - 1]?.lower ?? '')) f.ownTime = true;
        // (Not a lasting relation: "previously founded Brightwave" is a founder still.)
        if (
          own &&
          outline.genre === 'news' &&
          PREVIOUSLY.has(tokens[f.clause!.verb.from - 1]?.lower ?? '') &&
          f.predicate !== 'statement' &&
          this.schema.byName.get(f.predicate)?.lasting !== true
        ) {
          // ("previously managed Northgate United" in a report: a post that ended before the report.)
          f.temporal = [reportedEnd(f.clause!, tokens, document.time)];
        } else if (
          own &&
          f.clause!.verb.tense === 'present' &&
          f.clause!.verb.modal === null &&
          reading.clauses.some((c) => c.times.length > 0) &&
          reading.clauses.every(
            (c) =>
              c.times.length === 0 ||
              (c.kind === 'relative' &&
                (c.subject === f.clause!.subject ||
                  (outline.genre !== 'news' &&
                    c.subject !== null &&
                    !c.subject.pronoun &&
                    !c.subject.name &&
                    // ("is owned by the Glazer family , who bought it in 2005": the value's own purchase dates it.)
                    !f.clause!.objects.includes(c.subject) &&
                    !f.clause!.preps.some((p) => p.np === c.subject)))),
          )
        ) {
          // ("United, who were relegated from the Championship in 2022, are owned by Greg Holt": a
          // present state whose sentence dates only its other clauses is true now. In an encyclopedia
          // so is one whose date is a relative clause's about someone else: "The team is owned by Yankee
          // Global Enterprises , … by the family of the late George Steinbrenner , who purchased the
          // team in 1973" — not "members of the American Athletic Conference , which they joined in 2018".)
          f.current = true;
        } else if (own && datesAside) {
          if (f.clause!.verb.tense === 'present' && f.clause!.verb.modal === null) f.current = true;
          // ("Vasquez, hired in January, replaced Doyle": a past main clause's event may be the
          // reduced clause's; only a "where" clause surely tells another.)
          else if (
            f.clause!.verb.tense !== 'past' ||
            !reading.clauses.some((c) => c.times.length > 0 && c.kind === 'reduced' && c.subject === f.clause!.subject && TAKEN_ON.has(c.verb.lemma))
          )
            f.ownTime = true;
        }
        if (f.clause && !f.temporal.some((t) => t.role === 'END')) {
          const end = dependentEnd(f.predicate, f.clause, reading.clauses);
          if (end) f.temporal = [...f.temporal, end];
        }
        const finite = f.clause?.verb.form === 'finite';
        if (
          undatedPast &&
          f.temporal.length === 0 &&
          !f.current &&
          this.schema.byName.get(f.predicate)?.lasting !== true &&
          (finite ? told(f.clause!) : sentencePast) &&
          this.schema.byName.get(f.predicate)?.object !== 'Date'
        )
          f.confidence = Math.min(f.confidence, 0.45);
        const fact = asSentenceFact(f);
        if (!fact) continue;
        named.push(fact);
        // ("In 1870 he also commanded the District of Kansas": a second post held besides, not instead.)
        if (!(f.clause && ALSO.has(tokens[f.clause.verb.from - 1]?.lower ?? ''))) this.closeEarlierTerm(f, fact, terms);
        if (f.predicate === 'officialName' && f.clause && FOUNDING.has(f.clause.verb.lemma)) foundedAs.push(fact);
        if (f.ahead) namedAhead.push(fact);
      }
      if (named.length > 0) out.set(s.start, named);
    }
    formerNames(foundedAs, out, document.time, tokens.at(-1)?.end ?? 0);
    takenLater(namedAhead, out);
    promotions(out);
    livedSinceBought(out, entities.page?.name ?? null, document.text);
    return out;
  }
}

/**
 * "In 1976, Yolande Bebeze Fox … bought the home from Straight. … Fox lived in the home until her
 * death in February 2016": a residence the text ends but does not start began when the resident
 * bought the place — not at every time before its end; and one ended by a death ends the ownership.
 */
function livedSinceBought(out: Map<number, SentenceFact[]>, page: string | null, text: string): void {
  const bought = new Map<string, TemporalExpression>();
  const owned = new Map<string, SentenceFact>();
  for (const facts of out.values())
    for (const f of facts) {
      const start = f.predicate === 'ownedBy' ? f.temporal.find((t) => t.role === 'START') : undefined;
      if (start) bought.set(`${f.object}\u0000${f.subject}`, start);
      if (start && !f.temporal.some((t) => t.role === 'END')) owned.set(`${f.object}\u0000${f.subject}`, f);
    }
  for (const facts of out.values())
    for (const f of facts) {
      if (f.predicate !== 'residence' || f.temporal.some((t) => t.role === 'START' || t.role === 'POINT') || !f.temporal.some((t) => t.role === 'END'))
        continue;
      const start = bought.get(`${f.subject}\u0000${f.object}`);
      // ("… lived in the home until her death in February 2016": she owned it until then too.)
      const end = f.temporal.find((t) => t.role === 'END')!;
      const ownership = owned.get(`${f.subject}\u0000${f.object}`);
      if (ownership && /\b(?:death|died)\b/.test(text.slice(Math.max(0, end.start - 25), end.start))) ownership.temporal = [...ownership.temporal, end];
      if (start) f.temporal = [start, ...f.temporal];
      // (A resident of the page's house the text gives no start for — "Jim Moss lived in the home
      // until 1990" — would live there at every time before: for review.)
      else if (f.object === page) f.confidence = Math.min(f.confidence, 0.45);
    }
}

/**
 * "joined Harwick in 2019 as chief operating officer" … "will become its chief executive on May 1":
 * a deputy's post at a company ends when the same person becomes its chief executive (the document's
 * facts in any order).
 */
function promotions(out: Map<number, SentenceFact[]>): void {
  const starts = (f: SentenceFact) => f.temporal.find((t) => (t.role === 'START' || t.role === 'POINT') && t.cue !== 'narrative');
  // (Most documents name no chief executive: nothing to gather for them.)
  const ceos = [...out.values()].flatMap((fs) => fs.filter((f) => f.predicate === 'chiefExecutiveOfficer'));
  if (ceos.length === 0) return;
  const facts = [...out.values()].flat();
  for (const ceo of ceos) {
    const became = starts(ceo);
    if (!became) continue;
    for (const f of facts) {
      const began = PROMOTED_FROM.has(f.predicate) && f.subject === ceo.subject && f.object === ceo.object ? starts(f) : undefined;
      if (began && began.time < became.time && !f.temporal.some((t) => t.role === 'END')) f.temporal.push({ ...became, role: 'END', cue: 'promotion' });
    }
  }
}

/**
 * "Halden University on Monday named Priya Raman as its next president. Raman will take over on
 * July 1": the post starts when she takes it — the naming's day would close her predecessor's term
 * months early. (Without such a later start the naming's stands.)
 */
function takenLater(namedAhead: readonly SentenceFact[], out: Map<number, SentenceFact[]>): void {
  const isStart = (t: TemporalExpression) => t.role === 'START' || t.role === 'POINT';
  const startOf = (f: SentenceFact) => f.temporal.find(isStart)?.time ?? -Infinity;
  for (const f of namedAhead) {
    let later: SentenceFact | undefined;
    for (const facts of out.values())
      later ??= facts.find((g) => g !== f && g.predicate === f.predicate && g.subject === f.subject && g.object === f.object && startOf(g) > startOf(f));
    if (later) f.temporal = [...later.temporal.filter(isStart), ...f.temporal.filter((t) => !isStart(t))];
  }
}

/** A name with its usual abbreviations ("Halden Football Club" and "Halden FC" are one name). */
function abbreviated(name: string): string {
  return name
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\bassociation football club\b/g, 'afc')
    .replace(/\bfootball club\b/g, 'fc')
    .replace(/\blimited\b/g, 'ltd')
    .replace(/\bincorporated\b/g, 'inc')
    .replace(/\bcorporation\b/g, 'corp')
    .replace(/\bcompany\b/g, 'co')
    .trim();
}

/**
 * "The university, founded in 1887 as Halden Teachers College, …" in a text that calls it Halden
 * University: a name it was founded under that is not the one the text uses (nor its initials), and
 * that no later name closed, was given up before the document's date — not held to this day.
 */
function formerNames(foundedAs: readonly SentenceFact[], out: Map<number, SentenceFact[]>, documentTime: number, at: number): void {
  const names = [...out.values()].flat().filter((f) => f.predicate === 'officialName');
  const initials = (name: string) =>
    name
      .split(/\s+/)
      .filter((w) => /^\p{Lu}/u.test(w))
      .map((w) => w[0])
      .join('');
  for (const f of foundedAs) {
    const start = f.temporal.find((t) => t.role === 'START' || t.role === 'POINT');
    if (!start || f.temporal.some((t) => t.role === 'END')) continue;
    if (initials(f.object) === f.subject || initials(f.subject) === f.object || abbreviated(f.object) === abbreviated(f.subject)) continue;
    if (names.some((g) => g !== f && g.subject === f.subject && g.temporal.some((t) => (t.role === 'START' || t.role === 'POINT') && t.time > start.time)))
      continue;
    f.temporal.push({ start: at, end: at, text: '', time: documentTime, granularity: 'day', role: 'END', cue: 'former' });
  }
}

const YEAR = 365 * 24 * 3600 * 1000;

/**
 * The end a clause depending on a fact's own gives it: "was elected to the Riksdag in 1998, where she
 * sat until 2014" (a "where" clause of staying ends the seat), "studied law at Uppsala University,
 * graduating in 1986" (the studies end with the degree).
 */
function dependentEnd(predicate: string, host: Clause, clauses: readonly Clause[]): TemporalExpression | null {
  for (const x of clauses) {
    if (x.parent !== host) continue;
    if (x.link === 'where' && STAYED.has(predicate) && SAT.has(x.verb.lemma)) {
      const until = x.times.find((t) => t.role === 'END');
      if (until) return until;
    }
    if (predicate === 'educatedAt' && x.kind === 'participial' && x.verb.lemma === 'graduate' && x.times.length > 0) return { ...x.times[0]!, role: 'END' };
  }
  return null;
}

/** Memberships and posts a "where" clause of staying ("where she sat until 2014") can end. */
const STAYED = new Set(['memberOfLegislature', 'memberOf', 'memberOfSportsTeam', 'employer', 'educatedAt', 'residence', 'positionHeld']);
/** Verbs of staying somewhere ("sat", "served", "remained", "played"). */
const SAT = new Set(['sit', 'serve', 'remain', 'stay', 'play', 'work', 'teach', 'live', 'study']);

/** Verbs of being taken on, whose reduced clause may date the main clause's event ("Vasquez, hired in January, replaced Doyle"). */
const TAKEN_ON = new Set(['hire', 'appoint', 'name', 'elect', 'promote', 'recruit', 'select', 'choose', 'sign']);

/** Adverbs before a verb that put what it says before the report ("previously managed", "formerly ran"). */
/** Adverbs that put a clause after the sentence's dates. */
const AFTERWARDS = new Set(['later', 'subsequently', 'eventually', 'afterwards', 'afterward', 'thereafter']);
const PREVIOUSLY = new Set(['previously', 'formerly']);

/** Words for a building, any of which a text uses for the one its page is about. */
const BUILDINGS = new Set(['house', 'mansion', 'villa', 'building', 'dwelling', 'property', 'residence', 'manor', 'townhouse', 'estate']);

/** Headings of the part of a sports career spent coaching, and of the part spent playing. */
const COACHING_PART = /\b(?:managerial|coaching|management)\b|\bcareer as (?:a )?(?:manager|coach)\b/i;
const PLAYING_PART = /^(?:(?:playing|club|international|youth|senior|professional) career|personal life|early life)$/i;

/**
 * "joined Sassuolo as head coach" says the role; the employment its verb also reads ("joined X") is
 * the same fact said less well, and the gold annotates the role alone. A coach who joins a club is
 * not one of its players either.
 */
function withoutImpliedEmployment(facts: ReadFact[], schema: PredicateSchema): ReadFact[] {
  const roles = facts.filter((f) => schema.byName.get(f.predicate)?.roles.length);
  // ("joined Twitter in 2011 as a software engineer and became chief technology officer in 2017":
  // a role another clause gives is a later step, not the same fact.)
  return facts.filter(
    (f) =>
      !(
        IMPLIED_BY_ROLE.has(f.predicate) &&
        roles.some((r) => r.subject === f.object && r.object === f.subject && (r.clause == null || f.clause == null || r.clause === f.clause))
      ),
  );
}
const IMPLIED_BY_ROLE = new Set(['employer', 'memberOf', 'memberOfSportsTeam']);

/** The name written right after a phrase ("the club U.S. Triestina Calcio"), or null. */
function nameAfter(units: readonly Unit[], np: NounPhrase): NounPhrase | null {
  const next = units[units.indexOf(np) + 1];
  return next?.kind === 'np' && next.name ? next : null;
}

/** "another team in the third tier, SD Ponferradina": the name set off by a comma after a description and its phrases, or null. */
function nameSetOff(units: readonly Unit[], np: NounPhrase): NounPhrase | null {
  let j = units.indexOf(np) + 1;
  while (units[j]?.kind === 'prep' && units[j + 1]?.kind === 'np' && !(units[j + 1] as NounPhrase).name) j += 2;
  const next = units[j + 1];
  return isComma(units[j]) && next?.kind === 'np' && next.name ? next : null;
}

/** The person's name written right after a description with its article ("the American investor Greg Holt"), or null. */
function nameBeside(units: readonly Unit[], np: NounPhrase, tokens: readonly Token[]): NounPhrase | null {
  if (np.det === null || np.name || np.pronoun || tokens[np.head]!.cap) return null;
  const next = nameAfter(units, np);
  // (Written on, and a person's: "the 10th Rector Cup", "the legislature Hong Kong" are not a description's.)
  return next && next.from === np.to && guessKind(next.text) === 'person' ? next : null;
}

/**
 * "The San Francisco-based company's board": the place a hyphenated "-based" names is the
 * headquarters of what the phrase refers to — the name it is set beside, where it describes one
 * ("Activision Blizzard, the Santa Monica-based video game publisher").
 */
function basedIn(units: readonly Unit[], tokens: readonly Token[], ref: (np: NounPhrase) => Entity | null): ReadFact[] {
  const out: ReadFact[] = [];
  for (const u of units) {
    if (u.kind !== 'np') continue;
    for (const np of [u, u.possessor]) {
      if (!np || np.name || np.det === null) continue;
      for (let j = np.from + 1; j + 1 < np.to; j++) {
        if (tokens[j]!.text !== '-' || tokens[j + 1]!.lower !== 'based' || tokens[j]!.start !== tokens[j - 1]!.end) continue;
        let k = j - 1;
        while (k > np.from && tokens[k - 1]!.cap && tokens[k - 1]!.pos !== 'DET') k--;
        const company = ref(np);
        // (A kind only guessed from the name's look is no person where the phrase names a body —
        // "Activision Blizzard, the Santa Monica-based video game publisher" — unlike "Kim Lundgren,
        // a former Berlin-based flight engineer".)
        const organisation = company && (company.kind !== 'person' || (company.guessed && namesBody(np.headLemma)));
        if (tokens[k]!.cap && company && organisation)
          // (Said of it as the text describes it: "The Oslo-based airline, which was founded in 1998"
          // is based in Oslo now, not since 1998.)
          out.push({ predicate: 'headquartersLocation', subject: company, object: textOf(tokens, k, j), confidence: 0.75, temporal: [], current: true });
      }
    }
  }
  return out;
}

/** Adverbs that add a post to one still held ("also commanded", "concurrently served as"). */
const ALSO = new Set(['also', 'concurrently', 'simultaneously', 'additionally']);

/** "joined Paris Saint-Germain" in a footballer's story is a team's membership, not the employment or residence the verb also reads. */
function withoutVaguerMembership(facts: ReadFact[], memberships: readonly ReadFact[]): ReadFact[] {
  // (Of the same body, or of the same clause: "moved to the French club Olympique" lives in no "French".)
  return facts.filter(
    (f) =>
      !(
        (f.predicate === 'employer' || f.predicate === 'residence') &&
        memberships.some(
          (m) => m.subject === f.subject && m.predicate !== f.predicate && (m.object === f.object || (m.clause != null && m.clause === f.clause)),
        )
      ),
  );
}

/** One fact per (predicate, subject, object): the surest reading, with every bound any reading gave. */
function mergeSame(facts: readonly ReadFact[]): ReadFact[] {
  const out: ReadFact[] = [];
  // ("from 1940 to 1945 and again from 1951 to 1955": two complete terms stay two facts.)
  const complete = (ts: readonly TemporalExpression[]) => ts.some((t) => t.role === 'START') && ts.some((t) => t.role === 'END');
  for (const f of facts) {
    const same = out.find(
      (x) => x.predicate === f.predicate && x.subject === f.subject && x.object === f.object && !(complete(x.temporal) && complete(f.temporal)),
    );
    if (!same) {
      out.push(copyFact(f));
      continue;
    }
    same.confidence = Math.max(same.confidence, f.confidence);
    for (const role of ['START', 'END'] as const) {
      const has = (ts: readonly TemporalExpression[]) => ts.some((t) => t.role === role || (role === 'START' && t.role === 'POINT'));
      if (!has(same.temporal) && has(f.temporal)) same.temporal.push(...f.temporal.filter((t) => t.role === role || (role === 'START' && t.role === 'POINT')));
    }
  }
  return out;
}

/**
 * A copy of a fact, with its own list of times (merging adds to it). Field by field: the facts come
 * in many shapes, and a spread of so many shapes copies through V8's slow generic path.
 */
function copyFact(f: ReadFact): ReadFact {
  const copy: ReadFact = { predicate: f.predicate, subject: f.subject, object: f.object, confidence: f.confidence, temporal: [...f.temporal] };
  if ('clause' in f) copy.clause = f.clause;
  if ('current' in f) copy.current = f.current;
  if ('ownTime' in f) copy.ownTime = f.ownTime;
  if ('then' in f) copy.then = f.then;
  if ('ends' in f) copy.ends = f.ends;
  if ('ahead' in f) copy.ahead = f.ahead;
  return copy;
}

/** Nouns of a kind whose "of" says what the thing is ("a type of steam locomotive"). */
const KIND_OF = new Set(['version', 'type', 'kind', 'form', 'variant', 'class', 'edition', 'adaptation', 'model']);

/**
 * The noun a "type of" phrase at `at` names, written after it up to the clause's first verb or
 * punctuation: "a type of 4-4-0 steam locomotive used by …" (locomotive), "the Danish version of
 * the Wheel of Fortune television game show" (show, not a word of the name).
 */
function kindOf(units: readonly Unit[], at: number): string | null {
  let kind: string | null = null;
  for (let k = at + 1; k < units.length; k++) {
    const u = units[k]!;
    if (u.kind === 'verb' || u.kind === 'punct' || u.kind === 'rel') break;
    if (u.kind === 'np' && !u.name && !u.pronoun) kind = u.headLemma;
  }
  return kind;
}

/**
 * Is a clause told in the past? A non-finite one ("returned to live in …", "led by …") takes the
 * tense of the clause it hangs from.
 */
function told(c: Clause | null): boolean {
  while (c && c.verb.form !== 'finite') c = c.parent;
  return c !== null && (c.verb.tense === 'past' || c.verb.tense === 'pluperfect');
}

function nameOf(x: Entity | string): string {
  return typeof x === 'string' ? x : x.name;
}

function asSentenceFact(f: ReadFact): SentenceFact | null {
  const subject = nameOf(f.subject);
  const object = nameOf(f.object);
  if (subject === '' || object === '') return null;
  // ("… and renamed Brightline Foods in 1994" on that company's page: the name it took then is its
  // own current one — a dated official name, which ends the one before; canonicalize keeps it too.)
  if (subject.toLowerCase() === object.toLowerCase() && !(f.predicate === 'officialName' && f.temporal.length > 0)) return null;
  const fact: SentenceFact = { predicate: f.predicate, subject, object, confidence: f.confidence, temporal: f.temporal };
  if (f.current) fact.current = true;
  if (f.ownTime) fact.ownTime = true;
  if (f.then) fact.then = true;
  if (f.ends) fact.ends = true;
  return fact;
}

const OPENING_ARTICLES = new Set(['the', 'a', 'an']);

/** Verbs that make their object, whose own beginning is then the verb's event ("built the bridge, which opened in 1932"). */
const CREATING = new Set([
  'build',
  'create',
  'design',
  'open',
  'construct',
  'complete',
  'launch',
  'set',
  'form',
  'organise',
  'organize',
  'produce',
  'publish',
  'write',
  'buy',
  'acquire',
  'purchase',
]);

/** A wire report's dateline: "OSLO (Reuters) -", "NEW YORK, March 3 (AP) —", "BERLIN —". */
const DATELINE = /^\s*(\p{Lu}[\p{Lu} .'-]{1,30}?)\s*(?:,[^()\n-]{1,40})?\s*(\([^()\n]{1,30}\)\s*)?[-–—]\s/u;

/**
 * Longer names whose last word is the name of what they name: a person's with a given name or a
 * title first ("Steven Jay Rubin", "Mr Higginbottom"), a ship's ("HMS Clare"), a club's ("KF
 * Skënderbeu"). (Not "Kirishi Power Station", "Friedrich Engels" of the city, "Rise of Saladin".)
 */
const FULLER = new RegExp(String.raw`^(?:${CLUB_PREFIX}|HMS|USS|SMS|HMAS|HMCS|HMNZS|RMS|USNS|Mr|Mrs|Ms|Dr|Sir|Dame|Lady|Lord|Prof)$`, 'u');

/**
 * The longer names a document writes (two or more capitalised words of the kinds FULLER says), by
 * their last word: "HMS Clare" under "Clare".
 */
function namesByWord(tokens: readonly Token[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const capital = (t: Token | undefined) =>
    t !== undefined && t.cap && (t.pos === 'PROPN' || t.pos === 'NOUN' || t.pos === 'ADJ') && /^\p{Lu}[\p{L}-]+$/u.test(t.text);
  for (let i = 0; i < tokens.length; i++) {
    // (Not from inside a hyphenated word: "Jean-Luc Godard" is no "Luc Godard".)
    if (!capital(tokens[i]) || capital(tokens[i - 1]) || (tokens[i - 1]?.text === '-' && tokens[i - 1]!.end === tokens[i]!.start)) continue;
    const words = [tokens[i]!.text];
    for (let j = i + 1; capital(tokens[j]); j++) words.push(tokens[j]!.text);
    if (words[0] === 'The') words.shift();
    // (Two or three words, and a given name's run a person's: not "Ralph Lauren Center", "Jim Sillars
    // Scottish Labour Party".)
    if (words.length < 2 || words.length > 3) continue;
    if (!FULLER.test(words[0]!) && !(isGivenName(words[0]!) && guessKind(words.join(' ')) === 'person')) continue;
    const name = words.join(' ');
    {
      const w = words.at(-1)!;
      const list = out.get(w) ?? [];
      if (!list.includes(name)) list.push(name);
      out.set(w, list);
    }
  }
  return out;
}

/** Verbs whose object is an organisation brought into being. */
const FOUNDING = new Set(['found', 'co-found', 'cofound', 'establish', 'incorporate', 'launch', 'start']);

/**
 * Every noun phrase of the sentence resolved to an entity in reading order, so a pronoun only sees
 * the names before it; clause subjects are marked as such (they are what "it" and "he" prefer).
 */
function resolveInOrder(r: SentenceReading, entities: DocumentEntities, sentence: number, tokens: readonly Token[]): Map<NounPhrase, Entity | null> {
  // What "he" and "it" later prefer: the subjects of the sentence's own clauses, not of its relative ones.
  const subjects = new Set<NounPhrase>();
  for (const c of r.clauses) if (c.subject && c.kind !== 'relative' && c.kind !== 'reduced') subjects.add(c.subject);
  // "Begum Zia appointed him": an object pronoun is not its clause's subject.
  const subjectOf = new Map<NounPhrase, NounPhrase>();
  // ("Initech said it would cut 200 jobs": a pronoun that is the subject of a clause of its own — the
  // reported one — may well be the reporter.)
  const ownSubjects = new Set(r.clauses.map((c) => c.subject));
  // ("Liz Truss, who announced her resignation": a possessive pronoun of a clause's object, and
  // the clause's subject it most likely means.)
  const ownerOf = new Map<NounPhrase, NounPhrase>();
  for (const c of r.clauses) {
    if (!c.subject) continue;
    for (const o of c.objects) if (o.possessor?.pronoun && o.possessor !== c.subject) ownerOf.set(o.possessor, c.subject);
    for (const o of c.objects) if (o.pronoun && !ownSubjects.has(o)) subjectOf.set(o, c.subject);
    for (const p of c.preps) if (p.np.pronoun && !ownSubjects.has(p.np)) subjectOf.set(p.np, c.subject);
  }
  // "He founded Fjordline Shipping in 1991 and served as its chief executive": what is founded is an
  // organisation, though its name looks like a person's — so "its" can mean it.
  const founded = new Set<NounPhrase>();
  for (const c of r.clauses) if (FOUNDING.has(c.verb.lemma) && c.verb.voice === 'active') for (const o of c.objects) if (o.name) founded.add(o);
  const refs = new Map<NounPhrase, Entity | null>();
  const visit = (np: NounPhrase) => {
    if (np.possessor) visit(np.possessor);
    if (np.title) visit(np.title);
    const other = subjectOf.get(np);
    const owner = ownerOf.get(np);
    if (!refs.has(np))
      refs.set(
        np,
        np.role === null
          ? entities.resolve(np, sentence, subjects.has(np), other ? (refs.get(other) ?? null) : null, owner ? (refs.get(owner) ?? null) : null)
          : null,
      );
    const made = founded.has(np) ? refs.get(np) : null;
    if (made && made !== entities.page) entities.settle(made, 'organisation');
    if (np.of) visit(np.of);
    for (const more of np.ofAlso) visit(more);
    // What a role belongs to is an organisation or a place ("Initech's chief executive", "the CEO of Initech").
    if (np.role !== null) {
      const owner = np.of ?? np.title ?? np.possessor;
      const e = owner && owner.name ? refs.get(owner) : null;
      if (e && e !== entities.page) entities.settle(e, 'organisation');
    }
  };
  // "the centre-left governments led by Romano Prodi": a plural description names several things,
  // not the page or the organisation last named. (Only before a verb, a comma or "who": the sources
  // drop apostrophes, and "the teams regional network" is the team's.)
  r.units.forEach((u, k) => {
    const next = r.units[k + 1];
    if (u.kind !== 'np' || u.det !== 'the' || u.name || u.possessor !== null || u.of !== null || u.role !== null) return;
    const last = u.text.split(/\s+/).at(-1)!;
    // (On a class's page "the locomotives" are the class — not "the first five locomotives", "some of the locomotives".)
    if (last !== u.headLemma && /^\p{Ll}+s$/u.test(last) && (next === undefined || next.kind === 'verb' || next.kind === 'rel' || next.kind === 'punct'))
      refs.set(u, u.text.split(/\s+/).length === 2 && tokens[u.from - 1]?.lower !== 'of' && entities.pluralIsPage(u.headLemma) ? entities.page : null);
  });
  for (const u of r.units) if (u.kind === 'np') visit(u);
  // ("a variant of the class 24": the name of a class, not the page's class.)
  for (const np of refs.keys()) if (np.headLemma === 'class' && !np.name && /^(?:\d|\p{Lu})/u.test(tokens[np.to]?.text ?? '')) refs.set(np, null);
  // "Churchill was a British statesman who served as …": a description the copula gives its subject
  // is that subject, for the relative clause that hangs from it.
  // ("an American businessman and philanthropist who co-founded Microsoft": the last of the
  // coordinated descriptions after the article, too.)
  // ("Smith was the 40th Governor of Texas from 1969 to 1973, who previously served as …": a post the
  // copula gives a person is that person — unless its "of" names someone else, whom "who" may mean.)
  // (Only "who": "the chairman of Globex, which was sold to Initech" is Globex's sale.)
  const byWho = (x: Clause) => {
    let k = x.from - 1;
    while (k > 0 && r.units[k]!.kind === 'word') k--; // ("who previously served")
    const rel = r.units[k];
    return rel?.kind === 'rel' && (rel.lower === 'who' || rel.lower === 'whom');
  };
  for (const c of r.clauses) {
    const first = c.objects[0];
    const who = c.subject ? refs.get(c.subject) : null;
    if (!who || !first || !isCopula(c.verb)) continue;
    const post = first.det === 'the' && first.role !== null && who.kind === 'person' && !(first.of && refs.get(first.of)?.kind === 'person');
    if (post && r.clauses.some((x) => x.kind === 'relative' && x.subject === first && byWho(x))) refs.set(first, who);
    if (!(first.det === 'a' || first.det === 'an')) continue;
    for (const o of c.objects)
      if ((o === first || (o.det === null && !o.pronoun)) && !o.name && o.role === null && r.clauses.some((x) => x.kind === 'relative' && x.subject === o))
        refs.set(o, who);
  }
  // "became a director of Coutts & Company , a banking firm": what the text has said a body is ("He
  // remained with the firm" two sentences on).
  r.units.forEach((u, k) => {
    const description = r.units[k + 2];
    if (u.kind !== 'np' || !isComma(r.units[k + 1]) || description?.kind !== 'np' || (description.det !== 'a' && description.det !== 'an')) return;
    const named = u.name ? u : u.of?.name ? u.of : null;
    const e = named ? refs.get(named) : null;
    if (e && e.kind !== 'person') entities.describedAs(e, description.headLemma, sentence);
  });
  return refs;
}

/** The first organisation a document names: what "the company" means in a news report. */
function firstOrganisation(r: SentenceReading, refs: Map<NounPhrase, Entity | null>): Entity | null {
  for (const u of r.units as Unit[]) {
    if (u.kind !== 'np') continue;
    for (const np of [u.possessor, u.title, u.of, u]) {
      const e = np ? refs.get(np) : null;
      if (e && e.kind === 'organisation') return e;
    }
  }
  return null;
}

export type { Token };
