import { type ColumnExpr, timeGrains } from '@tabletalk/contracts';
import { type CompileContext, quoteName } from './compile-context';
import { CompileError } from './compile-error';
import { numberTextType } from './number-text-column';
import { type ResolvedColumn, resolveColumn } from './resolve-columns';

function checkGrain(resolved: ResolvedColumn, expr: ColumnExpr): void {
  if (expr.grain === undefined) return;
  if (!(timeGrains as readonly string[]).includes(expr.grain)) {
    throw new CompileError('INVALID_GRAIN', `Unknown time grain "${String(expr.grain)}"`);
  }
  const isTemporal = resolved.column.type === 'date' || resolved.column.type === 'timestamp';
  if (!isTemporal) {
    throw new CompileError(
      'INVALID_GRAIN',
      `Column "${expr.column}" is ${resolved.column.type}, so it has no ${expr.grain}`,
    );
  }
}

function compileStored(context: CompileContext, expr: ColumnExpr) {
  const resolved = resolveColumn(context.scope, expr);
  checkGrain(resolved, expr);
  const sql = `${quoteName(context, expr.table)}.${quoteName(context, resolved.column.name)}`;
  const stored = expr.grain === undefined ? sql : context.dialect.truncateDate(sql, expr.grain);
  return { resolved, stored };
}

/**
 * The column as the source stores it, even when it holds numbers as text: for text searches and
 * for comparing or joining it with other text.
 * @throws CompileError UNKNOWN_ALIAS, UNKNOWN_COLUMN, or INVALID_GRAIN for a grain on a column
 * that is not a date or timestamp.
 */
export function compileStoredColumn(context: CompileContext, expr: ColumnExpr): string {
  return compileStored(context, expr).stored;
}

/**
 * `"alias"."column"`, truncated to the first day of its period when the reference has a grain.
 * A column holding numbers as text (a number type in the model, text in the source) is read
 * through the dialect's safe cast wherever it appears this way, in SELECT, GROUP BY and ORDER BY
 * as in aggregates and comparisons: answers show numbers, '9' sorts before '10', and text that
 * is not a number ('n/a', '') reads as NULL, one group rather than one per spelling.
 * @throws CompileError UNKNOWN_ALIAS, UNKNOWN_COLUMN, or INVALID_GRAIN for a grain on a column
 * that is not a date or timestamp.
 */
export function compileColumn(context: CompileContext, expr: ColumnExpr): string {
  const { resolved, stored } = compileStored(context, expr);
  const numberType = numberTextType(resolved.column);
  return numberType === null ? stored : context.dialect.numberFromText(stored, numberType);
}
