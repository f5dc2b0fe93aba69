import type { ColumnRef } from '../frame';
import type { FrameRule } from './frame-builder';

/**
 * "revenue per category": a measure shown beside a grouping of columns is summed per group.
 * Grouping by a table's key keeps its measures as they are.
 */
export const sumGroupedMeasures: FrameRule = ({ frame }) => {
  const columns = frame.groupBy.filter((g): g is ColumnRef => 'column' in g);
  if (columns.length === 0 || columns.length !== frame.groupBy.length) return;
  frame.selects = frame.selects.map((spec) => {
    if (spec.kind !== 'column') return spec;
    const isNumber = spec.ref.column.type === 'integer' || spec.ref.column.type === 'decimal';
    const isGrouped = columns.some((g) => g.column === spec.ref.column);
    return spec.ref.column.role === 'measure' && isNumber && !isGrouped
      ? { kind: 'aggregate', fn: 'sum', ref: spec.ref }
      : spec;
  });
};
