/**
 * Why a structured query could not be compiled. The codes are stable; callers branch on them.
 * - UNKNOWN_TABLE / AMBIGUOUS_TABLE: `from` or a join names no (or more than one) model table.
 * - UNKNOWN_ALIAS / DUPLICATE_ALIAS: a column names an alias not in scope, or one is reused.
 * - UNKNOWN_COLUMN: the aliased table has no such column.
 * - INVALID_AGGREGATE: `arg: null` outside count, or a numeric aggregate of a non-number.
 * - INVALID_GRAIN: a time grain on a column that is not a date or timestamp.
 * - INVALID_CONDITION: a condition the SQL cannot express (text test on a number, empty IN, ...).
 * - INVALID_QUERY: a misplaced aggregate, an ORDER BY a DISTINCT query cannot sort by, ...
 * - INVALID_VALUE: a value that cannot be bound (NaN, text with NUL, an object).
 * - INVALID_LIMIT: a limit or maxRows that is not a positive integer.
 * - INVALID_IDENTIFIER: an empty name or one containing NUL.
 * - UNSUPPORTED: valid, but the dialect has no form for it (median on MySQL, filtering a share).
 */
export const compileErrorCodes = [
  'UNKNOWN_TABLE',
  'AMBIGUOUS_TABLE',
  'UNKNOWN_ALIAS',
  'DUPLICATE_ALIAS',
  'UNKNOWN_COLUMN',
  'INVALID_AGGREGATE',
  'INVALID_GRAIN',
  'INVALID_CONDITION',
  'INVALID_QUERY',
  'INVALID_VALUE',
  'INVALID_LIMIT',
  'INVALID_IDENTIFIER',
  'UNSUPPORTED',
] as const;
export type CompileErrorCode = (typeof compileErrorCodes)[number];

/** The one error the compiler throws: a code to branch on and a message a developer can act on. */
export class CompileError extends Error {
  override readonly name = 'CompileError';

  constructor(
    readonly code: CompileErrorCode,
    message: string,
  ) {
    super(message);
  }
}
