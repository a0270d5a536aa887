// What the retrieval benchmark needs of a system under test, and the one text every system indexes.

import type { Nugget } from '../src/model/nugget.js';
import type { PredicateSchema } from '../src/model/schema.js';
import type { BenchQuery } from './corpus.js';

/** One reported row: a way of asking an engine (ours has one per view). */
export interface EngineRow {
  name: string;
  /** The ids of the top `k` nuggets, best first. */
  search(query: BenchQuery, k: number): readonly string[];
}

/** A retrieval system: built from nuggets in batches (the caller times `add` and `finish`), then asked. */
export interface Engine {
  /** Indexes a batch (with the nugget ids: answers are ids, as an application needs them). */
  add(batch: readonly Nugget[]): void;
  /** Completes the build (freeze, optimise); part of the build time. */
  finish(): void;
  rows(): EngineRow[];
  /** Size of the serialized or on-disk form in bytes, or null when the engine has none. */
  storedBytes(): number | null;
  close(): void;
}

/**
 * The text `NuggetSearch` indexes for a nugget, so peers index the same words: the fact text
 * plus the predicate's other role nouns and its keywords (synthetic names have no aliases).
 */
export function indexedText(schema: PredicateSchema): (n: Nugget) => string {
  const extra = new Map(schema.predicates.map((p) => [p.name, [...p.roles.slice(1), ...p.keywords].join(' ')]));
  return (n) => {
    const more = extra.get(n.fact.predicate) ?? '';
    return more === '' ? n.fact.text : `${n.fact.text} ${more}`;
  };
}
