// `nuggetindex schema discover` end to end through the built command (npm run build, then
// bin/nuggetindex.js in a child process): a corpus file and a folder in, a starter schema out that
// `ingest --schema` accepts; plain `schema` still prints the bundled schema; bad input exits 2
// with one line naming it.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSchema } from '../../src/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dir = '';
let corpus = '';

function cli(...args: string[]): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(root, 'bin/nuggetindex.js'), ...args], { encoding: 'utf8', cwd: dir });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const lines = [
  { id: 'acme-1', date: '2019-01-01', source: 'wire', text: 'Jane Doe was CEO of Acme Corp from 2010 to 2016.' },
  { id: 'acme-2', date: '2019-01-01', source: 'gazette', text: 'John Roe was CEO of Acme Corp from 2014 to 2018.' },
  {
    id: 'globex',
    date: '2019-01-01',
    source: 'wire',
    text: 'Alan Smith was CEO of Globex Inc from 2001 to 2005. Betty White was CEO of Globex Inc from 2005 to 2011.',
  },
  {
    id: 'initech',
    date: '2019-01-01',
    source: 'wire',
    text: 'Carl Jones was CEO of Initech Corp from 1999 to 2003. Dana Scully was CEO of Initech Corp from 2003 to 2009.',
  },
  {
    id: 'baker',
    title: 'Tom Baker',
    date: '2020-01-01',
    text: 'Tom Baker is a footballer. He played for Chelsea F.C. from 2001 to 2005. He played for Arsenal F.C. from 2005 to 2008. He visited Japan in 2006.',
  },
  {
    id: 'green',
    title: 'Sam Green',
    date: '2020-01-01',
    text: 'Sam Green is a footballer. He played for Everton F.C. from 1998 to 2002. He played for Leeds United from 2002 to 2006. He visited Brazil in 2010.',
  },
];

