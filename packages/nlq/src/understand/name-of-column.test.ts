import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Firms with a name and an industry, a category written as text. */
const firms = testModel({
  tables: [
    table(
      'firms',
      ['firm_id'],
      [
        ['firm_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['industry', 'text', 'dimension', ['Banking', 'Retail', 'Mining']],
      ],
    ),
  ],
  relationships: [],
});

describe('understand: the name of a category column', () => {
  it('reads "the name of each industry" as the industry, not also the firms\' name', () => {
    expect(
      shownColumns(firms, 'Show the name of each industry and the number of firms in it.'),
    ).not.toContain('name');
    expect(shownColumns(firms, 'List the name of the industry of every firm.')).toEqual([
      'industry',
    ]);
  });

  it('reads "the industry name" as the industry, not also the firms\' name', () => {
    expect(shownColumns(firms, 'List the industry name and the number of firms.')).not.toContain(
      'name',
    );
  });

  it('still shows the name listed after the column with a comma', () => {
    expect(shownColumns(firms, 'List the industry, name and id of every firm.')).toContain('name');
  });

  it("still shows the rows' name said of the rows", () => {
    expect(shownColumns(firms, 'List the name of each firm.')).toEqual(['name']);
  });
});
