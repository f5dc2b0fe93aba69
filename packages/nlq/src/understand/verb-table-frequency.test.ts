import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Programs, each broadcast many times, and their ratings in a table also named for broadcasts. */
const model = testModel({
  tables: [
    // A hundred programs, each with its own name.
    {
      ...table(
        'programs',
        ['program_id'],
        [
          ['program_id', 'integer', 'identifier'],
          ['program_name', 'text', 'dimension'],
        ],
      ),
      rowCount: 100,
    },
    table(
      'broadcast',
      ['broadcast_id'],
      [
        ['broadcast_id', 'integer', 'identifier'],
        ['program_id', 'integer', 'identifier'],
        ['slot', 'text', 'dimension'],
      ],
    ),
    table(
      'broadcast_ratings',
      ['program_id'],
      [
        ['program_id', 'integer', 'identifier'],
        ['rating', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: ['broadcast', 'broadcast_ratings'].map((fromTable) => ({
    fromTable,
    fromColumns: ['program_id'],
    toTable: 'programs',
    toColumns: ['program_id'],
    kind: 'foreign_key' as const,
    confidence: 1,
  })),
});
const now = new Date('2026-11-22T12:00:00Z');

describe('understand: a verb naming the table that records the focus', () => {
  it('ranks programs by their rows in the table the verb names wholly', () => {
    const query = understoodQuery(
      model,
      'Find the name of the program that is broadcast most often.',
      now,
    );
    expect(query.from.name).toBe('programs');
    expect(query.joins.map((j) => j.table.name)).toEqual(['broadcast']);
    expect(query.orderBy).toMatchObject([{ direction: 'desc' }]);
    expect(query.limit).toBe(1);
  });
});
