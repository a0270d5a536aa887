// Argument mentions for schema discovery (paper §3.2, Stage 2): the proper-noun runs, dates,
// quantities and subject pronouns of a sentence, each with a coarse argument type guessed from its
// words. Discovery needs no schema, so unlike the rule extractor nothing here is compiled from one;
// the heuristics are deliberately simple, because clusters vote on types and rare errors wash out.
//
// Type heuristics, in order:
//   Date        a temporal expression of the tagger (its date words, without cue prepositions);
//   Quantity    a number that is not a date ("2,400 employees");
//   Position    a run whose first word is an office ("Secretary of War", "Prime Minister");
//   Award       a run containing a prize word (Prize, Award, Medal, Trophy, Cup, Order…);
//   Organization a run containing an organisation word (FC, Club, University, Inc, Party, Council…);
//   Place       a run containing a place or building word (County, River, Street, House…), a well-known
//               country, state or city, or a short run right after "in", "at", "near" or "from";
//   Person      two to four capitalised words or initials (titles such as "Dr" dropped), or he/she;
//   Thing       anything else (a single unknown name such as "Acme" or "Chelsea").

import { PLACES } from '../places.js';
import { CONNECTOR_WORD, NOT_NAMES } from '../names.js';
import type { TemporalExpression } from '../temporal.js';

export const ARGUMENT_TYPES = ['Person', 'Organization', 'Place', 'Position', 'Award', 'Date', 'Quantity', 'Thing'] as const;
export type ArgumentType = (typeof ARGUMENT_TYPES)[number];

/** One argument mention in a sentence. */
export interface ArgumentMention {
  /** Sentence offsets, [start, end). */
  start: number;
  end: number;
  /** The mention as written, tidied ("Newton D . Baker" → "Newton D. Baker"; titles dropped from people). */
  text: string;
  type: ArgumentType;
  /** A subject pronoun (he, she, it, they) that the caller resolves to the document's topic. */
  pronoun: boolean;
  /** For dates: the tagger's expression (role, time, granularity, cue). */
  temporal: TemporalExpression | null;
}

interface Token {
  text: string;
  start: number;
  end: number;
}

// Dotted abbreviations ("U.S.", "F.C."), words (O'Brien, but not the possessive 's), numbers, and
// any other single character.
const TOKEN_RE =
  /(?:\p{Lu}\.){2,}|\p{L}[\p{L}\p{M}\p{N}-]*(?:['’](?![sS](?![\p{L}]))[\p{L}\p{M}\p{N}-]+)*\.?|\p{N}[\p{N},.]*\p{N}|\p{N}|['’][sS](?![\p{L}])|\S/gu;
// prettier-ignore
const ABBREVIATIONS = new Set(['Inc.', 'Corp.', 'Co.', 'Ltd.', 'Jr.', 'Sr.', 'St.', 'Mt.', 'Ft.', 'Bros.', 'Dr.', 'Mr.', 'Mrs.', 'Ms.', 'Prof.', 'Gen.', 'Col.', 'Lt.', 'Capt.', 'Rev.', 'Hon.']);

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    let t = m[0];
    const start = m.index;
    // A trailing period belongs to a word only for abbreviations and initials ("John F. Kennedy").
    if (t.length > 1 && t.endsWith('.') && !/^(?:\p{Lu}\.){2,}$/u.test(t) && !ABBREVIATIONS.has(t) && !/^\p{Lu}\.$/u.test(t)) {
      t = t.slice(0, -1);
      out.push({ text: t, start, end: start + t.length }, { text: '.', start: start + t.length, end: start + t.length + 1 });
      continue;
    }
    out.push({ text: t, start, end: start + t.length });
  }
  return out;
}

const CAPITALISED = /^\p{Lu}/u;
// The name words of the extractors (src/extract/names.ts): one list of connectors and non-names.
const isConnector = (w: string): boolean => CONNECTOR_WORD.test(w);
/** Role acronyms that are capitalised but name a role, not an entity ("Acme CEO Jane Doe"). */
export const ROLE_ACRONYMS = new Set(['CEO', 'CFO', 'COO', 'CTO', 'CIO', 'CMO', 'MP', 'MEP', 'MLA', 'MSP']);
// prettier-ignore
const TITLES = new Set(['Mr', 'Mr.', 'Mrs', 'Mrs.', 'Ms', 'Ms.', 'Dr', 'Dr.', 'Prof', 'Prof.', 'Sir', 'Dame', 'Lady', 'Rev', 'Rev.', 'Gen', 'Gen.', 'General', 'Colonel', 'Col.', 'Captain', 'Capt.', 'Admiral', 'Major', 'Lieutenant', 'Sergeant', 'President', 'King', 'Queen', 'Prince', 'Princess', 'Saint', 'Pope', 'Senator', 'Governor', 'Mayor', 'Judge', 'Bishop', 'Chancellor', 'Emperor']);
const PRONOUN_TYPES: Readonly<Record<string, ArgumentType>> = { he: 'Person', she: 'Person', it: 'Thing', they: 'Thing' };

