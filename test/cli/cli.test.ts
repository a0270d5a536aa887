// End-to-end through the real command (a child process) on real SQLite files: the demo corpus of
// news- and encyclopedia-style sentences answers time-scoped questions, and every bad-input path
// exits 2 with a message naming the file and line, without a stack trace or a half-written store.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import type { RetrievalJson } from '../../src/wire.js';
import { cli } from '../support/cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const corpus = join(root, 'examples/demo/corpus.jsonl');
const aliases = join(root, 'examples/demo/aliases.yaml');
let dir = '';

function query(db: string, text: string, ...extra: string[]): RetrievalJson {
  const r = cli('query', text, '--db', db, '--aliases', aliases, '--json', ...extra);
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as RetrievalJson;
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'ni-cli-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('a store built from the demo corpus answers time-scoped questions', () => {
  let db = '';
  before(() => {
    db = join(dir, 'demo.db');
    const r = cli('ingest', corpus, '--db', db, '--aliases', aliases);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /ingested 13 new, 1 revised, 0 unchanged documents/);
  });

  test('the office holder for a year: the CEO in 2012 and the mayor in 2010', () => {
    assert.equal(query(db, 'Who was the CEO of Northwind Energy in 2012?', '-k', '1').results[0]?.object, 'Maria Lopez');
    assert.equal(query(db, 'Who was the CEO of Northwind Energy in 2018?', '-k', '1').results[0]?.object, 'Daniel Okafor');
    assert.equal(query(db, 'Who was mayor of Eastport in 2010?', '-k', '1').results[0]?.object, 'Gregor Lind');
  });

  test('the current holder for today, with the single-source rumour deprecated and out of view', () => {
    const now = query(db, 'Who is the CEO of Northwind Energy?', '-k', '5');
    const ceos = now.results.filter((r) => r.predicate === 'chiefExecutiveOfficer').map((r) => r.object);
    assert.deepEqual(ceos, ['Priya Natarajan']);
    assert.equal(query(db, 'Who is the mayor of Eastport?', '-k', '1').results[0]?.object, 'Sofia Reyes');
    const all = query(db, 'Who is the CEO of Northwind Energy?', '--view', 'all', '-k', '10');
    const rumour = all.results.find((r) => r.object === 'Victor Crane');
    assert.equal(rumour?.status, 'deprecated');
  });

  test('--time overrides the question and the revision history closes the old CFO', () => {
    assert.equal(query(db, 'Who is the chief financial officer of Northwind Energy?', '--time', '2020-06', '-k', '1').results[0]?.object, 'Lena Ward');
    const today = query(db, 'Who is the chief financial officer of Northwind Energy?', '-k', '1').results[0]!;
    assert.equal(today.object, 'Omar Haddad');
    assert.equal(today.validity.start, '2022-01-01');
  });

  test('contested headquarters appear only in active_contested, flagged', () => {
    const active = query(db, 'Where is Northwind Energy headquartered?');
    assert.ok(!active.results.some((r) => r.predicate === 'headquartersLocation'));
    const contested = query(db, 'Where is Northwind Energy headquartered?', '--view', 'active_contested');
    const hq = contested.results.filter((r) => r.predicate === 'headquartersLocation');
    assert.deepEqual(hq.map((r) => r.object).sort(), ['Olympia', 'Tacoma']);
    assert.ok(hq.every((r) => r.status === 'contested'));
  });

  test('both board members are current', () => {
    const board = query(db, 'Who sits on the board of Northwind Energy?').results.filter((r) => r.predicate === 'boardMember');
    assert.deepEqual(board.map((r) => r.object).sort(), ['Ana Silva', 'Tom Becker']);
  });

  test('query --json follows the contract: ISO dates, end null when open, lower-case status, sources with offsets', () => {
    const r = query(db, 'Who is the CEO of Northwind Energy?', '-k', '1');
    assert.deepEqual(Object.keys(r).sort(), ['mode', 'period', 'query', 'results', 'time', 'view']);
    const first = r.results[0]!;
    assert.deepEqual(
      Object.keys(first).sort(),
      ['confidence', 'id', 'object', 'predicate', 'rank', 'score', 'sources', 'status', 'subject', 'text', 'validity'].sort(),
    );
    assert.deepEqual(first.validity, { start: '2021-01-01', end: null, inferred: false, granularity: 'month' });
    assert.equal(first.status, 'active');
    for (const s of first.sources) {
      assert.deepEqual(Object.keys(s).sort(), ['docId', 'end', 'quote', 'source', 'start']);
      assert.ok(s.end > s.start);
    }
  });

  test('context names the sources on each side of a dispute', () => {
    const r = cli('context', 'Where is Northwind Energy headquartered?', '--db', db, '--aliases', aliases);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^Established facts:/);
    assert.match(
      r.stdout,
      /Disputed \(sources disagree\):\n- Northwind Energy — headquartersLocation: (valley-ledger says Olympia; harbor-times says Tacoma|harbor-times says Tacoma; valley-ledger says Olympia)/,
    );
  });

  test('inspect --json reports documents, nuggets by status, keys and contested keys', () => {
    const r = cli('inspect', '--db', db, '--json');
    const s = JSON.parse(r.stdout) as { documents: number; nuggets: number; byStatus: Record<string, number>; keys: number; contestedKeys: number };
    assert.equal(s.documents, 13);
    // 23 active: 13 schema facts (successions close Okafor's term; "founded in 1998 as Northwind Power"
    // starts that name), 9 open statements ("Northwind Energy employs 2,400 people", …) and one
    // bridging fact (the CEO, then whom she replaced, from two documents).
    assert.deepEqual(s.byStatus, { active: 23, deprecated: 1, contested: 2 });
    assert.equal(s.contestedKeys, 1);
  });

  test('re-ingesting the same corpus changes nothing', () => {
    const before = cli('export', '--db', db).stdout;
    const r = cli('ingest', corpus, '--db', db, '--aliases', aliases);
    assert.match(r.stderr, /0 new, 0 revised, 14 unchanged/);
    assert.equal(cli('export', '--db', db).stdout, before);
  });

  test('query --batch answers JSONL queries with one JSON line each, same fields as query --json', () => {
    const file = join(dir, 'queries.jsonl');
    writeFileSync(
      file,
      [
        { id: 'q1', query: 'Who was the CEO of Northwind Energy in 2012?' },
        { id: 'q2', query: 'Who is the CEO of Northwind Energy?', time: '2018' },
      ]
        .map((q) => JSON.stringify(q))
        .join('\n') + '\n',
    );
    const r = cli('query', '--batch', file, '--db', db, '--aliases', aliases, '-k', '1');
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as RetrievalJson & { id: string });
    assert.deepEqual(
      lines.map((l) => [l.id, l.time, l.view, l.results[0]?.object]),
      [
        ['q1', '2012-01-01', 'active', 'Maria Lopez'],
        ['q2', '2018-01-01', 'active', 'Daniel Okafor'],
      ],
    );
    assert.match(r.stderr, /answered 2 queries in \d+ ms of retrieval/);
    writeFileSync(file, '{"id":"q1"}\n');
    const bad = cli('query', '--batch', file, '--db', db);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /queries\.jsonl:1: query: is required/);
    assert.equal(cli('query', 'both', '--batch', file, '--db', db).status, 2);
  });

  test('export writes one JSON line per nugget with ISO times', () => {
    const lines = cli('export', '--db', db).stdout.trim().split('\n');
    assert.equal(lines.length, 26, '25 facts and one bridging fact');
    const n = JSON.parse(lines[0]!) as { validity: { start: string | null } };
    assert.ok(n.validity.start === null || /^\d{4}-\d{2}-\d{2}/.test(n.validity.start));
  });
});

