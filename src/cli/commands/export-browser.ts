// `nuggetindex export --browser <dir>`: a static site that answers governed queries with no server.
// It copies the browser build of the web UI (dist/web/browser: index.html, app.js, app.css) and
// writes the store's records as the compact index file (src/store/snapshot.ts) beside them; the
// page loads it into the same isomorphic core the CLI runs.

import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Instant, type NuggetIndex, NuggetIndexError } from '../../index.js';

/** The index file's name; the page fetches it relative to itself (web/src/local-api.ts). */
export const BROWSER_INDEX_FILE = 'index.bin';
const SITE_FILES = ['index.html', 'app.js', 'app.css'];

export interface BrowserExport {
  dir: string;
  /** Each written file and its size in bytes, the index file first. */
  files: { name: string; bytes: number }[];
  nuggets: number;
  documents: number;
}

/** `<package root>/dist/web/browser`, where scripts/build-web.mjs puts the static site's UI. */
export function browserSiteDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'dist', 'web', 'browser');
}

/**
 * Writes the static site into `dir` (created if missing; files of the same names are replaced).
 *
 * @example const { files } = await exportBrowserSite(ni, 'site')  // then: python3 -m http.server -d site
 */
export async function exportBrowserSite(ni: NuggetIndex, dir: string, options: { site?: string; now?: Instant } = {}): Promise<BrowserExport> {
  const site = options.site ?? browserSiteDir();
  const missing = SITE_FILES.filter((f) => !existsSync(join(site, f)));
  if (missing.length > 0) {
    throw new NuggetIndexError(
      'NOT_FOUND',
      `the browser build of the web UI is missing (${join(site, missing[0]!)}): run "npm run build" in the nuggetindex folder first`,
      { file: join(site, missing[0]!) },
    );
  }
  const bytes = await ni.snapshot(options.now ?? Date.now());
  const stats = await ni.stats();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, BROWSER_INDEX_FILE), bytes);
  const files = [{ name: BROWSER_INDEX_FILE, bytes: bytes.length }];
  for (const f of SITE_FILES) {
    copyFileSync(join(site, f), join(dir, f));
    files.push({ name: f, bytes: statSync(join(dir, f)).size });
  }
  return { dir, files, nuggets: stats.nuggets, documents: stats.documents };
}
