import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-22T12:00:00Z');

/** Pupils enrolled in lessons; lesson codes are known values written with a hyphen. */
const school = testModel({
  tables: [
    table(
      'pupils',
      ['pupil_id'],
      [
        ['pupil_id', 'integer', 'identifier'],
        ['surname', 'text', 'dimension'],
        ['grade_average', 'decimal', 'measure'],
      ],
    ),
    table(
      'lessons',
      ['lesson_code'],
      [
        ['lesson_code', 'text', 'identifier', ['MATH-101', 'ART-220']],
        ['topic', 'text', 'dimension', ['Algebra', 'Drawing']],
      ],
    ),
    table(
      'enrolments',
      ['pupil_id', 'lesson_code'],
      [
        ['pupil_id', 'integer', 'identifier'],
        ['lesson_code', 'text', 'identifier'],
      ],
    ),
  ],
  relationships: [
    refers('enrolments', 'pupil_id', 'pupils'),
    refers('enrolments', 'lesson_code', 'lessons'),
  ],
});

describe('a hyphenated word written as a known value', () => {
  it('reads "MATH-101" as the lesson code it is, not a pupil\'s name', () => {
    const query = understoodQuery(
      school,
      'What is the average grade of pupils taking MATH-101?',
      now,
    );
    const { sql, params } = compileQuery(query, { dialect: 'duckdb', model: school });
    expect(sql).toContain('"lesson_code" = ?');
    expect(sql).not.toContain('"surname" = ?');
    expect(params).toEqual(['MATH-101']);
  });
});
