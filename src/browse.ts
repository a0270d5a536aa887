// The reads a person browsing a store makes (the web UI's pages, `disputes`, `resolve`): one nugget
// with its history and evidence in context, every fact about a subject, the subject picker, and the
// disputes queue. They return the library's own records; src/wire.ts shapes them as JSON.

import { subjectKey } from './govern/canonicalize.js';
import type { AliasTable } from './govern/aliases.js';
import type { KeyDecision } from './model/decision.js';
import { keyString, type Nugget, type NuggetKey } from './model/nugget.js';
import { booleanValue, DISPUTES, optionsObject, optionValue, SUBJECTS, stringValue } from './options.js';
import type { DocumentRevision, NuggetStore, NuggetVersion, SubjectEntry } from './store/store.js';

/** Characters of document text shown on each side of an evidence span. */
export const CONTEXT_CHARS = 280;

/** An evidence span in its document: up to CONTEXT_CHARS of the revision's text on each side. */
export interface EvidenceContext {
  docId: string;
  revision: number;
  before: string;
  after: string;
}

/** A nugget, its earlier governed states (oldest first), its key's decision and its evidence in context. */
export interface NuggetDetail {
  nugget: Nugget;
  history: NuggetVersion[];
  decision: KeyDecision | null;
  /** One per evidence span, in the evidence's order. */
  context: EvidenceContext[];
}

/** Every fact about a subject, in every state. */
export interface SubjectFacts {
  /** The subject as keyed (normalised), and the names it appears under. */
  subject: string;
  names: string[];
  /** Ordered by predicate, then validity start, then object, then id. */
  facts: Nugget[];
  decisions: KeyDecision[];
}

/** One disputed key: its values (all states) and the decision recorded on it, if any. */
export interface Dispute {
  key: NuggetKey;
  facts: Nugget[];
  decision: KeyDecision | null;
}

/** A ruling on a dispute: the recorded decision and the nuggets it changed. */
export interface DisputeOutcome {
  decision: KeyDecision;
  changed: Nugget[];
}

export interface SubjectsOptions {
  /** Only subjects whose key contains this text (normalised like keys). */
  prefix?: string;
  /** See SUBJECTS.limit: 1–1000, default 20. */
  limit?: number;
}

export interface DisputesOptions {
  /** See DISPUTES.limit: 1–1000, default 50. */
  limit?: number;
  /** Also keys a person has ruled on. Default false. */
  decided?: boolean;
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export async function nuggetDetail(store: NuggetStore, id: string): Promise<NuggetDetail | null> {
  stringValue('id', id);
  const [n] = await store.nuggetsById([id]);
  if (!n) return null;
  const [history, [decision]] = await Promise.all([store.history(id), store.decisions([n.key])]);
  // The evidence in its document: the revision's text around the span (a reader sees what the quote leaves out).
  const revisions = new Map<string, DocumentRevision[]>();
  for (const docId of new Set(n.provenance.evidence.map((e) => e.docId))) revisions.set(docId, await store.revisions(docId));
  const context = n.provenance.evidence.map((e) => {
    const text = revisions.get(e.docId)?.find((r) => r.revision === e.revision)?.text ?? '';
    const cut = (from: number, to: number) => text.slice(Math.max(0, from), Math.max(0, to));
    return { docId: e.docId, revision: e.revision, before: cut(e.start - CONTEXT_CHARS, e.start), after: cut(e.end, e.end + CONTEXT_CHARS) };
  });
  return { nugget: n, history, decision: decision ?? null, context };
}

export async function subjectFacts(store: NuggetStore, aliases: AliasTable, name: string): Promise<SubjectFacts> {
  stringValue('subject', name);
  const subject = subjectKey(name, aliases);
  const facts = await store.nuggetsBySubject(subject);
  facts.sort(
    (a, b) => compare(a.key.predicate, b.key.predicate) || a.validity.start - b.validity.start || compare(a.fact.object, b.fact.object) || compare(a.id, b.id),
  );
  const keys = [...new Map(facts.map((n) => [keyString(n.key), n.key])).values()];
  const decisions = keys.length > 0 ? await store.decisions(keys) : [];
  return { subject, names: [...new Set(facts.map((n) => n.fact.subject))], facts, decisions };
}

export async function subjects(store: NuggetStore, aliases: AliasTable, options: SubjectsOptions | undefined): Promise<SubjectEntry[]> {
  const given = optionsObject(options, 'options');
  const limit = optionValue(SUBJECTS.limit, 'limit', given.limit);
  const prefix = given.prefix === undefined ? '' : stringValue('prefix', given.prefix, false);
  return store.subjects(prefix.trim() === '' ? '' : subjectKey(prefix, aliases), limit);
}

export async function disputes(store: NuggetStore, options: DisputesOptions | undefined): Promise<Dispute[]> {
  const given = optionsObject(options, 'options');
  const limit = optionValue(DISPUTES.limit, 'limit', given.limit);
  const decided = booleanValue('decided', given.decided, false);
  const keys = new Map((await store.contestedKeys()).map((k) => [keyString(k), k]));
  const decisions = new Map((await store.decisions(decided ? undefined : [...keys.values()])).map((d) => [keyString(d.key), d]));
  if (decided) for (const [k, d] of decisions) keys.set(k, d.key);
  const chosen = [...keys.entries()].sort(([a], [b]) => compare(a, b)).slice(0, limit);
  const nuggets = await store.nuggetsByKey(chosen.map(([, k]) => k));
  const byKey = new Map<string, Nugget[]>();
  for (const n of nuggets) byKey.set(keyString(n.key), [...(byKey.get(keyString(n.key)) ?? []), n]);
  return chosen.map(([k, key]) => {
    const facts = (byKey.get(k) ?? []).sort((a, b) => a.validity.start - b.validity.start || compare(a.fact.object, b.fact.object) || compare(a.id, b.id));
    return { key: { ...key }, facts, decision: decisions.get(k) ?? null };
  });
}
