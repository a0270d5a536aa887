// The browser index file written by `export --browser`: a store's nuggets, decisions, version
// history and document list in one compact, versioned file that the isomorphic core loads into a
// MemoryNuggetStore, so a static page answers governed queries with no server.
//
// Layout: a 5-byte header ("NGIX" + format version, readable before anything is decompressed), then
// gzip (CompressionStream: the same code in Node and browsers) of a column-oriented JSON document.
// Every string goes through one table, because quotes, sources, subjects and enum values repeat
// across nuggets and columns of small integers compress far better than repeated objects.
// Only what retrieval and the UI use is kept: an evidence span keeps document, revision, source,
// offsets, quote, confidence and document time, but not its own stated/asserted interval (decoded as
// the nugget's governed validity); documents keep their metadata, not their text. A fact's canonical
// text is left out when its predicate's template renders it (every fact the pipeline makes), and
// validity bounds are whole days where they are (nearly all). What that saves, and what the file is
// made of (strings, quotes first, then the ids — content hashes, incompressible), is measured in
// docs/PERFORMANCE.md ("Browser export").

import { AliasTable } from '../govern/aliases.js';
import type { KeyDecision } from '../model/decision.js';
import { NuggetIndexError } from '../model/errors.js';
import type { AssertedValidity, EndBasis, Nugget, NuggetKind, Rank, StartBasis, Status } from '../model/nugget.js';
import { renderTemplate, type Cardinality, type PredicateDef, type PredicateSchema } from '../model/schema.js';
import type { Granularity, Instant } from '../model/time.js';
import { MemoryNuggetStore } from './memory.js';
import { OfflineEmbedder } from '../embed/offline.js';
import type { DocumentRevision, NuggetStore, NuggetVersion } from './store.js';
import type { PageDescription } from '../model/document.js';

/** Format version of the browser index file; a reader refuses any other. */
export const SNAPSHOT_VERSION = 1;
const MAGIC = [0x4e, 0x47, 0x49, 0x58]; // "NGIX"
const FORMAT = 'nuggetindex-snapshot';

/** What a snapshot holds, decoded. */
export interface Snapshot {
  createdAt: Instant;
  nuggets: Nugget[];
  decisions: KeyDecision[];
  history: NuggetVersion[];
  /** Every revision's metadata, with `text` and `contentHash` empty. */
  documents: DocumentRevision[];
  /** What the encyclopedic pages say their subjects are (src/ingest/page-descriptions.ts): their text is not here to read it from. */
  pages: PageDescription[];
  /** The predicates the nuggets use: name, types, cardinality, role nouns, keywords, template. */
  schema: PredicateSchema;
  /** Aliases of the subjects and objects the nuggets name (what the search index adds to their text). */
  aliases: AliasTable;
  /** The offline embedder of the store's vectors, when it has some (the page embeds the nuggets itself). */
  embedder: OfflineEmbedder | null;
}

/** What `encodeSnapshot` reads: a store's records, and the schema and aliases it was opened with. */
export interface SnapshotSource {
  createdAt: Instant;
  nuggets: readonly Nugget[];
  decisions: readonly KeyDecision[];
  history: readonly NuggetVersion[];
  documents: readonly DocumentRevision[];
  /** The pages' descriptions the search index adds to the nuggets about their subjects (none when absent). */
  pages?: readonly PageDescription[];
  schema: PredicateSchema;
  aliases: AliasTable;
  /** The store's offline embedder, if its vectors come from one. */
  embedder?: OfflineEmbedder | null;
}

/** Deduplicates strings into one table; columns hold their indices. */
class StringTable {
  readonly list: string[] = [];
  private readonly index = new Map<string, number>();
  id(s: string): number {
    let i = this.index.get(s);
    if (i === undefined) {
      i = this.list.length;
      this.list.push(s);
      this.index.set(s, i);
    }
    return i;
  }
}

/** ±Infinity (open bounds) are not JSON: null, and the column says which infinity it means. */
const finite = (t: Instant): number | null => (Number.isFinite(t) ? t : null);

