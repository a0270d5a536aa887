// The layering rule of docs/ARCHITECTURE.md as a test: dependencies point downwards only
// (model → extract → govern → store/search → bridge → retrieve → NuggetIndex → toolchain → front ends), and the
// front ends — the CLI, the HTTP server, the web app — import the library only through its public
// entry points, so the API users get is the one its own front ends run on.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The layers, lowest first; a module may import from its own layer and those below it. */
const LAYERS: { name: string; holds: (path: string) => boolean }[] = [
  { name: 'model', holds: (p) => p.startsWith('src/model/') },
  { name: 'extract', holds: (p) => (p.startsWith('src/extract/') && !p.startsWith('src/extract/discover/')) || p.startsWith('src/llm/') },
  { name: 'govern', holds: (p) => p.startsWith('src/govern/') || p === 'src/defaults.ts' },
  // Schema discovery proposes predicates the schema lacks, so it canonicalises against the schema.
  { name: 'schema discovery', holds: (p) => p.startsWith('src/extract/discover/') },
  { name: 'store/search', holds: (p) => p.startsWith('src/store/') || p.startsWith('src/search/') || p.startsWith('src/embed/') || p.startsWith('src/io/') },
  // Bridging facts are derived inside ingest's transaction, and balanced selection is retrieval's.
  { name: 'bridge', holds: (p) => p.startsWith('src/bridge/') },
  { name: 'retrieve', holds: (p) => p.startsWith('src/retrieve/') },
  { name: 'NuggetIndex', holds: (p) => (/^src\/[^/]+\.ts$/.test(p) && p !== 'src/defaults.ts') || p.startsWith('src/ingest/') },
  { name: 'toolchain', holds: (p) => p.startsWith('src/eval/') || p.startsWith('src/answer/') },
  { name: 'front ends', holds: (p) => p.startsWith('src/cli/') || p.startsWith('src/server/') || p.startsWith('web/src/') },
];

/** The public entry points: they re-export every layer, so they sit outside the rule. */
const ENTRIES = ['src/index.ts', 'src/node.ts'];
const FRONT_ENDS = ['src/cli/', 'src/server/', 'web/src/'];

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return files(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.generated.ts') ? [path] : [];
  });
}

/** Each relative import or re-export of a file, resolved to a repository path (`.js` read as `.ts`). */
function imports(path: string): { line: number; target: string }[] {
  const text = readFileSync(join(root, path), 'utf8');
  const out: { line: number; target: string }[] = [];
  for (const m of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)) {
    const target = relative(root, normalize(join(root, dirname(path), m[1]!)))
      .replace(/\.js$/, '.ts')
      .split('\\')
      .join('/');
    out.push({ line: text.slice(0, m.index).split('\n').length, target });
  }
  return out;
}

const layerOf = (path: string): number => LAYERS.findIndex((l) => l.holds(path));
const sources = [...files('src'), ...files('web/src')];

test('every source module belongs to exactly one layer', () => {
  for (const path of sources) {
    if (ENTRIES.includes(path)) continue;
    assert.equal(LAYERS.filter((l) => l.holds(path)).length, 1, `${path} is in one layer`);
  }
});

test('dependencies point downwards: no module imports from a layer above its own', () => {
  const upward: string[] = [];
  for (const path of sources) {
    if (ENTRIES.includes(path)) continue;
    for (const { line, target } of imports(path)) {
      if (ENTRIES.includes(target)) continue;
      if (layerOf(target) > layerOf(path))
        upward.push(`${path}:${line}: ${LAYERS[layerOf(path)]!.name} imports ${target} (${LAYERS[layerOf(target)]?.name ?? 'no layer'})`);
    }
  }
  assert.deepEqual(upward, []);
});

test('the CLI, the server and the web app import the library only through src/index.ts and src/node.ts', () => {
  const around: string[] = [];
  for (const path of sources.filter((p) => FRONT_ENDS.some((f) => p.startsWith(f)))) {
    const own = FRONT_ENDS.find((f) => path.startsWith(f))!;
    for (const { line, target } of imports(path)) {
      if (target.startsWith(own) || ENTRIES.includes(target)) continue;
      around.push(`${path}:${line}: imports ${target}`);
    }
  }
  assert.deepEqual(around, []);
});

test('the browser page imports only the isomorphic entry point, never src/node.ts', () => {
  const nodeOnly = files('web/src').flatMap((path) =>
    imports(path)
      .filter((i) => i.target === 'src/node.ts')
      .map((i) => `${path}:${i.line}`),
  );
  assert.deepEqual(nodeOnly, []);
});
