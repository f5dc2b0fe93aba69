import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/**
 * Venues of a festival: a venue names its city in a column called like the table of cities, keeps
 * its costs in thousands of dollars and its roof height in feet, and hosts stages of some type; tickets are numbered.
 */
const festival = testModel({
  tables: [
    table(
      'cities',
      ['city_id'],
      [
        ['city_id', 'integer', 'identifier'],
        ['city', 'text', 'dimension'],
        ['population', 'integer', 'measure'],
      ],
    ),
    table(
      'venues',
      ['venue_id'],
      [
        ['venue_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['city_id', 'integer', 'identifier'],
        ['cost_thousands_usd', 'decimal', 'measure'],
        ['roof_height_feet', 'decimal', 'measure'],
        ['year_opened', 'integer', 'dimension'],
        ['capacity', 'integer', 'measure'],
        ['address_line_1', 'text', 'dimension'],
        ['address_line_2', 'text', 'dimension'],
      ],
    ),
    table(
      'stages',
      ['stage_id'],
      [
        ['stage_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['venue_id', 'integer', 'identifier'],
        ['stg_number', 'integer', 'dimension'],
        ['stg_kind', 'text', 'dimension'],
        ['stage_type_code', 'text', 'dimension'],
        ['description', 'text', 'dimension'],
      ],
    ),
    table(
      'tickets',
      ['tkno'],
      [
        ['tkno', 'integer', 'identifier'],
        ['price', 'decimal', 'measure'],
      ],
    ),
    table(
      'stage_types',
      ['stage_type_code'],
      [
        ['stage_type_code', 'text', 'identifier'],
        ['stage_type_description', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'venues',
      fromColumns: ['city_id'],
      toTable: 'cities',
      toColumns: ['city_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
    {
      fromTable: 'stages',
      fromColumns: ['stage_type_code'],
      toTable: 'stage_types',
      toColumns: ['stage_type_code'],
      kind: 'foreign_key',
      confidence: 1,
    },
    {
      fromTable: 'stages',
      fromColumns: ['venue_id'],
      toTable: 'venues',
      toColumns: ['venue_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

/** Instructors advise students; both have names. */
const school = testModel({
  tables: [
    table(
      'instructor',
      ['id'],
      [
        ['id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['salary', 'decimal', 'measure'],
      ],
    ),
    table(
      'student',
      ['id'],
      [
        ['id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['dept_name', 'text', 'dimension', ['Math', 'History']],
      ],
    ),
    table(
      'advisor',
      ['s_id'],
      [
        ['s_id', 'integer', 'identifier'],
        ['i_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'advisor',
      fromColumns: ['s_id'],
      toTable: 'student',
      toColumns: ['id'],
      kind: 'foreign_key',
      confidence: 1,
    },
    {
      fromTable: 'advisor',
      fromColumns: ['i_id'],
      toTable: 'instructor',
      toColumns: ['id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

describe('understand: every column a question lists is shown', () => {
  it('shows the column named like its own table when it is listed among columns', () => {
    expect(shownColumns(festival, 'Show the name, city and capacity of every venue.')).toEqual([
      'name',
      'city',
      'capacity',
    ]);
    expect(shownColumns(festival, 'Return the city and its population.')).toEqual([
      'city',
      'population',
    ]);
  });

  it('keeps the columns a later sentence asks for, though the first one ranked by them', () => {
    expect(
      shownColumns(
        festival,
        'What is the city with the largest population? Return the city and its population.',
      ),
    ).toEqual(['city', 'population']);
  });

  it('reads a column named with units one after another by its first word', () => {
    expect(shownColumns(festival, 'List the name and cost of all venues.')).toEqual([
      'name',
      'cost_thousands_usd',
    ]);
    expect(shownColumns(festival, 'List the name and roof height of all venues.')).toEqual([
      'name',
      'roof_height_feet',
    ]);
  });

  it('reads "the years of opening" as the year opened', () => {
    expect(
      shownColumns(festival, 'What are the names and years of opening of the venues?'),
    ).toEqual(['name', 'year_opened']);
  });

  it('reads a short first word of a name, or of a one-word number, as the table word it abbreviates', () => {
    expect(
      shownColumns(festival, 'What are the stage number and stage kind of each stage?'),
    ).toEqual(['stg_number', 'stg_kind']);
    expect(shownColumns(festival, 'Show the ticket number and price of every ticket.')).toEqual([
      'tkno',
      'price',
    ]);
  });

  it('shows rows listed before their own column by their name', () => {
    expect(shownColumns(festival, 'Show all venues and their capacities.')).toEqual([
      'name',
      'capacity',
    ]);
  });

  it('reads words listed before "… of the stage type" as names said with its owner', () => {
    expect(
      shownColumns(festival, 'Show the description and code of the stage type most stages have.', {
        qualified: true,
      }),
    ).toEqual(['stage_types.stage_type_description', 'stage_types.stage_type_code']);
  });

  it('reads a name listed before "… of instructors" as theirs, whatever rows the question is about', () => {
    const question =
      'Find the name and salary of instructors who are advisors of the students from the Math department.';
    expect(shownColumns(school, question, { qualified: true })).toEqual([
      'instructor.name',
      'instructor.salary',
    ]);
  });

  it('reads the word after "and" that ends a list with the words before a name\'s last one', () => {
    expect(shownColumns(festival, 'Show the address line 1 and 2 of every venue.')).toEqual([
      'address_line_1',
      'address_line_2',
    ]);
  });
});
