import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Shifts whose time of day is written as words, not as a clock time. */
const model = testModel({
  tables: [
    table(
      'shifts',
      ['shift_id'],
      [
        ['shift_id', 'integer', 'identifier'],
        ['nurse_name', 'text', 'dimension'],
        ['period', 'text', 'dimension', ['Morning', 'Night']],
      ],
    ),
  ],
  relationships: [],
});
const now = new Date('2026-11-22T12:00:00Z');

describe('understand: a time of day is a value, not a date', () => {
  it.each([
    ['Which nurses work in the morning?', 'Morning'],
    ['List the names of nurses on shifts at Night.', 'Night'],
  ])('%s filters on the value', (question, value) => {
    expect(understoodQuery(model, question, now).where).toMatchObject([
      { kind: 'compare', left: { column: 'period' }, op: 'eq', value },
    ]);
  });
});
