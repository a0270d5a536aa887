// `nuggetindex review`: the deferral queue of candidates the quality gate held back (issue 4).
// Placeholder until the command lands.

import type { Command } from 'commander';

export function registerReviewCommand(_program: Command): void {}
