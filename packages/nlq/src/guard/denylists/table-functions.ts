import type { Dialect } from '@tabletalk/contracts';

/**
 * Functions allowed as a relation in FROM. Everything else in that position is refused: table
 * functions are how engines read files, URLs and other databases (DuckDB `read_csv`, SQL Server
 * `OPENROWSET`, Databricks `read_files`), so only these harmless row generators pass.
 */
const allowed: Record<Dialect, string[]> = {
  postgres: [
    'unnest',
    'generate_series',
    'generate_subscripts',
    'json_each',
    'json_each_text',
    'jsonb_each',
    'jsonb_each_text',
    'json_array_elements',
    'json_array_elements_text',
    'jsonb_array_elements',
    'jsonb_array_elements_text',
    'json_to_record',
    'json_to_recordset',
    'jsonb_to_record',
    'jsonb_to_recordset',
    'regexp_matches',
    'regexp_split_to_table',
    'string_to_table',
  ],
  duckdb: ['unnest', 'generate_series', 'range', 'json_each', 'json_tree'],
  mysql: ['json_table'],
  mssql: ['string_split', 'openjson', 'generate_series'],
  snowflake: ['flatten', 'generator', 'split_to_table'],
  bigquery: ['unnest'],
  databricks: [
    'explode',
    'explode_outer',
    'posexplode',
    'posexplode_outer',
    'inline',
    'inline_outer',
    'stack',
    'range',
    'json_tuple',
  ],
};

const allowedSets = new Map(
  Object.entries(allowed).map(([dialect, names]) => [dialect, new Set(names)]),
);

/** True when the function may stand in FROM for this dialect (case-insensitive). Throws nothing. */
export function isAllowedTableFunction(dialect: Dialect, name: string): boolean {
  return allowedSets.get(dialect)?.has(name.toLowerCase()) ?? false;
}
