// Open statements: what a clause says that no schema predicate names ("Initech said it would cut 200
// jobs", "The band released its debut album in 1995"), as one atomic fact — the clause's subject,
// resolved to the entity it means, and the rest of the clause in its own words, without its dates
// (they are the fact's time) and without the clauses hanging from it (they are facts of their own).
// A statement must be well-formed: a named subject, a finite asserted verb, words after it; a clause
// that is negated, hedged, or already a schema fact gives none.

import type { Genre } from '../../model/document.js';
import { datedItems, KIND_NOUNS, MAKING, type Clause, type SentenceReading } from './grammar/clauses.js';
import type { TemporalExpression } from '../temporal.js';
import { BELIEVING, REPORTING, type ReadFact } from './facts.js';
import { balanced } from '../names.js';
import { PLACES } from '../places.js';
import { DEMONYM, IRREGULAR_PAST, isComma, NUMERIC_ORDINAL, textOf, type NounPhrase, type Unit, type VerbGroup } from './grammar/phrases.js';
import { guessKind, ORGANISATION_NOUNS, type Entity } from './grammar/references.js';
import { inVocabulary, isCommonWord, type Token } from './grammar/tokens.js';
import { isGivenName } from './grammar/given-names.js';

/** The schema predicate open statements are keyed under (schema/predicates.yaml). */
const STATEMENT = 'statement';

/** Reporting verbs whose object says what was reported ("announced his retirement"). */
const OBJECT_REPORTS = new Set(['announce', 'confirm', 'report', 'reveal', 'disclose']);
/**
 * Clause kinds that stand as facts of their own. A participle (", bringing cholera to Haiti") reads
 * as a fragment on its own, so it is not one.
 */
const STATING = new Set<Clause['kind']>(['main', 'coordinate', 'relative', 'subordinate']);

/** Verbs of beginning, going on and ending, which another verb completes ("began touring", "continued to play"). */
const ASPECTUAL = new Set(['start', 'begin', 'continue', 'resume', 'keep', 'stop', 'cease', 'quit']);

/** Words a cut-off phrase ends with ("was a unique period in the", "were selected as the No"). */
// prettier-ignore
const DANGLING = new Set(['the', 'a', 'an', 'of', 'in', 'to', 'for', 'with', 'as', 'by', 'at', 'on', 'from', 'and', 'or', 'but', 'so', 'no', 'its', 'his', 'her', 'their', 'than', 'into', 'is', 'was', 'be', 'self', 'also', 'not', 'ever',
  'during', 'after', 'before', 'about', 'between', 'against', 'through', 'toward', 'towards', 'within', 'without', 'via', 'among', 'upon', 'onto', 'per', 'despite', 'unlike', 'across', 'including',
  'are', 'were', 'been', 'has', 'have', 'had', 'own', 'since', 'never', 'always', 'once', 'which', 'who', 'whose', 'that', 'where', 'when', 'will', 'would', 'could', 'should', 'might',
  // ("as a result of both", "was appointed as one", "and, like Dresden, … and these", "and instead", "whereby"):
  // a determiner, a quantifier or a linking word with nothing after it.
  'this', 'these', 'those', 'both', 'either', 'neither', 'one', 'many', 'several', 'few', 'some', 'each', 'every', 'such', 'another', 'instead',
  'whereby', 'whom', 'whereas', 'while', 'although', 'though', 'because', 'unless', 'very', 'particularly', 'especially',
  // ("is also popularly called", its name lost with the text's foreign words.)
  'called',
  // ("earned his final grandmaster norm and thus", "welcomed two sons and, respectively", "wore white
  // jerseys exclusively and, as well as other", "defeated Black Tiger V in a mask vs")
  'thus', 'hence', 'therefore', 'respectively', 'other', 'vs', 'versus', 'whilst']);

/** Words that end a clause whole after a comma ("re-elected, unopposed", "professor, emeritus"). */
// prettier-ignore
const MANNER = new Set(['unopposed', 'emeritus', 'too', 'alone', 'abroad', 'again', 'together', 'posthumously', 'unanimously', 'anonymously', 'jointly',
  'separately', 'independently', 'simultaneously', 'overnight', 'instead', 'first']);

/** Two-word endings that leave their phrase open ("hosted stages of the Giro, most recently", "due to"). */
const DANGLING_PAIRS = new Set(['most recently', 'such as', 'as of', 'due to', 'according to']);

/** Adjectives an article leaves waiting for their noun. */
// prettier-ignore
const NEEDS_NOUN = new Set(['new', 'first', 'former', 'second', 'third', 'last', 'next', 'same', 'other', 'latter', 'following', 'previous', 'current', 'late', 'old']);

/** Titles that name whom a given name after them means ("Queen Elizabeth", "Pope John"). */
const TITLE_BEFORE =
  /^(?:King|Queen|Prince|Princess|Pope|Saint|St\.?|Sir|Dame|Lord|Lady|Emperor|Empress|Tsar|Czar|Tsarina|Sultan|Shah|Emir|Duke|Duchess|Count|Countess|Archduke|Grand|Cardinal|Bishop|Archbishop|Patriarch|Caliph|Khan)$/;

/** Does a statement end on a word that needs more after it? Not a name's ("Formula One"), nor "number one". */
function dangles(words: readonly string[]): boolean {
  const last = words.at(-1)!;
  // ("is the No" of "He is the No . 2 ranked", "St" of "St . Louis": an abbreviation the sentence
  // splitter cut after is no end.)
  if (/^(?:No|Nos|St|Dr|Mr|Mrs|Jr|Sr|Vol|Ft|Mt|Gen|Col|Capt|Lt|Sgt|Rev|Prof)$/.test(last)) return true;
  if (/^\p{Lu}/u.test(last) && words.length > 1 && !/^(?:The|A|An|And|Or|But|Of|In|To|For|With|As|By|At|On|From)$/.test(last)) return false;
  const lower = last.toLowerCase();
  // ("following the completion of their current tour,": a clause cut at its comma.)
  if (/[,;:]$/.test(last)) return true;
  if (words.length > 2 && DANGLING_PAIRS.has(`${words.at(-2)!.toLowerCase()} ${lower}`)) return true;
  // ("is a class of steam locomotive, often", "has 30 stations, currently": one word after a comma is
  // what was left of a phrase cut there.)
  // (Not a manner: "was re-elected, unopposed", "published his first novel, anonymously".)
  if (words.length > 2 && words.at(-2)!.endsWith(',') && /^\p{Ll}+$/u.test(last) && !MANNER.has(last)) return true;
  // ("was disbanded and a new", "became the first"): an article and an adjective with no noun after them.
  if (NEEDS_NOUN.has(lower) && /^(?:a|an|the)$/i.test(words.at(-2) ?? '')) return true;
  return DANGLING.has(lower) && !(lower === 'one' && words.at(-2)?.toLowerCase() === 'number');
}
/** Words that open a clause but say nothing of its content. */
// prettier-ignore
const LEADING_FILLER = new Set(['also', 'then', 'later', 'subsequently', 'eventually', 'again', 'still', 'now', 'already', 'first', 'since', 'thus', 'therefore', 'however']);
const MAX_WORDS = 22;
/** Finite verbs that agree with a plural ("were", "have"), or no finite verb ("be taken down"). */
const PLURAL_FINITE = /^(?:are|were|have|do|be)\b/;
const LEGAL_SUFFIX_ALONE = /^(?:Inc|Ltd|Corp|Co|LLC|plc|PLC|SA|AG|NV|GmbH|Bros)\.?$/;
/** Holding a post named by reference to one named before ("held the post", "remained in the role"). */
const ANAPHORIC_POST =
  /\b(?:hold|holds|held|holding|remain|remains|remained|stay|stays|stayed|continue|continues|continued|keep|keeps|kept|retain|retains|retained)\s+(?:in\s+)?(?:the|both|that|this)\s+(?:posts?|roles?|jobs?|positions?)\b/i;
/**
 * A change of post told by its verb alone: "Liz Truss took office", "Bob Iger retired", "Ned Segal
 * and Vijaya Gadde were also dismissed", "will take over in the third quarter". Which post, and
 * where, is the role fact's (the reader's successions and ends); alone the statement is not
 * self-contained. A reason that names something stays ("was sacked after a 3–0 loss to Roma").
 */
