import type { ColumnRef } from '../frame';
import { yearColumn } from '../resolve';
import type { FrameBuilder } from './frame-builder';

/** How many words may stand between a table and its year ("an institution founded in 2003"). */
const reach = 3;

/**
 * "artists who did not have an exhibition in 2004", "churches that had a wedding in 2015": a year
 * said right after a table is a year of that table's rows — its year or date column — rather
 * than of the rows asked for. Null when no table is named just before or it has no such column.
 */
export function yearOfRowsNamedBefore(
  b: FrameBuilder,
  at: number,
  verb?: string,
): ColumnRef | null {
  const target = b.context.mentions.filter((m) => m.end <= at && at - m.end <= reach).at(-1)
    ?.entries[0]?.target;
  if (target?.kind !== 'table') return null;
  const ref = yearColumn(b.context.model, target.table, [], verb);
  return ref?.table === target.table ? ref : null;
}
