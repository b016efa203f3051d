/**
 * The contact rate limit under a flood of distinct addresses: time per attempt and memory held after 10,000, 100,000
 * and 1,000,000 addresses, at the default cap. Both should stay flat once the cap is reached.
 */
import { RateLimiter } from '../../server/api/rate-limit.ts';
import { DEFAULT_RATE_LIMIT } from '../../server/api/settings.ts';

export interface RateLimitFigures {
  addresses: number;
  microsecondsPerAttempt: number;
  heapMiB: number;
  remembered: number;
}

const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

export function benchRateLimit(counts = [10_000, 100_000, 1_000_000]): RateLimitFigures[] {
  return counts.map((addresses) => {
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    const limiter = new RateLimiter(DEFAULT_RATE_LIMIT);
    const started = performance.now();
    for (let i = 0; i < addresses; i++)
      limiter.attempt(
        i % 2
          ? `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
          : `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`,
      );
    const elapsed = performance.now() - started;
    collectGarbage();
    return {
      addresses,
      microsecondsPerAttempt: (elapsed * 1000) / addresses,
      heapMiB: (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20,
      remembered: limiter.size,
    };
  });
}
