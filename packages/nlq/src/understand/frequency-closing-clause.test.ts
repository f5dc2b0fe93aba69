import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Pilots and the races they won, each race recording its winner. */
const model = testModel({
  tables: [
    {
      ...table(
        'pilots',
        ['pilot_id'],
        [
          ['pilot_id', 'integer', 'identifier'],
          ['pilot_name', 'text', 'dimension'],
          ['age', 'integer', 'measure'],
        ],
      ),
      rowCount: 40,
    },
    table(
      'races',
      ['race_id'],
      [
        ['race_id', 'integer', 'identifier'],
        ['winner_id', 'integer', 'identifier'],
        ['venue', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'races',
      fromColumns: ['winner_id'],
      toTable: 'pilots',
      toColumns: ['pilot_id'],
      kind: 'foreign_key' as const,
      confidence: 1,
    },
  ],
});
const now = new Date('2026-11-27T12:00:00Z');

const ranksPilots = (question: string) => {
  const query = understoodQuery(model, question, now);
  expect(query.from.name).toBe('pilots');
  expect(query.joins.map((j) => j.table.name)).toEqual(['races']);
  expect(query.orderBy).toMatchObject([{ direction: 'desc' }]);
  expect(query.limit).toBe(1);
  return query;
};

describe('understand: a frequency closing the clause said of the focus', () => {
  it('passes a verb that is no participle ("who has won the most number of times")', () => {
    ranksPilots('What is the name of the pilot who has won the most number of times?');
  });

  it('reads a bare "the most" ending the sentence as a frequency ("that has won the most.")', () => {
    ranksPilots('List the name of the pilot that has won the most.');
  });

  it('keeps a frequency ending one sentence from the columns the next one shows', () => {
    const query = ranksPilots('Which pilot has won the most? Show the pilot name and age.');
    expect(query.select.map((s) => s.as)).toEqual(['Pilot name', 'Age']);
  });

  it('reaches past a filter on the focus to its relative clause', () => {
    const query = ranksPilots(
      'What is the name of the pilot older than 30 who won the most times?',
    );
    expect(query.where).toMatchObject([{ op: 'gt', value: 30 }]);
  });

  it('leaves a superlative that qualifies a noun after it ("the most common venue")', () => {
    const query = understoodQuery(model, 'Which pilot won at the most common venue?', now);
    expect(query.orderBy).not.toMatchObject([{ kind: 'aggregate', fn: 'count' }]);
  });
});
