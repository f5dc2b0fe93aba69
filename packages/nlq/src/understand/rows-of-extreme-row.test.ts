import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A cycling league: riders ride for teams. */
const model = testModel({
  tables: [
    table(
      'teams',
      ['team_id'],
      [
        ['team_id', 'integer', 'identifier'],
        ['team_name', 'text', 'dimension'],
        ['budget', 'decimal', 'measure'],
      ],
    ),
    table(
      'riders',
      ['rider_id'],
      [
        ['rider_id', 'integer', 'identifier'],
        ['team_id', 'integer', 'identifier'],
        ['rider_name', 'text', 'dimension'],
        ['age', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'riders',
      fromColumns: ['team_id'],
      toTable: 'teams',
      toColumns: ['team_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

const read = (question: string) =>
  understoodQuery(model, question, new Date('2026-11-27T12:00:00Z'));

/** The budget compared with its largest value over all teams. */
const largestBudget = {
  kind: 'compare_subquery',
  op: 'eq',
  left: { column: 'budget' },
  subquery: { fn: 'max', where: [] },
};

describe('understand: the rows joined to the row a superlative picks', () => {
  it('keeps every rider of the team with the largest budget when riders are plural', () => {
    const query = read('What are the names of riders in the team with the largest budget?');
    expect(query.where).toMatchObject([largestBudget]);
    expect(query.limit).toBeNull();
  });

  it('averages over every rider of that team', () => {
    const query = read('What is the average age of riders in the team with the largest budget?');
    expect(query.where).toMatchObject([largestBudget]);
    expect(query.orderBy).toEqual([]);
  });

  it('keeps one row when one rider is asked for', () => {
    const query = read('What is the name of the rider in the team with the largest budget?');
    expect(query.limit).toBe(1);
    expect(query.where).toEqual([]);
  });
});
