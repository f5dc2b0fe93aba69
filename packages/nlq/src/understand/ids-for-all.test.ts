import { describe, expect, it } from 'vitest';
import { keyed, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-27T12:00:00Z');

/** Employees keyed by a short code name ("eid"), which "employee id" still names. */
const model = testModel({
  tables: [
    keyed('employees', 'eid', [
      ['name', 'text', 'dimension'],
      ['salary', 'decimal', 'measure'],
    ]),
  ],
  relationships: [],
});

const shown = (question: string) =>
  understoodQuery(model, question, now).select.map((item) =>
    item.expr.kind === 'column' ? item.expr.column : item.expr.kind,
  );

describe('ids said "for all" the rows', () => {
  it('are the rows’ key, as "ids of" them are', () => {
    expect(shown('Show ids for all employees with at least 100000 salary.')).toEqual(['eid']);
    expect(shown('Show ids for all the employees earning over 5000.')).toEqual(['eid']);
  });
});
