import type { Condition, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = shopModel();

function read(question: string): StructuredQuery {
  const understanding = understand({ model, question });
  if (understanding.status === 'declined') throw new Error(`declined: ${understanding.message}`);
  return understanding.query;
}

/** The select list as `fn(table.column)` strings, for readable expectations. */
function shown(query: StructuredQuery): string[] {
  return query.select.map(({ expr }) => {
    if (expr.kind === 'column') return `${expr.table}.${expr.column}`;
    if (expr.kind === 'share') return 'share';
    if (expr.kind === 'measure') return `measure:${expr.name}`;
    return `${expr.fn}(${expr.arg ? `${expr.arg.table}.${expr.arg.column}` : '*'})`;
  });
}

function conditions(query: StructuredQuery): Condition[] {
  return query.where;
}

describe('understand: aggregates', () => {
  it('counts the rows of the table "how many" names', () => {
    const query = read('How many customers are there?');
    expect(query.from.name).toBe('customers');
    expect(shown(query)).toEqual(['count(*)']);
  });

  it('reads "total", "average" and lists of aggregates', () => {
    expect(shown(read('What is the total revenue?'))).toEqual(['sum(orders.revenue)']);
    expect(shown(read('average age of customers'))).toEqual(['avg(customers.age)']);
    expect(shown(read('What is the average, minimum and maximum price of products?'))).toEqual([
      'avg(products.price)',
      'min(products.price)',
      'max(products.price)',
    ]);
  });

  it('counts distinct values of a column after "different"', () => {
    expect(shown(read('How many different countries do customers come from?'))).toEqual([
      'count_distinct(customers.country)',
    ]);
  });
});

describe('understand: grouping', () => {
  it('groups by the column after "by", "for each" and "per"', () => {
    for (const question of [
      'total revenue by category',
      'For each category, what is the total revenue?',
      'revenue per category',
    ]) {
      const query = read(question);
      expect(query.groupBy).toEqual([{ kind: 'column', table: 'products', column: 'category' }]);
      expect(shown(query)).toContain('products.category');
    }
  });

  it('joins along the relationships to reach a grouped column', () => {
    const query = read('total revenue by category');
    expect(query.from.name).toBe('orders');
    expect(query.joins.map((join) => join.table.name)).toEqual(['products']);
  });

  it('groups a table by its key and shows its label when counting related rows', () => {
    const query = read('Show the name of each customer and the number of orders');
    expect(shown(query)).toEqual(['customers.name', 'count(*)']);
    expect(query.groupBy.map((g) => g.column)).toEqual(['customer_id', 'name']);
  });
});

describe('understand: superlatives and order', () => {
  it('keeps the first row by a count for "which X has the most Y"', () => {
    const query = read('Which country has the most customers?');
    expect(shown(query)).toEqual(['customers.country']);
    expect(query.groupBy.map((g) => g.column)).toEqual(['country']);
    expect(query.orderBy).toEqual([
      { expr: { kind: 'aggregate', fn: 'count', arg: null }, direction: 'desc' },
    ]);
    expect(query.limit).toBe(1);
  });

  it('sorts by the measure an adjective names ("youngest" → age)', () => {
    const query = read('What is the name of the youngest customer?');
    expect(shown(query)).toEqual(['customers.name']);
    expect(query.orderBy).toEqual([
      { expr: { kind: 'column', table: 'customers', column: 'age' }, direction: 'asc' },
    ]);
    expect(query.limit).toBe(1);
  });

  it('ranks by a measure\'s total for "top N X by measure"', () => {
    const query = read('top 5 products by revenue');
    expect(query.limit).toBe(5);
    expect(query.orderBy[0]?.direction).toBe('desc');
    expect(query.orderBy[0]?.expr).toMatchObject({ kind: 'aggregate', fn: 'sum' });
  });

  it('orders by a named column in the asked direction', () => {
    const query = read('List the names of customers ordered by age descending');
    expect(query.orderBy).toEqual([
      { expr: { kind: 'column', table: 'customers', column: 'age' }, direction: 'desc' },
    ]);
    expect(read('List customer names in alphabetical order').orderBy[0]).toMatchObject({
      direction: 'asc',
    });
  });
});

describe('understand: filters', () => {
  it('filters by a dictionary value on its own column', () => {
    expect(conditions(read('How many customers are from France?'))).toEqual([
      {
        kind: 'compare',
        left: { kind: 'column', table: 'customers', column: 'country' },
        op: 'eq',
        value: 'France',
      },
    ]);
  });

  it('reads comparisons before and after the column', () => {
    for (const question of [
      'customers older than 30',
      'customers with age over 30',
      'customers above age 30',
    ]) {
      expect(conditions(read(question))).toEqual([
        {
          kind: 'compare',
          left: { kind: 'column', table: 'customers', column: 'age' },
          op: 'gt',
          value: 30,
        },
      ]);
    }
    expect(conditions(read('orders with at least 10 quantity'))[0]).toMatchObject({
      op: 'gte',
      value: 10,
    });
    expect(conditions(read('products with a price not higher than 20'))[0]).toMatchObject({
      op: 'lte',
      value: 20,
    });
  });

  it('reads "between" and numbers with suffixes', () => {
    expect(conditions(read('orders with revenue between 1k and 5k'))).toEqual([
      {
        kind: 'between',
        left: { kind: 'column', table: 'orders', column: 'revenue' },
        low: 1000,
        high: 5000,
      },
    ]);
  });

  it('turns repeated values of one column into IN', () => {
    expect(conditions(read('customers from France or Japan'))).toEqual([
      {
        kind: 'in',
        left: { kind: 'column', table: 'customers', column: 'country' },
        values: ['France', 'Japan'],
        negate: false,
      },
    ]);
  });

  it('negates a value after "not"', () => {
    expect(conditions(read('orders whose status is not cancelled'))[0]).toMatchObject({
      op: 'neq',
      value: 'cancelled',
    });
  });

  it('pairs a quoted literal with the column named before it', () => {
    expect(conditions(read('orders of the customer named "Ada Lovelace"'))[0]).toMatchObject({
      left: { table: 'customers', column: 'name' },
      value: 'Ada Lovelace',
    });
  });

  it('reads "contains" and "starts with" as text matches', () => {
    expect(conditions(read('customers whose name contains "son"'))[0]).toMatchObject({
      kind: 'text',
      op: 'contains',
      value: 'son',
    });
    expect(conditions(read('products with product name starting with "Lego"'))[0]).toMatchObject({
      kind: 'text',
      op: 'starts_with',
    });
  });

  it("compares with the column's average", () => {
    expect(conditions(read('products with price above the average price'))[0]).toMatchObject({
      kind: 'compare_subquery',
      op: 'gt',
      subquery: { fn: 'avg' },
    });
  });

  it('reads rows without related rows as NOT EXISTS', () => {
    const query = read('customers without any orders');
    expect(query.where[0]).toMatchObject({
      kind: 'exists',
      negate: true,
      from: { name: 'orders' },
    });
    expect(query.joins).toEqual([]);
  });

  it('reads a negated value of a related table as no related row with it', () => {
    const query = read('customers who did not order Books');
    expect(query.where[0]).toMatchObject({ kind: 'exists', negate: true });
  });

  it('counts related rows for "with more than N" of a table', () => {
    const query = read('customers with more than 3 orders');
    expect(query.having).toEqual([
      { kind: 'compare', left: { kind: 'aggregate', fn: 'count', arg: null }, op: 'gt', value: 3 },
    ]);
    expect(query.groupBy.map((g) => g.column)).toContain('customer_id');
  });

  it('reads a year as a filter on a time column', () => {
    const query = read('How many orders were placed in 2023?');
    expect(query.where[0]).toMatchObject({ left: { column: 'order_date' } });
  });
});

describe('understand: confidence', () => {
  it('is sure when every word is read, less so when words are left over', () => {
    const sure = understand({ model, question: 'How many customers are there?' });
    const unsure = understand({ model, question: 'How many customers bought zebras on the moon?' });
    expect(sure.confidence).toBeGreaterThan(unsure.confidence);
    expect(sure.status).toBe('understood');
  });

  it('declines a question that names nothing in the source', () => {
    const answer = understand({ model, question: 'What is the meaning of life?' });
    expect(answer.status).toBe('declined');
  });
});
