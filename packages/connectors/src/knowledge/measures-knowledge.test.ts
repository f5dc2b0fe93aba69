import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { formatFormula, type SemanticModel, semanticModelSchema } from '@tabletalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import { applyModelEdits } from './apply-model-edits';
import { buildKnowledge } from './build-knowledge';
import { ModelEditError } from './model-edit-error';
import { flatSalesSql, relationalSalesSql } from './sales-fixture';

const now = new Date('2025-06-01T00:00:00Z');
const dirs: string[] = [];

async function build(sql: string, previous?: SemanticModel): Promise<SemanticModel> {
  const dir = mkdtempSync(join(tmpdir(), 'measures-'));
  dirs.push(dir);
  const path = join(dir, 'db.duckdb');
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(sql);
  connection.closeSync();
  instance.closeSync();
  const connector = createDuckDbConnector(path);
  try {
    return await buildKnowledge(connector, { now, ...(previous ? { previous } : {}) });
  } finally {
    await connector.close();
  }
}

function entities(model: SemanticModel, table: string) {
  const found = model.tables.find((t) => t.name === table);
  return {
    grain: found?.grain,
    columns: Object.fromEntries(found?.columns.map((c) => [c.name, c.entity ?? null]) ?? []),
  };
}

function formulas(model: SemanticModel): Record<string, string> {
  return Object.fromEntries(
    (model.measures ?? []).map((m) => [m.name, formatFormula(m.formula, m.table)]),
  );
}

let relational: SemanticModel;
let flat: SemanticModel;

beforeAll(async () => {
  relational = await build(relationalSalesSql);
  flat = await build(
    `${relationalSalesSql}${flatSalesSql} DROP TABLE order_lines; DROP TABLE orders; DROP TABLE customers; DROP TABLE products;`,
  );
}, 60_000);

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('entities in the knowledge', () => {
  it('marks each identifier with its entity and each table with what a row is', () => {
    expect(entities(relational, 'order_lines')).toEqual({
      grain: null,
      columns: {
        order_id: 'order',
        product_id: 'product',
        quantity: null,
        unit_price: null,
        discount: null,
      },
    });
    expect(entities(relational, 'orders')).toMatchObject({
      grain: 'order',
      columns: { order_id: 'order', customer_id: 'customer', order_date: null },
    });
    expect(entities(relational, 'customers').grain).toBe('customer');
  });

  it('finds no entity of its own in a flat table of lines, where orders repeat', () => {
    expect(entities(flat, 'sales')).toMatchObject({
      grain: null,
      columns: { order_id: 'order', customer_id: 'customer', country: null },
    });
  });

  it('still reads a model stored before entities and measures existed', () => {
    const stored = JSON.parse(JSON.stringify(relational)) as SemanticModel;
    delete stored.measures;
    for (const table of stored.tables) {
      delete table.grain;
      for (const column of table.columns) delete column.entity;
    }
    expect(semanticModelSchema.safeParse(stored).success).toBe(true);
    expect(semanticModelSchema.safeParse(relational).success).toBe(true);
  });
});

describe('measures proposed at knowledge build', () => {
  it('proposes revenue with the discount, margin with a related cost, and average order value', () => {
    expect(formulas(relational)).toEqual({
      revenue: 'sum(unit_price * quantity * (1 - discount))',
      margin: 'sum(unit_price * quantity * (1 - discount)) - sum(products.unit_cost * quantity)',
      average_order_value: 'sum(unit_price * quantity * (1 - discount)) / count(distinct order_id)',
    });
    expect(relational.measures?.every((m) => m.table === 'order_lines')).toBe(true);
    expect(relational.measures?.every((m) => m.origin === 'proposed')).toBe(true);
  });

  it('proposes no margin where no cost column exists', () => {
    expect(Object.keys(formulas(flat))).toEqual(['revenue', 'average_order_value']);
  });

  it('builds average order value on a revenue column where the table has one', async () => {
    const model = await build(
      `CREATE TABLE sales (order_id INTEGER, quantity INTEGER, unit_price DOUBLE, revenue DOUBLE);
       INSERT INTO sales VALUES (1, 2, 5, 9), (1, 1, 3, 3), (2, 4, 2, 8);`,
    );
    expect(formulas(model)).toEqual({
      average_order_value: 'sum(revenue) / count(distinct order_id)',
    });
  });

  it('proposes nothing over a table without a price and a quantity', async () => {
    const model = await build(
      'CREATE TABLE visits (visit_id INTEGER, pages INTEGER, seconds DOUBLE); INSERT INTO visits VALUES (1, 3, 20.5);',
    );
    expect(model.measures).toEqual([]);
  });

  it('keeps a measure a person wrote across a rebuild, and refreshes proposals', async () => {
    const edited = applyModelEdits(relational, {
      tables: [],
      measures: [
        { name: 'units', table: 'order_lines', formula: 'sum(quantity)', format: 'number' },
      ],
    });
    const rebuilt = await build(relationalSalesSql, edited);
    expect(formulas(rebuilt)).toMatchObject({
      units: 'sum(quantity)',
      revenue: expect.any(String),
    });
    expect(rebuilt.measures?.find((m) => m.name === 'units')?.origin).toBe('user');
  });

  it('does not propose again a proposed measure a person deleted or renamed', async () => {
    const edited = applyModelEdits(relational, {
      tables: [],
      measures: [
        { name: 'revenue', delete: true },
        { name: 'average_order_value', rename: 'order_value' },
      ],
    });
    const rebuilt = await build(relationalSalesSql, edited);
    expect((rebuilt.measures ?? []).map((m) => m.name)).toEqual(['order_value', 'margin']);
    expect(rebuilt.dismissedMeasures).toEqual(['revenue', 'average_order_value']);
  });
});

