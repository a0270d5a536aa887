// Canonicalisation and keying (Stage 2): a candidate's surface subject, predicate and object become
// a schema predicate, alias-resolved display names, normal forms for the key κ = (subject_norm,
// predicate, scope), ISO dates for Date objects, and the canonical statement text.

import type { Candidate } from '../extract/extractor.js';
import { tagTemporal } from '../extract/temporal.js';
import type { SourceDocument } from '../model/document.js';
import type { NuggetKey, NuggetKind } from '../model/nugget.js';
import { renderTemplate, type PredicateDef, type PredicateSchema } from '../model/schema.js';
import { toIso } from '../model/time.js';
import type { AliasTable } from './aliases.js';
import { normalizeName, normalizeValue, tidySurface } from './normalize.js';

/** A candidate after Stage 2: ready for validity inference and governance. */
export interface CanonicalClaim {
  key: NuggetKey;
  predicate: PredicateDef;
  kind: NuggetKind;
  subject: string;
  object: string;
  /** Normal form of the object, compared for duplicates. */
  objectNorm: string;
  text: string;
}

/** Why a candidate was dropped, for ingest statistics. */
export type DropReason = 'unknown-predicate' | 'empty-subject' | 'empty-object' | 'self-reference' | 'unparseable-date';

/** Maps surface predicate forms to schema names (built once per schema). */
export class PredicateMapper {
  private readonly byForm = new Map<string, PredicateDef>();

  constructor(private readonly schema: PredicateSchema) {
    for (const def of schema.predicates) {
      this.byForm.set(def.name.toLowerCase(), def);
      for (const form of [...def.roles, ...def.aliases]) {
        for (const variant of expandForm(form)) if (!this.byForm.has(variant)) this.byForm.set(variant, def);
      }
    }
  }

  /** The schema predicate for a name or surface form ("is the CEO of" → chiefExecutiveOfficer), or null. */
  resolve(predicate: string): PredicateDef | null {
    const exact = this.schema.byName.get(predicate);
    if (exact) return exact;
    const form = predicate
      .toLowerCase()
      .replace(/\{[so]\}/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    return this.byForm.get(form) ?? this.byForm.get(form.replace(/^(?:is|was|has been) (?:the |a |an )?/, '').replace(/ (?:of|at|for)$/, '')) ?? null;
  }
}

/** The plain phrases a surface form with `(a|b)` alternations and `[optional]` words stands for. */
export function expandForm(form: string): string[] {
  let variants = [''];
  const re = /\(([^)]*)\)|\[([^\]]*)\]|\{[so]\}|([^\s()[\]{}]+)/g;
  for (let m = re.exec(form); m; m = re.exec(form)) {
    const options = m[1] !== undefined ? m[1].split('|') : m[2] !== undefined ? [m[2], ''] : m[0].startsWith('{') ? [''] : [m[3]!];
    variants = variants.flatMap((v) => options.map((o) => `${v} ${o}`));
    if (variants.length > 256) break;
  }
  return [...new Set(variants.map((v) => v.toLowerCase().replace(/\s+/g, ' ').trim()).filter((v) => v !== ''))];
}

/**
 * Stage 2 for one candidate. Returns the claim, or the reason it cannot be keyed.
 *
 * @example canonicalize({ subject: 'Acme Corp.', predicate: 'chiefExecutiveOfficer', object: 'Jane Doe', start: 0, end: 30, confidence: 0.9 }, doc, mapper, aliases)
 */
export function canonicalize(
  candidate: Candidate,
  doc: SourceDocument,
  mapper: PredicateMapper,
  aliases: AliasTable,
  normalizeKeys = true,
): CanonicalClaim | DropReason {
  if (!normalizeKeys) return surfaceClaim(candidate, doc, mapper);
  return canonicalizeTidied(candidate, tidySurface(candidate.subject), tidySurface(candidate.object), doc, mapper, aliases);
}

/**
 * `canonicalize` with key normalisation, given the candidate's subject and object as tidySurface
 * leaves them: the quality gate tidies them once for canonicalisation and its own checks.
 */
