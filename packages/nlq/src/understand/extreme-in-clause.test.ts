import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Instructors with a salary; polls with a support rate. */
const faculty = testModel({
  tables: [
    table(
      'instructor',
      ['instructor_id'],
      [
        ['instructor_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['salary', 'decimal', 'measure'],
      ],
    ),
    table(
      'poll',
      ['poll_id'],
      [
        ['poll_id', 'integer', 'identifier'],
        ['pollster', 'text', 'dimension'],
        ['support_rate', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: [],
});
const now = new Date('2026-11-27T12:00:00Z');

const shown = (query: StructuredQuery) =>
  query.select.map((item) => (item.expr.kind === 'column' ? item.expr.column : item.expr.kind));

describe('understand: an extreme said in a clause after the shown columns', () => {
  it('picks the row without showing the extreme ("does the highest rate come from")', () => {
    const query = understoodQuery(
      faculty,
      'Which pollster does the highest support rate come from?',
      now,
    );
    expect(shown(query)).toEqual(['pollster']);
    expect(query.limit).toBe(1);
  });

  it('still shows an extreme asked beside the columns ("the largest salary and its name")', () => {
    const query = understoodQuery(faculty, 'Show the name and the largest salary.', now);
    expect(shown(query)).toContain('salary');
  });
});
