// The governance settings a store was built with, as fingerprints recorded in the store: ingesting
// with another schema, alias table or threshold set would govern old and new facts by different
// rules without anyone noticing, so ingest refuses that unless asked to reconfigure.

import { NuggetIndexError } from '../model/errors.js';
import type { GovernanceConfig } from '../model/config.js';
import { contentHash } from '../model/ids.js';
import type { PredicateSchema } from '../model/schema.js';
import type { AliasTable } from './aliases.js';

export interface GovernanceSettings {
  schema: string;
  aliases: string;
  config: string;
}

const NAMES: Record<keyof GovernanceSettings, string> = {
  schema: 'predicate schema (--schema, --multi-valued)',
  aliases: 'alias table (--aliases)',
  config: 'governance thresholds',
};

/** The meta key under which a store records its settings. */
export const SETTINGS_KEY = 'governance';

/**
 * Config fields left out of the fingerprint. The review threshold only decides which candidates wait
 * for a reviewer instead of being governed at once; every claim that is governed is governed by the
 * same rules whatever it was, so changing it between runs is an operational choice that needs no
 * --reconfigure. Leaving it out also keeps the fingerprints recorded before it existed valid: a store
 * built by an earlier version keeps accepting ingests with unchanged options.
 */
const NOT_FINGERPRINTED: ReadonlySet<keyof GovernanceConfig> = new Set(['reviewBelowConfidence']);

/**
 * The schema's fingerprint covers what governs a fact — each predicate's name, types, cardinality
 * and kind — and leaves out how text is read (aliases, role nouns, keywords, templates, `exclusive`,
 * `objectWords`, which only decides what waits for review):
 * a better reading of documents does not change how the facts it finds are governed, so it needs no
 * --reconfigure.
 */
function schemaFingerprint(schema: PredicateSchema): string {
  return contentHash(
    JSON.stringify(
      schema.predicates.map((p) => ({
        name: p.name,
        subject: governingType(p.subject),
        object: governingType(p.object),
        cardinality: p.cardinality,
        kind: p.kind,
      })),
    ),
  );
}

/**
 * The type as governance sees it. Object ("anything but a person") narrows Thing only for reading —
 * which sentences may give the fact — so a store built when the schema said Thing keeps ingesting.
 */
function governingType(type: string): string {
  return type === 'Object' ? 'Thing' : type;
}

/**
 * Earlier bundled schemas a store may have recorded, each with the fingerprint that came after it by
 * a compatible change; a store whose chain reaches today's keeps ingesting (test: compat.test.ts opens
 * stores built with earlier ones). Stores built before the fingerprint left the reading vocabulary out
 * recorded a hash of the whole schema: the first two map it to the governing part they had. Then
 * `child` became multi-valued instead of event-log (a child is one from its birth on): neither ever
 * conflicts, and facts already stored keep the validity they were given.
 */
const EARLIER_BUNDLED_SCHEMAS: ReadonlyMap<string, string> = new Map([
  ['1979600d64504b0d48353a05b459', '075035d35ff18507f05516a64ea0'],
  ['196250258a08a20756f1cd06403a', '047ec034a80f5f0ad8d9ae681a06'],
  ['075035d35ff18507f05516a64ea0', '17778dd4871d54023356aa498484'],
]);

/**
 * Earlier bundled alias tables, likewise: "Meta" stopped being an alias of Meta Platforms (a given
 * name too — "His great-great-grandmother , Meta , emigrated"); facts already keyed on Meta Platforms
 * keep their keys.
 */
const EARLIER_BUNDLED_ALIASES: ReadonlyMap<string, string> = new Map([['1dad84544090071faa0edc9a8d01', '1bf849a30c56d50f074f9933f266']]);

/** Whether a recorded fingerprint reaches the current one by compatible changes. */
function compatible(recorded: string, current: string, earlier: ReadonlyMap<string, string> = EARLIER_BUNDLED_SCHEMAS): boolean {
  const seen = new Set<string>();
  for (let at: string | undefined = recorded; at !== undefined && !seen.has(at); at = earlier.get(at)) {
    if (at === current) return true;
    seen.add(at);
  }
  return false;
}

export function governanceSettings(schema: PredicateSchema, aliases: AliasTable, config: GovernanceConfig): GovernanceSettings {
  const governing = Object.entries(config).filter(([k]) => !NOT_FINGERPRINTED.has(k as keyof GovernanceConfig));
  return {
    schema: schemaFingerprint(schema),
    aliases: contentHash(aliases.describe()),
    config: contentHash(JSON.stringify(governing.sort())),
  };
}

/**
 * Compares the settings of this run with those recorded in the store (null: none yet). Returns the
 * settings to record, or null when nothing needs recording; throws when they differ and the caller
 * did not ask to reconfigure.
 */
export function reconcileSettings(recorded: string | null, current: GovernanceSettings, reconfigure: boolean): string | null {
  const text = JSON.stringify(current);
  if (recorded === text) return null;
  if (recorded === null || reconfigure) return text;
  const before = JSON.parse(recorded) as GovernanceSettings;
  if (compatible(before.schema, current.schema) && compatible(before.aliases, current.aliases, EARLIER_BUNDLED_ALIASES) && before.config === current.config)
    return text;
  const differ = (Object.keys(NAMES) as (keyof GovernanceSettings)[]).filter((k) => before[k] !== current[k]).map((k) => NAMES[k]);
  throw new NuggetIndexError(
    'INVALID_INPUT',
    `this store was built with a different ${differ.join(' and ')}; ingesting now would govern old and new facts by different rules. ` +
      'Use the same options as before, or pass --reconfigure to adopt these (stored facts keep their state until their keys change).',
    { field: 'settings' },
  );
}