describe('bad input exits 2 with a one-line message and writes nothing', () => {
  test('a bad JSONL line aborts the file before anything is written, naming file and line', () => {
    const file = join(dir, 'bad.jsonl');
    writeFileSync(file, '{"id":"a","text":"Acme is headquartered in Boston."}\n{"id":"b"}\n');
    const db = join(dir, 'bad.db');
    const r = cli('ingest', file, '--db', db);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /bad\.jsonl:2: text: is required/);
    assert.doesNotMatch(r.stderr, /at .*\.ts:\d+/);
    assert.equal(existsSync(db), false);
  });

  test('--skip-invalid ingests the rest and reports what it skipped', () => {
    const file = join(dir, 'mixed.jsonl');
    writeFileSync(file, '{"id":"a","text":"Acme is headquartered in Boston."}\nnot json\n{"id":"c","text":"x","date":"2020-13-01"}\n');
    const db = join(dir, 'mixed.db');
    const r = cli('ingest', file, '--db', db, '--skip-invalid');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /skipped .*mixed\.jsonl:2: not valid JSON/);
    assert.match(r.stderr, /skipped .*mixed\.jsonl:3: date: "2020-13-01" is not a valid date/);
    assert.match(r.stderr, /ingested 1 new/);
  });

  test('an invalid date names the line and the field', () => {
    const file = join(dir, 'date.jsonl');
    writeFileSync(file, '{"id":"a","text":"t","date":"last Tuesday"}\n');
    const r = cli('ingest', file, '--db', join(dir, 'date.db'));
    assert.equal(r.status, 2);
    assert.match(r.stderr, /date\.jsonl:1: date: "last Tuesday" is not an ISO-8601 date/);
  });

  test('a missing input file, a missing store and an unknown view are usage errors', () => {
    assert.equal(cli('ingest', join(dir, 'nope.jsonl'), '--db', join(dir, 'x.db')).status, 2);
    const missing = cli('query', 'x', '--db', join(dir, 'missing.db'));
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /no such store/);
    assert.equal(existsSync(join(dir, 'missing.db')), false);
    const view = cli('query', 'x', '--db', join(dir, 'missing.db'), '--view', 'everything');
    assert.equal(view.status, 2);
    assert.match(view.stderr, /Allowed choices are active, active_contested, all/);
    assert.equal(cli('query', 'x', '--db', join(dir, 'x.db'), '-k', '0').status, 2);
  });

  test('a file that is not a store is refused, not overwritten', () => {
    const file = join(dir, 'notes.db');
    writeFileSync(file, 'these are my notes');
    const r = cli('inspect', '--db', file);
    assert.ok(r.status === 2 || r.status === 1);
    assert.match(r.stderr, /not a nuggetindex store|cannot open|file is not a database/);
  });

  test('a schema error names the file, the line and the field', () => {
    const schema = join(dir, 'schema.yaml');
    writeFileSync(
      schema,
      'version: 1\npredicates:\n  - name: ceo\n    subject: Organization\n    object: Person\n    cardinality: singular\n    roles: [CEO]\n',
    );
    const r = cli('query', 'x', '--db', join(dir, 'demo.db'), '--schema', schema);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /schema\.yaml:6: predicates\[0\]\.cardinality: must be one of functional, multi-valued, event-log/);
  });

  test('--help explains the commands and exits 0', () => {
    const r = cli('--help');
    assert.equal(r.status, 0);
    for (const c of ['ingest', 'query', 'context', 'inspect', 'export']) assert.match(r.stdout, new RegExp(`\\b${c}\\b`));
  });
});

