import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { type SemanticModel, semanticModelSchema } from '@tabletalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import type { Connector } from '../types';
import { applyModelEdits } from './apply-model-edits';
import { buildKnowledge } from './build-knowledge';

/** A small sales schema as a file upload would give it: key-like columns, no declared keys. */
const salesSchema = `
  CREATE TABLE customers (id INTEGER, name VARCHAR, region VARCHAR, signup_year INTEGER, email VARCHAR);
  INSERT INTO customers SELECT i, 'Customer ' || i,
    CASE WHEN i <= 4 THEN 'North' WHEN i <= 7 THEN 'South' WHEN i <= 9 THEN 'East' ELSE 'West' END,
    2015 + i % 5, CASE i WHEN 3 THEN NULL WHEN 4 THEN '' ELSE 'c' || i || '@example.com' END
    FROM range(1, 11) t(i);
  CREATE TABLE products (code VARCHAR, product_name VARCHAR, category VARCHAR, unit_cost DECIMAL(10, 2));
  INSERT INTO products SELECT 'P' || lpad(i::VARCHAR, 2, '0'), 'Product ' || i,
    CASE i % 3 WHEN 0 THEN 'Toys' WHEN 1 THEN 'Books' ELSE 'Garden' END, i * 2.5
    FROM range(1, 20) t(i);
  CREATE TABLE stores (id INTEGER, city VARCHAR);
  INSERT INTO stores VALUES (1, 'Lyon'), (2, 'Oslo'), (3, 'Porto');
  CREATE TABLE orders (id INTEGER, customer_id INTEGER, product_code VARCHAR, store_id INTEGER,
    order_date DATE, qty INTEGER, unit_price DECIMAL(10, 2), status VARCHAR, rating INTEGER);
  INSERT INTO orders SELECT i, 1 + i % 10, 'P' || lpad((1 + i % 20)::VARCHAR, 2, '0'), 1 + i % 10,
    DATE '2024-01-01' + i::INTEGER, 1 + i % 4, 10 + (i % 7) * 1.5,
    CASE WHEN i % 10 < 6 THEN 'shipped' WHEN i % 10 < 9 THEN 'pending' ELSE 'returned' END,
    1 + i % 5
    FROM range(0, 200) t(i);
`;

let dir: string;
let connector: Connector;
const now = new Date('2025-03-01T12:00:00Z');

async function createDatabase(path: string, sql: string): Promise<void> {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(sql);
  connection.closeSync();
  instance.closeSync();
}

function findColumn(model: SemanticModel, table: string, column: string) {
  const found = model.tables.find((t) => t.name === table)?.columns.find((c) => c.name === column);
  if (!found) throw new Error(`no ${table}.${column}`);
  return found;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'knowledge-'));
  const path = join(dir, 'sales.duckdb');
  await createDatabase(path, salesSchema);
  connector = createDuckDbConnector(path);
});

