// `npm run demo`: builds a store from the bundled demo corpus (examples/demo) with the real CLI and
// asks time-scoped questions that show governance at work. Needs `npm run build` first (npm run demo does it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nuggetindex-demo-'));
const db = join(dir, 'demo.db');
const common = ['--db', db, '--aliases', join(root, 'examples/demo/aliases.yaml')];

function run(title, args) {
  if (title)
    console.log(
      `\n\x1b[1m${title}\x1b[0m\n$ nuggetindex ${args
        .map((a) => (a.includes(' ') ? JSON.stringify(a) : a))
        .join(' ')
        .replaceAll(db, 'demo.db')
        .replaceAll(root, '')}`,
    );
  const r = spawnSync(process.execPath, [join(root, 'bin/nuggetindex.js'), ...args], { encoding: 'utf8' });
  process.stdout.write(r.stdout.replaceAll(db, 'demo.db'));
  if (r.stderr) process.stdout.write(r.stderr.replaceAll(db, 'demo.db'));
  if (r.status !== 0) {
    console.error(`demo step failed with exit code ${r.status}`);
    process.exit(1);
  }
}

try {
  console.log('nuggetindex demo — a fictional utility, Northwind Energy, reported by four newspapers, an');
  console.log('encyclopedia and its own web page (two revisions), plus a rumour blog. Corpus: examples/demo/corpus.jsonl');
  run('1. Ingest: extract facts, infer validity, detect conflicts', ['ingest', join(root, 'examples/demo/corpus.jsonl'), ...common]);
  run('2. The CEO in 2012 (the encyclopedia: Maria Lopez, 2009–2015, when the firm was still "Northwind Power")', [
    'query',
    'Who was the CEO of Northwind Energy in 2012?',
    '-k',
    '1',
    ...common,
  ]);
  run('3. The CEO in 2018 — Okafor, whose term two newspapers closed when Natarajan took over in 2021', [
    'query',
    'Who was the CEO of Northwind Energy in 2018?',
    '-k',
    '1',
    ...common,
  ]);
  run('4. The CEO today: a rumour blog names Victor Crane, but three independent sources say Natarajan — the rumour is Deprecated', [
    'query',
    'Who is the CEO of Northwind Energy?',
    '-k',
    '1',
    ...common,
  ]);
  run('   …the rumour is still in the store, visible only without governance (view all)', [
    'query',
    'Who is the CEO of Northwind Energy?',
    '--view',
    'all',
    '-k',
    '4',
    ...common,
  ]);
  run('5. The CFO from the company page: revision 2 (2022) replaced Lena Ward, so her term ends at that revision', [
    'query',
    'Who was the chief financial officer of Northwind Energy?',
    '--time',
    '2020-06',
    '-k',
    '1',
    ...common,
  ]);
  run('   …and today', ['query', 'Who is the chief financial officer of Northwind Energy?', '-k', '1', ...common]);
  run('6. Headquarters: two newspapers disagree (Tacoma vs Olympia) — nothing in the default view…', [
    'query',
    'Where is Northwind Energy headquartered?',
    '-k',
    '2',
    ...common,
  ]);
  run('   …both, flagged, in view active_contested…', [
    'query',
    'Where is Northwind Energy headquartered?',
    '--view',
    'active_contested',
    '-k',
    '2',
    ...common,
  ]);
  run('   …and the generator context names the sources on each side', ['context', 'Where is Northwind Energy headquartered?', '-k', '3', ...common]);
  run('7. Board members: a multi-valued predicate, so both are current', ['query', 'Who sits on the board of Northwind Energy?', '-k', '2', ...common]);
  run('8. The mayor of Eastport in 2010 and now', ['query', 'Who was mayor of Eastport in 2010?', '-k', '1', ...common]);
  run('', ['query', 'Who is the mayor of Eastport?', '-k', '1', ...common]);
  run('9. An answer with exact citations (Crucible, offline): the CEO in 2018', ['answer', 'Who was the CEO of Northwind Energy in 2018?', ...common]);
  run('   …and the headquarters (GINGER): the dispute stated as disputed, both sides cited', [
    'answer',
    'Where is Northwind Energy headquartered?',
    '--pipeline',
    'ginger',
    ...common,
  ]);
  run('10. Re-ingesting the same corpus changes nothing', ['ingest', join(root, 'examples/demo/corpus.jsonl'), ...common]);
  run('11. The store', ['inspect', ...common]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
