// Governance settings recorded with a store: another schema is refused unless asked to reconfigure,
// but the bundled schema's compatible changes (which govern stored facts as before) are not.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultAliases, defaultSchema } from '../../src/defaults.js';
import { defaultGovernanceConfig } from '../../src/model/config.js';
import { governanceSettings, reconcileSettings } from '../../src/govern/settings.js';

const current = governanceSettings(defaultSchema(), defaultAliases(), defaultGovernanceConfig);
const recorded = (schema: string) => JSON.stringify({ ...current, schema });

test('the bundled schema is the latest of its compatible changes: a governing change needs a decision here (settings.ts)', () => {
  // (If this fails, the bundled schema changed what governs facts: add the old fingerprint to
  // BUNDLED_SCHEMA_SUCCESSORS when stored facts are governed as before, or let stores reconfigure.)
  assert.equal(current.schema, '17778dd4871d54023356aa498484');
});

test('a store built with the bundled schema before child became multi-valued keeps ingesting; another schema is refused', () => {
  assert.equal(reconcileSettings(recorded('075035d35ff18507f05516a64ea0'), current, false), JSON.stringify(current));
  assert.throws(() => reconcileSettings(recorded('0123456789abcdef0123456789ab'), current, false), /different predicate schema/);
  assert.equal(reconcileSettings(recorded('0123456789abcdef0123456789ab'), current, true), JSON.stringify(current));
});
