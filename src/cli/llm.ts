// The LLM extractor on the command line: endpoint options for ingest, and `estimate-cost` (issue 4).
// Placeholder until the extractor lands.

import type { Command } from 'commander';

export function registerLlmCommands(_program: Command): void {}
