import type { ShownAnswer } from '@tabletalk/contracts';

/**
 * The one value of a single-value (WIDGET) item: the first row's first numeric cell, or its last
 * cell when none is a number, with its column's name (as a room's answer card shows it).
 */
export function singleValue(answer: ShownAnswer): { label: string; value: unknown } | null {
  const row = answer.rows[0];
  if (!row || row.length === 0) return null;
  const numeric = row.findIndex((cell) => typeof cell === 'number');
  const index = numeric >= 0 ? numeric : row.length - 1;
  return { label: answer.columns[index]?.name ?? '', value: row[index] };
}
