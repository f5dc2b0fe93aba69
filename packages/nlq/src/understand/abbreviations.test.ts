import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    table(
      'course',
      ['course_id'],
      [
        ['course_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
      ],
    ),
    table(
      'prereq',
      ['course_id', 'prereq_id'],
      [
        ['course_id', 'integer', 'identifier'],
        ['prereq_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'prereq',
      fromColumns: ['course_id'],
      toTable: 'course',
      toColumns: ['course_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

describe('names written short in the schema', () => {
  it('reads a word a table name abbreviates as that table ("prerequisites" → prereq)', () => {
    const answer = understand({ model, question: 'titles of courses with two prerequisites' });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.joins.map((j) => j.table.name)).toEqual(['prereq']);
    expect(answer.query.having).toMatchObject([{ kind: 'compare', op: 'eq', value: 2 }]);
  });

  it('does not take an inflected word for an abbreviation ("titled")', () => {
    const answer = understand({ model, question: 'courses titled Algebra' });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.joins).toEqual([]);
  });
});

describe('a column name starting with its table’s initial', () => {
  const games = testModel({
    tables: [
      table(
        'video_games',
        ['game_id'],
        [
          ['game_id', 'integer', 'identifier'],
          ['g_name', 'text', 'dimension'],
          ['g_type', 'text', 'dimension'],
        ],
      ),
    ],
    relationships: [],
  });

  it('reads the initial as the table’s word ("the names of the video games" → g_name)', () => {
    const question = 'the names of the video games and their types in alphabetical order';
    const answer = understand({ model: games, question });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.orderBy).toMatchObject([{ expr: { column: 'g_name' }, direction: 'asc' }]);
  });
});