before(() => {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8' });
  assert.equal(build.status, 0, `npm run build failed:\n${build.stdout}${build.stderr}`);
  dir = mkdtempSync(join(tmpdir(), 'ni-discover-cli-'));
  corpus = join(dir, 'corpus.jsonl');
  writeFileSync(corpus, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('schema discover', () => {
  test('writes a starter schema to stdout, with the co-CEO override and a summary on stderr', () => {
    const r = cli('schema', 'discover', corpus, '--min-support', '2');
    assert.equal(r.status, 0, r.stderr);
    const schema = parseSchema(r.stdout, 'stdout');
    assert.deepEqual(schema.predicates.map((p) => [p.name, p.cardinality]).sort(), [
      ['chiefExecutiveOfficer', 'multi-valued'],
      ['memberOfSportsTeam', 'functional'],
      ['visit', 'event-log'],
    ]);
    assert.match(r.stdout, /^# nuggetindex starter schema/);
    assert.match(r.stdout, /# nuggetindex schema discover .*corpus\.jsonl --min-support 2/);
    assert.match(r.stdout, /OVERRIDING functional in the schema/);
    assert.match(
      r.stderr,
      /^discovered 3 predicates \(2 known, 1 new\) from 6 of 6 documents, \d+ sentences, \d+ surface relations in [\d.]+ s; functional with concurrent values: chiefExecutiveOfficer\n$/,
    );
  });

  test('--out writes the file, which ingest accepts with --schema', () => {
    const out = join(dir, 'schema.yaml');
    const r = cli('schema', 'discover', corpus, '--min-support', '2', '--out', out, '--quiet');
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr, '');
    const db = join(dir, 'facts.db');
    const ingest = cli('ingest', corpus, '--db', db, '--schema', out);
    assert.equal(ingest.status, 0, ingest.stderr);
    const q = cli('query', 'Who was the CEO of Acme Corp in 2015?', '--db', db, '--schema', out, '--json');
    assert.equal(q.status, 0, q.stderr);
    const objects = (JSON.parse(q.stdout) as { results: { predicate: string; object: string; status: string }[] }).results
      .filter((x) => x.predicate === 'chiefExecutiveOfficer')
      .map((x) => [x.object, x.status])
      .sort();
    assert.deepEqual(
      objects,
      [
        ['Jane Doe', 'active'],
        ['John Roe', 'active'],
      ],
      'co-CEOs are concurrent, not contested',
    );
  });

  test('--json gives the evidence; --sample and --seed choose the documents; folders read like ingest', () => {
    const json = cli('schema', 'discover', corpus, '--min-support', '2', '--json', '--quiet');
    assert.equal(json.status, 0, json.stderr);
    const result = JSON.parse(json.stdout) as {
      documents: number;
      predicates: { known: string | null; concurrentOnFunctional: boolean; cardinality: { suggested: string } }[];
    };
    assert.equal(result.documents, 6);
    assert.ok(result.predicates.some((p) => p.known === 'chiefExecutiveOfficer' && p.concurrentOnFunctional && p.cardinality.suggested === 'multi-valued'));

    const two = cli('schema', 'discover', corpus, '--min-support', '1', '--sample', '2');
    assert.equal(two.status, 0, two.stderr);
    assert.match(two.stderr, /from 2 of 6 documents/);
    const seeded = [1, 2].map(() => cli('schema', 'discover', corpus, '--min-support', '1', '--sample', '3', '--seed', '11', '--quiet').stdout);
    assert.equal(seeded[0], seeded[1], 'the same seed scans the same sample');

    const folder = join(dir, 'notes');
    mkdirSync(folder);
    lines.forEach((l, i) => writeFileSync(join(folder, `${i}.txt`), `date: ${l.date}\n${l.title ? `title: ${l.title}\n` : ''}${l.text}\n`));
    const fromFolder = cli('schema', 'discover', folder, '--min-support', '2', '--quiet');
    assert.equal(fromFolder.status, 0, fromFolder.stderr);
    assert.match(fromFolder.stdout, /- name: memberOfSportsTeam/);
  });

  test('plain `schema` still prints the bundled schema; --help explains discover', () => {
    const bundled = cli('schema');
    assert.equal(bundled.status, 0);
    assert.equal(bundled.stdout, readFileSync(join(root, 'schema/predicates.yaml'), 'utf8'));
    const help = cli('schema', 'discover', '--help');
    assert.equal(help.status, 0);
    for (const option of ['--sample <n>', '--seed <n>', '--min-support <n>', '--out <file>', '--json']) assert.ok(help.stdout.includes(option), option);
    assert.match(cli('schema', '--help').stdout, /discover \[options\] <inputs\.\.\.>/);
  });

  test('bad input exits 2 with one line naming it, and writes nothing', () => {
    const out = join(dir, 'never.yaml');
    const cases: [string[], RegExp][] = [
      [['schema', 'discover', join(dir, 'missing.jsonl'), '--out', out], /missing\.jsonl: no such file or folder/],
      [['schema', 'discover', corpus, '--sample', 'many', '--out', out], /--sample <n>.*must be an integer/],
      [['schema', 'discover', corpus, '--min-support', '0', '--out', out], /--min-support <n>.*must be an integer/],
      [['schema', 'discover', corpus, '--min-support', '50', '--out', out], /no predicate reached --min-support 50 in 6 documents/],
      [['schema', 'discover', corpus, '--out', join(dir, 'no-such-dir', 'x.yaml'), '--min-support', '2'], /no-such-dir\/x\.yaml: cannot write/],
      [['schema', 'discover'], /missing required argument 'inputs'/],
    ];
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(bad, '{"id": "a", "text": "Fine."}\n{"id": "b"}\n');
    cases.push([['schema', 'discover', bad, '--out', out], /bad\.jsonl:2: text: is required/]);
    for (const [args, message] of cases) {
      const r = cli(...args);
      assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, message);
      assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
    }
    assert.equal(existsSync(out), false);
  });
});
