// In-memory NuggetStore: the isomorphic backend (browser, tests, throw-away indexes). Records are
// copied on the way in and out so callers can never mutate stored state by accident. Each nugget is
// one stored object for its whole life (a commit replaces its parts in place), so the secondary
// indexes list the objects themselves: reading a key's values costs one lookup, not one per value.
// Keys are found through their subject (the first part of a key), whose entry lists each nugget's
// predicate and scope beside it: one map fewer to keep, and to look up, per nugget.

import { copyPlain } from '../model/copy.js';
import type { DeferredCandidate } from '../model/deferred.js';
import type { KeyDecision } from '../model/decision.js';
import { cloneNugget, cloneValidity, compareKeys, keyString, type Evidence, type Nugget, type NuggetKey } from '../model/nugget.js';
import type { ChangeSet, DeferredFilter, DocumentRevision, NuggetStore, NuggetVersion, StoreStats, SubjectEntry } from './store.js';
import { computeStats } from './stats.js';
import { objectNames } from '../govern/normalize.js';

export class MemoryNuggetStore implements NuggetStore {
  readonly backend = 'memory';
  private readonly revs = new Map<string, DocumentRevision[]>();
  private readonly nuggets = new Map<string, Nugget>();
  // Secondary indexes: the stored nuggets under each subject and document, in no particular order
  // (every reader sorts). Arrays rather than sets: `apply` lists a nugget only where it is not yet.
  private readonly bySubject = new Map<string, Filed>();
  private readonly byDoc = new Map<string, Nugget[]>();
  /** The stored nuggets under each normal form their object names (objectNames). */
  private readonly byObject = new Map<string, Nugget[]>();
  private readonly versions = new Map<string, NuggetVersion[]>();
  private readonly settings = new Map<string, string>();
  private readonly queue = new Map<string, DeferredCandidate>();
  private readonly rulings = new Map<string, KeyDecision>();

  async meta(name: string): Promise<string | null> {
    return this.settings.get(name) ?? null;
  }

  async revisions(docId: string): Promise<DocumentRevision[]> {
    return (this.revs.get(docId) ?? []).map(copyRevision);
  }

  async documents(): Promise<DocumentRevision[]> {
    return [...this.revs.keys()].sort().map((id) => copyRevision(this.revs.get(id)!.at(-1)!));
  }

