// The document revisions of a format-5 SQLite store: one row each, its id the document's id ×
// 65,536 + its number (a document's revisions are neighbours, in order, and need no index), the
// text compressed (text.ts), source and scope interned, a content hash in hex as bytes. Nugget
// reads slice evidence quotes from these texts, so decoded ones are cached (a document's nuggets cite
// the same revision) and fetched for a whole set of nuggets in one statement.

import type Database from 'better-sqlite3';
import { Lru, type Names } from './names.js';
import type { RevisionFacts } from './record.js';
import { TextCodec } from './text.js';
import type { DocumentRevision } from '../store.js';

type Row = Record<string, unknown>;

/**
 * Revisions per document that row ids have room for (and a table B-tree keeps rows of up to 4 KB in
 * its pages, where a WITHOUT ROWID one keyed by (document, revision) spills those past 1 KB into
 * overflow pages, which made the file larger: docs/PERFORMANCE.md, "Store size").
 */
const REVISIONS = 65_536;

const HEX = /^(?:[0-9a-f]{2})+$/;

export class Revisions {
  private readonly stmt: Record<string, Database.Statement>;
  private readonly texts: TextCodec;
  /**
   * Decoded revisions, by row id, up to 8 million characters (16 MB): room for every text of the
   * benchmark's smaller store (docs/PERFORMANCE.md, "Store size"), so a full scan (the first open)
   * decodes each once rather than once per page.
   */
  private readonly cache = new Lru<number, RevisionFacts>(8_000_000, (f) => f.text.length + 64);
  /** Revisions of the change set being written (its evidence is encoded against them). */
  private readonly pending = new Map<number, RevisionFacts>();
  /** Revisions fetched for the rows being decoded: more than the cache may hold at once. */
  private fetched = new Map<number, RevisionFacts>();

