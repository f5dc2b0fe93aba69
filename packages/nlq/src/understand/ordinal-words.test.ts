import { describe, expect, it } from 'vitest';
import { type ColumnSpec, keyed, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const text = (name: string): ColumnSpec => [name, 'text', 'dimension'];

/** A rental desk: members pay fees. */
const model = testModel({
  tables: [
    keyed('member', 'member_id', [text('first_name'), text('middle_name'), text('last_name')]),
    table(
      'fee',
      ['fee_id'],
      [
        ['fee_id', 'integer', 'identifier'],
        ['member_id', 'integer', 'identifier'],
        ['fee_date', 'date', 'time'],
        ['amount', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: [refers('fee', 'member_id', 'member')],
});
const now = new Date('2026-11-22T12:00:00Z');

const read = (question: string) => understoodQuery(model, question, now);

describe('understand: "first" and "last" before a noun are ordinals', () => {
  it('reads "the first fee" as the earliest fee, showing no first name', () => {
    const query = read('When was the first fee paid?');
    expect(query.joins).toEqual([]);
    expect(JSON.stringify(query.select)).not.toContain('first_name');
  });

  it('still reads "first and last name" as the two name columns', () => {
    const query = read('List the first and last name of all members.');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { column: 'first_name' },
      { column: 'last_name' },
    ]);
  });

  it('still reads "first" listed with a comma as the first name', () => {
    const query = read('What are the first, middle, and last names of all members?');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { column: 'first_name' },
      { column: 'middle_name' },
      { column: 'last_name' },
    ]);
  });
});
