// The compact byte form of a nugget and of a history snapshot in a format-5 SQLite store: varints,
// instants as whole days where they are, decimals as scaled integers, enumerations as one byte,
// and every evidence field that its revision already holds (source, document time, the quote as a
// slice of the text) or that repeats the nugget (confidence, validity) left out behind a flag.
// Exact: every value reads back as written, -0, NaN and strings outside the enumerations included.

import { NUGGET_KINDS, RANKS, type AssertedValidity, type Evidence, type Nugget, type NuggetKey } from '../../model/nugget.js';
import { GRANULARITY_ORDER } from '../../model/time.js';
import { ByteReader, ByteWriter } from '../../search/codec.js';
import { HASH_ID } from '../../model/ids.js';
import type { NuggetVersion } from '../store.js';

const DAY = 86_400_000;
const START_BASES = ['explicit', 'document', 'revision', 'unknown', 'narrative'] as const;
const END_BASES = ['explicit', 'open', 'revision', 'succession', 'former', 'event'] as const;
const STATUS_CODES = ['active', 'deprecated', 'contested'] as const;

/** Bits of a nugget record's flags: which fields are derived rather than written. */
const N_TEXT_IS_QUOTE = 1;
const N_PREDICATE_IS_KEY = 2;
const N_INFERRED = 4;
const N_PARENT = 8;
const N_SUBJECT_IS_DISPLAY = 16;
const N_SUBJECT_IN_QUOTE = 32;
const N_OBJECT_IN_QUOTE = 64;
const N_START_IS_DOCUMENT_TIME = 128;
const N_CREATED_AT_DOCUMENT_TIME = 256;
const N_CREATED_AT_INGEST = 512;
/** Bits of an evidence span's flags. */
const E_SOURCE = 1;
const E_TIME = 2;
const E_QUOTE = 4;
const E_CONFIDENCE = 8;
const E_INTEGER_SPAN = 16;
const E_HOME = 32;
/** Kind × rank combinations, and one more: neither is one of the enumerated (both follow as text). */
const KIND_RANKS = NUGGET_KINDS.length * RANKS.length + 1;
/** Bits of a validity written as its difference from another: which parts differ. */
const D_START = 1;
const D_END = 2;
const D_KINDS = 4;

/** What the revision an evidence span cites holds, when the store has it. */
export interface RevisionFacts {
  source: string;
  time: number;
  ingestedAt: number;
  text: string;
}

/** What a record leaves to the rows around it: names behind integer ids, and the cited revisions. */
export interface RecordContext {
  /** The integer id of a document name (interning it when writing). */
  docId(name: string): number;
  docName(id: number): string;
  /** The cited revision's source, time and text, or null when the store does not hold it. */
  revision(doc: number, revision: number): RevisionFacts | null;
}

/**
 * The record writer: the index codec's varints and floats, with its own encodings of instants (whole
 * milliseconds too), numbers (scaled decimals) and strings, reused record after record (`take`).
 */
export class RecordWriter extends ByteWriter {
  private readonly encoder = new TextEncoder();

  constructor() {
    super(256);
  }

  /** An integer of magnitude below 2^52 (zigzag: small magnitudes of either sign stay short). */
  int(v: number): void {
    this.uint(v < 0 ? -2 * v - 1 : 2 * v);
  }

  /** Any number, exactly: one to three bytes for a decimal of up to six places (a confidence), else nine. */
  number(v: number): void {
    if (!Object.is(v, -0)) {
      for (let places = 0, scale = 1; places < 7; places++, scale *= 10) {
        const k = Math.round(v * scale);
        if (Math.abs(k) < 2 ** 48 && k / scale === v) {
          this.uint((k < 0 ? -2 * k - 1 : 2 * k) * 8 + places);
          return;
        }
      }
    }
    this.uint(7);
    this.float(v);
  }

  /** An instant: ±Infinity in one byte, a whole day in two or three, a whole millisecond in six or seven. */
  override time(t: number): void {
    if (t === -Infinity) this.uint(0);
    else if (t === Infinity) this.uint(1);
    else if (Number.isInteger(t) && !Object.is(t, -0) && Math.abs(t) < 2 ** 49) {
      const days = t / DAY;
      if (Number.isInteger(days)) this.uint((days < 0 ? -2 * days - 1 : 2 * days) * 4 + 2);
      else this.uint((t < 0 ? -2 * t - 1 : 2 * t) * 4 + 3);
    } else {
      this.uint(4);
      this.float(t);
    }
  }

