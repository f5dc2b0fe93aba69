import { columnsFromRows, foreignKeysFrom } from './catalog-helpers';
import { cellNumber, cellText, qualifiedName, safeInteger } from './identifiers';
import { type Catalog, tableNotFound } from './session-connector';

export const DATABRICKS_LIST_SCHEMAS = `SELECT schema_name FROM information_schema.schemata
WHERE schema_name <> 'information_schema' ORDER BY schema_name`;

export const DATABRICKS_LIST_TABLES = `SELECT table_schema, table_name FROM information_schema.tables
WHERE table_schema = ? ORDER BY table_name`;

export const DATABRICKS_COLUMNS = `SELECT column_name, full_data_type, is_nullable
FROM information_schema.columns WHERE table_schema = ? AND table_name = ?
ORDER BY ordinal_position`;

export const DATABRICKS_PRIMARY_KEY = `SELECT k.column_name
FROM information_schema.table_constraints t
JOIN information_schema.key_column_usage k ON k.constraint_catalog = t.constraint_catalog
  AND k.constraint_schema = t.constraint_schema AND k.constraint_name = t.constraint_name
WHERE t.table_schema = ? AND t.table_name = ? AND t.constraint_type = 'PRIMARY KEY'
ORDER BY k.ordinal_position`;

/** Unity Catalog's standard views pair each foreign-key column with the key it references. */
export const DATABRICKS_FOREIGN_KEYS = `SELECT k.constraint_name, k.column_name, pk.table_schema, pk.table_name, pk.column_name
FROM information_schema.table_constraints t
JOIN information_schema.key_column_usage k ON k.constraint_catalog = t.constraint_catalog
  AND k.constraint_schema = t.constraint_schema AND k.constraint_name = t.constraint_name
JOIN information_schema.referential_constraints r ON r.constraint_catalog = t.constraint_catalog
  AND r.constraint_schema = t.constraint_schema AND r.constraint_name = t.constraint_name
JOIN information_schema.key_column_usage pk ON pk.constraint_catalog = r.unique_constraint_catalog
  AND pk.constraint_schema = r.unique_constraint_schema AND pk.constraint_name = r.unique_constraint_name
  AND pk.ordinal_position = k.position_in_unique_constraint
WHERE t.table_schema = ? AND t.table_name = ? AND t.constraint_type = 'FOREIGN KEY'
ORDER BY k.constraint_name, k.ordinal_position`;

/**
 * Reads Unity Catalog's information_schema of the session's catalog. Delta answers count(*)
 * from its metadata, so row counts are exact.
 */
export function createDatabricksCatalog(defaultSchema: string): Catalog {
  return {
    async listSchemas(run) {
      return (await run(DATABRICKS_LIST_SCHEMAS)).map((row) => cellText(row[0]));
    },
    async listTables(run, schema) {
      const rows = await run(DATABRICKS_LIST_TABLES, [schema ?? defaultSchema]);
      return rows.map((row) => ({ schema: cellText(row[0]), name: cellText(row[1]) }));
    },
    async describeTable(run, table) {
      const ref = { schema: table.schema ?? defaultSchema, name: table.name };
      const columnRows = await run(DATABRICKS_COLUMNS, [ref.schema, ref.name]);
      if (columnRows.length === 0) throw tableNotFound(ref);
      const primaryKey = await run(DATABRICKS_PRIMARY_KEY, [ref.schema, ref.name]);
      const foreignKeys = await run(DATABRICKS_FOREIGN_KEYS, [ref.schema, ref.name]);
      const counted = await run(`SELECT COUNT(*) FROM ${qualifiedName('databricks', ref)}`, [], {
        timeoutMs: 10_000,
      }).catch(() => []);
      return {
        table: ref,
        columns: columnsFromRows(columnRows),
        primaryKey: primaryKey.map((row) => cellText(row[0])),
        foreignKeys: foreignKeysFrom(foreignKeys),
        rowCount: cellNumber(counted[0]?.[0]),
      };
    },
    previewSql(table, limit, offset) {
      const ref = { schema: table.schema ?? defaultSchema, name: table.name };
      return {
        sql: `SELECT * FROM ${qualifiedName('databricks', ref)} LIMIT ${safeInteger(limit)} OFFSET ${safeInteger(offset)}`,
        params: [],
      };
    },
  };
}
