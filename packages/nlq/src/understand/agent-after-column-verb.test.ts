import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Tickets reported by staff, where "reported" also names a column of the tickets. */
const model = testModel({
  tables: [
    keyed('staff', 'staff_id', [
      ['first_name', 'text', 'dimension', ['Ann', 'Bob']],
      ['last_name', 'text', 'dimension', ['Lee', 'Ray']],
    ]),
    keyed('tickets', 'ticket_id', [
      ['title', 'text', 'dimension'],
      ['date_reported', 'date', 'time'],
      ['reported_by_staff_id', 'integer', 'identifier'],
    ]),
  ],
  relationships: [refers('tickets', 'reported_by_staff_id', 'staff', 'staff_id')],
});

describe('"by" after a participle that names a column', () => {
  it('reads "reported by the staff" as the doer, so the staff add no shown column', () => {
    expect(
      shownColumns(
        model,
        'List the titles of the tickets that are reported by the staff whose last name is Lee.',
      ),
    ).toEqual(['title']);
  });

  it('reads "by the staff with last name Lee" as one described row, not a grouping', () => {
    expect(
      shownColumns(model, 'List the titles of all tickets by the staff with last name Lee.'),
    ).toEqual(['title']);
  });
});
