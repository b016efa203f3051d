/** The contact form's rate limit: per visitor, by /64 for IPv6, and bounded in memory however many addresses come. */
import { describe, expect, it } from 'vitest';
import { RateLimiter, rateKey } from '../../server/api/rate-limit.ts';

const limiter = (max: number, maxAddresses = 1000, clock = { now: 1_000_000 }) =>
  new RateLimiter({ max, windowMs: 60_000, maxAddresses }, () => clock.now);

describe('rate limit', () => {
  it('refuses an address past its limit and says when to come back', () => {
    const clock = { now: 1_000_000 };
    const limit = limiter(2, 1000, clock);
    expect(limit.attempt('203.0.113.7').allowed).toBe(true);
    clock.now += 10_000;
    expect(limit.attempt('203.0.113.7').allowed).toBe(true);
    expect(limit.attempt('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limit.attempt('203.0.113.8').allowed).toBe(true);
    clock.now += 50_001;
    expect(limit.attempt('203.0.113.7').allowed).toBe(true);
  });

  it('counts an IPv6 visitor by the /64 they can pick addresses from, and IPv4 written as IPv6 as IPv4', () => {
    const limit = limiter(1);
    expect(limit.attempt('2001:db8:1:2::1').allowed).toBe(true);
    expect(limit.attempt('2001:db8:1:2:ffff:ffff:ffff:9').allowed).toBe(false);
    expect(limit.attempt('2001:0db8:0001:0002:0000:0000:0000:0042').allowed).toBe(false);
    expect(limit.attempt('2001:db8:1:3::1').allowed).toBe(true);
    expect(limit.attempt('203.0.113.7').allowed).toBe(true);
    expect(limit.attempt('::ffff:203.0.113.7').allowed).toBe(false);
    expect(rateKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
  });

  it('remembers at most its cap of addresses at a million of them, forgetting the one seen longest ago', () => {
    const limit = limiter(1, 10_000);
    limit.attempt('198.51.100.1');
    for (let i = 0; i < 1_000_000; i++) {
      limit.attempt(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      // An address seen again is kept (it moves to the newest end), however many others come meanwhile.
      if (i % 5000 === 0) expect(limit.attempt('198.51.100.1').allowed).toBe(false);
    }
    expect(limit.size).toBe(10_000);
    // The first of the million, seen longest ago, was forgotten.
    expect(limit.attempt('10.0.0.0').allowed).toBe(true);
  }, 60_000);

  it('forgets addresses whose attempts have all left the window, so a quiet server holds almost nothing', () => {
    const clock = { now: 1_000_000 };
    const limit = limiter(5, 1000, clock);
    for (let i = 0; i < 100; i++) limit.attempt(`203.0.113.${i}`);
    clock.now += 120_000;
    for (let i = 0; i < 100; i++) limit.attempt('198.51.100.1');
    expect(limit.size).toBe(1);
  });
});
