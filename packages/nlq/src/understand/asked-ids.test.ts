import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** A fleet whose key is not called "id", so the word "id" names no column. */
const model = testModel({
  tables: [
    table(
      'aircraft',
      ['tail'],
      [
        ['tail', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['range_km', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

const shown = (question: string) => shownColumns(model, question);

describe('an "id" listed with what is shown', () => {
  it("shows the rows' key beside the name", () => {
    expect(shown('Show the id and name of the aircraft with the longest range km.')).toEqual([
      'tail',
      'name',
    ]);
  });

  it('adds nothing when "id" is not listed', () => {
    expect(shown('Show the name of the aircraft with the longest range km.')).toEqual(['name']);
  });
});
