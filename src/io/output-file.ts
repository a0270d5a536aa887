// Writing a command's output file whole or not at all: the text goes to a temporary file beside the
// target, which is renamed into place, so a failure or Ctrl-C never leaves a half-written file and
// an existing file stays as it was until the new one is complete.

import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { NuggetIndexError } from '../model/errors.js';

/**
 * Writes `text` to `file` atomically.
 *
 * @example writeTextAtomic('nuggets.jsonl', '{"qid":"1"}\n')
 */
export function writeTextAtomic(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new NuggetIndexError('INVALID_INPUT', `${file}: cannot write (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, { file, field: 'out' });
  }
}
