// Governance settings recorded with a store: another schema is refused unless asked to reconfigure,
// and the bundled schema does not change what governs facts without a decision.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultAliases, defaultSchema } from '../../src/defaults.js';
import { defaultGovernanceConfig } from '../../src/model/config.js';
import { governanceSettings, reconcileSettings } from '../../src/govern/settings.js';

const current = governanceSettings(defaultSchema(), defaultAliases(), defaultGovernanceConfig);
const recorded = (schema: string) => JSON.stringify({ ...current, schema });

test('the bundled schema governs as the one stores were built with (a change of cardinality, type or kind would need every store to reconfigure)', () => {
  assert.equal(current.schema, '17778dd4871d54023356aa498484');
});

test('a store built with an earlier bundled schema keeps ingesting, through each compatible change since', () => {
  for (const earlier of ['075035d35ff18507f05516a64ea0', '1979600d64504b0d48353a05b459'])
    assert.equal(reconcileSettings(recorded(earlier), current, false), JSON.stringify(current), earlier);
});

test('a store built with another schema is refused, naming it, unless asked to reconfigure', () => {
  assert.equal(reconcileSettings(recorded(current.schema), current, false), null);
  assert.throws(() => reconcileSettings(recorded('0123456789abcdef0123456789ab'), current, false), /different predicate schema/);
  assert.equal(reconcileSettings(recorded('0123456789abcdef0123456789ab'), current, true), JSON.stringify(current));
});
