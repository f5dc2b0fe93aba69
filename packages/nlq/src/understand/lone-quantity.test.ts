import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A sports academy's athletes and schools. */
const model = testModel({
  tables: [
    table(
      'athletes',
      ['athlete_id'],
      [
        ['athlete_id', 'integer', 'identifier'],
        ['athlete_name', 'text', 'dimension'],
        ['hs', 'integer', 'measure'],
      ],
    ),
    table(
      'schools',
      ['school_id'],
      [
        ['school_id', 'integer', 'identifier'],
        ['school_name', 'text', 'dimension'],
        ['enr', 'integer', 'measure'],
        ['fees', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

const now = new Date('2026-01-01T00:00:00Z');
const where = (question: string) => understoodQuery(model, question, now).where;

describe('a number naming no column, rows with one quantity', () => {
  it('compares the only quantity of the rows', () => {
    expect(where('List the athletes that trained less than 100.')).toMatchObject([
      { kind: 'compare', op: 'lt', left: { column: 'hs' } },
    ]);
  });

  it('reads a range with a unit word against the only quantity', () => {
    expect(where('Names of athletes who train between 500 and 1500 hours')).toMatchObject([
      { kind: 'compare', op: 'gte', left: { column: 'hs' } },
      { kind: 'compare', op: 'lte', left: { column: 'hs' } },
    ]);
  });

  it('guesses no column when the rows have several quantities', () => {
    expect(where('List the schools whose total is over 300.') ?? []).toEqual([]);
  });
});
