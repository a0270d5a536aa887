// Every bad argument of the public API is a NuggetIndexError that names it (issue 17). For each
// public method of NuggetIndex, a property draws arguments and option fields — valid values, wrong
// types, out-of-range numbers, fc.anything() — and holds the method to one contract: it succeeds, or
// it fails with a NuggetIndexError (INVALID_INPUT or NOT_FOUND) whose location.field names one of
// the values that was bad; never a TypeError from deep inside, and never a bad value accepted. What
// is bad is decided here, by an oracle written from the documented options (not from src/options.ts).
// A draw of valid values only must succeed.
//
// Reads run against one small index; writes run against it only with at least one bad value (so none
// can succeed and change it), and with valid values against a fresh index per run.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  DEFER_REASONS,
  DEFERRED_STATUSES,
  GENRES,
  MemoryNuggetStore,
  NuggetIndex,
  NuggetIndexError,
  RuleBasedExtractor,
  VIEWS,
  defaultAliases,
  defaultSchema,
  type Extractor,
  type NuggetKey,
} from '../src/index.js';

// ——— The oracle: what each documented argument accepts.

type Verdict = 'good' | 'bad' | 'maybe';
type Check = (value: unknown) => Verdict;
/** An options object: each field's check, or a nested options object. */
interface Shape {
  readonly [field: string]: Check | Shape;
}

/** The fields a draw gave bad values (the call must fail naming one) and doubtful ones (it may fail naming one). */
class Judged {
  readonly bad = new Set<string>();
  readonly maybe = new Set<string>();
  add(field: string, verdict: Verdict): this {
    if (verdict !== 'good') this[verdict].add(field);
    return this;
  }
  get clean(): boolean {
    return this.bad.size === 0 && this.maybe.size === 0;
  }
}

const verdict = (ok: boolean): Verdict => (ok ? 'good' : 'bad');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined ? 'good' : check(v);
const integerIn =
  (min: number, max: number): Check =>
  (v) =>
    verdict(Number.isInteger(v) && (v as number) >= min && (v as number) <= max);
const numberIn =
  (min: number, max: number): Check =>
  (v) =>
    verdict(typeof v === 'number' && v >= min && v <= max);
const oneOf =
  (values: readonly unknown[]): Check =>
  (v) =>
    verdict(values.includes(v));
const bool: Check = (v) => verdict(typeof v === 'boolean');
const anyText: Check = (v) => verdict(typeof v === 'string');
const text: Check = (v) => verdict(typeof v === 'string' && v.trim() !== '');

const VALID_DATES = ['2010', '2009-06', '2009-06-15', '1999-12-31', '2024-02-29', '0001', '9999-12-31', '2015-03-01T12:00:00Z', '2015-03-01T12:00:00+02:00'];
// prettier-ignore
const INVALID_DATES = ['', ' ', 'yesterday', '2009-13', '2009-02-30', '2023-02-29', '20090615', '2009/06/15', '15 March 2009', '2009-6-1', '2009-06-15T25:00:00Z'];
/** An ISO-8601 date (`2008`, `2008-03`, `2008-03-15`, a timestamp): strings outside the two lists are not judged. */
const isoDate: Check = (v) => {
  if (typeof v !== 'string' || INVALID_DATES.includes(v) || !/\d/.test(v)) return 'bad';
  return VALID_DATES.includes(v) ? 'good' : 'maybe';
};

/** Judges an options object (absent is fine); a field path names a nested field as `governance.validity`. */
function judgeObject(j: Judged, name: string, value: unknown, shape: Shape, prefix = ''): Judged {
  if (value === undefined) return j;
  if (!isObject(value)) return j.add(name, 'bad');
  for (const [field, check] of Object.entries(shape)) {
    const at = prefix + field;
    if (typeof check === 'function') j.add(at, check(value[field]));
    else judgeObject(j, at, value[field], check, `${at}.`);
  }
  return j;
}

// ——— The contract.

/** Awaits a result, draining it when it is an async iterable (ingestMany, nuggets). */
async function settle(result: unknown): Promise<void> {
  const value = await result;
  if (value !== null && typeof value === 'object' && Symbol.asyncIterator in value) for await (const item of value as AsyncIterable<unknown>) void item;
}

const explain = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : `a thrown ${typeof e}`);

/**
 * The call succeeds and no value was bad, or it fails with a NuggetIndexError naming a bad or doubtful
 * value. `codes` adds error codes a call may also answer with (STORE_FORMAT for bytes that are not
 * a browser index), for errors that name no field.
 */
async function holds(call: () => unknown, j: Judged, codes: readonly string[] = []): Promise<void> {
  let error: unknown;
  try {
    await settle(call());
  } catch (e) {
    error = e ?? new Error('rejected with nothing');
  }
  if (error === undefined) {
    assert.deepEqual([...j.bad], [], `a bad value was accepted: ${[...j.bad].join(', ')}`);
    return;
  }
  assert.ok(error instanceof NuggetIndexError, `not a NuggetIndexError: ${explain(error)}\n${(error as Error).stack ?? ''}`);
  assert.ok(!j.clean, `a call with valid arguments failed: ${explain(error)}`);
  if (codes.includes(error.code)) return;
  assert.ok(error.code === 'INVALID_INPUT' || error.code === 'NOT_FOUND', `code ${error.code}: ${error.message}`);
  const field = error.location.field ?? '(none)';
  assert.ok(
    j.bad.has(field) || j.maybe.has(field),
    `the error names ${field}, not one of the bad values (${[...j.bad, ...j.maybe].join(', ')}): ${error.message}`,
  );
}

