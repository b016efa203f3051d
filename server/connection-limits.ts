/**
 * How long the server waits for a client, and how many it holds at once. Node's defaults suit a server behind a
 * proxy that buffers requests; facing visitors directly, a client that sends its headers a byte at a time would hold a
 * connection for a minute, and a few thousand such clients the whole process. These bounds end slow requests early and
 * refuse connections past the cap (the socket is closed at once) instead of running out of memory or file handles.
 *   SERVER_MAX_CONNECTIONS  connections held at once (1000)
 */
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
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  checkIntervalMs: 1_000,
  maxConnections: 1_000,
};

export function connectionLimitsFromEnv(env: Record<string, string | undefined> = process.env): ConnectionLimits {
  const text = env.SERVER_MAX_CONNECTIONS?.trim();
  if (!text) return DEFAULT_CONNECTION_LIMITS;
  const maxConnections = Number(text);
  if (!Number.isInteger(maxConnections) || maxConnections < 1) throw new Error(`SERVER_MAX_CONNECTIONS must be a whole number of at least 1, found "${text}"`);
  return { ...DEFAULT_CONNECTION_LIMITS, maxConnections };
}
