import type { SemanticColumn } from '@tabletalk/contracts';
import type { RoleRule } from '../frame-builder';
import { columnOf } from '../mention-targets';

/** Whether a column holds fractions (0–1), as a share stored as 0.2 rather than 20. */
function holdsFractions(column: SemanticColumn): boolean {
  const min = Number(column.stats.min);
  const max = Number(column.stats.max);
  if (column.stats.min === null || column.stats.max === null) return false;
  return Number.isFinite(min) && Number.isFinite(max) && min >= -1 && max <= 1;
}

/**
 * "age over 30", "more than 5 cylinders": the span's column compared with a number. A percentage
 * compared with a column of fractions ("discount above 20%") is read as the fraction (0.2).
 */
export const compareRole: RoleRule<'compare'> = (b, mention, role) => {
  const ref = columnOf(b, mention);
  if (!ref) return;
  const value = role.percent && holdsFractions(ref.column) ? role.value / 100 : role.value;
  b.frame.filters.push({ kind: 'compare', ref, op: role.op, value, at: mention.start });
};