/** A draw tagged with whether it came from the valid-only arbitrary (then the oracle must find nothing bad). */
interface Draw<T> {
  args: T;
  valid: boolean;
}
const draws = <T>(valid: fc.Arbitrary<T>, any: fc.Arbitrary<T>): fc.Arbitrary<Draw<T>> =>
  fc.oneof({ arbitrary: valid.map((args) => ({ args, valid: true })), weight: 1 }, { arbitrary: any.map((args) => ({ args, valid: false })), weight: 3 });

function checkOracle(d: Draw<unknown>, j: Judged): void {
  if (d.valid) assert.ok(j.clean, `the valid arbitrary drew a value the oracle doubts: ${[...j.bad, ...j.maybe].join(', ')}`);
}

// ——— Values.

/** Wrong types and edge values every field is tried with, besides fc.anything(). */
const EDGES: unknown[] = [
  undefined,
  null,
  NaN,
  Infinity,
  -Infinity,
  -1,
  0,
  -0,
  1,
  1.5,
  2 ** 31,
  2 ** 53,
  1e308,
  '',
  ' ',
  'bogus',
  '1',
  '10',
  'true',
  true,
  false,
  [],
  [1],
  ['a'],
  [null],
  {},
  { a: 1 },
  Symbol('s'),
  10n,
  () => 1,
  new Date(0),
  new Map(),
  Object.create(null) as object,
  new Uint8Array(2),
];
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGES), weight: 3 },
  { arbitrary: fc.anything(), weight: 2 },
  fc.string(),
  fc.double(),
  fc.integer({ min: -2000, max: 2000 }),
);
/** A field's value: mostly valid, often junk. */
const mix = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> => fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: junk, weight: 2 });
/** An options argument: an object of (possibly absent) fields, or junk in its place. */
const optionsOf = (fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 6 }, { arbitrary: junk, weight: 1 });
/** Valid options only: absent, or an object of valid (possibly absent) fields. */
const validOptions = <T>(fields: { [K in keyof T]: fc.Arbitrary<T[K]> }): fc.Arbitrary<Partial<T> | undefined> =>
  fc.option(fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Partial<T>>, { nil: undefined });

const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const nonBlank = anyString.filter((s) => s.trim() !== '');
const questions = fc.oneof(
  fc.constantFrom(
    'Who is the CEO of Acme?',
    'Where is Acme headquartered?',
    'Where was Acme based in 2009?',
    'Who ran Acme from 2014 to 2016?',
    'in 99999999',
    'since 0',
    'Acme in 1e21',
    '',
  ),
  anyString,
);
const dates = fc.constantFrom(...VALID_DATES);
const anyDate = fc.oneof(fc.constantFrom(...VALID_DATES, ...INVALID_DATES), anyString);
const integer = (min: number, max: number) => fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
const outside = (min: number, max: number) => fc.constantFrom(min - 1, max + 1, min + 0.5, -Infinity, Infinity, NaN, String(min));
const mixInteger = (min: number, max: number) => fc.oneof(mix(integer(min, max)), outside(min, max));

// ——— The index the reads run against.

const clock = () => Date.UTC(2024, 0, 1);
const schema = defaultSchema();
const aliases = defaultAliases();
const rules = new RuleBasedExtractor(schema);
/** The offline extractor, except that it is unsure of Austin: that candidate waits in the review queue. */
const extractor: Extractor = {
  id: 'hedging@1',
  extract: async (input) => {
    const found = await rules.extract(input);
    return input.window.sentence.text.includes('Austin') ? found.map((c) => ({ ...c, confidence: 0.3 })) : found;
  },
};
const DOCS = [
  { id: 'ceo', source: 'reuters', date: '2015-03-01', text: 'Acme Corp. named Jane Doe chief executive in 2015.' },
  { id: 'hq-a', source: 'reuters', date: '2009-01-01', text: 'Acme is headquartered in Boston.' },
  { id: 'hq-b', source: 'bloomberg', date: '2009-01-01', text: 'Acme is based in Denver.' },
  { id: 'hq-c', source: 'blog', date: '2016-01-01', text: 'Acme is headquartered in Austin.' },
];

/** A small index: an active CEO, a contested headquarters (Boston vs Denver), a pending queue item (Austin). */
async function small(): Promise<NuggetIndex> {
  const ni = await NuggetIndex.open({ store: new MemoryNuggetStore(), clock, extractor, schema, aliases });
  for (const doc of DOCS) await ni.ingest(doc);
  return ni;
}

interface Fixture {
  ni: NuggetIndex;
  /** Ids of the contested values, of every nugget, of the pending queue items. */
  contested: string[];
  nuggetIds: string[];
  pending: string[];
  contestedKey: NuggetKey;
  otherKey: NuggetKey;
  snapshot: Uint8Array;
}

