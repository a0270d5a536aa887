// Who a phrase means: the entities a document has named so far, and the resolution of what refers
// back to them — pronouns ("he", "its"), surnames ("Nadella" after "Satya Nadella"), short forms
// ("Microsoft" after "Microsoft Corp.") and definite descriptions ("the company", "the carmaker",
// "the club", "the newspaper"). A reference resolves to the most recent fitting entity in its window,
// else to what the page is about; what cannot be resolved stays unresolved (and its fact is not read).

import { givenNameGender } from './given-names.js';
import { PLACES, polityName } from '../../places.js';
import type { DocumentSubject } from '../../structure.js';
import { DEMONYM, type NounPhrase } from './phrases.js';
import { isCommonWord } from './tokens.js';

export type EntityKind = 'person' | 'organisation' | 'place' | 'unknown';

export interface Entity {
  /** The fullest form the document used ("Satya Nadella", "Microsoft Corp."). */
  name: string;
  kind: EntityKind;
  /** Sentence index of its latest mention, and whether that mention was a clause subject. */
  lastSentence: number;
  lastAsSubject: boolean;
  /** The kind is only what the name looks like ("Activision Blizzard" looks like a person's name), not yet what the text says it is. */
  guessed?: boolean;
  /** "he" or "she", once a pronoun has been read as this person ("Theresa May tendered her resignation"). */
  gender?: 'male' | 'female';
}

/** Nouns a definite description uses for an organisation ("the company", "the software maker"). */
export const ORGANISATION_NOUNS = new Set(
  (
    'company firm carmaker automaker maker manufacturer group conglomerate retailer bank lender insurer airline carrier chipmaker brewer broadcaster network ' +
    'newspaper paper magazine publisher club team side party university college school business corporation startup start-up giant conglomerate operator provider developer studio label ' +
    'agency organisation organization institution charity foundation fund exchange utility producer supplier chain outlet regulator ministry department government council band orchestra museum hospital'
  ).split(' '),
);
/** Parts an institution has, each a body of its own kind ("the medical school" of a university). */
const PART_NOUNS = new Set([
  'school',
  'college',
  'faculty',
  'institute',
  'hospital',
  'museum',
  'library',
  'department',
  'division',
  'unit',
  'campus',
  'academy',
]);
/** Nouns for a company ("ran the company", "the carmaker"), which no school, museum or hospital is. */
export const COMPANY_NOUNS = new Set([
  'company',
  'firm',
  'business',
  'corporation',
  'carmaker',
  'automaker',
  'retailer',
  'bank',
  'lender',
  'insurer',
  'airline',
  'chipmaker',
  'maker',
  'manufacturer',
  'conglomerate',
  'startup',
  'group',
]);
/** Bodies a text names as such ("the council", "the ministry"), never the organisation it is about. */
const OTHER_BODIES = new Set(['council', 'ministry', 'regulator', 'parliament', 'police', 'committee', 'assembly', 'senate', 'legislature']);
/** Nouns of contests and events, of which a text names many of one kind. */
const CONTESTS = new Set(
  'championship championships cup trophy title race season tournament match game election war battle prize medal series prix open'.split(' '),
);
/** Does a noun describe a body before its name ("his hometown team Académica de Coimbra", "the Serie B side Brescia")? */
export function namesBody(noun: string): boolean {
  return ORGANISATION_NOUNS.has(noun) || noun === 'side' || noun === 'outfit';
}
/** The name after a body's noun that ends a phrase ("the Dutch group Valtra Mobility" → "Valtra Mobility"), or null. */
function namedAfterBody(text: string): string | null {
  const words = text.split(' ');
  let i = words.length - 1;
  while (i > 0 && /^\p{Lu}/u.test(words[i]!)) i--;
  return i > 0 && i < words.length - 1 && namesBody(words[i]!) ? words.slice(i + 1).join(' ') : null;
}
const SETTLEMENTS = new Set(['city', 'town', 'village']);
const PLACE_NOUNS = new Set('city town country state nation province region village island capital county municipality district kingdom republic'.split(' '));
/** Things a page may be about, by the noun its name ends with ("Lenin Peak", "Healy Hall") or its disambiguation gives ("( radio series )"). */
// prettier-ignore
const THING_NOUNS = new Set(('peak mountain hill hall building tower castle palace bridge station stadium arena church cathedral abbey temple monastery observatory reserve park ' +
  'lake river canal statue monument memorial railway airport lighthouse manor villa house mansion theatre theater library prison fort fortress dam show series programme program ' +
  'tournament festival ship submarine locomotive train aircraft').split(' '));
/** Other words for the same kind of thing ("the show" on the page of a radio series). */
const SAME_KIND: Readonly<Record<string, readonly string[]>> = {
  series: ['show', 'programme', 'program'],
  programme: ['show', 'series'],
  program: ['show', 'series'],
  peak: ['mountain'],
  ship: ['vessel'],
  submarine: ['boat'],
  // ("Newton D. Baker House … Michael Whitney Straight purchased the home for $200,000": the house.)
  house: ['home', 'residence', 'property'],
  mansion: ['home', 'house', 'residence', 'property'],
  villa: ['home', 'house', 'residence', 'property'],
  // ("Kestrel Valley Football Club is a professional football club … Alan Ross managed the team".)
  // (Not "the side": "the side from London won 3-0" is the other one.)
  club: ['team'],
  team: ['club', 'franchise'],
};
/** What a page about a class of vehicles calls its members, in the plural ("the locomotives were built by …"). */
const CLASS_MEMBERS = new Set(['locomotive', 'engine']);
/** Vessels, which English calls "she" ("USS Abel P. Upshur", "MS Costa Allegra", "German submarine U-38"). */
const VESSEL_TITLE = /^(?:HMS|USS|SMS|HMAS|HMCS|HMNZS|RMS|MS|MV|SS|USNS|USCGC|INS|ORP|HNLMS|KRI)\s|^German submarine\b|\((?:ship|submarine|\d{4} ship)\)/;