const ROLE_CHANGE_ALONE =
  /^(?:(?:had|has|have|will|would|was|were|is|are|be|been|also|formally|then|later|eventually|subsequently|finally)\s+)*(?:(?:(?:took|take|takes|taking)\s+(?:office|over|charge|the\s+helm|the\s+reins|the\s+role|the\s+job|the\s+post)|resigned|retired|stepped\s+down|steps?\s+down|ousted|dismissed|sacked|fired|relieved\s+of\s+(?:his|her|their)\s+duties|appointed\s+to\s+the\s+top\s+job|tendered\s+(?:his|her|their)\s+resignation|rejoin(?:ed|s)?\s+the\s+(?:team|club|company)|(?:led|ran|runs?|leads?)\s+the\s+(?:unit|company|team|club|firm|business|division|group))(?:\s+(?:after|for|within|in|on|amid|earlier|later|last|this|next)\b[^\p{Lu}]*)?|stayed|served|returned|started|held\s+office)$/u;
/** Verbs of giving a post, which say nothing without the post ("was named", "was appointed"). */
const NAMED_AS = new Set(['name', 'appoint', 'elect', 'choose', 'select', 'nominate', 'promote', 'hire', 'install']);
/** Subordinating words of conditions and of what has not happened yet. */
const CONDITIONS = new Set(['if', 'unless', 'once', 'until', 'before', 'whether', 'as', 'than']);

export interface StatementContext {
  /** Clauses a schema reading has read whole ("…, who had run the company since 2005"). */
  consumed: ReadonlySet<Clause>;
  tokens: readonly Token[];
  /** Index of the sentence's first token. */
  sentenceStart: number;
  /** What the page is about, if anything. */
  page: Entity | null;
  /** Does the document write this word capitalised other than at a sentence's start (a name, then)? */
  namedElsewhere(word: string): boolean;
  /** Is the word capitalised inside a sentence somewhere, not counting right after an opening article? */
  namedMidSentence(word: string): boolean;
  /** Does the text write this word in lower case somewhere ("construction")? */
  writtenLower(word: string): boolean;
  /** The longer names the document writes that end with this word ("BATE Borisov" for "Borisov"). */
  fullerNames(word: string): readonly string[];
  ref(np: NounPhrase): Entity | null;
  genre: Genre;
  /** The narrative time the sentence inherits, when it has none of its own. */
  inherited: boolean;
  /** Is the document about sport (where a club takes a plural verb: "Arsenal were unbeaten")? */
  sport: boolean;
}

