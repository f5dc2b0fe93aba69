import type { AnalyzedResult, ResultColumn } from './answer-types';

/** A result's columns by role, in result order. */
export interface ResultShape {
  times: ResultColumn[];
  categories: ResultColumn[];
  measures: ResultColumn[];
}

/** Splits a result's columns by the role each plays. */
export function shapeOf(result: AnalyzedResult): ResultShape {
  const byRole = (role: ResultColumn['role']) =>
    result.columns.filter((column) => column.role === role);
  return { times: byRole('time'), categories: byRole('category'), measures: byRole('measure') };
}

/** The numbers in a measure column, nulls left out. */
export function numbersOf(result: AnalyzedResult, column: ResultColumn): number[] {
  return result.rows
    .map((row) => row[column.index])
    .filter((value): value is number => typeof value === 'number');
}

/** How many different values a column holds. */
export function distinctCount(result: AnalyzedResult, column: ResultColumn): number {
  return new Set(result.rows.map((row) => String(row[column.index]))).size;
}

/** The length of a category's longest label. */
export function longestLabel(result: AnalyzedResult, column: ResultColumn): number {
  return Math.max(0, ...result.rows.map((row) => String(row[column.index] ?? '').length));
}

/** True when the result is one value: one row of one column. */
export function isSingleValue(result: AnalyzedResult): boolean {
  return result.rows.length === 1 && result.columns.length === 1;
}
