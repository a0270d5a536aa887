// Surface predicates for schema discovery: reads the words between two argument mentions as a verb
// phrase ("was appointed", "played for", "is headquartered in") or a role-noun construction
// ("X, chairman of Y", "X was named CEO of Y", "Acme's CEO Jane Doe"), and normalises it for
// clustering: lower case; adverbs, auxiliaries, articles and modifiers dropped; the main verb
// crudely lemmatised ("was appointed" → "appoint", "played for" → "play for"). No tagger, no
// dictionary beyond the small word lists below: discovery proposes, a person edits.

import type { ArgumentMention } from './mentions.js';

/** How the predicate is expressed. */
export type Construction = 'verb' | 'role';

/** Where the role holder sits: "X, CEO of Y" (left) or "Acme's CEO Jane Doe" (right). */
export type HolderSide = 'left' | 'right';

/** A reading of the words between two mentions. */
export interface PredicateReading {
  construction: Construction;
  /** As written, lower case, adverbs dropped, the comma or possessive kept: "was appointed ceo of", ", chairman of", "played for". */
  surface: string;
  /** The clustering form: "appoint", "play for", "ceo" (a role reads as its noun). */
  normalized: string;
  /** Lemma of the main verb ("play"), or the role noun as written ("CEO"). */
  head: string;
  /** For roles: which mention holds the role. Verbs: always left (the agent). */
  holder: HolderSide;
  /** The agent is not the left mention but the previous relation's ("X joined Y in 2001 and left Z"). */
  agentFromPrevious: boolean;
  /** A reduced relative or bare copula that only makes sense with certain objects (see surfaceRelations). */
  copulaOnly: boolean;
}

// prettier-ignore
const AUXILIARIES = new Set(['is', 'was', 'were', 'are', 'am', 'be', 'been', 'being', 'has', 'have', 'had', 'will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must', 'did', 'does', 'do']);
const HAVE = new Set(['has', 'have', 'had']);
const NEGATIONS = new Set(['not', "n't", 'never', 'no', 'neither', 'nor', 'without']);
/** Words that start another clause: the two mentions are not arguments of one predicate. */
// prettier-ignore
const CLAUSE_WORDS = new Set(['and', 'or', 'but', 'who', 'which', 'that', 'whom', 'whose', 'while', 'when', 'where', 'because', 'although', 'though', 'if', 'whereas', 'than', 'said', 'says']);
// prettier-ignore
const ADVERBS = new Set(['also', 'later', 'then', 'eventually', 'subsequently', 'reportedly', 'currently', 'previously', 'formerly', 'briefly', 'again', 'now', 'still', 'once', 'soon', 'first', 'initially', 'officially', 'originally', 'finally', 'jointly', 'only', 'already', 'ever', 'thereafter', 'afterwards', 'afterward', 'shortly', 'immediately', 'respectively', 'mainly', 'primarily', 'largely', 'instead', 'back']);
/** Words ending in -ly that are not adverbs. */
// prettier-ignore
const LY_WORDS = new Set(['apply', 'reply', 'rely', 'supply', 'fly', 'ally', 'comply', 'multiply', 'family', 'assembly', 'italy', 'july', 'belly', 'rally', 'holy', 'monopoly']);
const DETERMINERS = new Set(['the', 'a', 'an', 'its', 'his', 'her', 'their', 'our', 'this', 'these', 'those']);
// prettier-ignore
const MODIFIERS = new Set(['former', 'current', 'new', 'interim', 'acting', 'first', 'founding', 'longtime', 'long-time', 'then', 'incoming', 'outgoing', 'sole', 'joint', 'second', 'third', 'last', 'previous', 'future', 'late', 'eventual', 'inaugural', 'permanent', 'temporary', 'present', 'incumbent']);
const ROLE_PREPOSITIONS = new Set(['of', 'at', 'for']);
// prettier-ignore
const PREPOSITIONS = new Set(['of', 'at', 'for', 'in', 'on', 'to', 'with', 'from', 'near', 'within', 'by', 'into', 'onto', 'against', 'under', 'over', 'as', 'after', 'before', 'during', 'since', 'until', 'between', 'about', 'through', 'across', 'behind', 'beside', 'outside', 'inside', 'alongside', 'among', 'towards', 'toward', 'upon', 'via']);
/** Verbs that put a role noun after them: "became CEO of", "was named chairman of", "took over as coach of". */
// prettier-ignore
const ROLE_VERBS = new Set(['became', 'become', 'becomes', 'remained', 'remains', 'served', 'serves', 'named', 'appointed', 'elected', 're-elected', 'reelected', 'made', 'acted', 'worked', 'promoted', 'returned', 'took', 'chosen', 'selected', 'installed', 'sworn', 'inaugurated', 'hired', 'confirmed']);
/** Role acronyms written in capitals ("Acme CEO Jane Doe"). */
const ROLE_ACRONYMS = new Set(['CEO', 'CFO', 'COO', 'CTO', 'CIO', 'CMO']);

