// Validities in a format-5 SQLite store's records: the kinds (granularity, start and end basis) in
// one byte, a validity in full, or as the parts in which it differs from another (an evidence span's
// stated and asserted validity are usually the nugget's own).

import type { AssertedValidity } from '../../model/nugget.js';
import { GRANULARITY_ORDER } from '../../model/time.js';
import type { RecordReader, RecordWriter } from './record-codec.js';

const START_BASES = ['explicit', 'document', 'revision', 'unknown', 'narrative'] as const;
const END_BASES = ['explicit', 'open', 'revision', 'succession', 'former', 'event'] as const;
/** Bits of a validity written as its difference from another: which parts differ. */
const D_START = 1;
const D_END = 2;
const D_KINDS = 4;

/** Granularity, start basis and end basis in one byte (120 combinations), or the escape and the three. */
export function writeKinds(w: RecordWriter, v: AssertedValidity): void {
  const g = (GRANULARITY_ORDER as readonly string[]).indexOf(v.granularity);
  const s = (START_BASES as readonly string[]).indexOf(v.startBasis);
  const e = (END_BASES as readonly string[]).indexOf(v.endBasis);
  if (g >= 0 && s >= 0 && e >= 0) {
    w.uint((g * START_BASES.length + s) * END_BASES.length + e);
    return;
  }
  w.uint(KINDS);
  w.choice(GRANULARITY_ORDER, v.granularity);
  w.choice(START_BASES, v.startBasis);
  w.choice(END_BASES, v.endBasis);
}
const KINDS = GRANULARITY_ORDER.length * START_BASES.length * END_BASES.length;

export function readKinds(r: RecordReader): Pick<AssertedValidity, 'granularity' | 'startBasis' | 'endBasis'> {
  const code = r.uint();
  if (code === KINDS) {
    const granularity = r.choice(GRANULARITY_ORDER);
    const startBasis = r.choice(START_BASES);
    return { granularity, startBasis, endBasis: r.choice(END_BASES) };
  }
  if (code > KINDS) throw new RangeError('corrupt record: bad validity kinds');
  const e = code % END_BASES.length;
  const s = ((code - e) / END_BASES.length) % START_BASES.length;
  const g = (code - e - s * END_BASES.length) / (END_BASES.length * START_BASES.length);
  return { granularity: GRANULARITY_ORDER[g]!, startBasis: START_BASES[s]!, endBasis: END_BASES[e]! };
}

function sameKinds(a: AssertedValidity, b: AssertedValidity): boolean {
  return a.startBasis === b.startBasis && a.endBasis === b.endBasis && a.granularity === b.granularity;
}

/** `v` as the parts in which it differs from `base` (one byte when it is the same). */
export function writeDiff(w: RecordWriter, v: AssertedValidity, base: AssertedValidity): void {
  const mask = (Object.is(v.start, base.start) ? 0 : D_START) | (Object.is(v.end, base.end) ? 0 : D_END) | (sameKinds(v, base) ? 0 : D_KINDS);
  w.uint(mask);
  if (mask & D_START) w.time(v.start);
  if (mask & D_END) w.time(v.end);
  if (mask & D_KINDS) writeKinds(w, v);
}

/** A validity read as a difference, resolved once its base is known. */
export interface Diff {
  mask: number;
  start: number;
  end: number;
  kinds: Pick<AssertedValidity, 'granularity' | 'startBasis' | 'endBasis'> | null;
}

export function readDiff(r: RecordReader): Diff {
  const mask = r.uint();
  const start = mask & D_START ? r.time() : 0;
  const end = mask & D_END ? r.time() : 0;
  return { mask, start, end, kinds: mask & D_KINDS ? readKinds(r) : null };
}

export function applyDiff(d: Diff, base: AssertedValidity): AssertedValidity {
  const kinds = d.kinds ?? base;
  return {
    start: d.mask & D_START ? d.start : base.start,
    end: d.mask & D_END ? d.end : base.end,
    startBasis: kinds.startBasis,
    endBasis: kinds.endBasis,
    granularity: kinds.granularity,
  };
}

export function writeValidity(w: RecordWriter, v: AssertedValidity): void {
  w.time(v.start);
  w.time(v.end);
  writeKinds(w, v);
}

export function readValidity(r: RecordReader): AssertedValidity {
  const start = r.time();
  const end = r.time();
  return { start, end, ...readKinds(r) };
}
