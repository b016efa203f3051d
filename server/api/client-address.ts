/**
 * The visitor's address, for the rate limit. A request that comes from this machine itself is a reverse proxy's
 * (deploy/nginx.conf runs beside the API and forwards every visitor from 127.0.0.1): its X-Real-IP names the
 * visitor. From any other peer the header is ignored, as anyone could write it.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function clientAddress(request: IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-real-ip'];
  return LOOPBACK.has(peer) && typeof forwarded === 'string' && isIP(forwarded.trim()) ? forwarded.trim() : peer;
}