afterAll(async () => {
  await connector?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('buildKnowledge over DuckDB', () => {
  let model: SemanticModel;
  const progress: number[] = [];

  beforeAll(async () => {
    model = await buildKnowledge(connector, {
      now,
      onProgress: (fraction) => progress.push(fraction),
    });
  });

  it('builds a valid first version of every table', () => {
    expect(semanticModelSchema.parse(model)).toEqual(model);
    expect(model).toMatchObject({
      version: 1,
      dialect: 'duckdb',
      glossary: [],
      builtAt: now.toISOString(),
    });
    expect(model.tables.map((t) => [t.name, t.schema, t.rowCount])).toEqual([
      ['customers', 'main', 10],
      ['orders', 'main', 200],
      ['products', 'main', 19],
      ['stores', 'main', 3],
    ]);
  });

  it('reports rising progress up to 1', () => {
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('gives each column its role', () => {
    const roles = (table: string) =>
      Object.fromEntries(
        model.tables.find((t) => t.name === table)?.columns.map((c) => [c.name, c.role]) ?? [],
      );
    expect(roles('orders')).toEqual({
      id: 'identifier',
      customer_id: 'identifier',
      product_code: 'identifier',
      store_id: 'identifier',
      order_date: 'time',
      qty: 'measure',
      unit_price: 'measure',
      status: 'dimension',
      rating: 'dimension',
    });
    expect(roles('customers')).toMatchObject({
      signup_year: 'time',
      region: 'dimension',
      name: 'dimension',
    });
    expect(roles('products')).toMatchObject({ code: 'identifier', unit_cost: 'measure' });
  });

  it('labels tables and columns and derives synonyms', () => {
    const orders = model.tables.find((t) => t.name === 'orders');
    expect(orders).toMatchObject({ label: 'Orders', synonyms: ['order'] });
    expect(findColumn(model, 'orders', 'qty')).toMatchObject({
      label: 'Quantity',
      synonyms: ['qty', 'quantities'],
    });
    expect(findColumn(model, 'orders', 'order_date')).toMatchObject({
      label: 'Order date',
      synonyms: ['order dates'],
    });
    expect(findColumn(model, 'customers', 'signup_year').label).toBe('Signup year');
  });

  it('reads value dictionaries, most frequent first', () => {
    expect(findColumn(model, 'customers', 'region').values).toEqual([
      { value: 'North', count: 4 },
      { value: 'South', count: 3 },
      { value: 'East', count: 2 },
      { value: 'West', count: 1 },
    ]);
    expect(findColumn(model, 'orders', 'status').values).toEqual([
      { value: 'shipped', count: 120 },
      { value: 'pending', count: 60 },
      { value: 'returned', count: 20 },
    ]);
    expect(findColumn(model, 'orders', 'rating').values).toHaveLength(5);
    expect(findColumn(model, 'orders', 'rating').values[0]).toEqual({ value: '1', count: 40 });
    expect(findColumn(model, 'orders', 'qty').values).toEqual([]);
  });

  it('computes stats: missing share, distinct count, min and max as text', () => {
    expect(findColumn(model, 'customers', 'email').stats).toEqual({
      nullShare: 0.2,
      distinctCount: 8,
      min: 'c10@example.com',
      max: 'c9@example.com',
    });
    expect(findColumn(model, 'orders', 'order_date').stats).toMatchObject({
      nullShare: 0,
      distinctCount: 200,
      min: '2024-01-01',
      max: '2024-07-18',
    });
    expect(findColumn(model, 'orders', 'unit_price').stats).toMatchObject({
      min: '10.00',
      max: '19.00',
    });
  });

  it('infers relationships confirmed by the values, with their overlap as confidence', () => {
    const links = model.relationships.map((r) => [
      `${r.fromTable}.${r.fromColumns.join()} → ${r.toTable}.${r.toColumns.join()}`,
      r.kind,
      r.confidence,
    ]);
    expect(links).toEqual([
      ['orders.customer_id → customers.id', 'inferred', 1],
      ['orders.product_code → products.code', 'inferred', 0.95],
    ]);
  });

  it('keeps user edits and the glossary on a rebuild, and raises the version', async () => {
    const edited = applyModelEdits(model, {
      tables: [
        {
          name: 'orders',
          synonyms: ['Sales', 'purchases'],
          columns: [
            { name: 'qty', label: 'Units sold', synonyms: ['units'] },
            { name: 'rating', role: 'measure', description: 'Stars from the review' },
            { name: 'store_id', hidden: true },
          ],
        },
      ],
    });
    expect(edited.version).toBe(2);
    const previous = { ...edited, glossary: [{ term: 'AOV', definition: 'Average order value' }] };
    const rebuilt = await buildKnowledge(connector, { now, previous });
    expect(rebuilt.version).toBe(3);
    expect(rebuilt.glossary).toEqual(previous.glossary);
    expect(rebuilt.tables.find((t) => t.name === 'orders')).toMatchObject({
      label: 'Orders',
      synonyms: ['sales', 'purchases'],
      edited: ['synonyms'],
    });
    expect(findColumn(rebuilt, 'orders', 'qty')).toMatchObject({
      label: 'Units sold',
      synonyms: ['units'],
      role: 'measure',
    });
    expect(findColumn(rebuilt, 'orders', 'rating')).toMatchObject({
      role: 'measure',
      description: 'Stars from the review',
      edited: ['description', 'role'],
    });
    expect(findColumn(rebuilt, 'orders', 'store_id').hidden).toBe(true);
    expect(findColumn(rebuilt, 'orders', 'status')).toEqual(findColumn(model, 'orders', 'status'));
  });

  it('builds only the tables asked for', async () => {
    const only = await buildKnowledge(connector, {
      now,
      tables: [{ schema: 'main', name: 'stores' }],
    });
    expect(only.tables.map((t) => t.name)).toEqual(['stores']);
    expect(only.relationships).toEqual([]);
  });
});

describe('buildKnowledge on large tables', () => {
  it('profiles tables over a million rows on a sample and says so', async () => {
    const path = join(dir, 'large.duckdb');
    await createDatabase(
      path,
      `CREATE TABLE events AS SELECT range AS id, 'kind ' || (range % 3) AS kind FROM range(1200000)`,
    );
    const large = createDuckDbConnector(path);
    try {
      const built = await buildKnowledge(large, { now });
      const [events] = built.tables;
      expect(events?.rowCount).toBe(1_200_000);
      const kind = events?.columns.find((c) => c.name === 'kind');
      expect(kind?.stats.sampled).toBe(true);
      expect(kind?.stats.distinctCount).toBe(3);
      expect(kind?.values.map((v) => v.value).sort()).toEqual(['kind 0', 'kind 1', 'kind 2']);
      const sampledCount = kind?.values.reduce((sum, v) => sum + v.count, 0) ?? 0;
      expect(sampledCount).toBeLessThan(1_200_000);
      expect(sampledCount).toBeGreaterThan(0);
    } finally {
      await large.close();
    }
  });
});
