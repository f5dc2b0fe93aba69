import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-22T12:00:00Z');

/** Pupils and lessons both belong to a subject; pupils attend lessons. */
const school = testModel({
  tables: [
    table(
      'pupils',
      ['pupil_id'],
      [
        ['pupil_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['subject', 'text', 'dimension', ['Music', 'Physics']],
      ],
    ),
    table(
      'lessons',
      ['lesson_id'],
      [
        ['lesson_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['subject', 'text', 'dimension', ['Music', 'Physics']],
      ],
    ),
    table(
      'attendances',
      ['pupil_id', 'lesson_id'],
      [
        ['pupil_id', 'integer', 'identifier'],
        ['lesson_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [
    refers('attendances', 'pupil_id', 'pupils'),
    refers('attendances', 'lesson_id', 'lessons'),
  ],
});

const sqlOf = (question: string) =>
  compileQuery(understoodQuery(school, question, now), { dialect: 'duckdb', model: school }).sql;

describe('a value right before the rows it describes', () => {
  it('is the value of those rows, not of the focus rows holding it too', () => {
    const sql = sqlOf('What are the names of pupils who attended Physics lessons?');
    expect(sql).toContain('"lessons_related"."subject" = ?');
    expect(sql).not.toContain('"pupils"."subject" = ?');
  });

  it("stays the focus rows' value when no other rows follow it", () => {
    expect(sqlOf('What are the names of Physics pupils?')).toContain('"pupils"."subject" = ?');
  });
});
