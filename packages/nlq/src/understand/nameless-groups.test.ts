import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Trades of investors, who are known by their id and some details but have no name. */
const model = testModel({
  tables: [
    table(
      'investors',
      ['investor_id'],
      [
        ['investor_id', 'integer', 'identifier'],
        ['investor_details', 'text', 'dimension'],
      ],
    ),
    table(
      'trades',
      ['trade_id'],
      [
        ['trade_id', 'integer', 'identifier'],
        ['investor_id', 'integer', 'identifier'],
        ['amount', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'trades',
      fromColumns: ['investor_id'],
      toTable: 'investors',
      toColumns: ['investor_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});
const now = new Date('2026-01-01T00:00:00Z');

describe('groups of rows that have no name', () => {
  it('groups by the key the counted rows refer to them with, without joining them', () => {
    const query = understoodQuery(model, 'Show the number of trades for each investor.', now);
    expect(query.joins).toEqual([]);
    expect(query.groupBy).toMatchObject([{ table: 'trades', column: 'investor_id' }]);
  });

  it('still joins them when a column of their own is asked', () => {
    const query = understoodQuery(
      model,
      'Show the investor details and the number of trades for each investor.',
      now,
    );
    expect(query.joins.map((join) => join.table.name)).toEqual(['investors']);
  });
});
