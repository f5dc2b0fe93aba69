import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    table(
      'school',
      ['school_id'],
      [
        ['school_id', 'integer', 'identifier'],
        ['school_name', 'text', 'dimension'],
      ],
    ),
    table(
      'endowment',
      ['endowment_id'],
      [
        ['endowment_id', 'integer', 'identifier'],
        ['school_id', 'integer', 'identifier'],
        ['donator_name', 'text', 'dimension'],
        ['amount', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'endowment',
      fromColumns: ['school_id'],
      toTable: 'school',
      toColumns: ['school_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

describe('a number of the things a text column names', () => {
  it('counts the rows naming them ("schools with more than one donator")', () => {
    const answer = understand({
      model,
      question: 'names of schools that have more than one donator',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.where).toEqual([]);
    expect(answer.query.having).toMatchObject([{ kind: 'compare', op: 'gt', value: 1 }]);
  });
});
