// Deep copies of plain records (src/model/copy.ts) against structuredClone, the oracle: a memory store
// copies every queue item with copyPlain, so a copy must be what structuredClone made of it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { copyPlain } from '../../src/model/copy.js';

/** Records of the shapes stores keep: strings, numbers, booleans, null, arrays and plain objects. */
const plain = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('value')),
    fc.dictionary(fc.string(), tie('value')),
  ),
})).value;

test('a copy of plain data is what structuredClone makes of it, key order included', () => {
  fc.assert(
    fc.property(plain, (value) => {
      const copied = copyPlain(value);
      assert.deepStrictEqual(copied, structuredClone(value));
      assert.equal(JSON.stringify(copied), JSON.stringify(value));
    }),
  );
});

test('a copy shares no object or array with the original', () => {
  const item = { id: 'q1', candidate: { subject: 'Acme', temporal: [{ start: 0, role: 'START' }] }, occurrences: [{ revision: 1 }], resolution: null };
  const copied = copyPlain(item);
  assert.deepStrictEqual(copied, item);
  assert.notEqual(copied.candidate, item.candidate);
  assert.notEqual(copied.candidate.temporal, item.candidate.temporal);
  assert.notEqual(copied.candidate.temporal[0], item.candidate.temporal[0]);
  assert.notEqual(copied.occurrences[0], item.occurrences[0]);
});

test('an own "__proto__" key, holes and values of other classes are copied as structuredClone copies them', () => {
  const parsed = JSON.parse('{"__proto__": {"a": 1}, "b": [1, 2]}') as Record<string, unknown>;
  assert.deepStrictEqual(copyPlain(parsed), structuredClone(parsed));
  assert.ok(Object.hasOwn(copyPlain(parsed), '__proto__'));
  // eslint-disable-next-line no-sparse-arrays
  const sparse = [1, , 3];
  assert.deepStrictEqual(copyPlain(sparse), structuredClone(sparse));
  const mixed = { at: new Date(0), tags: new Set(['a']), by: new Map([['k', 1]]) };
  assert.deepStrictEqual(copyPlain(mixed), structuredClone(mixed));
  assert.throws(() => copyPlain({ f: () => 1 }), /could not be cloned/);
});