  override string(s: string): void {
    // At most three UTF-8 bytes per UTF-16 unit.
    this.ensure(5 + 3 * s.length);
    const { written } = this.encoder.encodeInto(s, this.bytes.subarray(this.length + 5));
    const at = this.length;
    this.uint(written);
    this.bytes.copyWithin(this.length, at + 5, at + 5 + written);
    this.length += written;
  }

  /** One of `values` as its index, anything else as the index past them and the string. */
  choice(values: readonly string[], v: string): void {
    const i = values.indexOf(v);
    this.uint(i >= 0 ? i : values.length);
    if (i < 0) this.string(v);
  }

  /** The bytes written since the last call. */
  take(): Uint8Array {
    const out = this.bytes.slice(0, this.length);
    this.length = 0;
    return out;
  }
}

/** The record reader: `RecordWriter`'s encodings, refusing a record that ends early. */
export class RecordReader extends ByteReader {
  constructor(bytes: Uint8Array) {
    super(bytes, 'corrupt record: it ends early');
  }

  int(): number {
    const z = this.uint();
    return z % 2 === 1 ? -(z + 1) / 2 : z / 2;
  }

  number(): number {
    const code = this.uint();
    const places = code % 8;
    if (places === 7) return this.float();
    const z = (code - places) / 8;
    return (z % 2 === 1 ? -(z + 1) / 2 : z / 2) / 10 ** places;
  }

  override time(): number {
    const code = this.uint();
    if (code === 0) return -Infinity;
    if (code === 1) return Infinity;
    if (code === 4) return this.float();
    const z = (code - (code % 4)) / 4;
    const v = z % 2 === 1 ? -(z + 1) / 2 : z / 2;
    if (code % 4 === 2) return v * DAY;
    if (code % 4 === 3) return v;
    throw new RangeError('corrupt record: bad instant');
  }

  skipString(): void {
    this.raw(this.uint());
  }

  choice<T extends string>(values: readonly T[]): T {
    const i = this.uint();
    return i < values.length ? values[i]! : (this.string() as T);
  }
}

/** A lifecycle state as the status column holds it: an integer for the known three, else the text. */
export function statusCode(status: string): number | string {
  const i = (STATUS_CODES as readonly string[]).indexOf(status);
  return i >= 0 ? i : status;
}
export function statusOf(code: unknown): Nugget['epistemic']['status'] {
  return (typeof code === 'number' || typeof code === 'bigint' ? STATUS_CODES[Number(code)] : code) as Nugget['epistemic']['status'];
}
export const CONTESTED_CODE = 2;


/** A nugget id as the id column holds it: a hash id ("n" + 24 hex digits) as 12 bytes, any other as text. */
export function packId(id: string): Buffer | string {
  return HASH_ID.test(id) ? Buffer.from(id.slice(1), 'hex') : id;
}
export function unpackId(v: unknown): string {
  if (typeof v === 'string') return v;
  const b = v as Uint8Array;
  return 'n' + Buffer.from(b.buffer, b.byteOffset, b.length).toString('hex');
}

/** Orders ids as SQLite orders text (UTF-8 bytes, i.e. code points), whichever way each is stored. */
export function compareIds(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (code points past U+FFFF) sort after every other unit in UTF-8, not before U+E000.
    if (x >= 0xd800 && y >= 0xd800) return (a.codePointAt(i) ?? x) - (b.codePointAt(i) ?? y);
    return x - y;
  }
  return a.length - b.length;
}

