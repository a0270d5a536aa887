// Revision texts in a format-5 SQLite store: raw DEFLATE (node:zlib) with a preset dictionary, the
// last 32 KB of the store's own first 64 KB of text, kept once in `text_dictionaries`; decoded by
// fflate's inflateSync (a maintained, dependency-free decoder, as fast as the hand-written decoder
// this replaced and faster than node:zlib's inflateRawSync, whose per-call cost dominates short
// texts; decoding only a prefix of ASCII texts saved nothing measurable on a full scan or
// nuggetsBySubject of every subject, so texts are decoded whole). Texts too short to gain stay plain.
// What this keeps, against no dictionary, dictionaries chosen by word or n-gram frequency and brotli
// (which takes no dictionary in Node 20 and encodes slowly), is measured in docs/PERFORMANCE.md
// ("Store size").

import { constants, deflateRawSync } from 'node:zlib';
import type Database from 'better-sqlite3';
import { inflateSync } from 'fflate';

/** zlib's window: a longer dictionary is never referred to. */
const DICTIONARY_BYTES = 32 * 1024;
/** The dictionary is taken once this much text is stored (its last DICTIONARY_BYTES). */
const TRAIN_AFTER_BYTES = 64 * 1024;
/** Shorter texts are kept as they are. */
const MIN_BYTES = 48;
/**
 * Shorter texts use zlib's fixed Huffman code: no code tables for the decoder to build, so they
 * decode faster for slightly more bytes (docs/PERFORMANCE.md, "Store size").
 */
const FIXED_BELOW_BYTES = 2048;

/** A text as the revisions table holds it: `dictionary` null for plain text, else 0 (none) or a dictionary's id. */
export interface StoredText {
  dictionary: number | null;
  text: string | Buffer;
}

export class TextCodec {
  /** Dictionaries by id; never change once written. */
  private readonly dictionaries = new Map<number, Uint8Array>();
  /** The dictionary new texts use, once one exists (looked up again while none does). */
  private current = 0;
  private readonly latest: Database.Statement;
  private readonly byId: Database.Statement;
  private readonly add: Database.Statement;
  private readonly decoder = new TextDecoder();

  constructor(private readonly db: Database.Database) {
    this.latest = db.prepare('SELECT id, bytes FROM text_dictionaries ORDER BY id DESC LIMIT 1');
    this.byId = db.prepare('SELECT bytes FROM text_dictionaries WHERE id = ?');
    this.add = db.prepare('INSERT INTO text_dictionaries (bytes) VALUES (?)');
  }

  /** Drops what was learnt from the database (after a rollback: a dictionary read or made in it may be gone). */
  forget(): void {
    this.dictionaries.clear();
    this.current = 0;
  }

  private currentDictionary(): number {
    if (this.current === 0) {
      const row = this.latest.get() as { id: number; bytes: Buffer } | undefined;
      if (row) {
        this.current = row.id;
        this.dictionaries.set(row.id, row.bytes);
      }
    }
    return this.current;
  }

  private dictionary(id: number): Uint8Array {
    let bytes = this.dictionaries.get(id);
    if (!bytes) {
      const row = this.byId.get(id) as { bytes: Buffer } | undefined;
      if (!row) throw new RangeError(`corrupt store: text dictionary ${id} is missing`);
      bytes = row.bytes;
      this.dictionaries.set(id, bytes);
    }
    return bytes;
  }

  /**
   * Inside a write, before `encode`: takes the dictionary once the stored texts (`stored()`, which
   * runs only while there is none) and `pending` ones reach TRAIN_AFTER_BYTES.
   */
  train(pending: readonly string[], stored: () => Iterable<string>): void {
    if (pending.length === 0 || this.currentDictionary() !== 0) return;
    const sample: Buffer[] = [];
    let bytes = 0;
    for (const text of [...stored(), ...pending]) {
      const b = Buffer.from(text + '\n', 'utf8');
      sample.push(b);
      bytes += b.length;
      if (bytes >= TRAIN_AFTER_BYTES) break;
    }
    if (bytes < TRAIN_AFTER_BYTES) return;
    const dictionary = Buffer.concat(sample).subarray(-DICTIONARY_BYTES);
    this.current = Number(this.add.run(dictionary).lastInsertRowid);
    this.dictionaries.set(this.current, dictionary);
  }

  encode(text: string): StoredText {
    const raw = Buffer.from(text, 'utf8');
    if (raw.length < MIN_BYTES) return { dictionary: null, text };
    const id = this.currentDictionary();
    // Short texts with zlib's fixed Huffman code: slightly larger, faster to decode (no code tables
    // to build), and nugget reads decode one text per evidence span they cite.
    const strategy = raw.length < FIXED_BELOW_BYTES ? constants.Z_FIXED : constants.Z_DEFAULT_STRATEGY;
    const packed = deflateRawSync(raw, id === 0 ? { strategy } : { strategy, dictionary: this.dictionary(id) });
    // The length and whether every character is one byte (then a prefix of n characters is n bytes).
    const header = varint(raw.length * 2 + (raw.length === text.length ? 1 : 0));
    if (header.length + packed.length >= raw.length) return { dictionary: null, text };
    return { dictionary: id, text: Buffer.concat([header, packed]) };
  }

  /** The text as stored: plain, or compressed with the dictionary `dictionary` (0: none). */
  decode(dictionary: number | null, stored: unknown): string {
    if (dictionary === null) return stored as string;
    const bytes = stored as Uint8Array;
    let header = 0;
    let at = 0;
    for (let scale = 1; ; scale *= 0x80) {
      const b = bytes[at++];
      if (b === undefined) throw new RangeError('corrupt compressed text: no length');
      header += (b & 0x7f) * scale;
      if (b < 0x80) break;
    }
    const size = Math.floor(header / 2);
    const dict = dictionary === 0 ? undefined : this.dictionary(dictionary);
    return this.decoder.decode(inflateText(bytes.subarray(at), size, dict));
  }
}

/**
 * Decodes raw DEFLATE into exactly `size` bytes (back-references may reach into `dictionary`); a
 * RangeError for input that is malformed, truncated or of another length.
 */
export function inflateText(data: Uint8Array, size: number, dictionary?: Uint8Array): Uint8Array {
  let out: Uint8Array;
  try {
    // One byte of room past `size`: a stream that decodes to more is caught rather than cut.
    out = inflateSync(data, { out: new Uint8Array(size + 1), ...(dictionary ? { dictionary } : {}) });
  } catch (err) {
    throw new RangeError(`corrupt compressed text: ${(err as Error).message}`);
  }
  if (out.length !== size) throw new RangeError(`corrupt compressed text: ${out.length} bytes where ${size} were expected`);
  return out;
}

function varint(v: number): Buffer {
  const out: number[] = [];
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
  return Buffer.from(out);
}
