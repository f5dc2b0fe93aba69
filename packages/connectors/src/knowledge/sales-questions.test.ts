import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import type { SemanticModel } from '@tabletalk/contracts';
import { compileQuery, understand } from '@tabletalk/nlq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import { buildKnowledge } from './build-knowledge';
import { flatSalesSql, relationalSalesSql } from './sales-fixture';

/*
 * Everyday sales questions answered end to end: knowledge built from DuckDB, the question read
 * and compiled by the engine, its rows compared with SQL written by hand for each question.
 */

type Rows = unknown[][];

const revenue = 'l.unit_price * l.quantity * (1 - l.discount)';
const lines = `order_lines l JOIN orders o USING (order_id) JOIN customers c USING (customer_id)`;

/** Question, hand-written SQL, and which of the answer's columns to compare (all when absent). */
const relationalCases: [string, string, number[]?][] = [
  ['how many orders do we have', 'SELECT count(*) FROM orders'],
  ['how many customers', 'SELECT count(*) FROM customers'],
  [
    'orders per customer',
    'SELECT c.customer_name, count(*) FROM orders o JOIN customers c USING (customer_id) GROUP BY c.customer_id, c.customer_name',
  ],
  [
    'number of orders by country',
    'SELECT c.country, count(*) FROM orders o JOIN customers c USING (customer_id) GROUP BY c.country',
  ],
  [
    'top 5 customers by number of orders',
    'SELECT count(*) AS n FROM orders GROUP BY customer_id ORDER BY n DESC LIMIT 5',
    [1],
  ],
  [
    'which country has the most orders',
    'SELECT c.country FROM orders o JOIN customers c USING (customer_id) GROUP BY c.country ORDER BY count(*) DESC LIMIT 1',
  ],
  ['what is the total revenue', `SELECT sum(${revenue}) FROM order_lines l`],
  [
    'total revenue by country',
    `SELECT c.country, sum(${revenue}) FROM ${lines} GROUP BY c.country`,
  ],
  [
    'revenue by year',
    `SELECT CAST(date_trunc('year', o.order_date) AS DATE), sum(${revenue}) FROM ${lines} GROUP BY 1`,
  ],
  ['revenue in 2024', `SELECT sum(${revenue}) FROM ${lines} WHERE year(o.order_date) = 2024`],
  [
    'average order value by segment',
    `SELECT c.segment, sum(${revenue}) / count(DISTINCT l.order_id) FROM ${lines} GROUP BY c.segment`,
  ],
  [
    'which product has the highest revenue',
    `SELECT p.product_name FROM order_lines l JOIN products p USING (product_id) GROUP BY p.product_id, p.product_name ORDER BY sum(${revenue}) DESC LIMIT 1`,
  ],
  [
    'margin by category',
    `SELECT p.category, sum(${revenue}) - sum(p.unit_cost * l.quantity) FROM order_lines l JOIN products p USING (product_id) GROUP BY p.category`,
  ],
];

const flatRevenue = 'unit_price * quantity * (1 - discount)';
const flatCases: [string, string, number[]?][] = [
  ['how many orders do we have', 'SELECT count(DISTINCT order_id) FROM sales'],
  ['how many customers', 'SELECT count(DISTINCT customer_id) FROM sales'],
  [
    'orders per customer',
    'SELECT customer_id, count(DISTINCT order_id) FROM sales GROUP BY customer_id',
  ],
  [
    'number of orders by country',
    'SELECT country, count(DISTINCT order_id) FROM sales GROUP BY country',
  ],
  [
    'top 5 customers by number of orders',
    'SELECT count(DISTINCT order_id) AS n FROM sales GROUP BY customer_id ORDER BY n DESC LIMIT 5',
    [1],
  ],
  [
    'which country has the most orders',
    'SELECT country FROM sales GROUP BY country ORDER BY count(DISTINCT order_id) DESC LIMIT 1',
  ],
  ['total revenue by country', `SELECT country, sum(${flatRevenue}) FROM sales GROUP BY country`],
  ['revenue in 2024', `SELECT sum(${flatRevenue}) FROM sales WHERE year(order_date) = 2024`],
  [
    'average order value by segment',
    `SELECT segment, sum(${flatRevenue}) / count(DISTINCT order_id) FROM sales GROUP BY segment`,
  ],
  [
    'which product has the highest revenue',
    `SELECT product_name FROM sales GROUP BY product_name ORDER BY sum(${flatRevenue}) DESC LIMIT 1`,
  ],
];

/** Rows with numbers rounded to 2 decimals, in a stable order, keeping only `columns`. */
function normalize(rows: Rows, columns?: number[], ordered = false): Rows {
  const picked = rows.map((row) =>
    (columns ? columns.map((i) => row[i]) : row).map((cell) => {
      const number = typeof cell === 'string' && /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
      return typeof number === 'number' ? Math.round(number * 100) / 100 : number;
    }),
  );
  return ordered
    ? picked
    : picked.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

class SalesDatabase {
  dir = mkdtempSync(join(tmpdir(), 'sales-questions-'));
  model!: SemanticModel;
  private instance!: DuckDBInstance;
  private connection!: DuckDBConnection;

  async open(sql: string): Promise<void> {
    const path = join(this.dir, 'sales.duckdb');
    const setup = await DuckDBInstance.create(path);
    const setupConnection = await setup.connect();
    await setupConnection.run(sql);
    setupConnection.closeSync();
    setup.closeSync();
    const connector = createDuckDbConnector(path);
    this.model = await buildKnowledge(connector, { now: new Date('2025-06-01T00:00:00Z') });
    await connector.close();
    this.instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
    this.connection = await this.instance.connect();
  }

  async rows(sql: string, params: unknown[] = []): Promise<Rows> {
    const reader = await this.connection.runAndReadAll(sql, params as never);
    return reader.getRowsJson() as Rows;
  }

  async ask(question: string): Promise<Rows> {
    const understanding = understand({ question, model: this.model, now: new Date('2025-06-01') });
    if (understanding.status === 'declined') throw new Error(`declined: ${question}`);
    const compiled = compileQuery(understanding.query, { dialect: 'duckdb', model: this.model });
    return this.rows(compiled.sql, compiled.params);
  }

  close(): void {
    this.connection?.closeSync();
    this.instance?.closeSync();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

describe.each([
  ['a relational sales schema', relationalSalesSql, relationalCases],
  [
    'one flat table of sales lines',
    relationalSalesSql + flatSalesSql + dropRelational(),
    flatCases,
  ],
])('everyday questions on %s', (_name, sql, cases) => {
  const database = new SalesDatabase();
  beforeAll(() => database.open(sql), 60_000);
  afterAll(() => database.close());

  it.each(cases)('%s', async (question, handSql, columns) => {
    const expected = await database.rows(handSql);
    const answered = await database.ask(question);
    expect(normalize(answered, columns)).toEqual(normalize(expected, columns ? [0] : undefined));
  });
});

function dropRelational(): string {
  return 'DROP TABLE order_lines; DROP TABLE orders; DROP TABLE customers; DROP TABLE products;';
}
