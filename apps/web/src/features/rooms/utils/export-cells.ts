/**
 * Cells of exported tables (CSV, XLSX) made safe to open in a spreadsheet (SECURITY E7): text that
 * a spreadsheet would run as a formula gets a leading apostrophe, so it shows as typed.
 */

/** A plain number as text ("-3.5", "1e3"): spreadsheets read it as a number, never a formula. */
const PURE_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/** A formula trigger, possibly behind spaces or quotes ("  =HYPERLINK(…)", "\"@SUM(…)"). */
const FORMULA_START = /^[\s"']*[=+\-@|%]/;
/** Tab and carriage return start a formula in some spreadsheets on their own. */
const CONTROL_START = /^[\t\r]/;

/**
 * The text with `'` in front when a spreadsheet would treat it as a formula: it starts with
 * `= + - @ | %`, tab or CR, also after leading spaces or quotes. Pure numbers ("-3.5") stay.
 * @example neutralizeFormula('=1+1') // "'=1+1"
 */
export function neutralizeFormula(text: string): string {
  if (PURE_NUMBER.test(text)) return text;
  const isRisky = FORMULA_START.test(text) || CONTROL_START.test(text);
  return isRisky ? `'${text}` : text;
}

/** Significant digits a spreadsheet keeps; past them a double's digits are binary noise. */
const SIGNIFICANT_DIGITS = 15;
/**
 * How far apart two values may be and still be the same figure: sums of thousands of cents drift
 * by a few units in the last place (813817.53 comes back as 813817.5299999993, 1e-15 off).
 */
const NOISE = 1e-14;

/**
 * A number at its real precision: the shortest decimal, up to 15 significant digits, that equals
 * it but for floating-point noise, so `813817.5299999993` is written `813817.53` and `0.1 + 0.2`
 * is `0.3`. Integers stay exactly as they are.
 * @example exportNumber(813817.5299999993) // 813817.53
 */
export function exportNumber(value: number): number {
  if (Number.isInteger(value) || !Number.isFinite(value)) return value;
  for (let digits = 1; digits < SIGNIFICANT_DIGITS; digits += 1) {
    const candidate = Number(value.toPrecision(digits));
    if (Math.abs(candidate - value) <= Math.abs(value) * NOISE) return candidate;
  }
  return Number(value.toPrecision(SIGNIFICANT_DIGITS));
}

/** A result value as text: blanks empty, objects as JSON, numbers without float noise. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(exportNumber(value));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A value as a CSV field: text neutralized, then quoted when it holds a comma, quote or break. */
export function csvField(value: unknown): string {
  const text = typeof value === 'number' ? cellText(value) : neutralizeFormula(cellText(value));
  const needsQuotes = /[",\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A table as CSV (RFC 4180: CRLF line ends, quoted fields), header first, every text cell and
 * header neutralized (E7). Numbers are written as numbers.
 */
export function toCsv(
  headers: readonly string[],
  rows: readonly unknown[][],
  note?: string,
): string {
  const lines = [headers, ...rows].map((row) => row.map(csvField).join(','));
  // A cut result says so in a `#` comment line first (read as a comment by pandas, R, DuckDB).
  const comment = note ? [`# ${note.replace(/[\r\n]+/g, ' ')}`] : [];
  return `${[...comment, ...lines].join('\r\n')}\r\n`;
}
