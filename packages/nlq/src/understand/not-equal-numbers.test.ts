import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const boats = testModel({
  tables: [
    table(
      'boats',
      ['boat_id'],
      [
        ['boat_id', 'integer', 'identifier'],
        ['boat_name', 'text', 'dimension'],
        ['berth', 'integer', 'dimension'],
      ],
    ),
  ],
  relationships: [],
});

describe('understand: "is not" before a number', () => {
  it('filters the column named before it to other values, and does not show it', () => {
    const answer = understand({
      model: boats,
      question: 'List the names of boats whose berth is not 20.',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select.map((s) => (s.expr.kind === 'column' ? s.expr.column : ''))).toEqual(
      ['boat_name'],
    );
    expect(answer.query.where[0]).toMatchObject({
      kind: 'compare',
      op: 'neq',
      left: { column: 'berth' },
    });
  });
});

describe('understand: "or equal to" after a comparison', () => {
  it('reads "greater/smaller than or equal to" as bounds that include the number', () => {
    for (const [question, op] of [
      ['List the names of boats whose berth is greater than or equal to 20.', 'gte'],
      ['List the names of boats whose berth is smaller than or equal to 20.', 'lte'],
    ]) {
      const answer = understand({ model: boats, question: question ?? '' });
      if (answer.status === 'declined') throw new Error(answer.message);
      expect(answer.query.where).toMatchObject([{ op, left: { column: 'berth' }, value: 20 }]);
    }
  });
});