describe('folders of text files', () => {
  test('ids are relative paths; date and source come from the top lines, else --date and the id', () => {
    const folder = join(dir, 'notes');
    mkdirSync(join(folder, 'sub'), { recursive: true });
    writeFileSync(join(folder, 'a.md'), 'date: 2010-05-01\nsource: gazette\n\nGregor Lind is the mayor of Eastport.\n');
    writeFileSync(join(folder, 'sub', 'b.txt'), 'source: gazette\nSofia Reyes has been mayor of Eastport since 2014.\n');
    writeFileSync(join(folder, 'ignored.json'), '{}');
    const db = join(dir, 'folder.db');
    const r = cli('ingest', folder, '--db', db, '--date', '2016-01-01');
    assert.equal(r.status, 0, r.stderr);
    const j = query(db, 'Who was the mayor of Eastport in 2012?');
    assert.equal(j.results[0]?.object, 'Gregor Lind');
    assert.deepEqual(
      j.results[0]?.sources.map((s) => [s.docId, s.source]),
      [['a.md', 'gazette']],
    );
    assert.equal(query(db, 'Who is the mayor of Eastport?').results[0]?.sources[0]?.docId, 'sub/b.txt');
  });
});

describe('an interrupted ingest', () => {
  test('Ctrl-C stops after the current group of documents; the store is consistent and a re-run completes it', async (t) => {
    const file = join(dir, 'many.jsonl');
    const lines: string[] = [];
    // Realistic keys: each company has two CEOs and one headquarters across the corpus.
    for (let i = 0; i < 4000; i++) {
      const c = i % 2000;
      lines.push(
        JSON.stringify({
          id: `doc-${i}`,
          source: `paper-${i % 7}`,
          date: `${2010 + Math.floor(i / 2000) * 5}-01-01`,
          text: `Person${i} Example is the CEO of Company${c}. Company${c} is headquartered in City${c % 11}.`,
        }),
      );
    }
    writeFileSync(file, lines.join('\n') + '\n');
    const db = join(dir, 'interrupted.db');
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/cli/run.ts'), 'ingest', file, '--db', db], { cwd: root });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    // Interrupt once documents are being committed (the write-ahead log grows past the schema's pages).
    const { statSync } = await import('node:fs');
    const walSize = () => (existsSync(`${db}-wal`) ? statSync(`${db}-wal`).size : 0);
    while (walSize() < 200_000 && child.exitCode === null) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const stats = (p: string) =>
      JSON.parse(cli('inspect', '--db', p, '--json').stdout) as { documents: number; nuggets: number; byStatus: Record<string, number> };
    const partial = stats(db);
    t.diagnostic(`exit ${code} with ${partial.documents} of 4000 documents committed`);
    if (code === 130) {
      assert.match(stderr, /interrupted: committing the documents already governed/);
      assert.ok(partial.documents > 0 && partial.documents < 4000, `partial store has ${partial.documents} documents`);
    } else {
      assert.equal(code, 0, stderr); // a very fast machine finished before the signal arrived
    }
    const resumed = cli('ingest', file, '--db', db);
    assert.equal(resumed.status, 0, resumed.stderr);
    const clean = join(dir, 'clean.db');
    assert.equal(cli('ingest', file, '--db', clean).status, 0);
    assert.deepEqual(stats(db), stats(clean));
  });
});

