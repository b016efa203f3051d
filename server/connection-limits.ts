/**
 * How long the server waits for a client, and how many it holds at once. Node's defaults suit a server behind a
 * proxy that buffers requests; facing visitors directly, a client that sends its headers a byte at a time would hold a
 * connection for a minute, and a few thousand such clients the whole process. These bounds end slow requests early and
 * refuse connections past the cap (the socket is closed at once) instead of running out of memory or file handles.
 * One address may hold only a share of them, so a single client holding connections open cannot crowd out the rest.
 *   SERVER_MAX_CONNECTIONS              connections held at once (1000)
 *   SERVER_MAX_CONNECTIONS_PER_ADDRESS  connections one address holds at once (64); the trusted proxies (TRUST_PROXY)
 *                                       are not capped: they speak for many visitors, and limit each one themselves
 */
import type { Server } from 'node:net';

export interface ConnectionLimits {
  /** A request's headers must have arrived within this time (else 408 and the connection closes). */
  headersTimeoutMs: number;
  /** The whole request, body included, within this time. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves either way (a client that stopped reading its answer) is closed after this. */
  idleTimeoutMs: number;
  /** How often the timeouts above are checked (Node's default, 30 s, would let them run over by as much). */
  checkIntervalMs: number;
  maxConnections: number;
  /** Connections one client address may hold at once; past it, a new one is closed at once. */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  checkIntervalMs: 1_000,
  maxConnections: 1_000,
  // A browser opens at most six connections to a site; 64 leaves room for an office of people behind one address.
  maxConnectionsPerAddress: 64,
};

export function connectionLimitsFromEnv(env: Record<string, string | undefined> = process.env): ConnectionLimits {
  return {
    ...DEFAULT_CONNECTION_LIMITS,
    maxConnections: wholeNumber(env, 'SERVER_MAX_CONNECTIONS', DEFAULT_CONNECTION_LIMITS.maxConnections),
    maxConnectionsPerAddress: wholeNumber(
      env,
      'SERVER_MAX_CONNECTIONS_PER_ADDRESS',
      DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress,
    ),
  };
}

function wholeNumber(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, found "${text}"`);
  return value;
}

/**
 * Closes a new connection at once when its address already holds `max`. Counted by the connection's own address (the
 * TCP peer), which a client cannot forge; `uncapped` names the addresses left out (the proxies in front).
 */
export function capConnectionsPerAddress(server: Server, max: number, uncapped: (address: string) => boolean): void {
  const held = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (uncapped(address)) return;
    const count = (held.get(address) ?? 0) + 1;
    if (count > max) return void socket.destroy();
    held.set(address, count);
    socket.once('close', () => {
      const left = held.get(address)! - 1;
      if (left > 0) held.set(address, left);
      else held.delete(address);
    });
  });
}
