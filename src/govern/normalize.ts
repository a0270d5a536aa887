// Surface-form clean-up and normalisation for keys (Stage 2): the same entity written "Acme Corp.",
// "ACME" or "Acme" must give the same key, and tokenised text ("Newton D . Baker") must read well.

import { ANY_RUN, trimName } from '../extract/names.js';

/** Matches where one of tidySurface's replacements would change the text (anywhere none does, each is the identity). */
const UNTIDY = /\s\s|[^\S ]| [.,;:!?%)\]]|[([] | ['’]s\b|^[\s"'“”‘’,;:]|[\s"'“”‘’,;:]$/;
const LEGAL_SUFFIX = /\s+(?:inc|incorporated|corp|corporation|ltd|limited|llc|plc|gmbh|ag|sa|nv|co)$/;

/**
 * Tidies how a surface form is displayed: joins tokenised punctuation and collapses white space.
 *
 * @example tidySurface('Newton D . Baker , Jr .') // 'Newton D. Baker, Jr.'
 */
export function tidySurface(text: string): string {
  // Most names need nothing: one test instead of six replacements.
  if (!UNTIDY.test(text)) return text;
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?%)\]])/g, '$1')
    .replace(/([([]) /g, '$1')
    .replace(/ ?(['’]s)\b/g, '$1')
    .replace(/^[\s"'“”‘’,;:]+|[\s"'“”‘’,;:]+$/g, '')
    .trim();
}

/**
 * The normal form used in keys and duplicate detection: accents and punctuation removed, lower
 * case, a leading article and a trailing legal suffix dropped.
 *
 * @example normalizeName('The Acme Corp.') // 'acme'
 */
export function normalizeName(text: string): string {
  // Remembered: governance and bridging ask for the same names again and again (on TimeQA 183k
  // calls for 33k names), and a lookup costs less than the replacements.
  let out = normalForms.get(text);
  if (out !== undefined) return out;
  out = computeNormalName(text);
  if (normalForms.size >= NORMAL_FORMS_KEPT) normalForms.clear();
  normalForms.set(text, out);
  return out;
}

const normalForms = new Map<string, string>();
const NORMAL_FORMS_KEPT = 50_000;

function computeNormalName(text: string): string {
  // ASCII, most names: NFKD, the combining marks and the Unicode classes would change nothing that
  // lower-casing and the ASCII classes do not (a test holds the two paths equal).
  const folded = !BEYOND_ASCII.test(text)
    ? text
        .toLowerCase()
        .replace(/'s\b/g, '')
        .replace(/&/g, ' and ')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
    : foldUnicode(text);
  const stripped = folded.replace(/^(?:the|a|an) /, '').replace(LEGAL_SUFFIX, '');
  return stripped === '' ? folded : stripped;
}

const BEYOND_ASCII = /[\u0080-\uffff]/;

/** Object types whose values are places. */
const PLACE_TYPES: ReadonlySet<string> = new Set(['Place', 'Country', 'Venue', 'Station', 'Location']);

/**
 * The normal form of a value of a predicate whose objects have `type`: a place with its region
 * ("Chicago, Illinois", "Redmond, Washington") is the place, so a report's "Chicago" and an
 * encyclopedia's "Chicago, Illinois" are one headquarters, not a dispute.
 *
 * @example normalizeValue('Chicago, Illinois', 'Place') // 'chicago'
 */
export function normalizeValue(text: string, type: string): string {
  const comma = PLACE_TYPES.has(type) ? text.indexOf(',') : -1;
  return normalizeName(comma > 0 ? text.slice(0, comma) : text);
}

/**
 * Every normal form a fact's object may name an entity under, whatever its type: the whole value;
 * for one written "City, Region", the part before the comma (normalizeValue's form for places); and
 * each name inside a longer value ("a 2016 film directed by Scott Derrickson" names Scott Derrickson).
 * A store indexes these so an entity's facts are found from either side (IndexRAG's bridge entities).
 *
 * @example objectNames('Chicago, Illinois') // ['chicago illinois', 'chicago', 'illinois']
 */
export function objectNames(object: string): string[] {
  const whole = normalizeName(object);
  const comma = object.indexOf(',');
  const names = new Set([whole, comma > 0 ? normalizeName(object.slice(0, comma)) : whole, ...namesInside(object)]);
  names.delete('');
  return [...names];
}

/** Does a fact name `entity` (a normal form): keyed on it, or its object naming it (`objectNames`)? */
export function namesEntity(n: { key: { subject: string }; fact: { object: string } }, entity: string): boolean {
  return n.key.subject === entity || objectNames(n.fact.object).includes(entity);
}

/**
 * The proper-noun runs inside a value, normalised (one-word runs of fewer than three letters left
 * out). Remembered per value: bridging asks for the same facts' names once per entity they name.
 */
export function namesInside(text: string): readonly string[] {
  // Most values are one name or none: a value without a capital after its first letter names nothing more.
  if (!/\s/.test(text) || !/.\s+\p{Lu}/u.test(` ${text}`)) return NONE;
  let out = insideNames.get(text);
  if (out) return out;
  const found: string[] = [];
  for (const m of text.matchAll(ANY_RUN)) {
    const name = trimName(m[0]);
    if (name === '' || /^\d/.test(name) || (!/\s/.test(name) && name.length < 3)) continue;
    found.push(normalizeName(name));
  }
  out = found;
  if (insideNames.size >= INSIDE_NAMES_KEPT) insideNames.clear();
  insideNames.set(text, out);
  return out;
}

const NONE: readonly string[] = [];
const insideNames = new Map<string, readonly string[]>();
const INSIDE_NAMES_KEPT = 50_000;

function foldUnicode(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