async function build(): Promise<Fixture> {
  const ni = await small();
  const [dispute] = await ni.disputes();
  const nuggets: NuggetKey[] = [];
  const nuggetIds: string[] = [];
  for await (const batch of ni.nuggets()) {
    for (const n of batch) {
      nuggets.push(n.key);
      nuggetIds.push(n.id);
    }
  }
  const pending = (await ni.reviewQueue()).items.map((i) => i.id);
  assert.ok(dispute && pending.length === 1, 'the fixture has a dispute and a pending queue item');
  const otherKey = nuggets.find((k) => k.predicate !== dispute.key.predicate)!;
  return { ni, contested: dispute.facts.map((n) => n.id), nuggetIds, pending, contestedKey: dispute.key, otherKey, snapshot: await ni.snapshot() };
}

const fixture = build();

/** A property over the shared fixture. */
function property(name: string, check: (fx: Fixture) => Promise<void>): void {
  test(name, async () => check(await fixture));
}

const sameKey = (a: unknown, b: NuggetKey): boolean =>
  isObject(a) && a.subject === b.subject && a.predicate === b.predicate && (a.scope === undefined ? 'global' : a.scope) === b.scope;

/** Runs per property: reads are cheap; a heavy run snapshots, opens or ingests; a fresh one builds an index (~15 ms). */
const RUNS = { read: 1000, write: 500, heavy: 300, fresh: 30 };

// ——— Options shared by several methods.

const RETRIEVE_SHAPE: Shape = {
  time: optional(isoDate),
  view: optional(oneOf(VIEWS)),
  k: optional(integerIn(1, 1000)),
  governance: { validity: optional(bool), lifecycle: optional(bool) },
};
const governance = { validity: mix(fc.boolean()), lifecycle: mix(fc.boolean()) };
const retrieveFields = {
  time: mix(dates),
  view: mix(fc.constantFrom(...VIEWS)),
  k: mixInteger(1, 1000),
  governance: mix(fc.record(governance, { requiredKeys: [] })),
};
const validRetrieve = validOptions({
  time: dates,
  view: fc.constantFrom(...VIEWS),
  k: integer(1, 1000),
  governance: fc.record({ validity: fc.boolean(), lifecycle: fc.boolean() }, { requiredKeys: [] }),
});

test('retrieve(question, {time, view, k, governance})', async () => {
  const { ni } = await fixture;
  const args = draws(fc.tuple(questions, validRetrieve), fc.tuple(mix(questions), optionsOf(retrieveFields)));
  await fc.assert(
    fc.asyncProperty(args, async (d) => {
      const [question, options] = d.args;
      const j = judgeObject(new Judged().add('question', anyText(question)), 'options', options, RETRIEVE_SHAPE);
      checkOracle(d, j);
      await holds(() => ni.retrieve(question as string, options as never), j);
    }),
    { numRuns: RUNS.read },
  );
});

test('context(question, {time, k, governance})', async () => {
  const { ni } = await fixture;
  // `view` is not an option of context (it always reads active_contested): whatever is given is ignored.
  const { view: _view, ...shape } = RETRIEVE_SHAPE;
  const { view: _v, ...fields } = retrieveFields;
  const args = draws(fc.tuple(questions, validRetrieve), fc.tuple(mix(questions), optionsOf(fields)));
  await fc.assert(
    fc.asyncProperty(args, async (d) => {
      const [question, options] = d.args;
      const j = judgeObject(new Judged().add('question', anyText(question)), 'options', options, shape);
      checkOracle(d, j);
      await holds(() => ni.context(question as string, options as never), j);
    }),
    { numRuns: RUNS.read },
  );
});

test('subjects({prefix, limit})', async () => {
  const { ni } = await fixture;
  const shape: Shape = { prefix: optional(anyText), limit: optional(integerIn(1, 1000)) };
  const prefixes = fc.oneof(fc.constantFrom('', 'ac', 'Acme Corp.', 'the Acme', ' '), anyString);
  const args = draws(validOptions({ prefix: prefixes, limit: integer(1, 1000) }), optionsOf({ prefix: mix(prefixes), limit: mixInteger(1, 1000) }));
  await fc.assert(
    fc.asyncProperty(args, async (d) => {
      const j = judgeObject(new Judged(), 'options', d.args, shape);
      checkOracle(d, j);
      await holds(() => ni.subjects(d.args as never), j);
    }),
    { numRuns: RUNS.read },
  );
});

test('disputes({limit, decided})', async () => {
  const { ni } = await fixture;
  const shape: Shape = { limit: optional(integerIn(1, 1000)), decided: optional(bool) };
  const args = draws(validOptions({ limit: integer(1, 1000), decided: fc.boolean() }), optionsOf({ limit: mixInteger(1, 1000), decided: mix(fc.boolean()) }));
  await fc.assert(
    fc.asyncProperty(args, async (d) => {
      const j = judgeObject(new Judged(), 'options', d.args, shape);
      checkOracle(d, j);
      await holds(() => ni.disputes(d.args as never), j);
    }),
    { numRuns: RUNS.read },
  );
});

