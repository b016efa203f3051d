import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../server/api/client-address.ts';

const request = (peer: string, realIp?: string) => ({ socket: { remoteAddress: peer }, headers: realIp ? { 'x-real-ip': realIp } : {} }) as unknown as IncomingMessage;

describe('the address the rate limit counts', () => {
  it('is the one a proxy on this machine names', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(request('::1', '2001:db8::1'))).toBe('2001:db8::1');
  });

  it('is the peer itself when anyone else writes the header, or when it names no address', () => {
    expect(clientAddress(request('198.51.100.4', '203.0.113.7'))).toBe('198.51.100.4');
    expect(clientAddress(request('127.0.0.1', 'somebody'))).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1'))).toBe('127.0.0.1');
  });
});
