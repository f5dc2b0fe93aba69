import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { keyed, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-27T12:00:00Z');

/**
 * A school: classes taught by teachers and taken by students through enrollments. Teachers and
 * students both have a last name; a teacher is one join from a class, a student two.
 */
const school = testModel({
  tables: [
    keyed('teachers', 'teacher_id', [['last_name', 'text', 'dimension']]),
    keyed('students', 'student_id', [['last_name', 'text', 'dimension']]),
    keyed('classes', 'class_id', [
      ['course_code', 'text', 'dimension'],
      ['teacher_id', 'integer', 'identifier'],
    ]),
    table(
      'enrollments',
      ['class_id', 'student_id'],
      [
        ['class_id', 'integer', 'identifier'],
        ['student_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [
    refers('classes', 'teacher_id', 'teachers'),
    refers('enrollments', 'class_id', 'classes'),
    refers('enrollments', 'student_id', 'students'),
  ],
});

function sqlOf(question: string): string {
  return compileQuery(understoodQuery(school, question, now), { dialect: 'duckdb', model: school })
    .sql;
}

describe('a column said "with the" after the rows it belongs to', () => {
  it("is the named table's column, though another table with one is nearer", () => {
    const sql = sqlOf(
      'What are the course codes for every class that the student with the last name Smithson took?',
    );
    expect(sql).toContain('"students_related"."last_name" = ?');
    expect(sql).not.toContain('"teachers"');
  });
});
