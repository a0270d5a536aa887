// The quality gate between extraction and governance (Stage 2½): every extractor candidate is
// accepted into governance, deferred to a review queue with a reason a human can act on, or dropped
// when no reviewer could make a fact of it. Wrong facts are costlier than missing ones — a governed
// claim can supersede or contest a correct one — so doubtful candidates wait for review instead.

import type { Candidate } from '../extract/extractor.js';
import { tagTemporal } from '../extract/temporal.js';
import type { GovernanceConfig } from '../model/config.js';
import type { SourceDocument } from '../model/document.js';
import { NuggetIndexError } from '../model/errors.js';
import { parseIsoTime, type Instant } from '../model/time.js';
import type { AliasTable } from './aliases.js';
import { canonicalize, canonicalizeTidied, type CanonicalClaim, type DropReason, type PredicateMapper } from './canonicalize.js';
import { namesObjectWord, notNounPhrase, typeMismatch } from './gate-checks.js';
import { tidySurface } from './normalize.js';
import type { CandidateEdit, DeferReason } from '../model/deferred.js';

/** Why a candidate is dropped outright: nothing a reviewer could accept (no schema predicate, empty, self-referential). */
export type GateDropReason = Exclude<DropReason, 'unparseable-date'>;

export type GateVerdict =
  | { verdict: 'accept'; claim: CanonicalClaim }
  | { verdict: 'defer'; reason: DeferReason; detail: string; predicate: string }
  | { verdict: 'drop'; reason: GateDropReason };

/**
 * Classifies one candidate: canonicalisation (Stage 2) first — what cannot be keyed is dropped, except
 * an unparseable date, which a reviewer can fix — then validation of the subject and the object
 * against the predicate's types, then the confidence threshold. The first failed check is the reason.
 *
 * @example qualityGate({ subject: 'He', predicate: 'chiefExecutiveOfficer', object: 'Jane Doe', start: 0, end: 20, confidence: 0.9 }, doc, mapper, aliases, defaultGovernanceConfig)
 * // { verdict: 'defer', reason: 'subject-not-noun-phrase', detail: 'subject "He" is a pronoun left unresolved', … }
 */
export function qualityGate(
  candidate: Candidate,
  doc: SourceDocument,
  mapper: PredicateMapper,
  aliases: AliasTable,
  config: Pick<GovernanceConfig, 'reviewBelowConfidence' | 'normalizeKeys'>,
): GateVerdict {
  // Tidied once: canonicalisation and the checks below read the same display forms.
  const subject = tidySurface(candidate.subject);
  const object = tidySurface(candidate.object);
  const claim = config.normalizeKeys
    ? canonicalizeTidied(candidate, subject, object, doc, mapper, aliases)
    : canonicalize(candidate, doc, mapper, aliases, false);
  if (claim === 'unparseable-date') {
    // Only a resolved predicate can have a date object, so this lookup cannot miss.
    const name = mapper.resolve(candidate.predicate)!.name;
    return { verdict: 'defer', reason: 'unparseable-date', detail: `object "${object}" of ${name} is not a date`, predicate: name };
  }
  if (typeof claim === 'string') return { verdict: 'drop', reason: claim };
  const defer = (reason: DeferReason, detail: string): GateVerdict => ({ verdict: 'defer', reason, detail, predicate: claim.predicate.name });
  const subjectProblem = notNounPhrase(subject);
  if (subjectProblem) return defer('subject-not-noun-phrase', `subject "${subject}" ${subjectProblem}`);
  const objectProblem = typeMismatch(object, claim.predicate.object, doc.time);
  if (objectProblem) return defer('object-type-mismatch', `object "${object}" ${objectProblem}`);
  if (!namesObjectWord(object, claim.predicate.objectWords))
    return defer('object-type-mismatch', `object "${object}" names none of ${claim.predicate.name}'s words (${claim.predicate.objectWords.join(', ')})`);
  // Written as a negation so a NaN confidence (a broken extractor) is deferred, not accepted.
  if (!(candidate.confidence >= config.reviewBelowConfidence)) {
    return defer('low-confidence', `confidence ${candidate.confidence} is below ${config.reviewBelowConfidence}`);
  }
  return { verdict: 'accept', claim };
}

/**
 * The candidate a reviewer's edit makes. Validates the edit at the boundary (errors name the field);
 * an edited start or end replaces what the evidence text says, so validity inference takes it as an
 * explicit bound.
 *
 * @example editCandidate(item.candidate, { subject: 'Jane Doe', start: '2008-03' }, item.quote, doc.time)
 */
export function editCandidate(candidate: Candidate, edit: CandidateEdit, quote: string, documentTime: Instant): Candidate {
  const out: Candidate = { ...candidate };
  for (const field of ['subject', 'predicate', 'object'] as const) {
    const value = edit[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim() === '') throw new NuggetIndexError('INVALID_INPUT', `${field}: must be a non-empty string`, { field, value });
    out[field] = value.trim();
  }
  if (edit.start === undefined && edit.end === undefined) return out;
  let temporal = candidate.temporal ?? tagTemporal(quote, { documentTime });
  const bound = (field: 'start' | 'end', role: 'START' | 'END'): void => {
    const text = edit[field];
    if (text === undefined) return;
    if (typeof text !== 'string') throw new NuggetIndexError('INVALID_INPUT', `${field}: must be an ISO-8601 date`, { field, value: text });
    const { t, granularity } = parseIsoTime(text, field);
    // The edit replaces every expression of its role (a START also outranks the text's POINTs).
    temporal = temporal.filter((x) => x.role !== role && !(role === 'START' && x.role === 'POINT'));
    temporal.push({ start: candidate.start, end: candidate.end, text, role, time: t, granularity, cue: 'review' });
  };
  bound('start', 'START');
  bound('end', 'END');
  out.temporal = temporal;
  return out;
}
