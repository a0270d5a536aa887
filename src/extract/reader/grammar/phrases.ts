// Phrases of one sentence, built from its tagged tokens: names ("Bank of America", "Newton D . Baker"),
// noun phrases with their head, determiner, possessor and "of" complement ("Initech's new chief
// executive", "the CEO of Initech", "the company's headquarters"), role nouns from the predicate
// schema, verb groups with their lemma, voice, tense and negation ("has served", "will succeed",
// "was ousted", "isn't leaving"), dates (the temporal tagger's expressions, kept whole) and the
// small words between them. Clauses (clauses.ts) are read from this sequence.

import { NAME_ABBREVIATIONS } from '../../sentences.js';
import { givenNameGender } from './given-names.js';
import { PLACES } from '../../places.js';
import { INSTITUTION_HEAD } from '../../names.js';
import type { TemporalExpression } from '../../temporal.js';
import { hyphenJoins, inVocabulary, withPos, type Token } from './tokens.js';

/** A role noun of the schema found in a sentence: "chief executive" → chiefExecutiveOfficer. */
export interface RoleWord {
  predicate: string;
  /** The role as written ("chief executive"). */
  text: string;
}

export interface NounPhrase {
  kind: 'np';
  /** Token indices (document), [from, to). */
  from: number;
  to: number;
  /** The phrase's text as written, without a leading article or possessor. */
  text: string;
  /** Index of the head token. */
  head: number;
  /** Lemma of the head ("company", "headquarters", "he"). */
  headLemma: string;
  /** A proper name ("Initech", "Satya Nadella"). */
  name: boolean;
  /** A personal or possessive pronoun (he, she, it, they, his, its …). */
  pronoun: boolean;
  /** "the", "a", "an", "this" …, or null (a possessor is not a determiner). */
  det: string | null;
  /** "Initech" in "Initech's new chief executive"; "its" is a pronoun possessor. */
  possessor: NounPhrase | null;
  /** Modifiers before the head that say when ("former", "new", "interim", "then", "incoming"). */
  modifiers: string[];
  /** The role noun the phrase is about, if its head is one. */
  role: RoleWord | null;
  /** A name written before the role as its organisation ("Microsoft chief executive"). */
  title: NounPhrase | null;
  /** The complement after "of" / "at" / "for" ("the CEO of Initech" → Initech). */
  of: NounPhrase | null;
  /** Names coordinated with the complement ("a board member of Procter & Gamble and General Motors"). */
  ofAlso: NounPhrase[];
  /** Coordinated with the phrase before it ("Bill Gates and Paul Allen"). */
  coordinated: boolean;
}

export type Voice = 'active' | 'passive';
export type Tense = 'past' | 'present' | 'perfect' | 'pluperfect' | 'future';
/** finite ("resigned"), gerund or present participle ("succeeding"), past participle ("based"), infinitive ("to join"). */
export type VerbForm = 'finite' | 'ing' | 'participle' | 'infinitive';

export interface VerbGroup {
  kind: 'verb';
  from: number;
  to: number;
  /** Index of the main verb (or of the copula when it is the only verb). */
  main: number;
  lemma: string;
  /** A particle after the verb that changes its meaning ("took over", "stepped down", "passed away"). */
  particle: string | null;
  voice: Voice;
  tense: Tense;
  form: VerbForm;
  negated: boolean;
  /** may, might, could, should, would (not "will"): the clause is not asserted. */
  modal: string | null;
  /** The text as written ("has served", "will succeed"). */
  text: string;
}

export interface TimeUnit {
  kind: 'time';
  from: number;
  to: number;
  expressions: TemporalExpression[];
}

/** A single token the clause reader cares about: a preposition, punctuation, a conjunction, a relative word. */
export interface WordUnit {
  kind: 'prep' | 'punct' | 'conj' | 'rel' | 'sconj' | 'word';
  from: number;
  to: number;
  lower: string;
}

export type Unit = NounPhrase | VerbGroup | TimeUnit | WordUnit;

export interface PhraseLexicon {
  /** Role nouns by their first word, longest first: ["chief executive officer", …]. */
  roles: Map<string, { words: string[]; role: RoleWord }[]>;
}

