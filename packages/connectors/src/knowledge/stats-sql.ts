import type { ColumnType, Dialect } from '@tabletalk/contracts';
import { isTextualNativeType } from '@tabletalk/nlq';
import type { ColumnInfo } from '../types';
import {
  countsNumbers,
  textAsNumber,
  textNumberAggregates,
  textNumberStats,
} from './number-text-sql';
import { castToText, limitedSelect, quoteIdentifier } from './sql-dialect';

/** How many values a value dictionary holds at most. */
export const dictionaryLimit = 100;

/** What one stats query returns per column, in this order after the leading row count. */
export const statsPerColumn = ['filled', 'distinct', 'min', 'max'] as const;

/** The stats the query returns for one column: text columns also count numbers. Throws nothing. */
export function statsOf(column: ColumnInfo): readonly string[] {
  return countsNumbers(column) ? [...statsPerColumn, ...textNumberStats] : statsPerColumn;
}

/**
 * The value an aggregate sees. Text columns are cast to text, so that types the source reports as
 * text but cannot compare or order (uuid, json) still aggregate, and empty strings count as missing.
 */
function aggregatedValue(dialect: Dialect, column: ColumnInfo): string {
  const quoted = quoteIdentifier(dialect, column.name);
  return column.type === 'text' ? `NULLIF(${castToText(dialect, quoted)}, '')` : quoted;
}

function columnAggregates(dialect: Dialect, column: ColumnInfo, index: number): string[] {
  const value = aggregatedValue(dialect, column);
  // Booleans have no order in PostgreSQL or SQL Server; their min and max say nothing anyway.
  const hasOrder = column.type !== 'boolean';
  const bound = (fn: string) =>
    hasOrder ? castToText(dialect, `${fn}(${value})`, column.type) : 'NULL';
  const alias = (suffix: string) => quoteIdentifier(dialect, `c${index}_${suffix}`);
  const common = [
    `COUNT(${value}) AS ${alias('filled')}`,
    `COUNT(DISTINCT ${value}) AS ${alias('distinct')}`,
    `${bound('MIN')} AS ${alias('min')}`,
    `${bound('MAX')} AS ${alias('max')}`,
  ];
  if (!countsNumbers(column)) return common;
  return [...common, ...textNumberAggregates(dialect, value, alias)];
}

/**
 * One aggregate query over `source` (a quoted table or sample) giving the row count and, per
 * column, the count of filled values (not null, not empty), the exact distinct count, and min and
 * max as text; text columns also count values that are plain numbers, whole numbers and
 * placeholder words ('n/a'), to tell numbers stored as text. Distinct counts are exact because
 * uniqueness decides keys; sampling bounds the cost.
 */
export function buildStatsSql(dialect: Dialect, source: string, columns: ColumnInfo[]): string {
  const aggregates = columns.flatMap((column, index) => columnAggregates(dialect, column, index));
  const select = [`COUNT(*) AS ${quoteIdentifier(dialect, 'row_count')}`, ...aggregates];
  return `SELECT ${select.join(', ')} FROM ${source}`;
}

/** The dictionary's value and the condition for a row to count, for one column. */
function dictionaryValue(dialect: Dialect, column: DictionaryColumn) {
  const quoted = quoteIdentifier(dialect, column.name);
  const { type, nativeType } = column;
  const isNumber = type === 'integer' || type === 'decimal';
  if (isNumber && nativeType !== undefined && isTextualNativeType(nativeType)) {
    // Numbers stored as text: each number once, however spaced, and no placeholder words.
    const number = textAsNumber(dialect, column.name, type);
    return { value: castToText(dialect, number), filter: `${number} IS NOT NULL` };
  }
  const value = castToText(dialect, quoted, column.type);
  const notEmpty = column.type === 'text' ? ` AND ${value} <> ''` : '';
  return { value, filter: `${quoted} IS NOT NULL${notEmpty}` };
}

/** The column a dictionary is read for; `nativeType` tells numbers stored as text. */
export interface DictionaryColumn {
  name: string;
  type: ColumnType;
  nativeType?: string;
}

/**
 * The value dictionary of one column: its values as text with their counts, most frequent first
 * (ties by value), nulls and empty strings left out, at most `dictionaryLimit` rows. For numbers
 * stored as text, the values are the numbers.
 */
export function buildDictionarySql(
  dialect: Dialect,
  source: string,
  column: DictionaryColumn,
): string {
  const { value, filter } = dictionaryValue(dialect, column);
  const select = `${value} AS ${quoteIdentifier(dialect, 'value')}, COUNT(*) AS ${quoteIdentifier(dialect, 'count')}`;
  const rest = `FROM ${source} WHERE ${filter} GROUP BY ${value} ORDER BY COUNT(*) DESC, ${value}`;
  return limitedSelect(dialect, select, rest, dictionaryLimit);
}
