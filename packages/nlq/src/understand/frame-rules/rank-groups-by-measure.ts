import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import { wordsBetween } from '../context';
import type { ColumnRef } from '../frame';
import { labelColumn } from '../resolve';
import type { FrameBuilder, FrameRule } from './frame-builder';

const isNumber = (column: SemanticColumn) => column.type === 'integer' || column.type === 'decimal';

/** A column whose values repeat across many rows (a state, a category), not one naming a row. */
export function isRepeatedDimension(table: SemanticTable, column: SemanticColumn): boolean {
  if (column.type !== 'text' || column.role === 'identifier') return false;
  if (table.primaryKey.includes(column.name)) return false;
  const label = labelColumn(table);
  const namesRows = label === column && /name|title/i.test(column.name);
  return (
    !namesRows && column.stats.distinctCount > 0 && column.stats.distinctCount * 4 <= table.rowCount
  );
}

/**
 * Whether the measure is said of the asked category itself ("which state has the lowest profit"),
 * not of rows named on the way ("the country of the airport with the highest elevation").
 */
function saidOfCategory({ context }: FrameBuilder): boolean {
  if (!/^(which|what)$/.test(context.tokens[0]?.lower ?? '')) return false;
  if (context.mentions.some((m) => m.entries[0]?.target.kind === 'table')) return false;
  const [first, second] = context.mentions;
  // "which states", "which 5 countries": the category opens the question.
  const opens = first && wordsBetween(context, 1, first.start).every((w) => /^\d+$/.test(w));
  if (!first || !second || !opens) return false;
  return !wordsBetween(context, first.end, second.start).some((w) => /^(of|with|whose)$/.test(w));
}

/**
 * "Which state has the lowest profit?", "which region has the most orders?": a category asked
 * for beside a superlative of a measure of its own table ranks the categories by the measure's
 * total (or by how many distinct identifiers they hold), not by the single extreme row.
 */
export const rankGroupsByMeasure: FrameRule = (b) => {
  const { frame } = b;
  const [order, ...moreOrders] = frame.orderBy;
  if (frame.groupBy.length > 0 || moreOrders.length > 0 || order?.kind !== 'column') return;
  const measure = order.ref;
  if (!isNumber(measure.column) && measure.column.role !== 'identifier') return;
  const shown = frame.selects.filter((spec) => spec.kind === 'column');
  if (shown.length === 0 || shown.length !== frame.selects.length || !saidOfCategory(b)) return;
  const groups = shown.map((spec) => spec.ref);
  const grouped = groups.every(
    (ref) => ref.table === measure.table && isRepeatedDimension(ref.table, ref.column),
  );
  if (!grouped) return;
  frame.groupBy.push(...groups.map((ref): ColumnRef => ({ ...ref })));
  const fn = measure.column.role === 'identifier' ? 'count_distinct' : 'sum';
  frame.orderBy = [{ kind: 'aggregate', fn, ref: measure, direction: order.direction }];
};