/** The open statements of a sentence, one per stating clause that gave no schema fact. */
export function readStatements(r: SentenceReading, facts: readonly ReadFact[], ctx: StatementContext): ReadFact[] {
  const covered = new Set(facts.map((f) => f.clause).filter((c): c is Clause => c !== null && c !== undefined));
  const out: ReadFact[] = [];
  const reported = new Set<Clause>();
  // Where each main or coordinate clause's own subject stands: it ends the statement before it.
  // (Found when a clause first gets that far: most sentences' clauses are passed over before.)
  let clauseSubjects: [Clause, number][] | null = null;
  const subjectsAt = (): [Clause, number][] => {
    if (clauseSubjects === null) {
      clauseSubjects = [];
      for (const x of r.clauses) if (x.subject !== null && (x.kind === 'main' || x.kind === 'coordinate')) clauseSubjects.push([x, r.units.indexOf(x.subject)]);
    }
    return clauseSubjects;
  };
  // "Sirhan believed that he was betrayed", "polls suggested that … Labour would be beaten into
  // third place", "it is projected that the wings will be operational": the clause right after a
  // verb of belief or forecast, and those coordinated with it, are not asserted (in the judged
  // samples, all such statements were wrong). Not a later clause of its own: "Smith argued the case
  // and won a settlement".
  for (const x of r.clauses) {
    if (!BELIEVING.has(x.verb.lemma)) continue;
    const believed = r.clauses.find((y) => y.from >= x.to && y.from <= x.to + 2);
    if (!believed) continue;
    reported.add(believed);
    for (const y of r.clauses) if (y.kind === 'coordinate' && y.parent === believed) reported.add(y);
  }
  for (const c of r.clauses) {
    if (!STATING.has(c.kind) || reported.has(c) || c.complement || ctx.consumed.has(c)) continue;
    // A clause that gave a schema fact states nothing more — unless it lists dated items besides.
    if (covered.has(c) && datedItems(c).length === 0 && !makesInto(c)) {
      // ("It was founded by Bill Gates and Paul Allen on 4 April 1975 in Albuquerque, New Mexico": the
      // founders and the date are schema facts; where, a statement.)
      const where = foundedIn(r, c, ctx);
      if (where) out.push(where);
      continue;
    }
    const v = c.verb;
    if (v.negated || (v.modal !== null && v.modal !== 'would') || v.form === 'infinitive') continue;
    // "…, according to its annual filing": attribution, not a fact.
    if (v.lemma === 'accord') continue;
    if (v.modal === 'would' && !c.parent) continue;
    // "once the board has chosen a successor", "if it wins": a condition, not a fact.
    if (c.kind === 'subordinate' && c.link !== null && CONDITIONS.has(c.link)) continue;
    // "since arriving from Real Madrid": a gerund states nothing on its own (its schema facts stand).
    if (v.form === 'ing') continue;
    // "Microsoft shares rose 7 percent", "Disney's shares fell": the named company's shares.
    const owner = c.subject && SHARES.has(c.subject.headLemma) && !c.subject.name ? sharesOwner(r.units, c.subject) : null;
    // ("the king made him a member of the Privy Council": the statement is of the one made, whoever made them.)
    const maker = makesInto(c) ? ctx.ref(c.objects[0]!) : null;
    const subject = owner ? ctx.ref(owner) : c.subject ? (ctx.ref(c.subject) ?? maker) : null;
    // ("The Lancashire club is 19th", "The Championship club": a name that only modifies the noun
    // after it is no subject — the club is, and which club the sentence does not name.)
    const modifier = !owner && c.subject?.name === true && c.subject.det === 'the' && ORGANISATION_NOUNS.has(ctx.tokens[c.subject.to]?.lower ?? '');
    if (!subject || !c.subject) continue;
    // "Marape and not Pruaitch emerged from the struggle": not what the negated subject did.
    if (ctx.tokens[c.subject.from - 1]?.lower === 'not') continue;
    // "The 33-year-old Portuguese forward has signed": a people's adjective before a common noun
    // modifies it, and the noun is the subject — one no name was given for.
    const subjectAt = r.units.indexOf(c.subject);
    // "Fergie Duhamel ( ; born Stacy Ann Ferguson ; …)": a verb in brackets its subject stands
    // outside of is an aside about a name, no statement.
    if (subjectAt >= 0 && subjectAt < c.from && openBrackets(r.units, subjectAt + 1, c.from) > 0) continue;
    const headAfter = r.units[subjectAt + 1];
    if (c.subject.name && DEMONYM.test(c.subject.text) && headAfter?.kind === 'word' && !/ly$/.test(headAfter.lower)) continue;
    // "…, Inc . for scrap": a legal suffix the sentence splitter cut off is no subject.
    if (LEGAL_SUFFIX_ALONE.test(subject.name)) continue;
    // "Bought a boat", "Members accused …": a sentence's first word the tagger took for a name is
    // an ordinary word, and no subject.
    // One capitalised word opening the sentence, not the page's name: maybe capitalised only by its place.
    const openingWord = c.subject.name && !c.subject.text.includes(' ') && c.subject.from === ctx.sentenceStart && subject !== ctx.page;
    if (openingWord && !ctx.namedElsewhere(c.subject.text) && isCommonWord(c.subject.text)) continue;
    // ("Construction began in order to …", "The Album debuted at Defqon.1": a word of the tagger's
    // vocabulary the text writes in lower case elsewhere, capitalised here only by the sentence's
    // start, is likely that common noun, cut from what it was of — or a company named by a word,
    // "Delta said … as the delta variant spread": for review either way. "Musk agreed" is Musk's.)
    // (A noun phrase starts at its article: "The Album" is at the sentence's start.)
    const commonNoun = openingWord && !ctx.namedMidSentence(c.subject.text) && inVocabulary(c.subject.text) && ctx.writtenLower(c.subject.text);
    // "The London agency became a branch office", "Snow flurries occur", "Picture galleries in
    // Florence include …": a name with a common noun right after it says what the noun is of — the
    // noun is the subject, and no name was given for it. (The page's own "British Rail Class 15
    // diesel locomotives were built" are the page's; "the USA Sevens tournament" is the name.)
    const noun = r.units[subjectAt + 1];
    // (Not a person's page: "Puigdemont first intervention dealt with …" is the intervention's.)
    if (
      c.subject.name &&
      (subject !== ctx.page || subject.kind === 'person') &&
      noun?.kind === 'np' &&
      noun.from === c.subject.to &&
      !noun.name &&
      !noun.pronoun &&
      noun.det === null &&
      !KIND_NOUNS.has(noun.headLemma)
    )
      continue;
    // "Initech said on Tuesday that it would cut 200 jobs": what was said belongs to the saying, to
    // the sentence's end. "…, Musk told shareholders" (the report after what it reports) says nothing itself.
    let to = c.to;
    // "was greatly damaged, and in 1944 the administrative centre was moved": the next clause's own
    // subject ends this one.
    for (const [x, subjectAt] of subjectsAt()) {
      let at = subjectAt;
      if (x === c || !(at > c.from && at < to && at < x.from)) continue;
      // "demanded that the vote be held": what a "that" introduces completes this clause.
      const lead = r.units[at - 1];
      if ((lead?.kind === 'rel' || lead?.kind === 'sconj' || lead?.kind === 'word') && lead.lower === 'that') continue;
      // ", and the former capital, Rio de Janeiro, became …": the subject's apposition goes with it.
      if (isComma(r.units[at - 1]) && r.units[at - 2]?.kind === 'np' && at - 2 > c.from) at -= 2;
      to = at;
    }
    // ("the ERC was disbanded and in November, during a party congress, Zanella was elected": what
    // stands between an "and" and the next clause's subject is that clause's, not this one's.)
    if (subjectsAt().some(([x, at]) => x !== c && (at === to || (at === to + 1 && isComma(r.units[to]))))) {
      let k = to - 1;
      while (k > c.from && r.units[k]!.kind !== 'conj' && r.units[k]!.kind !== 'verb' && r.units[k]!.kind !== 'rel') k--;
      if (k > c.from && r.units[k]!.kind === 'conj' && k < to - 1) to = k;
    }
    if (REPORTING.has(v.lemma)) {
      // ("announced their engagement, and their son … was born": after "and" comes a clause of its own.)
      const said = r.clauses.filter(
        (x) => x.from >= c.to && x.from <= c.to + 3 && x.kind !== 'subordinate' && !r.units.slice(c.from + 1, x.from).some((u) => u.kind === 'conj'),
      );
      if (said.length === 0 && !(OBJECT_REPORTS.has(v.lemma) && c.objects.some((o) => !o.name && !o.pronoun))) continue;
      // "Nadella said the opportunity was vast", "…said the board had concluded that Iger was uniquely
      // situated": what is said to *be* so is a view, not an event — an opinion states no fact.
      if (said.length > 0 && saysAView(r.clauses, said[0]!)) {
        for (const x of r.clauses) if (x.from >= c.to) reported.add(x);
        continue;
      }
      if (said.length > 0) {
        for (const x of r.clauses) if (x.from >= c.to) reported.add(x);
        to = r.units.length;
      }
    }
    // "promised to take Britain out of the EU", "was criticised for falling behind": the verbs that
    // complete this one are part of what it says.
    const completing: Clause[] = [];
    for (const x of r.clauses) {
      if (x.from === to && x.complement) {
        reported.add(x);
        completing.push(x);
        to = x.to;
      } else if (x.complement && x.from > c.from && x.from <= to + 1 && x.from >= c.to) {
        reported.add(x);
        completing.push(x);
        to = Math.max(to, x.to);
      }
    }
    // ("started playing football for CD Montijo in 1996": a verb of beginning or going on says when
    // by the verb it completes. Not "chose to release Gurley after his lackluster 2019", "requires the
    // state to cut emissions by 2020": other verbs' dates may be the completing verb's alone.)
    // ("continued to teach there until her retirement in 2001" after "began teaching in 1970": its end, too.)
    // (Only a date its preposition ties to the verb: "writing books about the Prague Spring of 1968" is none;
    // nor an end before the statement's own start, "in 1975 started writing a history from 1919 to 1970".)
    if (ASPECTUAL.has(v.lemma)) {
      const start = c.times.length > 0 ? Math.min(...c.times.map((t) => t.time)) : null;
      for (const t of completing.find((x) => x.times.length > 0)?.times ?? [])
        if (!c.times.includes(t) && /^\p{L}/u.test(t.text) && (start === null || (t.role === 'END' && t.time > start))) c.times.push(t);
    }
    // "faced calls to resign over gatherings held in Downing Street during lockdown": a participle
    // right after the phrase it describes is part of what the clause says of that phrase.
    for (const x of r.clauses) {
      if (x.kind !== 'reduced' || x.from !== to || !x.subject || r.units[x.from - 1] !== x.subject || x.verb.form === 'ing') continue;
      // ("bought a farmhouse built in 1890": a participle with only a date would leave "built".)
      if (!r.units.slice(x.from + 1, x.to).some((u) => u.kind === 'np')) continue;
      to = x.to;
    }
    to = boundedEnd(r.units, to, v.lemma === 'be');
    if (!wellBounded(r.units, c, to)) continue;
    // ("was unseated in 2016 by former Governor Charlie Crist after court[-ordered redistricting]":
    // the statement ends before the phrase it would cut, if a named phrase stands before that.)
    if (cutsPhrase(ctx.tokens, r.units, to)) {
      let at = to - 1;
      while (at > c.from && r.units[at]!.kind !== 'prep' && r.units[at]!.kind !== 'sconj') at--;
      if (at <= c.from + 1 || r.units[at - 1]!.kind !== 'np') continue;
      to = at;
    }
    // A past event with no date in an encyclopedia happened at some time the text does not give:
    // stored at the document's date it would be wrong, so it waits for review.
    const undatedPast = ctx.genre === 'encyclopedic' && c.times.length === 0 && !ctx.inherited && v.tense !== 'present' && v.tense !== 'perfect';
    if (undatedPast && c.parent && c.parent.times.length > 0) c.times.push(...c.parent.times);
    // "They finished second", "It had lasted 8 years", "The organization hoped": in an encyclopedia
    // a thing pronoun or a description that is not the page's subject stands for whatever the text
    // spoke of last — a match, a locomotive of the class, a movement — which the window often does
    // not name: not sure enough to store.
    const indirect = !c.subject.name && !owner && (c.subject.pronoun ? !PERSON_PRONOUNS.has(c.subject.headLemma) : c.subject.det === 'the');
    // "the impeachment investigation into President Trump that was launched in September 2019":
    // after "noun + preposition + name" the relative pronoun may mean either — not sure enough.
    // ("into President Trump": a title before the name is part of it.)
    let at = subjectAt - 1;
    if (r.units[at]?.kind === 'np' && (r.units[at] as NounPhrase).role !== null) at--;
    const ambiguous = c.kind === 'relative' && r.units[at]?.kind === 'prep' && r.units[at - 1]?.kind === 'np' && !(r.units[at - 1] as NounPhrase).name;
    // "Before long, he returned to Antioch": a pronoun for its subject and only the narrative's time
    // for its date — two guesses at once; in the judged samples 2 of 24 such statements were right.
    const borrowed = ctx.genre === 'encyclopedic' && ctx.inherited && c.times.length === 0 && c.subject.pronoun;
    // "Rafer Johnson were among several men", "Vanna White have hosted …", "Arnold Harberger speak on
    // …": a verb that agrees with a plural, read with one name for its subject, lost the others (or
    // is no finite verb at all). In the judged samples 22 of 25 such statements were wrong.
    // (Verbs whose past is their bare form, "Seattle Storm beat the Dream", agree with either; so does
    // a club in a sports page, "Arsenal were unbeaten", as British usage has it.)
    const agreesPlural =
      PLURAL_FINITE.test(v.text) ||
      (v.tense === 'present' && v.modal === null && v.text === v.lemma && c.kind !== 'coordinate' && !IRREGULAR_PAST.has(v.lemma));
    const lost =
      agreesPlural && c.coSubjects.length === 0 && !/s$/.test(subject.name) && (subject.kind === 'person' || !(ctx.sport && subject.kind !== 'place'));
    // "Hugh allied himself with the Muslims of Ascalon", "John sent reinforcements": a person named by
    // a given name alone is one the reader cannot tell from others of the name (in the judged
    // samples, 11 of 13 such statements were wrong). ("Queen Elizabeth asked her …": a title before
    // the name says who — not any capitalised word, "In May John sent"; "Victoria recorded 500 new
    // cases" after "the state of Victoria" is a place's.)
    const firstNameOnly =
      subject !== ctx.page &&
      subject.kind !== 'place' &&
      subject.kind !== 'organisation' &&
      !subject.name.includes(' ') &&
      isGivenName(subject.name) &&
      !TITLE_BEFORE.test(ctx.tokens[c.subject.from - 1]?.text ?? '');
    // ("Force India announced di Resta and Hülkenberg would be their drivers": what two are together,
    // said of one, drops the other.)
    const together =
      (c.coSubjects.length > 0 || c.subject.coordinated) && v.lemma === 'be' && c.objects.some((o) => !o.name && /s$/.test(ctx.tokens[o.to - 1]?.lower ?? ''));
    // ("Jefferson City , which Parsons would thereafter make his home": the object the relative
    // pronoun stands for is not in the clause's words — "Parsons would thereafter make his home".)
    const gapped = c.kind === 'relative' && c.subject !== null && c.objects.some((o) => o.to <= c.subject!.from);
    const sure =
      undatedPast ||
      ambiguous ||
      borrowed ||
      lost ||
      together ||
      gapped ||
      firstNameOnly ||
      commonNoun ||
      cutName(c, ctx.tokens) ||
      (indirect && subject !== ctx.page && ctx.genre === 'encyclopedic')
        ? 0.45
        : c.subject.name
          ? 0.7
          : 0.6;
    const subjects = [subject, ...c.coSubjects.map((np) => ctx.ref(np)).filter((e): e is Entity => e !== null && e !== subject)];
    // "represented Indonesia in the Olympiads from 2004 to 2014, the Asian Championship in 2009, …":
    // one statement per dated item, each with its own date.
    const values = new Set(facts.filter((f) => f.clause === c).flatMap((f) => [f.subject, f.object]));
    const items = datedItems(c).filter((np) => {
      const e = ctx.ref(np);
      return e === null || !values.has(e);
    });
    // ("completed fellowships at Alpha University, Beta College and Gamma Institute" stays one
    // statement: a list split into one statement per name drops the others, and what the names share
    // is often said of them together — "sold Dream Too LLC to local investors Mary Brock and Kelly
    // Loeffler", "performs its functions through TVE and RNE": of such split statements in the judged
    // store samples, 23 in 62 were right.)
    // "Wellesley made her a graduate assistant in 1881, an instructor in 1882 …", "the king made him
    // a member of the Privy Council": what the one made became is said of them ("was made an
    // instructor by Wellesley"), not of the maker with the person dropped.
    const made = madeSomething(c, items, ctx, (np) => np.of !== null && values.has(ctx.ref(np.of)!));
    if (covered.has(c) && items.length === 0 && !made) continue;
    const pieces: { text: string | null; times: TemporalExpression[] }[] = made
      ? made.pieces
      : items.length > 0
        ? items.map((np) => ({ text: itemText(r.units, c, items[0]!, np, ctx), times: c.objectTimes.get(np) ?? [...c.times] }))
        : [{ text: withShares(owner, render(r.units, c.from, to, ctx, false, { entity: subject, until: c.to })), times: [...c.times] }];
    if (made) subjects.splice(0, subjects.length, made.person);
    for (const piece of pieces) {
      if (piece.text === null) continue;
      // (", a post" / ", an office": an apposition cut before the clause that says what it is — "became
      // chief conductor of the City of Birmingham Symphony Orchestra, a post he relinquished", "was
      // elected mayor of Zittau, an office that he held until 1923" — says nothing of its own.)
      // (", however" / ", though": a link to the next sentence, cut off with it — "released his
      // thirteenth studio album This Time Around, however" it failed to chart.)
      const text = piece.text.replace(/, (?:a|an|the) [a-z]+$/, '').replace(/,? (?:however|though|nonetheless|nevertheless|meanwhile)$/, '');
      const times = piece.times;
      const split = text.split(' ');
      const words = split.length;
      if (words > MAX_WORDS || (words < 2 && !/^[a-z]+ed$/.test(text))) continue;
      // A verb first, and no cut-off end: "including the free fitting of smoke alarms" or "was a
      // unique period in the" is no fact.
      if (dangles(split) || /^(?:including|excepting|such|featuring|like)$/i.test(split[0]!)) continue;
      // "held the post until 2016", "remained in the role": holding a post named only by reference
      // is a role fact's term, not a self-contained statement.
      if (ANAPHORIC_POST.test(text) || ROLE_CHANGE_ALONE.test(text)) continue;
      // "nominates him", "trained her": a pronoun no name was found for leaves the fact incomplete;
      // "Chief Mechanical Engineer),, and", "is [[twin towns", "(History Continues": cut-up text.
      // ("Island of Love – – present", "ed. by George F. MacDonald …, pp": a list line's or a
      // citation's remains.)
      if (UNRESOLVED.test(text) || !balanced(text) || /\[\[|\]\]|,,|^being\b|[–—]\s*[–—]|^ed\.|\bpp$/.test(text)) continue;
      // "is said not to be involved", "is estimated that", "reportedly": hedged, not asserted.
      if (HEDGED.test(text)) continue;
      // "Also known as …" (a list line with no subject), "related, In any high-" (a quotation cut
      // off): a statement is a verb phrase in running text.
      if (/^\p{Lu}/u.test(text) || /, (?:In|The|A|An|It|He|She|We|They|This|That|There|Our|My|His|Her|If|When|But|And) |-$/.test(text)) continue;
      // "Nadella, who was named on Tuesday": named what, the clause does not say.
      if (v.voice === 'passive' && NAMED_AS.has(v.lemma) && words <= 3) continue;
      // "formed, along with the Italian Socialist Party", "launched, offering sportswear", "retired,
      // and Vermeils offensive coordinator": a comma right after the verb leaves it no object, and
      // what follows is an aside (a reporting verb's words are what was said: they stay).
      if (!REPORTING.has(v.lemma) && (text.startsWith(`${v.text}, `) || text.startsWith(`${v.text.split(' ').at(-1)}, `))) continue;
      // (In news the narrative time is the report's date anyway.)
      const current = v.tense === 'present' && times.length === 0 && ctx.genre === 'encyclopedic';
      // "won the series in Atlanta", "met Friedman there", "finished fourteenth in the championship":
      // what "the series" was, the sentence does not say — not decontextualised, so for review.
      // "Murphy and Huston worked together again", "Green and Lawson were the first two presidents",
      // "Karina and Godard began a relationship and married": what coordinated subjects did jointly
      // is no statement about each alone (each alone drops the partner).
      const joint = subjects.length > 1 && JOINT.test(text);
      const confidence =
        modifier ||
        UNANCHORED.test(text) ||
        joint ||
        (subject !== ctx.page && someoneElses(text, subject)) ||
        (ctx.genre === 'encyclopedic' && (thingUnnamed(text, subject) || UNNAMED_SEAT.test(text)))
          ? Math.min(sure, 0.45)
          : sure;
      // "Silverstein and Gometz were both held at ADX Florence": each was held there.
      const each = subjects.length > 1 ? singular(text) : text;
      // "has displayed an interest in rugby since the IOC's announcement in 2009": a present perfect
      // since a dated event goes on from that date (not "since their courtship in 1911, Mary returned").
      const goesOn = /^(?:has|have)\b/.test(v.text) ? times.map((t) => (t.role === 'START' && t.cue === 'since' ? { ...t, cue: 'open' } : t)) : times;
      for (const s of subjects)
        out.push({
          predicate: STATEMENT,
          subject: fullerSubject(s, ctx) ?? s,
          object: each,
          confidence,
          temporal: asEvent(goesOn, v.tense === 'future', v.negated),
          ...(onlyUntil(times, v) ? { confidence: Math.min(confidence, 0.45) } : {}),
          clause: c,
          ...(current ? { current } : {}),
        });
    }
  }
  return out;
}

