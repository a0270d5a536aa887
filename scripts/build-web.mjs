// Builds the web UI (web/) with esbuild into dist/web/: the page `nuggetindex serve` answers
// (index.html, app.js, app.css; its index.html loads them from /assets/) and, in dist/web/browser/,
// the static site `nuggetindex export --browser` copies (same UI over the core in the page).
// Everything is bundled and minified: no external URL at all. Skipped when the outputs are newer than
// every input (web/, src/, this script), so `npm test` and `npm run typecheck` stay fast.
//   node scripts/build-web.mjs [--force] [--analyze]   (--analyze: sizes, and what each bundle is made of)
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
const analyze = process.argv.includes('--analyze');

// The browser-only page runs the core read-only: zod (document validation on ingest), yaml, the
// bundled schema text (the export carries the schema and aliases parsed) and the prose reader's
// tagger (wink-nlp and its model: extraction) are imported but never run there, so they are replaced
// by stubs that fail loudly if they ever are (web/stubs/).
const stubs = {
  name: 'read-only-stubs',
  setup(b) {
    b.onResolve({ filter: /^(zod|yaml)$/ }, (args) => ({ path: join(root, 'web/stubs', `${args.path}.ts`) }));
    b.onResolve({ filter: /^wink-(?:nlp|eng-lite-web-model)$/ }, () => ({ path: join(root, 'web/stubs/wink.ts') }));
    b.onResolve({ filter: /\/bundled\.generated\.js$/ }, () => ({ path: join(root, 'web/stubs/bundled.ts') }));
  },
};
const targets = [
  { entry: 'web/src/main-server.ts', dir: 'dist/web', base: 'assets/', plugins: [] },
  { entry: 'web/src/main-browser.ts', dir: 'dist/web/browser', base: '', plugins: [stubs] },
];
const outputs = targets.flatMap((t) => ['index.html', 'app.js', 'app.css'].map((f) => join(root, t.dir, f)));

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), st.mtimeMs);
}

const inputsTime = Math.max(newest(join(root, 'web')), newest(join(root, 'src')), newest(fileURLToPath(import.meta.url)));
const fresh = outputs.every((f) => existsSync(f) && statSync(f).mtimeMs > inputsTime);
if (fresh && !force && !analyze) process.exit(0);

const html = readFileSync(join(root, 'web/index.html'), 'utf8');
for (const t of targets) {
  const dir = join(root, t.dir);
  mkdirSync(dir, { recursive: true });
  const js = await build({
    entryPoints: [join(root, t.entry)],
    outfile: join(dir, 'app.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022', 'chrome105', 'firefox113', 'safari16.4'],
    metafile: true,
    legalComments: 'eof',
    logLevel: 'warning',
    plugins: t.plugins,
  });
  await build({ entryPoints: [join(root, 'web/app.css')], outfile: join(dir, 'app.css'), bundle: true, minify: true, logLevel: 'warning' });
  writeFileSync(join(dir, 'index.html'), html.replaceAll('%BASE%', t.base));
  if (analyze) {
    console.log(`web: ${t.dir}/app.js ${(statSync(join(dir, 'app.js')).size / 1024).toFixed(1)} KiB`);
    const out = Object.values(js.metafile.outputs)[0];
    const byPackage = new Map();
    for (const [path, { bytesInOutput }] of Object.entries(out.inputs)) {
      const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? path.replace(/\/[^/]+$/, '');
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytesInOutput);
    }
    for (const [pkg, b] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${(b / 1024).toFixed(1).padStart(7)} KiB  ${pkg}`);
  }
}
