import type { Condition, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { orderLinesModel, sampleSalesModel, shippingModel } from '../test-support/business-models';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const now = new Date('2025-06-01T12:00:00Z');

function read(
  model: SemanticModel,
  question: string,
  previous: StructuredQuery | null = null,
): StructuredQuery {
  const answer = understand({ model, question, previous, now });
  if (answer.status === 'declined') throw new Error(`declined: ${question}`);
  return answer.query;
}

/** The values the conditions compare with, flattened through AND and OR. */
function comparedValues(conditions: Condition[]): unknown[] {
  return conditions.flatMap((c) => {
    if (c.kind === 'and' || c.kind === 'or') return comparedValues(c.conditions);
    return c.kind === 'compare' ? [c.value] : [];
  });
}

describe('everyday business questions on one table of order lines', () => {
  const lines = orderLinesModel();

  it('sums the measure "how much" asks for', () => {
    const query = read(lines, 'how much profit did we make in 2018');
    expect(query.select).toMatchObject([{ expr: { kind: 'aggregate', fn: 'sum' } }]);
    expect(query.select[0]?.expr).toMatchObject({ arg: { column: 'profit' } });
    expect(comparedValues(query.where)).toEqual(['2018-01-01', '2019-01-01']);
  });

  it('ranks groups by the total of a measure ("which state has the lowest profit")', () => {
    const query = read(lines, 'which state has the lowest profit');
    expect(query.groupBy).toMatchObject([{ column: 'state' }]);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'sum', arg: { column: 'profit' } }, direction: 'asc' },
    ]);
    expect(query.limit).toBe(1);
  });

  it('answers "which category" with the category, ranked by total profit', () => {
    const query = read(lines, 'which category has the highest profit');
    expect(query.select.map((item) => item.expr)).toMatchObject([{ column: 'category' }]);
    expect(query.orderBy[0]).toMatchObject({ expr: { fn: 'sum' }, direction: 'desc' });
  });

  it('reads "which 5 countries" as the top 5, counting distinct orders', () => {
    const query = read(lines, 'which 5 countries placed the most orders');
    expect(query.where).toEqual([]);
    expect(query.limit).toBe(5);
    expect(query.groupBy).toMatchObject([{ column: 'country' }]);
    expect(query.orderBy[0]?.expr).toMatchObject({
      fn: 'count_distinct',
      arg: { column: 'order_id' },
    });
  });

  it('puts two years side by side when asked to compare them', () => {
    const query = read(lines, 'compare sales in 2018 and 2019');
    expect(query.groupBy).toMatchObject([{ column: 'order_date', grain: 'year' }]);
    expect(query.where).toHaveLength(1);
    expect(query.where[0]?.kind).toBe('or');
    expect(comparedValues(query.where)).toEqual([
      '2018-01-01',
      '2019-01-01',
      '2019-01-01',
      '2020-01-01',
    ]);
    expect(query.select.map((item) => item.expr)).toContainEqual(
      expect.objectContaining({ kind: 'aggregate', fn: 'sum' }),
    );
  });

  it('does not read "single" as the number one', () => {
    const query = read(lines, 'what was the largest single sale');
    expect(query.where).toEqual([]);
    expect(query.select[0]?.expr).toMatchObject({ fn: 'max', arg: { column: 'sales' } });
  });

  it('compares a percentage with a column of fractions as a fraction', () => {
    const query = read(lines, 'orders with discount above 20%');
    expect(query.where).toMatchObject([{ kind: 'compare', op: 'gt', value: 0.2 }]);
    const whole = read(lines, 'orders with quantity above 20');
    expect(whole.where).toMatchObject([{ kind: 'compare', op: 'gt', value: 20 }]);
  });
});

