import type { ColumnType, SemanticTable, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { type ColumnSpec, keyed, refers, table, testModel } from '../test-support/shop-model';
import { TableSet } from './query-parts/table-set';
import { understand } from './understand';

const text = (name: string, values: string[] = []): ColumnSpec => [
  name,
  'text',
  'dimension',
  values,
];
const id = (name: string): ColumnSpec => [name, 'integer' as ColumnType, 'identifier'];

/** A school: teachers give lessons; labs run tests of chemicals on samples. */
const model = testModel({
  tables: [
    keyed('teachers', 'teacher_id', [text('name'), text('city'), text('state')]),
    keyed('lessons', 'lesson_id', [id('teacher_id'), text('weekday', ['Monday', 'Friday'])]),
    keyed('pupils', 'pupil_id', [text('name'), text('city'), text('home_state'), id('teacher_id')]),
    keyed('chemicals', 'chemical_id', [text('name')]),
    keyed('samples', 'sample_id', [text('label')]),
    table('tests', [], [id('chemical_id'), id('sample_id'), text('outcome')]),
  ],
  relationships: [
    refers('lessons', 'teacher_id', 'teachers'),
    refers('pupils', 'teacher_id', 'teachers'),
    refers('tests', 'chemical_id', 'chemicals'),
    refers('tests', 'sample_id', 'samples'),
  ],
});
const now = new Date('2026-11-22T12:00:00Z');

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now });
  if (answer.status === 'declined') throw new Error(`declined: ${answer.message}`);
  return answer.query;
}

const joined = (query: StructuredQuery) => query.joins.map((join) => join.table.name);

describe('understand: the smallest set of tables', () => {
  it('reads from the table holding every column asked for when the subject adds no column', () => {
    const query = read('How many teachers teach on each weekday?');
    expect(query.from.name).toBe('lessons');
    expect(joined(query)).toEqual([]);
    expect(query.groupBy).toMatchObject([{ column: 'weekday' }]);
  });

  it('counts the rows of a bridge rather than joining the table beyond it', () => {
    const query = read('Which chemicals were tested on at least 3 samples?');
    expect(query.from.name).toBe('chemicals');
    expect(joined(query)).toEqual(['tests']);
  });

  it('takes an ambiguous column from the table the question names', () => {
    const query = read('Find the number of different cities that pupils live in.');
    expect(query.from.name).toBe('pupils');
    expect(joined(query)).toEqual([]);
  });

  it("prefers the subject's own column named in part to one named exactly a join away", () => {
    const query = read('How many pupils live in each state?');
    expect(query.from.name).toBe('pupils');
    expect(joined(query)).toEqual([]);
    expect(query.groupBy).toMatchObject([{ column: 'home_state' }]);
  });

  it("reads a quoted name right after a table word as that table's name", () => {
    const query = read('How many lessons does the teacher "Ada Byron" give?');
    expect(query.from.name).toBe('lessons');
    expect(joined(query)).toEqual(['teachers']);
    expect(query.where).toMatchObject([
      { kind: 'compare', left: { table: 'teachers', column: 'name' }, value: 'Ada Byron' },
    ]);
  });

  it('takes the columns listed before "X of the pupils" from the pupils', () => {
    const query = read('List the name and city of the pupils of teachers.');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { table: 'pupils', column: 'name' },
      { table: 'pupils', column: 'city' },
    ]);
  });

  it('lets a word read as a value own the value of a column it also names', () => {
    const sports = testModel({
      tables: [
        keyed('coaches', 'coach_id', [text('name'), text('born_state', ['Ohio', 'Texas'])]),
        keyed('teams', 'team_id', [text('name', ['State', 'City']), id('coach_id')]),
      ],
      relationships: [refers('teams', 'coach_id', 'coaches')],
    });
    const answer = understand({
      model: sports,
      question: 'What are the names of the coaches born in the Ohio state?',
      now,
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.joins).toEqual([]);
    expect(answer.query.where).toMatchObject([{ kind: 'compare', value: 'Ohio' }]);
  });
});

/** Students of departments enrol in courses, which departments also give. */
const campus = testModel({
  tables: [
    keyed('departments', 'department_id', [text('name')]),
    keyed('students', 'student_id', [text('name'), id('department_id')]),
    keyed('courses', 'course_id', [text('title'), id('department_id')]),
    keyed('enrolments', 'enrolment_id', [id('course_id'), id('student_id')]),
  ],
  relationships: [
    refers('students', 'department_id', 'departments'),
    refers('courses', 'department_id', 'departments'),
    refers('enrolments', 'student_id', 'students'),
    refers('enrolments', 'course_id', 'courses'),
  ],
});

describe('tables joined together', () => {
  it('reaches a table from the nearest table already joined, not again from the focus', () => {
    const [, students, courses, enrolments] = campus.tables as SemanticTable[];
    const tables = new TableSet(campus, students as SemanticTable);
    tables.reach(enrolments as SemanticTable);
    tables.reach(courses as SemanticTable);
    expect(tables.joins.map((join) => join.table.name)).toEqual(['enrolments', 'courses']);
  });
});