const IRREGULAR: Readonly<Record<string, string>> = {
  was: 'be',
  were: 'be',
  is: 'be',
  are: 'be',
  been: 'be',
  am: 'be',
  became: 'become',
  becomes: 'become',
  won: 'win',
  led: 'lead',
  left: 'leave',
  took: 'take',
  taken: 'take',
  held: 'hold',
  made: 'make',
  ran: 'run',
  went: 'go',
  gone: 'go',
  gave: 'give',
  given: 'give',
  got: 'get',
  began: 'begin',
  begun: 'begin',
  bought: 'buy',
  sold: 'sell',
  built: 'build',
  rebuilt: 'rebuild',
  wrote: 'write',
  written: 'write',
  told: 'tell',
  chose: 'choose',
  chosen: 'choose',
  rose: 'rise',
  fell: 'fall',
  met: 'meet',
  saw: 'see',
  seen: 'see',
  oversaw: 'oversee',
  spent: 'spend',
  taught: 'teach',
  thought: 'think',
  brought: 'bring',
  fought: 'fight',
  knew: 'know',
  known: 'know',
  grew: 'grow',
  grown: 'grow',
  drew: 'draw',
  drawn: 'draw',
  struck: 'strike',
  stood: 'stand',
  came: 'come',
  overcame: 'overcome',
  shot: 'shoot',
  sang: 'sing',
  sung: 'sing',
  bore: 'bear',
  borne: 'bear',
  born: 'born',
  died: 'die',
  tied: 'tie',
  lied: 'lie',
  laid: 'lay',
  paid: 'pay',
  said: 'say',
  sent: 'send',
  beaten: 'beat',
  found: 'find',
  lost: 'lose',
  kept: 'keep',
  meant: 'mean',
  heard: 'hear',
  fled: 'flee',
  fed: 'feed',
  bred: 'breed',
  sought: 'seek',
  caught: 'catch',
  wore: 'wear',
  worn: 'wear',
  drove: 'drive',
  driven: 'drive',
  rode: 'ride',
  swore: 'swear',
  sworn: 'swear',
  flew: 'fly',
  flown: 'fly',
  withdrew: 'withdraw',
  withdrawn: 'withdraw',
  upheld: 'uphold',
  understood: 'understand',
  underwent: 'undergo',
  undergone: 'undergo',
  forgot: 'forget',
  shook: 'shake',
  created: 'create',
  visited: 'visit',
  edited: 'edit',
  limited: 'limit',
  credited: 'credit',
  exhibited: 'exhibit',
  united: 'unite',
  belonged: 'belong',
  inherited: 'inherit',
  deposited: 'deposit',
  debuted: 'debut',
  prohibited: 'prohibit',
  audited: 'audit',
  recruited: 'recruit',
  exited: 'exit',
  benefited: 'benefit',
  targeted: 'target',
  marketed: 'market',
  budgeted: 'budget',
  coached: 'coach',
  reached: 'reach',
  launched: 'launch',
  searched: 'search',
  attached: 'attach',
};
/** Irregular forms that are past participles, for reduced relatives: "X, born in 1950", "X, known as Y". */
// prettier-ignore
const PARTICIPLES = new Set(['born', 'known', 'held', 'led', 'made', 'built', 'written', 'taken', 'given', 'chosen', 'seen', 'drawn', 'grown', 'sworn', 'sold', 'bought', 'founded', 'named']);
/** Base forms read as verbs without an auxiliary or -ed ("X joins Y", "they play for Y"). */
const BASE_VERBS = new Set(
  (
    'join play lead own serve work live run hold win manage coach represent host chair head employ operate produce publish sponsor ' +
    'succeed replace compete attend teach study marry found acquire sign become remain contain include border connect direct command ' +
    'govern rule control sell buy make build write release perform present edit design develop create receive visit defeat beat ' +
    'score earn hire appoint elect name nominate award leave move return retire resign die reside locate belong report oversee ' +
    'support endorse broadcast air feature star portray record tour graduate enter open close merge lose take give get go come ' +
    'see know tell begin start end rejoin transfer loan captain found'
  ).split(' '),
);