test('reviewQueue({status, reason, predicate, below, limit, ids, docId})', async () => {
  const { ni, pending } = await fixture;
  const ids: Check = (v) => verdict(Array.isArray(v) && v.every((id) => typeof id === 'string'));
  const shape: Shape = {
    status: optional(oneOf([...DEFERRED_STATUSES, 'all'])),
    reason: optional(oneOf(DEFER_REASONS)),
    predicate: optional(text),
    below: optional(numberIn(0, 1)),
    limit: optional(integerIn(1, 10_000)),
    ids: optional(ids),
    docId: optional(text),
  };
  const valid = {
    status: fc.constantFrom(...DEFERRED_STATUSES, 'all' as const),
    reason: fc.constantFrom(...DEFER_REASONS),
    predicate: fc.oneof(fc.constantFrom('headquartersLocation', 'employer'), nonBlank),
    below: fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(0, 1)),
    limit: integer(1, 10_000),
    ids: fc.array(fc.oneof(fc.constantFrom(...pending), anyString), { maxLength: 3 }),
    docId: fc.oneof(fc.constantFrom('hq-c', 'ceo'), nonBlank),
  };
  const any = optionsOf({
    ...Object.fromEntries(Object.entries(valid).map(([k, a]) => [k, mix(a)])),
    below: fc.oneof(mix(valid.below), fc.constantFrom(-0.1, 1.1, NaN, '0.5')),
    limit: mixInteger(1, 10_000),
    ids: fc.oneof(mix(valid.ids), fc.array(junk, { minLength: 1, maxLength: 3 }), fc.constantFrom('abc', [1, 'a'])),
  });
  await fc.assert(
    fc.asyncProperty(draws(validOptions(valid), any), async (d) => {
      const j = judgeObject(new Judged(), 'filter', d.args, shape);
      checkOracle(d, j);
      await holds(() => ni.reviewQueue(d.args as never), j);
    }),
    { numRuns: RUNS.read },
  );
});

test('nuggetDetail(id) and subjectFacts(subject)', async () => {
  const { ni, nuggetIds } = await fixture;
  const ids = fc.oneof(fc.constantFrom(...nuggetIds, 'n-unknown'), nonBlank);
  await fc.assert(
    fc.asyncProperty(draws(ids, mix(ids)), async (d) => {
      const j = new Judged().add('id', text(d.args));
      checkOracle(d, j);
      await holds(() => ni.nuggetDetail(d.args as string), j);
    }),
    { numRuns: RUNS.read },
  );
  const names = fc.oneof(fc.constantFrom('Acme', 'the Acme Corp.', 'ACME', 'Jane Doe', 'nobody'), nonBlank);
  await fc.assert(
    fc.asyncProperty(draws(names, mix(names)), async (d) => {
      const j = new Judged().add('subject', text(d.args));
      checkOracle(d, j);
      await holds(() => ni.subjectFacts(d.args as string), j);
    }),
    { numRuns: RUNS.read },
  );
});

test('stats(), timeSpan(), nuggets() and close() take no arguments and succeed', async () => {
  const { ni } = await fixture;
  assert.equal((await ni.stats()).nuggets, 3);
  assert.deepEqual(ni.timeSpan(), { start: '2009-01-01', end: '2015-01-01' });
  let count = 0;
  for await (const batch of ni.nuggets()) count += batch.length;
  assert.equal(count, 3);
  await (await small()).close();
});

// ——— Snapshots.

property('snapshot(now)', async ({ ni }) => {
  const instants = fc.oneof(fc.integer({ min: -8.64e15, max: 8.64e15 }), fc.constantFrom(0, clock(), -1));
  await fc.assert(
    fc.asyncProperty(draws(fc.option(instants, { nil: undefined }), mix(instants)), async (d) => {
      const now = d.args;
      // An instant is epoch ms within a Date's range.
      const j = new Judged().add('now', optional((v) => verdict(typeof v === 'number' && Math.abs(v) <= 8.64e15))(now));
      checkOracle(d, j);
      await holds(() => ni.snapshot(now as number), j);
    }),
    { numRuns: RUNS.heavy },
  );
});

// ——— Writes: ingest and ingestMany into an index of their own (documents only accumulate there).

