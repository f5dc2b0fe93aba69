import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';

export type Row = Record<string, unknown>;

/** Runs raw SQL and returns its rows, the same on PGlite and node-postgres (both give `rows`). */
export async function queryRows(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result) {
    const { rows } = result;
    if (Array.isArray(rows)) return rows;
  }
  throw new Error('query returned no rows array');
}

/** A number column (PostgreSQL's bigint and numeric arrive as strings from node-postgres). */
export function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

/** An array column (PGlite and node-postgres both parse arrays; a text form is parsed here). */
export function arrayOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.startsWith('{')) {
    return value.slice(1, -1).split(',').filter(Boolean);
  }
  return [];
}
