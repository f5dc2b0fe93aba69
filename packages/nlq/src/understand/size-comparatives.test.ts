import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A climbing club's towers. */
const model = testModel({
  tables: [
    table(
      'towers',
      ['tower_id'],
      [
        ['tower_id', 'integer', 'identifier'],
        ['tower_name', 'text', 'dimension'],
        ['length', 'integer', 'measure'],
        ['height', 'integer', 'measure'],
        ['visitors', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

const now = new Date('2026-01-01T00:00:00Z');
const where = (question: string) => understoodQuery(model, question, now).where;

describe('size comparatives with no column named', () => {
  it('compares the height of rows "higher than" a number', () => {
    expect(where('Show the names of towers higher than 100.')).toMatchObject([
      { kind: 'compare', op: 'gt', left: { column: 'height' } },
    ]);
  });

  it('does not carry the column compared before over "or higher than"', () => {
    expect(where('Show the names of towers longer than 3300 or higher than 100.')).toMatchObject([
      {
        kind: 'or',
        conditions: [
          { kind: 'compare', op: 'gt', left: { column: 'length' } },
          { kind: 'compare', op: 'gt', left: { column: 'height' } },
        ],
      },
    ]);
  });

  it('keeps a column named before the comparative', () => {
    expect(where('Show the names of towers with visitors higher than 500.')).toMatchObject([
      { kind: 'compare', op: 'gt', left: { column: 'visitors' } },
    ]);
  });
});
