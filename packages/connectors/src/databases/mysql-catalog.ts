import type { TableRef } from '../types';
import { columnsFromRows, foreignKeysFrom } from './catalog-helpers';
import { cellNumber, cellText, qualifiedName, safeInteger } from './identifiers';
import { EXACT_COUNT_BELOW } from './options';
import type { CatalogRunner } from './session';
import { type Catalog, tableNotFound } from './session-connector';

export const MYSQL_LIST_SCHEMAS = `SELECT SCHEMA_NAME FROM information_schema.SCHEMATA
WHERE SCHEMA_NAME NOT IN ('mysql', 'information_schema', 'performance_schema', 'sys')
ORDER BY SCHEMA_NAME`;

export const MYSQL_LIST_TABLES = `SELECT TABLE_SCHEMA, TABLE_NAME FROM information_schema.TABLES
WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME`;

export const MYSQL_COLUMNS = `SELECT COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE
FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?
ORDER BY ORDINAL_POSITION`;

/** Primary and foreign key columns in key order; REFERENCED_* is set for foreign keys only. */
export const MYSQL_KEYS = `SELECT k.CONSTRAINT_NAME, t.CONSTRAINT_TYPE, k.COLUMN_NAME,
  k.REFERENCED_TABLE_SCHEMA, k.REFERENCED_TABLE_NAME, k.REFERENCED_COLUMN_NAME
FROM information_schema.KEY_COLUMN_USAGE k
JOIN information_schema.TABLE_CONSTRAINTS t
  ON t.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND t.TABLE_NAME = k.TABLE_NAME
  AND t.CONSTRAINT_NAME = k.CONSTRAINT_NAME
WHERE k.TABLE_SCHEMA = ? AND k.TABLE_NAME = ?
  AND t.CONSTRAINT_TYPE IN ('PRIMARY KEY', 'FOREIGN KEY')
ORDER BY k.CONSTRAINT_NAME, k.ORDINAL_POSITION`;

export const MYSQL_TABLE_STATS = `SELECT TABLE_TYPE, TABLE_ROWS FROM information_schema.TABLES
WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?`;

/** InnoDB's TABLE_ROWS is an estimate; count exactly when that is cheap. */
async function countRows(run: CatalogRunner, table: TableRef): Promise<number> {
  const [stats] = await run(MYSQL_TABLE_STATS, [table.schema, table.name]);
  const estimate = cellNumber(stats?.[1]);
  if (stats?.[0] === 'BASE TABLE' && estimate >= EXACT_COUNT_BELOW) return estimate;
  try {
    const rows = await run(`SELECT COUNT(*) FROM ${qualifiedName('mysql', table)}`, [], {
      timeoutMs: 10_000,
    });
    return cellNumber(rows[0]?.[0]);
  } catch {
    return estimate;
  }
}

/**
 * Reads information_schema of MySQL / MariaDB. A schema is a database; without one, the
 * connection's own database is listed.
 */
export function createMysqlCatalog(database: string): Catalog {
  return {
    async listSchemas(run) {
      return (await run(MYSQL_LIST_SCHEMAS)).map((row) => cellText(row[0]));
    },
    async listTables(run, schema) {
      const rows = await run(MYSQL_LIST_TABLES, [schema ?? database]);
      return rows.map((row) => ({ schema: cellText(row[0]), name: cellText(row[1]) }));
    },
    async describeTable(run, table) {
      const ref = { schema: table.schema ?? database, name: table.name };
      const columnRows = await run(MYSQL_COLUMNS, [ref.schema, ref.name]);
      if (columnRows.length === 0) throw tableNotFound(ref);
      const keyRows = await run(MYSQL_KEYS, [ref.schema, ref.name]);
      return {
        table: ref,
        columns: columnsFromRows(columnRows),
        primaryKey: keyRows
          .filter((row) => row[1] === 'PRIMARY KEY')
          .map((row) => cellText(row[2])),
        foreignKeys: foreignKeysFrom(
          keyRows.filter((row) => row[1] === 'FOREIGN KEY').map((row) => [row[0], ...row.slice(2)]),
        ),
        rowCount: await countRows(run, ref),
      };
    },
    previewSql(table, limit, offset) {
      const ref = { schema: table.schema ?? database, name: table.name };
      // Integers are inlined: prepared statements would bind them as DOUBLE, which LIMIT refuses.
      const page = `LIMIT ${safeInteger(limit)} OFFSET ${safeInteger(offset)}`;
      return { sql: `SELECT * FROM ${qualifiedName('mysql', ref)} ${page}`, params: [] };
    },
  };
}
