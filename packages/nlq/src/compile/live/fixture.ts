import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { Dialect, ScalarValue } from '@tabletalk/contracts';
import { qualifyTable, quoteLiteral } from '../../dialects';

/*
 * Test support for the live suites: the same customers/orders rows in every engine, created in
 * a schema (or MariaDB database) of the test's own.
 */

type Cell = ScalarValue | null;

const customerRows: Cell[][] = [
  [1, 'Ada', 'North', '2023-05-01', null, true],
  [2, 'Bo', 'South', '2024-02-10', 1, false],
  [3, 'Cy', 'North', '2024-03-15', 1, true],
  [4, "Zoe O'B%ara", 'East', '2024-06-01', 2, false],
  [5, "Joe O'Bxara", '', '2024-07-01', null, true],
  [6, 'Flo', null, '2022-01-01', null, false],
  [7, 'Gus', 'South', '2023-01-01', null, false],
];

const orderRows: Cell[][] = [
  [1, 1, 10.5, 1, '2024-01-05', '2024-01-05 10:30:00', 'paid'],
  [2, 1, 20, 2, '2024-01-20', '2024-01-20 10:30:00', 'paid'],
  [3, 2, 7.25, 3, '2024-02-03', '2024-02-03 10:30:00', 'pending'],
  [4, 3, 100, 1, '2024-02-14', '2024-02-14 10:30:00', 'paid'],
  [5, 3, 40, 5, '2024-03-01', '2024-03-01 10:30:00', 'refunded'],
  [6, 4, 5, 2, '2023-12-31', '2023-12-31 23:30:00', 'paid'],
  [7, 5, 12, 1, '2024-03-31', '2024-03-31 10:30:00', 'paid'],
  [8, 7, 3, 4, '2024-03-15', '2024-03-15 10:30:00', 'paid'],
  [9, 7, 9, 2, '2024-04-02', '2024-04-02 10:30:00', 'paid'],
];

/** Column types per engine: integer, text, decimal, date, timestamp, boolean. */
export interface FixtureTypes {
  integer: string;
  text: string;
  decimal: string;
  date: string;
  timestamp: string;
  boolean: string;
}

function values(dialect: Dialect, rows: Cell[][]): string {
  const literal = (cell: Cell) => (cell === null ? 'NULL' : quoteLiteral(dialect, cell));
  return rows.map((row) => `(${row.map(literal).join(', ')})`).join(', ');
}

/** CREATE TABLE and INSERT statements for the fixture in `schema` (which must exist). */
export function fixtureStatements(dialect: Dialect, schema: string, t: FixtureTypes): string[] {
  const customers = qualifyTable(dialect, schema, 'customers');
  const orders = qualifyTable(dialect, schema, 'orders');
  return [
    `CREATE TABLE ${customers} (id ${t.integer}, name ${t.text}, region ${t.text},
      signed_up_on ${t.date}, referred_by ${t.integer}, active ${t.boolean})`,
    `CREATE TABLE ${orders} (id ${t.integer}, customer_id ${t.integer}, amount ${t.decimal},
      quantity ${t.integer}, ordered_on ${t.date}, placed_at ${t.timestamp}, status ${t.text})`,
    `INSERT INTO ${customers} VALUES ${values(dialect, customerRows)}`,
    `INSERT INTO ${orders} VALUES ${values(dialect, orderRows)}`,
  ];
}

/**
 * A result cell made comparable across drivers: bigints and numeric strings become numbers,
 * dates become `YYYY-MM-DD` text.
 */
export function plainCell(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/** A schema or database name no other test run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** Whether a TCP server answers on 127.0.0.1:port within a second. */
export function isReachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1_000 });
    const finish = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => finish(true));
    socket.once('timeout', () => finish(false));
    socket.once('error', () => finish(false));
  });
}

/**
 * Live suites skip only on a developer machine without the server; under CI they must run.
 * Tests read the environment directly: there is no env.ts in a package.
 */
export async function shouldSkipLive(port: number): Promise<boolean> {
  return !process.env.CI && !(await isReachable(port));
}

/** Strings `quoteLiteral` must carry through each engine unchanged. */
export const nastyStrings = [
  "it's",
  'C:\\temp\\',
  "x\\' OR 1=1 -- ",
  'Café ☕ 𝄞',
  'two\nlines\ttab',
  '%_[]!',
  '"double" `back`',
  '',
];

/** `SELECT lit1 AS v0, lit2 AS v1, ...` for the nasty strings, quoted for the dialect. */
export function literalRoundTripSql(dialect: Dialect): string {
  const items = nastyStrings.map((value, i) => `${quoteLiteral(dialect, value)} AS v${i}`);
  return `SELECT ${items.join(', ')}`;
}
