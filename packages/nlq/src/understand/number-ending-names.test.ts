import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Staff with a phone column, filtered by a value ("female"). */
const model = testModel({
  tables: [
    table(
      'staff',
      ['staff_id'],
      [
        ['staff_id', 'integer', 'identifier'],
        ['first_name', 'text', 'dimension'],
        ['phone', 'text', 'dimension'],
        ['gender', 'text', 'dimension', ['female', 'male']],
      ],
    ),
  ],
  relationships: [],
});
const now = new Date('2026-11-27T12:00:00Z');

describe('understand: "number" ending a column name before "of"', () => {
  it('shows "the phone number of" the rows a value picks, counting nothing', () => {
    const query = understoodQuery(
      model,
      'What are the first name and phone number of all the female staff?',
      now,
    );
    expect(query.select.map((item) => item.expr.kind)).toEqual(['column', 'column']);
    expect(query.groupBy).toEqual([]);
    expect(query.where).toHaveLength(1);
  });
});
