// Process entry of the `nuggetindex` command (bin/nuggetindex.js imports the built copy).
import { main } from './main.js';

// A reader that stops early (`nuggetindex review | head`) closes the pipe: that ends the output, not
// with a stack trace. The store is consistent either way (reads; a write commits or rolls back).
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = await main(process.argv.slice(2));
