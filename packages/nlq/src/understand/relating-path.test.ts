import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A college: students and courses each belong to a faculty; students enrol in a course's classes. */
const model = testModel({
  tables: [
    keyed('faculty', 'faculty_id', [['faculty_name', 'text', 'dimension', ['Arts', 'Science']]]),
    keyed('course', 'course_id', [
      ['title', 'text', 'dimension'],
      ['faculty_id', 'integer', 'identifier'],
    ]),
    keyed('student', 'student_id', [
      ['surname', 'text', 'dimension', ['Smith', 'Jones']],
      ['faculty_id', 'integer', 'identifier'],
    ]),
    keyed('class', 'class_id', [
      ['course_id', 'integer', 'identifier'],
      ['room', 'text', 'dimension'],
    ]),
    keyed('enrolment', 'enrolment_id', [
      ['student_id', 'integer', 'identifier'],
      ['class_id', 'integer', 'identifier'],
    ]),
  ],
  relationships: [
    refers('course', 'faculty_id', 'faculty'),
    refers('student', 'faculty_id', 'faculty'),
    refers('enrolment', 'student_id', 'student'),
    refers('enrolment', 'class_id', 'class'),
    refers('class', 'course_id', 'course'),
  ],
});

const read = (question: string) => understoodQuery(model, question, new Date('2026-11-27'));

describe('the path relating two tables rather than their shared parent', () => {
  it('relates courses and students through enrolments, not their faculty', () => {
    const query = read(
      'What are the titles of the courses taken by the student with surname Smith?',
    );
    const tables = JSON.stringify(query);
    expect(tables).toContain('"enrolment"');
    expect(tables).not.toContain('"faculty"');
  });
});
