import type { Expr, ScalarValue } from '@tabletalk/contracts';
import { numberTextRegExp } from '../dialects';
import { compileColumn, compileStoredColumn } from './compile-column';
import type { CompileContext } from './compile-context';
import { compileExpr } from './compile-expr';
import { numberTextType } from './number-text-column';
import { resolveColumn } from './resolve-columns';

/** The left side of a comparison as SQL, with the values to bind against it. */
export interface ComparedOperand {
  sql: string;
  values: ScalarValue[];
}

const numberPattern = numberTextRegExp('decimal');

function asNumber(value: ScalarValue): number | null {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && numberPattern.test(value) ? Number(value) : null;
}

/**
 * The left side of a comparison and the values to bind. A column holding numbers as text is
 * compared as a number when every value is a number or text that reads as one (bound as a
 * number, since some engines refuse to compare a number with a text parameter); compared with
 * other text ("n/a") it keeps its stored text, so the comparison neither fails nor turns 'n/a'
 * into NULL. Other expressions compile as they are, with their values unchanged.
 * @throws CompileError as compileExpr does.
 */
export function compileComparedOperand(
  context: CompileContext,
  left: Expr,
  values: ScalarValue[],
): ComparedOperand {
  const isNumberText =
    left.kind === 'column' && numberTextType(resolveColumn(context.scope, left).column) !== null;
  if (left.kind !== 'column' || !isNumberText) return { sql: compileExpr(context, left), values };
  const numbers = values.map(asNumber);
  if (numbers.every((value): value is number => value !== null)) {
    return { sql: compileColumn(context, left), values: numbers };
  }
  const texts = values.map((value) => (typeof value === 'number' ? String(value) : value));
  return { sql: compileStoredColumn(context, left), values: texts };
}
