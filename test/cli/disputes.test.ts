// `nuggetindex disputes` and `nuggetindex resolve` through the real command on a real SQLite store.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DisputeJson } from '../../src/index.js';
import { cli } from '../support/cli.js';

test('disputes lists the contested key; resolve settles it, records the reason, and a bad id fails in one line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ni-disputes-'));
  try {
    const corpus = join(dir, 'c.jsonl');
    const db = join(dir, 's.db');
    writeFileSync(
      corpus,
      [
        { id: 'a', source: 'reuters', date: '2009-01-01', text: 'Acme is headquartered in Boston.' },
        { id: 'c', source: 'bloomberg', date: '2009-01-01', text: 'Acme is based in Denver.' },
      ]
        .map((d) => JSON.stringify(d))
        .join('\n') + '\n',
    );
    assert.equal(cli('ingest', corpus, '--db', db, '--quiet').status, 0);

    const listed = cli('disputes', '--db', db);
    assert.equal(listed.status, 0, listed.stderr);
    assert.match(listed.stdout, /acme · headquartersLocation/);
    assert.match(listed.stdout, /contested\s+Boston/);
    const json = JSON.parse(cli('disputes', '--db', db, '--json').stdout) as { disputes: DisputeJson[] };
    const denver = json.disputes[0]!.facts.find((f) => f.object === 'Denver')!;

    const bad = cli('resolve', 'nope', '--db', db, '--reason', 'x');
    assert.equal(bad.status, 2);
    assert.equal(bad.stderr.trim().split('\n').length, 1);
    assert.match(bad.stderr, /no nugget with id nope/);

    const done = cli('resolve', denver.id, '--db', db, '--reason', 'moved in 2008', '--by', 'alice');
    assert.equal(done.status, 0, done.stderr);
    assert.match(done.stdout, /resolved: 1 rival value\(s\) deprecated/);
    assert.match(cli('disputes', '--db', db).stdout, /no disputes/);
    const decided = JSON.parse(cli('disputes', '--db', db, '--json', '--decided').stdout) as { disputes: DisputeJson[] };
    assert.deepEqual(
      [decided.disputes[0]!.decision!.winner, decided.disputes[0]!.decision!.reason, decided.disputes[0]!.decision!.by],
      [denver.id, 'moved in 2008', 'alice'],
    );
    const q = JSON.parse(cli('query', 'Where is Acme headquartered?', '--db', db, '--time', '2010', '--json').stdout) as {
      results: { object: string; status: string }[];
    };
    assert.deepEqual(
      q.results.map((r) => `${r.object}:${r.status}`),
      ['Denver:active'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
