// The `nuggetindex` command run from source (tsx) in a child process, as tests drive it.

import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Runs `nuggetindex …args` in `cwd` without blocking this process — so a test server in it (the
 * OpenAI protocol server) can answer the command — with no LLM settings inherited from the environment.
 */
export function cliAsync(cwd: string, ...args: string[]): Promise<CliRun> {
  return cliAsyncWith(cwd, {}, ...args);
}

/** `cliAsync` with these environment variables set (e.g. NUGGETINDEX_LLM_BASE_URL). */
export function cliAsyncWith(cwd: string, extraEnv: Record<string, string>, ...args: string[]): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['OPENAI_API_KEY', 'NUGGETINDEX_LLM_API_KEY', 'NUGGETINDEX_LLM_MODEL', 'NUGGETINDEX_LLM_BASE_URL']) delete env[name];
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), join(root, 'src/cli/run.ts'), ...args], { cwd, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status: status ?? -1, stdout, stderr })));
}
