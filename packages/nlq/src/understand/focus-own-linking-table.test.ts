import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A school: pupils and their mentors each attend clubs, kept in two tables of attendances. */
const model = testModel({
  tables: [
    table(
      'mentor',
      ['mentor_id'],
      [
        ['mentor_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
      ],
    ),
    table(
      'pupil',
      ['pupil_id'],
      [
        ['pupil_id', 'integer', 'identifier'],
        ['pupil_name', 'text', 'dimension'],
        ['mentor_id', 'integer', 'identifier'],
      ],
    ),
    table(
      'club',
      ['club_id'],
      [
        ['club_id', 'integer', 'identifier'],
        ['club_name', 'text', 'dimension', ['Chess', 'Drama']],
      ],
    ),
    table(
      'attends',
      ['pupil_id', 'club_id'],
      [
        ['pupil_id', 'integer', 'identifier'],
        ['club_id', 'integer', 'identifier'],
      ],
    ),
    table(
      'mentor_attends',
      ['mentor_id', 'club_id'],
      [
        ['mentor_id', 'integer', 'identifier'],
        ['club_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [
    refers('pupil', 'mentor_id', 'mentor'),
    refers('attends', 'pupil_id', 'pupil'),
    refers('attends', 'club_id', 'club'),
    refers('mentor_attends', 'mentor_id', 'mentor'),
    refers('mentor_attends', 'club_id', 'club'),
  ],
});

const read = (question: string) => understoodQuery(model, question, new Date('2026-11-27'));

describe("the focus's own linking table", () => {
  it('relates the rows through the table named by the focus and the words said', () => {
    const query = read('Show the names of mentors who do not attend any club.');
    expect(query.from.name).toBe('mentor');
    expect(query.where).toMatchObject([
      { kind: 'exists', negate: true, from: { name: 'mentor_attends' } },
    ]);
  });
});
