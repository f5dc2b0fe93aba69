import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { periodicChore } from '../../../lib/periodic-chore';
import { hashCode } from '../../../lib/security/hashing';
import { signInThrottles } from '../tables';

export interface ThrottleOptions {
  /** Consecutive failures before the first block. */
  threshold: number;
  /** First block; each further failure doubles it. */
  baseBlockMs: number;
  maxBlockMs: number;
  /** A quiet period after which earlier failures are forgotten (longer than `maxBlockMs`). */
  forgetAfterMs: number;
  /** How often a process deletes forgotten rows. */
  pruneEveryMs: number;
}

const DEFAULTS: ThrottleOptions = {
  threshold: 5,
  baseBlockMs: 60_000,
  maxBlockMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  pruneEveryMs: 60_000,
};

/** A block doubles at most this many times (it reaches `maxBlockMs` long before; no overflow). */
const MAX_DOUBLINGS = 30;

const t = signInThrottles;

/**
 * Per-account sign-in throttle (SECURITY F3): after 5 consecutive failures an account is blocked
 * for 1 minute, doubling with each further failure up to 15 minutes; never permanently; a success
 * clears it. Keyed by the typed address whether or not it exists, so blocks reveal nothing.
 * State lives in the app database (`sign_in_throttles`), so every HTTP process counts against
 * the same budget and a restart forgets nothing.
 */
export class SignInThrottle {
  private readonly options: ThrottleOptions;
  private readonly prune: (now: Date) => Promise<void> | null;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'keys' | 'log'>,
    options: Partial<ThrottleOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.prune = periodicChore({
      name: 'auth.sign-in-throttles.prune',
      everyMs: this.options.pruneEveryMs,
      log: ctx.log,
      run: (now) => this.deleteForgotten(now),
    });
  }

  /**
   * Counts an attempt, as a failure until `recordSuccess` clears it, unless the key is blocked.
   * Counting before the password is checked makes concurrent attempts (from any process) each
   * take one of the allowed ones: one conditional upsert, which locks the row.
   * @returns null when the attempt may go on, else the seconds to wait (the attempt not counted).
   */
  async countAttempt(key: string, now: Date): Promise<number | null> {
    void this.prune(now);
    return this.countHashed(hashCode(key, this.ctx.keys.rateLimits), now, 1);
  }

  /** A successful sign-in starts the count again. */
  async recordSuccess(key: string): Promise<void> {
    const hashed = hashCode(key, this.ctx.keys.rateLimits);
    await this.ctx.db.delete(t).where(eq(t.key, hashed));
  }

  /** Deletes rows forgotten after the quiet period (never a running block). */
  async deleteForgotten(now: Date): Promise<void> {
    const forgetFrom = new Date(now.getTime() - this.options.forgetAfterMs);
    await this.ctx.db
      .delete(t)
      .where(and(lt(t.lastFailureAt, forgetFrom), lt(t.blockedUntil, now)));
  }

  private async countHashed(hashed: string, now: Date, retries: number): Promise<number | null> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const forgetFrom = sql`${at} - ${this.options.forgetAfterMs}::float8 * interval '1 millisecond'`;
    const failures = sql`(case when ${t.lastFailureAt} < ${forgetFrom} then 1 else ${t.failures} + 1 end)`;
    const counted = await this.ctx.db
      .insert(t)
      .values({
        key: hashed,
        failures: 1,
        lastFailureAt: now,
        blockedUntil: new Date(now.getTime() + this.blockMs(1)),
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures,
          lastFailureAt: sql`excluded.last_failure_at`,
          blockedUntil: sql`${at} + ${this.blockMsSql(failures)} * interval '1 millisecond'`,
        },
        where: sql`${t.blockedUntil} <= ${at}`,
      })
      .returning({ failures: t.failures });
    if (counted.length > 0) return null;

    const [blocked] = await this.ctx.db
      .select({ until: t.blockedUntil })
      .from(t)
      .where(eq(t.key, hashed));
    const waitMs = blocked ? blocked.until.getTime() - now.getTime() : 0;
    if (waitMs > 0) return Math.ceil(waitMs / 1000);
    // The block ended or a success cleared it since the upsert: count the attempt again.
    return retries > 0 ? this.countHashed(hashed, now, retries - 1) : null;
  }

  private blockMs(failures: number): number {
    const { threshold, baseBlockMs, maxBlockMs } = this.options;
    if (failures < threshold) return 0;
    return Math.min(baseBlockMs * 2 ** Math.min(failures - threshold, MAX_DOUBLINGS), maxBlockMs);
  }

  /** `blockMs` in SQL, of the failure count an upsert computes. */
  private blockMsSql(failures: SQL): SQL {
    const { threshold, baseBlockMs, maxBlockMs } = this.options;
    const doublings = sql`least(${failures} - ${threshold}::int, ${MAX_DOUBLINGS}::int)`;
    const grown = sql`least(${baseBlockMs}::float8 * power(2, ${doublings}), ${maxBlockMs}::float8)`;
    return sql`(case when ${failures} >= ${threshold}::int then ${grown} else 0 end)`;
  }
}
