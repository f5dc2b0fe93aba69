import type { ItemChange } from '@tabletalk/contracts';

/** Rounds away floating-point noise (0.1 + 0.2) without losing a value's own decimals. */
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * The change from `previous` to `current`: the difference, and it as a percentage of the
 * previous value (null when that is 0: no percentage of nothing).
 * @example changeBetween(112.5, 100, 'month') // { previous: 100, delta: 12.5, percent: 12.5, period: 'month' }
 */
export function changeBetween(current: number, previous: number, period: string): ItemChange {
  const delta = clean(current - previous);
  const percent = previous === 0 ? null : clean((delta / Math.abs(previous)) * 100);
  return { previous, delta, percent, period };
}
