/**
 * At most `max` contact messages per address within a sliding window; beyond that the API answers 429. Kept in memory:
 * a restart forgets it, which is fine for a limit meant to stop floods, not to count.
 *
 * Memory and time per request stay flat however many addresses come: an LRU cache (lru-cache, constant time per
 * operation) remembers at most `maxAddresses`, forgetting the one seen longest ago first, and each address for one
 * window after its last attempt. An IPv6 visitor usually has a whole /64 to pick addresses from, so IPv6 addresses are
 * counted by their /64.
 */
import { isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
import type { RateLimitSettings } from './settings.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The key an address is counted under: IPv4 as is (also when written IPv4-mapped), IPv6 by its /64 network. */
export function rateKey(address: string): string {
  if (isIPv4(address) || !ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

export class RateLimiter {
  /** Attempt times per key, within the window. */
  private readonly seen: LRUCache<string, number[]>;

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly now = () => Date.now(),
  ) {
    this.seen = new LRUCache({ max: settings.maxAddresses, ttl: settings.windowMs, ttlResolution: 0, perf: { now } });
  }

  /** Counts one attempt from the address, and says whether it is within the limit (else how long to wait). */
  attempt(address: string): RateDecision {
    const now = this.now();
    const since = now - this.settings.windowMs;
    const key = rateKey(address);
    const recent = (this.seen.get(key) ?? []).filter((time) => time > since);
    const allowed = recent.length < this.settings.max;
    if (allowed) recent.push(now);
    this.seen.set(key, recent);
    return allowed ? { allowed } : { allowed, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! - since) / 1000)) };
  }

  /** How many addresses are remembered. */
  get size(): number {
    this.seen.purgeStale();
    return this.seen.size;
  }
}
