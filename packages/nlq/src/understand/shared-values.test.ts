import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const shop = shopModel();
/** The shop with stores, which share the city column with customers but no key. */
const model = testModel({
  tables: [
    ...shop.tables,
    table(
      'stores',
      ['store_id'],
      [
        ['store_id', 'integer', 'identifier'],
        ['store_name', 'text', 'dimension'],
        ['city', 'text', 'dimension', ['Paris', 'Lyon']],
      ],
    ),
  ],
  relationships: shop.relationships,
});
const now = new Date('2026-11-22T12:00:00Z');

describe('understand: values found in both of two tables', () => {
  it('lists each city that has both customers and stores once', () => {
    const answer = understand({
      model,
      question: 'Which cities have both customers and stores?',
      now,
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    const { query } = answer;
    expect(query.from.name).toBe('customers');
    expect(query.distinct).toBe(true);
    expect(query.select.map((item) => item.expr)).toEqual([
      { kind: 'column', table: 'customers', column: 'city' },
    ]);
    expect(query.where).toMatchObject([
      {
        kind: 'exists',
        negate: false,
        from: { name: 'stores' },
        correlate: [{ left: { column: 'city' }, right: { table: 'customers', column: 'city' } }],
      },
    ]);
    const { sql } = compileQuery(query, { dialect: 'postgres', model });
    expect(sql).toContain('EXISTS');
  });

  it.each([
    'What are the common cities of customers and stores?',
    'Which cities are used both by some customers and by some stores?',
    'Which cities are shared by customers and stores?',
  ])('reads "%s" as the cities found in both tables', (question) => {
    const answer = understand({ model, question, now });
    if (answer.status === 'declined') throw new Error(answer.message);
    const { query } = answer;
    expect(query.from.name).toBe('customers');
    expect(query.distinct).toBe(true);
    expect(query.groupBy).toEqual([]);
    expect(query.where).toMatchObject([
      { kind: 'exists', negate: false, from: { name: 'stores' } },
    ]);
  });

  it('leaves "both" of two values of one column to the related-rows reading', () => {
    const answer = understand({
      model,
      question: 'Which customers ordered both Books and Games?',
      now,
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.from.name).toBe('customers');
    expect(answer.query.where.map((c) => c.kind)).toEqual(['exists', 'exists']);
  });
});
