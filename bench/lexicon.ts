// The synthetic lexicon: pronounceable made-up words and the people, organisations and places named
// with them. Every word and entity is a pure function of (seed, number), so any fact of a corpus can
// be regenerated on its own.

import { mixSeed, Rng } from './random.js';

// prettier-ignore
const ONSETS = ['b', 'br', 'c', 'ch', 'd', 'dr', 'f', 'g', 'gr', 'h', 'j', 'k', 'kr', 'l', 'm', 'n', 'p', 'pr', 'r', 's', 'st', 'sh', 't', 'tr', 'v', 'w', 'z', ''];
const NUCLEI = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou', 'y'];
const CODAS = ['', '', '', 'n', 'r', 'l', 'm', 'k', 'nd', 'rt', 'sk', 'th', 'x', 'v'];

/** Streams of the seed mixer, one per kind of thing named. */
const Stream = { Word: 0, First: 1, Surname: 2, Org: 3, Place: 4 } as const;

/** A pronounceable lower-case word of 2–3 syllables; 4 letters at least, so it is never a stop word. */
function coin(rng: Rng): string {
  let w = '';
  const syllables = rng.chance(0.6) ? 2 : 3;
  for (let i = 0; i < syllables; i++) w += rng.pick(ONSETS) + rng.pick(NUCLEI) + (i === syllables - 1 || rng.chance(0.3) ? rng.pick(CODAS) : '');
  return w.length < 4 ? w + 'and' : w;
}

const capitalise = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

const ORG_SUFFIXES = ['Group', 'Holdings', 'Institute', 'Bank', 'Works', 'Partners', 'Foundation', 'Systems', 'Records', 'Press', 'Society', 'Company'];
const TEAM_SUFFIXES = ['United', 'Rovers', 'Athletic', 'City'];
const PLACE_FORMS = ['{}', '{}', '{}', 'New {}', 'Port {}', '{} Valley', 'North {}', '{} Heights', 'Saint {}'];

export interface LexiconSizes {
  /** Distinct vocabulary words (filler and topic words, Zipf-distributed). */
  words: number;
  firstNames: number;
  surnames: number;
  /** Distinct people (a first name and a surname each). */
  persons: number;
  organisations: number;
  places: number;
}

/**
 * Names every thing of a corpus by its number (callers draw the numbers, Zipf-distributed). All
 * names are made up front: they are drawn millions of times, and even at a million facts they take
 * tens of MB — a constant part of the heap, present before anything is measured.
 */
export class Lexicon {
  private readonly words: string[];
  private readonly persons: string[];
  private readonly organisations: string[];
  private readonly places: string[];

  constructor(
    private readonly seed: number,
    readonly sizes: LexiconSizes,
  ) {
    this.words = make(sizes.words, (n) => coin(new Rng(mixSeed(seed, Stream.Word, n))));
    this.places = make(sizes.places, (n) => this.makePlace(n));
    this.persons = make(sizes.persons, (n) => this.makePerson(n));
    this.organisations = make(sizes.organisations, (n) => this.makeOrganisation(n));
  }

  /** The vocabulary word of 0-based frequency rank `n`. */
  word(n: number): string {
    return this.words[n]!;
  }

  /** Person `n`: a first and a surname ("Jane Korvel"). */
  person(n: number): string {
    return this.persons[n]!;
  }

  /** Organisation `n`: two or three words ("Acme Tribon", "Velo Works", "University of Port Dask"). */
  organisation(n: number): string {
    return this.organisations[n]!;
  }

  /** Place `n`: one or two words ("Dask", "Port Dask", "Trelo Valley"). */
  place(n: number): string {
    return this.places[n]!;
  }

  /** A first name and a surname, each Zipf-drawn from its own pool (so some people share a name, as real ones do). */
  private makePerson(n: number): string {
    const rng = new Rng(mixSeed(this.seed, Stream.First, n));
    const first = capitalise(coin(new Rng(mixSeed(this.seed, Stream.First, -1 - rng.zipf(this.sizes.firstNames, 0.9)))));
    const last = capitalise(coin(new Rng(mixSeed(this.seed, Stream.Surname, rng.zipf(this.sizes.surnames, 0.5)))));
    return `${first} ${last}`;
  }

  private makeOrganisation(n: number): string {
    const rng = new Rng(mixSeed(this.seed, Stream.Org, n));
    const a = capitalise(coin(rng));
    const r = rng.next();
    if (r < 0.35) return `${a} ${capitalise(coin(rng))}`;
    if (r < 0.75) return `${a} ${rng.pick(ORG_SUFFIXES)}`;
    if (r < 0.9) return `${a} ${rng.pick(TEAM_SUFFIXES)}`;
    return `University of ${this.places[rng.int(this.sizes.places)]!}`;
  }

  private makePlace(n: number): string {
    const rng = new Rng(mixSeed(this.seed, Stream.Place, n));
    return rng.pick(PLACE_FORMS).replace('{}', capitalise(coin(rng)));
  }
}

function make(count: number, name: (n: number) => string): string[] {
  const out: string[] = [];
  for (let n = 0; n < count; n++) out.push(name(n));
  return out;
}
