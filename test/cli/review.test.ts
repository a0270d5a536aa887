// `nuggetindex review` end to end through the built command (`node bin/nuggetindex.js`, rebuilt
// before the tests) on real SQLite files: listing, filters, JSON, bulk accept/drop/edit, the
// interactive mode driven through a pipe, exit codes, and a format-1 store gaining the queue.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { NuggetIndex, type Candidate, type Extractor } from '../../src/index.js';
import { SqliteNuggetStore, SQLITE_FORMAT_VERSION } from '../../src/node.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dir = '';

function cli(args: string[], input?: string): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(root, 'bin/nuggetindex.js'), ...args], {
    encoding: 'utf8',
    cwd: root,
    input,
    env: { ...process.env, USER: 'tester' },
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

// Candidates by sentence, so the queue's content does not depend on the rule extractor.
const HEDGED = 'Jane Doe may be the CEO of Acme.';
const PRONOUN = 'He has worked for Acme since 2015.';
const BORN = 'Jane Doe was born in Paris in 1976.';
const table: Record<string, Omit<Candidate, 'start' | 'end'>[]> = {
  [HEDGED]: [{ subject: 'Acme', predicate: 'chiefExecutiveOfficer', object: 'Jane Doe', confidence: 0.3 }],
  [PRONOUN]: [{ subject: 'He', predicate: 'employer', object: 'Acme', confidence: 0.8 }],
  [BORN]: [{ subject: 'Jane Doe', predicate: 'dateOfBirth', object: 'Paris', confidence: 0.7 }],
};
const scripted: Extractor = {
  id: 'scripted@1',
  extract: ({ window }) => (table[window.sentence.text.trim()] ?? []).map((c) => ({ ...c, start: window.sentence.start, end: window.sentence.end })),
};

let stores = 0;
/** A store whose queue holds the three candidates above (ingested through the library with the scripted extractor). */
async function queuedStore(): Promise<string> {
  const db = join(dir, `queue-${++stores}.db`);
  const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(db, { create: true }), extractor: scripted, clock: () => Date.UTC(2024, 0, 1) });
  await ni.ingest({ id: 'a', source: 'blog', date: '2020-01-01', text: `${HEDGED} ${PRONOUN} ${BORN}` });
  await ni.close();
  return db;
}

interface QueueJson {
  total: number;
  groups: { predicate: string; bucket: string; count: number }[];
  items: {
    id: string;
    status: string;
    reason: string;
    predicate: string;
    confidence: number;
    candidate: { subject: string };
    evidence: { docId: string; quote: string };
    resolution: { by: string } | null;
  }[];
}
const queue = (db: string, ...args: string[]): QueueJson => {
  const r = cli(['review', '--db', db, '--json', ...args]);
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as QueueJson;
};
/** The store's nuggets as `export` writes them. */
const exported = (db: string): { fact: { subject: string; predicate: string; object: string }; validity: { start: string } }[] =>
  cli(['export', '--db', db])
    .stdout.trim()
    .split('\n')
    .map((l) => JSON.parse(l) as ReturnType<typeof exported>[number]);
