import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from '../test-support/shop-model';
import { refers, table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Units and their staff; `extra` columns are added to the staff table. */
const staffModel = (extra: ColumnSpec[] = []) =>
  testModel({
    tables: [
      table(
        'units',
        ['unit_id'],
        [
          ['unit_id', 'integer', 'identifier'],
          ['unit_name', 'text', 'dimension'],
        ],
      ),
      table(
        'staff',
        ['staff_id'],
        [
          ['staff_id', 'integer', 'identifier'],
          ['full_name', 'text', 'dimension'],
          ['unit_id', 'integer', 'identifier'],
          ...extra,
        ],
      ),
    ],
    relationships: [refers('staff', 'unit_id', 'units')],
  });

describe('an identifier said as the thing’s number', () => {
  it('reads "unit number" as the unit id', () => {
    const question = 'the full name and unit number of each staff';
    expect(shownColumns(staffModel(), question, { qualified: true })).toEqual([
      'staff.full_name',
      'staff.unit_id',
    ]);
  });

  it('prefers a column named so ("badge number") to the id', () => {
    const model = staffModel([
      ['badge_number', 'text', 'dimension'],
      ['badge_id', 'integer', 'identifier'],
    ]);
    expect(shownColumns(model, 'the badge number of each staff')).toEqual(['badge_number']);
  });

  it('keeps "numbers of units" a count, not the unit number', () => {
    const question = 'show staff ids and numbers of units corresponding to each';
    expect(shownColumns(staffModel(), question)).toEqual(['staff_id', 'aggregate']);
  });
});