  constructor(
    db: Database.Database,
    private readonly names: Names,
  ) {
    this.texts = new TextCodec(db);
    this.stmt = {
      ofDocument: db.prepare('SELECT * FROM revisions WHERE id >= ? AND id < ? ORDER BY id'),
      latest: db.prepare(`SELECT d.name, r.* FROM documents d JOIN revisions r
        ON r.id = (SELECT max(id) FROM revisions WHERE id >= d.id * ${REVISIONS} AND id < (d.id + 1) * ${REVISIONS}) ORDER BY d.name`),
      one: db.prepare('SELECT * FROM revisions WHERE id = ?'),
      // Many at once, with their documents' names: the ids arrive as a JSON array.
      many: db.prepare(`SELECT d.name, r.* FROM revisions r JOIN documents d ON d.id = r.id / ${REVISIONS} WHERE r.id IN (SELECT value FROM json_each(?))`),
      manyTexts: db.prepare('SELECT * FROM revisions WHERE id IN (SELECT value FROM json_each(?))'),
      put: db.prepare(
        'INSERT INTO revisions (id, time, dated, content_hash, source, title, scope, url, ingested_at, dictionary, text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      stored: db.prepare('SELECT dictionary, text FROM revisions LIMIT 1000'),
      documents: db.prepare(`SELECT count(DISTINCT id / ${REVISIONS}) AS n FROM revisions`),
      count: db.prepare('SELECT count(*) AS n FROM revisions'),
    };
  }

  /** The row id of a document's revision, or null for a revision number no row can have. */
  static row(doc: number, revision: number): number | null {
    return Number.isInteger(revision) && revision >= 0 && revision < REVISIONS ? doc * REVISIONS + revision : null;
  }

  /** Drops every cached text and the dictionary (after a rollback). */
  forget(): void {
    this.cache.clear();
    this.pending.clear();
    this.fetched.clear();
    this.texts.forget();
  }

  // --- Reads ---------------------------------------------------------------------------------------

  /** All revisions of a document, in order. */
  of(docId: string): DocumentRevision[] {
    const doc = this.names.findDocId(docId);
    if (doc === null) return [];
    return (this.stmt.ofDocument!.all(doc * REVISIONS, (doc + 1) * REVISIONS) as Row[]).map((r) => this.toRevision(docId, r));
  }

  /** The latest revision of every document, in id order. */
  latest(): DocumentRevision[] {
    return (this.stmt.latest!.all() as Row[]).map((r) => this.toRevision(r.name as string, r));
  }

  counts(): { documents: number; revisions: number } {
    return { documents: (this.stmt.documents!.get() as Row).n as number, revisions: (this.stmt.count!.get() as Row).n as number };
  }

  /** A revision's source, times and text; null when not stored. */
  facts(doc: number, revision: number): RevisionFacts | null {
    const id = Revisions.row(doc, revision);
    if (id === null) return null;
    const known = this.pending.get(id) ?? this.fetched.get(id) ?? this.cache.get(id);
    if (known) return known;
    const row = this.stmt.one!.get(id) as Row | undefined;
    if (!row) return null;
    const facts = this.toFacts(row);
    this.cache.set(id, facts);
    return facts;
  }

  /**
   * Fetches in one statement the revisions that are wanted (row ids) and neither cached
   * nor pending, with the names of their documents when `names` is set; they are at hand until the
   * next call, and cached — a `transient` scan's batch only while the cache has room: a scan comes
   * back to a revision page after page, but at scale most would only push others out.
   */
  prefetch(wanted: ReadonlySet<number>, names: boolean, transient = false): void {
    this.fetched = new Map();
    const missing: number[] = [];
    for (const id of wanted) if (!(this.pending.get(id) ?? (transient ? this.cache.peek(id) : this.cache.get(id)))) missing.push(id);
    if (missing.length === 0) return;
    // In row order: neighbouring rows share pages.
    missing.sort((a, b) => a - b);
    for (const row of (names ? this.stmt.many! : this.stmt.manyTexts!).all(JSON.stringify(missing)) as Row[]) {
      const id = row.id as number;
      const facts = this.toFacts(row);
      this.fetched.set(id, facts);
      if (transient) this.cache.offer(id, facts);
      else this.cache.set(id, facts);
      if (names) this.names.knowDoc(Math.floor(id / REVISIONS), row.name as string, transient);
    }
  }

  // --- Writes (inside the caller's transaction) ----------------------------------------------------

  put(revisions: readonly DocumentRevision[]): void {
    if (revisions.length === 0) return;
    const texts = this.texts;
    const stored = this.stmt.stored!;
    this.texts.train(
      revisions.map((r) => r.text),
      function* () {
        for (const r of stored.all() as Row[]) yield texts.decode(r.dictionary as number | null, r.text);
      },
    );
    for (const r of revisions) {
      const id = Revisions.row(this.names.docId(r.docId), r.revision);
      if (id === null) throw new RangeError(`${r.docId}: revision ${r.revision} is not an integer from 0 to ${REVISIONS - 1}`);
      const text = this.texts.encode(r.text);
      // ingested_at is left out when it is the document time (a bulk load, a replayed corpus).
      this.stmt.put!.run(
        id,
        r.time,
        r.dated ? 1 : 0,
        HEX.test(r.contentHash) ? Buffer.from(r.contentHash, 'hex') : r.contentHash,
        this.names.termId(r.source),
        r.title,
        this.names.termId(r.scope),
        r.url,
        Object.is(r.ingestedAt, r.time) ? null : r.ingestedAt,
        text.dictionary,
        text.text,
      );
      this.pending.set(id, { source: r.source, time: r.time, ingestedAt: r.ingestedAt, text: r.text });
    }
  }

  /** Ends a change set: its revisions are read from the table (or the cache) from now on. */
  written(): void {
    for (const [id, facts] of this.pending) this.cache.set(id, facts);
    this.pending.clear();
  }

  private toFacts(row: Row): RevisionFacts {
    const text = this.texts.decode(row.dictionary as number | null, row.text);
    const time = row.time as number;
    return { source: this.names.termName(row.source as number), time, ingestedAt: (row.ingested_at as number | null) ?? time, text };
  }

  private toRevision(docId: string, r: Row): DocumentRevision {
    const id = r.id as number;
    let facts = this.cache.get(id);
    if (!facts) {
      facts = this.toFacts(r);
      this.cache.set(id, facts);
    }
    const hash = r.content_hash as string | Buffer;
    return {
      docId,
      revision: id % REVISIONS,
      time: facts.time,
      dated: r.dated === 1,
      contentHash: typeof hash === 'string' ? hash : hash.toString('hex'),
      source: facts.source,
      title: (r.title as string | null) ?? null,
      scope: this.names.termName(r.scope as number),
      url: (r.url as string | null) ?? null,
      text: facts.text,
      ingestedAt: facts.ingestedAt,
    };
  }
}