const idOf = (db: string, predicate: string): string => queue(db).items.find((i) => i.predicate === predicate)!.id;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'ni-review-'));
  // The tests run the built command: compile the current sources first (npm test has embedded the assets).
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, encoding: 'utf8' });
  assert.ok(existsSync(join(root, 'dist/src/cli/commands/review.js')), `the build produced no command:\n${tsc.stdout}${tsc.stderr}`);
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('listing the queue', () => {
  let db = '';
  before(async () => {
    db = await queuedStore();
  });

  test('without an action it prints counts by predicate and confidence bucket, then each item with its evidence', () => {
    const r = cli(['review', '--db', db]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /: 3 pending deferred candidates\n/);
    assert.match(r.stdout, /chiefExecutiveOfficer\s+0\.25–0\.50\s+1\n/);
    assert.match(r.stdout, /dateOfBirth\s+0\.50–0\.75\s+1\n/);
    assert.match(r.stdout, /employer\s+0\.75–1\.00\s+1\n/);
    assert.match(
      r.stdout,
      /q[0-9a-f]{24} {2}low-confidence {2}0\.30\n\s+Acme — chiefExecutiveOfficer → Jane Doe\n\s+why: confidence 0\.3 is below 0\.5\n\s+evidence: a \(revision 1\) \[0, 32\): "Jane Doe may be the CEO of Acme\."/,
    );
    assert.match(r.stdout, /subject-not-noun-phrase[\s\S]*why: subject "He" is a pronoun left unresolved/);
    assert.match(r.stdout, /unparseable-date[\s\S]*why: object "Paris" of dateOfBirth is not a date/);
  });

  test('--json gives the same queue for scripts; filters narrow it and --limit caps the items, not the counts', () => {
    const all = queue(db);
    assert.equal(all.total, 3);
    assert.deepEqual(
      all.items.map((i) => [i.predicate, i.reason, i.status]),
      [
        ['chiefExecutiveOfficer', 'low-confidence', 'pending'],
        ['dateOfBirth', 'unparseable-date', 'pending'],
        ['employer', 'subject-not-noun-phrase', 'pending'],
      ],
    );
    assert.equal(all.items[0]!.evidence.quote, HEDGED);
    assert.deepEqual(
      queue(db, '--predicate', 'employer').items.map((i) => i.candidate.subject),
      ['He'],
    );
    assert.deepEqual(
      queue(db, '--reason', 'unparseable-date').items.map((i) => i.predicate),
      ['dateOfBirth'],
    );
    assert.deepEqual(
      queue(db, '--below', '0.5').items.map((i) => i.confidence),
      [0.3],
    );
    const limited = queue(db, '--limit', '1');
    assert.deepEqual([limited.total, limited.items.length, limited.groups.length], [3, 1, 3]);
  });

  test('bad options exit 2 with one line and no stack trace', () => {
    for (const args of [
      ['--below', '2'],
      ['--limit', '0'],
      ['--reason', 'bored'],
      ['--subject', 'X'],
      ['--interactive', '--accept', 'all'],
      ['--accept', 'all', '--drop', 'all'],
    ]) {
      const r = cli(['review', '--db', db, ...args]);
      assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
    }
    assert.match(cli(['review', '--db', db, '--subject', 'X']).stderr, /^nuggetindex: review: --subject corrects a candidate: it needs --edit <id>\n$/);
    assert.match(cli(['review', '--db', join(dir, 'missing.db')]).stderr, /no such store/);
  });
});

describe('bulk decisions', () => {
  test('--accept <id> governs the candidate; the query finds it; the queue keeps a record of who accepted it', async () => {
    const db = await queuedStore();
    const id = idOf(db, 'chiefExecutiveOfficer');
    const r = cli(['review', '--db', db, '--accept', id]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`accepted ${id} → nugget n[0-9a-f]{24}\\naccepted 1, dropped 0: 1 nuggets created, 0 updated`));
    const q = cli(['query', 'Who is the CEO of Acme?', '--db', db, '--json', '--time', '2021']);
    assert.equal((JSON.parse(q.stdout) as { results: { object: string }[] }).results[0]?.object, 'Jane Doe');
    assert.equal(queue(db).total, 2);
    assert.deepEqual(
      queue(db, '--status', 'accepted').items.map((i) => [i.id, i.resolution?.by]),
      [[id, 'tester']],
    );
  });

  test('--drop all with a filter drops exactly the listed items, in one run', async () => {
    const db = await queuedStore();
    const r = cli(['review', '--db', db, '--drop', 'all', '--reason', 'subject-not-noun-phrase', '--json']);
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { accepted: 0, dropped: 1, created: 0, updated: 0, nuggetOf: {} });
    assert.deepEqual(
      queue(db).items.map((i) => i.predicate),
      ['chiefExecutiveOfficer', 'dateOfBirth'],
    );
    assert.equal(cli(['inspect', '--db', db, '--json']).status, 0);
  });

  test('--edit corrects a candidate, then accepts it; --accept and --drop combine in the same run', async () => {
    const db = await queuedStore();
    const worker = idOf(db, 'employer');
    const born = idOf(db, 'dateOfBirth');
    const ceo = idOf(db, 'chiefExecutiveOfficer');
    const r = cli(['review', '--db', db, '--edit', worker, '--subject', 'Jane Doe', '--start', '2015-03', '--drop', born, '--accept', ceo]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /accepted 2, dropped 1: 2 nuggets created/);
    const employer = exported(db).find((n) => n.fact.predicate === 'employer');
    assert.deepEqual([employer?.fact.subject, employer?.validity.start], ['Jane Doe', '2015-03-01']);
    assert.equal(queue(db).total, 0);
  });

  test('an unknown id exits 2 naming it, and nothing of the run is applied', async () => {
    const db = await queuedStore();
    const ceo = idOf(db, 'chiefExecutiveOfficer');
    const r = cli(['review', '--db', db, '--accept', `${ceo},q-nope`]);
    assert.equal(r.status, 2);
    assert.equal(r.stderr, 'nuggetindex: no deferred candidate with id q-nope\n');
    assert.equal(queue(db).total, 3);
    const bad = cli(['review', '--db', db, '--edit', ceo, '--predicate', 'favouriteCheese']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /predicate "favouriteCheese" is not a predicate of the schema/);
    const twice = cli(['review', '--db', db, '--drop', ceo]);
    assert.equal(twice.status, 0, twice.stderr);
    const again = cli(['review', '--db', db, '--accept', ceo]);
    assert.equal(again.status, 2);
    assert.match(again.stderr, /already reviewed: .* \(dropped\)/);
  });
});

