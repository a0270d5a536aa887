// `nuggetindex schema discover`: a starter schema from a corpus sample (issue 4).
// Placeholder until the command lands.

import type { Command } from 'commander';

export function registerDiscoverCommand(_schema: Command): void {}
