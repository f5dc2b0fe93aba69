import { type DuckDBAppender, DuckDBInstance } from '@duckdb/node-api';
import type { SqlValue } from 'sql.js';
import { chooseDuckDbType, type DuckDbColumnType } from './column-type';
import type { SqliteTable } from './load-sqlite';

/** A loaded table: its name and each column's DuckDB type, for the run's log. */
export interface LoadedTable {
  name: string;
  rowCount: number;
  columns: { name: string; type: DuckDbColumnType }[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function textOf(value: Exclude<SqlValue, null>): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return Buffer.from(value).toString('utf8');
}

/** Appends one value to a column created as `type` (dates and timestamps go in as text). */
function appendValue(appender: DuckDBAppender, type: DuckDbColumnType, value: SqlValue): void {
  if (value === null) {
    appender.appendNull();
    return;
  }
  switch (type) {
    case 'BIGINT':
      appender.appendBigInt(BigInt(value as number));
      return;
    case 'DOUBLE':
      appender.appendDouble(value as number);
      return;
    case 'BOOLEAN':
      appender.appendBoolean(value === 1);
      return;
    default:
      appender.appendVarchar(textOf(value));
  }
}

const isTemporal = (type: DuckDbColumnType) => type === 'DATE' || type === 'TIMESTAMP';

/**
 * Writes SQLite tables into a new DuckDB database file at `databasePath`, names kept exactly
 * (case included), each column typed by `chooseDuckDbType` from its declared type and values.
 * Rows go through DuckDB's appender; date and timestamp columns are appended as text and then
 * cast in place (values that are no date become NULL). No keys are declared (Spider's data does not always satisfy them). Throws
 * DuckDB's error when the file cannot be created or a value does not convert.
 */
export async function loadIntoDuckDb(
  tables: readonly SqliteTable[],
  databasePath: string,
): Promise<LoadedTable[]> {
  const instance = await DuckDBInstance.create(databasePath, { threads: '2' });
  const connection = await instance.connect();
  try {
    const loaded: LoadedTable[] = [];
    for (const table of tables) {
      const types = table.columns.map((column, index) =>
        chooseDuckDbType(
          column.declaredType,
          table.rows.map((row) => row[index] ?? null),
        ),
      );
      const definitions = table.columns.map((column, index) => {
        const type = types[index] ?? 'VARCHAR';
        return `${quote(column.name)} ${isTemporal(type) ? 'VARCHAR' : type}`;
      });
      await connection.run(`CREATE TABLE ${quote(table.name)} (${definitions.join(', ')})`);
      const appender = await connection.createAppender(table.name);
      for (const row of table.rows) {
        types.forEach((type, index) => {
          appendValue(appender, type, row[index] ?? null);
        });
        appender.endRow();
      }
      appender.closeSync();
      for (const [index, type] of types.entries()) {
        if (!isTemporal(type)) continue;
        const column = quote(table.columns[index]?.name ?? '');
        // TRY_CAST: a value that is no date, such as MySQL's zero date 0000-00-00, becomes NULL.
        await connection.run(
          `ALTER TABLE ${quote(table.name)} ALTER ${column} TYPE ${type} USING TRY_CAST(${column} AS ${type})`,
        );
      }
      const columns = table.columns.map((column, index) => ({
        name: column.name,
        type: types[index] ?? 'VARCHAR',
      }));
      loaded.push({ name: table.name, rowCount: table.rows.length, columns });
    }
    await connection.run('CHECKPOINT');
    return loaded;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