const DAY = 86_400_000;
/** A validity bound: whole days as a day number (short), any other instant as a string of its ms; null when infinite. */
type Bound = number | string | null;
const toBound = (t: Instant): Bound => (!Number.isFinite(t) ? null : Number.isInteger(t / DAY) ? t / DAY : String(t));
const fromBound = (b: Bound, infinity: Instant): Instant => (b === null ? infinity : typeof b === 'string' ? Number(b) : b * DAY);

/** The canonical text a predicate's template gives, or null when the schema does not know it. */
const rendered = (schema: PredicateSchema, f: { predicate: string; subject: string; object: string }): string | null => {
  const def = schema.byName.get(f.predicate);
  return def ? renderTemplate(def, f.subject, f.object) : null;
};

/** Everything the index file holds, read from a store: every nugget, the earlier versions of those governance changed, every revision, every decision. */
export async function snapshotOf(store: NuggetStore, schema: PredicateSchema, aliases: AliasTable, now: Instant): Promise<SnapshotSource> {
  const nuggets: Nugget[] = [];
  for await (const batch of store.scanNuggets()) nuggets.push(...batch);
  // Only a nugget governance has changed (version > 1) has earlier versions.
  const history = (await Promise.all(nuggets.filter((n) => n.provenance.version > 1).map((n) => store.history(n.id)))).flat();
  const documents = (await Promise.all((await store.documents()).map((d) => store.revisions(d.docId)))).flat();
  return { createdAt: now, nuggets, history, documents, decisions: await store.decisions(), schema, aliases };
}

/**
 * Encodes a store's content as the browser index file.
 *
 * @example await encodeSnapshot({ createdAt: Date.now(), nuggets, decisions: [], history: [], documents: [], schema: defaultSchema(), aliases: defaultAliases() })
 */