const ORGANIZATION_WORDS = new Set(
  (
    'FC F.C. AFC A.F.C. CF SC SV AC BC RFC Club United Rovers Wanderers Athletic Albion Hotspur Town University College School Academy Institute ' +
    'Inc Inc. Corp Corp. Corporation Company Co. Ltd Ltd. LLC plc PLC AG GmbH SA Group Holdings Party Council Bank Association Society ' +
    'Committee Ministry Department Agency Army Navy Corps Regiment Division Brigade Battalion Squadron Fleet League Federation Union Church ' +
    'Board Court Parliament Assembly Senate Congress Commission Team Records Airlines Airways Motors Foundation Trust Museum Hospital ' +
    'Orchestra Band Network Press Times Post Journal Magazine Studios Pictures Entertainment Industries Technologies Systems Partners ' +
    'Government Cabinet Authority Service Services Bureau Office Organization Organisation Council Institution Laboratory Laboratories ' +
    'Seminary Conservatory Polytechnic Gazette Herald Tribune Broadcasting Television Radio Railway Railways Communications Energy Power ' +
    'Group Guard Police Legion Federal'
  ).split(' '),
);
const PLACE_WORDS = new Set(
  (
    'County Province State Region District Oblast Raion Krai Prefecture Canton Municipality Governorate Territory Township Parish Borough ' +
    'Village Town City Republic Kingdom Empire Island Islands Isle River Lake Mountain Mountains Mount Mt. Valley Bay Coast Peninsula ' +
    'Sea Ocean Street Avenue Road Square Boulevard Hill Hills Heights Harbour Harbor Gulf Desert Forest Highlands ' +
    'House Building Tower Hall Castle Palace Bridge Station Airport Stadium Park Cathedral Abbey Manor Estate Lighthouse Plantation'
  ).split(' '),
);
// prettier-ignore
const AWARD_WORDS = new Set(['Prize', 'Award', 'Awards', 'Medal', 'Trophy', 'Cup', 'Order', 'Cross', 'Fellowship', 'Scholarship', 'Championship', 'Championships', 'Laureate', 'Decoration']);
const POSITION_WORDS = new Set(
  (
    'Secretary Minister President Vice Governor Senator Mayor Chairman Chairwoman Chair Director Member Ambassador Judge Justice Bishop ' +
    'Archbishop Prime Chancellor Speaker Commissioner Attorney Chief Deputy Head Leader Representative Consul Envoy Treasurer Lord ' +
    'Premier Prefect Provost Dean Rector Commander Comptroller Auditor Solicitor Advocate Lieutenant Marshal Chaplain Whip Registrar'
  ).split(' '),
);
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'near', 'from', 'outside']);
const PERSON_PARTICLES = new Set(['de', 'van', 'von', 'da', 'di', 'del', 'der', 'den', 'du', 'la', 'le', 'bin', 'ibn', 'al', 'ter']);

/** The date words of an expression without its cue prepositions ("in March 2010" → "March 2010"). */
const LEADING_CUES_RE =
  /^(?:(?:as\s+of|up\s+(?:to|until)|since|from|until|till|til|through|thru|to|and|between|before|after|during|in|on|by|starting|beginning|effective|early|mid|late|earlier|later|around|about|circa|c\.|the)(?:\s*-\s*|\s+))+/i;

/**
 * The argument mentions of one sentence, in order, not overlapping. `temporal` are the tagger's
 * expressions for the same text (so the caller tags each sentence once).
 *
 * @example findMentions('Jane Doe joined Acme Corp. in 2009.', tagTemporal('Jane Doe joined Acme Corp. in 2009.'))
 * // [Jane Doe (Person), Acme Corp. (Organization), 2009 (Date)]
 */
