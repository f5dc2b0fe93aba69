import { wordsBetween } from '../context';
import type { ColumnRef } from '../frame';
import { yearColumn } from '../resolve';
import type { FrameBuilder } from './frame-builder';

/** How many words may stand between a table and its year ("an institution founded in 2003"). */
const reach = 3;

/**
 * "artists who did not have an exhibition in 2004", "churches that had a wedding in 2015": a year
 * said right after a table is a year of that table's rows — its year or date column — rather
 * than of the rows asked for. So is a year said right after a value or "of" it ("sections in
 * Fall 2009", "the Spring of 2010"): the year of the rows holding that value ("a university in
 * 1996" is not). Null when no table or value is named just before or its table has no such column.
 */
export function yearOfRowsNamedBefore(
  b: FrameBuilder,
  at: number,
  verb?: string,
): ColumnRef | null {
  const before = b.context.mentions.filter((m) => m.end <= at && at - m.end <= reach).at(-1);
  const target = before?.entries[0]?.target;
  const between = before ? wordsBetween(b.context, before.end, at) : [];
  const ofValue = target?.kind === 'value' && between.every((word) => word === 'of');
  if (target?.kind !== 'table' && !ofValue) return null;
  const ref = target ? yearColumn(b.context.model, target.table, [], verb) : null;
  return ref?.table === target?.table ? ref : null;
}
