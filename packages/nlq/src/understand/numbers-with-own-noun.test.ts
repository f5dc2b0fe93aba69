import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** An inn's rooms, with a price and a number of beds. */
const inn = testModel({
  tables: [
    table(
      'room',
      ['room_id'],
      [
        ['room_id', 'integer', 'identifier'],
        ['room_name', 'text', 'dimension'],
        ['base_price', 'decimal', 'measure'],
        ['beds', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});
const now = new Date('2026-11-27T12:00:00Z');

describe('understand: a number listed after a comparison with a noun of its own', () => {
  it('compares its own column ("below 160 and two beds")', () => {
    const query = understoodQuery(
      inn,
      'Find the names of rooms with a base price below 160 and two beds.',
      now,
    );
    const where = JSON.stringify(query.where);
    expect(where).toContain('"column":"beds"},"op":"eq","value":2');
    expect(where).not.toContain('"column":"base_price"},"op":"eq"');
    expect(query.select.map((item) => item.expr)).toMatchObject([{ column: 'room_name' }]);
  });
});
