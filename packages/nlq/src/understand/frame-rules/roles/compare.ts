import type { AggregateFunction, SemanticColumn } from '@tabletalk/contracts';
import type { ReadContext } from '../../context';
import type { Mention } from '../../link';
import type { RoleRule } from '../frame-builder';
import { columnOf } from '../mention-targets';

/** Words naming an aggregate of many rows' values ("average", "total"), not a rank. */
const groupAggregates = new Map<string, AggregateFunction>([
  ['average', 'avg'],
  ['avg', 'avg'],
  ['mean', 'avg'],
  ['total', 'sum'],
  ['sum', 'sum'],
  ['combined', 'sum'],
  ['maximum', 'max'],
  ['max', 'max'],
  ['minimum', 'min'],
  ['min', 'min'],
]);

/** The aggregate a word right before the span names ("whose average salary"), past an article. */
function aggregateBefore(context: ReadContext, mention: Mention): AggregateFunction | undefined {
  const before = context.tokens[mention.start - 1]?.lower ?? '';
  const word = /^(the|a|an)$/.test(before) ? context.tokens[mention.start - 2]?.lower : before;
  return groupAggregates.get(word ?? '');
}

/** Whether a column holds fractions (0–1), as a share stored as 0.2 rather than 20. */
function holdsFractions(column: SemanticColumn): boolean {
  const min = Number(column.stats.min);
  const max = Number(column.stats.max);
  if (column.stats.min === null || column.stats.max === null) return false;
  return Number.isFinite(min) && Number.isFinite(max) && min >= -1 && max <= 1;
}

/**
 * "age over 30", "more than 5 cylinders": the span's column compared with a number. A percentage
 * compared with a column of fractions ("discount above 20%") is read as the fraction (0.2). An
 * aggregate said of the column ("departments whose average salary is over 5000") compares each
 * group's aggregate instead.
 */
export const compareRole: RoleRule<'compare'> = (b, mention, role) => {
  const ref = columnOf(b, mention);
  if (!ref) return;
  const value = role.percent && holdsFractions(ref.column) ? role.value / 100 : role.value;
  const fn = aggregateBefore(b.context, mention);
  if (fn) b.frame.filters.push({ kind: 'grouped', fn, ref, op: role.op, value });
  else b.frame.filters.push({ kind: 'compare', ref, op: role.op, value, at: mention.start });
};
