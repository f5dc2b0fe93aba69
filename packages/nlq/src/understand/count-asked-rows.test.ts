import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** A clinic's staff: a rank and a ward are values a count question may name as its noun. */
const model = testModel({
  tables: [
    table(
      'staff',
      ['staff_id'],
      [
        ['staff_id', 'integer', 'identifier'],
        ['last_name', 'text', 'dimension'],
        ['rank', 'text', 'dimension', ['Nurse', 'Surgeon', 'Therapist']],
        ['ward', 'text', 'dimension', ['North', 'South']],
        ['shift_hours', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

function read(question: string) {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('questions that open with a count', () => {
  it('counts the rows when the counted noun is a value ("how many surgeons")', () => {
    const query = read('How many Surgeons work in the North ward?');
    expect(query.select.map((s) => s.expr)).toEqual([
      { kind: 'aggregate', fn: 'count', arg: null },
    ]);
    expect(query.where).toHaveLength(2);
  });

  it('counts after "count the number of" too', () => {
    const query = read('Count the number of Nurses.');
    expect(query.select.map((s) => s.expr)).toEqual([
      { kind: 'aggregate', fn: 'count', arg: null },
    ]);
  });

  it('keeps a number column named right after "how many" as the answer', () => {
    const query = read('How many shift hours does Smith work?');
    expect(query.select.map((s) => s.expr)).not.toContainEqual({
      kind: 'aggregate',
      fn: 'count',
      arg: null,
    });
  });

  it('counts the rows of each group named after "each"', () => {
    const query = read('How many Surgeons are there for each ward?');
    expect(query.select.map((s) => s.expr)).toEqual([
      { kind: 'column', table: 'staff', column: 'ward' },
      { kind: 'aggregate', fn: 'count', arg: null },
    ]);
    expect(query.groupBy).toEqual([{ kind: 'column', table: 'staff', column: 'ward' }]);
  });

  it('leaves a count for each group to the grouping rules', () => {
    const query = read('How many staff are in each ward?');
    expect(query.groupBy).not.toHaveLength(0);
  });

  it('counts the distinct values when the count opener says "different"', () => {
    const lenses = testModel({
      tables: [
        table(
          'camera_lens',
          ['lens_id'],
          [
            ['lens_id', 'integer', 'identifier'],
            ['brand', 'text', 'dimension'],
            ['lens_name', 'text', 'dimension'],
          ],
        ),
      ],
      relationships: [],
    });
    const answer = understand({
      model: lenses,
      question: 'How many different kinds of lens brands are there?',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select.map((s) => s.expr)).toEqual([
      {
        kind: 'aggregate',
        fn: 'count_distinct',
        arg: { kind: 'column', table: 'camera_lens', column: 'brand' },
      },
    ]);
  });
});
