// Node's WebAssets: the web UI's files read from a folder, by default the package's `dist/web`
// (the web build's output). Found relative to this module, so it works from src/ under tsx and
// from dist/ after `npm run build`.

import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WebAssets } from './ui.js';

/** `<package root>/dist/web`: the nearest folder above this module holding a package.json. */
export function defaultWebRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return join(dir, 'dist', 'web');
}

/** Reads files under `root`; a path that would leave it, or any read failure, is "absent". */
export function fileAssets(root: string): WebAssets {
  const base = resolve(root);
  return {
    async read(path) {
      const file = resolve(base, path);
      if (!file.startsWith(base + sep)) return null;
      try {
        return new Uint8Array(await readFile(file));
      } catch {
        return null;
      }
    },
  };
}
