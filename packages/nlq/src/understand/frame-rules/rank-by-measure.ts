import type { FrameRule } from './frame-builder';

/**
 * "Top 5 products by revenue": with a limit, "by" a measure ranks the focus by its total rather
 * than grouping by the measure's values.
 */
export const rankByMeasure: FrameRule = ({ frame }) => {
  if (frame.limit === null || frame.orderBy.length > 0) return;
  const index = frame.groupBy.findIndex((g) => 'column' in g && g.column.role === 'measure');
  const group = frame.groupBy[index];
  if (!group || !('column' in group)) return;
  frame.groupBy.splice(index, 1);
  frame.orderBy.push({ kind: 'aggregate', fn: 'sum', ref: group, direction: 'desc' });
  frame.selects.push({ kind: 'aggregate', fn: 'sum', ref: group });
  // "top 5 products by revenue": the shown column is what is ranked; else the focus's rows are.
  const showsColumn = frame.selects.some((spec) => spec.kind === 'column');
  if (frame.groupBy.length === 0 && !showsColumn) frame.groupBy.push({ table: frame.focus });
};
