import { describe, expect, it } from 'vitest';
import { keyed, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-27T12:00:00Z');

/** Shops with an opening date and year; staff with a hire date and a birth date. */
const model = testModel({
  tables: [
    keyed('shops', 'shop_id', [
      ['shop_name', 'text', 'dimension'],
      ['open_date', 'date', 'time'],
      ['open_year', 'integer', 'dimension'],
    ]),
    keyed('staff', 'staff_id', [
      ['staff_name', 'text', 'dimension'],
      ['hire_date', 'date', 'time'],
      ['date_of_birth', 'text', 'dimension'],
    ]),
  ],
  relationships: [],
});

const ordered = (question: string) =>
  understoodQuery(model, question, now).orderBy.map((o) =>
    o.expr.kind === 'column' ? [o.expr.column, o.direction] : [o.expr.kind, o.direction],
  );

describe('a time column named right after a time superlative', () => {
  it('is the one ranked', () => {
    expect(ordered('Which shop opened in the most recent year?')).toEqual([['open_year', 'desc']]);
    expect(ordered('Who is the staff member with the earliest date of birth?')).toEqual([
      ['date_of_birth', 'asc'],
    ]);
  });
});
