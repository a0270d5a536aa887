// Documentation that cannot rot: every src/ path named in ARCHITECTURE.md exists, the README opens
// with its two commands, and every example runs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

test('every src/ path named in docs/ARCHITECTURE.md exists', () => {
  const doc = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const paths = [...doc.matchAll(/`((?:src|test)\/[\w./-]+)`/g)].map((m) => m[1]!);
  assert.ok(paths.length > 20);
  const missing = paths.filter((p) => !existsSync(join(root, p)) && !p.endsWith('.generated.ts'));
  assert.deepEqual(missing, []);
});

test('every src/ module is described in docs/ARCHITECTURE.md', () => {
  const doc = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
  const undocumented = walk('src').filter((p) => p.endsWith('.ts') && !p.endsWith('.generated.ts') && !doc.includes(p));
  assert.deepEqual(undocumented, []);
});

test('the README opens with the install-and-demo command and the test command', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(readme)![1]!;
  assert.match(block, /^npm ci && npm run demo/m);
  assert.match(block, /^npm test/m);
  assert.ok(readme.indexOf('```sh') < 40);
});

for (const file of readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.ts'))) {
  test(`examples/${file} runs`, () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'examples', file)], { encoding: 'utf8', cwd: root });
    assert.equal(r.status, 0, r.stderr);
    assert.notEqual(r.stdout.trim(), '');
  });
}