describe('applyModelEdits on measures', () => {
  it('adds, changes and deletes measures, checking formulas against the model', () => {
    const edited = applyModelEdits(relational, {
      tables: [],
      measures: [
        {
          name: 'Units sold',
          table: 'order_lines',
          formula: 'sum(quantity)',
          synonyms: ['Units', ' items  sold '],
          format: 'number',
        },
        { name: 'revenue', label: 'Net sales', formula: 'sum(unit_price * quantity)' },
        { name: 'margin', delete: true },
      ],
    });
    expect(edited.version).toBe(relational.version + 1);
    expect(formulas(edited)).toEqual({
      revenue: 'sum(unit_price * quantity)',
      average_order_value: 'sum(unit_price * quantity * (1 - discount)) / count(distinct order_id)',
      units_sold: 'sum(quantity)',
    });
    const units = edited.measures?.find((m) => m.name === 'units_sold');
    expect(units).toMatchObject({
      label: 'Units sold',
      origin: 'user',
      synonyms: ['units', 'items sold'],
    });
    expect(edited.measures?.find((m) => m.name === 'revenue')).toMatchObject({
      label: 'Net sales',
      origin: 'proposed',
      edited: true,
    });
  });

  it.each([
    [
      { name: 'x', table: 'order_lines', formula: 'sum(price)' },
      'UNKNOWN_COLUMN',
      /no column price/,
    ],
    [
      { name: 'x', table: 'nowhere', formula: 'sum(quantity)' },
      'UNKNOWN_TABLE',
      /no table nowhere/,
    ],
    [
      { name: 'x', table: 'order_lines', formula: 'sum(quantity' },
      'INVALID_MEASURE',
      /can't be read/,
    ],
    [{ name: 'x', table: 'order_lines', formula: 'quantity * 2' }, 'INVALID_MEASURE', /aggregate/],
    [
      { name: 'x', table: 'order_lines', formula: 'sum(customers.country)' },
      'INVALID_MEASURE',
      /not related/,
    ],
    [{ name: 'x', table: 'orders', formula: 'sum(order_date)' }, 'INVALID_MEASURE', /only numbers/],
    [
      { name: 'x', table: 'order_lines', formula: 'sum(quantity); DROP TABLE orders' },
      'INVALID_MEASURE',
      /";" cannot be used/,
    ],
    [{ name: 'x', table: 'order_lines' }, 'INVALID_MEASURE', /needs a formula/],
    [{ name: 'nothing', delete: true }, 'UNKNOWN_MEASURE', /no measure nothing/],
    [
      { name: 'Quantity', table: 'order_lines', formula: 'sum(quantity)' },
      'INVALID_MEASURE',
      /already has a column/,
    ],
  ])('refuses %j with %s, changing nothing', (edit, code, message) => {
    const before = JSON.stringify(relational);
    const apply = () => applyModelEdits(relational, { tables: [], measures: [edit] });
    expect(apply).toThrow(ModelEditError);
    expect(apply).toThrow(message);
    expect(apply).toThrow(expect.objectContaining({ code }));
    expect(JSON.stringify(relational)).toBe(before);
  });

  it('refuses a rename onto another measure', () => {
    const apply = () =>
      applyModelEdits(relational, {
        tables: [],
        measures: [{ name: 'margin', rename: 'revenue' }],
      });
    expect(apply).toThrow(/already a measure called revenue/);
  });
});