export async function encodeSnapshot(src: SnapshotSource): Promise<Uint8Array> {
  const t = new StringTable();
  const s = (v: string) => t.id(v);
  const nuggets = src.nuggets;
  const ev = nuggets.flatMap((n) => n.provenance.evidence);
  const used = new Set(nuggets.map((n) => n.fact.predicate));
  const names = new Set(nuggets.flatMap((n) => [n.fact.subject, n.fact.object]));
  const doc = {
    format: FORMAT,
    version: SNAPSHOT_VERSION,
    createdAt: src.createdAt,
    predicates: src.schema.predicates
      .filter((p) => used.has(p.name))
      .map((p) => ({
        name: p.name,
        subject: p.subject,
        object: p.object,
        cardinality: p.cardinality,
        kind: p.kind,
        roles: p.roles,
        keywords: p.keywords,
        template: p.template,
      })),
    aliases: [...names].sort().flatMap((name) => {
      const list = src.aliases.aliases(name);
      return list.length === 0 ? [] : [[s(name), list.map(s)]];
    }),
    nuggets: {
      id: nuggets.map((n) => n.id),
      kind: nuggets.map((n) => s(n.kind)),
      subject: nuggets.map((n) => s(n.fact.subject)),
      predicate: nuggets.map((n) => s(n.fact.predicate)),
      object: nuggets.map((n) => s(n.fact.object)),
      // Only texts the template does not reproduce, as [row, string] pairs.
      text: nuggets.flatMap((n, i) => (rendered(src.schema, n.fact) === n.fact.text ? [] : [[i, s(n.fact.text)]])),
      keySubject: nuggets.map((n) => s(n.key.subject)),
      keyPredicate: nuggets.map((n) => s(n.key.predicate)),
      scope: nuggets.map((n) => s(n.key.scope)),
      start: nuggets.map((n) => toBound(n.validity.start)),
      end: nuggets.map((n) => toBound(n.validity.end)),
      inferred: nuggets.map((n) => (n.validity.inferred ? 1 : 0)),
      granularity: nuggets.map((n) => s(n.validity.granularity)),
      startBasis: nuggets.map((n) => s(n.validity.startBasis)),
      endBasis: nuggets.map((n) => s(n.validity.endBasis)),
      status: nuggets.map((n) => s(n.epistemic.status)),
      rank: nuggets.map((n) => s(n.epistemic.rank)),
      confidence: nuggets.map((n) => n.epistemic.confidence),
      createdAt: nuggets.map((n) => n.provenance.createdAt),
      parentId: nuggets.map((n) => n.provenance.parentId),
      // Bridging facts only, as [row, source ids] pairs.
      derivedFrom: nuggets.flatMap((n, i) => (n.provenance.derivedFrom ? [[i, n.provenance.derivedFrom]] : [])),
      version: nuggets.map((n) => n.provenance.version),
      evidence: nuggets.map((n) => n.provenance.evidence.length),
    },
    evidence: {
      docId: ev.map((e) => s(e.docId)),
      revision: ev.map((e) => e.revision),
      source: ev.map((e) => s(e.source)),
      start: ev.map((e) => e.start),
      length: ev.map((e) => e.end - e.start),
      quote: ev.map((e) => s(e.quote)),
      confidence: ev.map((e) => e.confidence),
      documentTime: ev.map((e) => e.documentTime),
    },
    documents: src.documents.map((d) => [
      s(d.docId),
      d.revision,
      d.time,
      d.dated ? 1 : 0,
      s(d.source),
      d.title === null ? -1 : s(d.title),
      s(d.scope),
      d.url === null ? -1 : s(d.url),
      d.ingestedAt,
    ]),
    pages: (src.pages ?? []).map((p) => [s(p.docId), p.revision, s(p.description), p.names.map(s)]),
    history: src.history.map((h) => ({ ...h, validity: { ...h.validity, start: finite(h.validity.start), end: finite(h.validity.end) } })),
    decisions: src.decisions,
    strings: t.list,
    ...(src.embedder ? { embedder: encodeModel(src.embedder) } : {}),
  };
  const body = await gzip(new TextEncoder().encode(JSON.stringify(doc)));
  const out = new Uint8Array(MAGIC.length + 1 + body.length);
  out.set(MAGIC, 0);
  out[MAGIC.length] = SNAPSHOT_VERSION;
  out.set(body, MAGIC.length + 1);
  return out;
}

/** The offline embedder in the file: its words, 8-bit vectors (base64) and SIF weights. */
type EncodedModel = { vocabulary: string[]; dimensions: number; vectors: string; weights: number[] };

function encodeModel(e: OfflineEmbedder): EncodedModel {
  const q = e.quantized();
  const bytes = new Uint8Array(q.vectors.buffer, q.vectors.byteOffset, q.vectors.byteLength);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { vocabulary: [...q.vocabulary], dimensions: q.dimensions, vectors: btoa(binary), weights: Array.from(q.weights, (w) => Math.fround(w)) };
}

function decodeModel(m: EncodedModel, bad: (why: string) => never): OfflineEmbedder {
  const binary = atob(m.vectors);
  const vectors = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i++) vectors[i] = (binary.charCodeAt(i) << 24) >> 24;
  if (vectors.length !== m.vocabulary.length * m.dimensions || m.weights.length !== m.vocabulary.length) bad('the embedder model does not add up');
  return OfflineEmbedder.fromQuantized({ vocabulary: m.vocabulary, dimensions: m.dimensions, vectors, weights: Float32Array.from(m.weights) });
}