describe('two ingest processes writing one store at once', () => {
  test('both complete, and every revision and every nugget of both is in the store', async () => {
    const { spawn } = await import('node:child_process');
    const write = (name: string, text: (i: number) => string) => {
      const file = join(dir, name);
      writeFileSync(
        file,
        Array.from({ length: 150 }, (_, i) =>
          JSON.stringify({ id: `d${i}`, source: name, date: name === 'one.jsonl' ? '2019-01-01' : '2020-01-01', text: text(i) }),
        ).join('\n') + '\n',
      );
      return file;
    };
    const one = write('one.jsonl', (i) => `Company${i} is headquartered in Boston.`);
    const two = write('two.jsonl', (i) => `Company${i} is headquartered in Denver.`);
    const db = join(dir, 'shared.db');
    assert.equal(cli('ingest', one, '--db', db, '--quiet').status, 0); // create it first
    rmSync(db); // …then race two writers on a fresh store
    for (const suffix of ['-wal', '-shm']) rmSync(db + suffix, { force: true });
    const errors: string[] = [];
    const run = (file: string) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/cli/run.ts'), 'ingest', file, '--db', db, '--quiet'], { cwd: root });
        child.stderr.on('data', (d: Buffer) => errors.push(d.toString()));
        child.on('exit', resolve);
      });
    assert.deepEqual(await Promise.all([run(one), run(two)]), [0, 0], errors.join(''));
    const s = JSON.parse(cli('inspect', '--db', db, '--json').stdout) as { documents: number; revisions: number; nuggets: number; evidence: number };
    assert.deepEqual([s.documents, s.revisions, s.nuggets, s.evidence], [150, 300, 300, 300]);
  });
});

test('a reader that stops early (`export | head -c 10`) ends the output without a stack trace', () => {
  // Enough nuggets that export is still writing when the reader has gone.
  // (Names of letters in a shape read surely: "Acme7 named Jane Doe7 chief executive" names no
  // person and no company the text shows, and waits for review.)
  const letters = (i: number) => String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26));
  const docs = Array.from({ length: 300 }, (_, i) =>
    JSON.stringify({ id: `d${i}`, date: '2024-01-01', text: `Jane Do${letters(i)} is the chief executive of Acme${letters(i)} Corp.` }),
  );
  const corpusFile = join(dir, 'many.jsonl');
  writeFileSync(corpusFile, docs.join('\n') + '\n');
  const db = join(dir, 'many.db');
  assert.equal(cli('ingest', corpusFile, '--db', db, '--quiet').status, 0);
  const r = spawnSync('sh', ['-c', `"${process.execPath}" --import tsx src/cli/run.ts export --db "${db}" | head -c 10`], { encoding: 'utf8', cwd: root });
  assert.equal(r.stdout.length, 10);
  assert.doesNotMatch(r.stderr, /EPIPE|Error/);
});
