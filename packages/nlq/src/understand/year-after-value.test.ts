import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { keyed, refers, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** Courses run in sections, each of a semester and a year that other rows refer to it by. */
const model = testModel({
  tables: [
    keyed('courses', 'course_id', [['title', 'text', 'dimension']]),
    table(
      'sections',
      ['course_id'],
      [
        ['course_id', 'integer', 'identifier'],
        ['sec_id', 'integer', 'identifier'],
        ['semester', 'text', 'identifier', ['Fall', 'Spring']],
        ['year', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [refers('sections', 'course_id', 'courses')],
});
const now = new Date('2026-11-22T12:00:00Z');

function sqlOf(question: string): { sql: string; params: unknown[] } {
  const answer = understand({ model, question, now });
  if (answer.status === 'declined') throw new Error(answer.message);
  const { sql, params } = compileQuery(answer.query, { dialect: 'postgres', model });
  return { sql, params };
}

describe('understand: a year said right after a value', () => {
  it.each(['Which courses ran in Fall 2009?', 'Which courses ran in the Fall of 2009?'])(
    'reads "%s" as the year of the sections of that semester',
    (question) => {
      const { sql, params } = sqlOf(question);
      expect(sql).toMatch(/"sections"\."year" = /);
      expect(params).toEqual(expect.arrayContaining(['Fall', 2009]));
    },
  );
});
