import type { Dialect } from '@tabletalk/contracts';
import type { CorpusCase } from './corpus-case';

/** Refusals that depend on one dialect's lexing or denylist. */
export const refusedDialect: Record<Dialect, CorpusCase[]> = {
  postgres: [
    { name: 'escape string hiding a statement', sql: "SELECT E'a\\\\'; DROP TABLE t; --'" },
    { name: 'dollar quote then drop', sql: 'SELECT $$a$$; DROP TABLE t' },
    { name: 'pg_ prefixed catalog view', sql: 'SELECT * FROM pg_hba_file_rules' },
    { name: 'pg_ls_waldir', sql: 'SELECT * FROM pg_ls_waldir()' },
  ],
  duckdb: [
    { name: 'query table function', sql: "SELECT * FROM query('DROP TABLE t')" },
    { name: 'query_table', sql: "SELECT * FROM query_table('orders')" },
    { name: 'iceberg_scan', sql: "SELECT * FROM iceberg_scan('s3://b/t')" },
    { name: 'duckdb catalog view', sql: 'SELECT * FROM duckdb_databases' },
    { name: 'system catalog', sql: 'SELECT * FROM system.main.duckdb_tables' },
  ],
  mysql: [
    { name: 'dash without space is not a comment', sql: 'SELECT 1 --1; DROP TABLE t' },
    { name: 'optimizer hint', sql: 'SELECT /*+ MAX_EXECUTION_TIME(100000000) */ * FROM orders' },
    { name: 'hash comment then statement', sql: 'SELECT 1 #x\n; DROP TABLE t' },
    { name: 'sys schema', sql: 'SELECT * FROM sys.user_summary' },
  ],
  mssql: [
    { name: 'set without semicolon', sql: 'SELECT 1 SET NOCOUNT ON' },
    {
      name: 'backup without semicolon',
      sql: "SELECT 1 BACKUP DATABASE shop TO DISK = 'c:\\x.bak'",
    },
    { name: 'if without semicolon', sql: 'SELECT 1 IF (1 = 1) DROP TABLE t' },
    { name: 'xlock hint', sql: 'SELECT * FROM orders WITH (XLOCK)' },
    { name: 'msdb job history', sql: 'SELECT * FROM msdb.dbo.sysjobhistory' },
    { name: 'sp_ procedure as call', sql: "SELECT * FROM sp_helptext('p')" },
    { name: 'linked server four-part name', sql: 'SELECT * FROM linked.shop.dbo.orders' },
  ],
  snowflake: [
    { name: 'stage columns', sql: 'SELECT $1 FROM @my_stage' },
    { name: 'user stage', sql: 'SELECT $1 FROM @~/data.csv' },
    { name: 'infer_schema', sql: "SELECT * FROM TABLE(INFER_SCHEMA(LOCATION => '@s'))" },
    { name: 'cortex complete', sql: "SELECT SNOWFLAKE.CORTEX.COMPLETE('m', 'hi')" },
  ],
  bigquery: [
    { name: 'triple quote then statement', sql: "SELECT '''a'''; DROP TABLE t" },
    { name: 'hash comment then statement', sql: 'SELECT 1 #x\n; DROP TABLE t' },
    { name: 'unknown table function', sql: 'SELECT * FROM ML.PREDICT(MODEL m, TABLE t)' },
    { name: 'tables summary', sql: 'SELECT * FROM `proj.ds.__TABLES_SUMMARY__`' },
  ],
  databricks: [
    { name: 'secret', sql: "SELECT secret('scope', 'key')" },
    { name: 'ai_query', sql: "SELECT ai_query('endpoint', 'hi')" },
    { name: 'delta path', sql: 'SELECT * FROM delta.`/mnt/data/table`' },
    { name: 'list_secrets', sql: 'SELECT * FROM list_secrets()' },
  ],
};
