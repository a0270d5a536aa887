// Names in running text: proper-noun runs ("Bank of America", "Newton D . Baker"), the words that
// look like names but are not, and small helpers to find and trim them. Shared by the extractors;
// no NLP model — capitalisation is the signal, which holds for news and encyclopedic prose.

// "and" is not a connector: coordination ("Chelsea, Arsenal and Fulham") is far more common in
// prose than names with "and" in them (which the alias table can still map).
export const CONNECTORS =
  '(?:of|the|de|du|da|del|della|dei|degli|delle|dello|des|di|do|dos|das|von|van|der|den|zur|zum|am|im|auf|und|la|le|y|i|e|et|al|el|bin|ibn|ben|for|upon|&)';
// An abbreviation that keeps its period (Jr., Inc.); or a capital letter opening a dotted
// abbreviation ("A.C . Milan", "U.S."), an initial ("D." or tokenised "D .") or a capitalised word
// (O'Brien, but not the possessive in "Acme's"); or an ordinal/number inside a name ("62nd", the
// American military's "62d"). The capital is
// written once for its three readings: every Unicode class costs compile time in each of the many
// patterns built on this one. (The abbreviations come first; they and a dotted abbreviation cannot
// both start at one place, so the order of trying is as if each reading were its own alternative.)
export const PROPER_WORD =
  "(?:(?:Jr|Sr|Inc|Corp|Co|Ltd|St|Mt|Ft|Bros)\\s?\\.(?=\\s|,|$)|\\p{Lu}(?:\\.(?:\\p{Lu}\\.?)+(?:\\s\\.(?=\\s\\p{Lu}))?|\\s?\\.(?=\\s?\\p{Lu})|[\\p{L}\\p{M}\\p{N}\\-]*(?:['’][\\p{L}]{2,}[\\p{L}\\p{M}\\-]*)?)|\\d{1,4}(?:\\.\\d{1,2})?(?:st|nd|rd|th|(?<=[23])d)?)";
/**
 * The abbreviations that open a sports club's name ("A.C. Pisa", "SV Werder Bremen", "FK Partizan"),
 * dots as the source tokenised them ("A.C . Pisa"). Not "U.S.", which opens far more than clubs.
 */
export const CLUB_PREFIX = String.raw`(?:[AFSCR]\s?\.\s?[CDFS]\s?\.?|SV|VfB|VfL|TSV|FK|NK|KF|PFC|IFK|HNK|CSKA|SpVgg|AFC|FC|AC|SC|CD|CF|AS|RC|SD|UD|CA)`;

/** A run of capitalised words, possibly joined by lower-case connectors ("Bank of America"). */
export const PROPER_RUN = `${PROPER_WORD}(?:\\s+(?:${CONNECTORS}\\s+)*${PROPER_WORD})*`;

export const NOT_NAMES = new Set(
  (
    'The A An In On At After Before During Since From Until By For With Without Under Over He She It They We I You His Her Its Their Our ' +
    'This That These Those When While As But And Or Following Later Then However Also Both Each Every Some Many Most Other Another ' +
    'There Here Where Who Whom Whose Which What Why How If Although Though Because Despite Between Among Born Today Yesterday ' +
    'January February March April May June July August September October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Former Current New Interim Acting Mr Mrs Ms Dr ' +
    'Prior One Two Three Four Five Six Seven Eight Nine Ten First Second Third Last Next Several Such Upon Within Having Being Although Once Thus Instead ' +
    'Of To Nor So Yet Meanwhile Subsequently Eventually Initially Currently Previously Together My Your'
  ).split(' '),
);

export const properRunAtStart = new RegExp(`^${PROPER_RUN}`, 'u');
export const WHOLE_RUN = new RegExp(`^${PROPER_RUN}$`, 'u');
export const RUN_AT_END = new RegExp(`(${PROPER_RUN})$`, 'u');
export const ANY_RUN = new RegExp(PROPER_RUN, 'gu');

export const CONNECTOR_WORD = new RegExp(`^${CONNECTORS}$`);

export interface Phrase {
  text: string;
  start: number;
  end: number;
}

/** The proper-noun run starting at `at` (after an optional "the"), without leading non-name words. */
export function properAt(text: string, at: number): Phrase | null {
  const lead = /^\s*(?:the\s+)?/i.exec(text.slice(at))![0].length;
  const m = properRunAtStart.exec(text.slice(at + lead));
  if (!m) return null;
  const name = trimName(m[0]);
  // A run that starts with a number is a quantity ("2,400 people", "10 Downing Street" aside).
  if (name === '' || NOT_NAMES.has(name) || /^\d/.test(name)) return null;
  return { text: name, start: at + lead, end: at + lead + m[0].length };
}

