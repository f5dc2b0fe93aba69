import type { Dialect } from '@tabletalk/contracts';
import {
  isNumberText,
  isTextualNativeType,
  type NumericType,
  numberFromText,
} from '@tabletalk/nlq';
import type { ColumnInfo } from '../types';
import { castToText, quoteIdentifier } from './sql-dialect';

/**
 * Words that stand for a missing value in columns otherwise holding numbers ('n/a' in a
 * horsepower column). Compared trimmed and lower-cased; the empty string covers blanks.
 */
export const placeholderWords = [
  '',
  'null',
  'n/a',
  'na',
  'nan',
  'none',
  'nil',
  '-',
  '--',
  '?',
  '.',
  '#n/a',
  'missing',
  'unknown',
] as const;

/** What the stats query also counts for a text column, after the four common stats. */
export const textNumberStats = ['numbers', 'wholes', 'placeholders'] as const;

/**
 * Whether the stats query counts numbers in a column: text the source stores as text (not
 * enums, uuids or json, which a catalog may report as text too). Throws nothing.
 */
export function countsNumbers(column: ColumnInfo): boolean {
  return column.type === 'text' && isTextualNativeType(column.nativeType);
}

function trimmed(dialect: Dialect, value: string): string {
  return dialect === 'mssql' ? `LTRIM(RTRIM(${value}))` : `TRIM(${value})`;
}

/**
 * The text-number counts of one column over `value` (its text, empty strings as NULL): values
 * that are plain numbers, whole numbers, and placeholder words. Throws nothing.
 */
export function textNumberAggregates(
  dialect: Dialect,
  value: string,
  alias: (suffix: string) => string,
): string[] {
  const words = placeholderWords.map((word) => `'${word}'`).join(', ');
  const tests = {
    numbers: isNumberText(dialect, value, 'decimal'),
    wholes: isNumberText(dialect, value, 'integer'),
    placeholders: `LOWER(${trimmed(dialect, value)}) IN (${words})`,
  };
  return textNumberStats.map(
    (stat) => `COUNT(CASE WHEN ${tests[stat]} THEN 1 END) AS ${alias(stat)}`,
  );
}

/** A number as text; SQL Server writes floats with 6 digits unless told style 3 (17 digits). */
function numberToText(dialect: Dialect, expression: string, type: NumericType): string {
  if (dialect === 'mssql' && type === 'decimal') return `CONVERT(NVARCHAR(40), ${expression}, 3)`;
  return castToText(dialect, expression);
}

/** A text column's values read as numbers, NULL where a value is not one. Throws nothing. */
export function textAsNumber(dialect: Dialect, name: string, type: NumericType): string {
  const text = `NULLIF(${castToText(dialect, quoteIdentifier(dialect, name))}, '')`;
  return numberFromText(dialect, text, type);
}

/** What the number-text stats query returns per column, in this order. */
export const numberTextStats = ['distinct', 'min', 'max'] as const;

/**
 * One aggregate query over `source` giving, for each text column holding numbers, the distinct
 * count, min and max of its values read as numbers (so '95' < '1000', and ' 95' and '95' are one
 * value), the numbers written as text. Throws nothing.
 */
export function buildNumberTextStatsSql(
  dialect: Dialect,
  source: string,
  columns: { name: string; type: NumericType }[],
): string {
  const select = columns.flatMap(({ name, type }, index) => {
    const number = textAsNumber(dialect, name, type);
    const alias = (suffix: string) => quoteIdentifier(dialect, `c${index}_${suffix}`);
    return [
      `COUNT(DISTINCT ${number}) AS ${alias('distinct')}`,
      `${numberToText(dialect, `MIN(${number})`, type)} AS ${alias('min')}`,
      `${numberToText(dialect, `MAX(${number})`, type)} AS ${alias('max')}`,
    ];
  });
  return `SELECT ${select.join(', ')} FROM ${source}`;
}
