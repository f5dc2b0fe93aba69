import { randomBytes } from 'node:crypto';
import { copyFile, rename, rm } from 'node:fs/promises';
import { DuckDBInstance } from '@duckdb/node-api';
import { quoteIdentifier } from '../duckdb/duckdb-values';
import { STAGING_MARKER } from './ingest-file';
import type { ColumnConversion } from './ingest-types';
import { applyConversion } from './messy-columns';
import {
  type DayOrder,
  dateFromTextSql,
  type NumberConvention,
  numberFromTextSql,
  percentFromTextSql,
} from './messy-value-sql';

/** What a person may turn a column into on the Enrich screen. */
export type ColumnTypeTarget = 'number' | 'percent' | 'date' | 'text';

/**
 * The SQL reading a column's text as `target` (NULL where a value does not read), and the
 * DuckDB type it becomes. `number` reads either separator convention, `date` either day order:
 * the caller picks the one that reads more values (`columnTypePreviewSql` counts both).
 */
export function columnTypeExpression(
  column: string,
  target: ColumnTypeTarget,
  reading: NumberConvention | DayOrder = target === 'date' ? 'month-first' : 'us',
): { expression: string; sqlType: 'DOUBLE' | 'DATE' | 'VARCHAR' } {
  const name = `CAST(${quoteIdentifier(column)} AS VARCHAR)`;
  switch (target) {
    case 'number':
      return {
        expression: numberFromTextSql(name, reading as NumberConvention),
        sqlType: 'DOUBLE',
      };
    case 'percent':
      return { expression: percentFromTextSql(name), sqlType: 'DOUBLE' };
    case 'date':
      return { expression: dateFromTextSql(name, reading as DayOrder), sqlType: 'DATE' };
    case 'text':
      return { expression: name, sqlType: 'VARCHAR' };
  }
}

/** Joins the example values of `columnTypePreviewSql` (a character no cell holds in practice). */
export const EXAMPLE_SEPARATOR = '\u001e';

/** The readings a target may take, the first preferred on a tie. */
export function readingsOf(target: ColumnTypeTarget): (NumberConvention | DayOrder)[] {
  if (target === 'number') return ['us', 'eu'];
  if (target === 'date') return ['month-first', 'day-first'];
  return ['us'];
}

/**
 * One query previewing a type change in one reading: filled values, how many read, and up to five
 * filled values that do not, joined by U+001E (`EXAMPLE_SEPARATOR`). Throws nothing.
 */
export function columnTypePreviewSql(
  tableName: string,
  column: string,
  target: ColumnTypeTarget,
  reading?: NumberConvention | DayOrder,
): string {
  const text = `NULLIF(TRIM(CAST(${quoteIdentifier(column)} AS VARCHAR)), '')`;
  const { expression } = columnTypeExpression(column, target, reading);
  const unread = `${text} IS NOT NULL AND (${expression}) IS NULL`;
  return `SELECT count(${text}), count(${expression}),
    array_to_string(list_slice(list(DISTINCT ${text}) FILTER (WHERE ${unread}), 1, 5), chr(30))
    FROM ${quoteIdentifier(tableName)}`;
}

/**
 * Changes a column of a loaded file's DuckDB database to `target` (Enrich): in a copy, renamed
 * over the database when done, so readers never see half a change. Values that do not read keep
 * their text in `<column>_raw`. Readers of the old file must reopen it afterwards.
 * Throws what DuckDB throws (the database is then left as it was).
 */
export async function changeColumnType(options: {
  databasePath: string;
  tableName: string;
  column: string;
  target: ColumnTypeTarget;
  reading?: NumberConvention | DayOrder;
}): Promise<ColumnConversion> {
  const { databasePath, tableName, column, target } = options;
  const copyPath = `${databasePath}${STAGING_MARKER}${randomBytes(6).toString('hex')}`;
  await copyFile(databasePath, copyPath);
  try {
    const instance = await DuckDBInstance.create(copyPath);
    const connection = await instance.connect();
    let conversion: ColumnConversion;
    try {
      const names = await connection.runAndReadAll(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1`,
        [tableName],
      );
      const taken = new Set(names.getRows().map((row) => String(row[0]).toLowerCase()));
      const { expression, sqlType } = columnTypeExpression(column, target, options.reading);
      conversion = await applyConversion(
        connection,
        tableName,
        {
          column,
          conversion: { column, kind: target, convention: options.reading ?? null, currency: null },
          expression,
          sqlType,
        },
        taken,
      );
      await connection.run('CHECKPOINT');
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
    await rm(`${databasePath}.wal`, { force: true });
    await rename(copyPath, databasePath);
    return conversion;
  } finally {
    await rm(copyPath, { force: true });
    await rm(`${copyPath}.wal`, { force: true });
  }
}