/** Builds the role lexicon from (role noun, predicate) pairs. */
export function roleLexicon(roles: Iterable<{ role: string; predicate: string }>): PhraseLexicon {
  const map = new Map<string, { words: string[]; role: RoleWord }[]>();
  const add = (words: string[], role: RoleWord) => {
    const first = words[0]!;
    const list = map.get(first) ?? [];
    if (!list.some((x) => x.words.join(' ') === words.join(' '))) list.push({ words, role });
    map.set(first, list);
  };
  for (const { role, predicate } of roles) {
    const words = splitWords(role.toLowerCase());
    if (words.length === 0) continue;
    add(words, { predicate, text: role });
    const plural = pluralOf(words.at(-1)!);
    if (plural) add([...words.slice(0, -1), plural], { predicate, text: role });
  }
  for (const list of map.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { roles: map };
}

/** How wink splits a role noun into tokens ("co-founder" stays whole, "vice-president" too). */
function splitWords(s: string): string[] {
  return s.split(/\s+/).filter((w) => w !== '');
}

function pluralOf(w: string): string | null {
  if (w.length < 3 || /[^a-z-]/.test(w)) return null;
  if (w.endsWith('man')) return w.slice(0, -3) + 'men';
  if (/(?:s|sh|ch|x)$/.test(w)) return w + 'es';
  if (/[^aeiou]y$/.test(w)) return w.slice(0, -1) + 'ies';
  return w + 's';
}

/** Words before a role noun that say when the holder held it. */
// prettier-ignore
export const ROLE_MODIFIERS = new Set(['former', 'new', 'current', 'interim', 'acting', 'first', 'founding', 'longtime', 'long-time', 'then', 'incoming', 'outgoing', 'sole', 'joint', 'caretaker', 'permanent', 'previous', 'incumbent', 'retiring', 'departing', 'ousted', 'outgoing', 'late', 'future', 'next', 'later', 'onetime', 'one-time', 'ex',
  // "Microsoft's second chief executive", "the 44th president"
  'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'last']);

/**
 * Modifiers that a sentence's first word, capitalised, still is ("Former Labour leader Jeremy
 * Corbyn"), where a capitalised modifier before a capitalised word is otherwise part of a name
 * ("New York Times", "Late Show").
 */
// prettier-ignore
const SENTENCE_INITIAL_MODIFIERS = new Set(['former', 'then', 'outgoing', 'incoming', 'interim', 'acting', 'ousted', 'longtime', 'long-time', 'onetime', 'one-time', 'ex', 'current', 'incumbent', 'retiring', 'departing']);

/** "44th", "21st": an ordinal before a role ("the 44th president"). */
export const NUMERIC_ORDINAL = /^\d+(?:st|nd|rd|th)$|^\d*[23]d$/;

/** Words before a demonym that make one adjective with it ("South African", "Latin American"). */
const COMPASS = new Set(['north', 'south', 'east', 'west', 'central', 'northern', 'southern', 'eastern', 'western', 'latin', 'new', 'anglo']);

/** Adjectives of nationality, which the tagger may read as proper nouns. */
export const DEMONYM =
  /^(?:\p{Lu}\p{Ll}+(?:ish|ese|ian|an|ic|i)|French|Dutch|Greek|Swiss|Thai|Welsh|Irish|Scottish|British|English|Czech|Slovak|Danish|Swedish|Finnish|Polish|Turkish|Spanish)$/u;

/** Words that make a role another office ("Deputy Prime Minister", "assistant coach", "vice chairman"). */
// prettier-ignore
// prettier-ignore
const ROLE_CHANGERS = new Set(['deputy', 'vice', 'assistant', 'associate', 'under', 'shadow', 'junior', 'senior', 'honorary', 'regional', 'national', 'general', 'chief', 'lieutenant', 'sub', 'co',
  // A function's adjective: "the university athletic director", "the theatre's musical director" direct
  // one department, not the body ("director" is not "athletic director", judged in every sample).
  'athletic', 'musical', 'technical', 'medical', 'sporting', 'creative', 'commercial', 'editorial', 'clinical', 'scientific', 'legal', 'political']);

/** Nouns for what a person is, written before a name like a title ("former Olympian Maria Lindqvist"). */
const PERSON_DESCRIPTORS = new Set(['olympian', 'paralympian', 'briton', 'democrat', 'republican', 'tory']);
/** Titles before a person's name, dropped from it ("Mr. Smith" is Smith). */
const HONORIFICS = new Set(['mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'dr', 'dr.', 'sir', 'dame', 'prof', 'prof.', 'professor', 'mx', 'mx.']);

/** Lower-case words that may join capitalised words inside one name ("Bank of America", "Ludwig van Beethoven"). */
// prettier-ignore
const NAME_CONNECTORS = new Set(['of', 'de', 'du', 'da', 'del', 'della', 'dei', 'degli', 'delle', 'dello', 'im', 'des', 'di', 'do', 'dos', 'das', 'von', 'van', 'der', 'den', 'ten', 'ter', 'zur', 'zum', 'la', 'le', 'y', 'i', 'bin', 'ibn', 'al', 'el', 'and', '&', 'upon', 'on']);
/**
 * Lower-case adjectives that end a name in the languages that write them so ("Académie française",
 * "Assemblée nationale", "Guardia di Finanza" aside): part of the name, not a word after it.
 */
// prettier-ignore
const NAME_ADJECTIVES = new Set(['française', 'français', 'nationale', 'royale', 'populaire', 'fédérale', 'italiana', 'italiano', 'española', 'español', 'nacional', 'nazionale', 'deutsche', 'portuguesa', 'brasileira']);
/**
 * Head words after which "of" continues a name ("University of Texas", "Duke of Edinburgh", "Gulf
 * of Mexico") rather than starting a complement ("Tim Cook of Apple", "the CEO of Initech").
 */
const OF_NAME_HEADS = new Set(
  (
    'university college school academy institute department ministry bank church museum society council board court order republic kingdom state states city county province duchy principality house ' +
    'duke duchess earl count countess marquess marquis baron baroness prince princess king queen emperor empress lord lady archbishop bishop sultan emir knight ' +
    'gulf isle island islands bay cape lake sea strait mount port river valley cathedral abbey palace chamber commission office agency bureau federation union league association ' +
    'battle war siege treaty act order congress parliament assembly senate company corporation corps army navy division brigade regiment fleet hall ' +
    'tower castle fort city school colleges universities people peoples party government chief convergence coalition alliance front movement organisation organization confederation community conference committee subcommittee'
  ).split(' '),
);
/** "and" joins words of one name only inside an institution's name ("Procter & Gamble", "Department of Corrections and Rehabilitation"). */
// prettier-ignore
const AND_NAME_HEADS = new Set(['corrections', 'technology', 'science', 'arts', 'sciences', 'marine', 'industry', 'commerce', 'trade', 'culture', 'media', 'sport', 'sports', 'tourism', 'welfare', 'health', 'works', 'development', 'planning', 'security', 'justice', 'affairs', 'co', 'co.', 'sons', 'partners', 'recreation', 'loan', 'loans']);

// prettier-ignore
const PRONOUNS = new Set(['he', 'she', 'it', 'they', 'him', 'her', 'them', 'his', 'its', 'their', 'hers', 'theirs', 'we', 'i', 'you', 'our', 'us', 'my', 'your']);
const POSSESSIVE_PRONOUNS = new Set(['his', 'her', 'its', 'their', 'our', 'my', 'your']);
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'another', 'each', 'every', 'both', 'some', 'any', 'no', 'all']);
const RELATIVES = new Set(['who', 'whom', 'whose', 'which', 'that', 'where', 'when']);
// prettier-ignore
const SUBORDINATORS = new Set(['when', 'while', 'after', 'before', 'because', 'although', 'though', 'since', 'until', 'as', 'if', 'unless', 'whereas', 'once', 'where', 'than', 'whether']);
const MODALS = new Set(['may', 'might', 'could', 'should', 'would', 'must', 'can', 'shall']);
const FUTURE = new Set(['will', "'ll", 'shall']);
const NEGATIONS = new Set(['not', "n't", 'never', 'no']);
/** Particles that belong to their verb ("took over", "stepped down", "passed away", "set up"). */
const PARTICLES = new Set(['over', 'down', 'away', 'up', 'out', 'off', 'back', 'aside', 'in', 'on']);
/** Which of them are particles only after which verbs (a preposition otherwise: "moved in 2001"). */
const PARTICLE_VERBS: Record<string, Set<string>> = {
  over: new Set(['take', 'hand', 'turn', 'pass']),
  down: new Set(['step', 'stand', 'shut', 'close', 'turn', 'bring']),
  away: new Set(['pass', 'move', 'break']),
  up: new Set(['set', 'take', 'give', 'end', 'step', 'open', 'sign', 'start', 'build', 'team', 'break', 'split']),
  out: new Set(['buy', 'pull', 'drop', 'force', 'vote', 'spin', 'sell', 'step', 'phase', 'rule', 'kick']),
  off: new Set(['spin', 'sell', 'lay', 'call', 'take', 'kick']),
  back: new Set(['come', 'bring', 'buy', 'step', 'move', 'go']),
  aside: new Set(['step', 'stand']),
  in: new Set(['step', 'sworn', 'swear', 'move', 'take', 'come', 'sign', 'check', 'fill']),
  on: new Set(['take', 'carry', 'move', 'hold', 'sign']),
};

/** Tags of tokens no noun phrase starts with (a capitalised one may start a name: "May", "Will"). */
const OPENS_NO_PHRASE = new Set<string>(['VERB', 'AUX', 'ADP', 'CCONJ', 'SCONJ', 'PUNCT', 'PART', 'SYM', 'INTJ', 'SPACE']);

/** The sentence's tokens with what the reader knows about them. */
export interface SentenceTokens {
  tokens: readonly Token[];
  /** First and one-past-last token index of the sentence. */
  from: number;
  to: number;
  /** The sentence's temporal expressions (document offsets). */
  times: readonly TemporalExpression[];
}

/**
 * Reads a sentence into units, left to right.
 *
 * @example units of "Peter Gibbons, Initech's new chief executive, moved the company's headquarters to Dallas."
 * // name(Peter Gibbons) , np(chief executive, possessor Initech) , verb(move) np(headquarters) … —
 * // what they are read into is in test/extract/reader/reader.test.ts
 */
export function readUnits(s: SentenceTokens, lexicon: PhraseLexicon): Unit[] {
  const { tokens } = s;
  const out: Unit[] = [];
  const timeAt = timeSpans(s);
  let i = s.from;
  while (i < s.to) {
    const time = timeAt.get(i);
    if (time) {
      out.push(time);
      i = time.to;
      continue;
    }
    const t = tokens[i]!;
    // Verbs, prepositions, conjunctions and punctuation open no noun phrase: skip the attempt.
    // (A role noun the tagger read as a verb after "been" does: "had been chairman".)
    const roleAfterAux = t.pos === 'VERB' && i > s.from && tokens[i - 1]!.pos === 'AUX' && roleAt(s, i, lexicon) !== null;
    const np =
      (OPENS_NO_PHRASE.has(t.pos) && !t.cap && !roleAfterAux) || ((t.pos === 'NOUN' || t.pos === 'ADJ') && mistaggedVerb(s, i))
        ? null
        : nounPhrase(s, i, lexicon, timeAt);
    if (np) {
      // "Initech's new chief executive": a possessor opens the phrase it owns.
      const owned = possessive(s, np.to) ? nounPhrase(s, np.to + 1, lexicon, timeAt) : null;
      if (owned && !owned.pronoun && owned.possessor === null) {
        owned.possessor = np;
        owned.from = np.from;
        out.push(withComplement(s, owned, lexicon, timeAt));
        i = out.at(-1)!.to;
      } else {
        out.push(withComplement(s, np, lexicon, timeAt));
        i = out.at(-1)!.to;
      }
      continue;
    }
    const vg = verbGroup(s, i, lexicon);
    // "replaced fired Davide Pellegrini", "beat unseeded Jan Novak", "played for newly relegated Notts
    // County": a lone participle right before a name, after a verb or after an "-ly" adverb that
    // follows a preposition or an article, describes the name; it is no verb of its own.
    const previous = out.at(-1);
    const afterVerb = previous?.kind === 'verb' && previous.to === i;
    const afterAdverb =
      previous?.kind === 'word' &&
      previous.to === i &&
      tokens[i - 1]!.pos === 'ADV' &&
      previous.lower.endsWith('ly') &&
      i - 2 >= s.from &&
      (tokens[i - 2]!.pos === 'ADP' || tokens[i - 2]!.pos === 'DET');
    // (After a verb a regular past before a proper noun; after such an adverb any participle: "newly built".)
    const lone = vg !== null && vg.to === i + 1 && tokens[i + 1]?.cap === true;
    if (lone && ((afterVerb && /ed$/.test(t.lower) && tokens[i + 1]!.pos === 'PROPN') || (afterAdverb && isPastParticiple(t)))) {
      out.push({ kind: 'word', from: i, to: i + 1, lower: t.lower });
      i++;
      continue;
    }
    if (vg) {
      out.push(vg);
      i = vg.to;
      continue;
    }
    out.push({ kind: wordKind(t, s, i), from: i, to: i + 1, lower: t.lower });
    i++;
  }
  markCoordination(out, tokens);
  shareSurname(out, tokens);
  possessiveBrandNames(out, tokens);
  shareOrganisation(out);
  return out;
}

/**
 * "founded by the brothers Leo and Saul Brandt", "Bill and Melinda Gates": a lone given name
 * coordinated with a two-word name shares its surname (Leo Brandt, not "Leo"). Only where kin words
 * say they are family or the lone word is a known given name: "Microsoft and Satya Nadella", "Marks
 * and Spencer" share nothing.
 */
function shareSurname(units: Unit[], tokens: readonly Token[]): void {
  for (let k = 0; k + 2 < units.length; k++) {
    const a = units[k]!;
    const and = units[k + 1]!;
    const b = units[k + 2]!;
    if (a.kind !== 'np' || and.kind !== 'conj' || and.lower !== 'and' || b.kind !== 'np' || !b.coordinated) continue;
    const lone = (np: NounPhrase) => np.name && np.det === null && np.possessor === null && np.role === null && np.title === null;
    if (!lone(a) || !lone(b) || a.to - a.from !== 1 || b.to - b.from !== 2 || a.text !== tokens[a.from]!.text) continue;
    if (!tokens.slice(b.from, b.to).every((t) => t.cap && /^\p{Lu}\p{Ll}+$/u.test(t.text))) continue;
    // ("Victoria and South Australia": no surname is a place's.)
    const surname = tokens[b.to - 1]!.text;
    if (PLACES.has(surname) || PLACES.has(b.text) || COMPASS.has(tokens[b.from]!.lower)) continue;
    const before = units[k - 1];
    const kin = before?.kind === 'np' && before.to === a.from && before.role !== null && KIN_ROLES.has(before.role.predicate);
    if (!kin && givenNameGender(`${a.text} ${tokens[b.to - 1]!.text}`) === null) continue;
    units[k] = copyPhrase(a, { text: `${a.text} ${tokens[b.to - 1]!.text}` });
  }
}
/** Words before "Capital of" that make it a capital's role ("the National Capital of Australia"), not a firm's name ("Orchard Capital of Boston"). */
const CAPITAL_QUALIFIERS = new Set(['national', 'federal', 'european', 'imperial', 'royal', 'cultural', 'state', 'provincial', 'new', 'former', 'first']);
/** Family relations whose role words ("son", "the brothers", "his wife") say who the names written after them are. */
export const KIN_ROLES = new Set(['child', 'sibling', 'spouse', 'father', 'mother', 'parent', 'relative']);

/**
 * "sold its frozen-pizza brand Nonna's Table", "the restaurant chain Wendy's Kitchen": a name after a
 * word for a brand or a business is whole with its possessive — Nonna's Table, not Nonna's "Table".
 * ("Disney's Bob Iger", "Britain's Boris Johnson" have no such word before them.)
 */
function possessiveBrandNames(units: Unit[], tokens: readonly Token[]): void {
  for (let k = 1; k < units.length; k++) {
    const u = units[k]!;
    const before = units[k - 1]!;
    if (u.kind !== 'np' || !u.name || !u.possessor?.name || u.possessor.possessor !== null || before.kind !== 'np' || before.name || before.to !== u.from)
      continue;
    if (!BRAND_NOUNS.has(before.headLemma)) continue;
    units[k] = copyPhrase(u, { possessor: null, text: textOf(tokens, u.from, u.to) });
  }
}
/** Words for a brand or a business whose name may be written with a possessive. */
// prettier-ignore
const BRAND_NOUNS = new Set(['brand', 'label', 'chain', 'restaurant', 'store', 'shop', 'bakery', 'cafe', 'café', 'pub', 'bar', 'diner', 'franchise', 'line', 'business', 'subsidiary', 'unit', 'imprint', 'retailer']);

/**
 * "president and CEO of eBay", "Initech's chairman and chief executive": coordinated roles belong to
 * the organisation the first or the last of them names.
 */
function shareOrganisation(units: Unit[]): void {
  for (let k = 0; k + 2 < units.length; k++) {
    const a = units[k]!;
    const sep = units[k + 1]!;
    const b = units[k + 2]!;
    if (a.kind !== 'np' || b.kind !== 'np' || a.role === null || b.role === null || sep.kind !== 'conj') continue;
    if (a.of === null && a.possessor === null && a.title === null && b.of !== null) {
      a.of = b.of;
      a.ofAlso = b.ofAlso;
    }
    if (b.possessor === null && b.of === null && b.title === null && a.possessor !== null) b.possessor = a.possessor;
  }
}

function wordKind(t: Token, s: SentenceTokens, i: number): WordUnit['kind'] {
  if (t.pos === 'PUNCT' || t.pos === 'SYM') return 'punct';
  if (t.pos === 'CCONJ') return 'conj';
  if (RELATIVES.has(t.lower) && (t.pos === 'PRON' || t.pos === 'DET' || t.pos === 'ADV' || t.pos === 'SCONJ') && relativeAfterNoun(s, i)) return 'rel';
  if (SUBORDINATORS.has(t.lower) && (t.pos === 'SCONJ' || t.pos === 'ADV' || t.pos === 'ADP')) return 'sconj';
  if (t.pos === 'ADP' || (t.pos === 'PART' && t.lower === 'to')) return 'prep';
  return 'word';
}

/** "who"/"which"/"that" right after a noun or a comma after one is a relative pronoun. */
function relativeAfterNoun(s: SentenceTokens, i: number): boolean {
  const t = s.tokens[i]!;
  if (t.lower === 'who' || t.lower === 'whom' || t.lower === 'whose' || t.lower === 'which') return i > s.from;
  let j = i - 1;
  if (j >= s.from && s.tokens[j]!.text === ',') j--;
  return j >= s.from && (s.tokens[j]!.pos === 'NOUN' || s.tokens[j]!.pos === 'PROPN');
}

/** Token index → the time unit starting there, for the temporal expressions of the sentence. */
function timeSpans(s: SentenceTokens): Map<number, TimeUnit> {
  const map = new Map<number, TimeUnit>();
  if (s.times.length === 0) return map;
  let i = s.from;
  let last: TimeUnit | null = null;
  for (const e of s.times) {
    // "former" is a modifier of the role after it (NounPhrase.modifiers), not a date of its own.
    if (e.cue === 'former') continue;
    while (i < s.to && s.tokens[i]!.end <= e.start) i++;
    if (i >= s.to) break;
    let j = i;
    while (j < s.to && s.tokens[j]!.start < e.end) j++;
    const prev = last;
    // A whole period ("in the 1990s") is a START and an END over one span, and "1916-1920" is one
    // token holding two expressions: one unit.
    if (prev && i < prev.to) {
      prev.expressions.push(e);
      prev.to = Math.max(prev.to, j);
    } else if (j > i) {
      last = { kind: 'time', from: i, to: j, expressions: [e] };
      map.set(i, last);
    }
  }
  return map;
}

function possessive(s: SentenceTokens, i: number): boolean {
  const t = s.tokens[i];
  return i < s.to && t !== undefined && (t.lower === "'s" || t.lower === '’s' || t.lower === "'" || t.lower === '’') && t.pos !== 'AUX';
}

/**
 * The role noun of the schema starting at token i, if any: [role, token count]. A role noun that
 * modifies a noun after it is not the role ("a coach educator", "CEO pay", "the chairman role").
 */
function roleAt(s: SentenceTokens, i: number, lexicon: PhraseLexicon): [RoleWord, number] | null {
  const first = s.tokens[i]!.lower;
  const list = lexicon.roles.get(first);
  if (!list) return null;
  for (const { words, role } of list) {
    if (i + words.length > s.to) continue;
    let ok = true;
    for (let k = 1; k < words.length; k++)
      if (s.tokens[i + k]!.lower !== words[k]) {
        ok = false;
        break;
      }
    if (!ok) continue;
    const next = s.tokens[i + words.length];
    if (next && i + words.length < s.to && next.pos === 'NOUN' && !next.cap) return null;
    return [role, words.length];
  }
  return null;
}

/** Could token i be part of a name? Capitalised and not a function word (a sentence's first word must be tagged a proper noun). */
function nameWord(s: SentenceTokens, i: number): boolean {
  const t = s.tokens[i]!;
  // "Ligue 1 club FC Nantes", "British Rail Class 15 diesel locomotives", "Hannover 96": a small
  // number right after a name's word continues it — not a count before its noun ("Messi 2 goals")
  // nor one of a range or a score ("Chelsea 2–1").
  if (/^\d{1,2}$/.test(t.text) && i > s.from && s.tokens[i - 1]!.pos === 'PROPN' && s.tokens[i - 1]!.end === t.start - 1) {
    const after = s.tokens[i + 1];
    return !after || (after.pos !== 'NUM' && !COUNTED_NOUNS.has(after.lower));
  }
  if (!t.cap) return false;
  // "replacing Per Aas": a capitalised preposition inside a sentence, before a name, is a first name.
  if (t.pos === 'ADP' && i > s.from && !openerBefore(s, i) && s.tokens[i + 1]?.pos === 'PROPN' && s.tokens[i + 1]!.cap) return true;
  // "Serie A", "Class A": a lone capital after a capitalised word continues its name.
  if (t.text.length === 1 && i > s.from && s.tokens[i - 1]!.cap && s.tokens[i - 1]!.end < t.start) return true;
  if (
    t.pos === 'PRON' ||
    t.pos === 'DET' ||
    t.pos === 'ADP' ||
    t.pos === 'CCONJ' ||
    t.pos === 'SCONJ' ||
    t.pos === 'AUX' ||
    t.pos === 'PART' ||
    t.pos === 'PUNCT'
  )
    return false;
  if (i === s.from || openerBefore(s, i)) return t.pos === 'PROPN' || t.pos === 'X';
  // "an American technology company", "the German carmaker": an adjective of nationality before a
  // common noun describes it.
  const next = i + 1 < s.to ? s.tokens[i + 1]! : null;
  if ((t.pos === 'ADJ' || DEMONYM.test(t.text)) && next !== null && !next.cap && (next.pos === 'NOUN' || next.pos === 'ADJ')) return false;
  // ("the Saudi Arabian club Al Nassr", "a South African company": so does a two-word one.)
  const after = i + 2 < s.to ? s.tokens[i + 2]! : null;
  if (next?.cap && DEMONYM.test(next.text) && after !== null && !after.cap && after.pos === 'NOUN' && (DEMONYM.test(t.text) || COMPASS.has(t.lower)))
    return false;
  return t.pos === 'PROPN' || t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'X' || t.pos === 'VERB' || t.pos === 'NUM' || t.pos === 'ADV';
}

/** Nouns a number counts ("Messi 2 goals", "Ferrari 3 points"): before them the number is no part of the name. */
// prettier-ignore
const COUNTED_NOUNS = new Set(['goals', 'goal', 'points', 'point', 'years', 'year', 'months', 'weeks', 'days', 'times', 'games', 'matches', 'seasons', 'wins', 'runs', 'votes', 'seats',
  'people', 'men', 'women', 'players', 'children', 'percent', '%', 'million', 'billion', 'hours', 'minutes', 'laps', 'races', 'titles', 'caps', 'appearances', 'per', 'to', 'of', 'and', 'or', '-', '–']);

/** A token opening the sentence in effect: after a quotation mark or a bracket at its start. */
function openerBefore(s: SentenceTokens, i: number): boolean {
  for (let j = s.from; j < i; j++) if (!/^["“‘'([]$/.test(s.tokens[j]!.text)) return false;
  return true;
}

/** An initial ("F.", or TimeQA's "D ." split in two) at i: the number of tokens it spans. */
function initialAt(s: SentenceTokens, i: number): number {
  const t = s.tokens[i]!;
  // Initials are short and capitalised: most tokens are ruled out before any pattern runs.
  if (!t.cap || t.text.length > 8) return 0;
  if (/^\p{Lu}\.$/u.test(t.text)) return 1;
  if (/^\p{Lu}$/u.test(t.text) && i + 1 < s.to && s.tokens[i + 1]!.text === '.' && i + 2 < s.to && s.tokens[i + 2]!.cap) return 2;
  // "A.C . Pisa", "St . Xavier High School": a dotted acronym or a name's abbreviation whose period
  // a tokeniser split off, before the rest of the name.
  if ((/^(?:\p{Lu}\.)+\p{Lu}$/u.test(t.text) || NAME_ABBREVIATIONS.has(t.text)) && s.tokens[i + 1]?.text === '.' && i + 2 < s.to && s.tokens[i + 2]!.cap)
    return 2;
  if (/^(?:\p{Lu}\.)+\p{Lu}?\.?$/u.test(t.text)) return 1;
  return 0;
}

/** A name starting at token i: its end (exclusive), or i when there is none. */
function nameEnd(s: SentenceTokens, i: number, lexicon: PhraseLexicon, timeAt: Map<number, TimeUnit>): number {
  let j = i;
  let words = 0;
  /** Past a body's "for …", whose words may be joined by "of" ("Centre for the History of Medicine"). */
  let purpose = false;
  while (j < s.to && !timeAt.has(j)) {
    const t = s.tokens[j]!;
    // Every name word is capitalised but for its connectors ("Bank of America"), which need a word before them.
    if (!t.cap && words === 0) break;
    // A capitalised role noun is a role, not part of a name ("Chief Executive Satya Nadella") —
    // unless it continues a name already started ("Bank of America Chairman" stays split too).
    // ("Orchard Capital": a capital city's role word, capitalised after a name's word, ends a firm's name.)
    // (Not before "of": "the National Capital of Australia" is a capital's role.)
    if (
      roleAt(s, j, lexicon) &&
      !(
        words > 0 &&
        (OF_NAME_HEADS.has(t.lower) || (t.text === 'Capital' && !(s.tokens[j + 1]?.lower === 'of' && CAPITAL_QUALIFIERS.has(s.tokens[j - 1]?.lower ?? ''))))
      )
    )
      break;
    const init = initialAt(s, j);
    if (init > 0) {
      j += init;
      words++;
      continue;
    }
    // After a name's first word, a word shaped like a demonym before a role noun is a surname
    // ("named Priya Raman chief executive"), not the role's nationality.
    const surname =
      words > 0 && t.pos === 'PROPN' && DEMONYM.test(t.text) && !COMPASS.has(s.tokens[j - 1]!.lower) && j + 1 < s.to && roleAt(s, j + 1, lexicon) !== null;
    if ((nameWord(s, j) || surname) && !(t.pos === 'NUM' && words === 0)) {
      j++;
      words++;
      // "Hewlett-Packard", "Jane Doe-Smith", "Auguste-Viktoria-Platz": a hyphen with no space joins
      // two capitalised words.
      while (
        j + 1 < s.to &&
        s.tokens[j]!.text === '-' &&
        s.tokens[j]!.start === s.tokens[j - 1]!.end &&
        s.tokens[j + 1]!.cap &&
        s.tokens[j + 1]!.start === s.tokens[j]!.end
      )
        j += 2;
      continue;
    }
    if (words === 0) break;
    if (NAME_ADJECTIVES.has(t.text) && j > i && s.tokens[j - 1]!.cap) {
      j++;
      continue;
    }
    // Connectors continue a name only before another name word.
    const prevLower = s.tokens[j - 1]!.lower;
    // "Albert Royo i Mariné" (Catalan "i", Spanish "y") in lower case; "Charles I" is a numeral.
    if ((NAME_CONNECTORS.has(t.lower) || t.lower === 'for') && j + 1 < s.to && !((t.lower === 'i' || t.lower === 'y') && t.text !== t.lower)) {
      let k = j + 1;
      if (s.tokens[k]!.lower === 'the' && k + 1 < s.to) k++;
      if (!nameWord(s, k) || timeAt.has(k) || roleAt(s, k, lexicon)) break;
      if (t.lower === 'for') {
        // ("the Wellcome Trust Centre for the History of Medicine", "International Association for
        // Political Science Students": a body's name goes on with what it is for.)
        // (Not "left the Football Association for Manchester City": what a body is for is said in
        // common words, not another name.)
        if (!FOR_NAME_HEADS.has(prevLower) || !inVocabulary(s.tokens[k]!.lower) || PLACES.has(s.tokens[k]!.text)) break;
        purpose = true;
      } else if ((t.lower === 'of' || t.lower === 'on' || t.lower === 'upon') && !purpose) {
        // ("Bohemond IV of Antioch", "Henry VIII of England": a ruler's numeral, then the realm.)
        const regnal = t.lower === 'of' && /^[IVX]{1,5}$/.test(s.tokens[j - 1]!.text) && words >= 2;
        if (!OF_NAME_HEADS.has(prevLower) && !regnal) break;
      } else if (t.lower === 'and' || t.lower === '&') {
        // ("Sukandar and the Indonesian Chess Association": "and the" starts another name.)
        const another = k > j + 1;
        // ("Federalist Society for Law and Public Policy Studies": what a body is for may be two things.)
        if (
          t.lower === 'and' &&
          !(purpose && k === j + 1) &&
          !AND_NAME_HEADS.has(s.tokens[k]!.lower) &&
          !AND_NAME_HEADS.has(prevLower) &&
          !(bodyAfter(s, k) && !NAME_HEADS.has(prevLower) && !another)
        )
          break;
      }
      j = k;
      continue;
    }
    break;
  }
  return j;
}

/** Head words of bodies whose name goes on with what they are for ("Centre for …", "Ministry for …"). */
// prettier-ignore
const FOR_NAME_HEADS = new Set(['centre', 'center', 'institute', 'association', 'society', 'foundation', 'council', 'committee', 'commission', 'office', 'agency',
  'ministry', 'department', 'bureau', 'school', 'college', 'academy', 'museum', 'league', 'federation', 'union', 'alliance', 'coalition', 'trust', 'fund',
  'organisation', 'organization', 'network', 'campaign', 'movement', 'partnership', 'programme', 'program', 'court', 'tribunal', 'hospital', 'laboratory']);

/** Head words of names of public bodies ("Competition and Markets Authority"). */
// prettier-ignore
const BODY_HEADS = new Set(['authority', 'railway', 'railways', 'railroad', 'commission', 'board', 'department', 'council', 'agency', 'office', 'service', 'committee', 'bureau', 'institute', 'foundation', 'trust', 'society', 'association', 'ministry', 'administration']);

/** Head words that end a name of their own ("Beta College and Gamma Institute" are two). */
// prettier-ignore
const NAME_HEADS = new Set([...BODY_HEADS, 'college', 'university', 'school', 'institute', 'academy', 'hospital', 'museum', 'club', 'company', 'corporation', 'group', 'bank', 'party', 'inc', 'ltd']);

/** Does a body's head word close the name within three words from k ("and Markets Authority", "and Emergency Planning Authority")? */
function bodyAfter(s: SentenceTokens, k: number): boolean {
  for (let at = k; at < Math.min(k + 3, s.to); at++) {
    const t = s.tokens[at]!;
    if (!t.cap) return false;
    if (BODY_HEADS.has(t.lower)) return true;
  }
  return false;
}

/** The noun phrase starting at token i, or null. */
function nounPhrase(s: SentenceTokens, i: number, lexicon: PhraseLexicon, timeAt: Map<number, TimeUnit>): NounPhrase | null {
  const { tokens } = s;
  // A possessive at the end of a text ("… like Jones'") asks for the phrase after it: there is none.
  if (i >= s.to) return null;
  const t = tokens[i]!;
  if (PRONOUNS.has(t.lower) && (t.pos === 'PRON' || t.pos === 'DET')) {
    // "its chief executive": a possessive pronoun is the possessor of the phrase after it.
    if (POSSESSIVE_PRONOUNS.has(t.lower) && i + 1 < s.to) {
      const owned = nounPhrase(s, i + 1, lexicon, timeAt);
      const pron = bare(s, i, i + 1, t.lower, true);
      // ("made her a graduate assistant": no possessive stands before an article — "her" is an object.)
      if (owned && !owned.pronoun && owned.possessor === null && owned.det === null) return copyPhrase(owned, { possessor: pron, from: i });
      if (t.lower !== 'her') return null;
    }
    return bare(s, i, i + 1, t.lower, true);
  }
  let j = i;
  let det: string | null = null;
  if (DETERMINERS.has(t.lower) && (t.pos === 'DET' || t.pos === 'PRON')) {
    det = t.lower;
    j++;
  }
  // "the newly formed Jatiyo Party", "the recently acquired studio": a participle (with its adverb)
  // after a determiner modifies what follows it.
  if (det !== null) {
    let k = j;
    if (k < s.to && tokens[k]!.pos === 'ADV' && tokens[k]!.lower.endsWith('ly')) k++;
    if (k > j && k + 1 < s.to && tokens[k]!.pos === 'VERB' && /(?:ed|en)$/.test(tokens[k]!.lower) && (tokens[k + 1]!.cap || tokens[k + 1]!.pos === 'NOUN'))
      j = k + 1;
  }
  // ("the 18,000-capacity Riverside Stadium": a number hyphenated to the words after it describes the
  // name that follows.)
  if (det !== null && j + 2 < s.to && tokens[j]!.pos === 'NUM' && hyphenJoins(tokens, j + 1) && !tokens[j + 2]!.cap) {
    let k = j + 2;
    while (k + 2 < s.to && hyphenJoins(tokens, k + 1) && !tokens[k + 2]!.cap) k += 2;
    if (k + 1 < s.to && tokens[k + 1]!.cap) j = k + 1;
  }
  // Honorifics are dropped from the name they precede.
  if (j < s.to && HONORIFICS.has(tokens[j]!.lower) && j + 1 < s.to && (tokens[j + 1]!.cap || tokens[j + 1]!.text === '.'))
    j += tokens[j + 1]!.text === '.' ? 2 : 1;
  const modifiers: string[] = [];
  const mods = j;
  // ("New York Times" is a name: a capitalised modifier before a capitalised word belongs to it.)
  while (
    j < s.to &&
    !timeAt.has(j) &&
    (((ROLE_MODIFIERS.has(tokens[j]!.lower) || (tokens[j]!.lower.charCodeAt(0) <= 0x39 && NUMERIC_ORDINAL.test(tokens[j]!.lower))) &&
      !(tokens[j]!.cap && j + 1 < s.to && tokens[j + 1]!.cap && !(SENTENCE_INITIAL_MODIFIERS.has(tokens[j]!.lower) && (j === s.from || openerBefore(s, j))))) ||
      (tokens[j]!.pos === 'ADJ' && !tokens[j]!.cap && !ROLE_CHANGERS.has(tokens[j]!.lower) && !roleAt(s, j, lexicon) && isModifierBeforeRole(s, j, lexicon)) ||
      // ("began his career with local CF Peralada": an adjective with no article before a name.)
      (det === null && j === mods && LOCAL_ADJECTIVES.has(tokens[j]!.lower) && j + 1 < s.to && tokens[j + 1]!.cap))
  ) {
    modifiers.push(tokens[j]!.lower);
    j++;
  }
  // "the first freely elected mayor", "the first democratically elected president": a participle
  // after the modifiers describes the noun as well.
  if (modifiers.length > 0 && det !== null) {
    let k = j;
    if (k < s.to && tokens[k]!.pos === 'ADV' && tokens[k]!.lower.endsWith('ly')) k++;
    if (k + 1 < s.to && tokens[k]!.pos === 'VERB' && /(?:ed|en)$/.test(tokens[k]!.lower) && (tokens[k + 1]!.cap || tokens[k + 1]!.pos === 'NOUN')) j = k + 1;
  }
  // ("former Olympian Maria Lindqvist", "Democrat Joe Biden": what a person is, written before a
  // person's given name, is no part of the name — "the Republican National Convention" keeps it.)
  if (j + 2 < s.to && PERSON_DESCRIPTORS.has(tokens[j]!.lower) && tokens[j + 2]!.cap && givenNameGender(textOf(tokens, j + 1, j + 3)) !== null) j++;
  // A name, possibly the organisation written before a role ("Microsoft chief executive Satya Nadella").
  const nEnd = j < s.to ? nameEnd(s, j, lexicon, timeAt) : j;
  // "an Austrian-American actor": nationalities joined by a hyphen before a common noun describe it.
  // ("Nordbank's Swedish unit": one nationality, after a possessor, as well.)
  const owned = det === null && i > s.from && possessive(s, i - 1);
  const nationality = (nEnd > j + 1 || owned) && nEnd < s.to && tokens[nEnd]!.pos === 'NOUN' && !tokens[nEnd]!.cap && demonymsOnly(tokens, j, nEnd);
  // "a Bathurst-class corvette", "the Seattle-based chain": a name hyphenated to a lower-case word
  // modifies the noun after it (the common noun phrase below).
  if (nEnd > j && !nationality && !hyphenCompound(tokens, nEnd, s.to)) {
    const role = nEnd < s.to ? roleAt(s, nEnd, lexicon) : null;
    // "a Social Democrat", "an Oxford graduate": a name with an indefinite article describes.
    // ("the 108th Airborne Division": a unit's number is part of its name, as a role's is not: "the
    // 37th Prime Minister".)
    const numbered = !role && j > mods && NUMERIC_ORDINAL.test(tokens[j - 1]!.lower);
    if (numbered) modifiers.pop();
    const name = phrase(s, numbered ? j - 1 : j, nEnd, det, det !== 'a' && det !== 'an');
    // "Deputy Prime Minister", "Vice Chairman": another office than the role.
    // ("Assistant coach Dean Farrow" opening a sentence: the capital is the sentence's, the post another.)
    if (role && nEnd === j + 1 && ROLE_CHANGERS.has(tokens[j]!.lower))
      return (j === s.from || openerBefore(s, j)) && !tokens[j + 1]!.cap ? otherPost(s, i, j, det) : null;
    if (role) {
      // "Initech CEO Bill Lumbergh" / "the Initech chief executive": the name is the role's title.
      const rp = rolePhrase(s, i, nEnd, role, det, modifiers);
      rp.title = name;
      return rp;
    }
    if (modifiers.length > 0 && det === null && !(modifiers.length === 1 && LOCAL_ADJECTIVES.has(modifiers[0]!))) return null;
    return copyPhrase(name, { modifiers, from: i });
  }
  if (j < s.to) {
    const role = roleAt(s, j, lexicon);
    if (role) return rolePhrase(s, i, j, role, det, modifiers);
    if (ROLE_CHANGERS.has(tokens[j]!.lower) && j + 1 < s.to && roleAt(s, j + 1, lexicon)) return otherPost(s, i, j, det);
  }
  // A common noun phrase: adjectives, numbers and nouns ending in a noun.
  j = mods;
  let head = -1;
  while (j < s.to && !timeAt.has(j)) {
    if (nationality && j < nEnd) {
      j++;
      continue;
    }
    const w = tokens[j]!;
    // "brand manager", "wide receivers coach": a noun before a role noun makes another post
    // ("the letter-turning co-hosts": the half of a hyphenated modifier does not).
    const afterNoun = head === j - 1 && !hyphenJoins(tokens, j - 2);
    const role = roleAt(s, j, lexicon);
    // ("finance minister", "health secretary": a portfolio before a minister's role noun is its office.)
    if (role && (!afterNoun || role[0].predicate === 'minister'))
      return rolePhrase(
        s,
        i,
        j,
        role,
        det,
        tokens.slice(mods, j).map((x) => x.lower),
      );
    // "actress P . J . Soles", "the carmaker Volkswagen": a name after a common noun is its own phrase.
    if (
      head >= 0 &&
      w.cap &&
      nameEnd(s, j, lexicon, timeAt) > j + (w.pos === 'PROPN' && det !== null && head === j - 1 && !/^\p{Lu}\.?$/u.test(w.text) ? 1 : 0)
    )
      break;
    // "an oil and gas company", "a research and development centre": nouns joined before their head.
    if (
      w.lower === 'and' &&
      head === j - 1 &&
      det !== null &&
      j + 2 < s.to &&
      tokens[j + 1]!.pos === 'NOUN' &&
      !tokens[j + 1]!.cap &&
      tokens[j + 2]!.pos === 'NOUN' &&
      !tokens[j + 2]!.cap
    ) {
      j++;
      continue;
    }
    if (
      w.pos === 'NOUN' ||
      (w.pos === 'PROPN' && (det !== null || head >= 0 || hyphenCompound(tokens, j + 1, s.to))) || // ("a German immigrant ,": the tagger may call a noun that ends its phrase, after a nationality, an adjective.)
      (w.pos === 'ADJ' &&
        !w.cap &&
        head >= 0 &&
        head === j - 1 &&
        DEMONYM.test(tokens[head]!.text) &&
        tokens[j + 1]?.pos === 'PUNCT' &&
        tokens[j + 1]!.text !== '-')
    )
      head = j;
    // A participle modifies a noun only inside a phrase a determiner opened ("the acquired company";
    // "and remained chairman" is a verb), and a past one before its noun ("The club named assistant
    // Priya Nand as …": after one, it is the verb — not after a preposition, which no subject
    // follows: "in the war preparedness organized army corps"; "the video streaming site", "the
    // Seattle-based company" are modifiers still).
    else if (!(
      w.pos === 'ADJ' ||
      (owned && head < 0 && DEMONYM.test(w.text)) ||
      w.pos === 'NUM' ||
      (w.pos === 'VERB' &&
        (head < 0 || w.lower.endsWith('ing') || tokens[j - 1]!.text === '-' || (i > s.from && tokens[i - 1]!.pos === 'ADP')) &&
        (det !== null || (i > s.from && POSSESSIVE_PRONOUNS.has(tokens[i - 1]!.lower))) &&
        /(?:ed|ing)$/.test(w.lower) &&
        j + 1 < s.to &&
        tokens[j + 1]!.pos === 'NOUN') ||
      (w.text === '-' && head >= 0)
    ))
      break;
    j++;
  }
  if (head < 0) return null;
  // "-" and adjectives after the last noun are not part of the phrase.
  const end = head + 1;
  const np = phrase(s, i, end, det, false);
  np.head = head;
  np.headLemma = tokens[head]!.lemma;
  np.modifiers = tokens
    .slice(mods, head)
    .map((x) => x.lower)
    .filter((w) => ROLE_MODIFIERS.has(w));
  return np;
}

/** Are tokens [from, to) nationalities joined by hyphens ("Austrian-American", "Anglo-Irish")? */
function demonymsOnly(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if ((k - from) % 2 === 1 ? !(t.text === '-' && hyphenJoins(tokens, k)) : !(DEMONYM.test(t.text) || (COMPASS.has(t.lower) && k + 1 < to))) return false;
  }
  return (to - from) % 2 === 1;
}

/** A hyphen at i joining a word to a lower-case word after it ("Bathurst-class"), before `to`. */
function hyphenCompound(tokens: readonly Token[], i: number, to: number): boolean {
  return i + 1 < to && hyphenJoins(tokens, i) && !tokens[i + 1]!.cap && /^\p{L}/u.test(tokens[i + 1]!.text);
}

/** Is the unit a comma? */
export function isComma(u: Unit | undefined): boolean {
  return u?.kind === 'punct' && u.lower === ',';
}

/** "the assistant coach", "a deputy director": a post that is not the schema's role, read as a plain noun phrase. */
function otherPost(s: SentenceTokens, from: number, at: number, det: string | null): NounPhrase {
  let end = at + 1;
  // ("assistant coach Dean Farrow": the name after a lower-case post is the holder's, not the post's.)
  while (
    end < s.to &&
    (s.tokens[end]!.pos === 'NOUN' || s.tokens[end]!.pos === 'PROPN' || s.tokens[end]!.pos === 'ADJ') &&
    !(s.tokens[end]!.cap && !s.tokens[end - 1]!.cap && end > at + 1)
  )
    end++;
  const np = phrase(s, from, end, det, false);
  np.head = end - 1;
  np.headLemma = s.tokens[end - 1]!.lemma;
  return np;
}

/** An adjective before a role noun ("chief" is part of roles; "new", "Republican" …): is a role noun within two words? */
function isModifierBeforeRole(s: SentenceTokens, j: number, lexicon: PhraseLexicon): boolean {
  for (let k = j + 1; k < Math.min(s.to, j + 3); k++) if (roleAt(s, k, lexicon)) return true;
  return false;
}

/** A role phrase: [det] [modifiers] ROLE — its "of" complement is attached by withComplement. */
function rolePhrase(s: SentenceTokens, from: number, at: number, [role, n]: [RoleWord, number], det: string | null, modifiers: string[]): NounPhrase {
  const np = phrase(s, from, at + n, det, false);
  np.head = at + n - 1;
  np.headLemma = s.tokens[at + n - 1]!.lemma;
  np.role = role;
  np.modifiers = modifiers.filter((m) => ROLE_MODIFIERS.has(m) || m === 'co' || NUMERIC_ORDINAL.test(m));
  np.text = s.tokens
    .slice(at, at + n)
    .map((t) => t.text)
    .join(' ');
  return np;
}

/** A ministry's portfolio: its first name and the names coordinated with it ("Law, Justice and Parliamentary Affairs"). */
function portfolio(s: SentenceTokens, first: NounPhrase, lexicon: PhraseLexicon, timeAt: Map<number, TimeUnit>): NounPhrase {
  let end = first.to;
  for (let at = end; at + 1 < s.to && (s.tokens[at]!.lower === 'and' || s.tokens[at]!.text === ',');) {
    const next = nameWord(s, at + 1) ? nounPhrase(s, at + 1, lexicon, timeAt) : null;
    if (!next?.name) break;
    end = next.to;
    if (s.tokens[at]!.lower === 'and') break;
    at = end;
  }
  return end === first.to ? first : copyPhrase(first, { to: end, text: textOf(s.tokens, first.from, end) });
}

/** Nouns of a length of time ("for the past six years", "for a decade"). */
const SPAN_NOUNS = new Set(['year', 'month', 'week', 'day', 'decade', 'season', 'term', 'period', 'while', 'time', 'stint', 'spell', 'hour']);

/** What an award names the best of ("Manager of the Month", "Coach of the Year", "Player of the Season"). */
const AWARD_PERIODS = new Set(['month', 'year', 'season', 'decade', 'century', 'week', 'tournament', 'match', 'series']);

/** "the CEO of Initech", "a subsidiary of Alphabet", "chairman at Acme": the complement after of/at/for. */
function withComplement(s: SentenceTokens, np: NounPhrase, lexicon: PhraseLexicon, timeAt: Map<number, TimeUnit>): NounPhrase {
  if (np.pronoun || np.to >= s.to) return np;
  const prep = s.tokens[np.to]!.lower;
  const takes = np.role !== null ? prep === 'of' || prep === 'at' || prep === 'for' : prep === 'of' && !np.name;
  if (!takes || np.to + 1 >= s.to || timeAt.has(np.to + 1)) return np;
  let of = nounPhrase(s, np.to + 1, lexicon, timeAt);
  if (!of || of.pronoun) return np;
  if (possessive(s, of.to)) return np;
  // ("has been finance director for the past six years": how long, not for whom.)
  if (prep === 'for' && SPAN_NOUNS.has(of.headLemma)) return np;
  // ("was named Manager of the Month", "Player of the Year": an award's title, no post.)
  if (np.role !== null && of.det === 'the' && AWARD_PERIODS.has(of.headLemma))
    return copyPhrase(np, { role: null, of: null, to: of.to, name: true, text: textOf(s.tokens, np.from, of.to) });
  // "head coach of Serie A club Chievo", "chairman of the German carmaker Volkswagen": a describing
  // noun between two names makes the second one the organisation.
  let k = of.to;
  while (k < s.to && s.tokens[k]!.pos === 'NOUN' && !s.tokens[k]!.cap && k < of.to + 2) k++;
  if (k > of.to && k < s.to && nameWord(s, k)) {
    const named = nounPhrase(s, k, lexicon, timeAt);
    if (named?.name) of = copyPhrase(named, { from: of.from });
  }
  // "Minister of Law, Justice and Parliamentary Affairs": a portfolio is one name, commas and all.
  if (np.role?.predicate === 'minister')
    return copyPhrase(np, { of: portfolio(s, of, lexicon, timeAt), to: Math.max(of.to, portfolio(s, of, lexicon, timeAt).to), ofAlso: [] });
  const out = copyPhrase(np, { of, to: of.to, ofAlso: [] });
  // "… of Procter & Gamble and General Motors": more names of the same relation (not "and X said").
  // ("The director of the Lakeside Art Museum, Hanna Berg, resigned": names set off by commas with
  // no "and" to end them are an apposition, not a list.)
  let ended = false;
  for (let at = out.to; at + 1 < s.to && (s.tokens[at]!.lower === 'and' || s.tokens[at]!.text === ',') && np.role !== null;) {
    const next = nameWord(s, at + 1) ? nounPhrase(s, at + 1, lexicon, timeAt) : null;
    if (!next?.name || (next.to < s.to && (s.tokens[next.to]!.pos === 'VERB' || s.tokens[next.to]!.pos === 'AUX' || possessive(s, next.to)))) break;
    out.ofAlso.push(next);
    out.to = next.to;
    if (s.tokens[at]!.lower === 'and') {
      ended = true;
      break;
    }
    at = next.to;
  }
  if (!ended && out.ofAlso.length > 0) return copyPhrase(np, { of, to: of.to, ofAlso: [] });
  return out;
}

function bare(s: SentenceTokens, from: number, to: number, lemma: string, pronoun: boolean): NounPhrase {
  return {
    kind: 'np',
    from,
    to,
    text: s.tokens[from]!.text,
    head: from,
    headLemma: lemma,
    name: false,
    pronoun,
    det: null,
    possessor: null,
    modifiers: [],
    role: null,
    title: null,
    of: null,
    ofAlso: [],
    coordinated: false,
  };
}

/**
 * A copy of a phrase with some fields changed, built with every field in one order: phrases are read
 * everywhere in the reader, and ones of one shape keep those reads monomorphic (a spread copy gets
 * a hidden class of its own).
 *
 * (A `changes` object should not open with `from`: V8 gives two-field literals that begin alike one
 * hidden class, so `{ from: i, modifiers }` shared the one of the evaluation's `{ from, to }` date
 * periods, got `from` as a boxed double, and copying it here made every phrase's `from` one too.)
 */
export function copyPhrase(np: NounPhrase, changes: Partial<Omit<NounPhrase, 'kind'>>): NounPhrase {
  const c: NounPhrase = {
    kind: 'np',
    from: np.from,
    to: np.to,
    text: np.text,
    head: np.head,
    headLemma: np.headLemma,
    name: np.name,
    pronoun: np.pronoun,
    det: np.det,
    possessor: np.possessor,
    modifiers: np.modifiers,
    role: np.role,
    title: np.title,
    of: np.of,
    ofAlso: np.ofAlso,
    coordinated: np.coordinated,
  };
  return Object.assign(c, changes);
}

function phrase(s: SentenceTokens, from: number, to: number, det: string | null, name: boolean): NounPhrase {
  const start = det !== null && !name ? from : from;
  const text = textOf(s.tokens, name ? from : start, to);
  return {
    kind: 'np',
    from,
    to,
    text,
    head: to - 1,
    headLemma: s.tokens[to - 1]!.lemma,
    name,
    pronoun: false,
    det,
    possessor: null,
    modifiers: [],
    role: null,
    title: null,
    of: null,
    ofAlso: [],
    coordinated: false,
  };
}

/** The text of tokens [from, to) as written, spacing kept. */
export function textOf(tokens: readonly Token[], from: number, to: number): string {
  let out = '';
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (k > from && t.start > tokens[k - 1]!.end) out += ' ';
    out += t.text;
  }
  return out;
}

/** Marks each noun phrase that follows "and"/"or"/"," after another noun phrase as coordinated with it. */
function markCoordination(units: Unit[], tokens: readonly Token[]): void {
  for (let k = 2; k < units.length; k++) {
    const u = units[k]!;
    const sep = units[k - 1]!;
    const prev = units[k - 2]!;
    if (u.kind !== 'np' || prev.kind !== 'np') continue;
    if (sep.kind === 'conj' && (sep.lower === 'and' || sep.lower === 'or')) u.coordinated = true;
    else if (sep.kind === 'punct' && tokens[sep.from]!.text === ',' && u.name && prev.name && (listContinues(units, k) || sameKind(prev, u, tokens)))
      u.coordinated = true;
    else if (sep.kind === 'punct' && tokens[sep.from]!.text === ',' && bareCommon(u) && !prev.name && !prev.pronoun && commonListContinues(units, k))
      u.coordinated = true;
  }
}

/**
 * "teach at Amherst College , Bryn Mawr College ( 1928-1965 ) and , later , …": two names of one
 * kind of body a comma joins are a list, whatever closes it (no place and its region: "Paris , France").
 */
function sameKind(a: NounPhrase, b: NounPhrase, tokens: readonly Token[]): boolean {
  return a.to - a.from >= 2 && b.to - b.from >= 2 && a.headLemma === b.headLemma && INSTITUTION_HEAD.test(tokens[b.to - 1]!.text);
}

/** A common noun phrase with no article ("businessman", "former politician"). */
function bareCommon(u: Unit): boolean {
  return u.kind === 'np' && !u.name && !u.pronoun && u.det === null && u.possessor === null;
}

/** "an actor, businessman and former politician": a comma list of bare common nouns closed by "and" or "or". */
function commonListContinues(units: readonly Unit[], k: number): boolean {
  for (let m = k + 1; m + 1 < units.length; m += 2) {
    const sep = units[m]!;
    if (!bareCommon(units[m + 1]!)) return false;
    if (sep.kind === 'conj' && (sep.lower === 'and' || sep.lower === 'or')) return true;
    if (!(sep.kind === 'punct' && sep.lower === ',')) return false;
  }
  return false;
}

/** "Chelsea, Arsenal and Fulham": a comma list of names closed by "and" is one coordination. */
function listContinues(units: readonly Unit[], k: number): boolean {
  for (let m = k + 1; m + 1 < units.length; m += 2) {
    const sep = units[m]!;
    const next = units[m + 1]!;
    if (next.kind !== 'np' || !next.name) return false;
    if (sep.kind === 'conj' && sep.lower === 'and') return true;
    if (!(sep.kind === 'punct' && sep.lower === ',')) return false;
  }
  return false;
}

/** The verb group starting at token i, or null. */
/** Participles "become" makes a passive of ("became known as", "became involved in"). */
const PASSIVE_AFTER_BECOME = new Set([
  'known',
  'involved',
  'established',
  'associated',
  'acquainted',
  'engaged',
  'interested',
  'attached',
  'linked',
  'embroiled',
  'entangled',
  'obsessed',
  'disillusioned',
  'estranged',
  'separated',
  'divorced',
  'married',
  'affiliated',
  'incorporated',
  'integrated',
  'recognized',
  'recognised',
]);

function verbGroup(s: SentenceTokens, i: number, lexicon: PhraseLexicon): VerbGroup | null {
  const { tokens } = s;
  let j = i;
  const auxes: Token[] = [];
  let negated = false;
  let modal: string | null = null;
  let future = false;
  let infinitive = false;
  if (tokens[j]!.lower === 'to' && tokens[j]!.pos === 'PART' && j + 1 < s.to && (tokens[j + 1]!.pos === 'VERB' || tokens[j + 1]!.pos === 'AUX')) {
    infinitive = true;
    j++;
  }
  // Auxiliaries, negations and adverbs between them ("has not yet been", "would later be").
  while (j < s.to) {
    const t = tokens[j]!;
    // ("He became known as a machine scorer", "became involved in": "become" before a past
    // participle is a copula of the passive, as "be" is.)
    const becoming = t.lemma === 'become' && j + 1 < s.to && tokens[j + 1]!.pos === 'VERB' && PASSIVE_AFTER_BECOME.has(tokens[j + 1]!.lower);
    if (t.pos === 'AUX' || MODALS.has(t.lower) || FUTURE.has(t.lower) || becoming) {
      if ((MODALS.has(t.lower) && t.lower !== 'would') || (t.lower === 'would' && modal === null)) modal = MODALS.has(t.lower) ? t.lower : modal;
      if (FUTURE.has(t.lower)) future = true;
      auxes.push(t);
      j++;
    } else if (
      auxes.length > 0 &&
      (NEGATIONS.has(t.lower) || (t.pos === 'ADV' && !t.cap) || (t.pos === 'PART' && t.lower === "n't") || /^(?:him|her|it|them)sel(?:f|ves)$/.test(t.lower))
    ) {
      // ("was himself replaced": an emphatic reflexive inside the verb group.)
      if (NEGATIONS.has(t.lower)) negated = true;
      j++;
    } else break;
  }
  let main = -1;
  // "had been chairman and chief executive": a role noun the tagger read as a verb after "been".
  const roleNoun = j < s.to && auxes.some((a) => a.lemma === 'be' || a.lemma === 'become') && roleAt(s, j, lexicon) !== null;
  // "was married to", "was buried in": a participle the tagger read as an adjective after "be".
  const participleAfterBe =
    j < s.to && tokens[j]!.pos === 'ADJ' && ADJECTIVE_PARTICIPLES.has(tokens[j]!.lower) && auxes.some((a) => a.lemma === 'be' || a.lemma === 'get');
  if (
    !roleNoun &&
    (participleAfterBe ||
      (j < s.to && tokens[j]!.pos === 'VERB' && !tokens[j]!.cap) ||
      (j < s.to && tokens[j]!.pos === 'VERB' && j === s.from) ||
      (auxes.length === 0 && j < s.to && mistaggedVerb(s, j)))
  )
    main = j;
  else if (auxes.length > 0) {
    // A copula or auxiliary alone ("is", "has been", "was"): its last auxiliary is the verb.
    j = auxes.at(-1)!.i + 1;
    main = auxes.at(-1)!.i;
    auxes.pop();
  } else return null;
  const v: Token = participleAfterBe && main === j ? withPos(tokens[main]!, 'VERB') : tokens[main]!;
  // "he never took the office": a negation right before a verb with no auxiliary.
  if (auxes.length === 0 && i > s.from && (tokens[i - 1]!.lower === 'never' || tokens[i - 1]!.lower === 'not')) negated = true;
  // A noun the tagger read as a verb after a determiner is not a verb group.
  if (
    main === i &&
    i > s.from &&
    (tokens[i - 1]!.pos === 'DET' ||
      tokens[i - 1]!.lower === "'s" ||
      (POSSESSIVE_PRONOUNS.has(tokens[i - 1]!.lower) && (v.lower.endsWith('ing') || isPastParticiple(v)))) &&
    v.pos === 'VERB'
  )
    return null;
  let end = main + 1;
  let particle: string | null = null;
  // "to found Acme": after "to" (or a modal) "found" is the verb found, not the past of find.
  const lemma = v.lower === 'found' && (infinitive || auxes.some((a) => MODALS.has(a.lower))) ? 'found' : verbLemma(v);
  if (end < s.to) {
    const p = tokens[end]!.lower;
    if (PARTICLES.has(p) && PARTICLE_VERBS[p]?.has(lemma) && (tokens[end]!.pos === 'ADP' || tokens[end]!.pos === 'ADV' || tokens[end]!.pos === 'PART')) {
      particle = p;
      end++;
    }
  }
  const beAux = auxes.filter((a) => a.lemma === 'be' || a.lemma === 'get' || a.lemma === 'become');
  const haveAux = auxes.find((a) => a.lemma === 'have');
  const participle = isPastParticiple(v);
  const voice: Voice = main !== -1 && v.pos === 'VERB' && participle && beAux.length > 0 && !(beAux.at(-1)!.lower === 'being' && false) ? 'passive' : 'active';
  let tense: Tense;
  const first = auxes[0] ?? v;
  if (future) tense = 'future';
  else if (haveAux) tense = /^(?:had|'d)$/.test(haveAux.lower) ? 'pluperfect' : 'perfect';
  else tense = PAST_FORMS.has(first.lower) || (first === v && isPastForm(v)) ? 'past' : 'present';
  let form: VerbForm = 'finite';
  if (infinitive) form = 'infinitive';
  else if (auxes.length === 0 && v.lower.endsWith('ing') && v.pos === 'VERB') form = 'ing';
  // "Initech, based in Austin, …": a participle after a comma and before a preposition is a reduced
  // relative clause; with an object after it ("Gibbons, its chief, moved the headquarters") it is finite.
  // Also without the comma after a common noun: "a technology company headquartered in Redmond".
  else if (auxes.length === 0 && participle && (precededByComma(s, i) || (i > s.from && tokens[i - 1]!.pos === 'NOUN' && !tokens[i - 1]!.cap))) {
    // ("dancers, chosen annually through open audition": an adverb may come between.)
    let next = end;
    while (next < s.to && tokens[next]!.pos === 'ADV' && tokens[next]!.lower.endsWith('ly')) next++;
    // "…, chosen by the members", "a mixtape, appropriately titled B.o.B vs. Bobby Ray": a participle
    // no past tense shares a form with, or one that names, is no finite verb, whatever follows it.
    const unambiguous = precededByComma(s, i) && ((v.lower.endsWith('en') && !IRREGULAR_PAST.has(v.lower)) || NAMING_PARTICIPLES.has(v.lower));
    if (unambiguous || next >= s.to || tokens[next]!.pos === 'ADP' || tokens[next]!.pos === 'PUNCT') form = 'participle';
  }
  // A participle standing for a relative clause is passive in meaning ("based in" = "which is based in").
  return {
    kind: 'verb',
    from: i,
    to: end,
    main,
    lemma,
    particle,
    voice: form === 'participle' ? 'passive' : voice,
    tense,
    form,
    negated,
    modal,
    text: textOf(tokens, i, end),
  };
}

/**
 * "Tom Roe married Annie Lee": a past tense the tagger read as an adjective — a lower-case "-ed"
 * word between a name and a name, article or possessive is the verb.
 */
function mistaggedVerb(s: SentenceTokens, j: number): boolean {
  const t = s.tokens[j]!;
  // "Toyota overtook General Motors": an irregular past the tagger read as a noun.
  const irregular = (t.pos === 'NOUN' || t.pos === 'ADJ') && IRREGULAR_PAST.has(t.lower) && PAST_LEMMAS.has(t.lower);
  if (!(irregular || (t.pos === 'ADJ' && t.lower.endsWith('ed'))) || t.cap || j === s.from || j + 1 >= s.to) return false;
  const before = s.tokens[j - 1]!;
  const after = s.tokens[j + 1]!;
  // ("…, and in 1990 fell still further to the third division": right after a date its preposition
  // opens, an irregular past is the verb of a clause the date begins.)
  if (
    irregular &&
    before.pos === 'NUM' &&
    /^\d{4}$/.test(before.text) &&
    s.tokens[j - 2]?.pos === 'ADP' &&
    (after.pos === 'ADV' || after.pos === 'ADP' || after.pos === 'DET')
  )
    return true;
  // ("Boris Johnson married his fiancée Carrie Symonds": a possessive opens the object too.)
  return (
    before.pos === 'PROPN' &&
    (after.pos === 'PROPN' ||
      after.pos === 'DET' ||
      after.pos === 'ADP' ||
      after.pos === 'NUM' ||
      after.pos === 'PUNCT' ||
      (after.pos === 'PRON' && POSSESSIVE_PRONOUNS.has(after.lower)) ||
      // ("Quaid married actress Meg Ryan": a trade written before the name.)
      (after.pos === 'NOUN' && !after.cap && s.tokens[j + 2]?.pos === 'PROPN' && s.tokens[j + 2]!.cap))
  );
}

const PAST_FORMS = new Set(['was', 'were', 'had', 'did', "'d", 'used']);

function precededByComma(s: SentenceTokens, i: number): boolean {
  // ("X, also known as Y", "a mixtape, appropriately titled …")
  const aside = s.tokens[i - 1]?.lower ?? '';
  if (i > s.from + 1 && (ASIDE_OPENERS.has(aside) || (NAMING_PARTICIPLES.has(s.tokens[i]!.lower) && aside.endsWith('ly')))) i--;
  return i > s.from && (s.tokens[i - 1]!.text === ',' || s.tokens[i - 1]!.text === '(');
}
/** Adjectives written before a club's or a firm's name with no article ("with local CF Peralada"). */
const LOCAL_ADJECTIVES = new Set(['local', 'hometown', 'fellow', 'neighbouring', 'neighboring', 'rival', 'amateur', 'regional']);
/** Participles that give a thing's name ("a mixtape, titled …"). */
const NAMING_PARTICIPLES = new Set(['titled', 'entitled', 'subtitled', 'dubbed', 'nicknamed', 'called']);
/** Adverbs between the comma and an inserted participle ("X, also known as Y,"). */
export const ASIDE_OPENERS = new Set(['also', 'commonly', 'better', 'formerly', 'originally', 'previously', 'often', 'sometimes', 'widely', 'popularly']);

/** Lemmas of irregular past forms the tagger left as written (it took them for nouns). */
// prettier-ignore
const PAST_LEMMAS = new Map([
  ['overtook', 'overtake'], ['took', 'take'], ['became', 'become'], ['began', 'begin'], ['bought', 'buy'], ['sold', 'sell'],
  ['won', 'win'], ['ran', 'run'], ['held', 'hold'], ['grew', 'grow'], ['rose', 'rise'], ['fell', 'fall'], ['wrote', 'write'],
  ['met', 'meet'], ['kept', 'keep'], ['brought', 'bring'], ['sought', 'seek'], ['overtaken', 'overtake'], ['undertook', 'undertake'],
]);

/** wink leaves some lemmas as written ("re-elected"): those are lemmatised by their suffix. */
function verbLemma(t: Token): string {
  const irregular = PAST_LEMMAS.get(t.lower);
  if (irregular !== undefined && t.lemma === t.lower) return irregular;
  if (t.lemma !== t.lower || t.pos !== 'VERB' || !/(?:ed|ing)$/.test(t.lower) || /eed$/.test(t.lower)) return t.lemma.replace(/^re-/, '');
  const w = t.lower.replace(/^re-/, '');
  if (w.endsWith('ied')) return w.slice(0, -3) + 'y';
  // "re-elected" → elect, "re-founded" → found: two consonants before "ed" keep no "e".
  if (/[^aeiou][^aeiouy]ed$/.test(w) && !/([^aeiou])\1ed$/.test(w) && !/(?:rs|ls|ns|rg|ng|rc|nc|dg)ed$/.test(w)) return w.slice(0, -2);
  if (/(?:[^aeiou]e)d$/.test(w) || /(?:at|iz|is|ur|ov|uc)ed$/.test(w)) return w.slice(0, -1);
  if (w.endsWith('ed')) return w.slice(0, -2);
  if (w.endsWith('ing')) return w.slice(0, -3);
  return w;
}

/** Participles of relation verbs the tagger reads as adjectives after "be" ("was married to Pierre Fabre"). */
// prettier-ignore
const ADJECTIVE_PARTICIPLES = new Set(['married', 'divorced', 'engaged', 'buried', 'employed', 'educated', 'stationed', 'imprisoned', 'incarcerated', 'exiled', 'interred', 'widowed']);

/** Irregular past participles that differ from the past tense, and ones that equal it. */
// prettier-ignore
export const IRREGULAR_PARTICIPLES = new Set(['been', 'done', 'gone', 'seen', 'taken', 'given', 'known', 'shown', 'born', 'borne', 'chosen', 'written', 'driven', 'drawn', 'grown', 'thrown', 'sworn', 'worn', 'begun', 'won', 'held', 'led', 'left', 'made', 'sold', 'bought', 'built', 'sent', 'paid', 'run', 'set', 'put', 'kept', 'brought', 'found', 'named', 'elected', 'founded', 'based', 'headquartered', 'owned', 'hit', 'cut', 'spun', 'struck', 'fought', 'taught', 'caught', 'thought', 'meant', 'beaten', 'bitten', 'eaten', 'fallen', 'forgotten', 'got', 'gotten', 'hidden', 'ridden', 'risen', 'shaken', 'spoken', 'stolen', 'woken', 'broken', 'frozen']);
function isPastParticiple(t: Token): boolean {
  return t.lower.endsWith('ed') || t.lower.endsWith('en') || IRREGULAR_PARTICIPLES.has(t.lower);
}

// prettier-ignore
export const IRREGULAR_PAST = new Set(['was', 'were', 'had', 'did', 'went', 'took', 'gave', 'became', 'came', 'left', 'led', 'held', 'won', 'ran', 'made', 'sold', 'bought', 'built', 'began', 'sent', 'paid', 'set', 'put', 'kept', 'brought', 'found', 'fought', 'taught', 'rose', 'fell', 'stood', 'told', 'said', 'met', 'wrote', 'drove', 'chose', 'grew', 'knew', 'saw', 'spoke', 'stole', 'swore', 'struck', 'quit', 'split', 'shut', 'spun', 'got', 'thought', 'hit', 'cut', 'oversaw', 'overtook', 'withdrew', 'forsook',
  'lost', 'sat', 'ate', 'drew', 'flew', 'threw', 'shot', 'slew', 'sang', 'rang', 'sank', 'swam', 'spent', 'lent', 'meant', 'felt', 'dealt', 'heard', 'fled', 'slept',
  'swept', 'hung', 'stuck', 'dug', 'shone', 'tore', 'wore', 'sought', 'caught', 'laid', 'understood', 'undertook', 'withstood', 'overcame', 'arose', 'forgot',
  'forgave', 'froze', 'hid', 'rode', 'shook', 'broke', 'woke', 'blew', 'drank', 'mistook', 'rebuilt', 'rewrote', 'sprang', 'swung', 'upheld', 'withheld',
  'foresaw', 'overthrew', 'underwent', 'outgrew', 'strove', 'bore',
  // (Past the same as the bare form: "Seattle Storm beat the Dream on Tuesday".)
  'beat', 'let', 'spread', 'cast', 'bid', 'hurt', 'cost', 'read', 'broadcast', 'upset', 'bet', 'burst', 'forecast', 'shed', 'thrust', 'wed']);

/** Irregular pasts spelled like a bare form or a common noun: no sign of the past tense in a plain string. */
// prettier-ignore
export const AMBIGUOUS_PAST = new Set(['set', 'put', 'cut', 'hit', 'quit', 'split', 'shut', 'let', 'spread', 'cast', 'bid', 'hurt', 'cost', 'read', 'broadcast',
  'upset', 'bet', 'burst', 'forecast', 'shed', 'thrust', 'wed', 'beat', 'saw', 'won', 'rose', 'fell', 'bore', 'left', 'found', 'lost', 'felt', 'sat', 'hung', 'laid', 'shot', 'got']);

function isPastForm(t: Token): boolean {
  return t.lower.endsWith('ed') || IRREGULAR_PAST.has(t.lower);
}
