import { foreignKeysFrom, withPrecision } from './catalog-helpers';
import { columnTypeFromNative } from './column-types';
import { cellNumber, cellText, qualifiedName, safeInteger } from './identifiers';
import { EXACT_COUNT_BELOW } from './options';
import { type Catalog, tableNotFound } from './session-connector';

/** User schemas: not guest (2), INFORMATION_SCHEMA (3), sys (4), nor the db_* role schemas. */
export const MSSQL_LIST_SCHEMAS = `SELECT name FROM sys.schemas
WHERE schema_id NOT IN (2, 3, 4) AND schema_id < 16384 ORDER BY name`;

export const MSSQL_LIST_TABLES = `SELECT TABLE_SCHEMA, TABLE_NAME FROM INFORMATION_SCHEMA.TABLES
WHERE (@p1 IS NULL OR TABLE_SCHEMA = @p1) AND TABLE_SCHEMA NOT IN ('sys', 'INFORMATION_SCHEMA')
ORDER BY TABLE_SCHEMA, TABLE_NAME`;

export const MSSQL_COLUMNS = `SELECT COLUMN_NAME, DATA_TYPE, IS_NULLABLE, NUMERIC_PRECISION, NUMERIC_SCALE
FROM INFORMATION_SCHEMA.COLUMNS WHERE TABLE_SCHEMA = @p1 AND TABLE_NAME = @p2
ORDER BY ORDINAL_POSITION`;

export const MSSQL_PRIMARY_KEY = `SELECT k.COLUMN_NAME
FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS t
JOIN INFORMATION_SCHEMA.KEY_COLUMN_USAGE k
  ON k.CONSTRAINT_SCHEMA = t.CONSTRAINT_SCHEMA AND k.CONSTRAINT_NAME = t.CONSTRAINT_NAME
WHERE t.TABLE_SCHEMA = @p1 AND t.TABLE_NAME = @p2 AND t.CONSTRAINT_TYPE = 'PRIMARY KEY'
ORDER BY k.ORDINAL_POSITION`;

/** INFORMATION_SCHEMA does not pair foreign-key columns with referenced ones; sys does. */
export const MSSQL_FOREIGN_KEYS = `SELECT fk.name, pc.name, SCHEMA_NAME(rt.schema_id), rt.name, rc.name
FROM sys.foreign_keys fk
JOIN sys.foreign_key_columns fkc ON fkc.constraint_object_id = fk.object_id
JOIN sys.columns pc ON pc.object_id = fkc.parent_object_id AND pc.column_id = fkc.parent_column_id
JOIN sys.objects rt ON rt.object_id = fkc.referenced_object_id
JOIN sys.columns rc ON rc.object_id = fkc.referenced_object_id AND rc.column_id = fkc.referenced_column_id
WHERE fk.parent_object_id = OBJECT_ID(@p1)
ORDER BY fk.name, fkc.constraint_column_id`;

/** Row counts kept in partition metadata: exact enough, and free (no table scan). */
export const MSSQL_ROW_COUNT = `SELECT SUM(p.rows) FROM sys.partitions p
WHERE p.object_id = OBJECT_ID(@p1) AND p.index_id IN (0, 1)`;

/** Reads SQL Server's INFORMATION_SCHEMA and sys views of the connected database. */
export function createMssqlCatalog(): Catalog {
  return {
    async listSchemas(run) {
      return (await run(MSSQL_LIST_SCHEMAS)).map((row) => cellText(row[0]));
    },
    async listTables(run, schema) {
      const rows = await run(MSSQL_LIST_TABLES, [schema ?? null]);
      return rows.map((row) => ({ schema: cellText(row[0]), name: cellText(row[1]) }));
    },
    async describeTable(run, table) {
      const ref = { schema: table.schema ?? 'dbo', name: table.name };
      const qualified = qualifiedName('mssql', ref);
      const columnRows = await run(MSSQL_COLUMNS, [ref.schema, ref.name]);
      if (columnRows.length === 0) throw tableNotFound(ref);
      const primaryKey = await run(MSSQL_PRIMARY_KEY, [ref.schema, ref.name]);
      const foreignKeys = await run(MSSQL_FOREIGN_KEYS, [qualified]);
      const [counted] = await run(MSSQL_ROW_COUNT, [qualified]);
      let rowCount = cellNumber(counted?.[0]);
      if (counted?.[0] === null || rowCount < EXACT_COUNT_BELOW) {
        const [exact] = await run(`SELECT COUNT_BIG(*) FROM ${qualified}`, [], {
          timeoutMs: 10_000,
        }).catch(() => []);
        rowCount = exact ? cellNumber(exact[0]) : rowCount;
      }
      return {
        table: ref,
        columns: columnRows.map((row) => {
          const dataType = cellText(row[1]).toLowerCase();
          // Precision and scale matter for exact numbers only: decimal(12,0) holds integers.
          const isExact = dataType === 'decimal' || dataType === 'numeric';
          const nativeType = isExact ? withPrecision(dataType, row[3], row[4]) : dataType;
          const type = dataType === 'bit' ? 'boolean' : columnTypeFromNative(nativeType);
          return { name: cellText(row[0]), nativeType, type, nullable: row[2] === 'YES' };
        }),
        primaryKey: primaryKey.map((row) => cellText(row[0])),
        foreignKeys: foreignKeysFrom(foreignKeys),
        rowCount,
      };
    },
    previewSql(table, limit, offset) {
      const ref = { schema: table.schema ?? 'dbo', name: table.name };
      return {
        sql: `SELECT * FROM ${qualifiedName('mssql', ref)} ORDER BY (SELECT NULL) OFFSET ${safeInteger(offset)} ROWS FETCH NEXT ${safeInteger(limit)} ROWS ONLY`,
        params: [],
      };
    },
  };
}