  async nuggetsByKey(keys: readonly NuggetKey[]): Promise<Nugget[]> {
    const out: Nugget[] = [];
    // A nugget has one key, so a repeated key is the only way to meet one twice.
    const asked = keys.length > 16 ? new Set<string>() : null;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      if (asked ? !sizeGrows(asked, JSON.stringify([k.scope, k.subject, k.predicate])) : keys.findIndex((x) => sameKey(x, k)) < i) continue;
      const filed = this.bySubject.get(k.subject);
      if (!filed) continue;
      const listed: Nugget[] = [];
      for (let j = 0; j < filed.nuggets.length; j++) if (filed.predicates[j] === k.predicate && filed.scopes[j] === k.scope) listed.push(filed.nuggets[j]!);
      for (const n of listed.length <= 1 ? listed : byId(listed)) out.push(cloneNugget(n));
    }
    return out;
  }

  async nuggetsByDocument(docId: string): Promise<Nugget[]> {
    return byId(this.byDoc.get(docId) ?? []).map(cloneNugget);
  }

  async nuggetsById(ids: readonly string[]): Promise<Nugget[]> {
    return this.read(ids);
  }

  async nuggetsBySubject(subject: string): Promise<Nugget[]> {
    const list = (this.bySubject.get(subject)?.nuggets ?? []).map(cloneNugget);
    return list.sort((a, b) => compare(a.key.predicate, b.key.predicate) || compare(a.id, b.id));
  }

  async nuggetsNaming(entity: string, limit?: number): Promise<Nugget[]> {
    const named = byId([...new Set([...(this.bySubject.get(entity)?.nuggets ?? []), ...(this.byObject.get(entity) ?? [])])]);
    return (limit === undefined ? named : named.slice(0, Math.max(0, Math.floor(limit)))).map(cloneNugget);
  }

  async contestedKeys(limit?: number): Promise<NuggetKey[]> {
    const keys = new Map<string, NuggetKey>();
    for (const n of this.nuggets.values()) if (n.epistemic.status === 'contested') keys.set(keyString(n.key), n.key);
    const sorted = [...keys.values()].sort(compareKeys);
    return structuredClone(limit === undefined ? sorted : sorted.slice(0, Math.max(0, limit)));
  }

  async subjects(text: string, limit: number): Promise<SubjectEntry[]> {
    const entries: SubjectEntry[] = [];
    for (const [subject, { nuggets: listed }] of this.bySubject) {
      if (listed.length === 0 || !subject.includes(text)) continue;
      const first = listed.reduce((a, b) => (b.id < a.id ? b : a));
      entries.push({ subject, name: first.fact.subject, facts: listed.length });
    }
    const starts = (e: SubjectEntry) => (e.subject.startsWith(text) ? 0 : 1);
    entries.sort((a, b) => starts(a) - starts(b) || b.facts - a.facts || compare(a.subject, b.subject));
    return entries.slice(0, Math.max(0, limit));
  }

  async decisions(keys?: readonly NuggetKey[]): Promise<KeyDecision[]> {
    if (this.rulings.size === 0) return [];
    const list = keys === undefined ? [...this.rulings.values()] : keys.flatMap((k) => this.rulings.get(keyString(k)) ?? []);
    if (list.length === 0) return [];
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
    const items = [...this.queue.values()].filter(
      (q) =>
        (status === 'all' || q.status === status) &&
        (!ids || ids.has(q.id)) &&
        (filter.docId === undefined || q.docId === filter.docId) &&
        (filter.predicate === undefined || q.predicate === filter.predicate) &&
        (filter.reason === undefined || q.reason === filter.reason) &&
        (below === undefined || q.candidate.confidence < below),
    );
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
    // Copy first so that a failure while copying leaves the store untouched. Records of known shape
    // are copied field by field; queue items, resolutions and decisions, nested deeper, by copyPlain.
    const { meta, revisions, nuggets, history, deferred, resolutions, decisions } = changes;
    const copy: ChangeSet = {
      ...(meta ? { meta: { ...meta } } : {}),
      revisions: revisions.map(copyRevision),
      nuggets: nuggets.map(cloneNugget),
      history: history.map((v) => ({ ...v, validity: cloneValidity(v.validity), epistemic: { ...v.epistemic } })),
      ...(deferred && deferred.length > 0 ? { deferred: copyPlain(deferred) } : {}),
      ...(resolutions && resolutions.length > 0 ? { resolutions: copyPlain(resolutions) } : {}),
      ...(decisions && decisions.length > 0 ? { decisions: copyPlain(decisions) } : {}),
    };
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
      const stored = this.nuggets.get(n.id);
      if (!stored) {
        this.nuggets.set(n.id, n);
        this.file(n);
        for (const name of objectNames(n.fact.object)) listUnder(this.byObject, name, n);
        const evidence = n.provenance.evidence;
        for (let i = 0; i < evidence.length; i++) if (firstFromItsDocument(evidence, i)) listUnder(this.byDoc, evidence[i]!.docId, n);
        continue;
      }
      // The record may have changed key or lost evidence from a document: re-index what changed.
      const {
        key: oldKey,
        fact: { object: oldObject },
        provenance: { evidence: oldEvidence },
      } = stored;
      stored.kind = n.kind;
      stored.fact = n.fact;
      stored.key = n.key;
      stored.validity = n.validity;
      stored.epistemic = n.epistemic;
      stored.provenance = n.provenance;
      if (!sameKey(oldKey, n.key)) {
        this.unfile(stored, oldKey.subject);
        this.file(stored);
      }
      if (oldObject !== n.fact.object) {
        for (const name of objectNames(oldObject)) unlist(this.byObject, name, stored);
        for (const name of objectNames(n.fact.object)) listUnder(this.byObject, name, stored);
      }
      const evidence = n.provenance.evidence;
      for (let i = 0; i < oldEvidence.length; i++) {
        if (firstFromItsDocument(oldEvidence, i) && !fromDocument(evidence, oldEvidence[i]!.docId)) unlist(this.byDoc, oldEvidence[i]!.docId, stored);
      }
      for (let i = 0; i < evidence.length; i++) {
        if (firstFromItsDocument(evidence, i) && !fromDocument(oldEvidence, evidence[i]!.docId)) listUnder(this.byDoc, evidence[i]!.docId, stored);
      }
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
      const earlier = this.versions.get(v.nuggetId);
      if (!earlier) {
        this.versions.set(v.nuggetId, [v]);
        continue;
      }
      const list = earlier.filter((x) => x.version !== v.version);
      list.push(v);
      list.sort((a, b) => a.version - b.version);
      this.versions.set(v.nuggetId, list);
    }
  }

  /** Lists a stored nugget under its subject, with its predicate and scope. */
  private file(n: Nugget): void {
    const filed = this.bySubject.get(n.key.subject);
    if (!filed) {
      this.bySubject.set(n.key.subject, { nuggets: [n], predicates: [n.key.predicate], scopes: [n.key.scope] });
      return;
    }
    filed.nuggets.push(n);
    filed.predicates.push(n.key.predicate);
    filed.scopes.push(n.key.scope);
  }

  private unfile(n: Nugget, subject: string): void {
    const filed = this.bySubject.get(subject);
    const at = filed?.nuggets.indexOf(n) ?? -1;
    if (!filed || at < 0) return;
    for (const list of [filed.nuggets, filed.predicates, filed.scopes] as unknown[][]) {
      list[at] = list[list.length - 1];
      list.pop();
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

/** A revision's fields are primitives: a spread copies it. */
const copyRevision = (r: DocumentRevision): DocumentRevision => ({ ...r });

/** A subject's stored nuggets, and beside each its key's predicate and scope. */
interface Filed {
  nuggets: Nugget[];
  predicates: string[];
  scopes: string[];
}

const sameKey = (a: NuggetKey, b: NuggetKey): boolean => a.subject === b.subject && a.predicate === b.predicate && a.scope === b.scope;

/** Adds `s` to `set`; true when it was not there. */
function sizeGrows(set: Set<string>, s: string): boolean {
  const before = set.size;
  set.add(s);
  return set.size > before;
}

function listUnder(index: Map<string, Nugget[]>, key: string, n: Nugget): void {
  const listed = index.get(key);
  if (listed) listed.push(n);
  else index.set(key, [n]);
}

function unlist(index: Map<string, Nugget[]>, key: string, n: Nugget): void {
  const listed = index.get(key);
  const at = listed?.indexOf(n) ?? -1;
  if (!listed || at < 0) return;
  listed[at] = listed[listed.length - 1]!;
  listed.pop();
}

/** Listed nuggets in id order. */
function byId(listed: readonly Nugget[]): Nugget[] {
  return [...listed].sort((a, b) => compare(a.id, b.id));
}

/** `evidence[i]` is the first span from its document (spans of one document usually come together). */
function firstFromItsDocument(evidence: readonly Evidence[], i: number): boolean {
  const docId = evidence[i]!.docId;
  if (i > 0 && evidence[i - 1]!.docId === docId) return false;
  for (let j = 0; j < i - 1; j++) if (evidence[j]!.docId === docId) return false;
  return true;
}

function fromDocument(evidence: readonly Evidence[], docId: string): boolean {
  for (const e of evidence) if (e.docId === docId) return true;
  return false;
}
