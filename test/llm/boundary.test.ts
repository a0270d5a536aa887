// The LLM extractor is isomorphic: the extractor, client, prompt and caches bundle for the browser
// without Node built-ins (the public entry does not export them yet, so test/boundary.test.ts does
// not reach them). The Node-only disk cache must stay out of them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

test('src/extract/llm.ts and src/llm/ bundle for the browser without Node built-ins', async () => {
  const entries = ['src/extract/llm.ts', 'src/llm/client.ts', 'src/llm/cache.ts', 'src/llm/usage.ts'].map((p) =>
    fileURLToPath(new URL(`../../${p}`, import.meta.url)),
  );
  const result = await build({
    entryPoints: entries,
    platform: 'browser',
    format: 'esm',
    bundle: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    outdir: 'out',
  });
  const inputs = Object.keys(result.metafile.inputs);
  assert.deepEqual(
    inputs.filter((p) => p.includes('src/io/') || p.includes('src/cli/') || p.includes('better-sqlite3')),
    [],
  );
  for (const out of result.outputFiles) assert.doesNotMatch(out.text, /["'`]node:[\w/.-]+["'`]/);
});