const DOCUMENT_SHAPE: Shape = {
  id: text,
  text: (v) => verdict(typeof v === 'string' && /\S/.test(v)),
  date: optional(isoDate),
  source: optional(text),
  title: optional(anyText),
  scope: optional(text),
  url: optional(anyText),
  genre: optional(oneOf(GENRES)),
};
const texts = fc.oneof(
  fc.constantFrom(
    ...DOCS.map((d) => d.text),
    'Zed Inc. was founded in 99999.',
    'Acme moved to Oslo in 0000.',
    'In 1e21, Acme was headquartered in Mars.',
    'Acme is headquartered in Boston since -5.',
    "Acme is headquartered in Boston, like Jones'",
    'Acme\fis headquartered in Boston.',
    'Acme is headquartered in Boston.\u2028Jane Doe is its CEO.',
  ),
  fc
    .tuple(
      fc.constantFrom('Acme', 'Zed Inc.', 'He', 'The company'),
      fc.constantFrom(' is headquartered in ', ' named ', ' hired ', ' was founded in '),
      anyString,
      fc.constantFrom('.', ' in 2012.', ' from 2001 to 1999.', ''),
    )
    .map((parts) => parts.join('')),
  nonBlank,
);
/** Documents as an async iterable (re-iterable, so a shrunk run reads them again), printed as its documents. */
const asyncIterable = (docs: unknown[]): AsyncIterable<unknown> => {
  const iterable = {
    async *[Symbol.asyncIterator]() {
      yield* docs;
    },
    [fc.toStringMethod]: () => `async ${fc.stringify(docs)}`,
  };
  documentsOf.set(iterable, docs);
  return iterable;
};
/** The documents an input of ingestMany holds, when it is an array or one of ours. */
const documentsOf = new WeakMap<object, unknown[]>();
const validDocument = fc.record(
  {
    id: fc.oneof(fc.constantFrom('d1', 'd2', 'ceo'), nonBlank),
    text: texts,
    date: dates,
    source: nonBlank,
    title: anyString,
    scope: fc.constantFrom('global', 'user:alice'),
    url: anyString,
    genre: fc.constantFrom(...GENRES),
  },
  { requiredKeys: ['id', 'text'] },
);
const anyDocument = optionsOf({
  id: mix(validDocument.map((d) => d.id)),
  text: mix(texts),
  date: mix(anyDate),
  source: mix(nonBlank),
  title: mix(anyString),
  scope: mix(fc.constantFrom('global', ' ')),
  url: mix(anyString),
  genre: mix(fc.constantFrom(...GENRES, 'auto', 'blog')),
});
/** A document's bad fields; a document that is not an object is named "(document)". */
const judgeDocument = (j: Judged, doc: unknown): Judged => judgeObject(j, '(document)', doc === undefined ? null : doc, DOCUMENT_SHAPE);

property('ingest(document)', async (_fx) => {
  const ni = await NuggetIndex.open({ clock, schema, aliases, extractor: rules });
  await fc.assert(
    fc.asyncProperty(draws(validDocument, anyDocument), async (d) => {
      const j = judgeDocument(new Judged(), d.args);
      checkOracle(d, j);
      await holds(() => ni.ingest(d.args), j);
    }),
    { numRuns: RUNS.write },
  );
});

property('ingestMany(documents, {lookahead, groupDocuments, groupMs, signal})', async (_fx) => {
  const ni = await NuggetIndex.open({ clock, schema, aliases, extractor: rules });
  const aborted = new AbortController();
  aborted.abort();
  const isSignal: Check = (v) => (v instanceof AbortSignal ? 'good' : isObject(v) && 'aborted' in v ? 'maybe' : 'bad');
  const shape: Shape = {
    lookahead: optional(integerIn(1, 1024)),
    groupDocuments: optional(integerIn(1, Number.MAX_SAFE_INTEGER)),
    groupMs: optional(numberIn(1, 2 ** 31 - 1)),
    signal: optional(isSignal),
  };
  const valid = {
    lookahead: integer(1, 1024),
    groupDocuments: integer(1, Number.MAX_SAFE_INTEGER),
    groupMs: fc.oneof(fc.double({ min: 1, max: 2 ** 31 - 1, noNaN: true }), fc.constantFrom(1, 2 ** 31 - 1)),
    signal: fc.constantFrom(new AbortController().signal, aborted.signal),
  };
  const any = optionsOf({
    lookahead: mixInteger(1, 1024),
    groupDocuments: mixInteger(1, Number.MAX_SAFE_INTEGER),
    groupMs: fc.oneof(mix(valid.groupMs), outside(1, 2 ** 31 - 1)),
    signal: fc.oneof(mix(valid.signal), fc.constant({ aborted: false })),
  });
  const validInputs = fc.oneof(fc.array(validDocument, { maxLength: 3 }), fc.array(validDocument, { maxLength: 2 }).map(asyncIterable));
  const anyInputs = fc.oneof(fc.array(fc.oneof(validDocument, anyDocument), { maxLength: 3 }), junk);
  await fc.assert(
    fc.asyncProperty(draws(fc.tuple(validInputs, validOptions(valid)), fc.tuple(anyInputs, any)), async (d) => {
      const [inputs, options] = d.args;
      const j = judgeObject(new Judged(), 'options', options, shape);
      // An aborted signal reads no document.
      const aborted = isObject(options) && isObject(options.signal) && Boolean(options.signal.aborted);
      // Documents come from an iterable or async iterable (ours, here); anything else is no documents.
      const iterable = typeof inputs === 'object' && inputs !== null && Symbol.iterator in inputs;
      const docs = documentsOf.get(inputs as object) ?? (iterable ? [...(inputs as Iterable<unknown>)] : undefined);
      if (!docs) j.add('inputs', 'bad');
      else if (!aborted) for (const doc of docs) judgeDocument(j, doc);
      checkOracle(d, j);
      await holds(() => ni.ingestMany(inputs as never, options as never), j);
    }),
    { numRuns: RUNS.heavy },
  );
});

