// The Stage 1 prompt: the schema's predicates are in it, the window is in the user message, and the
// answer schema is one strict structured output accepts.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultSchema } from '../../src/defaults.js';
import { parseSchema } from '../../src/model/schema.js';
import { PROMPT_VERSION, Stage1Prompt } from '../../src/llm/stage1.js';

test('the system prompt lists every schema predicate with its types, description and pattern', () => {
  const schema = defaultSchema();
  const p = new Stage1Prompt(schema);
  for (const def of schema.predicates) assert.ok(p.system.includes(`- ${def.name} (${def.subject} → ${def.object}): `), def.name);
  assert.match(p.system, /- chiefExecutiveOfficer \(Organization → Person\): chief executive officer of an organisation; "\{o\} is the chief executive officer of \{s\}"/);
  assert.match(p.system, /Example\./);
});

test('the user message holds the title, the previous sentence as context and the sentence', () => {
  const p = new Stage1Prompt(defaultSchema());
  const [system, user] = p.messages({ sentence: 'He married Ann Lee in 2011.', previous: 'John Roe joined Beta Inc.', title: 'John Roe' });
  assert.equal(system!.role, 'system');
  assert.equal(user!.content, 'Document title: John Roe\nPrevious sentence (context only): John Roe joined Beta Inc.\nSENTENCE: He married Ann Lee in 2011.');
  assert.equal(p.messages({ sentence: 'X.', previous: null, title: null })[1]!.content, 'Previous sentence (context only): (none)\nSENTENCE: X.');
});

test('the answer schema is strict: every field required, no extra fields, predicates enumerated', () => {
  const p = new Stage1Prompt(defaultSchema());
  const item = (p.jsonSchema.schema as { properties: { statements: { items: { required: string[]; additionalProperties: boolean; properties: { predicate: { enum: string[] } } } } } }).properties.statements.items;
  assert.deepEqual(item.required, ['subject', 'predicate', 'object', 'temporal', 'quote', 'confidence']);
  assert.equal(item.additionalProperties, false);
  assert.equal(item.properties.predicate.enum.length, defaultSchema().predicates.length);
  assert.equal(p.jsonSchema.name, 'atomic_statements');
});

test('a user schema without the example\'s predicates gets no example; the version names the prompt', () => {
  const schema = parseSchema('version: 1\npredicates:\n  - name: mascot\n    description: the mascot of a team\n    subject: Team\n    object: Animal\n    cardinality: functional\n    roles: [mascot]\n', 'mascot.yaml');
  const p = new Stage1Prompt(schema);
  assert.doesNotMatch(p.system, /Example\./);
  assert.match(p.system, /- mascot \(Team → Animal\): the mascot of a team; "\{o\} is the mascot of \{s\}"/);
  assert.equal(PROMPT_VERSION, 'stage1@1');
});
