import type { AnswerColumn, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import type { AnalyzedResult, ResultColumn } from './answer-types';
import { assignColumnRoles } from './column-roles';
import { toNumber } from './to-number';

function normalizeCell(value: unknown, column: ResultColumn): unknown {
  if (column.role === 'measure') return toNumber(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * Gives each output column its role and makes the rows plain: measure cells become numbers
 * (numeric strings and bigints included; anything else null), dates become ISO strings and
 * bigints in other columns become text. The input rows are left untouched. Never throws.
 */
export function analyzeResult(input: {
  query: StructuredQuery | null;
  columns: AnswerColumn[];
  rows: unknown[][];
  model: SemanticModel;
}): AnalyzedResult {
  const columns = assignColumnRoles(input);
  const rows = input.rows.map((row) =>
    columns.map((column) => normalizeCell(row[column.index], column)),
  );
  return { columns, rows };
}