/**
 * "New Zealand Government supported her nomination", "BT began an award in his name", "Louise von
 * François was his aunt": a person's pronoun that cannot be the subject's is someone else's, whom the
 * statement does not name. (Not "her" of a thing: a ship is "she". The page's own subject is asked
 * by the caller: its pronouns are its own.)
 */
/**
 * "Gators defeated the Stanford Cardinal" on a page that writes "Florida Gators", "Rubin commented"
 * where it writes "Steven Jay Rubin": a one-word subject the document also writes as the last word of
 * one longer name is that name — a surname, a nickname after its place. (Not the first word: "Kirishi"
 * is no "Kirishi Power Station", "Disney" no "Disney Parks"; nor the page, nor a place; with several
 * such names the sentence does not say which.)
 */
function fullerSubject(subject: Entity, ctx: StatementContext): string | null {
  const name = subject.name;
  // (An abbreviation is a whole name: "SNP", "PFF".)
  // (Nor a common word or a people's: "Commissioner", "Japanese".)
  if (
    subject === ctx.page ||
    name.includes(' ') ||
    name.length < 3 ||
    !/^\p{Lu}\p{Ll}/u.test(name) ||
    subject.kind === 'place' ||
    PLACES.has(name) ||
    isCommonWord(name) ||
    DEMONYM.test(name) ||
    // (Nor a given name: "Ferdinand" of "King Ferdinand of Aragon" is no "Francis Ferdinand".)
    isGivenName(name) ||
    // (A word of the page's own name is the page: "Lenin" on Lenin Peak's, "Engels" on the city's.)
    (ctx.page !== null && ctx.page.name.split(/[\s,()]+/).includes(name))
  )
    return null;
  const names = ctx.fullerNames(name);
  const fuller = names.length === 1 ? names[0]! : null;
  // (A person's name for a person, a ship's or a club's for no person: "Nelson was killed at
  // Trafalgar" is no "HMS Nelson", "Dell will cut 5,000 jobs" no "Michael Dell".)
  if (!fuller) return null;
  const personal = isGivenName(fuller.split(' ')[0]!) || /^(?:Mr|Mrs|Ms|Dr|Sir|Dame|Lady|Lord|Prof)\s/.test(fuller);
  if (personal ? subject.kind === 'organisation' : subject.kind === 'person') return null;
  return fuller;
}

