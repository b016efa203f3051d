/**
 * Wrong passwords slow signing in down, then stop it for a while, counted per e-mail (whether or not it has an
 * account, so the answer tells nothing) and per address: after a few, each answer waits longer; after more, that
 * e-mail or address may not sign in until the pause ends. A right password clears its e-mail's count. The counts are
 * kept for the e-mails and addresses seen lately only, so a flood of made-up ones cannot fill the server's memory.
 */

export interface ThrottleSettings {
  /** Failures answered at once; each after them waits twice as long as the one before. */
  freeFailures: number;
  firstWaitMs: number;
  maxWaitMs: number;
  /** Failures after which signing in is paused, and for how long. */
  pauseAfter: number;
  pauseMs: number;
}

export const THROTTLE: ThrottleSettings = {
  freeFailures: 3,
  firstWaitMs: 1000,
  maxWaitMs: 8000,
  pauseAfter: 10,
  pauseMs: 15 * 60 * 1000,
};

/** The e-mails and addresses whose counts are kept at most: the oldest are forgotten first. */
const MOST_KEPT = 10_000;

interface Count {
  failures: number;
  pausedUntil: number;
}

export class SignInThrottle {
  private readonly counts = new Map<string, Count>();

  constructor(
    private readonly settings: ThrottleSettings = THROTTLE,
    private readonly now = () => Date.now(),
  ) {}

  /** Until when signing in is paused for this e-mail or this address; undefined when it is not. */
  pausedUntil(email: string, address: string): number | undefined {
    const until = Math.max(...this.keys(email, address).map((key) => this.counts.get(key)?.pausedUntil ?? 0));
    return until > this.now() ? until : undefined;
  }

  /** A wrong password: how long its answer waits. */
  failed(email: string, address: string): number {
    let most = 0;
    for (const key of this.keys(email, address)) {
      const count = this.counts.get(key) ?? { failures: 0, pausedUntil: 0 };
      // After a pause, the count starts over.
      if (count.pausedUntil && count.pausedUntil <= this.now()) Object.assign(count, { failures: 0, pausedUntil: 0 });
      count.failures += 1;
      if (count.failures >= this.settings.pauseAfter) count.pausedUntil = this.now() + this.settings.pauseMs;
      this.counts.delete(key);
      this.counts.set(key, count);
      most = Math.max(most, count.failures);
    }
    while (this.counts.size > MOST_KEPT) this.counts.delete(this.counts.keys().next().value!);
    const beyond = most - this.settings.freeFailures;
    return beyond <= 0 ? 0 : Math.min(this.settings.firstWaitMs * 2 ** (beyond - 1), this.settings.maxWaitMs);
  }

  succeeded(email: string): void {
    this.counts.delete(`email:${email}`);
  }

  private keys(email: string, address: string): string[] {
    return [`email:${email}`, `address:${address}`];
  }
}
