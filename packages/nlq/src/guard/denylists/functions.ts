import type { Dialect } from '@tabletalk/contracts';
import { deniedSchemasFor } from './relations';

/**
 * Functions refused in every dialect. The names are distinctive enough that a customer table or
 * UDF clashing with one is unlikely, and denying them everywhere also covers look-alike engines
 * (Redshift behind "postgres", MariaDB behind "mysql").
 */
const everywhere = new Set([
  // PostgreSQL: files, large objects, other databases, XML dumps of whole tables, settings, waits.
  'set_config',
  // Denied too: it reads server settings such as data_directory; analytics never needs it.
  'current_setting',
  'copy',
  'nextval',
  'setval',
  'loread',
  'lowrite',
  'inet_server_addr',
  'inet_server_port',
  // Run SQL given as text, out of every check's sight.
  'ts_stat',
  'ts_rewrite',
  // MySQL / MariaDB.
  'load_file',
  'sleep',
  'benchmark',
  'get_lock',
  'release_lock',
  'release_all_locks',
  'is_free_lock',
  'is_used_lock',
  'master_pos_wait',
  'source_pos_wait',
  'wait_for_executed_gtid_set',
  'wait_until_sql_thread_after_gtids',
  'sys_exec',
  'sys_eval',
  // SQL Server.
  'openrowset',
  'opendatasource',
  'openquery',
  'openxml',
  'waitfor',
  'fn_dblog',
  'fn_dump_dblog',
  'fn_get_audit_file',
  'fn_xe_file_target_read_file',
  'fn_trace_gettable',
  'fn_virtualfilestats',
  'fn_get_sql',
  'fn_my_permissions',
  'fn_servershareddrives',
  'fn_virtualservernodes',
  // DuckDB: files, other databases, environment, settings, SQL executed from a string.
  'glob',
  'getenv',
  'sniff_csv',
  'which_secret',
  'json_execute_serialized_sql',
  'postgres_query',
  'postgres_execute',
  'mysql_query',
  'mysql_execute',
  'sqlite_attach',
  'load_aws_credentials',
  'http_get',
  'http_post',
  // Snowflake: other queries' results, stage files.
  'result_scan',
  'get_presigned_url',
  'build_scoped_file_url',
  'build_stage_file_url',
  'get_stage_location',
  'get_relative_path',
  'get_absolute_path',
  'infer_schema',
  'query_history',
  'query_history_by_user',
  'query_history_by_session',
  'login_history',
  'login_history_by_user',
  'copy_history',
  // BigQuery: federated queries.
  'external_query',
  'external_object_transform',
  // Databricks: files, streams, secrets, HTTP, Java reflection.
  'read_files',
  'cloud_files',
  'cloud_files_state',
  'http_request',
  'list_secrets',
  'reflect',
  'java_method',
  'try_reflect',
]);

/** Name prefixes refused everywhere: whole families of file, catalog and admin functions. */
const prefixes = [
  'pg_',
  'lo_',
  'dblink',
  'xp_',
  'sp_',
  'read_',
  'duckdb_',
  'pragma_',
  'parquet_',
  'iceberg_',
  'st_read',
  'system$',
];

/** Refused per dialect because the name is ordinary elsewhere (`query`, `secret`). */
const byDialect: Partial<Record<Dialect, Set<string>>> = {
  duckdb: new Set(['query', 'query_table', 'range_scan']),
  databricks: new Set(['secret', 'try_secret', 'ai_query']),
};

const dialectPrefixes: Partial<Record<Dialect, string[]>> = {
  databricks: ['ai_'],
};

const toXml = /^(?:query|table|cursor|schema|database)_to_xml/;

/**
 * True when a function (its name parts, qualifiers first) must not run: denied by name, by
 * prefix, by a `_scan` suffix (DuckDB readers), or qualified by a system schema
 * (`pg_catalog.pg_sleep`, `sys.fn_x`). Compares case-insensitively. Throws nothing.
 */
export function isDeniedFunction(dialect: Dialect, parts: string[]): boolean {
  const lowered = parts.map((part) => part.toLowerCase());
  const name = lowered[lowered.length - 1] ?? '';
  const schemas = deniedSchemasFor(dialect);
  if (lowered.slice(0, -1).some((qualifier) => schemas.has(qualifier))) return true;
  if (everywhere.has(name) || byDialect[dialect]?.has(name)) return true;
  const allPrefixes = [...prefixes, ...(dialectPrefixes[dialect] ?? [])];
  if (allPrefixes.some((prefix) => name.startsWith(prefix))) return true;
  return name.endsWith('_scan') || toXml.test(name);
}
