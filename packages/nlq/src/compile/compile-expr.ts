import type { AggregateExpr, Expr, MeasureExpr } from '@tabletalk/contracts';
import { compileAggregate } from './compile-aggregate';
import { compileColumn } from './compile-column';
import type { CompileContext } from './compile-context';
import { CompileError } from './compile-error';
import { compileMeasure } from './compile-measure';

function checkAggregateAllowed(context: CompileContext): void {
  if (context.clause === 'where') {
    throw new CompileError(
      'INVALID_QUERY',
      'An aggregate cannot filter rows in WHERE; put the condition in having',
    );
  }
}

/** The share is a window over the grouped rows, which WHERE and HAVING run before. */
function compileShare(context: CompileContext, of: AggregateExpr | MeasureExpr): string {
  if (context.clause !== 'select') {
    throw new CompileError('UNSUPPORTED', 'A share of the total cannot be used in a filter');
  }
  const aggregate =
    of.kind === 'measure' ? compileMeasure(context, of) : compileAggregate(context, of);
  const part = context.dialect.toDouble(aggregate);
  return `100.0 * ${part} / NULLIF(SUM(${aggregate}) OVER (), 0)`;
}

/**
 * A column, aggregate, share or measure as SQL. A share is `100.0 * agg / SUM(agg) OVER ()`, with the
 * part cast to a double and a zero total giving NULL rather than an error.
 * @throws CompileError INVALID_QUERY for an aggregate in WHERE, UNSUPPORTED for a share in a
 * filter, or any error of compileColumn / compileAggregate.
 */
export function compileExpr(context: CompileContext, expr: Expr): string {
  switch (expr.kind) {
    case 'column':
      return compileColumn(context, expr);
    case 'aggregate':
      checkAggregateAllowed(context);
      return compileAggregate(context, expr);
    case 'share':
      checkAggregateAllowed(context);
      return compileShare(context, expr.of);
    case 'measure':
      return compileMeasure(context, expr);
  }
  throw new CompileError(
    'INVALID_QUERY',
    `Unknown expression kind "${String((expr as Expr).kind)}"`,
  );
}
