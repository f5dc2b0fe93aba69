import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Programs with an origin, a channel and a name. */
const tv = testModel({
  tables: [
    table(
      'programs',
      ['program_id'],
      [
        ['program_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['origin', 'text', 'dimension', ['Beijing', 'Shanghai']],
        ['launch_year', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

describe('understand: a last sentence saying what to show', () => {
  it('shows only what "Give me …" names, not the column the first sentence picked rows by', () => {
    expect(
      shownColumns(tv, `Which programs' origins are not "Beijing"? Give me the program names.`),
    ).toEqual(['name']);
  });

  it('keeps the first columns when the last sentence adds to them', () => {
    expect(
      shownColumns(tv, `Which programs' origins are not "Beijing"? Also give me the names.`),
    ).toEqual(['origin', 'name']);
  });
});
