import type { Dialect } from '@tabletalk/contracts';
import type { TableRef } from '../types';

/**
 * Quotes one identifier for a dialect, doubling (or escaping) the quote character, so table
 * names from the catalog can be spliced into preview and count statements safely.
 * @example quoteIdentifier('mssql', 'odd]name') // '[odd]]name]'
 */
export function quoteIdentifier(dialect: Dialect, name: string): string {
  switch (dialect) {
    case 'postgres':
    case 'snowflake':
    case 'duckdb':
      return `"${name.replaceAll('"', '""')}"`;
    case 'mysql':
    case 'databricks':
      return `\`${name.replaceAll('`', '``')}\``;
    case 'bigquery':
      return `\`${name.replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``;
    case 'mssql':
      return `[${name.replaceAll(']', ']]')}]`;
  }
}

/** `schema.table` with both parts quoted (or just the table when there is no schema). */
export function qualifiedName(dialect: Dialect, table: TableRef): string {
  const name = quoteIdentifier(dialect, table.name);
  return table.schema === null ? name : `${quoteIdentifier(dialect, table.schema)}.${name}`;
}

/** A catalog cell as text ('' for null). */
export function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A catalog cell as a finite number (0 when absent or unreadable). */
export function cellNumber(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** A non-negative integer, or 0: the only kind of value ever spliced into SQL as a literal. */
export function safeInteger(value: number): number {
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}
