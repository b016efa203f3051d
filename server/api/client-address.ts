/**
 * The visitor's address, for the rate limit. Behind a reverse proxy every request comes from the proxy, and the
 * visitor is named in X-Forwarded-For, which anyone can write. So the header is read only from the proxies the
 * operator trusts (TRUST_PROXY: by default the machine itself, as with deploy/nginx.conf), from its right end, one
 * trusted hop at a time (proxy-addr): the first address not trusted is the visitor. An address a visitor wrote further
 * left is never reached.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

export type AddressOf = (request: IncomingMessage) => string;

/** `trustedProxies`: addresses, subnets (10.0.0.0/8), "loopback", "linklocal", "uniquelocal", or "none". */
export function clientAddressOf(trustedProxies: readonly string[]): AddressOf {
  const trust = proxyTrust(trustedProxies);
  return (request) => proxyaddr(request, trust) ?? 'unknown';
}

/** Whether a connection's address is one of the trusted proxies. */
export function isTrustedProxy(trustedProxies: readonly string[]): (address: string) => boolean {
  const trust = proxyTrust(trustedProxies);
  return (address) => trust(address, 0);
}

function proxyTrust(trustedProxies: readonly string[]): ReturnType<typeof proxyaddr.compile> {
  try {
    return proxyaddr.compile(trustedProxies.filter((entry) => entry !== 'none'));
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must list addresses, subnets (such as 10.0.0.0/8), loopback, linklocal, uniquelocal or none: ${(error as Error).message}`,
    );
  }
}
