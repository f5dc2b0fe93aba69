import type { AggregateFunction, OrderItem, StructuredQuery } from '@tabletalk/contracts';
import type { AnalyzedResult, DescribeContext, ResultColumn } from './answer-types';
import { countedNoun } from './describe-count';
import { extendScope, findModelColumn } from './find-model-column';
import { describeFilteredPeriod } from './period-filter';
import { nounFor } from './row-noun';
import { formatCell, lowerFirst } from './sentence-text';

const AGGREGATE_WORDS: Partial<Record<AggregateFunction, string>> = {
  sum: 'total',
  avg: 'average',
  min: 'minimum',
  max: 'maximum',
  median: 'median',
};

/** "highest revenue", "lowest average price", "most orders", "latest order date"; null otherwise. */
function rankingWords(
  order: OrderItem,
  query: StructuredQuery,
  context: DescribeContext,
): string | null {
  const isDescending = order.direction === 'desc';
  const { expr } = order;
  const scope = extendScope([query.from, ...query.joins.map((join) => join.table)]);
  if (expr.kind === 'column') {
    const found = findModelColumn(context.model, scope, expr);
    const role = found?.column.role;
    if (!found || (role !== 'measure' && role !== 'time')) return null;
    const label = lowerFirst(found.column.label);
    if (role === 'time') return `${isDescending ? 'latest' : 'earliest'} ${label}`;
    return `${isDescending ? 'highest' : 'lowest'} ${label}`;
  }
  if (expr.kind !== 'aggregate') return null;
  if (expr.fn === 'count' || expr.fn === 'count_distinct') {
    return `${isDescending ? 'most' : 'fewest'} ${nounFor(countedNoun(expr, query, context), 2)}`;
  }
  const found = expr.arg ? findModelColumn(context.model, scope, expr.arg) : null;
  if (!found) return null;
  const label = `${AGGREGATE_WORDS[expr.fn]} ${lowerFirst(found.column.label)}`;
  return `${isDescending ? 'highest' : 'lowest'} ${label}`;
}

/** How the sentence names the answer's column: its time grain ("month"), else its name. */
function thingOf(column: ResultColumn): string {
  return column.role === 'time' && column.grain ? column.grain : lowerFirst(column.name);
}

/**
 * The one thing that ranks first, said as such: "The product with the highest revenue in 2024
 * was Laptop.", "The region with the most orders is Europe." — for a query that keeps one row
 * of one non-figure column, ordered by a figure or a time. Null for any other result.
 */
export function describeSuperlative(
  result: AnalyzedResult,
  context: DescribeContext,
): string | null {
  const { query } = context;
  const [row] = result.rows;
  const [column] = result.columns;
  const [order] = query?.orderBy ?? [];
  const isTopOne = query?.limit === 1 && result.rows.length === 1 && result.columns.length === 1;
  if (!query || !row || !column || !order || !isTopOne || column.role === 'measure') return null;
  // Ordered by itself ("the latest order date"): the value needs no "with the …" to name it.
  if (JSON.stringify(order.expr) === JSON.stringify(query.select[column.index]?.expr)) return null;
  const value = row[column.index];
  if (value === null || value === undefined || value === '') return null;
  const ranking = rankingWords(order, query, context);
  if (!ranking) return null;
  const period = describeFilteredPeriod(query, context.model);
  const when = period ? ` ${period} was` : ' is';
  return `The ${thingOf(column)} with the ${ranking}${when} ${formatCell(value, column)}.`;
}
