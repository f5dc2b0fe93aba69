import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = shopModel();
const now = new Date('2026-11-22T12:00:00Z');

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now });
  if (answer.status === 'declined') throw new Error(`declined: ${answer.message}`);
  return answer.query;
}

const existsOrders = {
  kind: 'exists',
  negate: false,
  from: { name: 'orders' },
};

describe('understand: rows that must have related rows', () => {
  it('lists each customer with orders once, by EXISTS rather than a join', () => {
    const query = read('List the names of customers who have orders.');
    expect(query.joins).toEqual([]);
    expect(query.where).toMatchObject([existsOrders]);
  });

  it('averages and counts each customer with orders once', () => {
    const averaged = read('What is the average age of customers who have orders?');
    expect(averaged.joins).toEqual([]);
    expect(averaged.where).toMatchObject([existsOrders]);
    const counted = read('How many customers who have orders by country?');
    expect(counted.joins).toEqual([]);
    expect(counted.groupBy).toMatchObject([{ column: 'country' }]);
  });

  it('keeps the join when the related rows are counted', () => {
    const query = read('Which customer has the most orders?');
    expect(query.joins.map((join) => join.table.name)).toEqual(['orders']);
    expect(query.orderBy[0]).toMatchObject({ expr: { kind: 'aggregate', fn: 'count' } });
  });
});

describe('understand: conditions on related rows a join would repeat', () => {
  it('tests them inside one EXISTS, so each customer is listed once', () => {
    const query = read('List the names of customers who ordered Books.');
    expect(query.joins).toEqual([]);
    expect(query.where).toMatchObject([
      { kind: 'exists', negate: false, where: [{ kind: 'compare', value: 'Books' }] },
    ]);
    const answer = understand({
      model,
      question: 'List the names of customers who ordered Books.',
      now,
    });
    expect(answer.interpretation).toBe(
      'Name of Customers, where with orders where Category is Books.',
    );
  });

  it('keeps the join when a column of the repeated rows is shown or summed', () => {
    const query = read('What is the total revenue of customers who ordered Books?');
    // The customers, read only through the orders' key, are left out of the join.
    expect([query.from.name, ...query.joins.map((join) => join.table.name)]).toEqual([
      'orders',
      'products',
    ]);
    expect(query.where[0]).toMatchObject({ kind: 'compare', value: 'Books' });
  });

  it('keeps the join to a table the rows point to (no repetition)', () => {
    const query = read('How many orders from customers in France?');
    expect(query.joins.map((join) => join.table.name)).toEqual(['customers']);
  });

  it('negates only the filtered related rows ("did not order Books")', () => {
    const query = read('Which customers did not order Books?');
    expect(query.where).toHaveLength(1);
    expect(query.where[0]).toMatchObject({
      kind: 'exists',
      negate: true,
      where: [{ value: 'Books' }],
    });
    expect(read('Which customers did not order anything?').where).toMatchObject([
      { kind: 'exists', negate: true, where: [] },
    ]);
  });
});

describe('understand: negations of related rows', () => {
  it('puts a condition on rows reached through a negated table inside the negation', () => {
    const query = read('How many customers did not order any product with a price over 100?');
    expect(query.joins).toEqual([]);
    expect(query.where).toMatchObject([
      {
        kind: 'exists',
        negate: true,
        where: [{ op: 'gt', value: 100, left: { column: 'price' } }],
      },
    ]);
  });

  it('reads "not a single order" as no orders, not as a count of one', () => {
    const query = read('List the names of customers who have not a single order.');
    expect(query.having).toEqual([]);
    expect(query.where).toMatchObject([{ kind: 'exists', negate: true, where: [] }]);
  });
});
