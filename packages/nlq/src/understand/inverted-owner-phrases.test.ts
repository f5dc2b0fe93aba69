import { describe, expect, it } from 'vitest';
import { type ColumnSpec, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const text = (name: string, values: string[] = []): ColumnSpec => [
  name,
  'text',
  'dimension',
  values,
];
const code = (name: string, values: string[] = []): ColumnSpec => [
  name,
  'text',
  'identifier',
  values,
];

/** A hardware store: parts, each in a part category described in a reference table. */
const model = testModel({
  tables: [
    table(
      'part',
      ['part_id'],
      [
        ['part_id', 'integer', 'identifier'],
        text('part_description'),
        code('part_category_code', ['Bolts', 'Nuts']),
      ],
    ),
    table(
      'ref_part_category',
      ['part_category_code'],
      [code('part_category_code', ['Bolts', 'Nuts']), text('part_category_description')],
    ),
  ],
  relationships: [refers('part', 'part_category_code', 'ref_part_category')],
});
const now = new Date('2026-11-22T12:00:00Z');

const read = (question: string) => understoodQuery(model, question, now);

describe('understand: "the X of the Y Z" read as the column "Y Z X"', () => {
  it('reads "the description of the part category" as the category\'s description', () => {
    const query = read("What is the description of the part category with the code 'Bolts'?");
    expect(query.from.name).toBe('ref_part_category');
    expect(query.joins).toEqual([]);
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { column: 'part_category_description' },
    ]);
  });

  it('still reads "the description of the part" as the part\'s own', () => {
    const query = read('What is the description of the part with id 3?');
    expect(query.select.map((item) => item.expr)).toMatchObject([{ column: 'part_description' }]);
  });
});
