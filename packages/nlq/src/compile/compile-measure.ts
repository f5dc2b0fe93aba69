import type { FormulaNode, FormulaOperator, MeasureExpr } from '@tabletalk/contracts';
import { compileColumn } from './compile-column';
import type { CompileContext } from './compile-context';
import { CompileError } from './compile-error';
import { resolveColumn } from './resolve-columns';

const operators: Record<FormulaOperator, string> = {
  add: '+',
  subtract: '-',
  multiply: '*',
  divide: '/',
};

/** A number written into the SQL: only finite numbers reach here, so it cannot inject. */
function numberLiteral(value: number): string {
  if (!Number.isFinite(value))
    throw new CompileError('INVALID_QUERY', 'A formula number must be finite');
  const text = String(value);
  return value < 0 ? `(${text})` : text;
}

function compileFormulaColumn(
  context: CompileContext,
  node: Extract<FormulaNode, { kind: 'column' }>,
  counted: boolean,
): string {
  const expr = { kind: 'column' as const, table: node.table, column: node.column };
  const { column } = resolveColumn(context.scope, expr);
  // Counting takes any column; arithmetic and sums need numbers.
  if (!counted && column.type !== 'integer' && column.type !== 'decimal') {
    throw new CompileError(
      'INVALID_AGGREGATE',
      `The measure needs a number, but "${node.column}" is ${column.type}`,
    );
  }
  return compileColumn(context, expr);
}

function compileAggregateNode(
  context: CompileContext,
  node: Extract<FormulaNode, { kind: 'aggregate' }>,
): string {
  if (node.arg === null) {
    if (node.fn !== 'count')
      throw new CompileError('INVALID_AGGREGATE', `${node.fn} needs a value`);
    return 'COUNT(*)';
  }
  const counted = node.fn === 'count' || node.fn === 'count_distinct';
  const arg = compileNode(context, node.arg, { inAggregate: true, counted });
  switch (node.fn) {
    case 'count':
      return `COUNT(${arg})`;
    case 'count_distinct':
      return `COUNT(DISTINCT ${arg})`;
    case 'sum':
      return `SUM(${arg})`;
    case 'avg':
      return `AVG(${context.dialect.toDouble(arg)})`;
    case 'min':
      return `MIN(${arg})`;
    case 'max':
      return `MAX(${arg})`;
  }
  throw new CompileError('INVALID_AGGREGATE', `Unknown aggregate "${String(node.fn)}"`);
}

function compileNode(
  context: CompileContext,
  node: FormulaNode,
  where: { inAggregate: boolean; counted: boolean },
): string {
  switch (node.kind) {
    case 'number':
      return numberLiteral(node.value);
    case 'column':
      if (!where.inAggregate) {
        throw new CompileError(
          'INVALID_AGGREGATE',
          `The measure uses "${node.column}" outside sum, avg, count, min or max`,
        );
      }
      return compileFormulaColumn(context, node, where.counted && node.kind === 'column');
    case 'aggregate':
      if (where.inAggregate) {
        throw new CompileError('INVALID_AGGREGATE', 'An aggregate cannot sit inside another');
      }
      return compileAggregateNode(context, node);
    case 'binary': {
      const inner = { ...where, counted: false };
      const left = compileNode(context, node.left, inner);
      const right = compileNode(context, node.right, inner);
      // A double on the left keeps integer division from truncating; a zero divisor gives NULL.
      if (node.op === 'divide') return `(${context.dialect.toDouble(left)} / NULLIF(${right}, 0))`;
      return `(${left} ${operators[node.op]} ${right})`;
    }
  }
  throw new CompileError(
    'INVALID_QUERY',
    `Unknown formula part "${String((node as FormulaNode).kind)}"`,
  );
}

/**
 * A measure's formula as SQL: its aggregates over the query's aliased columns, combined with
 * + − × ÷ (division through a double, a zero divisor giving NULL). Every column must sit inside an
 * aggregate, and arithmetic takes number columns only.
 * @throws CompileError INVALID_QUERY in WHERE, INVALID_AGGREGATE for a column outside an
 * aggregate, a nested aggregate or a text column in arithmetic; UNKNOWN_ALIAS / UNKNOWN_COLUMN.
 */
export function compileMeasure(context: CompileContext, expr: MeasureExpr): string {
  if (context.clause === 'where') {
    throw new CompileError(
      'INVALID_QUERY',
      'A measure cannot filter rows in WHERE; put it in having',
    );
  }
  return compileNode(context, expr.formula, { inAggregate: false, counted: false });
}
