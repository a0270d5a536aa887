// The names a format-5 SQLite store interns as integers — document ids (`documents`), key subjects
// with the surface form they were first stated under (`subjects`), predicates, scopes and sources
// (`terms`) — and the bounded caches that turn them back into strings. An id never changes once
// written; only a rollback can void ids handed out inside it, so `forget` follows every rollback.

import type Database from 'better-sqlite3';

type Row = Record<string, unknown>;

/** A map that forgets its least recently used entries once their total weight (default: 1 each) passes `limit`. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  private total = 0;

  constructor(
    private readonly limit: number,
    private readonly weigh: (v: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  /** The value without marking it used. */
  peek(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, v: V): void {
    const old = this.map.get(key);
    if (old !== undefined) {
      this.total -= this.weigh(old);
      this.map.delete(key);
    }
    this.map.set(key, v);
    this.total += this.weigh(v);
    while (this.total > this.limit && this.map.size > 1) {
      const [oldestKey, oldest] = this.map.entries().next().value as [K, V];
      this.map.delete(oldestKey);
      this.total -= this.weigh(oldest);
    }
  }

  /** Adds `v` only if it fits without pushing anything out (a scan fills a cache but does not churn it). */
  offer(key: K, v: V): void {
    if (this.map.has(key) || this.total + this.weigh(v) > this.limit) return;
    this.map.set(key, v);
    this.total += this.weigh(v);
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}

/**
 * A key subject's display form when it is its words capitalised ("acme labs" → "Acme Labs", as most
 * are: docs/PERFORMANCE.md, "Store size"): `subjects.display` is then left out.
 * ASCII letters only, so it never depends on Unicode's case tables.
 */
function capitalised(name: string): string {
  return name.replace(/(^|[ -])([a-z])/g, (_, before: string, letter: string) => before + String.fromCharCode(letter.charCodeAt(0) - 32));
}

/** A key subject: its normal form and the surface form it was first stored under. */
export interface Subject {
  id: number;
  name: string;
  display: string;
}

export class Names {
  private readonly stmt: Record<string, Database.Statement>;
  private readonly docIds = new Lru<string, number>(16_384);
  private readonly docNames = new Lru<number, string>(16_384);
  private readonly subjectsByName = new Lru<string, Subject>(16_384);
  private readonly subjectsById = new Lru<number, Subject>(65_536);
  /** Predicates, scopes and sources: few, all kept. */
  private readonly termIds = new Map<string, number>();
  private readonly termNames = new Map<number, string>();
  /** Names looked up for one batch of a scan: offered to the caches, which a scan must not churn, and kept here until the next batch. */
  private batchDocs = new Map<number, string>();
  private batchSubjects = new Map<number, Subject>();

  constructor(db: Database.Database) {
    this.stmt = {
      docId: db.prepare('SELECT id FROM documents WHERE name = ?'),
      docNames: db.prepare('SELECT id, name FROM documents WHERE id IN (SELECT value FROM json_each(?))'),
      addDoc: db.prepare('INSERT INTO documents (name) VALUES (?)'),
      subject: db.prepare('SELECT id, name, display FROM subjects WHERE name = ?'),
      subjects: db.prepare('SELECT id, name, display FROM subjects WHERE id IN (SELECT value FROM json_each(?))'),
      addSubject: db.prepare('INSERT INTO subjects (name, display) VALUES (?, ?)'),
      termId: db.prepare('SELECT id FROM terms WHERE name = ?'),
      termName: db.prepare('SELECT name FROM terms WHERE id = ?'),
      addTerm: db.prepare('INSERT INTO terms (name) VALUES (?)'),
    };
  }

  /** Drops every cached name (after a rollback: ids handed out inside it are void). */
  forget(): void {
    for (const cache of [this.docIds, this.docNames, this.subjectsByName, this.subjectsById, this.termIds, this.termNames, this.batchDocs, this.batchSubjects])
      cache.clear();
  }

  /** Starts a scan's batch: names it looks up with `transient` are kept until the next call only. */
  newBatch(): void {
    this.batchDocs = new Map();
    this.batchSubjects = new Map();
  }

  // --- Documents -----------------------------------------------------------------------------------

  /** A document's id, interning the name (inside a write). */
  docId(name: string): number {
    const known = this.findDocId(name);
    if (known !== null) return known;
    const id = Number(this.stmt.addDoc!.run(name).lastInsertRowid);
    this.knowDoc(id, name);
    return id;
  }

