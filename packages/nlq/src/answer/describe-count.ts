import type { AggregateExpr, StructuredQuery } from '@tabletalk/contracts';
import { findTable } from '../model';
import type { AnalyzedResult, DescribeContext } from './answer-types';
import { extendScope, findModelColumn } from './find-model-column';
import { formatCount } from './format-number';
import { describeFilteredPeriod } from './period-filter';
import { countableNoun, nounFor, rowNoun } from './row-noun';
import { lowerFirst } from './sentence-text';

/** What a count counts, singular: rows of the main table, or a column's distinct values. */
export function countedNoun(
  expr: AggregateExpr,
  query: StructuredQuery,
  context: DescribeContext,
): string {
  const { model } = context;
  if (expr.fn === 'count_distinct' && expr.arg) {
    const scope = extendScope([query.from, ...query.joins.map((join) => join.table)]);
    const found = findModelColumn(model, scope, expr.arg);
    const label = found?.column.label ?? expr.arg.column;
    return countableNoun(label) ?? `${lowerFirst(label)} value`;
  }
  const table = findTable(model.tables, query.from.name, query.from.schema);
  return (table && rowNoun(table)) ?? 'row';
}

/**
 * A lone count as the thing it counts: "4,000 orders.", "12 countries in 2024.", "1 order." —
 * not "Count is 4,000.". Null unless the result is one count of a query without grouping.
 */
export function describeCount(result: AnalyzedResult, context: DescribeContext): string | null {
  const { query } = context;
  const [row] = result.rows;
  const [column] = result.columns;
  const expr = query?.select[0]?.expr;
  const isLoneValue = result.rows.length === 1 && result.columns.length === 1;
  if (!query || !row || !column || !isLoneValue || query.groupBy.length > 0) return null;
  if (expr?.kind !== 'aggregate' || (expr.fn !== 'count' && expr.fn !== 'count_distinct')) {
    return null;
  }
  const value = row[column.index];
  if (typeof value !== 'number') return null;
  const period = describeFilteredPeriod(query, context.model);
  const noun = nounFor(countedNoun(expr, query, context), value);
  return `${formatCount(value)} ${noun}${period ? ` ${period}` : ''}.`;
}
