// In-memory NuggetStore: the isomorphic backend (browser, tests, throw-away indexes). Records are
// copied on the way in and out so callers can never mutate stored state by accident.

import type { DeferredCandidate } from '../govern/quality-gate.js';
import type { KeyDecision } from '../model/decision.js';
import { cloneNugget, compareKeys, keyString, type Nugget, type NuggetKey } from '../model/nugget.js';
import type { ChangeSet, DeferredFilter, DocumentRevision, NuggetStore, NuggetVersion, StoreStats, SubjectEntry } from './store.js';
import { computeStats } from './stats.js';

export class MemoryNuggetStore implements NuggetStore {
  readonly backend = 'memory';
  private readonly revs = new Map<string, DocumentRevision[]>();
  private readonly nuggets = new Map<string, Nugget>();
  private readonly byKey = new Map<string, Set<string>>();
  private readonly byDoc = new Map<string, Set<string>>();
  private readonly versions = new Map<string, NuggetVersion[]>();
  private readonly settings = new Map<string, string>();
  private readonly queue = new Map<string, DeferredCandidate>();
  private readonly bySubject = new Map<string, Set<string>>();
  private readonly rulings = new Map<string, KeyDecision>();

  async meta(name: string): Promise<string | null> {
    return this.settings.get(name) ?? null;
  }

  async revisions(docId: string): Promise<DocumentRevision[]> {
    return structuredClone(this.revs.get(docId) ?? []);
  }

  async documents(): Promise<DocumentRevision[]> {
    return [...this.revs.keys()].sort().map((id) => structuredClone(this.revs.get(id)!.at(-1)!));
  }

  async nuggetsByKey(keys: readonly NuggetKey[]): Promise<Nugget[]> {
    const ids: string[] = [];
    const seen = new Set<string>();
    for (const k of keys) {
      for (const id of [...(this.byKey.get(keyString(k)) ?? [])].sort()) if (!seen.has(id)) { seen.add(id); ids.push(id); }
    }
    return this.read(ids);
  }

  async nuggetsByDocument(docId: string): Promise<Nugget[]> {
    return this.read([...(this.byDoc.get(docId) ?? [])].sort());
  }

  async nuggetsById(ids: readonly string[]): Promise<Nugget[]> {
    return this.read(ids);
  }

  async nuggetsBySubject(subject: string): Promise<Nugget[]> {
    const list = this.read([...(this.bySubject.get(subject) ?? [])]);
    return list.sort((a, b) => compare(a.key.predicate, b.key.predicate) || compare(a.id, b.id));
  }

  async contestedKeys(limit?: number): Promise<NuggetKey[]> {
    const keys = new Map<string, NuggetKey>();
    for (const n of this.nuggets.values()) if (n.epistemic.status === 'contested') keys.set(keyString(n.key), n.key);
    const sorted = [...keys.values()].sort(compareKeys);
    return structuredClone(limit === undefined ? sorted : sorted.slice(0, Math.max(0, limit)));
  }

  async subjects(text: string, limit: number): Promise<SubjectEntry[]> {
    const entries: SubjectEntry[] = [];
    for (const [subject, ids] of this.bySubject) {
      if (ids.size === 0 || !subject.includes(text)) continue;
      const first = [...ids].sort()[0]!;
      entries.push({ subject, name: this.nuggets.get(first)!.fact.subject, facts: ids.size });
    }
    const starts = (e: SubjectEntry) => (e.subject.startsWith(text) ? 0 : 1);
    entries.sort((a, b) => starts(a) - starts(b) || b.facts - a.facts || compare(a.subject, b.subject));
    return entries.slice(0, Math.max(0, limit));
  }

  async decisions(keys?: readonly NuggetKey[]): Promise<KeyDecision[]> {
    const list = keys === undefined ? [...this.rulings.values()] : keys.flatMap((k) => this.rulings.get(keyString(k)) ?? []);
    const unique = [...new Map(list.map((d) => [keyString(d.key), d])).values()];
    return structuredClone(unique.sort((a, b) => compareKeys(a.key, b.key)));
  }

  async *scanNuggets(batchSize = 1000): AsyncIterable<Nugget[]> {
    batchSize = Math.max(1, Math.floor(batchSize));
    const ids = [...this.nuggets.keys()].sort();
    for (let i = 0; i < ids.length; i += batchSize) yield this.read(ids.slice(i, i + batchSize));
  }

