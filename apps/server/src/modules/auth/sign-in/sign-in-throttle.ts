interface Entry {
  failures: number;
  lastFailureAt: number;
  blockedUntil: number;
}

export interface ThrottleOptions {
  /** Consecutive failures before the first block. */
  threshold: number;
  /** First block; each further failure doubles it. */
  baseBlockMs: number;
  maxBlockMs: number;
  /** A quiet period after which earlier failures are forgotten. */
  forgetAfterMs: number;
  /** Bounds memory under a flood of random addresses. */
  maxEntries: number;
}

const DEFAULTS: ThrottleOptions = {
  threshold: 5,
  baseBlockMs: 60_000,
  maxBlockMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  maxEntries: 10_000,
};

/**
 * Per-account sign-in throttle (SECURITY F3): after 5 consecutive failures an account is blocked
 * for 1 minute, doubling with each further failure up to 15 minutes; never permanently; a success
 * clears it. Keyed by the typed address whether or not it exists, so blocks reveal nothing.
 * State lives in this process only: with several HTTP processes each counts on its own (the
 * per-IP rate limit still applies), and a restart forgets it.
 */
export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly options: ThrottleOptions;

  constructor(options: Partial<ThrottleOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Seconds to wait before trying again, or null when attempts are allowed now. */
  retryAfterSeconds(key: string, now: Date): number | null {
    const entry = this.entries.get(key);
    if (!entry || entry.blockedUntil <= now.getTime()) return null;
    return Math.ceil((entry.blockedUntil - now.getTime()) / 1000);
  }

  /** Counts a failed attempt, blocking the key once the threshold is reached. */
  recordFailure(key: string, now: Date): void {
    const at = now.getTime();
    const previous = this.entries.get(key);
    const isFresh = !previous || at - previous.lastFailureAt > this.options.forgetAfterMs;
    const failures = isFresh ? 1 : previous.failures + 1;
    const { threshold, baseBlockMs, maxBlockMs } = this.options;
    const blockMs =
      failures >= threshold ? Math.min(baseBlockMs * 2 ** (failures - threshold), maxBlockMs) : 0;
    this.entries.delete(key);
    this.entries.set(key, { failures, lastFailureAt: at, blockedUntil: at + blockMs });
    this.prune(at);
  }

  /** A successful sign-in starts the count again. */
  recordSuccess(key: string): void {
    this.entries.delete(key);
  }

  /**
   * Drops the least recent entries beyond `maxEntries` (failures re-insert, so Map order is
   * recency), unblocked ones first so a flood of fresh addresses cannot lift a block.
   */
  private prune(at: number): void {
    for (const onlyUnblocked of [true, false]) {
      for (const [key, entry] of this.entries) {
        if (this.entries.size <= this.options.maxEntries) return;
        if (!onlyUnblocked || entry.blockedUntil <= at) this.entries.delete(key);
      }
    }
  }
}
