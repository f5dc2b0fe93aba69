/** A throttled progress listener; `flush` waits for the writes already started. */
export interface ProgressReporter {
  (fraction: number): void;
  flush(): Promise<void>;
}

/**
 * Throttles progress writes: a fraction is passed on when it moved by at least `step` or
 * `intervalMs` went by, so a fast load does not write to the app database for every batch.
 * Writes run one at a time, in order; `flush` before the final status so none lands after it.
 */
export function throttleProgress(
  save: (fraction: number) => Promise<unknown>,
  options: { step?: number; intervalMs?: number; now?: () => number } = {},
): ProgressReporter {
  const step = options.step ?? 0.05;
  const intervalMs = options.intervalMs ?? 1_000;
  const now = options.now ?? Date.now;
  let lastFraction = 0;
  let lastAt = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const report = (fraction: number) => {
    const clamped = Math.min(Math.max(fraction, 0), 0.99);
    const moved = clamped - lastFraction >= step;
    if (!moved && now() - lastAt < intervalMs) return;
    if (clamped <= lastFraction) return;
    lastFraction = clamped;
    lastAt = now();
    // A failed write only costs a progress update.
    pending = pending.then(() => save(clamped)).catch(() => {});
  };
  return Object.assign(report, { flush: () => pending.then(() => undefined) });
}