  /** A document's id without interning it (reads must not write); null when unknown. */
  findDocId(name: string): number | null {
    const known = this.docIds.get(name);
    if (known !== undefined) return known;
    const row = this.stmt.docId!.get(name) as Row | undefined;
    if (!row) return null;
    this.knowDoc(row.id as number, name);
    return row.id as number;
  }

  docName(id: number): string {
    if (!this.knowsDoc(id)) this.loadDocNames([id]);
    const name = this.batchDocs.get(id) ?? this.docNames.get(id);
    if (name === undefined) throw new RangeError(`corrupt store: document ${id} is missing`);
    return name;
  }

  knowDoc(id: number, name: string, transient = false): void {
    if (transient) {
      this.batchDocs.set(id, name);
      this.docIds.offer(name, id);
      this.docNames.offer(id, name);
      return;
    }
    this.docIds.set(name, id);
    this.docNames.set(id, name);
  }

  knowsDoc(id: number): boolean {
    return this.batchDocs.has(id) || this.docNames.peek(id) !== undefined;
  }

  /** Looks up, in one statement, the names of documents not known. */
  loadDocNames(ids: Iterable<number>, transient = false): void {
    const missing = [...ids].filter((id) => !this.knowsDoc(id));
    if (missing.length > 0)
      for (const row of this.stmt.docNames!.all(JSON.stringify(missing)) as Row[]) this.knowDoc(row.id as number, row.name as string, transient);
  }

  // --- Key subjects --------------------------------------------------------------------------------

  /** A key subject, interned with `display` as its surface form if new (inside a write). */
  subjectId(name: string, display: string): Subject {
    let s = this.subjectsByName.get(name) ?? this.toSubject(this.stmt.subject!.get(name) as Row | undefined);
    if (!s) {
      if (typeof name !== 'string') throw new TypeError(`key subject must be a string (NOT NULL), got ${String(name)}`);
      const id = Number(this.stmt.addSubject!.run(name, display === capitalised(name) ? null : display).lastInsertRowid);
      s = { id, name, display };
    }
    this.knowSubject(s);
    return s;
  }

  subject(id: number): Subject {
    let s = this.batchSubjects.get(id) ?? this.subjectsById.get(id);
    if (!s) {
      this.loadSubjects([id]);
      s = this.subjectsById.get(id);
    }
    if (!s) throw new RangeError(`corrupt store: subject ${id} is missing`);
    return s;
  }

  /** Looks up, in one statement, the subjects not known. */
  loadSubjects(ids: Iterable<number>, transient = false): void {
    const missing = [...new Set(ids)].filter((id) => !this.batchSubjects.has(id) && this.subjectsById.peek(id) === undefined).sort((a, b) => a - b);
    if (missing.length === 0) return;
    for (const row of this.stmt.subjects!.all(JSON.stringify(missing)) as Row[]) {
      const s = this.toSubject(row)!;
      if (transient) {
        this.batchSubjects.set(s.id, s);
        this.subjectsById.offer(s.id, s);
        this.subjectsByName.offer(s.name, s);
      } else this.knowSubject(s);
    }
  }

  private knowSubject(s: Subject): void {
    this.subjectsByName.set(s.name, s);
    this.subjectsById.set(s.id, s);
  }

  private toSubject(row: Row | undefined): Subject | undefined {
    if (!row) return undefined;
    const name = row.name as string;
    return { id: row.id as number, name, display: (row.display as string | null) ?? capitalised(name) };
  }

  // --- Predicates, scopes, sources -----------------------------------------------------------------

  /** A term's id, interning it (inside a write). */
  termId(name: string): number {
    let id = this.termIds.get(name);
    if (id === undefined) {
      const row = this.stmt.termId!.get(name) as Row | undefined;
      if (!row && typeof name !== 'string') throw new TypeError(`predicates, scopes and sources must be strings (NOT NULL), got ${String(name)}`);
      id = row ? (row.id as number) : Number(this.stmt.addTerm!.run(name).lastInsertRowid);
      this.termIds.set(name, id);
      this.termNames.set(id, name);
    }
    return id;
  }

  termName(id: number): string {
    let name = this.termNames.get(id);
    if (name === undefined) {
      const row = this.stmt.termName!.get(id) as Row | undefined;
      if (!row) throw new RangeError(`corrupt store: name ${id} is missing`);
      name = row.name as string;
      this.termNames.set(id, name);
      this.termIds.set(name, id);
    }
    return name;
  }
}
