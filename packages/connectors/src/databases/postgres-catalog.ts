import type { ForeignKey, TableDescription, TableRef } from '../types';
import { columnTypeFromNative } from './column-types';
import { cellNumber, cellText, qualifiedName } from './identifiers';
import { EXACT_COUNT_BELOW } from './options';
import type { Catalog } from './session-connector';
import { tableNotFound } from './session-connector';

/** Schemas that belong to PostgreSQL itself. */
const SYSTEM_SCHEMA_FILTER = `n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
  AND n.nspname NOT LIKE 'pg\\_temp\\_%' AND n.nspname NOT LIKE 'pg\\_toast\\_temp\\_%'`;

export const POSTGRES_LIST_SCHEMAS = `SELECT n.nspname FROM pg_catalog.pg_namespace n
WHERE ${SYSTEM_SCHEMA_FILTER} AND has_schema_privilege(n.oid, 'USAGE')
ORDER BY 1`;

/** Tables, partitioned tables, views, materialized views and foreign tables the user may read. */
export const POSTGRES_LIST_TABLES = `SELECT n.nspname, c.relname
FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND NOT c.relispartition
  AND ${SYSTEM_SCHEMA_FILTER}
  AND ($1::text IS NULL OR n.nspname = $1::text)
  AND has_table_privilege(c.oid, 'SELECT')
ORDER BY 1, 2`;

export const POSTGRES_COLUMNS = `SELECT a.attname, format_type(a.atttypid, a.atttypmod), NOT a.attnotnull,
  c.relkind::text, c.reltuples::float8
FROM pg_catalog.pg_attribute a
JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = $1 AND c.relname = $2 AND a.attnum > 0 AND NOT a.attisdropped
ORDER BY a.attnum`;

const keyColumns = (keys: string, relation: string) =>
  `ARRAY(SELECT a.attname::text FROM unnest(${keys}) WITH ORDINALITY k(attnum, ord)
    JOIN pg_catalog.pg_attribute a ON a.attrelid = ${relation} AND a.attnum = k.attnum
    ORDER BY k.ord)`;

/** Primary and foreign keys, columns in key order. */
export const POSTGRES_KEYS = `SELECT con.contype::text, ${keyColumns('con.conkey', 'con.conrelid')},
  rn.nspname, rc.relname, ${keyColumns('con.confkey', 'con.confrelid')}
FROM pg_catalog.pg_constraint con
JOIN pg_catalog.pg_class c ON c.oid = con.conrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
LEFT JOIN pg_catalog.pg_class rc ON rc.oid = con.confrelid
LEFT JOIN pg_catalog.pg_namespace rn ON rn.oid = rc.relnamespace
WHERE n.nspname = $1 AND c.relname = $2 AND con.contype IN ('p', 'f')
ORDER BY con.conname`;

const textArray = (value: unknown): string[] => (Array.isArray(value) ? value.map(cellText) : []);

/**
 * Reads the PostgreSQL catalog (pg_catalog, so views, materialized views and privileges are
 * covered): schemas, tables, columns, keys, and a row count that is exact for small tables
 * and the planner's estimate (`reltuples`) for large ones.
 */
export function createPostgresCatalog(defaultSchema?: string): Catalog {
  return {
    async listSchemas(run) {
      return (await run(POSTGRES_LIST_SCHEMAS)).map((row) => cellText(row[0]));
    },
    async listTables(run, schema) {
      const rows = await run(POSTGRES_LIST_TABLES, [schema ?? defaultSchema ?? null]);
      return rows.map((row) => ({ schema: cellText(row[0]), name: cellText(row[1]) }));
    },
    async describeTable(run, table) {
      const schema = table.schema ?? defaultSchema ?? 'public';
      const ref: TableRef = { schema, name: table.name };
      const columnRows = await run(POSTGRES_COLUMNS, [schema, table.name]);
      const [first] = columnRows;
      if (first === undefined) throw tableNotFound(ref);
      const keyRows = await run(POSTGRES_KEYS, [schema, table.name]);
      const primary = keyRows.find((row) => row[0] === 'p');
      const foreignKeys: ForeignKey[] = keyRows
        .filter((row) => row[0] === 'f')
        .map((row) => ({
          columns: textArray(row[1]),
          references: { schema: cellText(row[2]), name: cellText(row[3]) },
          referencedColumns: textArray(row[4]),
        }));
      const description: TableDescription = {
        table: ref,
        columns: columnRows.map((row) => ({
          name: cellText(row[0]),
          nativeType: cellText(row[1]),
          type: columnTypeFromNative(cellText(row[1])),
          nullable: row[2] === true,
        })),
        primaryKey: primary ? textArray(primary[1]) : [],
        foreignKeys,
        rowCount: await countRows(run, ref, cellText(first[3]), cellNumber(first[4])),
      };
      return description;
    },
    previewSql(table, limit, offset) {
      const ref = { schema: table.schema ?? defaultSchema ?? 'public', name: table.name };
      return {
        sql: `SELECT * FROM ${qualifiedName('postgres', ref)} LIMIT $1 OFFSET $2`,
        params: [limit, offset],
      };
    },
  };
}

/** `reltuples` is -1 for never-analysed tables and meaningless for views: count those. */
async function countRows(
  run: Parameters<Catalog['listSchemas']>[0],
  table: TableRef,
  relkind: string,
  estimate: number,
): Promise<number> {
  const isStored = ['r', 'p', 'm'].includes(relkind);
  if (isStored && estimate >= EXACT_COUNT_BELOW) return Math.round(estimate);
  try {
    const rows = await run(`SELECT count(*) FROM ${qualifiedName('postgres', table)}`, [], {
      timeoutMs: 10_000,
    });
    return cellNumber(rows[0]?.[0]);
  } catch {
    return Math.max(0, Math.round(estimate));
  }
}
