/** Below this a figure is written in full; from here on it is compacted ("45.3K"). */
const EXACT_BELOW = 10_000;

const UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const twoSignificant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A number in full with thousands separators and at most two decimals (tiny fractions keep two
 * significant digits so they never read as 0).
 * @example formatExact(1234.567) // '1,234.57'
 */
export function formatExact(value: number): string {
  const isTinyFraction = value !== 0 && Math.abs(value) < 0.01;
  return (isTinyFraction ? twoSignificant : twoDecimals).format(value);
}

/**
 * A number for a sentence: exact below 10,000, otherwise one decimal with K, M, B or T.
 * @example formatCompact(1_234_567) // '1.2M'
 * @example formatCompact(45_300) // '45.3K'
 * @example formatCompact(9876) // '9,876'
 */
export function formatCompact(value: number): string {
  if (Math.abs(value) < EXACT_BELOW) return formatExact(value);
  // Walk from the smallest unit up so that 999,960 rounds to "1M" rather than "1,000K".
  for (let i = UNITS.length - 1; i >= 0; i -= 1) {
    const unit = UNITS[i];
    if (!unit) continue;
    const scaled = Math.round((value / unit.size) * 10) / 10;
    const isLastUnit = i === 0;
    if (Math.abs(scaled) < 1000 || isLastUnit) return `${oneDecimal.format(scaled)}${unit.suffix}`;
  }
  return formatExact(value);
}

const cents = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount of money for a sentence: with its cents below 10,000, compact from there on. No
 * currency sign: the model does not say which currency a measure is in.
 * @example formatMoney(1620.5) // '1,620.50'
 * @example formatMoney(1_234_567) // '1.2M'
 */
export function formatMoney(value: number): string {
  return Math.abs(value) < EXACT_BELOW ? cents.format(value) : formatCompact(value);
}

/**
 * A percentage given on a 0–100 scale, with one decimal at most.
 * @example formatPercent(37.54) // '37.5%'
 * @example formatPercent(14) // '14%'
 */
export function formatPercent(percent: number): string {
  return `${oneDecimal.format(percent)}%`;
}

/** A count of rows in full: `formatCount(10000) // '10,000'`. */
export function formatCount(count: number): string {
  return twoDecimals.format(count);
}
