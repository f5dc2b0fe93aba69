import { describe, expect, it } from 'vitest';
import { keyed, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';
import { understoodQuery } from '../test-support/structured-query';

/** Workers and what they earn. */
const model = testModel({
  tables: [
    keyed('workers', 'worker_id', [
      ['first_name', 'text', 'dimension'],
      ['salary', 'decimal', 'measure'],
    ]),
  ],
  relationships: [],
});
const now = new Date('2026-01-01T00:00:00Z');
const question = 'Return the first names of workers who earn more than 30000 in salary.';

describe('a comparison whose measure follows it ("more than 30000 in salary")', () => {
  it('compares the measure named after "in"', () => {
    const where = JSON.stringify(understoodQuery(model, question, now).where);
    expect(where).toContain('"salary"');
    expect(where).toContain('30000');
  });

  it('does not show the compared measure', () => {
    expect(shownColumns(model, question)).toEqual(['first_name']);
  });
});