function someoneElses(text: string, subject: Entity): boolean {
  const male = MALE_WORDS.exec(text);
  const female = FEMALE_WORDS.exec(text);
  // ("praised Emmanuel Macron for his reforms", "thanked the nurse for her care": the statement
  // names whom the pronoun means, before it.)
  const unnamed = (m: RegExpExecArray | null) => m !== null && !NAMED_BEFORE.test(text.slice(0, m.index));
  if (subject.kind === 'organisation' || subject.kind === 'place') return unnamed(male);
  return subject.kind === 'person' && ((subject.gender === 'female' && unnamed(male)) || (subject.gender === 'male' && unnamed(female)));
}
/**
 * "Boris Nemtsov became its Deputy Speaker", "has driven for junior teams with its backing": a
 * person's statement whose "its" follows no thing it names — whose, the statement does not say.
 */
function thingUnnamed(text: string, subject: Entity): boolean {
  // (Only one the text shows to be a person: "Air Berlin Group" may look like a person's name.)
  if (subject.kind !== 'person' || subject.guessed !== false || guessKind(subject.name) !== 'person') return false;
  const its = /\bits\b/.exec(text);
  return its !== null && !THING_BEFORE.test(text.slice(0, its.index));
}
/**
 * "Robert McIntyre lost the seat at the general election": which seat, a history does not say in
 * the statement. (A report's "won the seat from Labour" is the one it is about, as its "its" is the
 * company's: "Musk led its first major funding round".)
 */
const UNNAMED_SEAT = /\bthe seat\b(?! of\b| [\w-]+ of\b| [A-Z0-9])/;
/** A name or a determined noun, which a later "its" may mean. */
const THING_BEFORE = /\p{Lu}|\b(?:the|a|an|this|that|each|every|one)\s/u;
const MALE_WORDS = /\b(?:his|him|himself)\b/i;
const FEMALE_WORDS = /\b(?:her|hers|herself)\b/i;
/** A name, or a noun for a person, that a later pronoun may mean. */
const NAMED_BEFORE =
  /\p{Lu}|\b(?:man|woman|men|women|boy|girl|child|son|daughter|wife|husband|mother|father|brother|sister|friend|colleague|player|coach|manager|nurse|doctor|officer|soldier|king|queen|president|minister|leader|successor|predecessor|deputy|author|actor|actress|singer|artist|writer|student|teacher|worker|employee|chief|director|chairman|owner|founder|members?|people|staff|fans?)\b/u;

/** A plural verb's words said of one of its subjects: "were both held" → "was held". */
function singular(text: string): string {
  const m = /^(were|are|have)(?: (?:both|all))?\b/.exec(text);
  return m ? `${m[1] === 'were' ? 'was' : m[1] === 'are' ? 'is' : 'has'}${text.slice(m[0].length)}` : text;
}

/** Words that say coordinated subjects acted jointly, or as a pair, not each on their own. */
// ("were both held at ADX Florence", "met with several government leaders" hold of each.)
// ("met the Chinese premier", "outsold their rivals" hold of each: "met" with no object, "rivals"
// after a copula.)
const JOINT =
  /\b(?:together|each other|one another|jointly|the (?:first|last|only) (?:two|three|four|pair))\b|^(?:were|are|have been|had been|became|remained)\b.*\b(?:rivals|partners|teammates)\b|\bmet(?=\s+(?:in|at|on|during|when|while|for|\d)\b|\s*[,.;]|$)|\b(?:began|started|had|ended) (?:a |their )?(?:relationship|romance|affair)\b|\b(?:married|divorced|separated|dated|became engaged|got engaged|got married|fell in love)(?=\s+(?:in|on|at|after|before|and)\b|\s*[,.;]|$)/;

/**
 * Is the subject the cut-off end of a longer name? "108th Airborne Division", "Zonal 2.4
 * Championship", "Ivan the Terrible": a name written after an ordinal or a numbered label, or after
 * "the" that follows a name, lost its start.
 */
function cutName(c: Clause, tokens: readonly Token[]): boolean {
  const np = c.subject;
  if (!np?.name) return false;
  // (The phrase starts at its article: "the 108th Airborne Division".)
  let at = np.from;
  const head = np.text.split(' ')[0];
  while (at < np.to - 1 && tokens[at]!.text !== head) at++;
  const before = tokens[at - 1];
  const first = tokens[at - 2];
  if (!before) return false;
  // (An ordinal or a number with a point, not a year: "In 2007 Alex Rodriguez won".)
  if ((NUMERIC_ORDINAL.test(before.text) || /^\d+\.\d+$/.test(before.text)) && !c.coSubjects.length) return true;
  // ("Ivan the Terrible"; not "Later the Beatles toured": a name before "the", not an adverb.)
  return before.lower === 'the' && first?.pos === 'PROPN';
}

/** Is a reported clause a characterisation ("was vast", "would always be his home"), or reports one? */
function saysAView(clauses: readonly Clause[], x: Clause, depth = 0): boolean {
  if (x.verb.lemma === 'be' && x.verb.voice !== 'passive') return true;
  if (!REPORTING.has(x.verb.lemma) || depth > 2) return false;
  const next = clauses.find((y) => y.from >= x.to && y.from <= x.to + 3 && (y.kind !== 'subordinate' || y.link === 'that'));
  return next !== undefined && saysAView(clauses, next, depth + 1);
}

const SHARES = new Set(['share', 'stock']);
const PERSON_PRONOUNS = new Set(['he', 'she', 'him', 'her']);

