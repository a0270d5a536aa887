// What the ingest workflows need, assembled once by NuggetIndex, and what ingesting a document reports.

import type { Extractor } from '../extract/extractor.js';
import type { PredicateMapper } from '../govern/canonicalize.js';
import type { GateDropReason } from '../govern/quality-gate.js';
import type { AliasTable } from '../govern/aliases.js';
import type { GovernanceSettings } from '../govern/settings.js';
import type { GovernanceConfig } from '../model/config.js';
import type { Nugget } from '../model/nugget.js';
import type { PredicateSchema } from '../model/schema.js';
import type { Clock } from '../model/time.js';
import type { NuggetStore } from '../store/store.js';

/** What ingest needs; assembled once by NuggetIndex. */
export interface IngestContext {
  store: NuggetStore;
  schema: PredicateSchema;
  mapper: PredicateMapper;
  aliases: AliasTable;
  extractor: Extractor;
  config: GovernanceConfig;
  clock: Clock;
  /** Fingerprints of schema, aliases and config, checked against the store's (govern/settings.ts). */
  settings: () => GovernanceSettings;
  /** Adopt `settings` even if the store was built with others. */
  reconfigure: boolean;
  /** Compose bridging facts through entities that have none yet (existing ones are always kept in step). */
  bridging: boolean;
}

export interface IngestResult {
  docId: string;
  /** new: first revision; revision: a new revision of a known document; unchanged: identical text, nothing written. */
  outcome: 'new' | 'revision' | 'unchanged';
  revision: number;
  candidates: number;
  /** Candidates that could not be keyed, by reason. */
  dropped: Partial<Record<GateDropReason, number>>;
  /** Candidates the quality gate sent to the review queue (`NuggetIndex.reviewQueue`). */
  deferred: number;
  created: number;
  updated: number;
  /** Nuggets written (created or changed), for index maintenance. */
  changed: Nugget[];
}