// ——— Writes on the small index: reviews and rulings, always with a bad value (a fresh index per valid
// run). Should one succeed anyway, the index has changed: such a property ends at its first failure,
// unshrunk (a shrunk run would meet the changed index).

const EDIT_SHAPE: Shape = {
  subject: optional((v) => (text(v) === 'good' ? 'maybe' : 'bad')),
  predicate: optional((v) => (text(v) === 'good' ? 'maybe' : 'bad')),
  object: optional((v) => (text(v) === 'good' ? 'maybe' : 'bad')),
  start: optional((v) => (isoDate(v) === 'good' ? 'maybe' : isoDate(v))),
  end: optional((v) => (isoDate(v) === 'good' ? 'maybe' : isoDate(v))),
};
const edits = fc.record(
  { subject: nonBlank, predicate: fc.constantFrom('headquartersLocation', 'headquarters', 'likes'), object: nonBlank, start: dates, end: dates },
  { requiredKeys: [] },
);
const anyEdit = optionsOf({
  subject: mix(nonBlank),
  predicate: mix(fc.constantFrom('headquartersLocation', 'likes')),
  object: mix(nonBlank),
  start: mix(anyDate),
  end: mix(anyDate),
});
/** An edit a dropped item ignores: only its fields' types are checked (non-empty strings). */
const EDIT_TYPES: Shape = Object.fromEntries(Object.keys(EDIT_SHAPE).map((field) => [field, optional(text)]));
const BY_SHAPE: Shape = { by: optional(text) };
const by = fc.oneof(fc.constantFrom('alice', ' bob '), nonBlank);

/** Review actions' bad values: ids must be pending queue items, each once. */
function judgeActions(j: Judged, actions: unknown, pending: readonly string[]): Judged {
  if (!Array.isArray(actions)) return j.add('actions', 'bad');
  const seen = new Set<string>();
  for (const a of actions as unknown[]) {
    if (!isObject(a)) {
      j.add('actions', 'bad');
      continue;
    }
    j.add('id', verdict(typeof a.id === 'string' && pending.includes(a.id) && !seen.has(a.id)));
    if (typeof a.id === 'string') seen.add(a.id);
    j.add('action', oneOf(['accept', 'drop'])(a.action));
    judgeObject(j, 'edit', a.edit, a.action === 'accept' ? EDIT_SHAPE : EDIT_TYPES);
  }
  return j;
}

property('review(actions, {by})', async ({ ni, pending }) => {
  const action = fc.record(
    { id: fc.constantFrom(...pending), action: fc.constantFrom('accept' as const, 'drop' as const), edit: edits },
    { requiredKeys: ['id', 'action'] },
  );
  const anyAction = fc.oneof(
    optionsOf({
      id: mix(fc.oneof(fc.constantFrom(...pending), anyString)),
      action: mix(fc.constantFrom('accept', 'drop', 'keep')),
      edit: fc.oneof(mix(edits), anyEdit),
    }),
    action,
  );
  const anyActions = fc.oneof({ arbitrary: fc.array(anyAction, { maxLength: 3 }), weight: 4 }, { arbitrary: junk, weight: 1 });
  await fc.assert(
    fc.asyncProperty(fc.tuple(anyActions, optionsOf({ by: mix(by) })), async ([actions, options]) => {
      const j = judgeObject(judgeActions(new Judged(), actions, pending), 'options', options, BY_SHAPE);
      if (j.bad.size === 0) return; // valid, or doubtful: it could change the shared index (the fresh-index property below covers valid runs)
      await holds(() => ni.review(actions as never, options as never), j);
    }),
    { numRuns: RUNS.write, endOnFailure: true },
  );
  const valid = fc.tuple(
    fc.constantFrom('accept' as const, 'drop' as const),
    fc.option(fc.record({ object: fc.constantFrom('Austin', 'Austin, Texas'), start: dates }, { requiredKeys: [] }), { nil: undefined }),
    validOptions({ by }),
  );
  await fc.assert(
    fc.asyncProperty(valid, async ([kind, edit, options]) => {
      const fresh = await small();
      const [id] = (await fresh.reviewQueue()).items.map((i) => i.id);
      const result = await fresh.review([{ id: id!, action: kind, ...(edit ? { edit } : {}) }], options);
      assert.equal(kind === 'accept' ? result.accepted : result.dropped, 1);
    }),
    { numRuns: RUNS.fresh },
  );
});

