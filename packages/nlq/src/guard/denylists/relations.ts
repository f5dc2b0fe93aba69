import type { Dialect } from '@tabletalk/contracts';

/**
 * System schemas and catalogs; a relation naming one in any part is refused. The shared list
 * applies to every dialect: look-alike engines share catalogs (Redshift's `sys` views behind
 * "postgres", MariaDB behind "mysql"), and a customer schema with one of these names is rare.
 */
const everywhere = [
  'information_schema',
  'pg_catalog',
  'pg_toast',
  'mysql',
  'sys',
  'performance_schema',
  'snowflake',
  'account_usage',
  'system',
];

/** Names that are system databases only in one dialect, and ordinary elsewhere. */
const schemasByDialect: Record<Dialect, string[]> = {
  postgres: [],
  duckdb: [],
  mysql: [],
  mssql: ['master', 'msdb', 'tempdb', 'model'],
  snowflake: [],
  bigquery: [],
  // Spark reads files through `format.\`path\`` names.
  databricks: ['parquet', 'csv', 'json', 'delta', 'text', 'binaryfile', 'orc', 'avro', 'jdbc'],
};

const schemaSets = new Map(
  Object.entries(schemasByDialect).map(([dialect, names]) => [
    dialect,
    new Set([...everywhere, ...names]),
  ]),
);

/** The system schemas of a dialect, lower-case. Throws nothing. */
export function deniedSchemasFor(dialect: Dialect): Set<string> {
  return schemaSets.get(dialect) ?? new Set();
}

/** Catalog tables and views that resolve without a schema. */
const deniedNames = new Set([
  'sqlite_master',
  'sqlite_schema',
  'sqlite_temp_master',
  '__tables__',
  '__tables_summary__',
  // SQL Server compatibility views reachable without `sys.`.
  'sysobjects',
  'syscolumns',
  'sysusers',
  'syslogins',
  'sysdatabases',
  'sysprocesses',
  'sysservers',
  'sysxlogins',
  'syscomments',
  'sysindexes',
  'sysfiles',
  'sysmembers',
  'syspermissions',
  'sysprotects',
  'sysconfigures',
  'syscurconfigs',
  'sysaltfiles',
  'syscacheobjects',
  'sysremotelogins',
  'sysoledbusers',
]);

/** PostgreSQL catalog relations that leak credentials, settings or activity, by exact name. */
const pgCatalogNames = new Set([
  'pg_shadow',
  'pg_authid',
  'pg_user',
  'pg_roles',
  'pg_auth_members',
  'pg_settings',
  'pg_file_settings',
  'pg_hba_file_rules',
  'pg_ident_file_mappings',
  'pg_stat_activity',
  'pg_stat_statements',
  'pg_largeobject',
  'pg_user_mappings',
  'pg_proc',
  'pg_class',
  'pg_namespace',
  'pg_database',
  'pg_tables',
  'pg_views',
  'pg_attribute',
  'pg_config',
]);

/**
 * True when a bare name is a well-known catalog table (`pg_authid`, `sqlite_master`,
 * `sysobjects`). Used on every name in the text, columns included, so it holds exact names only.
 * Throws nothing.
 */
export function isCatalogTableName(name: string): boolean {
  const lowered = name.toLowerCase();
  return deniedNames.has(lowered) || pgCatalogNames.has(lowered);
}

/** pg_* resolve through pg_catalog on the search path; duckdb_* and pragma_* are DuckDB's catalog. */
const namePrefixes: Partial<Record<Dialect, string[]>> = {
  postgres: ['pg_'],
  duckdb: ['pg_', 'duckdb_', 'pragma_', 'sqlite_'],
};

/** BigQuery wildcard tables (`events_*`) are ordinary reads, so `*` is a path sign elsewhere only. */
const globSign = /[*]/;
const filePath =
  /[/\\~]|:\/\/|\.(?:csv|tsv|txt|parquet|json|jsonl|ndjson|gz|zst|xlsx?|arrow|ipc|avro|orc|db|duckdb|sqlite3?)$/i;

/**
 * True when a relation (its name parts, qualifiers first) is a system catalog, a file path or
 * another engine's metadata. Compares case-insensitively. Throws nothing.
 */
export function isDeniedRelation(dialect: Dialect, parts: string[]): boolean {
  const lowered = parts.map((part) => part.toLowerCase());
  const name = lowered[lowered.length - 1] ?? '';
  const schemas = deniedSchemasFor(dialect);
  if (lowered.some((part) => schemas.has(part))) return true;
  if (isCatalogTableName(name)) return true;
  if ((namePrefixes[dialect] ?? []).some((prefix) => name.startsWith(prefix))) return true;
  // SQL Server `server.db.schema.table` reads through a linked server.
  if (dialect === 'mssql' && parts.length >= 4) return true;
  const isGlob = (part: string) => dialect !== 'bigquery' && globSign.test(part);
  // Snowflake stages (`@stage`, `@~`) hold files.
  const isStage = (part: string) => part.startsWith('@');
  return parts.some((part) => filePath.test(part) || isGlob(part) || isStage(part));
}
