import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { shopModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = shopModel();

describe('distinct rows sorted by a column they do not show', () => {
  it('groups the shown columns and sorts by the first value of the hidden one', () => {
    const answer = understand({
      model,
      question: 'What are the different cities of customers, ordered by age?',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    const query = answer.query;
    expect(query.distinct).toBe(false);
    expect(query.groupBy).toMatchObject([{ column: 'city' }]);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'min', arg: { column: 'age' } }, direction: 'asc' },
    ]);
    expect(() => compileQuery(query, { dialect: 'postgres', model, maxRows: 100 })).not.toThrow();
  });

  it('sorts groups by an aggregate of a column they do not group, so the query compiles', () => {
    const answer = understand({
      model,
      question: 'each status and the total quantity, ordered by revenue',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', arg: { column: 'revenue' } } },
    ]);
    expect(() =>
      compileQuery(answer.query, { dialect: 'postgres', model, maxRows: 100 }),
    ).not.toThrow();
  });
});
