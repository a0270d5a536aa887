// Clauses of one sentence, read from its units (phrases.ts): for each verb group, who does it (the
// subject as written, or the antecedent of "who", or the subject of the clause it hangs from), what
// it does it to (object or complement), with which prepositions, "as" what, and when (the dates in
// its own stretch of the sentence). Also the appositions that describe a name without a verb
// ("Peter Gibbons, Initech's new chief executive,", "Tim Cook (CEO of Apple)", "Microsoft chief
// executive Satya Nadella"). A shallow reading — no full parse — that holds for the sentences news
// and encyclopedias are made of.

import { SPAN_CUES, type TemporalExpression } from '../../temporal.js';
import { ASIDE_OPENERS, copyPhrase, isComma, KIN_ROLES, type NounPhrase, type TimeUnit, type Unit, type VerbGroup } from './phrases.js';
import { guessKind, namesBody, ORGANISATION_NOUNS } from './references.js';
import { isEnding, isOnset, REPORTING } from '../facts.js';
import { LEAGUE_NAME } from '../predicates/memberships.js';
import { isTrade } from '../predicates/occupations.js';
import { hyphenJoins, type Token } from './tokens.js';

export type ClauseKind = 'main' | 'relative' | 'participial' | 'reduced' | 'coordinate' | 'subordinate' | 'infinitive';

export interface Clause {
  kind: ClauseKind;
  /** The subject as written; for a relative clause its antecedent; for a participial one the subject of the clause it hangs from. */
  subject: NounPhrase | null;
  /** Subjects coordinated with it ("Quaid and Soles were married": Soles). */
  coSubjects: NounPhrase[];
  verb: VerbGroup;
  /** Direct objects, or the complement of a copula (coordinated ones in order). */
  objects: NounPhrase[];
  /** Prepositional phrases after the verb, in order. */
  preps: { prep: string; np: NounPhrase }[];
  /** "served as CEO", "named Jane Doe as its chief executive". */
  as: NounPhrase | null;
  /**
   * Posts listed after `as`, each with a date of its own: "served as Chief of the Defence Staff from
   * 1961 to 1967, military commander of the Eastern Military District from 1967 to 1969 and as the
   * Chief of the Army from 1969 to 1976" (their dates are in objectTimes).
   */
  asAlso: NounPhrase[];
  /** Dates in the clause's stretch, plus the introductory ones of a main clause ("In 1994, … Downs was …"). */
  times: TemporalExpression[];
  /** An object followed by a date of its own ("acquired LinkedIn in 2016, GitHub in 2018"): that date. */
  objectTimes: Map<NounPhrase, TemporalExpression[]>;
  /** The subordinating word of a subordinate clause ("when", "after") or the relative pronoun. */
  link: string | null;
  /** The clause this one hangs from (relative, participial, subordinate, coordinate, infinitive). */
  parent: Clause | null;
  /**
   * The verb completes the one before it rather than stating on its own: "promised to take Britain
   * out", "criticised for falling behind", "asked her to form a government".
   */
  complement: boolean;
  /** Unit indices of the clause's stretch, [from, to). */
  from: number;
  to: number;
}

export interface Apposition {
  /** The name described. */
  name: NounPhrase;
  /** The description: a role ("Initech's new chief executive") or another noun phrase. */
  description: NounPhrase;
  /** Noun phrases of prepositional phrases after the description, inside the commas ("after co-founder Bill Gates"). */
  inside?: NounPhrase[];
  /** Dates written after the description, inside the commas or brackets ("the club's manager from 1945 to 1969"). */
  times?: TemporalExpression[];
}

export interface SentenceReading {
  units: Unit[];
  clauses: Clause[];
  appositions: Apposition[];
}

const COPULAS = new Set(['be', 'become', 'remain']);
/** Verbs whose object is the person given a post ("named Bob Chapek as chief executive"). */
const NAMING = new Set(['name', 'appoint', 'elect', 'hire', 'choose', 'pick', 'tap', 'select', 'promote', 'install', 'nominate', 'recruit']);

