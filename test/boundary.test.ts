// The isomorphic-core boundary as a build failure: the public entry point must bundle for the browser
// without Node built-ins, and without pulling in the Node-only adapters (SQLite, PostgreSQL, CLI).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult, type Metafile, type OutputFile } from 'esbuild';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** Paths (as esbuild reports them) that must never reach the browser bundle. */
const NODE_ONLY_INPUTS = ['better-sqlite3', 'node_modules/pg/', 'src/store/sqlite', 'src/cli/', 'src/node.ts'];

/**
 * A `node:` module specifier as a string literal in the bundle (`"node:fs"`, `'node:path'`).
 * The bare text "node:" is not enough evidence: bundled libraries contain object keys like `{ node: null }`.
 */
const NODE_SPECIFIER = /["'`]node:[\w/.-]+["'`]/;

test('the public API bundles for the browser without Node built-ins or Node-only adapters', async (t) => {
  let result: BuildResult<{ write: false; metafile: true }>;
  try {
    result = await build({ entryPoints: [entry], platform: 'browser', format: 'esm', bundle: true, write: false, metafile: true, logLevel: 'silent' });
  } catch (err) {
    // esbuild rejects with the resolve errors, e.g. 'Could not resolve "node:fs"'.
    const errors = (err as { errors?: { text: string; location: { file: string; line: number } | null }[] }).errors ?? [];
    const where = errors.map((e) => `${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`).join('\n');
    assert.fail(`src/index.ts does not bundle for the browser:\n${where || String(err)}`);
  }
  assert.deepStrictEqual(result.errors, []);

  const metafile: Metafile = result.metafile;
  const inputs = Object.keys(metafile.inputs);
  assert.ok(
    inputs.some((p) => p.endsWith('src/index.ts')),
    'the metafile lists the entry point',
  );
  for (const bad of NODE_ONLY_INPUTS) {
    const offenders = inputs.filter((p) => p.includes(bad));
    assert.deepStrictEqual(offenders, [], `no bundled input matches "${bad}"`);
  }

  const outputs: OutputFile[] = result.outputFiles;
  assert.ok(outputs.length > 0, 'the build produced output');
  for (const out of outputs) {
    const hit = NODE_SPECIFIER.exec(out.text);
    assert.equal(
      hit,
      null,
      `the bundle refers to a Node built-in: ${hit?.[0] ?? ''} near …${hit ? out.text.slice(Math.max(0, hit.index - 80), hit.index + 40) : ''}…`,
    );
  }

  const bytes = outputs.reduce((sum, o) => sum + o.contents.byteLength, 0);
  t.diagnostic(`browser bundle of src/index.ts: ${(bytes / 1024).toFixed(1)} KiB from ${inputs.length} inputs`);
});
