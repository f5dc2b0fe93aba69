import type { Condition } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { keyed, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A school: teachers and pupils each take part in events, through their own tables. */
const model = testModel({
  tables: [
    table(
      'teachers',
      ['teacher_id'],
      [
        ['teacher_id', 'integer', 'identifier'],
        ['teacher_name', 'text', 'dimension'],
      ],
    ),
    table(
      'teacher_participates_in',
      ['teacher_id', 'event_id'],
      [
        ['teacher_id', 'integer', 'identifier'],
        ['event_id', 'integer', 'identifier'],
      ],
    ),
    table(
      'events',
      ['event_id'],
      [
        ['event_id', 'integer', 'identifier'],
        ['event_name', 'text', 'dimension'],
      ],
    ),
    table(
      'participates_in',
      ['pupil_id', 'event_id'],
      [
        ['pupil_id', 'integer', 'identifier'],
        ['event_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [
    refers('teacher_participates_in', 'teacher_id', 'teachers'),
    refers('teacher_participates_in', 'event_id', 'events'),
    refers('participates_in', 'event_id', 'events'),
  ],
});

const read = (question: string) =>
  understoodQuery(model, question, new Date('2026-11-27T12:00:00Z'));

type Exists = Extract<Condition, { kind: 'exists' }>;

describe('understand: a denied verb naming a table past its object', () => {
  it('denies the nearer table the verb is followed by ("do not participate in any event")', () => {
    const query = read('Which teachers do not participate in any event?');
    const denied = query.where.filter((c): c is Exists => c.kind === 'exists' && c.negate);
    expect(denied).toHaveLength(1);
    const tables = [denied[0]?.from.name, ...(denied[0]?.joins ?? []).map((j) => j.table.name)];
    expect(tables).not.toContain('participates_in');
    expect(tables).toContain('teacher_participates_in');
  });
});

/** A college: instructors teach sections of courses; both belong to departments. */
const college = testModel({
  tables: [
    keyed('departments', 'dept_id', [['dept_name', 'text', 'dimension']]),
    keyed('instructors', 'instructor_id', [
      ['name', 'text', 'dimension'],
      ['dept_id', 'integer', 'identifier'],
    ]),
    keyed('courses', 'course_id', [
      ['title', 'text', 'dimension'],
      ['dept_id', 'integer', 'identifier'],
    ]),
    keyed('sections', 'section_id', [['course_id', 'integer', 'identifier']]),
    keyed('teaches', 'teach_id', [
      ['instructor_id', 'integer', 'identifier'],
      ['section_id', 'integer', 'identifier'],
    ]),
  ],
  relationships: [
    refers('instructors', 'dept_id', 'departments'),
    refers('courses', 'dept_id', 'departments'),
    refers('sections', 'course_id', 'courses'),
    refers('teaches', 'instructor_id', 'instructors'),
    refers('teaches', 'section_id', 'sections'),
  ],
});

describe('understand: a denied verb whose object lies past its table', () => {
  it('requires no object rows besides the denied ones ("do not teach any courses")', () => {
    const query = understoodQuery(
      college,
      'Which instructors do not teach any courses?',
      new Date('2026-11-27T12:00:00Z'),
    );
    expect(query.where).toMatchObject([{ kind: 'exists', negate: true }]);
    expect(query.where).toHaveLength(1);
  });
});