/** Granularity, start basis and end basis in one byte (120 combinations), or the escape and the three. */
function writeKinds(w: RecordWriter, v: AssertedValidity): void {
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

function readKinds(r: RecordReader): Pick<AssertedValidity, 'granularity' | 'startBasis' | 'endBasis'> {
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
function writeDiff(w: RecordWriter, v: AssertedValidity, base: AssertedValidity): void {
  const mask = (Object.is(v.start, base.start) ? 0 : D_START) | (Object.is(v.end, base.end) ? 0 : D_END) | (sameKinds(v, base) ? 0 : D_KINDS);
  w.uint(mask);
  if (mask & D_START) w.time(v.start);
  if (mask & D_END) w.time(v.end);
  if (mask & D_KINDS) writeKinds(w, v);
}

/** A validity read as a difference, resolved once its base is known. */
interface Diff {
  mask: number;
  start: number;
  end: number;
  kinds: Pick<AssertedValidity, 'granularity' | 'startBasis' | 'endBasis'> | null;
}

function readDiff(r: RecordReader): Diff {
  const mask = r.uint();
  const start = mask & D_START ? r.time() : 0;
  const end = mask & D_END ? r.time() : 0;
  return { mask, start, end, kinds: mask & D_KINDS ? readKinds(r) : null };
}

function applyDiff(d: Diff, base: AssertedValidity): AssertedValidity {
  const kinds = d.kinds ?? base;
  return {
    start: d.mask & D_START ? d.start : base.start, end: d.mask & D_END ? d.end : base.end,
    startBasis: kinds.startBasis, endBasis: kinds.endBasis, granularity: kinds.granularity,
  };
}

/** An integer the zigzag varints hold exactly (-0 is not one: it would read back as 0). */
function isSmallInteger(v: number): boolean {
  return Number.isInteger(v) && Math.abs(v) < 2 ** 47 && !Object.is(v, -0);
}

/**
 * Whether a quote may be kept as the slice [start, end) of its revision's text: only offsets that
 * count from the text's start and do not run backwards, for then the text's first `end` units are
 * all the slice needs (a negative offset counts from the end of the whole text, which a prefix
 * decoded only as far as `end` does not have).
 */
function sliceable(start: number, end: number, integerSpan: boolean): boolean {
  return integerSpan && start >= 0 && end >= start;
}

/** Where `part` occurs in `quote`, if anywhere. */
function sliceOf(quote: string | undefined, part: string): number {
  return quote === undefined || part.length === 0 ? -1 : quote.indexOf(part);
}

/**
 * A nugget's record: everything but its id, key and status (columns of their own). `display` is the
 * surface form its key subject was first stored under. Evidence comes first: the nugget's own
 * fields may be slices of its first quote and times of its first revision.
 */
export function encodeNugget(w: RecordWriter, n: Nugget, display: string, home: number | null, ctx: RecordContext): Uint8Array {
  const evidence = n.provenance.evidence;
  const first = evidence[0];
  const firstRevision = first ? ctx.revision(ctx.docId(first.docId), first.revision) : null;
  const quote = first?.quote;
  const subjectAt = n.fact.subject === display ? -1 : sliceOf(quote, n.fact.subject);
  const objectAt = sliceOf(quote, n.fact.object);
  const createdAt = n.provenance.createdAt;
  const flags = (first !== undefined && n.fact.text === quote ? N_TEXT_IS_QUOTE : 0) | (n.fact.predicate === n.key.predicate ? N_PREDICATE_IS_KEY : 0)
    | (n.validity.inferred ? N_INFERRED : 0) | (n.provenance.parentId !== null ? N_PARENT : 0)
    | (n.fact.subject === display ? N_SUBJECT_IS_DISPLAY : subjectAt >= 0 ? N_SUBJECT_IN_QUOTE : 0) | (objectAt >= 0 ? N_OBJECT_IN_QUOTE : 0)
    | (first !== undefined && Object.is(n.validity.start, first.documentTime) ? N_START_IS_DOCUMENT_TIME : 0)
    | (first !== undefined && Object.is(createdAt, first.documentTime) ? N_CREATED_AT_DOCUMENT_TIME
      : firstRevision !== null && Object.is(createdAt, firstRevision.ingestedAt) ? N_CREATED_AT_INGEST : 0);
  // Flags, kind and rank in one varint (two bytes).
  const kind = (NUGGET_KINDS as readonly string[]).indexOf(n.kind);
  const rank = (RANKS as readonly string[]).indexOf(n.epistemic.rank);
  w.uint(flags * KIND_RANKS + (kind >= 0 && rank >= 0 ? kind * RANKS.length + rank : KIND_RANKS - 1));
  if (kind < 0 || rank < 0) {
    w.choice(NUGGET_KINDS, n.kind);
    w.choice(RANKS, n.epistemic.rank);
  }
  w.uint(evidence.length);
  for (const e of evidence) {
    const doc = ctx.docId(e.docId);
    const rev = e === first ? firstRevision : ctx.revision(doc, e.revision);
    const integerSpan = isSmallInteger(e.start) && isSmallInteger(e.end);
    const eflags = (rev?.source === e.source ? E_SOURCE : 0) | (rev !== null && Object.is(rev.time, e.documentTime) ? E_TIME : 0)
      | (rev !== null && sliceable(e.start, e.end, integerSpan) && rev.text.slice(e.start, e.end) === e.quote ? E_QUOTE : 0)
      | (Object.is(e.confidence, n.epistemic.confidence) ? E_CONFIDENCE : 0) | (integerSpan ? E_INTEGER_SPAN : 0) | (doc === home ? E_HOME : 0);
    w.uint(eflags);
    if (!(eflags & E_HOME)) w.uint(doc);
    w.number(e.revision);
    if (integerSpan) {
      // The length rather than the end: shorter.
      w.int(e.start);
      w.int(e.end - e.start);
    } else {
      w.number(e.start);
      w.number(e.end);
    }
    if (!(eflags & E_SOURCE)) w.string(e.source);
    if (!(eflags & E_TIME)) w.time(e.documentTime);
    if (!(eflags & E_QUOTE)) w.string(e.quote);
    if (!(eflags & E_CONFIDENCE)) w.number(e.confidence);
    writeDiff(w, e.stated, n.validity);
    writeDiff(w, e.asserted, e.stated);
  }
  if (flags & N_SUBJECT_IN_QUOTE) {
    w.uint(subjectAt);
    w.uint(n.fact.subject.length);
  } else if (!(flags & N_SUBJECT_IS_DISPLAY)) w.string(n.fact.subject);
  if (!(flags & N_PREDICATE_IS_KEY)) w.string(n.fact.predicate);
  if (flags & N_OBJECT_IN_QUOTE) {
    w.uint(objectAt);
    w.uint(n.fact.object.length);
  } else w.string(n.fact.object);
  if (!(flags & N_TEXT_IS_QUOTE)) w.string(n.fact.text);
  if (!(flags & N_START_IS_DOCUMENT_TIME)) w.time(n.validity.start);
  w.time(n.validity.end);
  writeKinds(w, n.validity);
  w.number(n.epistemic.confidence);
  if (!(flags & (N_CREATED_AT_DOCUMENT_TIME | N_CREATED_AT_INGEST))) w.time(createdAt);
  w.number(n.provenance.version);
  if (n.provenance.parentId !== null) w.string(n.provenance.parentId);
  return w.take();
}

/** Reads a nugget back from its columns and record. */
export function decodeNugget(id: string, key: NuggetKey, status: Nugget['epistemic']['status'], display: string, home: number | null, bytes: Uint8Array, ctx: RecordContext): Nugget {
  const r = new RecordReader(bytes);
  const head = r.uint();
  const kr = head % KIND_RANKS;
  const flags = (head - kr) / KIND_RANKS;
  const kind = kr < KIND_RANKS - 1 ? NUGGET_KINDS[Math.floor(kr / RANKS.length)]! : r.choice(NUGGET_KINDS);
  const rank = kr < KIND_RANKS - 1 ? RANKS[kr % RANKS.length]! : r.choice(RANKS);
  const spans: { evidence: Omit<Evidence, 'stated' | 'asserted' | 'confidence'>; confidence: number | null; stated: Diff; asserted: Diff }[] = [];
  let firstRevision: RevisionFacts | null = null;
  for (let i = 0, count = r.uint(); i < count; i++) {
    const eflags = r.uint();
    const doc = eflags & E_HOME ? home! : r.uint();
    const revision = r.number();
    const start = eflags & E_INTEGER_SPAN ? r.int() : r.number();
    const end = eflags & E_INTEGER_SPAN ? start + r.int() : r.number();
    const needs = eflags & (E_SOURCE | E_TIME | E_QUOTE) || (i === 0 && flags & N_CREATED_AT_INGEST);
    const rev = needs ? ctx.revision(doc, revision) : null;
    if (needs && rev === null) throw new RangeError('corrupt record: it cites a revision the store does not hold');
    if (i === 0) firstRevision = rev;
    const source = eflags & E_SOURCE ? rev!.source : r.string();
    const documentTime = eflags & E_TIME ? rev!.time : r.time();
    const quote = eflags & E_QUOTE ? rev!.text.slice(start, end) : r.string();
    const confidence = eflags & E_CONFIDENCE ? null : r.number();
    const evidence = { docId: ctx.docName(doc), revision, source, start, end, quote, documentTime };
    spans.push({ evidence, confidence, stated: readDiff(r), asserted: readDiff(r) });
  }
  const first = spans[0]?.evidence;
  const inQuote = () => {
    const at = r.uint();
    return first!.quote.slice(at, at + r.uint());
  };
  const subject = flags & N_SUBJECT_IS_DISPLAY ? display : flags & N_SUBJECT_IN_QUOTE ? inQuote() : r.string();
  const predicate = flags & N_PREDICATE_IS_KEY ? key.predicate : r.string();
  const object = flags & N_OBJECT_IN_QUOTE ? inQuote() : r.string();
  const text = flags & N_TEXT_IS_QUOTE ? first!.quote : r.string();
  const start = flags & N_START_IS_DOCUMENT_TIME ? first!.documentTime : r.time();
  const end = r.time();
  const kinds = readKinds(r);
  const validity = { start, end, inferred: (flags & N_INFERRED) !== 0, granularity: kinds.granularity, startBasis: kinds.startBasis, endBasis: kinds.endBasis };
  const confidence = r.number();
  const createdAt = flags & N_CREATED_AT_DOCUMENT_TIME ? first!.documentTime : flags & N_CREATED_AT_INGEST ? firstRevision!.ingestedAt : r.time();
  const version = r.number();
  const parentId = flags & N_PARENT ? r.string() : null;
  if (!r.done) throw new RangeError('corrupt record: bytes left over');
  const asserted = { start, end, startBasis: kinds.startBasis, endBasis: kinds.endBasis, granularity: kinds.granularity };
  const evidence: Evidence[] = spans.map((span) => {
    const e = span.evidence;
    const stated = applyDiff(span.stated, asserted);
    return {
      docId: e.docId, revision: e.revision, source: e.source, start: e.start, end: e.end, quote: e.quote,
      confidence: span.confidence ?? confidence, documentTime: e.documentTime, stated, asserted: applyDiff(span.asserted, stated),
    };
  });
  return {
    id, kind,
    fact: { subject, predicate, object, text },
    key: { subject: key.subject, predicate: key.predicate, scope: key.scope },
    validity,
    epistemic: { status, rank, confidence },
    provenance: { evidence, createdAt, parentId, version },
  };
}

/** The document ids a nugget record's evidence cites, read without resolving anything else. */
export function citedDocs(bytes: Uint8Array, home: number | null): number[] {
  return citedRevisions(bytes, home).map(([doc]) => doc);
}

/** The (document id, revision) pairs a nugget record's evidence cites, read without resolving anything else. */
export function citedRevisions(bytes: Uint8Array, home: number | null): [number, number][] {
  const r = new RecordReader(bytes);
  if (r.uint() % KIND_RANKS === KIND_RANKS - 1) {
    r.choice(NUGGET_KINDS);
    r.choice(RANKS);
  }
  const cited: [number, number][] = [];
  for (let i = 0, count = r.uint(); i < count; i++) {
    const eflags = r.uint();
    const doc = eflags & E_HOME ? home! : r.uint();
    const revision = r.number();
    // The span, skipped.
    if (eflags & E_INTEGER_SPAN) {
      r.int();
      r.int();
    } else {
      r.number();
      r.number();
    }
    cited.push([doc, revision]);
    if (!(eflags & E_SOURCE)) r.skipString();
    if (!(eflags & E_TIME)) r.time();
    if (!(eflags & E_QUOTE)) r.skipString();
    if (!(eflags & E_CONFIDENCE)) r.number();
    readDiff(r);
    readDiff(r);
  }
  return cited;
}

function writeValidity(w: RecordWriter, v: AssertedValidity): void {
  w.time(v.start);
  w.time(v.end);
  writeKinds(w, v);
}

function readValidity(r: RecordReader): AssertedValidity {
  const start = r.time();
  const end = r.time();
  return { start, end, ...readKinds(r) };
}

/** A history snapshot's record: validity, epistemic state and evidence count. */
export function encodeVersion(w: RecordWriter, v: NuggetVersion): Uint8Array {
  w.uint(v.validity.inferred ? 1 : 0);
  writeValidity(w, v.validity);
  w.choice(STATUS_CODES, v.epistemic.status);
  w.choice(RANKS, v.epistemic.rank);
  w.number(v.epistemic.confidence);
  w.number(v.evidenceCount);
  return w.take();
}

export function decodeVersion(bytes: Uint8Array): Pick<NuggetVersion, 'validity' | 'epistemic' | 'evidenceCount'> {
  const r = new RecordReader(bytes);
  const inferred = r.uint() === 1;
  const v = readValidity(r);
  const status = r.choice(STATUS_CODES);
  const rank = r.choice(RANKS);
  const confidence = r.number();
  const evidenceCount = r.number();
  if (!r.done) throw new RangeError('corrupt record: bytes left over');
  return {
    validity: { start: v.start, end: v.end, inferred, granularity: v.granularity, startBasis: v.startBasis, endBasis: v.endBasis },
    epistemic: { status, rank, confidence },
    evidenceCount,
  };
}
