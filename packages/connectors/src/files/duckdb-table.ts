import type { DuckDBConnection } from '@duckdb/node-api';
import { quoteIdentifier, toColumnType } from '../duckdb/duckdb-values';
import type { ColumnInfo } from '../types';

/** The columns of a table in the ingest database, in order, with Tabletalk's types. */
export async function describeColumns(
  connection: DuckDBConnection,
  tableName: string,
): Promise<ColumnInfo[]> {
  const reader = await connection.runAndReadAll(
    `SELECT column_name, data_type, is_nullable FROM information_schema.columns
     WHERE table_schema = 'main' AND table_name = $1 ORDER BY ordinal_position`,
    [tableName],
  );
  return reader.getRows().map((row) => ({
    name: String(row[0]),
    nativeType: String(row[1]),
    type: toColumnType(String(row[1])),
    nullable: row[2] === 'YES',
  }));
}

/** Exact row count of a table. */
export async function countRows(connection: DuckDBConnection, tableName: string): Promise<number> {
  const reader = await connection.runAndReadAll(
    `SELECT count(*) FROM ${quoteIdentifier(tableName)}`,
  );
  return Number(reader.getRows()[0]?.[0] ?? 0);
}

/**
 * Renames columns by position to `names`, in two steps through unique temporary names so a
 * rename never collides with a column that is about to be renamed itself. When a column's name
 * cannot be written in SQL from here (see `hasUnspellableColumn`), the table is copied with
 * positional references under the new names instead.
 */
export async function renameColumns(
  connection: DuckDBConnection,
  tableName: string,
  currentNames: readonly string[],
  names: readonly string[],
): Promise<void> {
  const table = quoteIdentifier(tableName);
  if (await hasUnspellableColumn(connection, tableName)) {
    const columns = currentNames.map(
      (_, index) => `#${index + 1} AS ${quoteIdentifier(names[index] ?? `column_${index + 1}`)}`,
    );
    await connection.run(
      `CREATE OR REPLACE TABLE ${table} AS SELECT ${columns.join(', ')} FROM ${table}`,
    );
    return;
  }
  const changes = currentNames
    .map((current, index) => ({ current, index, next: names[index] ?? current }))
    .filter((change) => change.current !== change.next);
  for (const change of changes) {
    await connection.run(
      `ALTER TABLE ${table} RENAME COLUMN ${quoteIdentifier(change.current)} TO ${quoteIdentifier(`__tt_rename_${change.index}`)}`,
    );
  }
  for (const change of changes) {
    await connection.run(
      `ALTER TABLE ${table} RENAME COLUMN ${quoteIdentifier(`__tt_rename_${change.index}`)} TO ${quoteIdentifier(change.next)}`,
    );
  }
}

/**
 * Whether a column of the table has a name no SQL written here can refer to: empty (DuckDB's CSV
 * reader names a header cell of only a BOM so, and `""` is no identifier), holding a NUL (DuckDB
 * reads statements as C strings), or starting with a BOM (a doubled BOM at the top of a file:
 * the driver hands the name over without it, and the name without it names no column).
 */
async function hasUnspellableColumn(
  connection: DuckDBConnection,
  tableName: string,
): Promise<boolean> {
  const reader = await connection.runAndReadAll(
    `SELECT count(*) FROM information_schema.columns
     WHERE table_schema = 'main' AND table_name = $1
       AND (column_name = '' OR contains(column_name, chr(0)) OR starts_with(column_name, chr(65279)))`,
    [tableName],
  );
  return Number(reader.getRows()[0]?.[0] ?? 0) > 0;
}