/** Reads the clauses and appositions of a sentence's units. */
export function readClauses(units: Unit[], tokens: readonly Token[]): SentenceReading {
  const appositions = findAppositions(units, tokens);
  const inApposition = new Set<NounPhrase>(appositions.flatMap((a) => [a.description, ...(a.inside ?? [])]));
  const clauses: Clause[] = [];
  let lastMain: Clause | null = null;
  // The dates before a clause's verb, with where each stands.
  let introTimes: { at: number; expression: TemporalExpression }[] = [];
  let clauseStart = 0;
  // Where the brackets open around the unit at k are: "Bohemond IV ( ; 1175–1233 ) was": a semicolon
  // inside them (what is left of a pronunciation) separates nothing of the sentence's.
  const brackets: number[] = [];
  for (let k = 0; k < units.length; k++) {
    const u = units[k]!;
    // ("The former Prime Minister ( 2014–2016 ) , Matteo Renzi , served as mayor from 2009 to 2014",
    // "John Sculley ( president of PepsiCo from 1977 to 1983 ) became chief executive in 1983": dates
    // in brackets after a post, or with one, are its term, not the sentence's time.)
    const opened = brackets.at(-1);
    const post = (x: Unit | undefined) => x?.kind === 'np' && x.role !== null;
    const datesPost = opened !== undefined && (post(units[opened - 1]) || post(units[opened + 1]));
    if (u.kind === 'time' && !datesPost && !clauses.some((c) => k >= c.from && k < c.to))
      introTimes.push(...u.expressions.map((expression) => ({ at: k, expression })));
    // (Only brackets the sentence closes: an unclosed one holds nothing.)
    if (u.kind === 'punct' && (u.lower === '(' || u.lower === '[') && units.some((x, j) => j > k && x.kind === 'punct' && (x.lower === ')' || x.lower === ']')))
      brackets.push(k);
    if (u.kind === 'punct' && (u.lower === ')' || u.lower === ']')) brackets.pop();
    if (u.kind === 'punct' && (u.lower === ';' || u.lower === ':') && brackets.length === 0) {
      clauseStart = k + 1;
      lastMain = null;
      introTimes = [];
    }
    if (u.kind !== 'verb') continue;
    if (clauses.some((c) => k >= c.from && k < c.to)) continue;
    // "the California-based publisher", "a Labour-led council": a verb hyphenated to the word before
    // it is part of a compound modifier, not a clause.
    if (hyphenJoins(tokens, u.from - 1)) continue;
    const prev = previousMeaningful(units, k);
    const before = prev === null ? null : units[prev]!;
    let kind: ClauseKind = 'main';
    let namesWhat = false;
    let subject: NounPhrase | null = null;
    let link: string | null = null;
    let parent: Clause | null = lastMain;
    let gap: NounPhrase | null = null;
    if (u.form === 'infinitive') {
      kind = 'infinitive';
      subject = lastMain?.subject ?? null;
      // "has been a director since 2007 and is the first woman to chair the company": it completes
      // the clause right before it.
      // ("…, when he left to become Secretary of State": the clause it follows right away.)
      const nearest = clauses.at(-1);
      if (nearest && ((nearest.kind === 'coordinate' && nearest.subject === subject) || (nearest.kind === 'subordinate' && nearest.to >= k))) {
        parent = nearest;
        if (nearest.kind === 'subordinate') subject = nearest.subject;
      }
      // "arranged for his daughter Matilda to marry Geoffrey": "for X to" makes X the subject.
      if (before?.kind === 'np' && prev !== null) {
        let p = prev - 1;
        if (units[p]?.kind === 'np' && (units[p] as NounPhrase).to === before.from) p--;
        // (Not "left for Paris to marry her": after a verb that asks or arranges, or a person the
        // text describes — "for his daughter Matilda".)
        const verb = units[p - 1];
        // ("to make way for Justice Shahabuddin Ahmed to become acting president".)
        const asks =
          (verb?.kind === 'verb' && FOR_SUBJECT_VERBS.has(verb.lemma)) ||
          (verb?.kind === 'np' && verb.headLemma === 'way') ||
          (verb?.kind === 'word' && verb.lower === 'way');
        const described = units[p + 1] !== before || before.role !== null || before.possessor !== null;
        if (units[p]?.kind === 'prep' && (units[p] as { lower: string }).lower === 'for' && (asks || described)) subject = before;
      }
    } else if (u.form === 'ing' && before?.kind === 'verb' && before.to === u.from && CATENATIVE.has(before.lemma) && lastMain?.verb === before) {
      // "started playing professional football for C.D. Montijo, then moved to …": the gerund
      // completes the verb before it, whose subject it shares.
      kind = 'infinitive';
      subject = lastMain.subject;
    } else if ((before?.kind === 'word' && before.lower === 'rel') || before?.kind === 'rel') {
      // "Steve Ballmer, who led the company": the antecedent is the subject.
      kind = 'relative';
      link = (before as { lower: string }).lower;
      subject = antecedent(units, prev!);
      parent = clauseAround(clauses, prev!) ?? lastMain;
    } else if (
      before?.kind === 'np' &&
      prev! > 0 &&
      units[prev! - 1]!.kind === 'rel' &&
      ['which', 'that', 'whom'].includes((units[prev! - 1] as { lower: string }).lower)
    ) {
      // "Toyoda Automatic Loom Works, which Sakichi Toyoda had founded": the relative pronoun is the
      // object, so the antecedent is; the phrase before the verb is the subject.
      kind = 'relative';
      link = (units[prev! - 1] as { lower: string }).lower;
      subject = before;
      gap = antecedent(units, prev! - 1);
    } else if (u.form === 'ing' && before?.kind === 'punct') {
      // ", succeeding Steve Ballmer": the participle's subject is that of the clause it follows
      // ("Disney said that Arnold will become chairman, succeeding Iger": Arnold's).
      kind = 'participial';
      const host = [...clauses].reverse().find((x) => x.kind !== 'relative' && x.kind !== 'reduced' && x.kind !== 'subordinate' && x.subject !== null);
      subject = host?.subject ?? lastMain?.subject ?? null;
      // "Disney named Bob Chapek as chief executive, replacing Bob Iger": the one named replaces; so
      // does "Northwind named Priya Raman chief executive, replacing Tom Hale" (the name before the role).
      // (So does "Acme said that it had appointed Jane Doe as its chief executive, effective May 1,
      // replacing John Roe": the naming clause the report holds.)
      const namer =
        host && host.verb.voice === 'active' && NAMING.has(host.verb.lemma)
          ? host
          : [...clauses]
              .reverse()
              .find(
                (x) =>
                  (x.kind === 'subordinate' || x.kind === 'relative') &&
                  x.link === 'that' &&
                  x.verb.voice === 'active' &&
                  NAMING.has(x.verb.lemma) &&
                  x.objects[0]?.name &&
                  x.to >= k - 3,
              );
      const named = namer?.objects[0];
      // ("Disney said on Thursday that Susan Arnold will become chairman, succeeding Bob Iger": what
      // is reported right before is about Arnold, not about the one reporting it.)
      const reported = clauses.at(-1);
      if (named?.name) subject = named;
      else if (named?.role && named.title?.name && guessKind(named.title.text) === 'person') subject = named.title;
      else if (
        (reported?.kind === 'subordinate' || reported?.kind === 'relative') &&
        reported.link === 'that' &&
        reported.subject?.name &&
        reported.parent &&
        REPORTING.has(reported.parent.verb.lemma)
      )
        subject = reported.subject;
    } else if (namingModifier(units, k, before)) {
      // "The International Peacekeeping Battalion named after Dzhokhar Dudayev is defending Ukraine":
      // a naming participle the tagger read as a past tense describes the phrase before it, whose
      // verb comes later ("after" is no clause of Dudayev's).
      kind = 'reduced';
      subject = namedBy(units, before as NounPhrase);
      Object.assign(u, { form: 'participle', voice: 'passive' });
      namesWhat = true;
    } else if (
      u.form === 'participle' &&
      ((before?.kind === 'punct' &&
        !onlyVerb(units, k) &&
        !clauses.some((x) => x.kind === 'relative' && x.to === prev) &&
        !closesDescription(clauses, units, k, clauseStart, lastMain)) ||
        (before?.kind === 'np' && !opensSentence(units, prev!, clauseStart, k)) ||
        asideAdverb(units, prev))
    ) {
      // (", resigned" after "X, who had been chief executive since 2007," is X's verb, not a reduced relative.)
      // "Initech, based in Austin,", "a company headquartered in Redmond": the phrase before (the
      // comma) is what the participle describes; so is it before "…, also known as Y,".
      kind = 'reduced';
      const at = asideAdverb(units, prev) ? prev! - 1 : prev!;
      const np = before?.kind === 'np' ? before : at > 0 ? units[at - 1] : undefined;
      subject = np?.kind === 'np' ? namedBy(units, placeDescribed(units, at, u) ?? np) : null;
    } else if (
      u.main === u.from &&
      (u.tense === 'past' || u.form === 'participle') &&
      CALLING.has(u.lemma) &&
      isComma(before ?? undefined) &&
      units[k + 1]?.kind === 'np' &&
      (units[k + 1] as NounPhrase).name &&
      calledBefore(units, prev!) !== null
    ) {
      // "it was a two-year junior college, named Dixie College": a naming verb after a comma and a
      // common noun says what that was called, not whom someone named.
      kind = 'reduced';
      subject = namedBy(units, calledBefore(units, prev!)!);
      Object.assign(u, { form: 'participle', voice: 'passive' });
    } else if (u.form === 'ing' && before?.kind === 'np' && !before.pronoun && units[prev! - 1]?.kind !== 'prep' && laterVerb(units, k)) {
      // "The pediment facing M Street reads …": a bare -ing right after a noun, before the clause's
      // own verb, describes that noun (M Street reads nothing).
      kind = 'reduced';
      subject = namedBy(units, before);
    } else if (u.form === 'ing' && before?.kind === 'np' && prev! > 0 && units[prev! - 1]!.kind === 'prep') {
      // "with Conservative backing", "with Volkswagen keeping a stake": a bare -ing after a phrase
      // a preposition governs is no clause the sentence's subject changes to.
      kind = 'participial';
      subject = before;
    } else {
      // A bare past participle read as the clause's own verb ("…, defected to Labour", "The company
      // filed for bankruptcy") is a finite past in the active voice.
      if (u.form === 'participle' && u.main === u.from) Object.assign(u, { form: 'finite', voice: 'active', tense: 'past' });
      const found = subjectBefore(units, k, clauseStart, inApposition, clauses);
      subject = found.subject;
      if (found.link !== null) {
        kind = 'subordinate';
        link = found.link;
        // "…, before moving to the United States": a gerund's subject is that of the clause it hangs from.
        if (subject === null && u.form === 'ing')
          subject = [...clauses].reverse().find((x) => (x.kind === 'main' || x.kind === 'coordinate') && x.subject !== null)?.subject ?? null;
      } else if (
        subject === null &&
        lastMain === null &&
        found.coordinated &&
        clauses.at(-1)?.kind === 'relative' &&
        clauses.at(-1)!.subject !== null &&
        clauses.at(-1)!.to >= k - 2 &&
        !isComma(units[k - 2])
      ) {
        // "The bank , which was founded in Eindhoven in 1898 and moved its headquarters to Amsterdam
        // in 1972 , employs …": before the main verb, an "and" goes on with the relative clause.
        const inner = clauses.at(-1)!;
        kind = 'relative';
        subject = inner.subject;
        link = inner.link;
        parent = inner.parent;
      } else if (subject === null && lastMain !== null && found.coordinated) {
        // "… was appointed in 2001 and resigned in 2010": a second verb phrase of the same subject —
        // of the subordinate clause right before it when the two verbs match in voice and tense
        // ("came after he killed four and wounded three": he wounded them).
        const inner = clauses.at(-1);
        if (
          inner &&
          inner.kind === 'subordinate' &&
          inner.subject !== null &&
          inner.to >= k - 2 &&
          inner.verb.voice === u.voice &&
          inner.verb.tense === u.tense
        ) {
          kind = 'subordinate';
          subject = inner.subject;
          link = inner.link;
          parent = inner.parent;
        } else if (
          inner &&
          inner.kind === 'reduced' &&
          inner.to >= k - 2 &&
          u.main === u.from &&
          u.tense === 'past' &&
          /(?:ed|en|ld|wn|ght)$/.test(u.text) &&
          units[k + 1]?.kind === 'prep' &&
          (!isComma(units[k - 2]) || (units[k + 1] as { lower: string }).lower === 'by')
        ) {
          // "a green party established in 2013 and led by Monica Frassoni": a second participle after
          // "and" goes on describing the phrase the first one did. (After a comma only with "by":
          // "Smith joined Acme, based in Austin, and worked in its sales division" is Smith's.)
          kind = 'reduced';
          subject = inner.subject;
          parent = inner.parent;
          Object.assign(u, { form: 'participle', voice: 'passive' });
        } else if (
          inner &&
          inner.kind === 'relative' &&
          inner.subject !== null &&
          inner.to >= k - 2 &&
          !isComma(units[k - 2]) &&
          !isComma(units[inner.to - 1])
        ) {
          // "from Thomas Okafor, who has led the university since 2013 and announced his retirement
          // last autumn": an "and" with no comma before it goes on with the relative clause.
          kind = 'relative';
          subject = inner.subject;
          link = inner.link;
          parent = inner.parent;
        } else if (inner && inner.kind === 'infinitive' && inner.to >= k - 2 && u.tense === 'present' && u.text === u.lemma) {
          // "accepted an invitation to visit Chile and speak on …": a bare verb after "and" goes on
          // with the infinitive before it.
          kind = 'infinitive';
          subject = inner.subject;
          parent = inner.parent;
        } else {
          kind = 'coordinate';
          subject = lastMain.subject;
          // "It was founded in 1968 as Brandt Snacks and renamed Brightline Foods in 1994": a renaming
          // verb after a passive one goes on in the passive (its name is no object the subject renamed).
          // So does one its agent follows ("was founded in 1968 and acquired by Acme in 1990"), and a
          // replacement with what replaced it ("was phased out … and replaced between 2002 and 2011
          // with new Mercedes-Benz vehicles": the fleet had replaced the Mercedes).
          if (lastMain.verb.voice === 'passive' && u.main === u.from && u.tense === 'past' && (RENAMING.has(u.lemma) || agentFollows(units, k, u.lemma)))
            Object.assign(u, { form: 'participle', voice: 'passive' });
        }
      } else if (found.coordinated && lastMain !== null) {
        kind = 'coordinate';
      }
    }
    let end = clauseEnd(units, tokens, k + 1);
    // "married Melinda French, who worked at Microsoft as a product manager, on 1 January 1994": a
    // relative clause set off by commas closes at its second comma when only a date (and phrases
    // with it) follows to the sentence's end — the date is its host's.
    if (kind === 'relative' && isComma(units[prev! - 1])) end = closingComma(units, k + 1, end);
    const complement =
      u.form === 'infinitive'
        ? before?.kind !== 'punct'
        : kind === 'infinitive' || (u.form === 'ing' && (before?.kind === 'prep' || (before?.kind === 'word' && before.lower === 'how')));
    const clause: Clause = {
      kind,
      subject,
      coSubjects: subject ? coordinatedBefore2(units, subject, clauses) : [],
      verb: u,
      objects: [],
      preps: [],
      as: null,
      asAlso: [],
      times: [],
      objectTimes: new Map(),
      link,
      parent: kind === 'main' ? null : parent,
      complement,
      from: k,
      to: end,
    };
    fillBody(clause, units, tokens, k + 1, end);
    // (Its name, "after Dzhokhar Dudayev", is part of it: the verb after is the described noun's.)
    if (namesWhat) clause.to = Math.max(clause.to, k + 3);
    if (gap && link !== 'that') clause.objects.unshift(gap);
    // "In July 2009, he left Piacenza to join Sassuolo": the purpose happens when its clause does.
    // "In February 2012, he left the party and joined the PNC", "…, signing a deal at El Gouna":
    // a verb phrase with no date of its own happens when the clause it continues does.
    const host = kind === 'infinitive' || kind === 'participial' || kind === 'coordinate' ? (clause.parent ?? lastMain) : null;
    // ("Its chief executive since 2011 has been Tim Cook, and its chairman is Arthur Levinson": a
    // state with a subject of its own is no continuation; "A resigned and B quit" are one moment.)
    const ownState = kind === 'coordinate' && subject !== null && subject !== host?.subject && !subject.pronoun && (isCopula(u) || u.tense === 'present');
    // ("has chaired the bank since 2017 and previously served as finance minister": an earlier time.)
    const earlier = kind === 'coordinate' && units[k - 1]?.kind === 'word' && EARLIER.has((units[k - 1] as { lower: string }).lower);
    if (host && clause.times.length === 0 && host.times.length > 0 && !ownState && !earlier) clause.times.push(...inheritedTimes(host.times));
    if (kind === 'main') {
      // ("In 1976, Yolande Bebeze Fox, the former Miss America 1951, bought": a date in a
      // description after the subject is the description's.)
      // ("Its first president, from 1928 until 1935, was …": a post's dates are its term; "Microsoft,
      // in 2016, acquired": a date alone between the commas is the clause's.)
      const subjectAt = subject?.name ? units.indexOf(subject) : -1;
      const described = (at: number) =>
        subjectAt >= 0 && at > subjectAt && isComma(units[subjectAt + 1]) && units.slice(subjectAt + 2, at).some((x) => x.kind === 'np');
      clause.times.unshift(...introTimes.filter((t) => !described(t.at)).map((t) => t.expression));
      introTimes = [];
      lastMain = clause;
    } else if (kind === 'coordinate' && subject !== null && lastMain !== null && subject !== lastMain.subject) {
      lastMain = clause;
    }
    clauses.push(clause);
  }
  // "married Antonela Roccuzzo, whom he had known since childhood, in Rosario on 30 June 2017": what
  // follows a relative clause's closing comma, up to the next verb, is its host's again.
  for (const r of clauses) {
    if (r.kind !== 'relative' || !r.parent || !isComma(units[r.to])) continue;
    let end = r.to + 1;
    while (
      end < units.length &&
      units[end]!.kind !== 'verb' &&
      units[end]!.kind !== 'rel' &&
      units[end]!.kind !== 'sconj' &&
      units[end]!.kind !== 'conj' &&
      !(units[end]!.kind === 'punct' && (units[end] as { lower: string }).lower !== ',')
    )
      end++;
    // Only prepositional phrases and dates resume it ("…, in Rosario on 30 June 2017"); a name would be a new subject.
    if (end < units.length && units[end]!.kind === 'verb') continue;
    let bare = false;
    for (let m = r.to + 1; m < end; m++) if (units[m]!.kind === 'np' && units[m - 1]!.kind !== 'prep') bare = true;
    if (bare) continue;
    fillBody(r.parent, units, tokens, r.to + 1, end);
  }
  // "In 1970, Gill left for industry, the department was renamed …": a date opening the sentence
  // dates each main clause spliced on with a comma that has none of its own.
  // (Only the sentence's one date, and a subject that is no phrase ending in a name: "by the Oakland
  // Raiders, the team Gruden left for Tampa Bay" describes the Raiders.)
  const opening = units[0]?.kind === 'time' && units.filter((u) => u.kind === 'time').length === 1 ? units[0].expressions : [];
  if (opening.length > 0)
    for (const [i, c] of clauses.entries()) {
      const at = c.subject ? units.indexOf(c.subject) : -1;
      const described = c.subject !== null && !c.subject.name && c.subject.det !== null && tokens[c.subject.to - 1]!.cap;
      // (Not a present tense: "In 1990, Doe retired, Acme is still run by his son".)
      if (i > 0 && c.kind === 'main' && c.times.length === 0 && at > 0 && isComma(units[at - 1]) && !described && c.verb.tense !== 'present')
        c.times.push(...opening.map((t) => ({ ...t, role: 'POINT' as const })));
    }
  // "On 27 June 2019 it was confirmed, that Audel had joined Brackley Town", "Yeovil announced on 1
  // December 2015 that they had parted company with Sturrock": a dated report of a change dates the
  // clause it reports, when that has none of its own — it had happened by then. (Only changes: "it
  // was disclosed that Harlan had been born in Kyiv" tells of a time the report does not give; nor
  // what "would" happen, in a month the text does not give.)
  for (const [i, c] of clauses.entries()) {
    const next = clauses[i + 1];
    if (
      !next ||
      !REPORTING.has(c.verb.lemma) ||
      c.times.length === 0 ||
      next.times.length > 0 ||
      next.verb.modal !== null ||
      !REPORTED_CHANGES.has(next.verb.lemma)
    )
      continue;
    const impersonal =
      c.verb.voice === 'passive' && c.subject?.text.toLowerCase() === 'it' && next.subject?.name === true && (next.kind === 'main' || next.link === 'that');
    const reportsDone = c.verb.voice === 'active' && next.verb.tense === 'pluperfect' && next.from - c.to <= 2;
    if (impersonal || reportsDone) next.times.push(...c.times.map((t) => ({ ...t, role: 'POINT' as const })));
  }
  // "who sold it to a consortium led by Hana Ito in 2019": a date after a state's participle is the
  // date of the clause whose phrase it describes (the sale), when that has none — not when the
  // consortium was led.
  for (const c of clauses) {
    if (c.kind !== 'reduced' || c.verb.voice !== 'passive' || !STATE_PARTICIPLES.has(c.verb.lemma) || c.times.length === 0 || !c.subject) continue;
    // (A single date, not the state's own span: "the Green Party, led by Caroline Lucas from 2008 to
    // 2012", "a company owned by the Hart family since 1950" keep theirs.)
    if (!c.times.every((t) => (t.role === 'POINT' || t.role === 'START') && !SPAN_CUES.has(t.cue))) continue;
    const np = c.subject;
    // (Only a change the date can be of: a sale, a purchase, a move — not "is a member of".)
    const host = clauses.find(
      (x) => x !== c && x.times.length === 0 && CHANGES_HANDS.has(x.verb.lemma) && (x.objects.includes(np) || x.preps.some((p) => p.np === np)),
    );
    if (host) host.times.push(...c.times.splice(0));
  }
  // "It is one of the founding members of the AFC, when it was established in 1954": a clause with
  // no date of its own holds from when its "when" clause happened.
  for (const c of clauses) {
    if (c.kind === 'subordinate' && c.link === 'when' && c.parent && c.parent.times.length === 0 && c.times.length > 0 && c.from > c.parent.from)
      c.parent.times.push(...inheritedTimes(c.times));
    // "The crisis began on Tuesday when Rishi Sunak resigned": and the other way round — the moment
    // the clause just before it names last ("remained in the post until 24 August 2011, when he resigned").
    else if (c.kind === 'subordinate' && c.link === 'when' && c.parent && c.times.length === 0 && c.from > c.parent.from) {
      const before = clauses.filter((x) => x !== c && x.from < c.from && x.times.length > 0).at(-1);
      const last = before ? [...before.times].sort((a, b) => a.start - b.start).at(-1) : undefined;
      if (last) c.times.push({ ...last, role: 'POINT' });
    }
    // "Chuck Knox left for the Bills in 1978, after which Ray Malavasi became head coach": what
    // happened after (before) the clause it hangs on starts (ends) at that clause's date.
    if (c.kind === 'relative' && c.link === 'which' && c.parent && c.times.length === 0 && c.parent.times.length > 0) {
      // (c.from is the verb: the relative pronoun stands before the subject, or right before the verb.)
      let at = c.from - 1;
      if (units[at]?.kind === 'np') at--;
      const word = units[at]?.kind === 'rel' ? units[at - 1] : undefined;
      const lower = word && (word.kind === 'prep' || word.kind === 'sconj') ? word.lower : null;
      const after = lower === 'after' || lower === 'following';
      const before = lower === 'before';
      if (after || before) {
        const last = [...c.parent.times].sort((a, b) => a.start - b.start).at(-1)!;
        c.times.push({ ...last, role: after ? 'START' : 'END', cue: after ? 'after' : 'before' });
      }
    }
    // "…, when he left to become Secretary of State": what completes a clause dated just now shares its date.
    if (c.kind === 'subordinate' && c.times.length > 0)
      for (const x of clauses) if (x.kind === 'infinitive' && x.parent === c && x.times.length === 0) x.times.push(...inheritedTimes(c.times));
    // "will serve as executive chairman until his contract expires at the end of 2021": when the
    // "until" clause happens, the state it bounds ends.
    if (
      c.kind === 'subordinate' &&
      (c.link === 'until' || c.link === 'till') &&
      c.parent &&
      c.times.length > 0 &&
      !c.parent.times.some((t) => t.role === 'END')
    ) {
      c.parent.times.push(...c.times.map((t) => ({ ...t, role: 'END' as const })));
    }
    // "had been Disney's largest individual shareholder since Disney bought Pixar in 2006": and a
    // "since" clause's moment starts it.
    // (Not a causal "since": "was named chief executive, since Iger had agreed in 2019 to step aside".)
    const lasted = c.parent?.verb.tense === 'perfect' || c.parent?.verb.tense === 'pluperfect';
    if (c.kind === 'subordinate' && c.link === 'since' && c.parent && lasted && c.parent.times.length === 0 && c.times.length > 0) {
      const first = [...c.times].sort((a, b) => a.start - b.start)[0]!;
      c.parent.times.push({ ...first, role: 'START', cue: 'since' });
    }
  }
  openingParticiple(clauses, units, tokens);
  return { units, clauses, appositions };
}

