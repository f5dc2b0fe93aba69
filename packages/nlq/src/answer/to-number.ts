const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A cell as a number: numbers as they are, and the strings and bigints that drivers return for
 * big integers and decimals ('12345.67', 9007199254740993n). Null for anything else, including
 * NaN and infinities. Never throws. Integers beyond 2^53 lose their last digits, which charts
 * and compact figures ("1.2M") never show.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!NUMERIC_TEXT.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}
