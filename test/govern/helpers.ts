// Builders for governance tests: claims and evidence from plain years and source names.

import type { KeyClaim } from '../../src/govern/conflict.js';
import { combineEvidence } from '../../src/govern/validity.js';
import type { AssertedValidity, Evidence } from '../../src/model/nugget.js';
import { utc } from '../../src/model/time.js';

export const Y = (year: number): number => utc(year);

/** An evidence span from `source` asserting [start, end) (years; null = open / document-dated start). */
export function evidence(source: string, start: number | null, end: number | null, docYear = start ?? 2020, extra: Partial<Evidence> = {}): Evidence {
  const stated: AssertedValidity = {
    start: start === null ? Y(docYear) : Y(start),
    end: end === null ? Infinity : Y(end),
    startBasis: start === null ? 'document' : 'explicit',
    endBasis: end === null ? 'open' : 'explicit',
    granularity: 'year',
  };
  return {
    docId: `${source}-${docYear}`,
    revision: 1,
    source,
    start: 0,
    end: 10,
    quote: 'q',
    confidence: 0.8,
    documentTime: Y(docYear),
    stated,
    asserted: stated,
    ...extra,
  };
}

/** A claim whose base validity is combined from its evidence, as ingest does. */
export function claim(id: string, ...ev: Evidence[]): KeyClaim {
  return { id, base: combineEvidence(ev), evidence: ev };
}