/** Verbs that give a thing a new name, passive when they continue a passive ("was founded … and renamed"). */
const RENAMING = new Set(['rename', 'redesignate', 'rechristen']);
/** Verbs of a thing changing hands or place, which a date after the buyer's description dates ("sold it to a consortium led by Hana Ito in 2019"). */
const CHANGES_HANDS = new Set(['sell', 'buy', 'acquire', 'transfer', 'hand', 'give', 'lease', 'merge', 'move', 'join', 'sign']);
/** Participles of a lasting state, whose phrase a date after them does not date ("a consortium led by Hana Ito"). */
const STATE_PARTICIPLES = new Set(['lead', 'head', 'own', 'run', 'chair', 'control', 'back', 'manage']);
/** Verbs that give a thing its name ("a junior college, named Dixie College"). */
const CALLING = new Set(['name', 'call', 'dub', 'nickname', 'title', 'entitle', 'rename']);

/** Does "by" (or, after "replaced", "with") follow the verb at k before any phrase but times and adverbs? */
function agentFollows(units: readonly Unit[], k: number, lemma: string): boolean {
  for (let j = k + 1; j < units.length; j++) {
    const x = units[j]!;
    if (x.kind === 'time' || (x.kind === 'word' && x.lower.endsWith('ly'))) continue;
    if (x.kind === 'prep' && (x.lower === 'between' || x.lower === 'and')) continue;
    return x.kind === 'prep' && (x.lower === 'by' || (x.lower === 'with' && lemma === 'replace'));
  }
  return false;
}
/**
 * "Sacked on 15 February of the following year, he only returned …": a sentence that opens with a
 * past participle and a comma tells what happened to the next clause's subject (the tagger reads the
 * participle as a finite verb with no subject).
 */
function openingParticiple(clauses: Clause[], units: readonly Unit[], tokens: readonly Token[]): void {
  const first = clauses[0];
  if (!first || first.kind !== 'main' || first.subject !== null || first.objects.length > 0 || units[0] !== first.verb) return;
  const v = first.verb;
  if (v.to - v.from !== 1 || !/(?:ed|en)$/.test(tokens[v.from]!.lower)) return;
  const next = clauses.find((c) => c !== first && c.kind === 'main' && c.subject !== null && units.slice(first.to, units.indexOf(c.subject!)).some(isComma));
  if (!next) return;
  first.kind = 'participial';
  first.subject = next.subject;
  first.parent = next;
  first.verb = { ...v, voice: 'passive', form: 'participle' };
}

/**
 * A host clause's dates as the date of what continues it: its start or point is when; an end its
 * verb made of a lone date ("In 2012 he left X and joined Y") is that moment too.
 */
/** Adverbs that put a coordinate verb before its host's time ("and previously served as …"). */
const EARLIER = new Set(['previously', 'formerly', 'earlier', 'once']);

function inheritedTimes(times: readonly TemporalExpression[]): TemporalExpression[] {
  if (times.some((t) => t.role === 'START' || t.role === 'POINT')) return times.filter((t) => t.role !== 'END');
  return times.map((t) => ({ ...t, role: 'POINT' as const }));
}

/** The index of the unit before k that is not an adverb-like word, or null. */
function previousMeaningful(units: readonly Unit[], k: number): number | null {
  for (let j = k - 1; j >= 0; j--) {
    const u = units[j]!;
    if (u.kind === 'word' && /ly$/.test(u.lower)) continue;
    return j;
  }
  return null;
}

/** The noun phrase a relative pronoun at `rel` refers to: the one before it (or before the comma before it). */
function antecedent(units: readonly Unit[], rel: number): NounPhrase | null {
  let j = rel - 1;
  if (j >= 0 && units[j]!.kind === 'punct' && (units[j] as { lower: string }).lower === ',') j--;
  // ("was the 40th Governor of Texas from 1969 to 1973, who previously served": the noun before the dates.)
  while (j > 0 && units[j]!.kind === 'time') j--;
  // "Dieter Noll of the Christian Democratic Union ( CDU ), who …": an aside in brackets is skipped.
  if (j >= 0 && units[j]!.kind === 'punct' && (units[j] as { lower: string }).lower === ')') {
    let k = j - 1;
    while (k >= 0 && !(units[k]!.kind === 'punct' && (units[k] as { lower: string }).lower === '(')) k--;
    if (k > 0 && j - k <= 4) j = k - 1;
  }
  // "Steve Ballmer, the former chief, who …": an apposition before the pronoun describes the same name.
  const u = units[j];
  if (u?.kind === 'np') {
    const before = units[j - 1];
    const name = units[j - 2];
    if (!u.name && before?.kind === 'punct' && (before as { lower: string }).lower === ',' && name?.kind === 'np' && name.name) return name;
    // "Dieter Noll of the Christian Democratic Union, who served": "who" is the person, not the party.
    const pronoun = (units[rel] as { lower?: string }).lower;
    if (
      (pronoun === 'who' || pronoun === 'whom') &&
      before?.kind === 'prep' &&
      before.lower === 'of' &&
      name?.kind === 'np' &&
      name.name &&
      guessKind(name.text) === 'person'
    )
      return name;
    return u;
  }
  return null;
}

