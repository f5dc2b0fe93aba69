/** Largest integer a JSON number carries exactly. */
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A bigint as a number when exact, otherwise as its decimal text. */
export function fromBigInt(value: bigint): number | string {
  return value <= MAX_SAFE && value >= -MAX_SAFE ? Number(value) : value.toString();
}

/**
 * Numeric text from a driver (BIGINT, DECIMAL) as a number when the number reads back the
 * same, otherwise unchanged, so no digit is ever silently lost.
 * @example numericText('12.50') // 12.5   numericText('12345678901234567890') // '12345678901234567890'
 */
export function numericText(text: string): number | string {
  const value = Number(text);
  if (!Number.isFinite(value) || text.trim() === '') return text;
  const digits = text
    .replace(/^[-+]?0*/, '')
    .replace(/\.?0*$/, '')
    .replace('.', '');
  const isExact = digits.length <= 15 && !/e/i.test(text);
  return isExact ? value : text;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Turns a driver value into something JSON carries without loss or surprise: bigints become
 * numbers when exact (text otherwise), dates ISO strings, bytes base64, NaN and infinities
 * text; arrays and plain objects are converted recursively; other objects use their
 * `toISOString` or `toString`.
 */
export function toJsonSafe(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return fromBigInt(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value !== 'object') return typeof value === 'function' ? null : value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJsonSafe(item)]));
  }
  const withIso = value as { toISOString?: () => string };
  return typeof withIso.toISOString === 'function' ? withIso.toISOString() : String(value);
}
