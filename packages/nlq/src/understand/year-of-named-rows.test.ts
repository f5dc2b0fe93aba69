import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Painters join a guild in some year; their exhibitions each have a year of their own. */
const model = testModel({
  tables: [
    table(
      'painters',
      ['painter_id'],
      [
        ['painter_id', 'integer', 'identifier'],
        ['painter_name', 'text', 'dimension'],
        ['year_joined', 'integer', 'dimension'],
      ],
    ),
    table(
      'exhibitions',
      ['exhibition_id'],
      [
        ['exhibition_id', 'integer', 'identifier'],
        ['painter_id', 'integer', 'identifier'],
        ['year', 'integer', 'dimension'],
        ['visitors', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'exhibitions',
      fromColumns: ['painter_id'],
      toTable: 'painters',
      toColumns: ['painter_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

const read = (question: string) =>
  understoodQuery(model, question, new Date('2026-11-22T12:00:00Z'));

describe('understand: a year said right after a table', () => {
  it("is a year of that table's rows, inside its negation", () => {
    const query = read('Names of painters who did not have an exhibition in 2004');
    expect(query.where).toMatchObject([
      {
        kind: 'exists',
        negate: true,
        where: [{ kind: 'compare', left: { column: 'year' }, value: 2004 }],
      },
    ]);
  });

  it('is a year of the rows asked for when no table is named before it', () => {
    const query = read('Names of painters who joined in 2004');
    expect(query.where).toMatchObject([
      { kind: 'compare', left: { column: 'year_joined' }, value: 2004 },
    ]);
  });
});
