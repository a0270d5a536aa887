// The `nuggetindex` command line: a thin skin over the library that parses arguments and renders
// output. Exit codes: 0 success, 2 bad usage or bad input, 1 any other failure; user errors print
// one line, never a stack trace.

import { Command, CommanderError } from 'commander';
import { NuggetIndexError } from '../index.js';
import { err } from './common.js';
import { registerConstructionCommand } from './commands/construction.js';
import { registerDiscoverCommand } from './commands/discover.js';
import { registerDisputeCommands } from './commands/disputes.js';
import { registerEstimateCostCommand } from './commands/estimate-cost.js';
import { registerTimeqaCommand } from './commands/eval-timeqa.js';
import { registerExportCommand } from './commands/export.js';
import { registerIngestCommand } from './commands/ingest.js';
import { registerInspectCommand } from './commands/inspect.js';
import { registerQueryCommands } from './commands/query.js';
import { registerReviewCommand } from './commands/review.js';
import { registerSampleCommand } from './commands/sample.js';
import { registerNuggetEvalCommand } from './commands/eval-nuggets.js';
import { registerSchemaCommand } from './commands/schema.js';
import { registerNuggetizeCommand } from './commands/nuggetize.js';
import { registerAssignCommand } from './commands/assign.js';
import { registerScoreCommand } from './commands/score.js';
import { registerServeCommand } from './commands/serve.js';
import { registerAnswerCommand } from './commands/answer.js';
import { registerBridgeCommand } from './commands/bridge.js';
import { registerEmbedCommands } from './commands/embed.js';
import { registerAnswerEvalCommand } from './commands/eval-answers.js';
import { registerBridgeEvalCommand } from './commands/eval-bridging.js';

export function buildProgram(): Command {
  const program = new Command('nuggetindex')
    .description(
      'A governed nugget store for RAG: atomic facts with validity intervals, lifecycle states and provenance, filtered by time and state before ranking.',
    )
    .version('0.1.0')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .exitOverride();

  registerIngestCommand(program);
  registerQueryCommands(program);
  registerAnswerCommand(program);
  registerBridgeCommand(program);
  registerEmbedCommands(program);
  registerInspectCommand(program);
  registerExportCommand(program);
  const evalCommand = program
    .command('eval')
    .summary(
      'evaluation harnesses: timeqa (retrieval), construction (extraction), sample (store precision), nuggets (AutoNuggetizer), answers (Crucible, GINGER)',
    )
    .description(
      'Evaluation harnesses: timeqa (retrieval), construction (extraction), sample (store precision), nuggets (AutoNuggetizer), answers (Crucible, GINGER).',
    );
  registerTimeqaCommand(evalCommand);
  registerConstructionCommand(evalCommand);
  registerSampleCommand(evalCommand);
  registerNuggetEvalCommand(evalCommand);
  registerAnswerEvalCommand(evalCommand);
  registerBridgeEvalCommand(evalCommand);
  registerDiscoverCommand(registerSchemaCommand(program));
  registerReviewCommand(program);
  registerServeCommand(program);
  registerDisputeCommands(program);
  registerNuggetizeCommand(program);
  registerAssignCommand(program);
  registerScoreCommand(program);
  registerEstimateCostCommand(program);
  return program;
}

/** Runs the CLI and returns the exit code (never throws). */
export async function main(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv as string[], { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      return 2;
    }
    if (e instanceof NuggetIndexError) {
      err(`nuggetindex: ${e.message}`);
      return e.isUserError ? 2 : 1;
    }
    err(`nuggetindex: unexpected failure: ${(e as Error).stack ?? String(e)}`);
    return 1;
  }
}
