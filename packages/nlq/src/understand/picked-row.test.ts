import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const now = new Date('2026-11-22T12:00:00Z');

function reader(model = shopModel()) {
  return (question: string): StructuredQuery => {
    const answer = understand({ model, question, now });
    if (answer.status === 'declined') throw new Error(`declined: ${answer.message}`);
    return answer.query;
  };
}

const shown = (query: StructuredQuery) =>
  query.select.map((item) => (item.expr.kind === 'column' ? item.expr.column : item.expr.kind));

/** Staff with badges and mentors: badges come first and have a key read as "id" too. */
const staff = testModel({
  tables: [
    table(
      'mentors',
      ['employee_id', 'mentor_id'],
      [
        ['employee_id', 'integer', 'identifier'],
        ['mentor_id', 'integer', 'identifier'],
      ],
    ),
    table(
      'badges',
      ['badge_id'],
      [
        ['badge_id', 'integer', 'identifier'],
        ['employee_id', 'integer', 'identifier'],
        ['badge_level', 'integer', 'measure'],
      ],
    ),
    table(
      'employees',
      ['employee_id'],
      [
        ['employee_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension', ['Kyle', 'Ana']],
        ['salary', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: [
    ...['employee_id', 'mentor_id'].map((column) => ({
      fromTable: 'mentors',
      fromColumns: [column],
      toTable: 'employees',
      toColumns: ['employee_id'],
      kind: 'foreign_key' as const,
      confidence: 1,
    })),
    {
      fromTable: 'badges',
      fromColumns: ['employee_id'],
      toTable: 'employees',
      toColumns: ['employee_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

describe('understand: the row a question picks', () => {
  it('reads "Kyle\'s id" as a column of the row the value names', () => {
    const query = reader(staff)("What is Kyle's id?");
    expect(query.from.name).toBe('employees');
    expect(shown(query)).toEqual(['employee_id']);
    expect(query.joins).toEqual([]);
  });

  it("counts the rows a plural names before a value, not the value's table", () => {
    // "mentor" also names employees (mentor_id points there), but first the mentors table.
    const query = reader(staff)('Count the number of mentors Kyle has.');
    expect(query.from.name).toBe('mentors');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { kind: 'aggregate', fn: 'count' },
    ]);
    expect(query.where[0]).toMatchObject({ value: 'Kyle', left: { column: 'name' } });
  });

  it('does not show a column that only says which row a superlative picks', () => {
    const read = reader();
    const priced = read('What is the price of the most expensive category?');
    expect(shown(priced)).toEqual(['price']);
    expect(priced.orderBy[0]).toMatchObject({ direction: 'desc', expr: { column: 'price' } });
    expect(priced.limit).toBe(1);
    expect(shown(read('How much does the cheapest category cost?'))).toEqual(['price']);
    // Asked for alone, the column is the answer.
    expect(shown(read('What is the most expensive category?'))).toEqual(['category']);
  });

  it('keeps the columns asked for beside a superlative of the rows themselves', () => {
    const pets = testModel({
      tables: [
        table(
          'pets',
          ['pet_id'],
          [
            ['pet_id', 'integer', 'identifier'],
            ['pet_type', 'text', 'dimension', ['cat', 'dog']],
            ['weight', 'decimal', 'measure'],
            ['pet_age', 'integer', 'measure'],
          ],
        ),
      ],
      relationships: [],
    });
    expect(shown(reader(pets)('Find the type and weight of the youngest pet.'))).toEqual([
      'pet_type',
      'weight',
    ]);
  });

  it('does not list "which" answers once each when a superlative picks the row', () => {
    const model = shopModel();
    const query = reader(model)('Which category is the cheapest?');
    expect(query.distinct).toBe(false);
    expect(() => compileQuery(query, { dialect: 'duckdb', model })).not.toThrow();
    expect(reader(model)('Which categories were ordered, in alphabetical order?').distinct).toBe(
      true,
    );
  });
});
