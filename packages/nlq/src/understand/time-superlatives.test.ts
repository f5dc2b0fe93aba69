import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';
import { understand } from './understand';

/** Lighthouses with the year each was built and retired, and their dated inspections. */
const model = testModel({
  tables: [
    table(
      'lighthouses',
      ['lighthouse_id'],
      [
        ['lighthouse_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['built', 'integer', 'measure'],
        ['retired', 'integer', 'measure'],
        ['height', 'decimal', 'measure'],
      ],
    ),
    table(
      'inspections',
      ['inspection_id'],
      [
        ['inspection_id', 'integer', 'identifier'],
        ['inspector', 'text', 'dimension'],
        ['inspected_on', 'date', 'time'],
      ],
    ),
  ],
  relationships: [],
});

function queryOf(question: string): StructuredQuery {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

/** The order items as `column direction`, then the limit. */
function picked(question: string): string {
  const { orderBy, limit } = queryOf(question);
  const order = orderBy.map(({ expr, direction }) =>
    expr.kind === 'column' ? `${expr.column} ${direction}` : `${expr.kind} ${direction}`,
  );
  return `${order.join(', ')} limit ${limit}`;
}

describe('a superlative of time after a column', () => {
  it('picks the row with the lowest value for "the earliest"', () => {
    expect(picked('Which lighthouse was built the earliest?')).toBe('built asc limit 1');
  });

  it('picks the row with the highest value for "most recently"', () => {
    expect(picked('Which lighthouse was retired most recently?')).toBe('retired desc limit 1');
  });

  it('ends the superlative at a mark before the next sentence', () => {
    expect(picked('Which lighthouse was retired most recently? Give its name.')).toBe(
      'retired desc limit 1',
    );
  });

  it('does not show the column it ranks by', () => {
    expect(shownColumns(model, 'What is the name of the lighthouse built the latest?')).toEqual([
      'name',
    ]);
  });
});

describe('"oldest" and "youngest" of rows with no age', () => {
  it('picks the row dated first for "the oldest"', () => {
    expect(picked('Who did the oldest inspection?')).toBe('inspected_on asc limit 1');
  });

  it('picks the row dated last for "the youngest"', () => {
    expect(picked('Which inspector did the youngest inspection?')).toBe(
      'inspected_on desc limit 1',
    );
  });
});

/** Colleges founded in a year, staff born on a date kept as text, and priced rooms. */
const campus = testModel({
  tables: [
    table(
      'colleges',
      ['college_id'],
      [
        ['college_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['founded', 'decimal', 'measure'],
        ['built_year', 'integer', 'measure'],
        ['enrollment', 'integer', 'measure'],
        ['elevation', 'integer', 'measure'],
      ],
    ),
    table(
      'staff',
      ['staff_id'],
      [
        ['staff_id', 'integer', 'identifier'],
        ['surname', 'text', 'dimension'],
        ['staff_dob', 'text', 'dimension'],
      ],
    ),
    table(
      'Rooms',
      ['RoomId'],
      [
        ['RoomId', 'text', 'identifier'],
        ['roomName', 'text', 'dimension'],
        ['beds', 'integer', 'measure'],
        ['bedType', 'text', 'dimension'],
        ['basePrice', 'decimal', 'measure'],
      ],
    ),
    table(
      'deans',
      ['dean_id'],
      [
        ['dean_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['college_id', 'integer', 'identifier'],
        ['age', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'deans',
      fromColumns: ['college_id'],
      toTable: 'colleges',
      toColumns: ['college_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

function rankedIn(question: string): string {
  const answer = understand({ model: campus, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  const { orderBy, limit } = answer.query;
  const order = orderBy.map(({ expr, direction }) =>
    expr.kind === 'column' ? `${expr.column} ${direction}` : `${expr.kind} ${direction}`,
  );
  return `${order.join(', ')} limit ${limit}`;
}

describe('"oldest" of rows with a year of founding or a date of birth kept as text', () => {
  it('picks the row founded first for "the oldest"', () => {
    expect(rankedIn('Show the enrollment of the oldest college.')).toBe('founded asc limit 1');
  });

  it('picks the row born last for "the youngest", its birth date being text', () => {
    expect(rankedIn('What is the surname of the youngest staff?')).toBe('staff_dob desc limit 1');
  });

  it("does not rank by the founding of rows when another table's rows are the youngest", () => {
    expect(rankedIn('Find the title of the college that is led by the youngest dean.')).not.toMatch(
      /founded|built/,
    );
  });
});

describe('a plain adjective after "top"', () => {
  it('ranks "the top 3 expensive rooms" by price', () => {
    expect(rankedIn('Find the name and id of the top 3 expensive rooms.')).toBe(
      'basePrice desc limit 3',
    );
  });
});

describe('a superlative of altitude', () => {
  it('ranks "the highest altitude" by the elevation column', () => {
    expect(rankedIn('Which college has the highest altitude?')).toBe('elevation desc limit 1');
  });

  it('ranks "the lowest altitude" by the elevation column, ascending', () => {
    expect(rankedIn('Show the title of the college with the lowest altitude.')).toBe(
      'elevation asc limit 1',
    );
  });
});
