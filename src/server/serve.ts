// The API on a Node socket (@hono/node-server), and its orderly end: stop accepting, let requests in
// flight finish (an ingest commits its current document; an export streams to its end), then close
// the store. Node-only; the app itself is runtime-free (app.ts).

import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, LOOPBACK_HOSTS, type AppOptions } from './app.js';
import type { NuggetIndex } from '../index.js';

export interface ServeOptions extends Omit<AppOptions, 'allowedHosts'> {
  /** Interface to bind. Default 127.0.0.1 (this machine only). */
  host?: string;
  /** Port; 0 picks any free port. Default 8080. */
  port?: number;
  /** After this long, close() drops connections still open. Default 10 000 ms. */
  shutdownTimeoutMs?: number;
}

export interface RunningServer {
  /** `http://host:port`, with the port actually bound. */
  url: string;
  /** Stops accepting, waits for requests in flight, then closes the index's store. Idempotent. */
  close(): Promise<void>;
  /** Settles once the server is closed (by close() or a signal). */
  closed: Promise<void>;
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;

/** True for addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** How long an idle keep-alive connection is kept open, ms. */
const KEEP_ALIVE_MS = 65_000;

/**
 * Serves the API until close(). Bound to a loopback address, it answers only to loopback host names
 * (DNS-rebinding guard; see AppOptions.allowedHosts).
 *
 * @example const { url, close } = await startServer({ index: ni, allowWrites: false, port: 0 })
 */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const host = options.host ?? DEFAULT_HOST;
  const loopbackNames = [...LOOPBACK_HOSTS, ...(isLoopback(host) ? [host.includes(':') && !host.startsWith('[') ? `[${host}]` : host] : [])];
  const app = createApp({ ...options, allowedHosts: isLoopback(host) ? loopbackNames : null });
  const { server, address } = await new Promise<{ server: Server; address: AddressInfo }>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: host, port: options.port ?? DEFAULT_PORT }, (info) => resolve({ server: s as Server, address: info }));
    // An idle keep-alive connection must be dropped by the client before the server closes it, or a
    // request sent on it as the server closes fails (ECONNRESET): clients honour the Keep-Alive
    // timeout announced here minus a margin, so announce a long one (Node's default is 5 s).
    (s as Server).keepAliveTimeout = KEEP_ALIVE_MS;
    (s as Server).headersTimeout = KEEP_ALIVE_MS + 1_000;
    s.once('error', reject);
  });
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | null = null;
  let done!: () => void;
  const closed = new Promise<void>((resolve) => {
    done = resolve;
  });
  const close = () => (closing ??= shutdown(server, options.index, options.shutdownTimeoutMs ?? 10_000).finally(done));
  return { url: `http://${shown}:${address.port}`, close, closed };
}

async function shutdown(server: Server, index: NuggetIndex, timeoutMs: number): Promise<void> {
  // close() stops accepting and ends idle keep-alive connections; busy ones end after their response.
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
  try {
    await stopped;
  } finally {
    clearTimeout(timer);
  }
  await index.close(); // waits for a write in progress, then closes the store
}

/**
 * Closes the server on SIGINT or SIGTERM. A second signal exits at once (status 130): committed
 * documents stay, and SQLite rolls back one whose transaction was still open.
 * Returns a function that removes the handlers.
 */
export function closeOnSignals(running: RunningServer, onSignal: (signal: NodeJS.Signals) => void = () => undefined): () => void {
  let count = 0;
  const handler = (signal: NodeJS.Signals) => {
    onSignal(signal);
    if (count++ === 0) void running.close();
    else process.exit(130);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  const remove = () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
  void running.closed.then(remove);
  return remove;
}