/**
 * Crude lemmatisation of one verb form: irregular table, then -ied, -ed and -s rules
 * ("appointed" → "appoint", "located" → "locate", "transferred" → "transfer", "joins" → "join").
 *
 * @example lemma('headquartered') // 'headquarter'
 */
export function lemma(word: string): string {
  const w = word.toLowerCase();
  const irregular = IRREGULAR[w];
  if (irregular !== undefined) return irregular;
  if (w.endsWith('ied') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('ed') && w.length > 4) {
    const stem = w.slice(0, -2);
    if (stem.endsWith('e')) return `${stem}e`; // agreed, freed
    if (/([bdfgkmnprtvz])\1$/.test(stem)) return stem.slice(0, -1); // transferred, stopped
    if (/(?:v|c|z|u|[ae]ng|[^a]ir|[aeiou]{2}s|[iu]at|[tbpdgkz]l)$/.test(stem)) return `${stem}e`; // served, announced, changed, acquired, released, graduated, settled
    if (/(?:^|[^aeiou])[aeiou][tdszcvgkmnrlbp]$/.test(stem) && !/(?:er|en|on|el|it|al|ol|om|ed|ow|ew|aw|ck)$/.test(stem)) return `${stem}e`; // named, located, based
    return stem;
  }
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w) && w.length > 3) return w.slice(0, -1);
  return w;
}

/** Does a word read as a finite or participle verb form? */
function isVerbLike(word: string): boolean {
  if (IRREGULAR[word] !== undefined || PARTICIPLES.has(word)) return true;
  if (word.endsWith('ed') && word.length > 4) return true;
  if (BASE_VERBS.has(word)) return true;
  return word.endsWith('s') && BASE_VERBS.has(lemma(word));
}

function isAdverb(word: string): boolean {
  return ADVERBS.has(word) || (word.endsWith('ly') && word.length > 4 && !LY_WORDS.has(word));
}

/**
 * A word that may be part of a role noun phrase ("chief executive officer", "head coach", "CEO"):
 * lower case (or a role acronym), and not a function word or a past form. Base verbs pass, because
 * many roles are spelled like verbs ("head", "chair", "coach", "captain").
 */
function isNounish(word: string, original: string): boolean {
  if (ROLE_ACRONYMS.has(original)) return true;
  if (!/^\p{Ll}[\p{Ll}-]*$/u.test(word)) return false;
  if (AUXILIARIES.has(word) || PREPOSITIONS.has(word) || DETERMINERS.has(word) || CLAUSE_WORDS.has(word)) return false;
  return IRREGULAR[word] === undefined && !PARTICIPLES.has(word) && !(word.endsWith('ed') && word.length > 4);
}