export function canonicalizeTidied(
  candidate: Candidate,
  tidySubject: string,
  tidyObject: string,
  doc: SourceDocument,
  mapper: PredicateMapper,
  aliases: AliasTable,
): CanonicalClaim | DropReason {
  const predicate = mapper.resolve(candidate.predicate);
  if (!predicate) return 'unknown-predicate';
  // Each name is normalised once: for the alias lookup, and as its key form when no alias applies.
  const subjectSurfaceNorm = normalizeName(tidySubject);
  const subjectAlias = aliases.canonicalByNorm(subjectSurfaceNorm);
  const canonicalSubject = subjectAlias ?? tidySubject;
  if (canonicalSubject === '') return 'empty-subject';
  // A name fact shows the name it was stated about ("The official name of Northwind Power is
  // Northwind Energy") while its key uses the canonical entity, so renames stay on one key.
  const statedName = predicate.object === 'Name';
  const subject = statedName ? tidySubject : canonicalSubject;
  let object: string;
  let objectNorm: string | null = null;
  if (predicate.object === 'Date') {
    const dates = tagTemporal(candidate.object, { documentTime: doc.time });
    const d = dates[0];
    if (!d) return 'unparseable-date';
    const iso = toIso(d.time)!;
    // ("founded in the 1980s" is the decade, not 1980.)
    object = d.granularity === 'day' ? iso : d.granularity === 'month' ? iso.slice(0, 7) : d.granularity === 'decade' ? `${iso.slice(0, 4)}s` : iso.slice(0, 4);
  } else if (statedName) {
    // A name is the value itself: "renamed to Northwind Energy" must not resolve through the alias
    // table that maps the old name to the new one (that would make the fact say nothing).
    object = tidyObject;
  } else {
    const surfaceNorm = normalizeName(tidyObject);
    const alias = aliases.canonicalByNorm(surfaceNorm);
    object = alias ?? tidyObject;
    if (alias === null) objectNorm = normalizeValue(tidyObject, predicate.object);
  }
  if (object === '') return 'empty-object';
  const subjectNorm = subjectAlias === null ? subjectSurfaceNorm : normalizeName(subjectAlias);
  objectNorm ??= normalizeValue(object, predicate.object);
  // ("It was renamed Brightline Foods in 1994": a dated name may be the one it bears now — it ends the one before.)
  const datedName = statedName && predicate.name === 'officialName' && (candidate.temporal ?? []).length > 0;
  if (subjectNorm === objectNorm && (statedName ? subjectSurfaceNorm : subjectNorm) === objectNorm && !datedName) return 'self-reference';
  return {
    key: { subject: subjectNorm, predicate: predicate.name, scope: doc.scope },
    predicate,
    kind: candidate.kind ?? predicate.kind,
    subject,
    object,
    objectNorm,
    text: renderTemplate(predicate, subject, object),
  };
}

/** The normalisation ablation: the same claim keyed and compared by its surface forms. */
function surfaceClaim(candidate: Candidate, doc: SourceDocument, mapper: PredicateMapper): CanonicalClaim | DropReason {
  const predicate = mapper.resolve(candidate.predicate);
  if (!predicate) return 'unknown-predicate';
  const subject = candidate.subject.trim();
  const object = candidate.object.trim();
  if (subject === '') return 'empty-subject';
  if (object === '') return 'empty-object';
  return {
    key: { subject, predicate: predicate.name, scope: doc.scope },
    predicate,
    kind: candidate.kind ?? predicate.kind,
    subject,
    object,
    objectNorm: object,
    text: renderTemplate(predicate, subject, object),
  };
}

/**
 * The key subject (normal form) a name is filed under, as Stage 2 keys it.
 *
 * @example subjectKey('The Acme Corp.', aliases) // 'acme'
 */
export function subjectKey(name: string, aliases: AliasTable): string {
  return normalizeName(displayName(name, aliases));
}

/** Alias-resolved, tidied display name. */
function displayName(surface: string, aliases: AliasTable): string {
  const tidy = tidySurface(surface);
  return aliases.canonical(tidy) ?? tidy;
}
