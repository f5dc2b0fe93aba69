import type { AskResult } from '@tabletalk/contracts';

/** A cell as a number: numbers, and decimals a driver gives as text ('1234.50'). */
function numberOf(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string' && cell.trim() !== '') {
    const value = Number(cell);
    return Number.isFinite(value) ? value : null;
  }
  return null;
}

/**
 * The number a single-value item shows from a row of its result (the first by default): its
 * first numeric cell, as the web's widget picks it. Null when the row has none.
 */
export function widgetValue(result: AskResult, rowIndex = 0): number | null {
  const row = result.answer?.rows[rowIndex];
  if (!row) return null;
  for (const cell of row) {
    const value = numberOf(cell);
    if (value !== null) return value;
  }
  return null;
}