/** Gap tokens: the possessive 's, words, and single punctuation characters. */
const GAP_TOKEN_RE = /['’][sS](?![\p{L}])|[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*|[^\s]/gu;

export interface GapContext {
  /** The left mention can be an agent (a name or pronoun, not a date or quantity). */
  leftIsArgument: boolean;
  /** The right mention is a date. */
  rightIsDate: boolean;
  /**
   * The left mention ends an apposition ("X , CEO of Y , retired"): a comma here closes it, and
   * what follows is the main verb of the apposition's agent. Default false.
   */
  closesApposition?: boolean;
}

/**
 * Reads the text between two mentions as a predicate, or null when it is none (no verb or role
 * noun, a clause boundary, a negation, more than a few words).
 *
 * @example readPredicate(' was appointed CEO of ', { leftIsArgument: true, rightIsDate: false })
 * // { construction: 'role', surface: 'was appointed ceo of', normalized: 'ceo', head: 'CEO', holder: 'left', … }
 */
export function readPredicate(gap: string, context: GapContext, maxWords = 7): PredicateReading | null {
  let tokens = [...gap.matchAll(GAP_TOKEN_RE)].map((m) => m[0]);
  if (tokens.length === 0) return null;
  let agentFromPrevious = false;
  let apposition = false;
  let lead = '';

  if (/^['’][sS]$/.test(tokens[0]!)) {
    // "Acme 's (former) chief executive , Jane Doe"
    const rest = tokens.slice(1);
    if (rest.at(-1) === ',') rest.pop();
    const noun = roleNoun(rest, 0);
    return noun && noun.end === rest.length ? role(`'s ${noun.lower}`, noun, 'right', false) : null;
  }
  if (tokens[0] === ',' || tokens[0] === '(') {
    lead = tokens.shift()!;
    apposition = true;
    if (!context.leftIsArgument || (lead === ',' && context.closesApposition === true)) {
      apposition = false;
      agentFromPrevious = true;
      lead = '';
    }
  } else if (tokens[0] === ')') {
    tokens = tokens.slice(tokens[1] === ',' ? 2 : 1);
    agentFromPrevious = true;
  }
  if (apposition && (tokens[0] === 'who' || tokens[0] === 'which')) {
    tokens.shift();
    apposition = false;
    lead = '';
  } else if (tokens[0] === 'and') {
    tokens.shift();
    apposition = false;
    lead = '';
    agentFromPrevious = true;
  } else if (apposition && tokens.includes(',')) {
    // A comma insertion before the verb: "X , a former player , joined Y".
    tokens = tokens.slice(tokens.indexOf(',') + 1);
    apposition = false;
    lead = '';
  }
  // "Chelsea , a suburb of London , was founded …": an auxiliary after a comma starts the main clause,
  // whose agent is the one before the insertion.
  if (apposition && tokens.length > 0 && AUXILIARIES.has(tokens[0]!.toLowerCase())) {
    apposition = false;
    lead = '';
    agentFromPrevious = true;
  }
  if (!context.leftIsArgument && !agentFromPrevious) return null;
  if (tokens.length === 0 || tokens.some((t) => !/^[\p{L}\p{N}]/u.test(t))) return null;
  const kept = tokens.filter((t) => !isAdverb(t.toLowerCase()));
  // Determiners and modifiers before the right mention belong to it ("won the Nobel Prize", "won its last").
  while (kept.length > 0 && (DETERMINERS.has(kept.at(-1)!.toLowerCase()) || MODIFIERS.has(kept.at(-1)!.toLowerCase()))) kept.pop();
  const lower = kept.map((t) => t.toLowerCase());
  if (lower.length === 0 || lower.length > maxWords) return null;
  if (lower.some((w) => NEGATIONS.has(w) || CLAUSE_WORDS.has(w))) return null;
  const surface = `${lead === ',' ? ', ' : lead === '(' ? '( ' : ''}${lower.join(' ')}`;

  // Role nouns: "(, | is | became | was named [as]) [the] [former] ROLE (of|at|for)".
  let k = 0;
  while (k < lower.length && AUXILIARIES.has(lower[k]!)) k++;
  let prefixed = k > 0;
  if (k < lower.length && ROLE_VERBS.has(lower[k]!) && lower[k + 1] !== 'by') {
    k++;
    if (lower[k - 1] === 'took' && lower[k] === 'over') k++;
    if (lower[k] === 'as' || lower[k] === 'to') k++;
    prefixed = true;
  }
  if (prefixed || apposition) {
    const noun = roleNoun(kept, k);
    const prep = noun ? lower[noun.end] : undefined;
    if (noun && prep !== undefined && noun.end === lower.length - 1) {
      if (ROLE_PREPOSITIONS.has(prep)) return role(surface, noun, 'left', agentFromPrevious);
      // "is a village in", "was a suburb near": a copular noun phrase, read in verb direction.
      if (PREPOSITIONS.has(prep) && !context.rightIsDate) {
        return { construction: 'verb', surface, normalized: `be ${noun.lower} ${prep}`, head: 'be', holder: 'left', agentFromPrevious, copulaOnly: false };
      }
    }
  }
  // "Acme CEO Jane Doe": a capitalised role acronym between two names.
  if (!apposition && !agentFromPrevious && kept.every((t) => ROLE_ACRONYMS.has(t))) {
    return role(lower.join(' '), { lower: lower.join(' '), original: kept.join(' '), end: kept.length }, 'right', false);
  }

  // Verb phrases: auxiliaries, a verb, then at most three particles, prepositions or nouns.
  k = 0;
  while (k < lower.length && AUXILIARIES.has(lower[k]!)) k++;
  if (k === lower.length) {
    // A bare copula ("X was Secretary of War") or possession ("X had 2,400 employees").
    const verb = HAVE.has(lower[k - 1]!) ? 'have' : 'be';
    return apposition ? null : { construction: 'verb', surface, normalized: verb, head: verb, holder: 'left', agentFromPrevious, copulaOnly: verb === 'be' };
  }
  const verb = lower[k]!;
  if (verb.endsWith('ing') || !(isVerbLike(verb) || (k > 0 && /^\p{Ll}/u.test(verb) && !PREPOSITIONS.has(verb) && !DETERMINERS.has(verb)))) return null;
  // After a comma or bracket only a participle reads as a predicate: "X , born in 1950", "Acme , based in Boston".
  if (apposition && !(PARTICIPLES.has(verb) || verb.endsWith('ed'))) return null;
  const rest = lower.slice(k + 1).filter((w) => !DETERMINERS.has(w) && !MODIFIERS.has(w));
  if (rest.length > 3 || rest.some((w) => AUXILIARIES.has(w) || /^\p{N}/u.test(w))) return null;
  const head = lemma(verb);
  return { construction: 'verb', surface, normalized: [head, ...rest].join(' '), head, holder: 'left', agentFromPrevious, copulaOnly: false };
}

interface RoleNoun {
  lower: string;
  original: string;
  /** Index (in the token list) just after the noun. */
  end: number;
}

/** The role noun phrase starting at `from` after determiners and modifiers: 1–4 noun-ish words. */
function roleNoun(tokens: readonly string[], from: number): RoleNoun | null {
  let k = from;
  while (k < tokens.length && (DETERMINERS.has(tokens[k]!.toLowerCase()) || MODIFIERS.has(tokens[k]!.toLowerCase()))) k++;
  const start = k;
  const nounish = (i: number) => i < tokens.length && isNounish(tokens[i]!.toLowerCase(), tokens[i]!);
  // An -ing word only inside the phrase ("managing director"), never as its noun.
  while (k - start < 4 && (tokens[k]?.toLowerCase().endsWith('ing') ? nounish(k + 1) : nounish(k))) k++;
  if (k === start) return null;
  const words = tokens.slice(start, k);
  return { lower: words.join(' ').toLowerCase(), original: words.join(' '), end: k };
}

function role(surface: string, noun: RoleNoun, holder: HolderSide, agentFromPrevious: boolean): PredicateReading {
  return { construction: 'role', surface, normalized: noun.lower, head: noun.original, holder, agentFromPrevious, copulaOnly: false };
}

/** One surface relation of a sentence: two argument mentions and the predicate between them. */
export interface SurfaceRelation {
  /** The verb's agent ("X joined Y": X), or the role holder ("X, chairman of Y": X). */
  agent: ArgumentMention;
  /** The verb's object, or the organisation or place the role is held in. */
  other: ArgumentMention;
  reading: PredicateReading;
  /** Sentence offsets of the two mentions and the predicate between them, [start, end). */
  start: number;
  end: number;
}

/** Prepositions that make a following date a qualifier of the fact ("since 2019"), not its object. */
// prettier-ignore
const QUALIFIER_PREPOSITIONS = new Set(['since', 'from', 'until', 'till', 'to', 'through', 'between', 'before', 'after', 'during', 'by', 'around', 'about', 'circa', 'and', 'of']);

/**
 * The surface relations between consecutive argument mentions of a sentence. An agent is a name
 * or a pronoun, never a date or a quantity; a bare copula needs a position as its object
 * ("X was Secretary of War"); a date is an object only when no qualifier preposition introduces it.
 *
 * @example surfaceRelations('Jane Doe joined Acme Corp. in 2009.', findMentions(…)) // [Jane Doe —joined→ Acme Corp.]
 */
export function surfaceRelations(sentence: string, mentions: readonly ArgumentMention[], maxWords = 7): SurfaceRelation[] {
  const out: SurfaceRelation[] = [];
  const isArgument = (m: ArgumentMention) => m.type !== 'Date' && m.type !== 'Quantity';
  for (let i = 0; i + 1 < mentions.length; i++) {
    const left = mentions[i]!;
    const right = mentions[i + 1]!;
    if (right.pronoun) continue;
    const gap = sentence.slice(left.end, right.start);
    const previous = out.at(-1);
    const closesApposition = previous !== undefined && previous.other === left && /^[,(] /.test(previous.reading.surface);
    const reading = readPredicate(gap, { leftIsArgument: isArgument(left), rightIsDate: right.type === 'Date', closesApposition }, maxWords);
    if (!reading) continue;
    if (right.type === 'Date') {
      const last = /(\p{L}+)\W*$/u.exec(gap)?.[1]?.toLowerCase();
      if (reading.construction === 'role' || (last !== undefined && QUALIFIER_PREPOSITIONS.has(last))) continue;
      // A date that modifies a noun is not the object: "won the 2004 Grammy", "the 1998 season".
      const next = /^\s*(\p{L}+)/u.exec(sentence.slice(right.end))?.[1];
      if (next !== undefined && !PREPOSITIONS.has(next.toLowerCase()) && !CLAUSE_WORDS.has(next.toLowerCase())) continue;
    }
    if (reading.copulaOnly && right.type !== 'Position') continue;
    if (reading.construction === 'role' && reading.holder === 'right' && (right.type !== 'Person' || !isArgument(left))) continue;
    const agent = reading.agentFromPrevious ? out.at(-1)?.agent : reading.holder === 'right' ? right : left;
    const other = reading.holder === 'right' ? left : right;
    if (!agent || !isArgument(agent) || agent === other) continue;
    if (reading.construction === 'role' && !isArgument(other)) continue;
    // A borrowed agent sits outside the relation's span, which then starts after the left mention.
    out.push({ agent, other, reading, start: reading.agentFromPrevious ? left.end : left.start, end: right.end });
  }
  return out;
}
