/**
 * At most `max` contact messages per address within a sliding window; beyond that the API answers 429. Kept in memory:
 * a restart forgets it, which is fine for a limit meant to stop floods, not to count.
 */
import type { RateLimitSettings } from './settings.ts';

export class RateLimiter {
  private readonly seen = new Map<string, number[]>();

  constructor(private readonly settings: RateLimitSettings, private readonly now = () => Date.now()) {}

  /** Counts one attempt from the address; false when it is over the limit. Returns the seconds to wait as well. */
  attempt(address: string): { allowed: boolean; retryAfterSeconds: number } {
    const now = this.now();
    const since = now - this.settings.windowMs;
    const recent = (this.seen.get(address) ?? []).filter((time) => time > since);
    if (recent.length >= this.settings.max) {
      this.seen.set(address, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! - since) / 1000)) };
    }
    recent.push(now);
    this.seen.set(address, recent);
    if (this.seen.size > 10_000) this.forgetOld(since);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  private forgetOld(since: number) {
    for (const [address, times] of this.seen) if (times.every((time) => time <= since)) this.seen.delete(address);
  }
}