property('accept(ids, {by, edit}) and drop(ids, {by})', async ({ ni, pending }) => {
  const ids = fc.oneof(fc.array(fc.oneof(fc.constantFrom(...pending), anyString, junk), { maxLength: 3 }), junk);
  const judgeIds = (j: Judged, v: unknown): Judged => {
    if (!Array.isArray(v) || !v.every((id) => typeof id === 'string')) return j.add('ids', 'bad');
    v.forEach((id, i) => j.add('id', verdict(pending.includes(id) && v.indexOf(id) === i)));
    return j;
  };
  await fc.assert(
    fc.asyncProperty(ids, optionsOf({ by: mix(by), edit: fc.oneof(mix(edits), anyEdit) }), async (given, options) => {
      const j = judgeObject(judgeIds(new Judged(), given), 'options', options, BY_SHAPE);
      // The edit applies to each accepted id: with none, there is nothing to edit.
      if (isObject(options) && Array.isArray(given) && given.length > 0) {
        judgeObject(j, 'edit', options.edit, EDIT_SHAPE);
      }
      if (j.bad.size === 0) return;
      await holds(() => ni.accept(given as never, options as never), j);
    }),
    { numRuns: RUNS.write, endOnFailure: true },
  );
  await fc.assert(
    fc.asyncProperty(ids, optionsOf({ by: mix(by) }), async (given, options) => {
      const j = judgeObject(judgeIds(new Judged(), given), 'options', options, BY_SHAPE);
      if (j.bad.size === 0) return;
      await holds(() => ni.drop(given as never, options as never), j);
    }),
    { numRuns: RUNS.write, endOnFailure: true },
  );
  await fc.assert(
    fc.asyncProperty(fc.boolean(), validOptions({ by }), async (accepting, options) => {
      const fresh = await small();
      const ids = (await fresh.reviewQueue()).items.map((i) => i.id);
      const result = accepting ? await fresh.accept(ids, options) : await fresh.drop(ids, options);
      assert.equal(accepting ? result.accepted : result.dropped, 1);
    }),
    { numRuns: RUNS.fresh },
  );
});

const REASON = fc.oneof(fc.constantFrom('the annual report says so', ' 10-K '), nonBlank);

test('resolve({winner, reason, by})', async () => {
  const { ni, contested, nuggetIds } = await fixture;
  // The input is required: absent, its fields are.
  const winners = fc.oneof(fc.constantFrom(...nuggetIds), anyString);
  const input = optionsOf({ winner: mix(winners), reason: mix(REASON), by: mix(by) });
  await fc.assert(
    fc.asyncProperty(input, async (given) => {
      const j = judgeObject(new Judged(), 'input', given === undefined ? {} : given, {
        // Only a contested value can win; any other id is not found, or not disputed.
        winner: (v) => verdict(typeof v === 'string' && contested.includes(v)),
        reason: text,
        by: optional(text),
      });
      if (j.bad.size === 0) return;
      await holds(() => ni.resolve(given as never), j);
    }),
    { numRuns: RUNS.write, endOnFailure: true },
  );
  await fc.assert(
    fc.asyncProperty(fc.nat(1), REASON, fc.option(by, { nil: undefined }), async (which, reason, who) => {
      const fresh = await small();
      const [dispute] = await fresh.disputes();
      const outcome = await fresh.resolve({ winner: dispute!.facts[which]!.id, reason, ...(who === undefined ? {} : { by: who }) });
      assert.equal(outcome.decision.winner, dispute!.facts[which]!.id);
    }),
    { numRuns: RUNS.fresh },
  );
});

test('keepContested({key, reason, by})', async () => {
  const { ni, contestedKey, otherKey } = await fixture;
  const keys = fc.oneof(
    fc.constantFrom(contestedKey, otherKey, { subject: contestedKey.subject, predicate: contestedKey.predicate }, { ...contestedKey, scope: 'user:x' }),
    optionsOf({
      subject: mix(fc.constantFrom(contestedKey.subject, 'Acme')),
      predicate: mix(fc.constantFrom(contestedKey.predicate)),
      scope: mix(fc.constantFrom('global', 'user:x')),
    }),
  );
  const input = optionsOf({ key: mix(keys), reason: mix(REASON), by: mix(by) });
  await fc.assert(
    fc.asyncProperty(input, async (given) => {
      const j = judgeObject(new Judged(), 'input', given === undefined ? {} : given, {
        key: (v) => verdict(sameKey(v, contestedKey)),
        reason: text,
        by: optional(text),
      });
      if (j.bad.size === 0) return;
      await holds(() => ni.keepContested(given as never), j);
    }),
    { numRuns: RUNS.write, endOnFailure: true },
  );
  await fc.assert(
    fc.asyncProperty(REASON, fc.option(by, { nil: undefined }), async (reason, who) => {
      const fresh = await small();
      const [dispute] = await fresh.disputes();
      const outcome = await fresh.keepContested({ key: dispute!.key, reason, ...(who === undefined ? {} : { by: who }) });
      assert.equal(outcome.decision.winner, null);
    }),
    { numRuns: RUNS.fresh },
  );
});

// ——— Opening an index: NuggetIndex.open(options) and NuggetIndex.fromSnapshot(bytes, options).

