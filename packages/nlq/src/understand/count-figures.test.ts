import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Model kits, each with how many parts it has. */
const model = testModel({
  tables: [
    table(
      'kit',
      ['kit_id'],
      [
        ['kit_id', 'integer', 'identifier'],
        ['kit_name', 'text', 'dimension'],
        ['num_of_parts', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});
const now = new Date('2026-11-27T12:00:00Z');

const shown = (question: string) =>
  understoodQuery(model, question, now).select.map((item) => item.expr);

describe("understand: a count of a number column's things", () => {
  it('adds the column up ("how many parts in total")', () => {
    expect(shown('How many kit parts are there in total?')).toEqual([
      {
        kind: 'aggregate',
        fn: 'sum',
        arg: { kind: 'column', table: 'kit', column: 'num_of_parts' },
      },
    ]);
  });

  it('averages it when the question says "average"', () => {
    expect(shown('How many parts does a kit have on average?')).toMatchObject([
      { kind: 'aggregate', fn: 'avg', arg: { column: 'num_of_parts' } },
    ]);
  });
});

describe('understand: a figure kept in a column named as its table', () => {
  /** Graduations per school and year: each row is a count, not one graduation. */
  const schools = testModel({
    tables: [
      table(
        'schools',
        ['school_id'],
        [
          ['school_id', 'integer', 'identifier'],
          ['school_name', 'text', 'dimension'],
        ],
      ),
      table(
        'graduations',
        ['school_id', 'year'],
        [
          ['school_id', 'integer', 'identifier'],
          ['year', 'integer', 'time'],
          ['graduations', 'integer', 'measure'],
        ],
      ),
    ],
    relationships: [refers('graduations', 'school_id', 'schools')],
  });

  it('adds the column up ("how many graduations in 2020")', () => {
    const query = understoodQuery(schools, 'How many graduations were there in 2020?', now);
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { kind: 'aggregate', fn: 'sum', arg: { column: 'graduations' } },
    ]);
  });
});