type Encoded = {
  format: string;
  version: number;
  createdAt: number;
  /** Present when the store's vectors come from the offline embedder (files of older versions lack it). */
  embedder?: EncodedModel;
  predicates: Pick<PredicateDef, 'name' | 'subject' | 'object' | 'cardinality' | 'kind' | 'roles' | 'keywords' | 'template'>[];
  aliases: [number, number[]][];
  nuggets: Record<
    | 'kind'
    | 'subject'
    | 'predicate'
    | 'object'
    | 'keySubject'
    | 'keyPredicate'
    | 'scope'
    | 'inferred'
    | 'granularity'
    | 'startBasis'
    | 'endBasis'
    | 'status'
    | 'rank'
    | 'confidence'
    | 'createdAt'
    | 'version'
    | 'evidence',
    number[]
  > & {
    id: string[];
    text: [number, number][];
    start: Bound[];
    end: Bound[];
    parentId: (string | null)[];
    /** Absent in files written before bridging facts. */
    derivedFrom?: [number, string[]][];
  };
  evidence: Record<'docId' | 'revision' | 'source' | 'start' | 'length' | 'quote' | 'confidence' | 'documentTime', number[]>;
  documents: [number, number, number, number, number, number, number, number, number][];
  /** [docId, revision, description, names]; absent in files written before page descriptions. */
  pages?: [number, number, number, number[]][];
  history: (Omit<NuggetVersion, 'validity'> & { validity: Omit<NuggetVersion['validity'], 'start' | 'end'> & { start: number | null; end: number | null } })[];
  decisions: KeyDecision[];
  strings: string[];
};

/**
 * Decodes a browser index file. Fails with STORE_FORMAT on anything that is not one, or on a
 * format version this code does not know.
 *
 * @example const snap = await decodeSnapshot(new Uint8Array(await (await fetch('index.bin')).arrayBuffer()))
 */
