import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../../server/api/client-address.ts';

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('the address the rate limit counts', () => {
  const onThisMachine = clientAddressOf(['loopback']);

  it('is the visitor a trusted proxy names, read from the right', () => {
    expect(onThisMachine(request('127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
    expect(onThisMachine(request('::1', '2001:db8::1'))).toBe('2001:db8::1');
    // TLS ended by another proxy on this machine before nginx: both hops are trusted, the visitor is behind them.
    expect(onThisMachine(request('127.0.0.1', '203.0.113.7, 127.0.0.1'))).toBe('203.0.113.7');
  });

  it('never believes what the visitor wrote in front of the proxy', () => {
    expect(onThisMachine(request('127.0.0.1', '198.51.100.1, 203.0.113.7'))).toBe('203.0.113.7');
  });

  it('is the peer itself when the header comes from anyone not trusted', () => {
    expect(onThisMachine(request('198.51.100.4', '203.0.113.7'))).toBe('198.51.100.4');
    expect(onThisMachine(request('127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddressOf(['none'])(request('127.0.0.1', '203.0.113.7'))).toBe('127.0.0.1');
  });

  it('trusts a proxy on another machine only when named, by address or subnet', () => {
    const behindBalancer = clientAddressOf(['10.0.0.0/8']);
    expect(behindBalancer(request('10.1.2.3', '203.0.113.7'))).toBe('203.0.113.7');
    expect(behindBalancer(request('127.0.0.1', '203.0.113.7'))).toBe('127.0.0.1');
  });

  it('refuses a setting it cannot read, in plain words', () => {
    expect(() => clientAddressOf(['nginx'])).toThrow(/TRUST_PROXY must list addresses, subnets/);
  });
});
