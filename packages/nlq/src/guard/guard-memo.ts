import type { GuardOptions, GuardResult } from './types';

/** Verdicts kept; a source's questions repeat (dashboards, the same question asked again). */
const MAX_ENTRIES = 500;

/**
 * The guard's verdicts by statement and options. The guard is a pure function of both, so a
 * verdict can be reused as is; parsing is the costly part of answering (milliseconds a
 * statement). Oldest entries go first when it is full (insertion order of a Map).
 */
export class GuardMemo {
  private readonly verdicts = new Map<string, GuardResult>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /** The verdict for `sql` under `options`, computed by `check` only the first time. */
  get(sql: string, options: GuardOptions, check: () => GuardResult): GuardResult {
    const key = JSON.stringify([
      sql,
      options.dialect,
      options.maxRows,
      options.allowedTables ?? null,
    ]);
    const known = this.verdicts.get(key);
    if (known) {
      // Refresh its place so frequently asked statements stay.
      this.verdicts.delete(key);
      this.verdicts.set(key, known);
      return known;
    }
    const verdict = Object.freeze(check());
    this.verdicts.set(key, verdict);
    if (this.verdicts.size > this.maxEntries) {
      const oldest = this.verdicts.keys().next().value;
      if (oldest !== undefined) this.verdicts.delete(oldest);
    }
    return verdict;
  }

  get size(): number {
    return this.verdicts.size;
  }
}
