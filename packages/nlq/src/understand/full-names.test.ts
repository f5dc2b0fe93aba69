import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

const model = testModel({
  tables: [
    table(
      'staff',
      ['staff_id'],
      [
        ['staff_id', 'integer', 'identifier'],
        ['first_name', 'text', 'dimension'],
        ['last_name', 'text', 'dimension'],
        ['email', 'text', 'dimension'],
        ['salary', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

const shown = (question: string) => shownColumns(model, question);

describe('full names', () => {
  it('shows the first and the last name for "the full name"', () => {
    expect(shown('What is the full name of the staff member with the highest salary?')).toEqual([
      'first_name',
      'last_name',
    ]);
  });

  it('keeps the other columns asked for beside it', () => {
    expect(shown('full names and emails of all staff')).toEqual([
      'first_name',
      'last_name',
      'email',
    ]);
  });
});