export function findMentions(sentence: string, temporal: readonly TemporalExpression[]): ArgumentMention[] {
  const out: ArgumentMention[] = [];
  const dateSpans: Array<[number, number]> = [];
  for (const t of temporal) {
    if (dateSpans.some(([s, e]) => t.start < e && s < t.end)) continue; // the END of "in the 1990s" shares the START's span
    const lead = LEADING_CUES_RE.exec(t.text)?.[0].length ?? 0;
    if (lead >= t.text.length) continue;
    dateSpans.push([t.start, t.end]);
    out.push({ start: t.start + lead, end: t.end, text: t.text.slice(lead), type: 'Date', pronoun: false, temporal: t });
  }
  const inDate = (tok: Token) => dateSpans.some(([s, e]) => tok.start < e && s < tok.end);
  const tokens = tokenize(sentence);

  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (inDate(tok)) continue;
    const pronounType = PRONOUN_TYPES[tok.text.toLowerCase()];
    if (pronounType !== undefined) {
      out.push({ start: tok.start, end: tok.end, text: tok.text, type: pronounType, pronoun: true, temporal: null });
      continue;
    }
    if (/^\p{N}/u.test(tok.text)) {
      // A number and the counted noun after it: "2,400 employees", "$ 5 million".
      const next = tokens[i + 1];
      const unit = next && /^\p{Ll}+$/u.test(next.text) && !isConnector(next.text) && !inDate(next) ? next : null;
      const end = unit ? unit.end : tok.end;
      out.push({ start: tok.start, end, text: sentence.slice(tok.start, end), type: 'Quantity', pronoun: false, temporal: null });
      if (unit) i++;
      continue;
    }
    if (!isNameWord(tok.text)) continue;
    // Extend a run over capitalised words, initials' periods, and connectors followed by a name word.
    let j = i;
    for (;;) {
      const next = tokens[j + 1];
      if (!next || inDate(next)) break;
      if (isNameWord(next.text) && next.start - tokens[j]!.end <= 1) {
        j++;
        continue;
      }
      if (next.text === '.' && /^\p{Lu}$/u.test(tokens[j]!.text) && tokens[j + 2] && isNameWord(tokens[j + 2]!.text)) {
        j++;
        continue;
      }
      if (isConnector(next.text)) {
        let k = j + 1;
        while (tokens[k + 1] && isConnector(tokens[k + 1]!.text)) k++;
        const after = tokens[k + 1];
        if (after && isNameWord(after.text) && !inDate(after)) {
          j = k + 1;
          continue;
        }
      }
      break;
    }
    const run = tokens.slice(i, j + 1);
    i = j;
    const mention = nameMention(sentence, run, precedingWord(tokens, run[0]!));
    if (mention) out.push(mention);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A capitalised word that can be part of a name (not a role acronym). */
function isNameWord(text: string): boolean {
  return CAPITALISED.test(text) && !ROLE_ACRONYMS.has(text) && text !== "'S" && text !== '’S';
}

function precedingWord(tokens: readonly Token[], first: Token): string {
  const i = tokens.indexOf(first);
  return i > 0 ? tokens[i - 1]!.text.toLowerCase() : '';
}

/** A mention for a run of name tokens: leading function words dropped, trailing connectors trimmed, typed. */
function nameMention(sentence: string, run: Token[], before: string): ArgumentMention | null {
  let s = 0;
  let e = run.length;
  while (s < e && (NOT_NAMES.has(run[s]!.text) || run[s]!.text === '.' || isConnector(run[s]!.text))) s++;
  while (e > s && (isConnector(run[e - 1]!.text) || run[e - 1]!.text === '.')) e--;
  if (s >= e) return null;
  const words = run
    .slice(s, e)
    .map((t) => t.text)
    .filter((w) => w !== '.');
  let start = run[s]!.start;
  const end = run[e - 1]!.end;
  let type = argumentType(words, s === 0 ? before : run[s - 1]!.text.toLowerCase());
  if (type === 'Person') {
    // "President Barack Obama" is Barack Obama.
    let t = s;
    while (t < e - 1 && TITLES.has(run[t]!.text)) t++;
    start = run[t]!.start;
  } else if (type === 'Thing' && words.length >= 2 && TITLES.has(words[0]!)) {
    type = 'Person';
    start = run[s + 1]!.start;
  }
  return { start, end, text: tidy(sentence.slice(start, end)), type, pronoun: false, temporal: null };
}

/** "Newton D . Baker" → "Newton D. Baker"; runs of spaces collapsed. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([.,])(?= |$)/g, '$1')
    .trim();
}

/**
 * The coarse type of a name from its words and the word before it (see the module comment).
 *
 * @example argumentType(['Chelsea', 'F.C.'], 'for') // 'Organization'
 */
export function argumentType(words: readonly string[], before: string): ArgumentType {
  const first = words[0]!;
  const hasOf = words.some((w) => w === 'of' || w === 'for');
  if (POSITION_WORDS.has(first) && (hasOf || words.every((w) => POSITION_WORDS.has(w) || w === 'General' || w === 'of'))) return 'Position';
  if (words.some((w) => AWARD_WORDS.has(w))) return 'Award';
  if (words.some((w) => ORGANIZATION_WORDS.has(w))) return 'Organization';
  const joined = words.join(' ');
  if (words.some((w) => PLACE_WORDS.has(w)) || PLACES.has(joined) || (words.length <= 2 && PLACES.has(first))) return 'Place';
  const nameLike = words.every((w) => CAPITALISED.test(w) || PERSON_PARTICLES.has(w));
  if (PLACE_PREPOSITIONS.has(before) && words.length <= 3 && nameLike) return 'Place';
  const core = words.filter((w) => !TITLES.has(w));
  if (nameLike && core.length >= 2 && core.length <= 4 && CAPITALISED.test(core[0]!) && !words.includes('&')) return 'Person';
  return 'Thing';
}
