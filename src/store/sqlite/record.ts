// The compact byte form of a nugget and of a history snapshot in a format-5 SQLite store: varints,
// instants as whole days where they are, decimals as scaled integers, enumerations as one byte
// (record-codec.ts, record-validity.ts), and every evidence field that its revision already holds
// (source, document time, the quote as a slice of the text) or that repeats the nugget (confidence,
// validity) left out behind a flag.
// Exact: every value reads back as written, -0, NaN and strings outside the enumerations included.

import { RANKS, type Evidence, type Nugget, type NuggetKey } from '../../model/nugget.js';
import type { NuggetVersion } from '../store.js';
import { STATUS_CODES } from './columns.js';
import { RecordReader, type RecordWriter } from './record-codec.js';
import { applyDiff, readDiff, readKinds, readValidity, writeDiff, writeKinds, writeValidity, type Diff } from './record-validity.js';

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
/** A bridging fact: the ids of the nuggets it is derived from follow the parent id. */
const N_DERIVED = 1024;
/** Bits of an evidence span's flags. */
const E_SOURCE = 1;
const E_TIME = 2;
const E_QUOTE = 4;
const E_CONFIDENCE = 8;
const E_INTEGER_SPAN = 16;
const E_HOME = 32;
/**
 * The kinds a format-5 record codes as a number, fixed when the format was: a kind added since (a
 * BridgingFact) is written as text behind the escape code, so older records read back unchanged.
 */
const RECORD_KINDS = ['SemanticFact', 'EpisodicEvent', 'Instruction', 'UserPreference'] as const;
/** Kind × rank combinations, and one more: neither is one of the enumerated (both follow as text). */
const KIND_RANKS = RECORD_KINDS.length * RANKS.length + 1;

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
  const flags =
    (first !== undefined && n.fact.text === quote ? N_TEXT_IS_QUOTE : 0) |
    (n.fact.predicate === n.key.predicate ? N_PREDICATE_IS_KEY : 0) |
    (n.validity.inferred ? N_INFERRED : 0) |
    (n.provenance.parentId !== null ? N_PARENT : 0) |
    (n.fact.subject === display ? N_SUBJECT_IS_DISPLAY : subjectAt >= 0 ? N_SUBJECT_IN_QUOTE : 0) |
    (objectAt >= 0 ? N_OBJECT_IN_QUOTE : 0) |
    (first !== undefined && Object.is(n.validity.start, first.documentTime) ? N_START_IS_DOCUMENT_TIME : 0) |
    (first !== undefined && Object.is(createdAt, first.documentTime)
      ? N_CREATED_AT_DOCUMENT_TIME
      : firstRevision !== null && Object.is(createdAt, firstRevision.ingestedAt)
        ? N_CREATED_AT_INGEST
        : 0) |
    (n.provenance.derivedFrom !== undefined ? N_DERIVED : 0);
  // Flags, kind and rank in one varint (two bytes).
  const kind = (RECORD_KINDS as readonly string[]).indexOf(n.kind);
  const rank = (RANKS as readonly string[]).indexOf(n.epistemic.rank);
  w.uint(flags * KIND_RANKS + (kind >= 0 && rank >= 0 ? kind * RANKS.length + rank : KIND_RANKS - 1));
  if (kind < 0 || rank < 0) {
    w.choice(RECORD_KINDS, n.kind);
    w.choice(RANKS, n.epistemic.rank);
  }
  w.uint(evidence.length);
  for (const e of evidence) {
    const doc = ctx.docId(e.docId);
    const rev = e === first ? firstRevision : ctx.revision(doc, e.revision);
    const integerSpan = isSmallInteger(e.start) && isSmallInteger(e.end);
    const eflags =
      (rev?.source === e.source ? E_SOURCE : 0) |
      (rev !== null && Object.is(rev.time, e.documentTime) ? E_TIME : 0) |
      (rev !== null && sliceable(e.start, e.end, integerSpan) && rev.text.slice(e.start, e.end) === e.quote ? E_QUOTE : 0) |
      (Object.is(e.confidence, n.epistemic.confidence) ? E_CONFIDENCE : 0) |
      (integerSpan ? E_INTEGER_SPAN : 0) |
      (doc === home ? E_HOME : 0);
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
  if (n.provenance.derivedFrom !== undefined) {
    w.uint(n.provenance.derivedFrom.length);
    for (const id of n.provenance.derivedFrom) w.string(id);
  }
  return w.take();
}

/** Reads a nugget back from its columns and record. */
export function decodeNugget(
  id: string,
  key: NuggetKey,
  status: Nugget['epistemic']['status'],
  display: string,
  home: number | null,
  bytes: Uint8Array,
  ctx: RecordContext,
): Nugget {
  const r = new RecordReader(bytes);
  const head = r.uint();
  const kr = head % KIND_RANKS;
  const flags = (head - kr) / KIND_RANKS;
  const kind = kr < KIND_RANKS - 1 ? RECORD_KINDS[Math.floor(kr / RANKS.length)]! : (r.choice(RECORD_KINDS) as Nugget['kind']);
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
  const derivedFrom = flags & N_DERIVED ? Array.from({ length: r.uint() }, () => r.string()) : undefined;
  if (!r.done) throw new RangeError('corrupt record: bytes left over');
  const asserted = { start, end, startBasis: kinds.startBasis, endBasis: kinds.endBasis, granularity: kinds.granularity };
  const evidence: Evidence[] = spans.map((span) => {
    const e = span.evidence;
    const stated = applyDiff(span.stated, asserted);
    return {
      docId: e.docId,
      revision: e.revision,
      source: e.source,
      start: e.start,
      end: e.end,
      quote: e.quote,
      confidence: span.confidence ?? confidence,
      documentTime: e.documentTime,
      stated,
      asserted: applyDiff(span.asserted, stated),
    };
  });
  return {
    id,
    kind,
    fact: { subject, predicate, object, text },
    key: { subject: key.subject, predicate: key.predicate, scope: key.scope },
    validity,
    epistemic: { status, rank, confidence },
    provenance: derivedFrom === undefined ? { evidence, createdAt, parentId, version } : { evidence, createdAt, parentId, version, derivedFrom },
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
    r.choice(RECORD_KINDS);
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