/** Walking back through a sentence: a closing bracket goes one level in, an opening one out. */
function bracketStep(u: Unit): number {
  if (u.kind !== 'punct') return 0;
  return u.lower === ')' || u.lower === ']' ? 1 : u.lower === '(' || u.lower === '[' ? -1 : 0;
}

/** Is the time at `at` inside ", the …," set off after a name the clause has for its object? */
function describesObject(c: Clause, units: readonly Unit[], from: number, at: number): boolean {
  if (!isComma(units[at + 1])) return false;
  let m = at - 1;
  while (m > from && !isComma(units[m]) && units[m]!.kind !== 'verb') m--;
  const name = units[m - 1];
  const description = units[m + 1];
  return (
    isComma(units[m]) &&
    name?.kind === 'np' &&
    name.name &&
    c.objects.includes(name) &&
    description?.kind === 'np' &&
    !description.name &&
    description.det !== null
  );
}

/** The unit before a preposition at `at`, past a bracketed aside and a number ("Line 7 of …"). */
function nounBefore(units: readonly Unit[], at: number, floor: number): number {
  let j = at - 1;
  if (bracketStep(units[j] ?? units[at]!) > 0) {
    let depth = 0;
    for (; j > floor; j--) {
      depth += bracketStep(units[j]!);
      if (depth === 0) break;
    }
    j--;
  }
  if (units[j]?.kind === 'word' && /^\d+[a-z]?$/.test((units[j] as { lower: string }).lower) && units[j - 1]?.kind === 'np') j--;
  return j;
}

/** Whether a finite verb follows k in the sentence (a later verb the phrase before k may be the subject of). */
function laterVerb(units: readonly Unit[], k: number): boolean {
  for (let j = k + 1; j < units.length; j++) {
    const u = units[j]!;
    if (u.kind === 'punct' && (u.lower === ';' || u.lower === ':')) return false;
    if (u.kind === 'rel' || u.kind === 'sconj' || u.kind === 'conj') return false;
    if (u.kind === 'verb' && u.form === 'finite') return true;
  }
  return false;
}

function clauseAround(clauses: readonly Clause[], k: number): Clause | null {
  for (let c = clauses.length - 1; c >= 0; c--) if (clauses[c]!.from <= k && k < clauses[c]!.to + 1) return clauses[c]!;
  return null;
}

/** Nouns whose "of" names their members ("the cities of Leeds, Bradford and Wakefield"). */
const PLACE_KINDS = new Set(['city', 'town', 'village', 'state', 'country', 'island', 'province', 'region', 'district', 'county', 'municipality']);

/** Prepositions whose phrase, between a noun and a verb, belongs to the noun (the subject). */
const NOUN_PREPS = new Set(['of', 'for', 'at', 'in', 'by', 'through', 'from', 'on', 'about', 'between', 'among', 'with', 'near', 'under', 'to']);

/**
 * The subject of a verb at k: the nearest noun phrase before it in the clause, skipping appositions
 * (", Initech's chief executive,"), parentheses, dates and adverbs. A subordinating word before the
 * subject makes the clause subordinate; "and" with no subject makes it a coordinated verb phrase.
 */
function subjectBefore(
  units: readonly Unit[],
  k: number,
  floor: number,
  inApposition: ReadonlySet<NounPhrase>,
  earlier: readonly Clause[],
): { subject: NounPhrase | null; link: string | null; coordinated: boolean } {
  // "Christian Wakeford, the Conservative member of parliament for Bury South, defected": phrases
  // between two commas with no verb, right before the verb, describe the name before them.
  const described = describedName(units, k, floor);
  if (described) return { subject: described, link: subordinatorBefore(units, units.indexOf(described), floor), coordinated: false };
  let depth = 0;
  for (let j = k - 1; j >= floor; j--) {
    // "Initech, based in Austin, said": an inserted clause is skipped, its subject is the one.
    // ("Bezos, who had led Amazon since founding it, is": what hangs from the relative clause too.)
    const inserted = earlier.find((c) => (c.kind === 'reduced' || c.kind === 'relative' || c.parent?.kind === 'relative') && c.from <= j && j < c.to);
    if (inserted) {
      if (inserted.kind === 'reduced' && inserted.subject) return { subject: inserted.subject, link: null, coordinated: false };
      // "Satya Nadella, who had led the cloud group, succeeded him": past the relative pronoun too.
      // ("Zwentibold, whom he had made King of Lotharingia, continued": past its own subject too.)
      const objectRelative = units[inserted.from - 2]?.kind === 'rel' && units[inserted.from - 1] === inserted.subject;
      const to = j;
      // ("Moe, who previously ran the department, will be succeeded": past an adverb before its verb too.)
      let rel = inserted.from - 1;
      while (rel > floor && units[rel]?.kind === 'word') rel--;
      j = units[rel]?.kind === 'rel' ? rel : inserted.from - (objectRelative ? 2 : 0);
      // ("used Munson's bat ( which he gave to his friend's wife ), and drove in": brackets skipped
      // over still count.)
      for (let m = j; m <= to; m++) depth += bracketStep(units[m]!);
      continue;
    }
    const u = units[j]!;
    const step = bracketStep(u);
    if (step !== 0) {
      depth += step;
      continue;
    }
    if (depth > 0) continue;
    if (u.kind === 'time' || u.kind === 'word') continue;
    if (u.kind === 'np') {
      if (inApposition.has(u)) continue;
      // "Bezos, who had led Amazon since founding it, is": a phrase right after a relative clause
      // (its "since …" or "in …") belongs to it.
      let lead = j - 1;
      while (lead > floor && (units[lead]!.kind === 'np' || units[lead]!.kind === 'word')) lead--;
      // (Only across a comma: "after Dennis Muilenburg was fired" has its own subject.)
      const comma = units.slice(j + 1, k).some(isComma);
      const tail =
        comma && (units[lead]?.kind === 'sconj' || units[lead]?.kind === 'prep') ? earlier.find((c) => c.kind === 'relative' && c.to === lead) : undefined;
      if (tail) {
        j = tail.from - (units[tail.from - 1]?.kind === 'rel' ? 1 : 0);
        continue;
      }
      // "A study of German artist Lucas Cranach was published", "a painting by Ruysch was
      // discovered", "the journey through the West Midlands continued": a phrase after a preposition
      // belongs to the noun before it, which is the subject.
      let head = j;
      // ("started his career with non-league Yeovil Town he went on": a pronoun is a subject of its own.)
      for (let back = j - 1; back > floor && !(u as NounPhrase).pronoun; back--) {
        const w = units[back]!;
        if (w.kind === 'np' || w.kind === 'word') continue;
        // ("the Union of Jewish Congregations of Latin America and the Caribbean supports": a
        // coordinated phrase after the preposition is the preposition's too.)
        // (Not "Pellico was arrested by the government and Lambertenghi was forced": "and" after a
        // clause joins the next.)
        // ("The metropolitan area of Florence , Prato and Pistoia is": a list after "of" too.)
        if (w.kind === 'conj' && w.lower === 'and' && !units.slice(floor, back).some((x) => x.kind === 'verb')) {
          let first = back - 1;
          while (units[first]?.kind === 'np' && isComma(units[first - 1]!) && units[first - 2]?.kind === 'np') first -= 2;
          const prepBefore = units[first - 1]?.kind === 'prep' ? (units[first - 1] as { lower: string }).lower : null;
          // (Another preposition's list only once the chain has begun: "with Armstrong and Aldrin the
          // pilot …" — a phrase right after the list is no part of it.)
          const chained = head !== j || units.slice(back + 1, j).every((x) => x.kind === 'word');
          if (
            units[first]?.kind === 'np' &&
            (prepBefore === 'of' || (chained && prepBefore !== null && NOUN_PREPS.has(prepBefore) && units[first - 2]?.kind === 'np'))
          ) {
            back = first;
            continue;
          }
          // (The tagger may have read the first "of" into the noun: "The metropolitan area of Florence".)
          // (Not "The cities of Leeds , Bradford and Wakefield are": the places are the cities.)
          const listed = units[first];
          if (first < back - 1 && listed?.kind === 'np' && listed.of && !PLACE_KINDS.has(listed.headLemma)) {
            head = first;
            break;
          }
        }
        // ("The municipal council ( ) of Stord", "Line 7 of the Beijing Subway": past brackets and a
        // number the noun's name ends with.)
        const noun = nounBefore(units, back, floor);
        // ("a flight to Frankfurt was replaced", not "In a 2010 letter to the Sacramento Bee Whitman's
        // spokeswoman Sarah Pompei said": "to" after a phrase an opening preposition governs.)
        let lead = noun - 1;
        while (units[lead]?.kind === 'word' || units[lead]?.kind === 'time') lead--;
        // (Nor "The last President to die was …": "to" before a verb the tagger missed.)
        const after = units[back + 1];
        const opening = w.kind === 'prep' && w.lower === 'to' && (units[lead]?.kind === 'prep' || !(after?.kind === 'np' && after.name));
        if (w.kind === 'prep' && NOUN_PREPS.has(w.lower) && units[noun]?.kind === 'np' && !opening) {
          head = noun;
          back = noun;
          // ("Her performance of Gimme Shelter with Mick Jagger at the Hall of Fame … has": a chain
          // of such phrases hangs from its first noun — not past two phrases side by side: "After his
          // victory over Liston in Miami the boxer from Louisville changed" starts at "the boxer".)
          if (units[noun - 1]?.kind === 'np') break;
          continue;
        }
        // ("The first freely elected mayor after German reunification was Dieter Noll": a role's
        // "after …" says which holder.)
        const before = units[back - 1];
        // (Not after a verb: "appointed Tomas Reyes as interim artistic director after Ines Okafor
        // left" — the "after" clause has its own subject.)
        if (
          w.kind === 'sconj' &&
          (w.lower === 'after' || w.lower === 'before') &&
          before?.kind === 'np' &&
          before.role !== null &&
          !verbInPhrase(units, back, floor)
        )
          head = back - 1;
        break;
      }
      // "he was elected to the Académie Française in 1847, named a senator in 1869": a phrase inside
      // an earlier clause's stretch, a comma before this verb, is that clause's object — this verb
      // is its second verb phrase.
      // (Not across a comma or "and" of its own: "…, and their son, Wilfred Johnson, was born".)
      const inside = (x: Clause) => x.from < head && head < x.to && x.to <= k && !units.slice(x.from, head).some((w) => w.kind === 'conj' || isComma(w));
      // ("started playing football for C.D. Montijo in 1996, then moved": the gerund that completes the first verb too.)
      if (comma && earlier.some((x) => (x.kind === 'main' || x.kind === 'coordinate' || (x.kind === 'infinitive' && x.complement)) && inside(x)))
        return { subject: null, link: null, coordinated: true };
      const subject = namedBy(units, units[head] as NounPhrase);
      if (subject !== units[head]) head--;
      // ("when his daughter Hanne Brekke took over": past a role written right before the name.)
      const titled = units[head - 1];
      const link = subordinatorBefore(units, titled?.kind === 'np' && titled.role !== null && titled.to === subject.from ? head - 1 : head, floor);
      return { subject, link, coordinated: !link && coordinatedBefore(units, head, floor) };
    }
    if (u.kind === 'punct') continue;
    // "a Boeing director and former chief executive of …": the "and" inside an apposition.
    if (u.kind === 'conj' && inApposition.has(units[j + 1] as NounPhrase) && inApposition.has(units[j - 1] as NounPhrase)) continue;
    if (u.kind === 'conj') return { subject: null, link: null, coordinated: true };
    // "…, chief executive after co-founder Bill Gates, said": the "after" inside an apposition.
    if (u.kind === 'sconj' && inApposition.has(units[j + 1] as NounPhrase)) continue;
    if (u.kind === 'verb') return { subject: null, link: null, coordinated: false };
    if (u.kind === 'sconj' || u.kind === 'rel') return { subject: null, link: u.lower, coordinated: false };
    if (u.kind === 'prep') {
      // "In 1994, after serving …": a prepositional phrase before the subject is an introduction.
      continue;
    }
  }
  return { subject: null, link: null, coordinated: false };
}