/** Drops leading capitalised function words and trailing connectors from a run ("In March Acme Corp" → "Acme Corp"). */
export function trimName(run: string): string {
  // One word, the common case, needs no splitting (the same result as the general path below).
  if (!/\s/.test(run)) return run === '' || NOT_NAMES.has(run.replace(/[.,]$/, '')) || CONNECTOR_WORD.test(run) ? '' : run;
  const parts = run.trim().split(/\s+/);
  while (parts.length > 0 && NOT_NAMES.has(parts[0]!.replace(/[.,]$/, '')) && !(parts[0] === 'New' && NEW_PLACES.test(parts[1] ?? ''))) parts.shift();
  while (parts.length > 0 && CONNECTOR_WORD.test(parts.at(-1)!)) parts.pop();
  return parts
    .join(' ')
    .replace(/\s+\.$/, '.')
    .trim();
}

/** Words after which "New" is a name's own ("New York Times", "New Zealand First"), not "a new …". */
const NEW_PLACES =
  /^(?:York|Zealand|Jersey|Mexico|Hampshire|South|England|Orleans|Delhi|Guinea|Brunswick|Caledonia|Haven|Amsterdam|Castile|Granada|Spain|France|Netherlands|Democratic|Democracy|Labour|Deal|Order|Testament|Kingdom|World|Wave)$/;

/** Head words of names that are institutions, not people ("Lamesa High School", "Acme Corporation"). */
export const INSTITUTION_HEAD =
  /\b(?:School|College|University|Academy|Institute|Company|Corporation|Corp\.?|Inc\.?|Ltd\.?|Club|Party|Bank|Group|Society|Association|Council|Committee|Ministry|Department|Army|Navy|Corps|Regiment|Division|Brigade|Fleet|League|Federation|Union|Church|Museum|Hospital|Foundation|Press|Records|Airlines|Railway|Government|Parliament|Senate|Court|Hall of Fame)$/;

/**
 * The first proper name in a text (its grammatical subject, usually); with `person`, the first that
 * looks like a person's: a name of two words or more that is not an institution, or a single word
 * `known` as a person (the page subject's surname), unless "the" makes it a group ("the Rams").
 */
export function firstName(text: string, person = false, known?: (name: string) => boolean): string | null {
  const re = ANY_RUN;
  re.lastIndex = 0;
  let fallback: string | null = null;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const name = trimName(m[0]);
    if (name === '' || /^\d/.test(name)) continue;
    if (!person) return name;
    const possessive = /^\s?['’]s\b/.test(text.slice(m.index + m[0].length));
    if (possessive) continue;
    if (known?.(name) && !/\bthe\s+$/i.test(text.slice(0, m.index + m[0].indexOf(name)))) return name;
    if (INSTITUTION_HEAD.test(name)) continue;
    if (name.includes(' ')) return name;
    fallback ??= name;
  }
  return fallback;
}

/** Are a text's brackets, round and square, closed in order ("Alicante)" and "( H" are not)? */
export function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && --depth < 0) return false;
  }
  return depth === 0;
}

/** A name that shows a vessel ("HMS Warrior", "U-404", "Light Cruiser Emden"): what a crew serves on. */
export const VESSEL_NAME =
  /^(?:HMS|USS|SMS|HMAS|HMCS|HMNZS|RMS|MS|MV|SS|USNS|INS|ORP|HNLMS|KRI|U-\d|UC-\d|UB-\d)\b|\b(?:Cruiser|Battleship|Battlecruiser|Destroyer|Frigate|Submarine|Corvette|Carrier|Sloop|Schooner|Yacht|Ship|Apollo|Soyuz|Gemini|Shuttle)\b/;

/** Names of bodies one sits on. */
export const BODY_NAME =
  /\b(?:Committee|Committees|Council|Board|Commission|Society|Caucus|Senate|Assembly|Parliament|Congress|Cabinet|Panel|Court|Tribunal|Trust|Foundation|Association)\b/;

/** Rank nouns, as the head of a rank ("full colonel", "Rear-Admiral of the Blue", "Kapitän zur See", "private first class", "Seekadett", "Fähnrich zur See"). */
const RANK_HEAD =
  /^(?:\p{L}*general|generaloberst|\p{L}*leutnant|\p{L}*admiral|\p{L}*kapitän|colonel|major|captain|lieutenant|sergeant|corporal|private|class|commander|commodore|brigadier|marshal|ensign|cadet|midshipman|officer|airman|oberst|hauptmann|rittmeister|feldwebel|\p{L}*kadett|\p{L}*fähnrich|fahnenjunker)$/iu;

/** Is the object of "promoted to" a rank? Its head noun (before "of" or "zur") is a rank noun, or it says "rank of". */
export function isRank(object: string): boolean {
  if (/\brank of\b/i.test(object)) return true;
  // ("Polkovnik (colonel)": a gloss in brackets names the rank too.)
  const head =
    object
      .replace(/[()]/g, '')
      .replace(/\s+(?:of|zur|der|in)\s.*$/u, '')
      .split(/[\s-]+/)
      .at(-1) ?? '';
  return RANK_HEAD.test(head);
}
