// Process entry of the `nuggetindex` command (bin/nuggetindex.js imports the built copy).
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
