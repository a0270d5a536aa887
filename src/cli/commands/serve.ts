// `nuggetindex serve`: the HTTP API and the web UI over one store, until Ctrl-C (or SIGTERM), which
// finishes the requests in flight and closes the store (exit 0).

import { Command, InvalidArgumentError } from 'commander';
import { err, openIndex, storeOptions, type StoreOptions } from '../common.js';
import { NuggetIndexError } from '../../index.js';
import { closeOnSignals, DEFAULT_HOST, DEFAULT_MAX_BODY_BYTES, DEFAULT_PORT, isLoopback, type RunningServer, startServer } from '../../node.js';

interface ServeCliOptions extends StoreOptions {
  host: string;
  port: number;
  allowWrites?: boolean;
  token?: string;
  maxBody: number;
  web?: string | false;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('must be an integer from 0 to 65535 (0: any free port)');
  return n;
}

function bytes(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1024) throw new InvalidArgumentError('must be a number of bytes, at least 1024');
  return n;
}

export function registerServeCommand(program: Command): void {
  storeOptions(
    program
      .command('serve')
      .summary('serve the HTTP API and the web UI over a store')
      .description(
        'Serve the HTTP API (JSON; see /openapi.json and docs/API.md) and the web UI\n' +
          'over a store, until Ctrl-C. GET /v1/retrieve answers like "query --json";\n' +
          'GET /healthz answers 200. Writes (ingest, review, resolving disputes) are off\n' +
          'unless --allow-writes; with a token (--token or NUGGETINDEX_TOKEN) they also\n' +
          'need "Authorization: Bearer <token>". Binds to 127.0.0.1 by default; a\n' +
          'non-loopback --host with writes allowed needs a token.',
      )
      .option('--host <address>', 'interface to bind (0.0.0.0: every interface)', DEFAULT_HOST)
      .option('--port <n>', 'port to listen on (0: any free port)', port, DEFAULT_PORT)
      .option('--allow-writes', 'enable the write endpoints (the store is created if missing)')
      .option('--token <token>', 'bearer token the write endpoints require (default: $NUGGETINDEX_TOKEN)')
      .option('--max-body <bytes>', 'largest request body accepted', bytes, DEFAULT_MAX_BODY_BYTES)
      .option('--web <dir>', "folder of the built web UI (default: the package's dist/web)")
      .option('--no-web', 'serve the API only')
      .option('--reconfigure', 'adopt this --schema/--aliases/--multi-valued for a store built with others (ingest through the API)'),
  ).action(async (o: ServeCliOptions) => {
    const token = o.token ?? process.env.NUGGETINDEX_TOKEN ?? undefined;
    if (token !== undefined && !/^\S+$/.test(token)) {
      throw new NuggetIndexError('INVALID_INPUT', 'serve: the token must be non-empty and contain no whitespace', { field: '--token' });
    }
    if (o.allowWrites && token === undefined && !isLoopback(o.host)) {
      throw new NuggetIndexError(
        'INVALID_INPUT',
        `serve: --host ${o.host} with --allow-writes needs a token (--token or NUGGETINDEX_TOKEN): anyone on the network could write`,
        { field: '--host' },
      );
    }
    const index = await openIndex(o, o.allowWrites ?? false);
    let running: RunningServer;
    try {
      running = await startServer({
        index,
        allowWrites: o.allowWrites ?? false,
        token,
        host: o.host,
        port: o.port,
        maxBodyBytes: o.maxBody,
        webRoot: o.web === false ? null : o.web,
      });
    } catch (e) {
      await index.close();
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
        throw new NuggetIndexError('INVALID_INPUT', `serve: cannot listen on ${o.host}:${o.port} (${code})`, { field: '--port' });
      }
      throw e;
    }
    closeOnSignals(running, () => err('stopping: finishing requests in flight, then closing the store'));
    err(`nuggetindex: serving ${o.db} at ${running.url} (writes ${o.allowWrites ? (token ? 'allowed with the token' : 'allowed') : 'off'}; Ctrl-C to stop)`);
    await running.closed;
  });
}
