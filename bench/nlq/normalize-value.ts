/** A result cell after normalising: what the comparison looks at. */
export type Cell = number | string | null;

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?$/;

/** `2017-09-08T20:10:13.000` and `2017-09-08 20:10:13` are the same instant written twice. */
function normalizeText(text: string): string {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return text;
  const [, date, time, fraction] = match;
  const seconds = time?.length === 5 ? `${time}:00` : time;
  const digits = (fraction ?? '').replace(/0+$/, '');
  return `${date} ${seconds}${digits === '.' ? '' : digits}`;
}

/** A plain number written as text: what a typed source shows as a number. */
const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * Normalises one result value from either engine: booleans become 1/0, bigints numbers, plain
 * numbers written as text numbers (SQLite keeps '1974' in a text column where a typed source has
 * 1974; both show the same figure), ISO dates and timestamps one spelling, undefined null.
 * Anything else becomes its text. Never throws.
 */
export function normalizeValue(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Object.is(value, -0) ? 0 : value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string')
    return NUMBER_TEXT.test(value) ? Number(value) : normalizeText(value);
  if (value instanceof Date) return normalizeText(value.toISOString().replace('Z', ''));
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return String(value);
}

/** Relative tolerance for numbers: two engines' AVG or SUM of doubles differ in the last bits. */
const RELATIVE_TOLERANCE = 1e-6;
const ABSOLUTE_TOLERANCE = 1e-9;

/** Whether two normalised cells are equal: numbers within a relative 1e-6, NULL equals NULL. */
export function cellsEqual(a: Cell, b: Cell): boolean {
  if (a === b) return true;
  if (typeof a !== 'number' || typeof b !== 'number') return false;
  const scale = Math.max(Math.abs(a), Math.abs(b));
  return Math.abs(a - b) <= Math.max(ABSOLUTE_TOLERANCE, RELATIVE_TOLERANCE * scale);
}

const typeRank = (cell: Cell) => {
  if (cell === null) return 0;
  return typeof cell === 'number' ? 1 : 2;
};

/** A total order on cells (null < numbers < text) for sorting rows before matching them. */
export function compareCells(a: Cell, b: Cell): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (typeof a === 'number' && typeof b === 'number') return cellsEqual(a, b) ? 0 : a - b;
  if (a === b) return 0;
  return (a as string) < (b as string) ? -1 : 1;
}
