// Governance thresholds in one place (DESIGN.md: never literals spread through the code).

export interface GovernanceConfig {
  /**
   * Two values of the same key are duplicates (their evidence merges) when the Jaccard similarity
   * of their character n-gram sets is at least this. Range (0, 1]; default 0.85 (paper §3.2.2).
   */
  duplicateJaccard: number;
  /** n of the character n-grams compared for duplicates. Range 2–5; default 3. */
  duplicateNgram: number;
  /**
   * Independent sources a claim needs to supersede or deprecate a rival on a functional key
   * (Algorithm 1 line 15, Algorithm 2 lines 15 and 18). Default 2.
   */
  deprecateSources: number;
  /** Independent sources one side of a contest needs to resolve it (the other side is Deprecated). Default 3. */
  resolveSources: number;
  /** Scope of a key when the document names none. Default "global". */
  defaultScope: string;
  /** Confidence of a fact whose start was inferred rather than stated, as a multiplier. Default 0.9. */
  inferredValidityDiscount: number;
  /**
   * Canonicalise keys (alias lookup, case and punctuation normalisation, Stage 2). Default true;
   * false keys facts by their surface form — only for the normalisation ablation.
   */
  normalizeKeys: boolean;
  /**
   * The quality gate (govern/quality-gate.ts) sends a candidate whose extraction confidence is below
   * this to the deferral queue for human review instead of governing it. Range [0, 1]; 0 defers
   * nothing for confidence. Default 0.5: the offline rule extractor's normal confidences (0.6–0.9)
   * pass, and an LLM extractor's hedged answers wait for a reviewer. Not part of the settings
   * fingerprint (govern/settings.ts): it decides what is governed, not how.
   */
  reviewBelowConfidence: number;
}

export const defaultGovernanceConfig: Readonly<GovernanceConfig> = Object.freeze({
  duplicateJaccard: 0.85,
  duplicateNgram: 3,
  deprecateSources: 2,
  resolveSources: 3,
  defaultScope: 'global',
  inferredValidityDiscount: 0.9,
  normalizeKeys: true,
  reviewBelowConfidence: 0.5,
});