/** Verbs that say all they mean without an object or complement. */
const COMPLETE_ALONE = new Set(['die', 'resign', 'retire', 'abdicate', 'collapse', 'surrender', 'disband', 'dissolve']);

/**
 * A reference the statement cannot carry out of its text: "the" with a noun of a sporting event or
 * a run of them that the sentence does not name ("the race", "the series", "the championship" —
 * not "the race of 1990", "the series Dallas"), "the same / following …", "them", a closing
 * "afterward" ("the Red Sox were at Yankee Stadium afterward": after what?). ("The company",
 * "the deal", "the election" in a report are the ones it is about; "won four titles there" the gold
 * annotators keep.)
 */
const UNANCHORED =
  /\b(?:the|this|that|these|those) (?:race|races|series|match|matches|game|games|season|transition|victory|tournament|championship|episode)\b(?! of\b| [\w-]+ of\b| [A-Z0-9])|\bthe (?:same|following|previous|latter|next)\b(?! [\w-]+ of\b| [A-Z])|\bthem\b|\b(?:afterwards?|thereafter)$/;

/**
 * Words for a business a text calls by its noun once it has named it ("the company", "the firm").
 * (Not "the club", "the team", "the school": on a career's page they refer to whichever the text
 * named last, which in the TimeQA store was a league, a championship or a war as often as not.)
 */
const COMPANY_NOUNS = new Set(['company', 'firm', 'carmaker', 'automaker', 'airline', 'retailer', 'lender', 'insurer', 'bank']);

/** Nouns for any business, whatever its trade ("the company's head of claims"). */
const GENERIC_COMPANY = new Set(['company', 'firm', 'business', 'corporation']);

/** An object pronoun left as written: "him", "them", or a last "her" / "it". */
const UNRESOLVED = /\b(?:him|them)\b|\b(?:her|it)$/i;
/** Words that report a claim without asserting it. */
const HEDGED =
  /\b(?:(?:is|are|was|were|has been|have been|had been) (?:said|believed|thought|rumou?red|alleged|reported|estimated|presumed|supposed|understood|expected|projected|predicted|forecast) (?:to|that|not)|reportedly|allegedly|probably|possibly|perhaps|supposedly|apparently)\b/i;

/**
 * Does the clause's verb state a whole fact? "Giuliani commemorated [the career of …]", "merged
 * [and formed …]", "which he had conducted": a verb whose object or continuation lies outside the
 * statement says nothing alone — only a verb that ends its clause ("Raymond died in early 1197,")
 * does; nor does a verb in brackets. And a capitalised "verb" in running text is a word of a title
 * ("The Price Is Right"), as "am" is of a name ("Frankfurt am Main").
 */
function wellBounded(units: readonly Unit[], c: Clause, to: number): boolean {
  const v = c.verb;
  // (A clause's stretch starts at its verb.)
  const at = c.from;
  // ("Ingrid Schaffner ( born 1961 ) is": an aside in brackets.)
  if (
    v.text === 'am' ||
    (units[at - 1]?.kind === 'punct' && (units[at - 1] as { lower: string }).lower === '(') ||
    (/^\p{Lu}/u.test(v.text) && at > 0 && units.some((u) => u.kind === 'np' && !u.name && !u.pronoun))
  )
    return false;
  let k = at + 1;
  while (
    k < to &&
    (units[k]!.kind === 'time' || units[k]!.kind === 'punct' || (units[k]!.kind === 'word' && /ly$/.test((units[k] as { lower: string }).lower)))
  )
    k++;
  if (k < to) return true;
  const objectRelative = units[at - 1]?.kind === 'np' && units[at - 2]?.kind === 'rel';
  while (units[k]?.kind === 'time') k++;
  const next = units[k];
  // ("He died in 1918 after falling from a horse": a clause of its own may follow; "He closed,
  // stating …" says what he closed with after the comma, so only a verb complete without an
  // object — "died", "resigned" — stands before one.)
  // ("the ERC was disbanded and in November … Zanella was elected": an "and" after such a verb too.)
  const ends =
    !next ||
    ((next.kind === 'punct' || next.kind === 'conj') &&
      (next.lower !== ',' || COMPLETE_ALONE.has(v.lemma)) &&
      (next.kind !== 'conj' || COMPLETE_ALONE.has(v.lemma))) ||
    (next.kind === 'sconj' && next.lower !== 'that');
  return !objectRelative && ends;
}

/**
 * Does a statement ending before unit `to` stop inside a phrase? "the purchase of Burmese [gems]",
 * "after court[-ordered redistricting]": the next word is a noun, an adjective or a number of the
 * same phrase (no punctuation between). "her use of up [and coming photographers]": it ends on a
 * preposition or particle right after a preposition.
 */
function cutsPhrase(tokens: readonly Token[], units: readonly Unit[], to: number): boolean {
  const lastUnit = units[to - 1];
  if (!lastUnit || to >= units.length) return false;
  const last = tokens[lastUnit.to - 1];
  const next = tokens[lastUnit.to];
  if (!last || !next || last.pos === 'PUNCT') return false;
  if (next.text === '-' && next.start === last.end) return true;
  if ((last.pos === 'ADP' || last.pos === 'PART') && tokens[lastUnit.to - 2]?.pos === 'ADP') return true;
  const after = units[to]!;
  // ("toured Germany in order to promote [You Are Everything]": a verb cut from its object.)
  if (lastUnit.kind === 'verb' && after.kind === 'np') return true;
  if (lastUnit.kind === 'np') {
    // ("is the only major German city [whose centre was re-planned]", "is one of the few women [to
    // appear on …]", "was called up by manager [José Antonio Camacho]": a restrictive clause, an
    // infinitive or a name that completes the phrase.)
    // (After "a …" the clause adds to a whole phrase: "a Jinty … which was released", "a troublemaker who".)
    if (after.kind === 'rel' && RESTRICTING.has(after.lower) && lastUnit.det === 'the' && !lastUnit.name) return true;
    if (after.kind === 'verb' && after.form === 'infinitive') return true;
    if (after.kind === 'np' && after.name && lastUnit.role !== null && !lastUnit.name && next.cap) return true;
  }
  return lastUnit.kind === 'np' && (next.pos === 'NOUN' || next.pos === 'ADJ' || next.pos === 'NUM') && !next.cap;
}

/** Relative words that open a restrictive clause, part of the phrase before them. */
const RESTRICTING = new Set(['that', 'who', 'whom', 'whose']);

/**
 * Where a statement ending at `to` really ends: "gained independence after Pope Eugene IV [made a
 * sale]" — a name right before the next clause's verb is that clause's subject, so it and its link
 * go; "is a curator, writer [and educator]" — a last "and" and noun with no verb of their own
 * finish this clause's list.
 */
function boundedEnd(units: readonly Unit[], to: number, copula: boolean): number {
  const last = units[to - 1];
  const next = units[to];
  // ("after Pope Eugene IV, embroiled in …, made a sale": a subordinating word and a name, with
  // more after them, open a clause; "after the war" stays.)
  if (last?.kind === 'np' && (last.name || last.pronoun) && units[to - 2]?.kind === 'sconj' && next && (next.kind === 'verb' || isComma(next))) return to - 2;
  // ("a ban on the purchase of Burmese gems based on these reports": a bare participle before a
  // preposition modifies the noun before it, which is no subject of its own. After a copula the
  // noun is a description — "is a German carmaker based in Wolfsburg" — whose fact is the participle's.)
  if (next?.kind === 'verb' && last?.kind === 'np' && next.form === 'participle' && next.from === next.main && units[to + 1]?.kind === 'prep' && !copula)
    return to;
  if (next?.kind === 'verb' && last?.kind === 'np') {
    const link = units[to - 2];
    return link && (link.kind === 'sconj' || link.kind === 'prep' || isComma(link)) ? to - 2 : to - 1;
  }
  const after = units[to + 2];
  if (next?.kind === 'conj' && last?.kind === 'np' && units[to + 1]?.kind === 'np' && (!after || after.kind === 'punct')) return to + 2;
  return to;
}

/** The company whose shares a subject names: its possessor, or the name written right before it. */
function sharesOwner(units: readonly Unit[], np: NounPhrase): NounPhrase | null {
  if (np.possessor?.name) return np.possessor;
  const before = units[units.indexOf(np) - 1];
  return before?.kind === 'np' && before.name ? before : null;
}