/** "when Z took over": the subordinating word right before a subject. */
function subordinatorBefore(units: readonly Unit[], j: number, floor: number): string | null {
  const u = j - 1 >= floor ? units[j - 1] : undefined;
  return u && (u.kind === 'sconj' || (u.kind === 'rel' && (u.lower === 'when' || u.lower === 'where'))) && u.lower !== 'as' && u.lower !== 'than'
    ? u.lower
    : null;
}

/**
 * The subjects coordinated before a subject ("Bill Gates and Paul Allen founded", "Quaid and his
 * first wife, actress P. J. Soles, were married": the names before it joined by "and").
 */
function coordinatedBefore2(units: readonly Unit[], subject: NounPhrase, earlier: readonly Clause[]): NounPhrase[] {
  const at = units.indexOf(subject);
  if (at < 2 || !subject.coordinated) return [];
  // "Aali was towed to Weihai and Dong Fang Ocean was towed …": a phrase an earlier verb governs is
  // that verb's, not a second subject.
  const governed = new Set<Unit>(earlier.flatMap((c) => [...c.objects, ...c.preps.map((p) => p.np)]));
  const out: NounPhrase[] = [];
  for (let j = at - 1; j >= 1; j -= 2) {
    const sep = units[j]!;
    const np = units[j - 1]!;
    if (np.kind !== 'np' || governed.has(np) || !(sep.kind === 'conj' || (sep.kind === 'punct' && (sep as { lower: string }).lower === ','))) break;
    out.unshift(np);
    if (!np.coordinated) break;
  }
  return out;
}

/** ", and Z left": a subject after "and" opens a coordinated clause. */
function coordinatedBefore(units: readonly Unit[], j: number, floor: number): boolean {
  const u = j - 1 >= floor ? units[j - 1] : undefined;
  return u?.kind === 'conj';
}

/**
 * Is there a verb before the unit at j within its own stretch of the sentence (back to a comma, a
 * relative word or a subordinator other than "as")? "appointed X as interim director after Y left"
 * has one; "In 1945, when the war ended, the first mayor after the liberation was" has none.
 */
function verbInPhrase(units: readonly Unit[], j: number, floor: number): boolean {
  for (let m = j - 1; m >= floor; m--) {
    const u = units[m]!;
    if (u.kind === 'verb') return true;
    if (isComma(u) || u.kind === 'rel' || (u.kind === 'sconj' && u.lower !== 'as')) return false;
  }
  return false;
}

/** The comma in [from, end) after which only prepositional phrases and at least one date run to `end`, or `end`. */
function closingComma(units: readonly Unit[], from: number, end: number): number {
  for (let c = from; c < end; c++) {
    // ("who died in Paris, France, in 1990": a comma after a place's country is no closing one.)
    if (!isComma(units[c]) || isComma(units[c - 2])) continue;
    let dated = false;
    let j = c + 1;
    for (; j < end; j++) {
      const u = units[j]!;
      if (u.kind === 'time') dated = true;
      else if (!(u.kind === 'prep' || (u.kind === 'np' && units[j - 1]?.kind === 'prep'))) break;
    }
    if (j === end && dated) return c;
  }
  return end;
}

/** Changes a dated report of them dates ("it was confirmed that Audel had joined Brackley Town"). */
// prettier-ignore
const REPORTED_CHANGES = new Set(['join', 'rejoin', 'sign', 'move', 'transfer', 'leave', 'quit', 'part', 'become', 'resign', 'retire', 'step', 'replace',
  'succeed', 'appoint', 'name', 'hire', 'fire', 'sack', 'buy', 'acquire', 'sell', 'marry', 'divorce', 'split', 'merge', 'close']);

/** Does the unit at j follow a conjunction, past the dates and commas between them? */
function afterConjunction(units: readonly Unit[], j: number, floor: number): boolean {
  while (j > floor && (units[j]!.kind === 'time' || isComma(units[j]))) j--;
  return j >= floor && units[j]!.kind === 'conj';
}