export async function decodeSnapshot(bytes: Uint8Array): Promise<Snapshot> {
  const bad = (why: string): never => {
    throw new NuggetIndexError('STORE_FORMAT', `not a nuggetindex browser index: ${why}`);
  };
  if (bytes.length < MAGIC.length + 1 || MAGIC.some((b, i) => bytes[i] !== b)) bad('missing the NGIX header');
  const version = bytes[MAGIC.length];
  if (version !== SNAPSHOT_VERSION) bad(`format version ${String(version)} (this nuggetindex reads version ${SNAPSHOT_VERSION}; export it again)`);
  let doc: Encoded;
  try {
    doc = JSON.parse(new TextDecoder().decode(await gunzip(bytes.subarray(MAGIC.length + 1)))) as Encoded;
  } catch {
    return bad('the body is not gzip-compressed JSON');
  }
  if (doc.format !== FORMAT || doc.version !== SNAPSHOT_VERSION) bad('unexpected format field');
  const str = (i: number): string => doc.strings[i] ?? bad(`string ${i} out of range`);
  const N = doc.nuggets;
  const E = doc.evidence;
  const count = N.id.length;
  const evidenceTotal = N.evidence.reduce((a, b) => a + b, 0);
  for (const [name, col] of Object.entries(N))
    if (name !== 'text' && name !== 'derivedFrom' && col.length !== count) bad(`nugget column ${name} has ${col.length} rows, not ${count}`);
  const texts = new Map(N.text.map(([row, text]) => [row, str(text)]));
  const derivedFrom = new Map(N.derivedFrom ?? []);
  const predicates: PredicateDef[] = doc.predicates.map((p) => ({
    ...p,
    cardinality: p.cardinality as Cardinality,
    description: '',
    wikidata: null,
    aliases: [],
    objectWords: [],
    exclusive: false,
    lasting: false,
  }));
  // Bridging facts are derived at ingest; a browser index never composes new ones.
  const schema: PredicateSchema = { version: 1, predicates, byName: new Map(predicates.map((p) => [p.name, p])), compositions: [] };
  for (const [name, col] of Object.entries(E)) if (col.length !== evidenceTotal) bad(`evidence column ${name} has ${col.length} rows, not ${evidenceTotal}`);

  const nuggets: Nugget[] = new Array(count);
  let e = 0;
  for (let i = 0; i < count; i++) {
    const validity = {
      start: fromBound(N.start[i]!, -Infinity),
      end: fromBound(N.end[i]!, Infinity),
      inferred: N.inferred[i] === 1,
      granularity: str(N.granularity[i]!) as Granularity,
      startBasis: str(N.startBasis[i]!) as StartBasis,
      endBasis: str(N.endBasis[i]!) as EndBasis,
    };
    // Spans keep no interval of their own here: the governed one stands in (see the header).
    const asserted: AssertedValidity = {
      start: validity.start,
      end: validity.end,
      startBasis: validity.startBasis,
      endBasis: validity.endBasis,
      granularity: validity.granularity,
    };
    const evidence = [];
    for (const stop = e + N.evidence[i]!; e < stop; e++) {
      evidence.push({
        docId: str(E.docId[e]!),
        revision: E.revision[e]!,
        source: str(E.source[e]!),
        start: E.start[e]!,
        end: E.start[e]! + E.length[e]!,
        quote: str(E.quote[e]!),
        confidence: E.confidence[e]!,
        documentTime: E.documentTime[e]!,
        stated: { ...asserted },
        asserted: { ...asserted },
      });
    }
    const fact = { subject: str(N.subject[i]!), predicate: str(N.predicate[i]!), object: str(N.object[i]!) };
    nuggets[i] = {
      id: N.id[i]!,
      kind: str(N.kind[i]!) as NuggetKind,
      fact: { ...fact, text: texts.get(i) ?? rendered(schema, fact) ?? bad(`no text for nugget ${i}`) },
      key: { subject: str(N.keySubject[i]!), predicate: str(N.keyPredicate[i]!), scope: str(N.scope[i]!) },
      validity,
      epistemic: { status: str(N.status[i]!) as Status, rank: str(N.rank[i]!) as Rank, confidence: N.confidence[i]! },
      provenance: {
        evidence,
        createdAt: N.createdAt[i]!,
        parentId: N.parentId[i] ?? null,
        version: N.version[i]!,
        ...(derivedFrom.has(i) ? { derivedFrom: derivedFrom.get(i)! } : {}),
      },
    };
  }

  const aliases = new AliasTable();
  for (const [name, list] of doc.aliases) aliases.add(str(name), list.map(str));
  const opt = (i: number) => (i < 0 ? null : str(i));
  return {
    createdAt: doc.createdAt,
    nuggets,
    decisions: doc.decisions,
    history: doc.history.map((h) => ({ ...h, validity: { ...h.validity, start: h.validity.start ?? -Infinity, end: h.validity.end ?? Infinity } })),
    documents: doc.documents.map(([docId, revision, time, dated, source, title, scope, url, ingestedAt]) => ({
      docId: str(docId),
      revision,
      time,
      dated: dated === 1,
      contentHash: '',
      source: str(source),
      title: opt(title),
      scope: str(scope),
      url: opt(url),
      text: '',
      ingestedAt,
    })),
    pages: (doc.pages ?? []).map(([docId, revision, description, names]) => ({
      docId: str(docId),
      revision,
      description: str(description),
      names: names.map(str),
    })),
    schema,
    aliases,
    embedder: doc.embedder ? decodeModel(doc.embedder, bad) : null,
  };
}

/**
 * A memory store holding a snapshot's records, to open a (read-only) NuggetIndex over.
 *
 * @example const ni = await NuggetIndex.open({ store: await snapshotStore(snap), schema: snap.schema, aliases: snap.aliases })
 */
export async function snapshotStore(snap: Snapshot): Promise<MemoryNuggetStore> {
  const store = new MemoryNuggetStore();
  await store.commit({ revisions: snap.documents, nuggets: snap.nuggets, history: snap.history, decisions: snap.decisions });
  return store;
}

async function gzip(data: Uint8Array): Promise<Uint8Array> {
  return pipe(data, new CompressionStream('gzip'));
}

async function gunzip(data: Uint8Array): Promise<Uint8Array> {
  return pipe(data, new DecompressionStream('gzip'));
}

async function pipe(data: Uint8Array, transform: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  // (The cast: TypeScript's DOM typings want an ArrayBuffer-backed view; ours always are.)
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