function withShares(owner: NounPhrase | null, text: string | null): string | null {
  return owner && text ? `shares ${text}` : text;
}

/**
 * A statement is an event at its date: "In 2012 he left the party" happened in 2012, though the
 * verb made the date the end of a membership. A range stays a range ("served from 2004 to 2014"),
 * and "until" bounds a state ("remained under full control of Pan American until 1942" held up to
 * 1942, not in it) — unless negated: "did not return until 1950" returned in 1950.
 */
function asEvent(times: readonly TemporalExpression[], future: boolean, negated: boolean): TemporalExpression[] {
  // ("will remain on the board until the end of the year": a state that lasts from now until then.)
  if (times.some((t) => t.role === 'START' || t.role === 'POINT' || (t.cue === 'until' && (future || !negated)))) return [...times];
  return times.map((t) => ({ ...t, role: 'POINT' as const }));
}

/**
 * "remained under full control of Pan American until 1942": a past state the text bounds but does
 * not start. Read as of 1942 alone it would be wrong; read from always it would answer every earlier
 * question ("Izmail remained its administrative center") — so it waits for review, with its end.
 */
function onlyUntil(times: readonly TemporalExpression[], v: VerbGroup): boolean {
  return v.tense !== 'future' && !v.negated && times.length > 0 && times.every((t) => t.role === 'END') && times.some((t) => t.cue === 'until');
}

/** Passive verbs of an organisation's founding. */
const FOUNDED = new Set(['found', 'establish', 'incorporate', 'form']);

/** Where an organisation was founded, from a founding clause the schema facts took: "was founded in Seattle". */
function foundedIn(r: SentenceReading, c: Clause, ctx: StatementContext): ReadFact | null {
  const v = c.verb;
  if (v.voice !== 'passive' || !FOUNDED.has(v.lemma) || !c.subject) return null;
  const subject = ctx.ref(c.subject);
  const at = c.preps.find((p) => p.prep === 'in' && p.np.name && p.np.det === null)?.np;
  const place = at ? ctx.ref(at) : null;
  if (!subject || !at || !place || subject.kind === 'person' || place.kind === 'person' || place.kind === 'organisation') return null;
  // (Only the founding's own place: "founded about 1250 by monks … at Police, a monastery of Břevnov
  // Abbey in Prague" is the abbey's. Founders' names and dates may stand before it.)
  const before = r.units.slice(c.from + 1, r.units.indexOf(at) - 1);
  if (
    !before.every((u) => u.kind === 'time' || u.kind === 'punct' || u.kind === 'conj' || (u.kind === 'prep' && u.lower === 'by') || (u.kind === 'np' && u.name))
  )
    return null;
  if (HEDGED.test(v.text)) return null;
  // ("in Albuquerque, New Mexico": the region written after the place goes with it.)
  let to = r.units.indexOf(at) + 1;
  const region = r.units[to + 1];
  if (isComma(r.units[to]) && region?.kind === 'np' && region.name && (to + 2 >= r.units.length || r.units[to + 2]!.kind === 'punct')) to += 2;
  const text = render(r.units, r.units.indexOf(at) - 1, to, ctx, false);
  if (!text) return null;
  return { predicate: STATEMENT, subject, object: `${v.text} ${text}`, confidence: 0.7, temporal: asEvent(c.times, false, false), clause: c };
}

/** One item of a dated list with the words before the list: "has represented Indonesia in" + "the Asian Championship". */

/** Does the clause make its first object (a pronoun) what a second one names ("made him a member")? */
function makesInto(c: Clause): boolean {
  return MAKING.has(c.verb.lemma) && c.objects.length > 1 && c.objects[0]!.pronoun;
}

/**
 * "Wellesley made her a graduate assistant in 1881, an instructor in 1882": the person made, and one
 * passive statement per post ("was made an instructor by Wellesley"), each with its own date.
 */
function madeSomething(
  c: Clause,
  items: readonly NounPhrase[],
  ctx: StatementContext,
  read: (post: NounPhrase) => boolean,
): { person: Entity; pieces: { text: string | null; times: TemporalExpression[] }[] } | null {
  const v = c.verb;
  const whom = c.objects[0];
  if (!MAKING.has(v.lemma) || v.voice !== 'active' || v.tense !== 'past' || v.main !== v.from || !whom || !c.subject) return null;
  if (!(whom.pronoun ? PERSON_PRONOUNS.has(whom.headLemma) : whom.name)) return null;
  const person = ctx.ref(whom);
  if (!person || person.kind !== 'person') return null;
  // (A post a schema fact of the clause gives — "and President of the College of the Chancellery" — is read.)
  const posts = (items.length > 0 ? items.filter((np) => np !== whom) : c.objects.slice(1)).filter((np) => !read(np));
  if (posts.length === 0 || posts.some((np) => np.name || np.pronoun)) return null;
  const by = c.subject.name ? c.subject.text : c.subject.pronoun ? null : textOf(ctx.tokens, c.subject.from, c.subject.to).replace(/^The /, 'the ');
  if (by === null) return null;
  return {
    person,
    pieces: posts.map((np) => {
      const post = textOf(ctx.tokens, np.from, np.to);
      return { text: `was ${v.text} ${post} by ${by}`, times: c.objectTimes.get(np) ?? [...c.times] };
    }),
  };
}

function itemText(units: readonly Unit[], c: Clause, first: NounPhrase, item: NounPhrase, ctx: StatementContext): string | null {
  const from = c.from;
  // "was appointed Companion of the Order of the Bath in 2002, and a Commander of the Royal
  // Victorian Order in 2003": when the first item completes an object ("Companion of …"), a later
  // one stands where that object stood, not after its "of".
  // (Not "of Ancient and Modern History": a list the "of" itself brings.)
  const before = units.indexOf(first) - 2;
  const of = units[before + 1];
  const completes =
    item !== first &&
    of?.kind === 'prep' &&
    of.lower === 'of' &&
    c.objects.includes(units[before] as NounPhrase) &&
    units.slice(before + 3, units.indexOf(item)).some(isComma);
  let at = completes ? before : units.indexOf(first);
  // "in five Womens Chess Olympiads, the Asian Championship": the first item's own number stays with it.
  while (at > from && units[at - 1]!.kind === 'word') at--;
  const head = at > from ? render(units, from, at, ctx, true) : null;
  const body = render(units, units.indexOf(item), units.indexOf(item) + 1, ctx);
  return head && body ? `${head} ${body}` : null;
}

/**
 * The words of units [from, to) as a verb phrase: dates left out (they are the time), pronoun
 * objects replaced by the names they stand for, leading adverbs and trailing punctuation dropped.
 */