/** Where the clause of a verb ends: before the next relative or subordinate clause, semicolon, or verb group. */
function clauseEnd(units: readonly Unit[], tokens: readonly Token[], from: number): number {
  let prepositional = false;
  for (let j = from; j < units.length; j++) {
    const u = units[j]!;
    // "whom he had known since childhood, in Rosario": past a prepositional "since", a comma closes.
    if (prepositional && u.kind === 'punct' && u.lower === ',') return j;
    if (u.kind === 'verb') {
      // ("returned to the Regionalliga West, and in 1990 fell to the third division": a date between
      // "and" and the next verb is that verb's.)
      let dated = j;
      while (dated > from && (units[dated - 1]!.kind === 'time' || (units[dated - 1]!.kind === 'prep' && units[dated]!.kind === 'time'))) dated--;
      // (Only when this clause has no date of its own: "served until 2002, and in 2003 moved to …" keeps its own.)
      if (
        dated < j &&
        dated - 1 > from &&
        units[dated - 1]!.kind === 'conj' &&
        (units[dated - 1] as { lower: string }).lower === 'and' &&
        !units.slice(from, dated - 1).some((x) => x.kind === 'time')
      )
        return Math.max(from, isComma(units[dated - 2]) ? dated - 2 : dated - 1);
      // "and resigned", ", succeeding": the next verb group starts its own clause; so does its subject.
      let s = j;
      let punctuated = false;
      while (
        s > from &&
        (units[s - 1]!.kind === 'conj' ||
          units[s - 1]!.kind === 'punct' ||
          units[s - 1]!.kind === 'rel' ||
          units[s - 1]!.kind === 'sconj' ||
          (units[s - 1]!.kind === 'word' && /ly$/.test((units[s - 1] as { lower: string }).lower)))
      ) {
        if (units[s - 1]!.kind === 'punct') punctuated = true;
        s--;
      }
      // ("but on 10 July 2018 a Supreme Court judge suspended him": the tagger's two phrases for one
      // subject after a date.)
      if (
        s === j &&
        units[s - 1]?.kind === 'np' &&
        units[s - 2]?.kind === 'np' &&
        !(units[s - 2] as NounPhrase).pronoun &&
        units[s - 3]?.kind === 'time' &&
        afterConjunction(units, s - 3, from)
      )
        s--;
      // The subject of the next clause is not this clause's object ("…, and Z took over") — when it
      // stands right before its verb ("cloud and enterprise group, succeeded" ends a relative clause).
      // ("to step down as chairman for three years to settle …": "as" opens no clause.)
      const opener = units[s - 2];
      if (
        !punctuated &&
        s > from &&
        units[s - 1]!.kind === 'np' &&
        s - 1 > from &&
        (opener!.kind === 'conj' ||
          (opener!.kind === 'sconj' && (opener as { lower: string }).lower !== 'as' && (opener as { lower: string }).lower !== 'than') ||
          opener!.kind === 'rel' ||
          (opener!.kind === 'punct' && (opener as { lower: string }).lower === ',') ||
          // (", and last year it completed": a date between the "and" and the subject.)
          (opener!.kind === 'time' && afterConjunction(units, s - 2, from)))
      ) {
        if (units[s - 2]!.kind !== 'punct' || units[s - 1]!.kind === 'np') s -= 2;
        // ("resigned on 24 June 2011, and on 6 July 2011, he was appointed": the date after "and"
        // introduces the next clause.)
        // ("and in November, during a party congress, Zanella was elected": past a phrase set off too.)
        let t = s;
        while (t > from) {
          if (units[t - 1]!.kind === 'time' || isComma(units[t - 1])) t--;
          else if (units[t - 1]!.kind === 'np' && units[t - 2]?.kind === 'prep' && isComma(units[t - 3]) && t - 3 > from) t -= 2;
          else break;
        }
        // (", and then, in 1923, the name was changed": "then" after the "and".)
        const then = units[t - 1]?.kind === 'word' && (units[t - 1] as { lower: string }).lower === 'then' && units[t - 2]?.kind === 'conj';
        if (t < s && units.slice(t, s).some((x) => x.kind === 'time') && (units[t - 1]?.kind === 'conj' || then)) s = t - (then ? 2 : 1);
      }
      return Math.max(from, s);
    }
    if (u.kind === 'sconj' && PREPOSITIONAL_SCONJ.has(u.lower) && !verbBeforePause(units, j + 1)) {
      prepositional = true;
      continue;
    }
    if (u.kind === 'rel' || (u.kind === 'sconj' && u.lower !== 'as' && u.lower !== 'than')) return j;
    if (u.kind === 'punct' && (u.lower === ';' || u.lower === ':')) return j;
  }
  // A closing period is not part of the clause.
  let end = units.length;
  while (end > from && units[end - 1]!.kind === 'punct' && /^[.!?"”'’)]$/.test(tokens[units[end - 1]!.from]!.text)) end--;
  return end;
}

/**
 * "was CEO of Quibi before its closure in October 2020", "played for Leeds after his release from
 * Arsenal in 1990", "following his death in 1990": the date of an event named after "before"
 * ("after", "following") is when the clause's fact ended (began), not when it happened. For a verb
 * that starts something, "before" only bounds the start ("joined the party before her marriage in
 * 1960"), and "after" the end of one that ends something: the date says nothing sure, and is dropped.
 */
function eventBound(units: readonly Unit[], j: number, times: readonly TemporalExpression[], verb: VerbGroup): TemporalExpression[] {
  let k = j - 1;
  // ("his release from Arsenal", "his transfer to Arsenal", "her marriage to Tom Roe": past the event's own phrase.)
  const own = units[k - 1];
  if (units[k]?.kind === 'np' && own?.kind === 'prep' && /^(?:from|of|by|to|with|as)$/.test(own.lower) && units[k - 2]?.kind === 'np') k -= 2;
  const event = units[k];
  const word = units[k - 1];
  if (event?.kind !== 'np' || event.name || !EVENT_NOUNS.has(event.headLemma) || (word?.kind !== 'prep' && word?.kind !== 'sconj')) return [...times];
  const after = word.lower === 'after' || word.lower === 'following';
  if (!after && word.lower !== 'before') return [...times];
  if (after ? isEnding(verb.lemma, verb.particle) : isOnset(verb.lemma, verb.particle)) return [];
  return times.map((t) => (t.role === 'POINT' ? { ...t, role: after ? ('START' as const) : ('END' as const), cue: after ? 'after' : 'before' } : t));
}

/** Events that end or begin what a person holds ("before his death", "after her release"). */
// prettier-ignore
const EVENT_NOUNS = new Set(['death', 'retirement', 'resignation', 'departure', 'closure', 'dissolution', 'release', 'arrival', 'election', 'appointment',
  'marriage', 'divorce', 'merger', 'acquisition', 'sale', 'promotion', 'dismissal', 'sacking', 'transfer', 'return', 'move', 'relegation', 'execution',
  'assassination', 'abdication', 'bankruptcy', 'collapse', 'liquidation', 'demise', 'exile', 'arrest', 'graduation', 'takeover', 'closing', 'shutdown']);

/** The name a comma-bounded description right before the verb at k describes, or null. */
function describedName(units: readonly Unit[], k: number, floor: number): NounPhrase | null {
  if (!isComma(units[k - 1])) return null;
  let j = k - 2;
  let phrases = 0;
  let described = false;
  for (; j > floor && !isComma(units[j]); j--) {
    const u = units[j]!;
    if (u.kind === 'np') {
      phrases++;
      // ("Yolande Bebeze Fox, the former Miss America 1951, bought": one phrase with an article.)
      described = u.det !== null || u.role !== null;
    } else if (u.kind === 'verb' && u.form === 'participle' && units[j - 1]?.kind === 'np') {
      // ("Harwick Rail, the regional train operator based in Leeds, said": a participle of the description.)
    } else if (u.kind === 'word' && isComma(units[j - 1]) && (u.lower === 'a' || u.lower === 'an')) {
      // ("…, a native of Freiburg im Breisgau, became": an article opens the description the tagger left in words.)
      described = true;
    } else if (u.kind !== 'prep' && u.kind !== 'word' && u.kind !== 'time' && !(u.kind === 'conj' && u.lower === 'and')) return null;
  }
  // ("David Daube ( 1909–1999 ) , a native of Freiburg im Breisgau , became": past the name's brackets.)
  if (!isComma(units[j]) || (phrases < 2 && !(phrases === 1 && described))) return null;
  let at = j - 1;
  if (at > floor && bracketStep(units[at]!) > 0) {
    for (let depth = 0; at > floor; at--) if ((depth += bracketStep(units[at]!)) === 0) break;
    at--;
  }
  const name = units[at];
  if (name?.kind !== 'np' || !name.name || name.pronoun) return null;
  // Only a name that opens its clause ("In 2022, X, …, defected"), not one inside a list.
  // ("the distinguished German academic lawyer David Daube": a description right before it is its own.)
  let titled = units[at - 1]?.kind === 'np' && !(units[at - 1] as NounPhrase).name && (units[at - 1] as NounPhrase).to === name.from ? at - 1 : at;
  if (titled < at) while (units[titled - 1]?.kind === 'word') titled--;
  for (let m = floor; m < titled; m++)
    if (units[m]!.kind !== 'time' && units[m]!.kind !== 'punct' && units[m]!.kind !== 'prep' && units[m]!.kind !== 'sconj' && units[m]!.kind !== 'rel')
      return null;
  return name;
}

/** "Christian Wakeford, the Conservative member for Bury South, defected to Labour": a sentence's only verb is its main verb. */
function onlyVerb(units: readonly Unit[], k: number): boolean {
  // ("Paul Kroegel, a German immigrant, moved to Florida in 1881 and lived on the west bank": after a
  // name and its description set off in commas, a verb joined to it by "and", with no comma between
  // and no agent after, is its subject's second, not the sentence's verb. Not in a verbless list
  // line: "John Smith, Liberal, elected in 1906 and replaced by Tom Jones in 1910".)
  const set =
    isComma(units[k - 1]) && units[k - 2]?.kind === 'np' && !(units[k - 2] as NounPhrase).name && isComma(units[k - 3]) && units[k - 4]?.kind === 'np';
  let comma = false;
  for (let j = 0; j < units.length; j++) {
    if (j > k && isComma(units[j])) comma = true;
    if (j === k || units[j]!.kind !== 'verb') continue;
    if (j < k || comma || !set || (units[j - 1] as { lower?: string }).lower !== 'and' || (units[j + 1] as { lower?: string } | undefined)?.lower === 'by')
      return false;
  }
  return true;
}

/**
 * "The theatre, founded in 1962 by the playwright Ruth Calder, moved to Quay Street in 1988": a bare
 * past right after the comma that closes a participle describing the sentence's opening phrase is
 * that phrase's verb, not a second description (of the name the first one ended on).
 */
function closesDescription(clauses: readonly Clause[], units: readonly Unit[], k: number, floor: number, lastMain: Clause | null): boolean {
  const described = clauses.at(-1);
  const verb = units[k] as VerbGroup;
  if (lastMain !== null || described?.kind !== 'reduced' || described.to !== k - 1 || !described.subject || verb.main !== verb.from) return false;
  const at = units.indexOf(described.subject);
  return at >= floor && isComma(units[at + 1]) && at + 2 === described.from && opensSentence(units, at, floor, k);
}

/** "made him a member", "appointed her an instructor": a second object, after a pronoun, that says what the first became. */
function madeInto(c: Clause, u: NounPhrase): boolean {
  const first = c.objects[0];
  // ("In 1919 the French made Ouagadougou the capital of the Upper Volta territory": a place made a seat.)
  if (
    c.objects.length === 1 &&
    first?.name &&
    u.from === first.to &&
    u.det === 'the' &&
    SEAT_NOUNS.has(u.headLemma) &&
    (MAKING.has(c.verb.lemma) || c.verb.lemma === 'declare' || c.verb.lemma === 'designate')
  )
    return true;
  return (
    c.objects.length === 1 &&
    MAKING.has(c.verb.lemma) &&
    first !== undefined &&
    first.pronoun &&
    /^(?:him|her|them)$/.test(first.headLemma) &&
    u.from === first.to &&
    !u.name &&
    !u.pronoun &&
    (u.det === 'a' || u.det === 'an') &&
    // ("her mother made her a dress", "made him a star", "made him an offer": no post.)
    (u.role !== null || isTrade(u.headLemma) || STANDINGS.has(u.headLemma))
  );
}
/** Posts and standings one is made that are no trade ("made her an instructor", "made him a member"). */
const STANDINGS = new Set(
  (
    'member fellow instructor assistant associate partner knight baronet baron peer citizen governor deputy dean rector chancellor provost ' +
    'principal tutor councillor alderman sheriff senator ambassador consul envoy cardinal canon colonel major captain lieutenant commander marshal'
  ).split(' '),
);
/** What a place is made ("made Ouagadougou the capital", "declared Astana the capital"). */
const SEAT_NOUNS = new Set(['capital', 'seat', 'centre', 'center']);
/** Verbs that make their first object what the second names ("made her an instructor", "named him captain"). */
export const MAKING = new Set(['make', 'appoint', 'name', 'elect']);

/** Naming participles and the word that opens the name ("named after", "named for", "known as"; not "called for", a demand). */
const NAMING_PARTICIPLE: ReadonlyMap<string, RegExp> = new Map([
  ['named', /^(?:after|for)$/],
  ['renamed', /^(?:after|for)$/],
  ['known', /^as$/],
]);

/**
 * "The battalion named after Dzhokhar Dudayev is defending …": a naming participle (the tagger may
 * read it as a past) right after a noun phrase, its name one phrase long, then a verb — that verb is
 * the noun's. (A longer name, "named after the civil rights leader Martin Luther King Jr.", is not read.)
 */
function namingModifier(units: readonly Unit[], k: number, before: Unit | null): boolean {
  const u = units[k];
  const opens = u?.kind === 'verb' && u.main === u.from ? NAMING_PARTICIPLE.get(u.text) : undefined;
  if (!opens || before?.kind !== 'np') return false;
  const next = units[k + 1];
  if (!(next?.kind === 'prep' || next?.kind === 'sconj') || !opens.test(next.lower)) return false;
  return units[k + 2]?.kind === 'np' && units[k + 3]?.kind === 'verb';
}

/**
 * "The company filed for bankruptcy … and emerged": a past form right after the clause's first
 * phrase is its verb, not a reduced relative ("A man named Smith won"), when no other verb of the
 * sentence but a coordinated one could be the main verb.
 */
function opensSentence(units: readonly Unit[], np: number, floor: number, k: number): boolean {
  // (After a fronted phrase and its comma: "In the 2009 season , the team moved to Juncos and were renamed …".)
  const fronted = units[floor]?.kind === 'prep' && isComma(units[np - 1]);
  for (let j = floor; j < np; j++) {
    const kind = units[j]!.kind;
    if (kind !== 'time' && kind !== 'punct' && kind !== 'prep' && kind !== 'word' && !(kind === 'np' && fronted)) return false;
  }
  for (let j = k + 1; j < units.length; j++) {
    const u = units[j]!;
    if (u.kind === 'punct' && ((u as { lower: string }).lower === ';' || (u as { lower: string }).lower === ':')) break;
    if (u.kind === 'verb') return units[j - 1]?.kind === 'conj' || units[j - 1]?.kind === 'rel' || units[j - 1]?.kind === 'sconj';
  }
  return true;
}

/** Verbs a gerund completes ("started playing", "continued working", "stopped coaching"). */
/** Verbs after which "for X to V" makes X the one who does V ("arranged for Matilda to marry"). */
const FOR_SUBJECT_VERBS = new Set(['arrange', 'wait', 'call', 'ask', 'pay', 'plead', 'push', 'campaign', 'lobby', 'vote', 'appeal', 'make']);
const CATENATIVE = new Set(['start', 'begin', 'continue', 'keep', 'stop', 'finish', 'quit', 'resume', 'cease']);

/** Subordinators that are also prepositions: "until the end of 2005" opens no clause, "until he left" does. */
const PREPOSITIONAL_SCONJ = new Set(['until', 'till', 'since', 'after', 'before']);

/** Is there a verb group from `from` before the next punctuation or clause opener? */
function verbBeforePause(units: readonly Unit[], from: number): boolean {
  for (let j = from; j < units.length; j++) {
    const u = units[j]!;
    if (u.kind === 'verb') return true;
    if (u.kind === 'punct' || u.kind === 'rel' || u.kind === 'sconj' || u.kind === 'conj') return false;
  }
  return false;
}

/** Objects, prepositional phrases, "as" and dates of a clause's stretch. */
function fillBody(c: Clause, units: readonly Unit[], tokens: readonly Token[], from: number, to: number): void {
  let prep: string | null = null;
  let afterComma = false;
  // "acquired LinkedIn in 2016, GitHub in 2018 and Activision in 2023", "represented Indonesia in the
  // Olympiads from 2004 to 2014, the Asian Championship in 2009, …": phrases that each bring a date.
  let dated: { np: NounPhrase; prep: string | null } | null = null;
  // "to coach Pistoiese of Serie C1 in 2002–03 and Livorno of Serie B in 2003–04": a league after a
  // club's name says where the club played; the club is the phrase, and the date is the club's.
  const clubOf = new Map<Unit, NounPhrase>();
  for (let j = from + 1; j + 1 < to; j++) {
    const u = units[j]!;
    const league = units[j + 1]!;
    if (u.kind === 'prep' && u.lower === 'of' && league.kind === 'np' && league.name && LEAGUE_NAME.test(league.text) && units[j - 1]!.kind === 'np')
      clubOf.set(league, units[j - 1] as NounPhrase);
  }
  const leading = leadingDates(units, from, to);
  for (let j = from; j < to; j++) {
    const u = units[j]!;
    if (clubOf.has(units[j + 1]!)) {
      j++;
      continue;
    }
    if (u.kind === 'time' && leading.has(j)) {
      c.times.push(...(u as TimeUnit).expressions);
      const np = leading.get(j)!;
      c.objectTimes.set(np, [...(c.objectTimes.get(np) ?? []), ...(u as TimeUnit).expressions]);
      continue;
    }
    if (u.kind === 'time') {
      // ("named Ana Lind, the head of its cargo division since 2021, as chief executive": a date in a
      // description set off after the object is the description's.)
      if (describesObject(c, units, from, j)) continue;
      c.times.push(...eventBound(units, j, (u as TimeUnit).expressions, c.verb));
      // The phrase the date follows, past the dates before it ("from 2004 to 2014" is two units).
      let back = j - 1;
      // ("( 1989–1994 )": past a dash between two dates.)
      while (back >= from && (units[back]!.kind === 'time' || (isDash(units[back]) && units[back - 1]?.kind === 'time'))) back--;
      // ("the Eastern Military District ( Milo Ö ) from 1967 to 1969": past an aside in brackets;
      // "Carina Jensen ( 1989–1994 )": the date in brackets is the name's.)
      back = beforeBrackets(units, back, from);
      if (isBracket(units[back], '(') && back > from) back--;
      let last = clubOf.get(units[back]!) ?? units[back];
      // ("as Chair of the Committee on Communications from 2016 to 2020 and Mayor of Galway from …":
      // a date after a post's own phrases is the post's.)
      const post = c.asAlso.at(-1) ?? c.as;
      if (post && post.role !== null && last?.kind === 'np' && last !== post && c.preps.some((p) => p.np === last) && phrasesOf(units, post, last)) last = post;
      const posted = last !== undefined && (last === c.as || c.asAlso.includes(last as NounPhrase));
      if (last?.kind === 'np' && (posted || c.objects.includes(last) || c.preps.some((p) => p.np === last))) {
        c.objectTimes.set(last, [...(c.objectTimes.get(last) ?? []), ...(u as TimeUnit).expressions]);
        dated = { np: last, prep: posted ? 'as' : c.objects.includes(last) ? null : c.preps.find((p) => p.np === last)!.prep };
      }
      continue;
    }
    const joins = (x: Unit | undefined) => x?.kind === 'conj' || (x?.kind === 'punct' && x.lower === ',');
    // (", then Inter from 2004 to 2006": "then" after the comma goes on with the list.)
    const listed = joins(units[j - 1]) || (units[j - 1]?.kind === 'word' && (units[j - 1] as { lower: string }).lower === 'then' && joins(units[j - 2]));
    const next = clubOf.has(units[j + 2]!) ? j + 3 : j + 1;
    const datedNext = units[afterBrackets(units, next, to)]?.kind === 'time' || (isBracket(units[next], '(') && units[next + 1]?.kind === 'time');
    if (u.kind === 'np' && dated !== null && datedNext && (listed || (dated.prep === 'as' && prep === 'as'))) {
      if (dated.prep === null) c.objects.push(u);
      else if (dated.prep === 'as') c.asAlso.push(u);
      else c.preps.push({ prep: dated.prep, np: u });
      prep = null;
      continue;
    }
    if (u.kind === 'prep' || (u.kind === 'sconj' && u.lower === 'as')) {
      // ("served as co-spokesperson along with Bonelli", "together with": beside, not in or for.)
      const beside = u.lower === 'with' && j > from && (units[j - 1] as { lower?: string }).lower?.match(/^(?:along|together)$/) != null;
      prep = beside ? 'alongside' : u.lower;
      continue;
    }
    if (u.kind === 'np') {
      // "married to French actors Pierre Fabre", "to the late shipping magnate Per Lund": a
      // description written right before a name leaves the phrase's place to the name; so does a
      // post when the clause gives another "as" ("named board member Robyn Denholm as its chair").
      const next = units[j + 1];
      const after = units[j + 2];
      // "named former Hamburg defender Karl Weber as head coach": a name that only modifies the
      // bare noun after it, right before a name, describes that name.
      if (
        u.name &&
        next?.kind === 'np' &&
        !next.name &&
        !next.pronoun &&
        next.det === null &&
        next.from === u.to &&
        after?.kind === 'np' &&
        after.name &&
        after.from === next.to
      )
        continue;
      // ("founded by the brothers Leo and Saul Brandt", "by his son Martin Brandt": kin written before
      // a name say who the name is, as a description does.)
      const kin = u.role !== null && KIN_ROLES.has(u.role.predicate);
      if (
        !u.name &&
        !u.pronoun &&
        (u.role === null || kin || (prep === null && (after?.kind === 'prep' || after?.kind === 'sconj') && after.lower === 'as')) &&
        (u.possessor === null || kin) &&
        (u.det === null || u.det === 'the') &&
        next?.kind === 'np' &&
        next.name &&
        next.from === u.to &&
        // (Not "the French club Olympique Capital" + "City": a name cut in two; memberships reads those.
        // "former Hamburg defender Karl Weber" ends in its common noun: a description.)
        // ("bought by the Dutch group Valtra Mobility": a nationality before a body's noun is a description too.)
        (!tokens.slice(u.from, u.to).some((t) => t.cap) ||
          (u.det === null && !tokens[u.to - 1]!.cap && tokens[u.to - 1]!.pos === 'NOUN') ||
          (u.det === 'the' && !tokens[u.to - 1]!.cap && namesBody(tokens[u.to - 1]!.lemma)))
      )
        continue;
      if (prep === 'as') {
        if (c.as === null) c.as = u;
        prep = null;
      } else if (prep !== null) {
        c.preps.push({ prep, np: u });
        prep = null;
      } else if (
        c.preps.length === 0 &&
        (c.objects.length === 0 || u.coordinated || madeInto(c, u)) &&
        (!afterComma || (u.coordinated && c.objects.length > 0))
      ) {
        // ("the king made him a member of the Privy Council": what the first object was made, a second.)
        // ("bought Pixar, Marvel and Lucasfilm": a comma inside a list of objects keeps the list.)
        c.objects.push(u);
      } else if (u.coordinated && c.preps.length > 0) {
        c.preps.push({ prep: c.preps.at(-1)!.prep, np: u });
      }
      continue;
    }
    if (u.kind === 'punct' && u.lower === ',') {
      afterComma = true;
      continue;
    }
    if (u.kind === 'conj') continue;
    // "in five Womens Chess Olympiads": a number or an adverb between a preposition and its phrase;
    // "to French actors Pierre Fabre": a people's adjective the tagger took for a verb.
    if (u.kind === 'word' && prep !== null && u.to === u.from + 1 && tokens[u.from]!.cap) continue;
    if (
      u.kind === 'word' &&
      /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|some|all|both|each|every|\w+ly)$/.test(u.lower)
    )
      continue;
    prep = null;
  }
}

/**
 * "was aired from 2000 to 2004 on Kanal 5, in 2011 and 2012 on TV11, and 2015 on Kanal 11": dates
 * that each come before the phrase they date — the clause's first date before any phrase, and two
 * or more such runs. Each date unit is mapped to the phrase its run introduces.
 */
function leadingDates(units: readonly Unit[], from: number, to: number): Map<number, NounPhrase> {
  const runs: { at: number[]; np: NounPhrase }[] = [];
  let seenPhrase = false;
  for (let j = from; j < to; j++) {
    const u = units[j]!;
    if (u.kind === 'np') seenPhrase = true;
    if (u.kind !== 'time') continue;
    const at: number[] = [];
    let k = j;
    while (k < to && (units[k]!.kind === 'time' || ((isDash(units[k]) || units[k]!.kind === 'conj') && units[k + 1]?.kind === 'time'))) {
      if (units[k]!.kind === 'time') at.push(k);
      k++;
    }
    const prep = units[k];
    const np = units[k + 1];
    if (prep?.kind === 'prep' && np?.kind === 'np') {
      // (The first run must open the list: "served in the army in 1990 on a contract" dates the army.)
      if (runs.length === 0 && seenPhrase) return new Map();
      runs.push({ at, np });
    }
    j = k;
  }
  const out = new Map<number, NounPhrase>();
  if (runs.length >= 2) for (const r of runs) for (const at of r.at) out.set(at, r.np);
  return out;
}

/** The dates written from unit k on ("from 1945 to 1969", "1943–44"), and the unit after them. */
function datesFrom(units: readonly Unit[], k: number): { times: TemporalExpression[]; end: number } {
  const times: TemporalExpression[] = [];
  while (units[k]?.kind === 'time' || (isDash(units[k]) && units[k + 1]?.kind === 'time' && times.length > 0)) {
    const u = units[k]!;
    if (u.kind === 'time') times.push(...u.expressions);
    k++;
  }
  return { times, end: k };
}

const isDash = (u: Unit | undefined) => u?.kind === 'punct' && /^[–—-]$/.test((u as { lower: string }).lower);
const isBracket = (u: Unit | undefined, b: string) => u?.kind === 'punct' && (u as { lower: string }).lower === b;

/** The unit at `at`, or the one after the bracketed aside that opens there. */
function afterBrackets(units: readonly Unit[], at: number, to: number): number {
  if (!isBracket(units[at], '(')) return at;
  for (let k = at + 1; k < Math.min(to, at + 12); k++) if (isBracket(units[k], ')')) return k + 1;
  return at;
}

/** The unit at `at`, or the one before the bracketed aside that closes there. */
function beforeBrackets(units: readonly Unit[], at: number, from: number): number {
  if (!isBracket(units[at], ')')) return at;
  for (let k = at - 1; k >= Math.max(from, at - 12); k--) if (isBracket(units[k], '(')) return k - 1;
  return at;
}

/** The phrases of a clause that each bring their own date, when there are two or more: a dated list. */
export function datedItems(c: Clause): NounPhrase[] {
  const items = [...c.objects, ...c.preps.map((p) => p.np)].filter((np) => c.objectTimes.has(np));
  return items.length >= 2 ? items : [];
}

/** Nouns of what belongs to a name rather than what it is ("Microsoft shares", "Boeing workers"). */
// prettier-ignore
const BELONGING = new Set(['share', 'stock', 'employee', 'worker', 'staff', 'voter', 'fan', 'supporter', 'shareholder', 'investor', 'official', 'executive', 'member', 'player',
  'customer', 'user', 'lawyer', 'spokesman', 'spokeswoman', 'spokesperson', 'source', 'analyst', 'leader', 'minister', 'troop', 'soldier', 'force', 'police', 'government', 'office', 'headquarters',
  // (Events and works of the name: "some Dream games are broadcast", "The Worsley Hotel fire … was an arson attack".)
  'game', 'match', 'fire', 'crash', 'accident', 'disaster', 'attack', 'bombing', 'explosion', 'race', 'season', 'tour', 'concert', 'election', 'campaign', 'trial', 'scandal', 'deal', 'strike', 'riot', 'flood', 'ceremony', 'broadcast']);

/**
 * "The British Rail Class 15 diesel locomotives": a bare common noun right after a name is what the
 * name names, so the name stands for the phrase; any other phrase stands for itself.
 */
/**
 * "an astronomical observatory near Umeå , Sweden , founded in 1931 by …": a founding participle
 * after a town and its region describes the thing there when it is an institution ("the observatory
 * was founded"), else the town ("a farm near Melbourne , Australia , founded in 1835 by John
 * Batman") — never the region. After a town alone it is the town's ("a school in Jamestown ,
 * founded in 1607"): null, the phrase before the comma.
 */
function placeDescribed(units: readonly Unit[], comma: number, verb: VerbGroup): NounPhrase | null {
  if (!PLACE_FOUNDED.has(verb.lemma)) return null;
  const region = units[comma - 1];
  const town = units[comma - 3];
  if (region?.kind !== 'np' || !region.name || !isComma(units[comma - 2]) || town?.kind !== 'np' || !town.name) return null;
  const prep = units[comma - 4];
  const head = units[comma - 5];
  if (prep?.kind !== 'prep' || !PLACE_PREPS.has(prep.lower)) return null;
  const institution =
    head?.kind === 'np' && !head.name && !head.pronoun && head.det !== null && (ORGANISATION_NOUNS.has(head.headLemma) || FOUNDED_THINGS.has(head.headLemma));
  return institution ? head : town;
}
/** Things founded besides organisations (ORGANISATION_NOUNS). */
const FOUNDED_THINGS = new Set([
  'observatory',
  'library',
  'church',
  'cathedral',
  'monastery',
  'abbey',
  'institute',
  'academy',
  'seminary',
  'theatre',
  'theater',
  'zoo',
]);
const PLACE_FOUNDED = new Set(['found', 'co-found', 'establish', 'build', 'construct', 'open', 'create', 'form']);
const PLACE_PREPS = new Set(['near', 'in', 'at', 'outside']);

/**
 * The common noun a ", named X" after the comma at `comma` calls X: the phrase right before it ("a
 * two-year junior college , named Dixie College"), or the one whose place or target it names ("a
 * reprisal strike against North Vietnam , named Flaming Dart I").
 */
function calledBefore(units: readonly Unit[], comma: number): NounPhrase | null {
  // (Not a description set off after a name: "Kestrel Coal , a mining company in Wales , named Tom
  // Evans as its new managing director" — the company named him.)
  const setOff = (u: NounPhrase) => {
    let i = units.indexOf(u);
    // ("the Championship side": the tagger's two phrases; "a drugmaker with headquarters in Basel":
    // the phrases its prepositions bring.)
    for (;;) {
      if (units[i - 1]?.kind === 'np') i--;
      else if (units[i - 1]?.kind === 'prep' && units[i - 2]?.kind === 'np') i -= 2;
      else break;
    }
    const before = units[i - 2];
    return isComma(units[i - 1]) && before?.kind === 'np' && before.name;
  };
  const common = (u: Unit | undefined): NounPhrase | null => (u?.kind === 'np' && !u.name && !u.pronoun && !setOff(u) ? u : null);
  const np = units[comma - 1];
  if (np?.kind !== 'np') return null;
  if (!np.name) return common(np);
  return units[comma - 2]?.kind === 'prep' ? common(units[comma - 3]) : null;
}

function namedBy(units: readonly Unit[], np: NounPhrase): NounPhrase {
  const namer = units[units.indexOf(np) - 1];
  const bare = !np.name && !np.pronoun && np.det === null && np.possessor === null && np.role === null && !BELONGING.has(np.headLemma);
  // ("Pluskals career", "Ozments study": a possessive whose apostrophe the text lost names an owner;
  // "the USA Sevens tournament" names what kind of thing the name is.)
  // ("Whitmans company was sold": without an article it is still an owner.)
  const kind = KIND_NOUNS.has(np.headLemma) && namer?.kind === 'np' && namer.det === 'the';
  // ("HJKs reserve team": an abbreviation's too.)
  return bare && namer?.kind === 'np' && namer.name && namer.to === np.from && (!/(?:\p{Ll}|\p{Lu}{2})s$/u.test(namer.text) || kind) ? namer : np;
}

/** Nouns that say what kind of thing the name before them is ("the USA Sevens tournament"). */
export const KIND_NOUNS = new Set([
  'tournament',
  'championship',
  'festival',
  'series',
  'show',
  'race',
  'cup',
  'games',
  'company',
  'club',
  'team',
  'band',
  'group',
  'party',
  'brand',
  'album',
  'film',
  'programme',
  'program',
  'award',
  'prize',
  'competition',
  'league',
  'event',
]);

/** Is the unit at `at` such an adverb, right after a comma? */
function asideAdverb(units: readonly Unit[], at: number | null): boolean {
  const u = at === null ? undefined : units[at];
  return u?.kind === 'word' && ASIDE_OPENERS.has(u.lower) && isComma(units[at! - 1]);
}

/** Adverbs that may open a comma apposition ("X, formerly the R of O, …"). */
const APPOSITION_ADVERBS = new Set(['previously', 'formerly', 'once', 'now', 'currently']);

/**
 * Descriptions of a name without a verb: "X, O's R," / "X, the R of O," (a comma apposition);
 * "The R, X," (the description first); "X (R of O)"; "O R X" (the role as a title before the name).
 */
function findAppositions(units: readonly Unit[], tokens: readonly Token[]): Apposition[] {
  const out: Apposition[] = [];
  const comma = (j: number) => isComma(units[j]);
  // An apposition is closed by a comma or the sentence's end ("X, Initech's chief executive, said"):
  // "With Prime Minister David Cameron, the Myanmar president declared" has a verb there instead.
  const closes = (j: number) =>
    j >= units.length || comma(j) || (units[j]!.kind === 'punct' && /^[.;:)]$/.test(tokens[units[j]!.from]!.text)) || units[j]!.kind === 'rel';
  for (let j = 0; j < units.length; j++) {
    const u = units[j]!;
    if (u.kind !== 'np') continue;
    const next = units[j + 1];
    const after = units[j + 2];
    // "X, O's R," and "X, the former R of O,"
    const describes = (x: Unit | undefined): x is NounPhrase =>
      x?.kind === 'np' && !x.name && !x.pronoun && (x.role !== null || x.det !== null || x.possessor !== null);
    if (u.name && comma(j + 1) && describes(after) && closes(j + 3)) {
      out.push({ name: u, description: after });
      continue;
    }
    // "Matt Busby, the club's manager from 1945 to 1969, rebuilt …", "John Sculley (president of
    // PepsiCo from 1977 to 1983) became …": a post with its own dates.
    const bracketed = u.name && next?.kind === 'punct' && next.lower === '(';
    if (u.name && (comma(j + 1) || bracketed) && describes(after) && after.role !== null) {
      const dated = datesFrom(units, j + 3);
      const shut = units[dated.end];
      if (dated.times.length > 0 && (bracketed ? shut?.kind === 'punct' && shut.lower === ')' : closes(dated.end))) {
        out.push({ name: u, description: after, times: dated.times });
        continue;
      }
    }
    // "Erik ten Hag, previously the head coach of Ajax, has been …": an adverb of time before the
    // description; "previously" and "formerly" make it a former post.
    const when = after?.kind === 'word' ? after.lower : null;
    const described = units[j + 3];
    if (u.name && comma(j + 1) && when !== null && APPOSITION_ADVERBS.has(when) && describes(described) && closes(j + 4)) {
      const former = when !== 'now' && when !== 'currently';
      out.push({ name: u, description: former ? copyPhrase(described, { modifiers: [...described.modifiers, 'former'] }) : described, inside: [described] });
      continue;
    }
    // "Ballmer, Microsoft's second chief executive after co-founder Bill Gates, said": phrases after
    // the description are inside the apposition too, so "Bill Gates" is not the one who said.
    if (u.name && comma(j + 1) && describes(after)) {
      const inside: NounPhrase[] = [];
      let k = j + 3;
      // "leader of the opposition Christian Democrats": a name right after the description's noun.
      for (; units[k]?.kind === 'np' && (units[k] as NounPhrase).name && inside.length < 2; k++) inside.push(units[k] as NounPhrase);
      // "after co-founder Bill Gates" is a role phrase and a name: both are inside.
      const opensPhrase = (x: Unit | undefined) => x?.kind === 'prep' || (x?.kind === 'sconj' && (x.lower === 'after' || x.lower === 'before'));
      // ("the first chief executive from outside the family": two prepositions before the phrase.)
      const twoPreps = (at: number) => opensPhrase(units[at]) && units[at + 1]?.kind === 'prep' && units[at + 2]?.kind === 'np';
      for (let phrases = 0; phrases < 2 && opensPhrase(units[k]) && (units[k + 1]?.kind === 'np' || twoPreps(k)); phrases++) {
        if (twoPreps(k)) k++;
        for (k++; units[k]?.kind === 'np'; k++) inside.push(units[k] as NounPhrase);
      }
      // (Or the sentence's end: "… was succeeded by Marta Ibarra, the first chief executive from outside the family.")
      if (inside.length > 0 && (comma(k) || (k < units.length && units[k]!.kind === 'punct' && tokens[units[k]!.from]!.text === '.'))) {
        out.push({ name: u, description: after, inside });
        continue;
      }
    }
    // "Lawrence Kellner, a Boeing director and former chief executive of Continental Airlines, will …"
    const second = units[j + 4];
    if (
      u.name &&
      comma(j + 1) &&
      describes(after) &&
      units[j + 3]?.kind === 'conj' &&
      second?.kind === 'np' &&
      !second.name &&
      !second.pronoun &&
      (second.role !== null || second.det !== null) &&
      closes(j + 5)
    ) {
      // "the current chairman and chief executive": the second shares the first's article.
      out.push(
        { name: u, description: after },
        { name: u, description: second.det === null ? copyPhrase(second, { det: after.det }) : second, inside: [second] },
      );
      continue;
    }
    // "The chief executive, John Roe, said", "Wagoner's successor, Fritz Henderson, resigned"
    if (!u.name && (u.role !== null || u.headLemma === 'successor') && comma(j + 1) && after?.kind === 'np' && after.name && closes(j + 3)) {
      out.push({ name: after, description: u });
      continue;
    }
    // "married his fiancee, Carrie Symonds,": a verb's object described
    // before its name (not "At the club, Smith, who …": the object of no verb).
    if (
      !u.name &&
      !u.pronoun &&
      (u.possessor !== null || u.det !== null) &&
      units[j - 1]?.kind === 'verb' &&
      comma(j + 1) &&
      after?.kind === 'np' &&
      after.name &&
      closes(j + 3) &&
      // (Not "after Tom Hart joined the bank, Ellen Price, its founder, retired": the name opens the
      // next clause; the apposition is closed before a phrase or the sentence's end.)
      (!comma(j + 3) || units[j + 4]?.kind === 'prep' || units[j + 4]?.kind === 'time')
    ) {
      out.push({ name: after, description: u });
      continue;
    }
    // "Tim Cook (CEO of Apple)"
    if (
      u.name &&
      next?.kind === 'punct' &&
      next.lower === '(' &&
      after?.kind === 'np' &&
      after.role !== null &&
      units[j + 3]?.kind === 'punct' &&
      (units[j + 3] as { lower: string }).lower === ')'
    ) {
      out.push({ name: u, description: after });
      continue;
    }
    // "Microsoft chief executive Satya Nadella", "Initech's CEO Bill Lumbergh", "chief executive Tim Cook of Apple"
    if (u.role !== null && next?.kind === 'np' && next.name && !next.coordinated) {
      if (
        u.of === null &&
        u.possessor === null &&
        u.title === null &&
        after?.kind === 'prep' &&
        after.lower === 'of' &&
        units[j + 3]?.kind === 'np' &&
        (units[j + 3] as NounPhrase).name
      ) {
        out.push({ name: next, description: copyPhrase(u, { of: units[j + 3] as NounPhrase }) });
      } else {
        out.push({ name: next, description: u });
      }
    }
  }
  return out;
}

/** Are the units from after `post` up to `last` only its prepositional phrases ("of the Committee on Communications")? */
function phrasesOf(units: readonly Unit[], post: NounPhrase, last: NounPhrase): boolean {
  const from = units.indexOf(post);
  const to = units.indexOf(last);
  if (from < 0 || to <= from) return false;
  for (let k = from + 1; k < to; k++) if (units[k]!.kind !== 'prep' && units[k]!.kind !== 'np') return false;
  return true;
}

/** Is the clause's verb a copula ("is", "was", "became", "remains")? */
export function isCopula(v: VerbGroup): boolean {
  return COPULAS.has(v.lemma) && v.voice === 'active';
}

/** "the first Myanmar president to visit the White House": a superlative about holders, not a holding. */
export function superlative(np: NounPhrase | null): boolean {
  return np !== null && (np.modifiers.includes('first') || np.modifiers.includes('last') || np.modifiers.includes('only')) && np.det === 'the';
}
