import {
  type Dialect,
  dialects,
  type SemanticModel,
  type StructuredQuery,
} from '@tabletalk/contracts';
import { getDialect } from '../dialects';
import type { CompiledQuery } from '../types';
import { compileColumn } from './compile-column';
import { compileConditions } from './compile-condition';
import { type CompileContext, inClause, quoteName } from './compile-context';
import { CompileError } from './compile-error';
import { compileExpr } from './compile-expr';
import { compileFrom } from './compile-from';
import { createParamList } from './param-list';
import { createScope } from './resolve-columns';
import { resolveLimit } from './resolve-limit';

/** How to compile: the target dialect, the model the query refers to, and an optional row cap. */
export interface CompileOptions {
  dialect: Dialect;
  model: SemanticModel;
  /** Caps the query's own limit; applied as the limit when the query has none. */
  maxRows?: number;
}

const directions = { asc: 'ASC', desc: 'DESC' } as const;

function compileOrderBy(
  context: CompileContext,
  query: StructuredQuery,
  selected: string[],
  distinct: boolean,
) {
  return query.orderBy.map((item) => {
    const sql = compileExpr(context, item.expr);
    const direction = directions[item.direction];
    if (direction === undefined) {
      throw new CompileError('INVALID_QUERY', `Unknown sort direction "${String(item.direction)}"`);
    }
    // A DISTINCT query can only sort by what it returns.
    if (distinct && !selected.includes(sql)) {
      throw new CompileError('INVALID_QUERY', 'A distinct query can only be sorted by its columns');
    }
    return `${sql} ${direction}`;
  });
}

/**
 * The ORDER BY of a query: its own sort; else, for a grouped query, its groups in order, so the
 * same question gives its rows in the same order on every run (databases return groups in any
 * order, DuckDB's parallel aggregation differently each time). A DISTINCT query is only sorted by
 * what it returns.
 */
function orderOf(distinct: boolean, own: string[], groupBy: string[], selected: string[]) {
  if (own.length > 0 || groupBy.length === 0) return own;
  if (distinct && !groupBy.every((sql) => selected.includes(sql))) return own;
  return groupBy.map((sql) => `${sql} ASC`);
}

/**
 * Whether the query needs its DISTINCT: a grouped query that returns every one of its groups'
 * columns has one row per group already, so DISTINCT adds nothing there (and would forbid
 * sorting the groups by an aggregate they do not show).
 */
function needsDistinct(query: StructuredQuery, groupBy: string[], selected: string[]): boolean {
  if (!query.distinct) return false;
  return groupBy.length === 0 || !groupBy.every((sql) => selected.includes(sql));
}

/**
 * An output column's label without quote characters: labels are the user's words, and a quote
 * inside a quoted name, though valid SQL, is beyond what the SQL guard's grammars read.
 */
function outputLabel(label: string): string {
  const plain = label.replace(/["`[\]]/g, '').trim();
  // An empty label stays empty, for the compiler to refuse; one of quotes only becomes "value".
  return plain.length > 0 || label.trim() === '' ? plain : 'value';
}

/**
 * Compiles a structured query to one SELECT for the dialect, every value bound as a parameter
 * in placeholder order. Every table, alias and column must exist in the model; identifiers are
 * quoted, tables schema-qualified and aliased; the row cap is a literal LIMIT (SQL Server TOP).
 * @throws CompileError with a code (UNKNOWN_TABLE, UNKNOWN_COLUMN, UNKNOWN_ALIAS,
 * INVALID_AGGREGATE, INVALID_LIMIT, UNSUPPORTED, ...) when the query cannot be compiled.
 * @example compileQuery(query, { dialect: 'postgres', model, maxRows: 1000 })
 *   // { sql: 'SELECT "o"."region" AS "Region", ... LIMIT 1000', params: ['2024-01-01'] }
 */
export function compileQuery(query: StructuredQuery, options: CompileOptions): CompiledQuery {
  if (query.select.length === 0) {
    throw new CompileError('INVALID_QUERY', 'A query must select at least one column');
  }
  if (!(dialects as readonly string[]).includes(options.dialect)) {
    throw new CompileError('UNSUPPORTED', `Unknown SQL dialect "${String(options.dialect)}"`);
  }
  const dialect = getDialect(options.dialect);
  const limit = resolveLimit(query.limit, options.maxRows);
  const params = createParamList(dialect);
  const context: CompileContext = {
    dialect,
    model: options.model,
    params,
    scope: createScope(null),
    clause: 'select',
  };
  // FROM is compiled first so SELECT can resolve aliases; it binds no values, so the
  // placeholder order still follows the text.
  const from = compileFrom(context, query.from, query.joins);
  const selected = query.select.map((item) => compileExpr(context, item.expr));
  const labels = query.select.map((item) => quoteName(context, outputLabel(item.as)));
  const items = selected.map((sql, i) => `${sql} AS ${labels[i]}`);
  const where = compileConditions(inClause(context, 'where'), query.where);
  const groupBy = query.groupBy.map((column) => compileColumn(context, column));
  const having = compileConditions(inClause(context, 'having'), query.having);
  const distinct = needsDistinct(query, groupBy, selected);
  const ownOrder = compileOrderBy(context, query, selected, distinct);
  const orderBy = orderOf(distinct, ownOrder, groupBy, selected);
  const top = limit !== null && dialect.limitPosition === 'top';
  const end = limit !== null && dialect.limitPosition === 'end';
  const sql = [
    'SELECT',
    distinct ? 'DISTINCT' : null,
    top ? dialect.limitClause(limit) : null,
    items.join(', '),
    `FROM ${from}`,
    where === null ? null : `WHERE ${where}`,
    groupBy.length === 0 ? null : `GROUP BY ${groupBy.join(', ')}`,
    having === null ? null : `HAVING ${having}`,
    orderBy.length === 0 ? null : `ORDER BY ${orderBy.join(', ')}`,
    end ? dialect.limitClause(limit) : null,
  ];
  return { sql: sql.filter((part) => part !== null).join(' '), params: params.values };
}
