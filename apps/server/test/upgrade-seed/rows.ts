import { randomUUID } from 'node:crypto';
import type { ExecuteSql } from '../../src/db/client';

export type Row = Record<string, unknown>;

/** The seed's reference moment: its rows were written in the weeks around it. */
const BASE = new Date('2025-09-01T08:00:00.000Z').getTime();
const MINUTE = 60_000;
export const HOUR = 60;
export const DAY = 24 * HOUR;

/** `BASE` moved by some minutes, as ISO text (how the seed binds timestamps). */
export function at(minutes = 0): string {
  return new Date(BASE + minutes * MINUTE).toISOString();
}

/** A new id. */
export const uuid = (): string => randomUUID();

/** An opaque token-like value, as hashes and provider ids are stored. */
export function opaque(prefix: string, length = 32): string {
  return `${prefix}${randomUUID().replaceAll('-', '')}${randomUUID().replaceAll('-', '')}`.slice(
    0,
    prefix.length + length,
  );
}

/** Parses a JSON value with the schema the app reads it with, and returns it as JSON text. */
export function json(schema: { parse(value: unknown): unknown }, value: unknown): string {
  schema.parse(value);
  return JSON.stringify(value);
}

/** Rows collected table by table, in an order their foreign keys allow, then written. */
export class Rows {
  readonly tables = new Map<string, Row[]>();

  add(table: string, row: Row): void {
    const rows = this.tables.get(table) ?? [];
    rows.push(row);
    this.tables.set(table, rows);
  }

  /** How many rows each table got. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.tables].map(([table, rows]) => [table, rows.length]));
  }

  /** Writes every table with multi-row INSERTs of bound values (a value left out is DEFAULT). */
  async write(executeSql: ExecuteSql): Promise<void> {
    for (const [table, rows] of this.tables) {
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const names = columns.map((name) => `"${name}"`).join(', ');
      for (let start = 0; start < rows.length; start += 50) {
        const values: unknown[] = [];
        const tuples = rows.slice(start, start + 50).map((row) => {
          const cells = columns.map((name) => {
            if (!(name in row)) return 'DEFAULT';
            values.push(row[name]);
            return `$${values.length}`;
          });
          return `(${cells.join(', ')})`;
        });
        await executeSql(`INSERT INTO "${table}" (${names}) VALUES ${tuples.join(', ')}`, values);
      }
    }
  }
}