const CONFIG_SHAPE: Shape = {
  duplicateJaccard: optional(numberIn(0, 1)),
  duplicateNgram: optional(integerIn(2, 5)),
  deprecateSources: optional(integerIn(1, Number.MAX_SAFE_INTEGER)),
  resolveSources: optional(integerIn(1, Number.MAX_SAFE_INTEGER)),
  defaultScope: optional(text),
  inferredValidityDiscount: optional(numberIn(0, 1)),
  normalizeKeys: optional(bool),
  reviewBelowConfidence: optional(numberIn(0, 1)),
};
const validConfig = fc.record(
  {
    duplicateJaccard: fc.constantFrom(0.5, 0.85, 1),
    duplicateNgram: integer(2, 5),
    deprecateSources: integer(1, 5),
    resolveSources: integer(1, 5),
    defaultScope: fc.constantFrom('global', 'user:alice'),
    inferredValidityDiscount: fc.double({ min: 0, max: 1, noNaN: true }),
    normalizeKeys: fc.boolean(),
    reviewBelowConfidence: fc.double({ min: 0, max: 1, noNaN: true }),
  },
  { requiredKeys: [] },
);
const anyConfig = optionsOf({
  duplicateJaccard: fc.oneof(mix(fc.constantFrom(0.5, 1)), outside(0, 1)),
  duplicateNgram: mixInteger(2, 5),
  deprecateSources: mixInteger(1, 5),
  resolveSources: mixInteger(1, 5),
  defaultScope: mix(fc.constantFrom('global', ' ')),
  inferredValidityDiscount: fc.oneof(mix(fc.constantFrom(0, 0.9)), outside(0, 1)),
  normalizeKeys: mix(fc.boolean()),
  reviewBelowConfidence: fc.oneof(mix(fc.constantFrom(0, 0.5, 1)), outside(0, 1)),
});
const OPEN_SHAPE: Shape = {
  store: optional((v) => verdict(v instanceof MemoryNuggetStore)),
  schema: optional((v) => verdict(v === schema)),
  aliases: optional((v) => verdict(v === aliases)),
  extractor: optional((v) => verdict(v === rules || v === extractor)),
  genre: optional(oneOf([...GENRES, 'auto'])),
  config: CONFIG_SHAPE,
  // Another function is a clock that may answer anything.
  clock: optional((v) => (v === clock ? 'good' : typeof v === 'function' ? 'maybe' : 'bad')),
  reconfigure: optional(bool),
};
const openValid = {
  schema: fc.constant(schema),
  aliases: fc.constant(aliases),
  extractor: fc.constantFrom(rules, extractor),
  genre: fc.constantFrom(...GENRES, 'auto' as const),
  config: validConfig,
  clock: fc.constant(clock),
  reconfigure: fc.boolean(),
};
const openAny = Object.fromEntries(Object.entries(openValid).map(([k, a]) => [k, k === 'config' ? fc.oneof(mix(validConfig), anyConfig) : mix(a)]));

/** Opens, then reads and writes: a bad option accepted at open must not fail later as anything but a NuggetIndexError naming it. */
async function use(ni: NuggetIndex): Promise<void> {
  await ni.retrieve('Who is the CEO of Acme?');
  await ni.ingest({ id: 'z', text: 'Zed Inc. is headquartered in Oslo. Zed Inc. is based in Bergen.' });
  await ni.retrieve('Where is Zed Inc. headquartered?');
  await ni.reviewQueue();
  await ni.close();
}

property('NuggetIndex.open({store, schema, aliases, extractor, genre, config, clock, reconfigure})', async (_fx) => {
  // `extractor` is always given: building the default extractor takes ~50 ms a run.
  const valid = fc.record({ ...openValid, store: fc.constant(null).map(() => new MemoryNuggetStore()) }, { requiredKeys: ['extractor'] });
  const any = optionsOf({
    ...openAny,
    store: mix(fc.constant(null).map(() => new MemoryNuggetStore())),
    extractor: fc.oneof({ arbitrary: openValid.extractor, weight: 4 }, junk),
  });
  await fc.assert(
    fc.asyncProperty(draws(valid, any), async (d) => {
      const j = judgeObject(new Judged(), 'options', d.args, OPEN_SHAPE);
      checkOracle(d, j);
      await holds(async () => use(await NuggetIndex.open(d.args as never)), j);
    }),
    { numRuns: RUNS.heavy },
  );
});

property('NuggetIndex.fromSnapshot(bytes, {extractor, genre, config, clock, reconfigure})', async ({ snapshot }) => {
  const { store: _s, schema: _sc, aliases: _a, ...shape } = OPEN_SHAPE;
  const bytes = fc.oneof({ arbitrary: fc.constant(snapshot), weight: 3 }, fc.uint8Array({ maxLength: 20 }), fc.constant(snapshot.subarray(0, 12)), junk);
  const valid = fc.tuple(
    fc.constant(snapshot),
    validOptions({ extractor: openValid.extractor, genre: openValid.genre, config: validConfig, clock: openValid.clock, reconfigure: openValid.reconfigure }),
  );
  const { store: _st, schema: _sch, aliases: _al, ...fields } = openAny;
  await fc.assert(
    fc.asyncProperty(draws(valid, fc.tuple(bytes, optionsOf(fields))), async (d) => {
      const [given, options] = d.args;
      const j = judgeObject(new Judged().add('bytes', verdict(given === snapshot)), 'options', options, shape);
      checkOracle(d, j);
      // Bytes that are not a browser index are a STORE_FORMAT error (it names no field).
      await holds(
        async () => use(await NuggetIndex.fromSnapshot(given as never, options as never)),
        j,
        given instanceof Uint8Array && given !== snapshot ? ['STORE_FORMAT'] : [],
      );
    }),
    { numRuns: RUNS.heavy },
  );
});
