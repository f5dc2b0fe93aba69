import type { Condition, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = shopModel();
const now = new Date('2026-11-22T12:00:00Z');

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now });
  if (answer.status === 'declined') throw new Error(`declined: ${answer.message}`);
  return answer.query;
}

const columnOf = (condition: Condition | undefined) =>
  condition && 'left' in condition && condition.left.kind === 'column'
    ? condition.left.column
    : null;

describe('understand: more rules on the shop model', () => {
  it('reads a yes/no column in a relative clause as a filter for yes', () => {
    const query = read('How many orders that were gift wrapped?');
    expect(query.where).toEqual([
      {
        kind: 'compare',
        left: { kind: 'column', table: 'orders', column: 'gift_wrapped' },
        op: 'eq',
        value: 'yes',
      },
    ]);
  });

  it('joins filters read with "or" between them', () => {
    const query = read('How many orders have quantity over 10 or revenue under 5?');
    expect(query.where).toHaveLength(1);
    expect(query.where[0]).toMatchObject({ kind: 'or' });
  });

  it('reads listed numbers of one column as IN and a second bound as another filter', () => {
    const listed = read('orders with quantity 1 or 2').where[0];
    expect(listed).toMatchObject({ kind: 'in', left: { column: 'quantity' } });
    expect(listed?.kind === 'in' ? [...listed.values].sort() : []).toEqual([1, 2]);
    const bounded = read('orders with revenue no less than 100 and no more than 200');
    expect(bounded.where.map((c) => (c.kind === 'compare' ? c.op : null))).toEqual(['gte', 'lte']);
  });

  it('answers where- and when-questions with the place and the date', () => {
    expect(read('Where is the youngest customer from?').select[0]?.expr).toMatchObject({
      column: 'city',
    });
    expect(
      read('When was the order with the highest revenue placed?').select[0]?.expr,
    ).toMatchObject({ column: 'order_date' });
  });

  it('compares with the average of a measure an adjective names', () => {
    expect(read('customers older than average').where[0]).toMatchObject({
      kind: 'compare_subquery',
      op: 'gt',
      left: { column: 'age' },
    });
  });

  it('compares the measure an adjective names, not a text column shown before it', () => {
    const query = read('names of customers who are older than average');
    expect(query.where[0]).toMatchObject({ kind: 'compare_subquery', left: { column: 'age' } });
    expect(query.select.map((item) => item.expr)).toContainEqual(
      expect.objectContaining({ column: 'name' }),
    );
  });

  it('asks for the row holding a maximum shown beside plain columns', () => {
    const query = read('What is the highest price and the product name?');
    expect(query.orderBy[0]).toMatchObject({ direction: 'desc', expr: { column: 'price' } });
    expect(query.limit).toBe(1);
  });

  it('carries a negation to a filter on a related table', () => {
    const query = read('Which customers did not place orders that were cancelled?');
    expect(query.where[0]).toMatchObject({
      kind: 'exists',
      negate: true,
      where: [{ value: 'cancelled' }],
    });
  });

  it('counts rows that have related rows once, with EXISTS', () => {
    const query = read('How many customers have placed orders?');
    expect(query.where[0]).toMatchObject({
      kind: 'exists',
      negate: false,
      from: { name: 'orders' },
    });
    expect(query.joins).toEqual([]);
  });

  it('reads "any" before a table as asking that some exist', () => {
    const query = read('How many customers placed any orders?');
    expect(query.where[0]).toMatchObject({
      kind: 'exists',
      negate: false,
      from: { name: 'orders' },
    });
  });

  it('lists each value once when asked which values of an attribute occur', () => {
    expect(read('In which cities do customers older than 30 live?').distinct).toBe(true);
    expect(read('Which customers are older than 30?').distinct).toBe(false);
  });

  it('shows a column asked for that also owns the value', () => {
    const query = read("What are the product names which contain 'Lego'?");
    expect(query.select.map((item) => item.expr)).toEqual([
      { kind: 'column', table: 'products', column: 'product_name' },
    ]);
    expect(query.where[0]).toMatchObject({ kind: 'text', op: 'contains', value: 'Lego' });
  });

  it('counts related rows for "more than once" and takes a possessor as the rows', () => {
    const query = read('Which customers ordered products more than once?');
    expect(query.having[0]).toMatchObject({ op: 'gt', value: 1 });
    expect(read("List each customer's name and the category of their products").from.name).toBe(
      'customers',
    );
  });

  it('does not show a verb that only loosely matches a column name', () => {
    const deaths = testModel({
      tables: [
        table(
          'deaths',
          ['death_id'],
          [
            ['death_id', 'integer', 'identifier'],
            ['injured', 'integer', 'measure'],
            ['caused_by_ship_id', 'integer', 'identifier'],
          ],
        ),
      ],
      relationships: [],
    });
    const answer = understand({
      model: deaths,
      question: 'What is the average number of injuries caused each time?',
      now,
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select.map((item) => item.expr)).toEqual([
      { kind: 'aggregate', fn: 'avg', arg: { kind: 'column', table: 'deaths', column: 'injured' } },
    ]);
    expect(answer.query.groupBy).toEqual([]);
  });

  it('totals a column of counts read as a dimension ("the total number of beds")', () => {
    const rooms = testModel({
      tables: [
        table(
          'rooms',
          ['room_id'],
          [
            ['room_id', 'integer', 'identifier'],
            ['beds', 'integer', 'dimension'],
          ],
        ),
      ],
      relationships: [],
    });
    const answer = understand({ model: rooms, question: 'Find the total number of beds.', now });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select.map((item) => item.expr)).toEqual([
      { kind: 'aggregate', fn: 'sum', arg: { kind: 'column', table: 'rooms', column: 'beds' } },
    ]);
  });

  it('requires each of several values of a related column joined by "and"', () => {
    const both = read('Which customers ordered both Books and Games?');
    expect(both.where.map((c) => c.kind)).toEqual(['exists', 'exists']);
    // Either value in one related row: one EXISTS holding the IN.
    const either = read('Which customers ordered Books or Games?');
    expect(either.where).toHaveLength(1);
    expect(either.where[0]).toMatchObject({ kind: 'exists', where: [{ kind: 'in' }] });
  });

  it('ranks "most expensive" by a money column, not a key or a text', () => {
    const query = read('What is the name of the most expensive product?');
    expect(query.orderBy[0]).toMatchObject({ direction: 'desc', expr: { column: 'price' } });
    expect(read('How much does the cheapest product cost?').select[0]?.expr).toMatchObject({
      column: 'price',
    });
  });

  it('reads synonyms people use for a column ("nation" for country)', () => {
    expect(read('How many customers by nation?').groupBy[0]).toMatchObject({ column: 'country' });
  });

  it('reads a word with a typo as the nearest name', () => {
    const answer = understand({ model, question: 'total revnue by category', now });
    expect(answer.status).not.toBe('declined');
    if (answer.status !== 'declined')
      expect(answer.query.select[1]?.expr).toMatchObject({ fn: 'sum', arg: { column: 'revenue' } });
  });

  it('tests a column for having no value', () => {
    expect(read('customers whose city is empty').where[0]).toMatchObject({
      kind: 'null',
      negate: false,
      left: { column: 'city' },
    });
    expect(read('orders where the status is not missing').where[0]).toMatchObject({
      kind: 'null',
      negate: true,
    });
  });

  it('keeps compared periods side by side, grouped by their grain', () => {
    const query = read('revenue this year vs last year');
    expect(query.where[0]).toMatchObject({ kind: 'or' });
    expect(query.groupBy[0]).toMatchObject({ column: 'order_date', grain: 'year' });
    expect(
      columnOf(
        query.where[0] && query.where[0].kind === 'or' ? query.where[0].conditions[0] : undefined,
      ),
    ).toBeNull();
  });
});
