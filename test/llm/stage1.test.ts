// The Stage 1 prompt: the schema's predicates are in it, the window (a passage with its context) is
// in the user message, and the answer schema is one strict structured output accepts.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultSchema } from '../../src/defaults.js';
import { parseSchema } from '../../src/model/schema.js';
import { PROMPT_VERSION, Stage1Prompt } from '../../src/llm/stage1.js';

test('the system prompt lists every schema predicate with its types, description and pattern', () => {
  const schema = defaultSchema();
  const p = new Stage1Prompt(schema);
  for (const def of schema.predicates) assert.ok(p.system.includes(`- ${def.name} (${def.subject} → ${def.object}): `), def.name);
  assert.match(
    p.system,
    /- chiefExecutiveOfficer \(Organization → Person\): chief executive officer of an organisation; "\{o\} is the chief executive officer of \{s\}"/,
  );
  assert.match(p.system, /Example\./);
});

test('the user message holds the title, the date, the context and the passage, each marked', () => {
  const p = new Stage1Prompt(defaultSchema());
  const passage = 'He married Ann Lee in 2011.\n\nIn 2015 he became chairman of Beta Inc.';
  const [system, user] = p.messages({ passage, context: 'John Roe joined Beta Inc.', title: 'John Roe', date: '2021-08-01' });
  assert.equal(system!.role, 'system');
  assert.equal(
    user!.content,
    `Document title: John Roe\nDocument date: 2021-08-01\n<context>\nJohn Roe joined Beta Inc.\n</context>\n<passage>\n${passage}\n</passage>`,
  );
  assert.equal(p.messages({ passage: 'X.', context: null, title: null, date: null })[1]!.content, '<passage>\nX.\n</passage>');
  assert.match(system!.content, /PASSAGE/);
  assert.match(system!.content, /a quote from it is discarded/);
});

test('the system message is the same for every window, so its tokens are paid once per window', () => {
  const p = new Stage1Prompt(defaultSchema());
  const a = p.messages({ passage: 'A.', context: null, title: 'T', date: null });
  const b = p.messages({ passage: 'B. C.', context: 'A.', title: null, date: '2020-01-01' });
  assert.equal(a[0]!.content, b[0]!.content);
  assert.equal(a[0]!.content, p.system);
});

test('the answer schema is strict: every field required, no extra fields, predicates enumerated', () => {
  const p = new Stage1Prompt(defaultSchema());
  const item = (
    p.jsonSchema.schema as {
      properties: { statements: { items: { required: string[]; additionalProperties: boolean; properties: { predicate: { enum: string[] } } } } };
    }
  ).properties.statements.items;
  assert.deepEqual(item.required, ['subject', 'predicate', 'object', 'temporal', 'quote', 'confidence']);
  assert.equal(item.additionalProperties, false);
  assert.equal(item.properties.predicate.enum.length, defaultSchema().predicates.length);
  assert.equal(p.jsonSchema.name, 'atomic_statements');
});

test("a user schema without the example's predicates gets no example; the version names the prompt", () => {
  const schema = parseSchema(
    'version: 1\npredicates:\n  - name: mascot\n    description: the mascot of a team\n    subject: Team\n    object: Animal\n    cardinality: functional\n    roles: [mascot]\n',
    'mascot.yaml',
  );
  const p = new Stage1Prompt(schema);
  assert.doesNotMatch(p.system, /Example\./);
  assert.match(p.system, /- mascot \(Team → Animal\): the mascot of a team; "\{o\} is the mascot of \{s\}"/);
  assert.equal(PROMPT_VERSION, 'stage1@2');
});