  async deferred(filter: DeferredFilter = {}): Promise<DeferredCandidate[]> {
    const status = filter.status ?? 'pending';
    const ids = filter.ids ? new Set(filter.ids) : null;
    const below = filter.below;
    const items = [...this.queue.values()].filter((q) =>
      (status === 'all' || q.status === status) && (!ids || ids.has(q.id)) && (filter.docId === undefined || q.docId === filter.docId) &&
      (filter.predicate === undefined || q.predicate === filter.predicate) && (filter.reason === undefined || q.reason === filter.reason) &&
      (below === undefined || q.candidate.confidence < below));
    items.sort((a, b) => compare(a.predicate, b.predicate) || b.candidate.confidence - a.candidate.confidence || compare(a.id, b.id));
    return structuredClone(filter.limit === undefined ? items : items.slice(0, Math.max(0, filter.limit)));
  }

  async history(nuggetId: string): Promise<NuggetVersion[]> {
    return structuredClone(this.versions.get(nuggetId) ?? []);
  }

  async stats(): Promise<StoreStats> {
    let revisions = 0;
    for (const r of this.revs.values()) revisions += r.length;
    return computeStats(this.revs.size, revisions, this.nuggets.values());
  }

  async commit(changes: ChangeSet): Promise<void> {
    // Copy first so that a failure while copying leaves the store untouched.
    const { nuggets, ...rest } = changes;
    const copy: ChangeSet = { ...structuredClone(rest), nuggets: nuggets.map(cloneNugget) };
    if (this.pending) this.pending.push(copy);
    else this.apply(copy);
  }

  private apply(copy: ChangeSet): void {
    for (const [name, value] of Object.entries(copy.meta ?? {})) this.settings.set(name, value);
    for (const r of copy.revisions) {
      const list = this.revs.get(r.docId) ?? [];
      const at = list.findIndex((x) => x.revision === r.revision);
      if (at >= 0) list[at] = r;
      else list.push(r);
      list.sort((a, b) => a.revision - b.revision);
      this.revs.set(r.docId, list);
    }
    for (const n of copy.nuggets) {
      // A replaced record may have changed key or lost evidence from a document: unindex it first.
      const old = this.nuggets.get(n.id);
      if (old) {
        this.byKey.get(keyString(old.key))?.delete(old.id);
        this.bySubject.get(old.key.subject)?.delete(old.id);
        for (const e of old.provenance.evidence) this.byDoc.get(e.docId)?.delete(old.id);
      }
      this.nuggets.set(n.id, n);
      addTo(this.byKey, keyString(n.key), n.id);
      addTo(this.bySubject, n.key.subject, n.id);
      for (const e of n.provenance.evidence) addTo(this.byDoc, e.docId, n.id);
    }
    for (const q of copy.deferred ?? []) this.queue.set(q.id, q);
    for (const d of copy.decisions ?? []) this.rulings.set(keyString(d.key), d);
    for (const r of copy.resolutions ?? []) {
      const q = this.queue.get(r.id);
      if (q) {
        q.status = r.status;
        q.resolution = { by: r.by, at: r.at, edit: r.edit, nuggetId: r.nuggetId };
      }
    }
    for (const v of copy.history) {
      const list = (this.versions.get(v.nuggetId) ?? []).filter((x) => x.version !== v.version);
      list.push(v);
      list.sort((a, b) => a.version - b.version);
      this.versions.set(v.nuggetId, list);
    }
  }

  /** Commits made inside `transaction`, applied only when its work succeeds. */
  private pending: ChangeSet[] | null = null;

  /** One process, and NuggetIndex serialises writers: buffering the commits makes failure atomic. */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.pending) return work(); // nested: part of the outer unit
    this.pending = [];
    try {
      const result = await work();
      const done = this.pending;
      this.pending = null;
      for (const c of done) this.apply(c);
      return result;
    } finally {
      this.pending = null;
    }
  }

  async close(): Promise<void> {}

  private read(ids: readonly string[]): Nugget[] {
    const out: Nugget[] = [];
    for (const id of ids) {
      const n = this.nuggets.get(id);
      if (n) out.push(cloneNugget(n));
    }
    return out;
  }
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function addTo(index: Map<string, Set<string>>, key: string, id: string): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(id);
}