/** What a page's title says it is: "the observatory" on "Mannheim Observatory", "the series" on "Many a Slip ( radio series )". */
export function titleNouns(name: string, title: string): string[] {
  const known = (w: string | undefined): w is string => w !== undefined && (THING_NOUNS.has(w) || ORGANISATION_NOUNS.has(w) || PLACE_NOUNS.has(w));
  const out: string[] = [];
  const disambiguation = /\(([^)]*)\)/.exec(title)?.[1]?.trim().split(/\s+/).at(-1)?.toLowerCase();
  if (known(disambiguation)) out.push(disambiguation);
  // ("Statue of Queen Victoria, Sydney": the statue; "Klamath County, California": the county.)
  const words = name.replace(/,.*$/, '').split(/\s+/);
  const last = words.at(-1)?.toLowerCase();
  const beforeOf = words[words.indexOf('of') - 1]?.toLowerCase();
  if (known(last)) out.push(last);
  else if (words.includes('of') && known(beforeOf)) out.push(beforeOf);
  if (VESSEL_TITLE.test(title)) out.push('ship');
  // ("British Rail Class 24", "Indian locomotive class WP": a class of vehicles, which its page calls
  // "the class" — and "the locomotives", never "the locomotive": that is one of them.)
  if (words.slice(1).some((w) => w.toLowerCase() === 'class')) out.push('class');
  return [...new Set(out.flatMap((w) => [w, ...(SAME_KIND[w] ?? [])]))];
}
const PERSON_PRONOUNS = new Set(['he', 'she', 'him', 'his', 'her', 'hers']);
const MALE_PRONOUNS = new Set(['he', 'him', 'his', 'himself']);
const FEMALE_PRONOUNS = new Set(['she', 'her', 'hers', 'herself']);

/** "he" or "she" for a document's person, when one outnumbers the other at least three to one (and is used three times). */
export function pronounGender(tokens: readonly { lower: string }[]): 'male' | 'female' | null {
  let male = 0;
  let female = 0;
  for (const { lower: w } of tokens) {
    if (MALE_PRONOUNS.has(w)) male++;
    else if (FEMALE_PRONOUNS.has(w)) female++;
  }
  if (male >= 3 && male >= 3 * female) return 'male';
  if (female >= 3 && female >= 3 * male) return 'female';
  return null;
}
const THING_PRONOUNS = new Set(['it', 'its']);
const GROUP_PRONOUNS = new Set(['they', 'their', 'them']);

/** Legal and corporate suffixes a short form leaves out ("Microsoft Corp." is "Microsoft"). */
const LEGAL_SUFFIX = /(?:,?\s+(?:Inc|Corp|Co|Ltd|LLC|plc|PLC|AG|SA|NV|SE|GmbH|Group|Holdings|Company|Corporation|Incorporated|Limited)\.?)+$/;
/** Trades an organisation's name ends with, which its short form may leave out ("Fjordline Shipping" is "Fjordline", "Harbor Freight Lines" "Harbor"). */
export const TRADES =
  'Shipping|Airlines|Airways|Motors|Motor|Technologies|Systems|Industries|Entertainment|Media|Pharmaceuticals|Pharma|Brewing|Brewery|Energy|Petroleum|Oil|Telecom|Communications|Networks|Software|Foods|Logistics|Electronics|Aerospace|Automotive|Insurance|Steel|Mining|Chemicals|Textiles|Publishing|Records|Studios|Pictures|' +
  'Lines|Freight|Cruises|Railways|Stores|Hotels|Resorts|Restaurants|Properties|Investments|Securities|Pharmaceutical|Packaging|Air|' +
  // (Not "Power": "Samantha Power".)
  'Rail|Railroad|Transit|Transport|Mobility|Gas|Retail|Apparel|Beverages|Mobile|Games|Financial|Finance|Health|' +
  // (Plural trades no surname is: "Nordic Tankers", "Northwind Traders".)
  'Tankers|Traders|Carriers|Shipowners|Brewers|Distillers|Builders|Homebuilders|Outfitters|Fisheries|Dairies|Bakeries|Refiners|Refineries|Minerals|Metals|Materials|Solutions|Markets|Supermarkets';
/** Every trade word at a name's end ("Harbor Freight Lines" → "Harbor"). */
const TRADE_SUFFIXES = new RegExp(`(?:\\s+(?:${TRADES}))+$`);

/** Head words of organisation names. */
const ORGANISATION_HEAD = new RegExp(
  `\\b(?:Inc|Corp|Co|Ltd|LLC|plc|PLC|AG|SA|NV|SE|AB|ASA|Oy|Oyj|SpA|BV|GmbH|Group|Holdings|Company|Corporation|Incorporated|Limited|${TRADES}|Bank|Bancorp|Partners|Capital|Enterprises|Works|Workshops|Engineering|Shipyards?|Shipbuilding|Dockyard|Foundry|Manufacturing|Therapeutics|Biosciences|Biotech|Healthcare|Robotics|Semiconductors?|Analytics|Ventures|Utilities|Wireless|Broadcasting|Labs|University|College|School|Institute|Academy|Club|FC|AFC|F\\.C|A\\.F\\.C|United|City|Rovers|Athletic|Party|Council|Ministry|Department|Agency|Commission|Committee|Board|Association|Society|Federation|Union|League|Foundation|Trust|Fund|Museum|Hospital|Church|Army|Navy|Corps|Times|Post|News|Journal|Herald|Tribune|Gazette|Press|Exchange|Authority|Institution|Observatory|Seminary|Conservatory)\\.?$`,
);
/** The words many clubs' names end with, by which reports call them ("United", "Rovers"). */
const CLUB_ENDINGS = new Set(['United', 'City', 'Rovers', 'Town', 'Wanderers', 'Albion', 'Athletic', 'County', 'Rangers', 'Villa', 'Hotspur', 'Wednesday']);

