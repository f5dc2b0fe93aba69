import type { ComparisonOperator } from '@tabletalk/contracts';
import type { ColumnRef, FilterSpec } from '../frame';

/**
 * A number compared with a column; a year on a date column is the range of its days
 * ("in 2025" → 2025-01-01 up to 2026-01-01).
 * @example yearFilters(orderDate, 'gt', 2024, true) // [order date >= '2025-01-01']
 */
export function yearFilters(
  ref: ColumnRef,
  op: ComparisonOperator,
  year: number,
  isYear: boolean,
): FilterSpec[] {
  const isDate = ref.column.type === 'date' || ref.column.type === 'timestamp';
  if (!isYear || !isDate) return [{ kind: 'compare', ref, op, value: year }];
  const first = `${year}-01-01`;
  const next = `${year + 1}-01-01`;
  switch (op) {
    case 'eq':
      return [
        { kind: 'compare', ref, op: 'gte', value: first },
        { kind: 'compare', ref, op: 'lt', value: next },
      ];
    case 'gt':
      return [{ kind: 'compare', ref, op: 'gte', value: next }];
    case 'gte':
      return [{ kind: 'compare', ref, op: 'gte', value: first }];
    case 'lt':
      return [{ kind: 'compare', ref, op: 'lt', value: first }];
    case 'lte':
      return [{ kind: 'compare', ref, op: 'lt', value: next }];
    case 'neq':
      return [
        {
          kind: 'or',
          filters: [
            { kind: 'compare', ref, op: 'lt', value: first },
            { kind: 'compare', ref, op: 'gte', value: next },
          ],
        },
      ];
  }
}
