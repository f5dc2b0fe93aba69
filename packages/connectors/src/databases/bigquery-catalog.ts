import type { TableRef } from '../types';
import { columnsFromRows, foreignKeysFrom } from './catalog-helpers';
import { cellNumber, cellText, quoteIdentifier, safeInteger } from './identifiers';
import { type Catalog, tableNotFound } from './session-connector';

/** SQL for one dataset's INFORMATION_SCHEMA (dataset-qualified views need no region). */
export function bigQueryCatalogSql(projectId: string, dataset: string) {
  const ds = `${quoteIdentifier('bigquery', projectId)}.${quoteIdentifier('bigquery', dataset)}`;
  const info = `${ds}.INFORMATION_SCHEMA`;
  return {
    tables: `SELECT table_schema, table_name FROM ${info}.TABLES ORDER BY table_name`,
    columns: `SELECT column_name, data_type, is_nullable FROM ${info}.COLUMNS
WHERE table_name = ? ORDER BY ordinal_position`,
    primaryKey: `SELECT k.column_name FROM ${info}.TABLE_CONSTRAINTS t
JOIN ${info}.KEY_COLUMN_USAGE k ON k.constraint_name = t.constraint_name
WHERE t.table_name = ? AND t.constraint_type = 'PRIMARY KEY' ORDER BY k.ordinal_position`,
    foreignKeys: `SELECT k.constraint_name, k.column_name, c.table_schema, c.table_name, c.column_name
FROM ${info}.TABLE_CONSTRAINTS t
JOIN ${info}.KEY_COLUMN_USAGE k ON k.constraint_name = t.constraint_name
JOIN ${info}.CONSTRAINT_COLUMN_USAGE c ON c.constraint_name = t.constraint_name
JOIN ${info}.TABLE_CONSTRAINTS pkt ON pkt.table_name = c.table_name AND pkt.constraint_type = 'PRIMARY KEY'
JOIN ${info}.KEY_COLUMN_USAGE pk ON pk.constraint_name = pkt.constraint_name
  AND pk.column_name = c.column_name AND pk.ordinal_position = k.position_in_unique_constraint
WHERE t.table_name = ? AND t.constraint_type = 'FOREIGN KEY'
ORDER BY k.constraint_name, k.ordinal_position`,
    // The __TABLES__ meta-table holds exact row counts and costs nothing to read.
    rowCount: `SELECT row_count FROM ${ds}.__TABLES__ WHERE table_id = ?`,
    table: (name: string) => `${ds}.${quoteIdentifier('bigquery', name)}`,
  };
}

/**
 * Reads one dataset (the connection's): BigQuery connections are scoped to a dataset, so that
 * is the only schema listed. Views have no stored row count and report 0 rather than scan.
 */
export function createBigQueryCatalog(projectId: string, dataset: string): Catalog {
  const sqlFor = (table: TableRef | null) =>
    bigQueryCatalogSql(projectId, table?.schema ?? dataset);
  return {
    async listSchemas() {
      return [dataset];
    },
    async listTables(run, schema) {
      const rows = await run(sqlFor({ schema: schema ?? dataset, name: '' }).tables);
      return rows.map((row) => ({ schema: cellText(row[0]), name: cellText(row[1]) }));
    },
    async describeTable(run, table) {
      const ref = { schema: table.schema ?? dataset, name: table.name };
      const sql = sqlFor(ref);
      const columnRows = await run(sql.columns, [ref.name]);
      if (columnRows.length === 0) throw tableNotFound(ref);
      const primaryKey = await run(sql.primaryKey, [ref.name]);
      const foreignKeys = await run(sql.foreignKeys, [ref.name]);
      const [count] = await run(sql.rowCount, [ref.name]);
      return {
        table: ref,
        columns: columnsFromRows(columnRows),
        primaryKey: primaryKey.map((row) => cellText(row[0])),
        foreignKeys: foreignKeysFrom(foreignKeys),
        rowCount: cellNumber(count?.[0]),
      };
    },
    previewSql(table, limit, offset) {
      const ref = { schema: table.schema ?? dataset, name: table.name };
      return {
        sql: `SELECT * FROM ${sqlFor(ref).table(ref.name)} LIMIT ${safeInteger(limit)} OFFSET ${safeInteger(offset)}`,
        params: [],
      };
    },
  };
}
