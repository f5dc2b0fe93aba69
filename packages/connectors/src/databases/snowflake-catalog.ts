import { foreignKeysFrom, pickColumns, withPrecision } from './catalog-helpers';
import { columnTypeFromNative } from './column-types';
import { cellNumber, cellText, qualifiedName, quoteIdentifier, safeInteger } from './identifiers';
import { type Catalog, tableNotFound } from './session-connector';

export const SNOWFLAKE_LIST_SCHEMAS = `SELECT SCHEMA_NAME FROM INFORMATION_SCHEMA.SCHEMATA
WHERE SCHEMA_NAME <> 'INFORMATION_SCHEMA' ORDER BY SCHEMA_NAME`;

export const SNOWFLAKE_LIST_TABLES = `SELECT TABLE_SCHEMA, TABLE_NAME FROM INFORMATION_SCHEMA.TABLES
WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME`;

export const SNOWFLAKE_COLUMNS = `SELECT COLUMN_NAME, DATA_TYPE, IS_NULLABLE, NUMERIC_PRECISION, NUMERIC_SCALE
FROM INFORMATION_SCHEMA.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?
ORDER BY ORDINAL_POSITION`;

/** Snowflake keeps exact row counts in its metadata; views have none and are counted. */
export const SNOWFLAKE_ROW_COUNT = `SELECT ROW_COUNT FROM INFORMATION_SCHEMA.TABLES
WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?`;

/**
 * Reads the connected database's INFORMATION_SCHEMA; keys come from SHOW PRIMARY KEYS and
 * SHOW IMPORTED KEYS (Snowflake has no key-column view), read by column name.
 */
export function createSnowflakeCatalog(database: string, defaultSchema: string): Catalog {
  const fullName = (schema: string, name: string) =>
    `${quoteIdentifier('snowflake', database)}.${qualifiedName('snowflake', { schema, name })}`;
  return {
    async listSchemas(run) {
      return (await run(SNOWFLAKE_LIST_SCHEMAS)).map((row) => cellText(row[0]));
    },
    async listTables(run, schema) {
      const rows = await run(SNOWFLAKE_LIST_TABLES, [schema ?? defaultSchema]);
      return rows.map((row) => ({ schema: cellText(row[0]), name: cellText(row[1]) }));
    },
    async describeTable(run, table) {
      const ref = { schema: table.schema ?? defaultSchema, name: table.name };
      const columnRows = await run(SNOWFLAKE_COLUMNS, [ref.schema, ref.name]);
      if (columnRows.length === 0) throw tableNotFound(ref);
      const primary = await run(`SHOW PRIMARY KEYS IN TABLE ${fullName(ref.schema, ref.name)}`);
      const imported = await run(`SHOW IMPORTED KEYS IN TABLE ${fullName(ref.schema, ref.name)}`);
      const [stats] = await run(SNOWFLAKE_ROW_COUNT, [ref.schema, ref.name]);
      let rowCount = cellNumber(stats?.[0]);
      if (stats?.[0] === null || stats?.[0] === undefined) {
        const counted = await run(`SELECT COUNT(*) FROM ${fullName(ref.schema, ref.name)}`, [], {
          timeoutMs: 10_000,
        }).catch(() => []);
        rowCount = cellNumber(counted[0]?.[0]);
      }
      return {
        table: ref,
        columns: columnRows.map((row) => {
          const nativeType = withPrecision(cellText(row[1]), row[3], row[4]);
          return {
            name: cellText(row[0]),
            nativeType,
            type: columnTypeFromNative(nativeType),
            nullable: row[2] === 'YES',
          };
        }),
        primaryKey: pickColumns(primary, ['column_name', 'key_sequence'])
          .sort((a, b) => cellNumber(a[1]) - cellNumber(b[1]))
          .map((row) => cellText(row[0])),
        foreignKeys: foreignKeysFrom(
          pickColumns(imported, [
            'fk_name',
            'fk_column_name',
            'pk_schema_name',
            'pk_table_name',
            'pk_column_name',
            'key_sequence',
          ]).sort(
            (a, b) =>
              cellText(a[0]).localeCompare(cellText(b[0])) || cellNumber(a[5]) - cellNumber(b[5]),
          ),
        ),
        rowCount,
      };
    },
    previewSql(table, limit, offset) {
      const ref = { schema: table.schema ?? defaultSchema, name: table.name };
      return {
        sql: `SELECT * FROM ${fullName(ref.schema, ref.name)} LIMIT ${safeInteger(limit)} OFFSET ${safeInteger(offset)}`,
        params: [],
      };
    },
  };
}
