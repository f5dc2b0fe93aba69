import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const model = testModel({
  tables: [
    table(
      'players',
      ['player_id'],
      [
        ['player_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['total', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});
const now = new Date('2026-11-27T12:00:00Z');
const ask = (question: string) => understoodQuery(model, question, now);

describe('unlinked words before a comparison', () => {
  it('compares the column "total score" names with the number', () => {
    const query = ask('What are the names of players whose total score is higher than 300?');
    expect(query.where).toMatchObject([{ kind: 'compare', left: { column: 'total' }, op: 'gt' }]);
  });

  it('reads "with total score smaller than 315" the same way', () => {
    const query = ask('Show the names of players with total score smaller than 315.');
    expect(query.where).toMatchObject([{ left: { column: 'total' }, op: 'lt' }]);
  });
});