function render(
  units: readonly Unit[],
  from: number,
  to: number,
  ctx: StatementContext,
  keepTail = false,
  self: { entity: Entity; until: number } | null = null,
): string | null {
  const pieces: { unit: Unit; text: string }[] = [];
  for (let k = from; k < to && k < units.length; k++) {
    const u = units[k]!;
    if (u.kind === 'time') {
      // ("will take charge for Saturday's game": a date that owns what follows cannot be left out.)
      if (/^['’]s$/.test(ctx.tokens[u.to]?.text ?? '')) return null;
      // "stayed until the end of 2005": the words that led to the date go with it; so do a dash
      // between two dates and the season they name ("the 1970–71 season").
      // ("the 2008 election" keeps its article: the date only modifies the noun after it.)
      let after = k + 1;
      while (units[after]?.kind === 'time' || (units[after]?.kind === 'punct' && units[after + 1]?.kind === 'time')) after++;
      // ("during the 1943 North African campaign": a capitalised word the tagger left outside the name.)
      const capital = units[after]?.kind === 'word' && units[after + 1]?.kind === 'np' && /^\p{Lu}/u.test(ctx.tokens[units[after]!.from]?.text ?? '');
      const next = units[capital ? after + 1 : after];
      const period = next?.kind === 'np' && next.det === null && !next.name && !capital && DATED_PERIODS.has(next.headLemma);
      const modifies = next?.kind === 'np' && next.det === null && !period;
      while (
        pieces.length > 0 &&
        ((leadsToDate(pieces.at(-1)!.unit) &&
          !(modifies && (pieces.at(-1)!.unit.kind === 'word' || FOR_A_TIME.has((pieces.at(-1)!.unit as { lower: string }).lower)))) ||
          (pieces.at(-1)!.unit.kind === 'punct' && pieces.at(-2)?.unit.kind === 'time'))
      )
        pieces.pop();
      pieces.push({ unit: u, text: '' });
      if (period && after === k + 1) k++;
      continue;
    }
    let piece = tokenText(ctx.tokens, u.from, u.to);
    // (Not into the clause's own subject: "emerged from it" is not "emerged from General Motors".)
    if (u.kind === 'np' && u.pronoun && (u.headLemma === 'him' || u.headLemma === 'her' || u.headLemma === 'it') && u.possessor === null) {
      const e = ctx.ref(u);
      if (e && !(self && e === self.entity && k < self.until)) piece = e.name;
    } else if (u.kind === 'np' && u.to - u.from === 2 && u.det === 'the' && !u.name && u.of === null) {
      // ("was commissioned to create the statue" on the statue's page: the statue is the page; "the
      // largest carmaker" describes, it does not refer. "Durant lost control of the company": the
      // company the text has named, so the statement stands on its own.)
      const e = ctx.ref(u);
      if (namesCompany(u, e, ctx) && !(self && self.entity === e && k < self.until)) piece = e!.name;
    } else if (u.kind === 'np' && u.possessor !== null && u.possessor.to - u.possessor.from === 2 && u.possessor.det === 'the' && !u.possessor.name) {
      // ("had been the bank's head of retail banking": the bank the text has named.)
      const e = ctx.ref(u.possessor);
      // (A trade's noun only for a body named for it: "the bank's" is Nordlys Bank, not the Talbot
      // Group named last; "the company's" is any company the text has named.)
      if (
        namesCompany(u.possessor, e, ctx) &&
        (e === ctx.page || GENERIC_COMPANY.has(u.possessor.headLemma) || e!.name.toLowerCase().includes(u.possessor.headLemma)) &&
        !(self && self.entity === e && k < self.until)
      )
        piece = `${tokenText(ctx.tokens, u.from, u.possessor.from)}${u.possessor.from > u.from ? ' ' : ''}${e!.name}${tokenText(ctx.tokens, u.possessor.to, u.to)}`;
    } else if (
      u.kind === 'np' &&
      u.of !== null &&
      u.of.to === u.to &&
      u.of.to - u.of.from === 2 &&
      u.of.det === 'the' &&
      !u.of.name &&
      u.of.of === null &&
      !isOf(units[k + 1]) &&
      !PLACE_HEADS.has(u.of.headLemma)
    ) {
      // ("lost control of the company in 1910": the company inside an "of" phrase, likewise.)
      // (Only the page's: in a report "in charge of the company" after "Oracle agreed to buy Harlow
      // Foods" may be either.)
      const e = ctx.ref(u.of);
      if (e !== null && e === ctx.page && !(self && self.entity === e && k < self.until)) piece = `${tokenText(ctx.tokens, u.from, u.of.from)} ${e.name}`;
    }
    pieces.push({ unit: u, text: piece });
  }
  let joined = '';
  let lastEnd = -1;
  for (const { unit: u, text: piece } of pieces) {
    if (u.kind === 'time') {
      lastEnd = -1;
      continue;
    }
    // Spacing as written ("736-seat", "Microsoft's"), one space where a date was left out.
    joined += (joined === '' || ctx.tokens[u.from]!.start === lastEnd ? '' : ' ') + piece;
    lastEnd = ctx.tokens[u.to - 1]!.end;
  }
  let words = joined.replace(/\s+/g, ' ').trim().split(' ');
  while (words.length > 0 && LEADING_FILLER.has(words[0]!.toLowerCase())) words = words.slice(1);
  // Trailing connectors, and adverbs whose phrase was cut off ("was appointed … shortly [after …]").
  while (
    !keepTail &&
    words.length > 0 &&
    /^(?:[,;:.!?)"'“”‘’(]|and|or|but|that|which|who|,|soon|shortly|just|even|then|later|also|again)$/i.test(words.at(-1)!)
  )
    words = words.slice(0, -1);
  // "completed the deal on Friday, hours [after …]": what counted from the cut clause goes too.
  if (!keepTail && words.length > 2 && /^(?:hours|days|weeks|minutes|moments)$/i.test(words.at(-1)!) && words.at(-2)!.endsWith(',')) words = words.slice(0, -1);
  // (A bracket that held only a date is left empty: "taught at Luther Seminary ( 1985-1990 )".)
  let text = words
    .join(' ')
    .replace(/ ([,;:.!?)])/g, '$1')
    .replace(/\( /g, '(')
    .replace(/\s*\(\s*[-–—,;]?\s*\)/g, '')
    .trim();
  if (!keepTail) text = text.replace(/[\s,;:.!?"'“”‘’]+$/u, '');
  // ("was present at the Battle of Trafalgar in 1805 aboard .": a phrase the text lost the end of.)
  if (!keepTail && CUT_OFF.test(text)) return null;
  return /\p{L}/u.test(text) ? text : null;
}

/** Words no phrase ends on — prepositions that are never a verb's particle, articles. */
const CUT_OFF = /\s(?:aboard|of|with|at|from|into|onto|against|among|amongst|between|during|toward|towards|via|despite|including|than|the|a|an)$/i;

/**
 * Does "the company" (or "the bank", or the page's own noun) name an entity the text has named?
 * (Only one the text itself named: a headline's guess — "Nordbank to cut jobs" gives "Job" — is no
 * company.)
 */
function namesCompany(np: NounPhrase, e: Entity | null, ctx: StatementContext): boolean {
  return e !== null && (e === ctx.page || (e.kind !== 'person' && e.kind !== 'place' && e.lastSentence >= 0 && COMPANY_NOUNS.has(np.headLemma)));
}
/** A place's nouns: "the growth of the city" on a viaduct's page is no growth of the viaduct. */
const PLACE_HEADS = new Set([
  'city',
  'town',
  'village',
  'oblast',
  'district',
  'region',
  'country',
  'state',
  'province',
  'county',
  'municipality',
  'area',
  'island',
]);

/** Prepositions of a span that lead to a date ("named Manager of the Month for September 2011"), but to a noun the date modifies ("for 2000 road games") they stay. */
const FOR_A_TIME = new Set(['for', 'during']);
/** Prepositions and subordinators that only lead to the date after them. */
const DATE_LEADS = new Set(['of', 'until', 'till', 'since', 'by', 'in', 'on', ...FOR_A_TIME]);

/** Words that only lead to the date after them: "until", "since", "the end of", "the start of". */
function leadsToDate(u: Unit): boolean {
  if (u.kind === 'word' && u.lower === 'the') return true;
  if (u.kind === 'sconj' || u.kind === 'prep') return DATE_LEADS.has(u.lower);
  return u.kind === 'np' && u.det === 'the' && !u.name && PERIOD_PARTS.has(u.headLemma) && u.of === null;
}
/** Nouns a date names the period of ("the 1970–71 season", "the 2019 election" is not one). */
const DATED_PERIODS = new Set(['season', 'year', 'term', 'session', 'campaign']);
const PERIOD_PARTS = new Set(['end', 'start', 'beginning', 'middle', 'close', 'turn', 'summer', 'autumn', 'fall', 'winter', 'spring']);

function tokenText(tokens: readonly Token[], from: number, to: number): string {
  let out = '';
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    out += (k > from && t.start > tokens[k - 1]!.end ? ' ' : '') + t.text;
  }
  return out;
}

/** Brackets opened and not closed among units [from, to). */
function openBrackets(units: readonly Unit[], from: number, to: number): number {
  let open = 0;
  for (let k = from; k < to; k++) {
    const u = units[k]!;
    if (u.kind !== 'punct') continue;
    if (u.lower === '(' || u.lower === '[') open++;
    else if ((u.lower === ')' || u.lower === ']') && open > 0) open--;
  }
  return open;
}

/** Is a unit the preposition "of"? */
function isOf(u: Unit | undefined): boolean {
  return u?.kind === 'prep' && u.lower === 'of';
}
