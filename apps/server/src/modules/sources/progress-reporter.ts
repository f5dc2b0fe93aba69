/**
 * Throttles progress writes: a fraction is passed on when it moved by at least `step` or
 * `intervalMs` went by, so a fast load does not write to the app database for every batch.
 */
export function throttleProgress(
  save: (fraction: number) => Promise<unknown>,
  options: { step?: number; intervalMs?: number; now?: () => number } = {},
): (fraction: number) => void {
  const step = options.step ?? 0.05;
  const intervalMs = options.intervalMs ?? 1_000;
  const now = options.now ?? Date.now;
  let lastFraction = 0;
  let lastAt = 0;
  let pending: Promise<unknown> = Promise.resolve();
  return (fraction) => {
    const clamped = Math.min(Math.max(fraction, 0), 0.99);
    const moved = clamped - lastFraction >= step;
    if (!moved && now() - lastAt < intervalMs) return;
    if (clamped <= lastFraction) return;
    lastFraction = clamped;
    lastAt = now();
    // One write at a time, in order; a failed write only costs a progress update.
    pending = pending.then(() => save(clamped)).catch(() => {});
  };
}
