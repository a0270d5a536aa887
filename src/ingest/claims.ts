// Stages 1–3 for one document with the quality gate: sentence windows → candidates → canonical
// claims, each with the evidence span that states it. Shared by ingest, the review queue and `eval
// construction`, so the evaluation sees exactly the claims the pipeline governs.

import { sentenceWindows } from '../extract/sentences.js';
import type { Candidate } from '../extract/extractor.js';
import { tagTemporal } from '../extract/temporal.js';
import type { CanonicalClaim } from '../govern/canonicalize.js';
import { qualityGate, type GateDropReason } from '../govern/quality-gate.js';
import { deferredId, type DeferredCandidate } from '../model/deferred.js';
import { assertedValidity } from '../govern/validity.js';
import { defaultGovernanceConfig, type GovernanceConfig } from '../model/config.js';
import type { SourceDocument } from '../model/document.js';
import type { Evidence } from '../model/nugget.js';
import type { IngestContext } from './context.js';

/** A claim from Stages 1–3 with the evidence span that states it. */
export interface ClaimWithEvidence {
  claim: CanonicalClaim;
  evidence: Evidence;
}

/**
 * Stages 1–3 for one document, with the quality gate: sentence windows → candidates → canonical
 * claims with evidence and stated validity (revision 0: ingest numbers it once the write lock is
 * held), queue items for the candidates the gate defers, counts of those it drops. Also what `eval
 * construction` measures, so the evaluation sees exactly the claims the pipeline governs.
 */
export async function extractClaims(
  ctx: Pick<IngestContext, 'extractor' | 'mapper' | 'aliases'> & { config?: Partial<Pick<GovernanceConfig, 'normalizeKeys' | 'reviewBelowConfidence'>> },
  doc: SourceDocument,
): Promise<{ claims: ClaimWithEvidence[]; deferred: DeferredCandidate[]; candidates: number; dropped: Partial<Record<GateDropReason, number>> }> {
  const config = { ...defaultGovernanceConfig, ...ctx.config };
  const claims: ClaimWithEvidence[] = [];
  const deferred = new Map<string, DeferredCandidate>();
  const dropped: Partial<Record<GateDropReason, number>> = {};
  let candidates = 0;
  // Every window is asked before any answer is awaited, so an asynchronous (LLM) extractor can work on
  // many at once within its own concurrency bound; a synchronous one costs no promise per window.
  const windows = ctx.extractor.windows?.(doc) ?? sentenceWindows(doc.text);
  const asked = windows.map((window) => ctx.extractor.extract({ document: doc, window }));
  const answers: Candidate[][] = asked.some((a) => a instanceof Promise) ? await Promise.all(asked) : (asked as Candidate[][]);
  for (const found of answers) {
    for (const raw of found) {
      candidates++;
      // The contract says [0, 1]; a broken value is kept reviewable (and storable) as 0, never trusted.
      const cand =
        Number.isFinite(raw.confidence) && raw.confidence >= 0 && raw.confidence <= 1
          ? raw
          : { ...raw, confidence: Number.isFinite(raw.confidence) ? Math.min(1, Math.max(0, raw.confidence)) : 0 };
      const gate = qualityGate(cand, doc, ctx.mapper, ctx.aliases, config);
      if (gate.verdict === 'drop') {
        dropped[gate.reason] = (dropped[gate.reason] ?? 0) + 1;
      } else if (gate.verdict === 'defer') {
        const quote = doc.text.slice(cand.start, cand.end);
        const id = deferredId(doc.id, cand, quote);
        // The same candidate from two overlapping windows is one queue item.
        if (!deferred.has(id)) {
          deferred.set(id, {
            id,
            docId: doc.id,
            revision: 0,
            predicate: gate.predicate,
            reason: gate.reason,
            detail: gate.detail,
            candidate: cand,
            quote,
            occurrences: [],
            deferredAt: 0,
            status: 'pending',
            resolution: null,
          });
        }
      } else {
        claims.push({ claim: gate.claim, evidence: evidenceOf(cand, gate.claim, doc) });
      }
    }
  }
  return { claims, deferred: [...deferred.values()], candidates, dropped };
}

/** The evidence span of a candidate with the validity its text states (Algorithm 1, lines 1–3); revision 0. */
export function evidenceOf(cand: Candidate, claim: CanonicalClaim, doc: SourceDocument): Evidence {
  const quote = doc.text.slice(cand.start, cand.end);
  const temporal = cand.temporal ?? tagTemporal(quote, { documentTime: doc.time });
  // (A date-valued fact, or a lasting one said without a date, holds at every time: its start unknown.)
  const timeless = claim.predicate.object === 'Date' || (claim.predicate.lasting && temporal.length === 0);
  const stated = assertedValidity(temporal, doc.time, claim.predicate.cardinality, timeless);
  return {
    docId: doc.id,
    revision: 0,
    source: doc.source,
    start: cand.start,
    end: cand.end,
    quote,
    confidence: cand.confidence,
    documentTime: doc.time,
    stated,
    asserted: stated,
  };
}

/** The evidence of a claim numbered with the revision it was extracted from. */
export function atRevision(c: ClaimWithEvidence, revision: number): ClaimWithEvidence {
  return { claim: c.claim, evidence: { ...c.evidence, revision } };
}
