import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Deliveries and daily weather readings, both kept by zip code, with nothing joining them. */
const model = testModel({
  tables: [
    table(
      'deliveries',
      ['delivery_id'],
      [
        ['delivery_id', 'integer', 'identifier'],
        ['zip_code', 'text', 'dimension'],
        ['van_id', 'integer', 'identifier'],
      ],
    ),
    table(
      'readings',
      ['reading_id'],
      [
        ['reading_id', 'integer', 'identifier'],
        ['zip_code', 'text', 'dimension'],
        ['day', 'date', 'time'],
        ['rainfall_inches', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: [],
});
const now = new Date('2026-01-01T00:00:00Z');

describe('a column several tables have, read in the table of the other columns named', () => {
  it('takes the zip code of the readings when the question ranks by their rainfall', () => {
    const query = understoodQuery(
      model,
      'What is the zip code with the lowest average rainfall?',
      now,
    );
    expect(query.select).toMatchObject([{ expr: { table: 'readings', column: 'zip_code' } }]);
    expect(query.orderBy).toMatchObject([
      { expr: { fn: 'avg', arg: { column: 'rainfall_inches' } }, direction: 'asc' },
    ]);
  });
});
