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

export function governanceSettings(schema: PredicateSchema, aliases: AliasTable, config: GovernanceConfig): GovernanceSettings {
  return {
    schema: contentHash(JSON.stringify(schema.predicates)),
    aliases: contentHash(aliases.describe()),
    config: contentHash(JSON.stringify(Object.entries(config).sort())),
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
  const differ = (Object.keys(NAMES) as (keyof GovernanceSettings)[]).filter((k) => before[k] !== current[k]).map((k) => NAMES[k]);
  throw new NuggetIndexError(
    'INVALID_INPUT',
    `this store was built with a different ${differ.join(' and ')}; ingesting now would govern old and new facts by different rules. ` +
      'Use the same options as before, or pass --reconfigure to adopt these (stored facts keep their state until their keys change).',
    { field: 'settings' },
  );
}