describe('--interactive', () => {
  test('driven through a pipe: accept, edit, skip; each decision is committed as it is made', async () => {
    const db = await queuedStore();
    // Items come in queue order: chiefExecutiveOfficer, dateOfBirth, employer.
    const answers = ['a', 'x', 'e', '', '', '1976-05-03', '', '', 's'].join('\n') + '\n';
    const r = cli(['review', '--db', db, '--interactive'], answers);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /3 deferred candidates to review/);
    assert.match(r.stdout, /\[1\/3\] chiefExecutiveOfficer[\s\S]*accepted → nugget n[0-9a-f]{24}/);
    assert.match(r.stderr, /"x": answer a, e, d, s or q/);
    assert.match(r.stdout, /object \[Paris\]: /);
    assert.match(r.stdout, /reviewed: 2 accepted, 0 dropped, 1 skipped, 0 left/);
    assert.deepEqual(
      exported(db)
        .map((n) => [n.fact.predicate, n.fact.object])
        .sort(),
      [
        ['chiefExecutiveOfficer', 'Jane Doe'],
        ['dateOfBirth', '1976-05-03'],
      ],
    );
    assert.deepEqual(
      queue(db).items.map((i) => i.predicate),
      ['employer'],
    );
  });

  test('a bad edit is reported and asked again; q or the end of input stops, keeping what was decided', async () => {
    const db = await queuedStore();
    const r = cli(['review', '--db', db, '--interactive'], ['e', '', 'favouriteCheese', '', '', '', 'd', 'q'].join('\n') + '\n');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /predicate "favouriteCheese" is not a predicate of the schema/);
    assert.match(r.stdout, /dropped\n[\s\S]*reviewed: 0 accepted, 1 dropped, 0 skipped, 2 left/);
    const ended = cli(['review', '--db', db, '--interactive'], 'd\n');
    assert.equal(ended.status, 0, ended.stderr);
    assert.match(ended.stdout, /reviewed: 0 accepted, 1 dropped, 0 skipped, 1 left/, 'the end of input after one answer stops the walk');
    assert.equal(queue(db).total, 1);
  });
});

test('a format-1 store gains the queue (migrated to the current format) when review opens it, and lists it empty', () => {
  const db = join(dir, 'format-1.db');
  copyFileSync(fileURLToPath(new URL('../fixtures/store-format-1.db', import.meta.url)), db);
  const r = cli(['review', '--db', db]);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /: 0 pending deferred candidates\n$/);
  const check = new Database(db, { readonly: true });
  try {
    assert.deepEqual(check.prepare("SELECT value FROM meta WHERE key = 'format'").get(), { value: String(SQLITE_FORMAT_VERSION) });
  } finally {
    check.close();
  }
  assert.equal(queue(db).total, 0);
});
