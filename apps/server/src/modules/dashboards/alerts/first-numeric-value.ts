import type { Answer } from '@tabletalk/contracts';

const NUMERIC_TYPES = new Set(['integer', 'decimal']);

/** A cell as a number: a finite number, a big integer, or a numeric column's number as text. */
function asNumber(cell: unknown, columnType: string | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'bigint') return Number(cell);
  if (typeof cell === 'string' && columnType && NUMERIC_TYPES.has(columnType)) {
    const parsed = cell.trim() === '' ? Number.NaN : Number(cell);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Why an answer gives an alert no value, in words the alert's list shows. */
export const noValueMessages = {
  noRows: 'The answer has no rows: there is no value to compare.',
  noNumber: 'The answer has no numeric value to compare: its first row holds no number.',
} as const;

/**
 * The value an alert watches: the first numeric cell of the answer's first row (a single-value
 * answer's number, after any label), or why there is none.
 */
export function firstNumericValue(answer: Answer): { value: number } | { error: string } {
  const row = answer.rows[0];
  if (!row) return { error: noValueMessages.noRows };
  for (const [index, cell] of row.entries()) {
    const value = asNumber(cell, answer.columns[index]?.type);
    if (value !== null) return { value };
  }
  return { error: noValueMessages.noNumber };
}
