import type { SemanticColumn } from '@tabletalk/contracts';
import { isTextualNativeType, type NumericType } from '../dialects';

/**
 * The number type of a column that holds numbers as text (typed `integer` or `decimal` in the
 * model, text in the source), which the compiler reads through the dialect's safe cast; null
 * for every other column. Throws nothing.
 */
export function numberTextType(column: SemanticColumn): NumericType | null {
  const { type } = column;
  if (type !== 'integer' && type !== 'decimal') return null;
  return isTextualNativeType(column.nativeType) ? type : null;
}

/** Whether a column is a number the source stores as one (not numbers as text). Throws nothing. */
export function isStoredNumber(column: SemanticColumn): boolean {
  const isNumber = column.type === 'integer' || column.type === 'decimal';
  return isNumber && numberTextType(column) === null;
}
