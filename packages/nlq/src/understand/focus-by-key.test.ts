import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    table(
      'allergies',
      ['student_id', 'allergy'],
      [
        ['student_id', 'integer', 'identifier'],
        ['allergy', 'text', 'dimension', ['Milk', 'Cat']],
      ],
    ),
    table(
      'students',
      ['student_id'],
      [
        ['student_id', 'integer', 'identifier'],
        ['age', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'allergies',
      fromColumns: ['student_id'],
      toTable: 'students',
      toColumns: ['student_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

describe('the rows a shared column names', () => {
  it("reads an id kept in two tables as the rows it is the key of, not the other table's copy", () => {
    const answer = understand({ model, question: 'Show all student ids with age above 20' });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.from.name).toBe('students');
    expect(answer.query.joins).toEqual([]);
  });

  it('reads "with id N" as the key of the rows named before it', () => {
    const staff = testModel({
      tables: [
        table(
          'employee',
          ['eid'],
          [
            ['eid', 'integer', 'identifier'],
            ['name', 'text', 'dimension'],
            ['salary', 'integer', 'measure'],
          ],
        ),
      ],
      relationships: [],
    });
    const answer = understand({
      model: staff,
      question: 'What is the salary of employee with id 42?',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.where).toMatchObject([
      { kind: 'compare', left: { column: 'eid' }, op: 'eq', value: 42 },
    ]);
  });

  it('reads "age 25 or younger" as at most 25', () => {
    const answer = understand({ model, question: 'Show all student ids with age 25 or younger' });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.where).toMatchObject([
      { kind: 'compare', left: { column: 'age' }, op: 'lte', value: 25 },
    ]);
  });

  it('compares the column a trailing unlinked noun follows ("an age level of above 20")', () => {
    const answer = understand({
      model,
      question: 'Show all student ids with an age level of above 20',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.where).toMatchObject([
      { kind: 'compare', left: { column: 'age' }, op: 'gt', value: 20 },
    ]);
  });
});
