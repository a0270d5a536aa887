// Reading input documents (src/model/document.ts): the common case is checked field by field, and must
// make exactly the document the schema makes, and refuse exactly what it refuses, with its message.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { toSourceDocument, validateDocumentInput, type SourceDocument } from '../../src/model/document.js';
import { parseIsoTime } from '../../src/model/time.js';

const NOW = Date.UTC(2024, 5, 1);

/** What toSourceDocument makes, computed through the schema alone. */
function throughSchema(input: unknown): SourceDocument {
  const d = validateDocumentInput(input);
  return {
    id: d.id.trim(),
    text: d.text,
    time: d.date === undefined ? NOW : parseIsoTime(d.date, 'date').t,
    dated: d.date !== undefined,
    source: d.source ?? d.id.trim(),
    title: d.title ?? null,
    scope: d.scope ?? 'global',
    url: d.url ?? null,
    genre: d.genre ?? null,
  };
}

const outcome = (read: () => SourceDocument): unknown => {
  try {
    return read();
  } catch (err) {
    return { error: (err as Error).message };
  }
};

const text = fc.constantFrom('', ' ', '  x ', 'Acme is headquartered in Boston.', '\n\t', '\u00a0', 'ok');
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const field = fc.oneof(text, fc.constantFrom(3, null, true, ['a']));
const input = fc.oneof(
  fc.record(
    {
      id: field,
      text: field,
      date: maybe(fc.oneof(fc.constantFrom('2008', '2008-03', '2008-02-30', '2008-03-15T10:00:00', 'soon', ''), field)),
      source: maybe(field),
      title: maybe(field),
      scope: maybe(field),
      url: maybe(field),
      genre: maybe(fc.constantFrom('news', 'encyclopedic', 'blog', 3)),
      extra: maybe(field),
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom(null, 'a document', 42, [], Object.create(null) as object),
);

test('toSourceDocument makes what the input schema makes of any input, and fails where it fails with the same message', () => {
  fc.assert(
    fc.property(input, (doc) => {
      assert.deepStrictEqual(
        outcome(() => toSourceDocument(doc, NOW, 'global')),
        outcome(() => throughSchema(doc)),
      );
    }),
    { numRuns: 2000 },
  );
});
