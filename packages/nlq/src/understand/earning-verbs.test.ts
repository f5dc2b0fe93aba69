import { describe, expect, it } from 'vitest';
import { keyed, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Employees and what they are paid. */
const model = testModel({
  tables: [
    keyed('employees', 'employee_id', [
      ['first_name', 'text', 'dimension'],
      ['salary', 'decimal', 'measure'],
    ]),
  ],
  relationships: [],
});
const now = new Date('2026-01-01T00:00:00Z');

describe('a verb of earning compared with the average ("who make more than the average")', () => {
  it.each([
    'What are the employee ids for employees who make more than the average?',
    'Show the first names of employees earning less than average.',
  ])('compares the pay column with its average: %s', (question) => {
    const where = JSON.stringify(understoodQuery(model, question, now).where);
    expect(where).toContain('compare_subquery');
    expect(where).toContain('"salary"');
  });
});
