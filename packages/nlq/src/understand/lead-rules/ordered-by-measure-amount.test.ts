import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../../test-support/shop-model';
import { understand } from '../understand';

const lighthouses = testModel({
  tables: [
    table(
      'lighthouses',
      ['lighthouse_id'],
      [
        ['lighthouse_id', 'integer', 'identifier'],
        ['keeper_name', 'text', 'dimension'],
        ['visitors', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

function read(question: string): StructuredQuery {
  const answer = understand({ model: lighthouses, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('orderedByMeasureAmountCue', () => {
  it('orders by a measure said as "number of", neither counting nor showing it', () => {
    const query = read('List the keeper names in ascending order of number of visitors.');
    expect(
      query.select.map((s) => (s.expr.kind === 'column' ? s.expr.column : s.expr.kind)),
    ).toEqual(['keeper_name']);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'visitors' }, direction: 'asc' },
    ]);
  });

  it('reads "ordered descending by amount of" the same way', () => {
    const query = read('Show the keeper names, ordered descending by amount of visitors.');
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'visitors' }, direction: 'desc' },
    ]);
  });
});
