import type { Condition, Expr, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { findTable } from '../model';
import { isolateBidi } from '../text';
import { measureFormulas } from './measures/measure-words';

const operatorWords: Record<string, string> = {
  eq: 'is',
  neq: 'is not',
  gt: 'is more than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
};
const aggregateWords: Record<string, string> = {
  count: 'count',
  count_distinct: 'number of distinct',
  sum: 'total',
  avg: 'average',
  min: 'minimum',
  max: 'maximum',
  median: 'median',
};

function columnLabel(
  model: SemanticModel,
  query: StructuredQuery,
  alias: string,
  column: string,
): string {
  const source = [query.from, ...query.joins.map((j) => j.table)].find((t) => t.as === alias);
  const table = source ? findTable(model.tables, source.name, source.schema) : null;
  return isolateBidi(table?.columns.find((c) => c.name === column)?.label ?? column);
}

function exprWords(model: SemanticModel, query: StructuredQuery, expr: Expr): string {
  if (expr.kind === 'column') {
    const label = columnLabel(model, query, expr.table, expr.column);
    return expr.grain ? `${label} by ${expr.grain}` : label;
  }
  if (expr.kind === 'share') return `share of ${exprWords(model, query, expr.of)}`;
  if (expr.kind === 'measure') return expr.label;
  if (expr.arg === null) return 'number of rows';
  return `${aggregateWords[expr.fn]} ${exprWords(model, query, expr.arg).toLowerCase()}`;
}

function conditionWords(
  model: SemanticModel,
  query: StructuredQuery,
  condition: Condition,
): string {
  switch (condition.kind) {
    case 'compare':
      return `${exprWords(model, query, condition.left)} ${operatorWords[condition.op]} ${isolateBidi(String(condition.value))}`;
    case 'compare_subquery':
      return `${exprWords(model, query, condition.left)} ${operatorWords[condition.op]} the ${aggregateWords[condition.subquery.fn]}`;
    case 'in':
      return `${exprWords(model, query, condition.left)} ${condition.negate ? 'is not one of' : 'is one of'} ${condition.values.map((value) => isolateBidi(String(value))).join(', ')}`;
    case 'between':
      return `${exprWords(model, query, condition.left)} is between ${String(condition.low)} and ${String(condition.high)}`;
    case 'text':
      return `${exprWords(model, query, condition.left)} ${condition.negate ? 'does not ' : ''}${condition.op.replace('_', ' ')} "${isolateBidi(String(condition.value))}"`;
    case 'null':
      return `${exprWords(model, query, condition.left)} is ${condition.negate ? 'not ' : ''}empty`;
    case 'exists': {
      const label =
        findTable(model.tables, condition.from.name, condition.from.schema)?.label.toLowerCase() ??
        condition.from.name;
      // The related rows' own conditions name columns of the subquery's tables.
      const inner = { ...query, from: condition.from, joins: condition.joins };
      const where = condition.where.map((c) => conditionWords(model, inner, c)).join(' and ');
      return `${condition.negate ? 'with no' : 'with'} ${label}${where ? ` where ${where}` : ''}`;
    }
    case 'and':
    case 'or':
      return condition.conditions
        .map((c) => conditionWords(model, query, c))
        .join(` ${condition.kind} `);
  }
}

/**
 * The structured query in words, with the model's labels: what is shown, from which table, the
 * filters, grouping, order and limit; then each measure by name with its formula.
 * @example "Average age of Singer where Country is France, by Country, highest first, top 5."
 */
export function interpret(model: SemanticModel, query: StructuredQuery): string {
  const table = isolateBidi(
    findTable(model.tables, query.from.name, query.from.schema)?.label ?? query.from.name,
  );
  const shown = query.select.map((item) => exprWords(model, query, item.expr));
  const parts = [`${query.distinct ? 'Distinct ' : ''}${shown.join(', ')} of ${table}`];
  if (query.where.length > 0)
    parts.push(`where ${query.where.map((c) => conditionWords(model, query, c)).join(' and ')}`);
  if (query.groupBy.length > 0)
    parts.push(`by ${query.groupBy.map((g) => exprWords(model, query, g)).join(', ')}`);
  if (query.having.length > 0)
    parts.push(
      `keeping those where ${query.having.map((c) => conditionWords(model, query, c)).join(' and ')}`,
    );
  for (const order of query.orderBy)
    parts.push(
      `sorted by ${exprWords(model, query, order.expr)} ${order.direction === 'desc' ? 'highest first' : 'lowest first'}`,
    );
  if (query.limit !== null)
    parts.push(query.limit === 1 ? 'the first only' : `first ${query.limit}`);
  const sentence = parts.join(', ');
  const formulas = measureFormulas(query, (alias, column) =>
    columnLabel(model, query, alias, column),
  ).map((formula) => ` ${formula}.`);
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.${formulas.join('')}`;
}
