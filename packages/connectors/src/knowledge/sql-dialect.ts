import type { ColumnType, Dialect } from '@tabletalk/contracts';
import type { TableRef } from '../types';

/**
 * The few dialect differences the knowledge queries need: identifier quoting, row limits, casting
 * to text and table sampling. The question engine has its own compiler; these stay small on purpose.
 */

const backtickDialects = new Set<Dialect>(['mysql', 'databricks', 'bigquery']);

/**
 * Quotes one identifier for the dialect, escaping the quote character inside it.
 * @example quoteIdentifier('mssql', 'a]b') // '[a]]b]'
 */
export function quoteIdentifier(dialect: Dialect, name: string): string {
  if (dialect === 'mssql') return `[${name.replaceAll(']', ']]')}]`;
  // BigQuery escapes a backtick with a backslash; MySQL and Databricks double it.
  if (dialect === 'bigquery') return `\`${name.replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``;
  if (backtickDialects.has(dialect)) return `\`${name.replaceAll('`', '``')}\``;
  return `"${name.replaceAll('"', '""')}"`;
}

/** The table's schema-qualified, quoted name. */
export function quoteTable(dialect: Dialect, table: TableRef): string {
  const name = quoteIdentifier(dialect, table.name);
  return table.schema === null ? name : `${quoteIdentifier(dialect, table.schema)}.${name}`;
}

const textTypes: Record<Dialect, string> = {
  duckdb: 'VARCHAR',
  postgres: 'TEXT',
  mysql: 'CHAR',
  mssql: 'NVARCHAR(4000)',
  snowflake: 'VARCHAR',
  bigquery: 'STRING',
  databricks: 'STRING',
};

/**
 * An expression casting `expression` to text; SQL Server writes dates and timestamps in ISO form
 * only through CONVERT style 126.
 */
export function castToText(dialect: Dialect, expression: string, type?: ColumnType): string {
  const isTemporal = type === 'date' || type === 'timestamp';
  if (dialect === 'mssql' && isTemporal) return `CONVERT(NVARCHAR(33), ${expression}, 126)`;
  return `CAST(${expression} AS ${textTypes[dialect]})`;
}

/**
 * A SELECT with a row limit: `SELECT TOP n …` on SQL Server, `… LIMIT n` elsewhere.
 * `select` is the text after SELECT (possibly starting with DISTINCT).
 */
export function limitedSelect(
  dialect: Dialect,
  select: string,
  rest: string,
  limit: number,
): string {
  if (dialect !== 'mssql') return `SELECT ${select} ${rest} LIMIT ${limit}`;
  const distinct = /^DISTINCT\s+/i.exec(select);
  const body = distinct ? select.slice(distinct[0].length) : select;
  return `SELECT ${distinct ? 'DISTINCT ' : ''}TOP ${limit} ${body} ${rest}`;
}

/** How a large table is reduced to about `sampleRows` rows. */
export type SampleMethod = 'tablesample' | 'limit';

/** The percentage of a table's rows that makes about `sampleRows`, for TABLESAMPLE clauses. */
function samplePercent(rowCount: number, sampleRows: number): string {
  const percent = Math.min(100, Math.max(0.0001, (sampleRows / rowCount) * 100));
  return Number(percent.toPrecision(3)).toString();
}

function tableSampleClause(dialect: Dialect, percent: string, sampleRows: number): string | null {
  switch (dialect) {
    case 'duckdb':
    case 'bigquery':
    case 'mssql':
      return `TABLESAMPLE SYSTEM (${percent} PERCENT)`;
    case 'postgres':
      return `TABLESAMPLE SYSTEM (${percent})`;
    case 'snowflake':
      return `TABLESAMPLE (${sampleRows} ROWS)`;
    case 'databricks':
      return `TABLESAMPLE (${percent} PERCENT)`;
    case 'mysql':
      return null;
  }
}

/**
 * The FROM source for a table: the table itself, or a sample of about `sampleRows` rows by the
 * dialect's TABLESAMPLE or, where it has none (MySQL) or it failed, a LIMIT subquery.
 */
export function tableSource(
  dialect: Dialect,
  table: TableRef,
  sample?: { method: SampleMethod; rowCount: number; sampleRows: number },
): string {
  const name = quoteTable(dialect, table);
  if (!sample) return name;
  if (sample.method === 'tablesample') {
    const percent = samplePercent(sample.rowCount, sample.sampleRows);
    const clause = tableSampleClause(dialect, percent, sample.sampleRows);
    if (clause) return `${name} ${clause}`;
  }
  return `(${limitedSelect(dialect, '*', `FROM ${name}`, sample.sampleRows)}) AS sampled`;
}
