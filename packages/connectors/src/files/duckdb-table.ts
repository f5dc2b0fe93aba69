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
 * rename never collides with a column that is about to be renamed itself.
 */
export async function renameColumns(
  connection: DuckDBConnection,
  tableName: string,
  currentNames: readonly string[],
  names: readonly string[],
): Promise<void> {
  const table = quoteIdentifier(tableName);
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
