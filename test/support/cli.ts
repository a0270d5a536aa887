// The `nuggetindex` command run from source (tsx) in a child process, as tests drive it.

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs `nuggetindex …args` from the repository root and waits for it to exit. */
export function cli(...args: string[]): CliRun {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/run.ts'), ...args], { encoding: 'utf8', cwd: root });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
