// Store precision, judged by hand: a seeded random sample of a store's nuggets — schema facts and
// open statements drawn apart — each with the evidence it rests on, written for a person to judge
// (is the triple right? is the validity right?), and the score of a judged sample. The gold sets
// measure what extraction finds in annotated sentences; this measures what the store holds.

import { NuggetIndexError } from '../model/errors.js';
import { jsonLines, requireObject } from '../model/jsonl.js';
import { isBridgingFact, type Nugget } from '../model/nugget.js';
import { seededRandom } from '../model/random.js';
import { toIso } from '../model/time.js';

/** The schema predicate open statements are keyed under. */
const STATEMENT = 'statement';

/** One drawn nugget, as a judge reads it: the fact, its validity and state, and its evidence. */
export interface SampleItem {
  /** "schema" or "statement": the stratum it was drawn from. */
  stratum: Stratum;
  id: string;
  text: string;
  subject: string;
  predicate: string;
  object: string;
  validity: { start: string | null; end: string | null; inferred: boolean };
  status: string;
  /** Every evidence span: document, the quoted sentence, and the date of the document. */
  evidence: { docId: string; quote: string; documentTime: string | null }[];
  /**
   * The judge's verdicts, null until judged: the triple (subject, predicate and object say what the
   * evidence says) and the validity (the interval is the one the evidence gives, or open where it
   * gives none).
   */
  triple: Verdict | null;
  validityVerdict: Verdict | null;
  note?: string;
}

export type Stratum = 'schema' | 'statement';
export type Verdict = 'right' | 'wrong';

/**
 * Draws `perStratum` nuggets of each stratum (or all, when fewer), uniformly without replacement,
 * ordered by id before drawing so the sample depends only on the store's contents and the seed.
 *
 * @example drawSample(nuggets, 100, 1) // 100 schema facts and 100 open statements
 */
export function drawSample(nuggets: readonly Nugget[], perStratum: number, seed: number): SampleItem[] {
  // The same seed draws the same sample from the same store.
  const next = seededRandom(seed);
  const out: SampleItem[] = [];
  for (const stratum of ['schema', 'statement'] as const) {
    // Bridging facts are derived, not extracted: they are judged through the facts they join.
    const pool = nuggets
      .filter((n) => !isBridgingFact(n) && (n.fact.predicate === STATEMENT) === (stratum === 'statement'))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    // A partial Fisher–Yates shuffle: the first `perStratum` places are the sample.
    const take = Math.min(perStratum, pool.length);
    for (let i = 0; i < take; i++) {
      const j = i + Math.floor(next() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      out.push(item(pool[i]!, stratum));
    }
  }
  return out;
}

function item(n: Nugget, stratum: Stratum): SampleItem {
  return {
    stratum,
    id: n.id,
    text: n.fact.text,
    subject: n.fact.subject,
    predicate: n.fact.predicate,
    object: n.fact.object,
    validity: { start: toIso(n.validity.start), end: toIso(n.validity.end), inferred: n.validity.inferred },
    status: n.epistemic.status,
    evidence: n.provenance.evidence.map((e) => ({ docId: e.docId, quote: e.quote, documentTime: toIso(e.documentTime) })),
    triple: null,
    validityVerdict: null,
  };
}

export interface SampleScore {
  stratum: Stratum;
  judged: number;
  /** Share with both the triple and the validity right. */
  right: number;
  tripleRight: number;
  validityRight: number;
}

/** Parses a judged sample (the JSONL `drawSample` writes, with verdicts filled in); names file, line and field. */
export function parseJudged(text: string, file: string): SampleItem[] {
  const out: SampleItem[] = [];
  jsonLines(text, file, (value) => {
    const x = requireObject(value, 'a sample item') as unknown as SampleItem;
    if (x.stratum !== 'schema' && x.stratum !== 'statement')
      throw new NuggetIndexError('INVALID_INPUT', 'stratum: must be "schema" or "statement"', { field: 'stratum' });
    for (const k of ['triple', 'validityVerdict'] as const) {
      if (x[k] !== null && x[k] !== 'right' && x[k] !== 'wrong')
        throw new NuggetIndexError('INVALID_INPUT', `${k}: must be "right", "wrong" or null`, { field: k, value: String(x[k]) });
    }
    out.push(x);
  });
  return out;
}

/** Precision of a judged sample per stratum (items not yet judged are left out). */
export function scoreSample(items: readonly SampleItem[]): SampleScore[] {
  return (['schema', 'statement'] as const).map((stratum) => {
    const judged = items.filter((x) => x.stratum === stratum && x.triple !== null && x.validityVerdict !== null);
    const share = (f: (x: SampleItem) => boolean) => (judged.length > 0 ? judged.filter(f).length / judged.length : 0);
    return {
      stratum,
      judged: judged.length,
      right: share((x) => x.triple === 'right' && x.validityVerdict === 'right'),
      tripleRight: share((x) => x.triple === 'right'),
      validityRight: share((x) => x.validityVerdict === 'right'),
    };
  });
}