describe("everyday questions on the product's sample data", () => {
  const sales = sampleSalesModel();

  it('counts orders per region for "which region has the most orders"', () => {
    const query = read(sales, 'Which region has the most orders?');
    expect(query.groupBy).toMatchObject([{ column: 'region' }]);
    expect(query.orderBy[0]).toMatchObject({ expr: { kind: 'aggregate' }, direction: 'desc' });
  });

  it('keeps the year of "total quantity by region in 2024"', () => {
    const query = read(sales, 'total quantity by region in 2024');
    expect(comparedValues(query.where)).toEqual(['2024-01-01', '2025-01-01']);
    expect(query.groupBy).toMatchObject([{ column: 'region' }]);
  });

  it('reads "units" as the quantity column ("which product sold the most units")', () => {
    const query = read(sales, 'Which product sold the most units?');
    expect(query.groupBy).toMatchObject([{ column: 'product' }]);
    expect(query.orderBy[0]).toMatchObject({
      expr: { kind: 'aggregate', fn: 'sum', arg: { column: 'quantity' } },
      direction: 'desc',
    });
  });

  it('reads "sale" as the revenue column ("the largest single sale", "total sales by region")', () => {
    // An upload's table is named "data" and labelled with the name the user gave the file.
    const [table] = sales.tables;
    const upload = {
      ...sales,
      tables: table ? [{ ...table, name: 'data', label: 'Sample sales' }] : [],
    };
    const largest = read(upload, 'What was the largest single sale?');
    expect(largest.select).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'max', arg: { column: 'revenue' } } },
    ]);
    const total = read(upload, 'total sales by region');
    expect(total.groupBy).toMatchObject([{ column: 'region' }]);
    expect(total.select.map((item) => item.expr)).toContainEqual(
      expect.objectContaining({ fn: 'sum', arg: expect.objectContaining({ column: 'revenue' }) }),
    );
  });

  it('reads a new "Show ..." question afresh after another question', () => {
    const previous = read(sales, 'how many orders are there');
    const query = read(sales, 'Show the monthly revenue trend', previous);
    expect(query.groupBy).toMatchObject([{ column: 'order_date', grain: 'month' }]);
    expect(query.select.map((item) => item.expr)).toContainEqual(
      expect.objectContaining({ fn: 'sum', arg: expect.objectContaining({ column: 'revenue' }) }),
    );
  });

  it('still reads "show only 2024" as a follow-up', () => {
    const previous = read(sales, 'total revenue by region');
    const query = read(sales, 'show only 2024', previous);
    expect(query.groupBy).toEqual(previous.groupBy);
    expect(comparedValues(query.where)).toEqual(['2024-01-01', '2025-01-01']);
  });

  it('declines a question about something else than the data', () => {
    const answer = understand({ model: sales, question: 'what will the weather be tomorrow', now });
    expect(answer.status).toBe('declined');
  });
});

describe('everyday questions on a relational sales schema', () => {
  const shipping = shippingModel();

  it('counts the rows named before "per" for each group, and groups by nothing else', () => {
    const query = read(shipping, 'orders per shipper');
    expect(query.select.map((item) => item.expr)).toContainEqual({
      kind: 'aggregate',
      fn: 'count',
      arg: null,
    });
    expect(query.groupBy.map((g) => g.table)).toEqual(
      query.groupBy.map(() => query.joins[0]?.table.as),
    );
  });
});

describe('"cost" against a price', () => {
  const products = testModel({
    tables: [
      table(
        'products',
        ['product_id'],
        [
          ['product_id', 'integer', 'identifier'],
          ['product_name', 'text', 'dimension'],
          ['unit_price', 'decimal', 'measure'],
          ['unit_cost', 'decimal', 'measure'],
        ],
      ),
    ],
    relationships: [],
  });
  const prices = testModel({
    tables: [
      table(
        'rooms',
        ['room_id'],
        [
          ['room_id', 'integer', 'identifier'],
          ['room_name', 'text', 'dimension'],
          ['base_price', 'decimal', 'measure'],
        ],
      ),
    ],
    relationships: [],
  });

  it('reads the noun "cost" as the cost column, not the price', () => {
    const query = read(products, 'which product has the highest cost');
    expect(query.orderBy[0]?.expr).toMatchObject({ column: 'unit_cost' });
    expect(read(products, 'average cost by product').select[1]?.expr).toMatchObject({
      fn: 'avg',
      arg: { column: 'unit_cost' },
    });
  });

  it('does not sum a price for "total cost" where no column holds a cost', () => {
    const answer = understand({
      model: prices,
      question: 'what is the total cost',
      previous: null,
      now,
    });
    expect(answer.status).toBe('declined');
  });

  it('reads the verb "cost" as the price ("rooms that cost more than 160")', () => {
    const query = read(prices, 'rooms that cost more than 160');
    expect(query.where).toMatchObject([
      { kind: 'compare', left: { column: 'base_price' }, op: 'gt', value: 160 },
    ]);
  });
});

describe('"earn" against a salary', () => {
  const staff = testModel({
    tables: [
      table(
        'staff',
        ['staff_id'],
        [
          ['staff_id', 'integer', 'identifier'],
          ['full_name', 'text', 'dimension'],
          ['monthly_salary', 'decimal', 'measure'],
        ],
      ),
    ],
    relationships: [],
  });

  it('reads the verb "earn" as the salary ("staff who earn below 6000")', () => {
    for (const question of [
      'staff who earn below 6000',
      'staff earning less than 6000',
      'staff who earned less than 6000',
    ])
      expect(read(staff, question).where).toMatchObject([
        { kind: 'compare', left: { column: 'monthly_salary' }, op: 'lt', value: 6000 },
      ]);
  });
});
