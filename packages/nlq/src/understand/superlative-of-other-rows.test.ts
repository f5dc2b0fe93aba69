import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-22T12:00:00Z');

/** Members of a library borrow books; a loan is dated when made and when returned. */
const library = testModel({
  tables: [
    table(
      'members',
      ['member_id'],
      [
        ['member_id', 'integer', 'identifier'],
        ['first_name', 'text', 'dimension'],
        ['last_name', 'text', 'dimension'],
        ['joined_on', 'date', 'time'],
      ],
    ),
    table(
      'loans',
      ['loan_id'],
      [
        ['loan_id', 'integer', 'identifier'],
        ['member_id', 'integer', 'identifier'],
        ['loaned_on', 'date', 'time'],
        ['returned_on', 'date', 'time'],
      ],
    ),
  ],
  relationships: [refers('loans', 'member_id', 'members')],
});

const read = (question: string) => understoodQuery(library, question, now);

const orderedBy = (query: StructuredQuery) =>
  query.orderBy.map((o) => (o.expr.kind === 'column' ? `${o.expr.table}.${o.expr.column}` : ''));

const shown = (query: StructuredQuery) =>
  query.select.map((item) => (item.expr.kind === 'column' ? item.expr.column : item.expr.kind));

describe('a superlative of time before other rows', () => {
  it('sorts by the time of the rows named after it ("the earliest loan")', () => {
    const query = read('Which member made the earliest loan?');
    expect(orderedBy(query)).toEqual(['loans.loaned_on']);
    expect(query.orderBy[0]?.direction).toBe('asc');
    expect(query.limit).toBe(1);
  });

  it('reads "first" before other rows as the superlative, not as the first name', () => {
    const query = read('What is the last name of the member who made the first ever loan?');
    expect(orderedBy(query)).toEqual(['loans.loaned_on']);
    expect(shown(query)).toEqual(['last_name']);
  });
});