/** Words that open a club's name ("Real Madrid", "Sporting Lisbon", "Dynamo Kyiv"): no person's. */
const CLUB_PREFIX =
  /^(?:Real|Atlético|Athletic|Sporting|Racing|Olympique|Dynamo|Dinamo|Lokomotiv|Spartak|Torpedo|Steaua|Rapid|Standard|Sparta|Slavia|Ajax|Inter|Borussia|Eintracht|Fortuna|Hertha|Werder|Bayer|Vitória|Benfica|Estudiantes|Deportivo|Unión|Independiente)\s/u;
const PERSON_TITLE = /^(?:Mr|Mrs|Ms|Dr|Sir|Dame|Lord|Lady|Prof)\.?$/;
/** A rank or title written before a surname alone ("Major Deering", "Lieutenant General Deering", "Senator Case"). */
const RANK_BEFORE_SURNAME =
  /^(?:(?:Lieutenant|Major|Brigadier|Rear|Vice|Field|Colonel|Sergeant|Staff)\s+)?(?:General|Colonel|Major|Captain|Lieutenant|Admiral|Commander|Commodore|Brigadier|Sergeant|Corporal|Marshal|Ensign|Senator|Governor|Judge|Justice|Bishop|Professor|President|Chancellor|Congressman|Congresswoman|Representative)\s+(?=\p{Lu}[\p{L}'’-]+$)/u;

/** Normal form for matching mentions: lower case, no legal suffix, no leading article, single spaces. */
export function mentionKey(name: string): string {
  return name
    .replace(LEGAL_SUFFIX, '')
    .replace(/^the\s+/i, '')
    .replace(/\s+\./g, '.')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Head and lead words of place names. */
const PLACE_WORD =
  /\b(?:Street|Road|Avenue|Square|Park|Bridge|Station|Airport|Stadium|Arena|Cemetery|Prison|Island|Islands|River|Lake|Mountains?|Valley|County|Province|Region|District|Republic|Kingdom|Empire|State|States|City|Town|Village|Bay|Gulf|Sea|Ocean|Coast|Peninsula|Desert|Forest|Heights|Hills|North|South|East|West|Northern|Southern|Eastern|Western|Upper|Lower|New|Port|Fort|Saint|San|Santa|Los|Las|Mount|Cape)\b/;
/** Words of names of institutions, events and works rather than people. */
const THING_WORD =
  /\b(?:Opera|Theatre|Theater|Orchestra|Ballet|Festival|Cup|Championships?|Trophy|Award|Prize|Medal|Order|Cross|Hall|Tower|Castle|Cathedral|Abbey|Palace|Church|Chapel|Temple|Mosque|Building|House|Hotel|Center|Centre|Museum|Gallery|Library|Hospital|Games|Olympics|Series|Show|Magazine|Review|Act|Treaty|War|Battle|Campaign|Operation|Division|League|Conference|Serie|Liga|Premier|Bundesliga|Ligue|Eredivisie)\b/;

/** A surname's particle ("de Graaf", "van Dijk"), and a name that opens with one. */
const PARTICLE = /^(?:de|van|von|der|den|da|di|del|du|la|le|ten|ter)$/i;
const SURNAME_PARTICLE = /^(?:de|van|von|der|den|da|di|del|du|la|le|ten|ter)\s+\p{Lu}/iu;

/** guessKind's answers: a corpus names the same entities again and again. */
const kindGuesses = new Map<string, EntityKind>();

/** Names of wars, battles and other events: no organisation, whatever the sentence does with them. */
const EVENT_NAME = /\b(?:War|Wars|Battle|Siege|Campaign|Offensive|Uprising|Revolution|Crusade|Games|Olympics)\b/u;

/** A capitalised word of a person's name; a surname's prefix may stand before a second capital ("OLeary", "McDonald", "DiMaggio"). */
const NAME_WORD = /^(?:O['’]?|Mc|Mac|Di|De|Da|Du|Le|La|Fitz)?\p{Lu}[\p{Ll}'’-]+$/u;
const PLAIN_NAME_WORD = /^\p{Lu}[\p{Ll}'’-]+$/u;

/** A name whose head is an event's ("World War II", "Battle of the Atlantic"), not a unit named after one ("II Battle Squadron"). */
export function namesEvent(name: string): boolean {
  const head = name
    .split(/\s+of\s+/)[0]!
    .replace(/(?:\s+(?:[IVX]+|\d+))+$/, '')
    .split(/\s+/)
    .at(-1);
  return head !== undefined && EVENT_NAME.test(head);
}

export function guessKind(name: string): EntityKind {
  let kind = kindGuesses.get(name);
  if (kind === undefined) {
    if (kindGuesses.size > 50_000) kindGuesses.clear();
    kind = guessKindOf(name);
    kindGuesses.set(name, kind);
  }
  return kind;
}

/** A first guess at what a name is, from its words alone. */
function guessKindOf(name: string): EntityKind {
  // ("Algeria", "Moscow", "New Zealand": a place, whatever a sentence does with it.)
  if (PLACES.has(name)) return 'place';
  const words = name.split(/\s+/).filter((w) => w !== '.');
  if (ORGANISATION_HEAD.test(name) || CLUB_PREFIX.test(name) || THING_WORD.test(name) || /[&]/.test(name) || /^[A-Z]{2,6}$/.test(name)) return 'organisation';
  if (PLACE_WORD.test(name)) return 'place';
  if (
    words.length >= 2 &&
    words.length <= 4 &&
    // (A surname's prefix only after the first word: "McLaren Mercedes", "DuPont Pioneer" are brands.)
    words.every(
      (w, k) => (k > 0 ? NAME_WORD : PLAIN_NAME_WORD).test(w) || /^(?:\p{Lu}\.?|de|van|von|der|da|di|del|la|le|bin|al|Jr\.?|Sr\.?|II|III)$/u.test(w),
    ) &&
    !/\b(?:of|the)\b/i.test(name) &&
    // ("Nonna's Table", "Wendy's Kitchen": a possessive inside a name is a brand's, not a person's.)
    !/\p{Ll}['’]s\s/u.test(name)
  )
    return 'person';
  return 'unknown';
}

export class DocumentEntities {
  private readonly byKey = new Map<string, Entity>();
  /** Entities of names of several words by their first word, for "Halden" after "Halden University". */
  private readonly byFirstWord = new Map<string, Entity[]>();
  /** Person entities by surname and first name, for "Nadella" after "Satya Nadella". */
  private readonly byPart = new Map<string, Entity>();
  /** Surnames more than one person of the text bears. */
  private readonly sharedParts = new Set<string>();
  private readonly partsDone = new Set<string>();
  /** mentionKey's answers for this document's names. */
  private readonly keys = new Map<string, string>();
  /** The entities mentioned in the current and the previous sentence, most recent last (kept small). */
  private window: Entity[] = [];
  private windowSentence = -1;
  /** What the page is about (encyclopedic), or null. */
  readonly page: Entity | null;
  /**
   * A news report's main organisation: of the names its headline gives, the first the text shows to
   * be an organisation ("Musk names Yaccarino Twitter chief": Twitter, once "Twitter's" is read),
   * else the first that does not look like a person's; without a headline, the first organisation named.
   */
  get focus(): Entity | null {
    return this.headline.find((e) => e.kind === 'organisation') ?? this.headline.find((e) => e.kind !== 'person') ?? this.firstNamed;
  }
  private headline: Entity[] = [];
  /** Whether the page's person is "he" or "she", when the text says so clearly enough. */
  pageGender: 'male' | 'female' | null = null;
  /** The page is a ship's, which is "she". */
  private pageVessel = false;
  /** The nouns the page's opening defines it as ("HMAS Cairns is a Bathurst-class corvette": corvette). */
  private readonly pageNouns = new Set<string>();

  /** Records a noun the text defines the page as; a person's page keeps "the man" for others. */
  definePage(noun: string): void {
    if (!this.page || this.page.kind === 'person') return;
    this.pageNouns.add(noun);
    // ("… is a professional football club … Alan Ross managed the team".)
    for (const same of SAME_KIND[noun] ?? []) this.pageNouns.add(same);
    if (noun === 'ship' || noun === 'submarine') this.pageVessel = true;
    // "Chemnitz is a city in Saxony": a page the outline took for an organisation is a place.
    if (PLACE_NOUNS.has(noun)) this.page.kind = 'place';
  }
  /** The body the text last said a noun of ("Coutts & Company , a banking firm"), and where. */
  private readonly described = new Map<string, { entity: Entity; sentence: number }>();

  /** Records that the text called a body by an organisation's noun, for "the firm" later. */
  describedAs(e: Entity, noun: string, sentence: number): void {
    if (ORGANISATION_NOUNS.has(noun)) this.described.set(noun, { entity: e, sentence });
  }

  /** Does a plural description name the page ("the locomotives" on a locomotive class's page)? */
  pluralIsPage(noun: string): boolean {
    return this.pageNouns.has('class') && CLASS_MEMBERS.has(noun);
  }
  private firstNamed: Entity | null = null;

  /** The names a news headline gives, in order. */
  setHeadline(names: readonly string[]): void {
    // Noted as mentioned long before the text, so they are no pronoun's nearest antecedent.
    // ("Museum director quits": a headline capitalises its first word, which may be a common noun.)
    const common = (n: string) =>
      !n.includes(' ') && (ORGANISATION_NOUNS.has(n.toLowerCase()) || THING_NOUNS.has(n.toLowerCase()) || PLACE_NOUNS.has(n.toLowerCase()));
    this.headline = names.filter((n) => !common(n)).map((n) => this.note(n, 'unknown', -10, false));
  }

  /**
   * "Fjordline names new chair" over "Fjordline Shipping on Thursday named …": a headline's one-word
   * name that opens the longer name the lede's subject gives is that entity, named as fully (later
   * sentences may name a part of it: "Disney" is not "Disney Parks").
   */
  private headlineShortForm(clean: string, key: string): Entity | undefined {
    const first = clean.split(/\s+/)[0]!;
    if (first === clean) return undefined;
    const short = this.headline.find((h) => h.name === first && (h.kind === 'unknown' || h.guessed));
    if (!short) return undefined;
    short.name = clean;
    this.byKey.set(key, short);
    return short;
  }

  /**
   * The report's focus when its name opens with this word and looks like an organisation's
   * ("Halden University" for "Halden") and no other name does. (Not a place: "Uppsala" is no
   * "Uppsala University", "Sydney" no "Sydney Theatre Company".)
   */
  /**
   * "In 1998 Castellan acquired …" on Castellan Foods' page, where two people are Castellans: the
   * company the page is about, by the word its name opens with (a surname, whatever its ending looks like).
   */
  private pageOpenedBy(word: string): Entity | undefined {
    const page = this.page;
    return page && page.kind === 'organisation' && page.name.startsWith(`${word} `) && (this.byFirstWord.get(word) ?? []).every((e) => e === page)
      ? page
      : undefined;
  }

  private openingOf(word: string): Entity | undefined {
    if (this.headline.length === 0 || PLACES.has(word) || DEMONYM.test(word)) return undefined;
    const focus = this.focus;
    const others = this.byFirstWord.get(word) ?? [];
    // ("Brightwave buys Lumen Labs" … "Lumen's founder": the one company of the report's so named.)
    if (!focus || !focus.name.startsWith(`${word} `) || focus.kind === 'person' || guessKindOf(focus.name) !== 'organisation')
      // (Only a two-word name its second word says is a firm's — "Lumen Labs", not "Amazon Web Services".)
      return others.length === 1 &&
        this.headline.includes(others[0]!) &&
        /^\S+ (?:Labs|Inc\.?|Group|Holdings|Technologies|Systems|Partners|Capital|Energy|Foods|Motors)$/.test(others[0]!.name)
        ? others[0]
        : undefined;
    return others.every((e) => e === focus) ? focus : undefined;
  }

  /** "Harwick United sack manager …" … "United, who were relegated …": a club the report is about, by the word its name ends with. */
  private clubEndOf(word: string): Entity | undefined {
    const focus = this.focus;
    if (!CLUB_ENDINGS.has(word) || !focus || focus.kind === 'person' || !focus.name.endsWith(` ${word}`)) return undefined;
    return focus;
  }

  /** The headline's one-word name that is the last word of a person's full name, if nothing has settled it yet. */
  private headlineSurname(full: string): Entity | undefined {
    const last = full.split(/\s+/).at(-1)!;
    return this.headline.find((h) => h.name === last && (h.kind === 'unknown' || h.guessed));
  }

  /** Records the first organisation the text names (the focus when the headline gives none). */
  noteFirstOrganisation(e: Entity | null): void {
    this.firstNamed ??= e;
  }

  constructor(subject: DocumentSubject | null) {
    if (subject) {
      // A page whose outline could not tell (one paragraph, say) is a person's when its name looks like one.
      // ("Mannheim Observatory" looks like a person's name; its last word says it is not one.)
      const named = guessKind(subject.name);
      const guess = named === 'person' && titleNouns(subject.name, subject.name).length > 0 ? 'unknown' : named;
      const kind: EntityKind = subject.person
        ? 'person'
        : subject.decided
          ? guess === 'place'
            ? 'place'
            : 'organisation'
          : guess === 'unknown'
            ? 'organisation'
            : guess;
      this.page = this.note(subject.name, kind, -1, false);
      for (const m of subject.mentions) if (!this.byKey.has(m)) this.byKey.set(m, this.page);
    } else this.page = null;
  }

  /** Records a mention of a name (or finds the entity it is a short form of) and returns its entity. */
  note(name: string, kind: EntityKind, sentence: number, asSubject: boolean): Entity {
    // (Only a name opening with M, D, S or P can start with a title: most need no regex.)
    const c0 = name.charCodeAt(0);
    const clean = c0 === 0x4d || c0 === 0x44 || c0 === 0x53 || c0 === 0x50 ? name.replace(/^(?:Mr|Mrs|Ms|Dr|Sir|Dame|Prof)\.?\s+/, '') : name;
    let key = this.keys.get(clean);
    if (key === undefined) {
      key = mentionKey(clean);
      this.keys.set(clean, key);
    }
    let e =
      this.byKey.get(key) ??
      // ("De Graaf , 63 , has chaired the bank" after "Pieter de Graaf": a surname with its particle.)
      (clean.includes(' ')
        ? SURNAME_PARTICLE.test(clean)
          ? this.byPart.get(clean.toLowerCase())
          : undefined
        : this.sharedParts.has(key)
          ? (this.pageOpenedBy(clean) ?? this.byPart.get(key))
          : this.byPart.get(key)) ??
      (sentence === 0 && asSubject ? this.headlineShortForm(clean, key) : undefined);
    // ("Major Deering", "Colonel Deering" on Myles Deering's page: a rank or title before the surname
    // of a person the text has named is that person.)
    if (!e && clean.includes(' ')) {
      const titled = RANK_BEFORE_SURNAME.exec(clean);
      const known = titled ? this.byPart.get(clean.slice(titled[0].length).toLowerCase()) : undefined;
      if (known?.kind === 'person' && !this.sharedParts.has(clean.slice(titled![0].length).toLowerCase())) e = known;
    }
    // "Iger" in a headline, then "Bob Iger" in the text: the bare surname was that person all along —
    // one entity, so what the text says of "Bob Iger" is known when it later says "Iger".
    // (Only a name the text shows to be a person's, or one with a known given name: "Tacoma Tides" is no "Tides".)
    if (!e && clean.includes(' ') && (kind === 'person' || (kind === 'unknown' && guessKind(clean) === 'person' && givenNameGender(clean) !== null))) {
      const bare = this.headlineSurname(clean);
      if (bare) {
        bare.name = clean;
        bare.kind = 'person';
        bare.guessed = false;
        this.byKey.set(key, bare);
        e = bare;
      }
    }
    // ("Raman joined Halden in 2009" after "Halden University names …": a one-word name that opens
    // the one organisation's name the text gave before is that organisation.)
    if (!e && kind === 'unknown' && !clean.includes(' ') && /^\p{Lu}\p{Ll}+$/u.test(clean)) e = this.openingOf(clean) ?? this.clubEndOf(clean);
    if (!e) {
      // (Every field from the start: entities of one shape keep the reader's reads of them fast.)
      e =
        kind === 'unknown'
          ? { name: clean, kind: guessKind(clean), lastSentence: sentence, lastAsSubject: asSubject, guessed: true, gender: undefined }
          : { name: clean, kind, lastSentence: sentence, lastAsSubject: asSubject, guessed: false, gender: undefined };
      this.byKey.set(key, e);
      const space = clean.indexOf(' ');
      if (space > 0) {
        const first = clean.slice(0, space);
        const list = this.byFirstWord.get(first);
        if (list) list.push(e);
        else this.byFirstWord.set(first, [e]);
      }
    } else if (kind !== 'unknown' && (e.kind === 'unknown' || e.guessed)) {
      e.kind = kind;
      e.guessed = false;
    } else if (kind === 'unknown' && e.kind === 'unknown') {
      // "Boeing" in a headline says nothing; "Boeing Co." in the text looks like a company.
      const guess = guessKind(clean);
      if (guess !== 'unknown') {
        e.kind = guess;
        e.guessed = true;
      }
    }
    // ("David Cameron" is no "she", though nothing in the text has said so yet.)
    if (e.gender === undefined && e.kind !== 'organisation' && e.kind !== 'place') {
      const gender = givenNameGender(clean);
      if (gender) e.gender = gender;
    }
    this.mentioned(e, sentence);
    // The fullest form names it: "Microsoft" then "Microsoft Corp." keeps the longer.
    if (clean.length > e.name.length && mentionKey(e.name) === key) e.name = clean;
    // A person's surname finds them later ("Nadella" for "Satya Nadella"): registered once per form.
    if (!this.partsDone.has(clean) && (e.kind === 'person' || (e.kind === 'unknown' && guessKind(clean) === 'person'))) {
      this.partsDone.add(clean);
      const words = clean.split(/\s+/);
      const particle = words.findIndex((w, k) => k > 0 && PARTICLE.test(w));
      if (particle > 0 && particle < words.length - 1) this.byPart.set(words.slice(particle).join(' ').toLowerCase(), e);
      const parts = words.filter((w) => NAME_WORD.test(w) && !PERSON_TITLE.test(w));
      for (const p of parts.length >= 2 ? [parts.at(-1)!] : []) {
        const bare = this.byKey.get(p.toLowerCase());
        if (!bare) {
          // ("Ramón Castellan … his son Jorge Castellan": a surname two people share may be the
          // company's name — "In 1998 Castellan acquired …" on Castellan Foods' page.)
          const had = this.byPart.get(p.toLowerCase());
          if (had && had !== e && had.kind === 'person' && had.name !== e.name) this.sharedParts.add(p.toLowerCase());
          this.byPart.set(p.toLowerCase(), e);
        }
        // "Musk" in a headline, then "Elon Musk" in the text: the bare surname was that person all
        // along, and is named as fully.
        // (Not a place's name: "Habsburg Spain" looks like a person's, and Spain is no surname.)
        else if (bare !== e && (bare.kind === 'unknown' || (bare.guessed && bare.kind === 'person')) && e.kind === 'person' && !bare.name.includes(' ')) {
          bare.kind = 'person';
          bare.guessed = false;
          bare.name = e.name;
          // (And a headline's surname from now on is the full name's entity: "Quist, who had led the
          // company since 2018" is the one whose post the text read as "Mara Quist". Only a
          // headline's: "Dessau" before "Bauhaus Dessau" is no surname.)
          if (this.headline.includes(bare)) this.byKey.set(p.toLowerCase(), e);
        }
      }
    }
    // "Fjordline Shipping", then "Fjordline": an organisation's distinctive word stands for it
    // once the text has named it in full (not "American" of "American Airlines": a common word).
    if (e.kind !== 'person' && e.kind !== 'place' && !this.partsDone.has(clean)) {
      this.partsDone.add(clean);
      const trades = TRADE_SUFFIXES.exec(clean);
      const short = trades ? clean.slice(0, trades.index) : '';
      // (Nor "Singapore" of "Singapore Airlines": a place keeps its own name.)
      if (/^\p{Lu}[\p{L}-]+$/u.test(short) && !isCommonWord(short) && guessKind(short) === 'unknown' && !this.byKey.has(short.toLowerCase()))
        this.byPart.set(short.toLowerCase(), e);
    }
    e.lastSentence = sentence;
    e.lastAsSubject = asSubject;
    return e;
  }

  /** Sets what an entity is once a fact shows it (the holder of a role is a person). */
  settle(e: Entity, kind: EntityKind): void {
    if (e.kind === 'unknown' || e.guessed || (e.kind !== kind && kind === 'person' && e !== this.page)) e.kind = kind;
    e.guessed = false;
  }

  /** The entity a name was registered under, without recording a mention. */
  find(name: string): Entity | null {
    const key = mentionKey(name);
    return this.byKey.get(key) ?? (key.includes(' ') ? null : (this.byPart.get(key) ?? null));
  }

  /**
   * The entity a noun phrase refers to: a name (registered), a pronoun or a definite description
   * resolved to the most recent fitting entity of the last two sentences, else the page's subject
   * or the document's focus; null when nothing fits.
   */
  resolve(np: NounPhrase, sentence: number, asSubject: boolean, exclude: Entity | null = null, owner: Entity | null = null): Entity | null {
    const e = this.resolveOnce(np, sentence, asSubject, exclude, owner);
    // ("Lie worked at DNB. The tanker operator also said its founder …": a description resolved is a
    // mention of what it names, which "its" after it reaches first.)
    if (e && (e.kind === 'organisation' || e.kind === 'place') && !np.name && !np.pronoun && np.det !== null && e !== this.page) {
      this.mentioned(e, sentence);
      e.lastSentence = sentence;
      if (asSubject) e.lastAsSubject = true;
    }
    return e;
  }

  private resolveOnce(np: NounPhrase, sentence: number, asSubject: boolean, exclude: Entity | null, owner: Entity | null): Entity | null {
    if (np.name) {
      const e = this.note(np.text, 'unknown', sentence, asSubject);
      // "The Tacoma Tides named …", "the Beatles": a name written with "the" right before it is no
      // person's, whatever its capitalised words look like ("the late John Smith" is).
      // ("the Australian Dawn Fraser", "the President Lincoln": a nationality or a title before the name.)
      if (np.det === 'the' && e.guessed === true && e.kind === 'person' && /^\p{Lu}/u.test(np.text)) {
        // (The first word split off only here: most names have no "the" before them.)
        const first = np.text.split(' ')[0]!;
        if (!DEMONYM.test(first) && !PERSON_TITLE.test(first)) e.kind = 'organisation';
      }
      return e;
    }
    if (np.pronoun) {
      const w = np.headLemma;
      // In a biography "he" and "she" are its subject; elsewhere the last person named.
      // Elsewhere the person the window last made a subject ("Ballmer took over from Gates. He joined
      // Microsoft in 1980": Ballmer), else the last person named.
      if (PERSON_PRONOUNS.has(w)) {
        // "He died in 1918" on the page of a woman is somebody else: the most recent other person.
        const gender = MALE_PRONOUNS.has(w) ? 'male' : 'female';
        if (this.pageVessel && gender === 'female' && this.page !== exclude) return this.page;
        const other = this.pageGender !== null && gender !== this.pageGender;
        // ("replacing Liz Truss, who announced her resignation": a possessive is its own clause's
        // subject's, when that one fits — not the sentence's subject's, which "he" later means.)
        // (Settling the owner's gender, as the text shows it — "her" is likelier the clause's own subject's
        // than another's, though "hired Kenta Kon, who praised her leadership" is the exception.)
        if (owner && owner.kind === 'person' && owner !== exclude && (owner.gender ?? gender) === gender && !(other && owner === this.page)) {
          owner.gender ??= gender;
          return owner;
        }
        if (this.page?.kind === 'person' && this.page !== exclude && !other) return this.page;
        // ("… after Theresa May tendered her resignation. He served as …": not May.)
        // (One the text has shown to be "she" before one it has not: "replacing Liz Truss, who
        // announced her resignation. Her 49 days in office …" — not Rishi Sunak, whose given name
        // says nothing. Only "she": a man's name unknown to the lists is the more common, and "he"
        // is then as often the subject of the sentence before as the one known to be a man.)
        const found =
          (gender === 'female'
            ? this.recent(sentence, (e) => e.kind === 'person' && !(other && e === this.page) && e.gender === gender, exclude, true)
            : null) ?? this.recent(sentence, (e) => e.kind === 'person' && !(other && e === this.page) && (e.gender ?? gender) === gender, exclude, true);
        if (found) {
          if (!found.gender) found.gender = gender;
          // ("In 2010 he moved to Edinburgh . In 2012 he moved to the United States .": a pronoun
          // subject is a mention, which the next sentence's pronoun reaches. Not an object's: in
          // "Tillerson succeeded him …, when he left", "he" is still Tillerson.)
          if (asSubject) {
            this.mentioned(found, sentence);
            found.lastSentence = sentence;
            found.lastAsSubject = true;
          }
        }
        return found;
      }
      if (THING_PRONOUNS.has(w) || GROUP_PRONOUNS.has(w)) {
        // In an article about an organisation or a place, "it" is what the article is about.
        if (THING_PRONOUNS.has(w) && this.page && this.page.kind !== 'person' && this.page !== exclude) return this.page;
        const fit = (e: Entity) => e.kind === 'organisation' || e.kind === 'place' || (e.kind === 'unknown' && guessKind(e.name) !== 'person');
        const found = this.recent(sentence, fit, exclude, true);
        if (found) return found;
        // ("Harbor Mutual said on Tuesday that its chief executive …": a subject only guessed to be a
        // person from its two capitalised words, with no given name first, is what "its" means when
        // nothing else fits — and so an organisation.)
        // (Not when the report names its company: "Akio Toyoda said … that its chief financial officer"
        // under a headline of Toyota's is Toyota's.)
        const focusBody = this.focus !== null && this.focus.kind !== 'person';
        const body =
          THING_PRONOUNS.has(w) && !(this.page && this.page.kind !== 'person')
            ? this.recent(
                sentence,
                (e) => e.kind === 'person' && e.guessed === true && e.gender === undefined && givenNameGender(e.name) === null,
                exclude,
                true,
              )
            : null;
        // (Unless the headline names the speaker itself: "Harbor Mutual chief Renner to retire".)
        if (body?.lastAsSubject && body.lastSentence === sentence && (!focusBody || this.headline.includes(body))) {
          this.settle(body, 'organisation');
          return body;
        }
        return this.page && this.page.kind !== 'person' ? this.page : this.focus;
      }
      return null;
    }
    // "bought by the Dutch group Valtra Mobility", "the conglomerate Initech": a body's description
    // before its name is that name.
    const described = np.det !== null && np.of === null && np.role === null ? namedAfterBody(np.text) : null;
    if (described) return this.note(described, 'organisation', sentence, asSubject);
    // "the company", "the software maker", "the club": a definite description of an organisation or place.
    if (np.det === 'the' && np.possessor === null && np.of === null && np.role === null) {
      const head = np.headLemma;
      // "he left the Thessaloniki club": a name among its modifiers says which one — never a club
      // whose name lacks it. ("The San Francisco-based company" says where it is, not its name.)
      const modifiers = np.text.split(/\s+/).slice(1, -1);
      const named = modifiers.some((w) => w.includes('-')) ? [] : modifiers.filter((w) => /^\p{Lu}/u.test(w));
      // ("the medical school, which opened in 1998" in a report on Halden University: a school, a
      // museum, a hospital is a part of a body named for another kind, not that body. A page's own
      // history may call it so: "led the school" on Lowell State College's.)
      const otherKind = (e: Entity) => {
        if (e === this.page) return false;
        const last = e.name.slice(e.name.lastIndexOf(' ') + 1).toLowerCase();
        // ("the family publishing firm" after "University College School": nor is a school a firm — a
        // museum may still be "the institution", a hospital "the charity".)
        return (
          (PART_NOUNS.has(np.headLemma) || (PART_NOUNS.has(last) && COMPANY_NOUNS.has(np.headLemma))) &&
          last !== np.headLemma &&
          (ORGANISATION_NOUNS.has(last) || PART_NOUNS.has(last))
        );
      };
      const fits = (e: Entity | null): Entity | null => (e && named.every((w) => e.name.includes(w)) && !otherKind(e) ? e : null);
      // "HMAS Cairns is a corvette … the corvette was transferred": what the page defined itself as.
      if (this.page && this.page !== exclude && this.pageNouns.has(head) && fits(this.page)) return this.page;
      // "The Harbor Theatre named … The theatre, founded in 1962": a name the window has, or the
      // report's headline is about, that ends with the noun.
      // (The noun as written: the lemma of "theatre" is "theater".)
      const noun = np.text.slice(np.text.lastIndexOf(' ') + 1).toLowerCase();
      // (Not a contest: "winning the championship" after "the FIA World Endurance Championship" is
      // seldom that one.)
      const endsWith = (e: Entity | null): boolean =>
        !CONTESTS.has(noun) && e !== null && e !== exclude && e.kind !== 'person' && e.name.toLowerCase().endsWith(` ${noun}`) && fits(e) !== null;
      // In an article about an organisation "the company" is that organisation; in a report, the
      // one its headline is about (not "the Ford Motor Company" it mentions); else a name ending with
      // the noun, else the organisation the window named last.
      // ("the city council cut the museum's budget" in a report about the museum: a council, a
      // ministry, a court is a body of its own, named as such — not whatever the text is about.)
      if (OTHER_BODIES.has(head)) {
        const named = (e: Entity | null) => e !== null && e !== exclude && e.kind !== 'person' && e.name.toLowerCase().includes(head) && fits(e) !== null;
        return this.recent(sentence, named, exclude, true) ?? (named(this.page) ? this.page : named(this.focus) ? this.focus : null);
      }
      if (ORGANISATION_NOUNS.has(head)) {
        if (this.page && this.page.kind === 'organisation' && this.page !== exclude && fits(this.page)) return this.page;
        // ("The street network is still in use" on Vologda's page: a network, an agency, a school of
        // a place or a person is no organisation the text is about — a country's government is it.)
        // ("He remained with the firm" after "Coutts & Company , a banking firm": the body the text said it of.)
        const said = this.described.get(head);
        if (said && said.sentence >= sentence - 5 && said.entity !== exclude && fits(said.entity)) return said.entity;
        // (Not after "At the outbreak of World War II he mobilised …": a war, a battle is no firm.)
        const ofFocus = this.focus?.kind === 'place' ? head === 'government' : this.focus?.kind !== 'person' && !namesEvent(this.focus?.name ?? '');
        if (this.focus && this.focus !== exclude && ofFocus && fits(this.focus)) return this.focus;
        return (
          this.recent(sentence, endsWith, exclude, true) ??
          this.recent(sentence, (e) => e.kind === 'organisation' && !namesEvent(e.name) && fits(e) !== null, exclude, true)
        );
      }
      if (endsWith(this.focus)) return this.focus;
      const ending = this.recent(sentence, endsWith, exclude, true);
      if (ending) return ending;
      // ("The town fell to the Ottomans" after "the Russian Empire": a town, a city, a village is
      // no state.)
      const state = (e: Entity) => SETTLEMENTS.has(head) && polityName(e.name);
      if (PLACE_NOUNS.has(head)) {
        const page = this.page && this.page.kind !== 'person' && !state(this.page) ? this.page : null;
        return fits(this.recent(sentence, (e) => e.kind === 'place' && !state(e), exclude) ?? page);
      }
    }
    return null;
  }

  /** A new paragraph: a pronoun at its start does not reach into the one before. */
  newParagraph(): void {
    this.window = [];
  }

  /** Moves an entity to the end of the window, dropping what the window no longer covers. */
  private mentioned(e: Entity, sentence: number): void {
    if (sentence > this.windowSentence) {
      this.windowSentence = sentence;
      this.window = this.window.filter((x) => x.lastSentence >= sentence - 1 && x !== e);
    } else {
      const at = this.window.indexOf(e);
      if (at >= 0) this.window.splice(at, 1);
    }
    this.window.push(e);
  }

  /** The most recent entity of the window (this sentence and the one before) that fits; subjects first when asked. */
  private recent(sentence: number, fit: (e: Entity) => boolean, exclude: Entity | null, preferSubject = false): Entity | null {
    let best: Entity | null = null;
    for (let k = this.window.length - 1; k >= 0; k--) {
      const e = this.window[k]!;
      if (e === exclude || e.lastSentence < sentence - 1 || !fit(e)) continue;
      if (!preferSubject || e.lastAsSubject) return e;
      best ??= e;
    }
    if (best) return best;
    // The page and the focus were mentioned long ago but are what the text is about.
    return null;
  }

  /**
   * The organisation a role without one belongs to: the page's (an encyclopedia article about an
   * organisation or place), else a news report's focus, else the last one named in the window.
   */
  contextOrganisation(sentence: number, exclude: Entity | null): { entity: Entity; from: 'page' | 'focus' | 'window' } | null {
    if (this.page && this.page.kind !== 'person' && this.page !== exclude && !EVENT_NAME.test(this.page.name)) return { entity: this.page, from: 'page' };
    // ("a U-boat commander during World War II … was appointed commanding officer of the 1 .": a war
    // has no posts.)
    if (this.focus && this.focus !== exclude && !EVENT_NAME.test(this.focus.name)) return { entity: this.focus, from: 'focus' };
    const r = this.recent(sentence, (e) => e.kind === 'organisation' && !EVENT_NAME.test(e.name), exclude);
    return r ? { entity: r, from: 'window' } : null;
  }
}
