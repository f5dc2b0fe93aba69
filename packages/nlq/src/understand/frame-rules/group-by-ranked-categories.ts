import type { ColumnRef } from '../frame';
import type { FrameRule } from './frame-builder';
import { isRepeatedDimension } from './rank-groups-by-measure';

/**
 * "Which country has the highest average revenue?": rows ranked by an aggregate while only
 * categories are shown group by those categories, not by the key of the rows holding them.
 */
export const groupByRankedCategories: FrameRule = ({ frame }) => {
  if (frame.groupBy.length > 0) return;
  const ranked = frame.orderBy.some((o) => o.kind === 'aggregate' && o.ref && o.fn !== 'count');
  const shown = frame.selects.flatMap((s) => (s.kind === 'column' ? [s.ref] : []));
  if (!ranked || shown.length === 0 || shown.length !== frame.selects.length) return;
  if (!shown.every((ref) => isRepeatedDimension(ref.table, ref.column))) return;
  frame.groupBy.push(...shown.map((ref): ColumnRef => ({ ...ref })));
};
