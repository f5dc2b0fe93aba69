import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Polls with a support rate each. */
const polls = testModel({
  tables: [
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

describe('understand: only a ranked column named', () => {
  it('shows the values ranked ("the top 3 highest support rates")', () => {
    const query = understoodQuery(polls, 'What are the top 3 highest support rates?', now);
    expect(shown(query)).toEqual(['support_rate']);
    expect(query.limit).toBe(3);
  });

  it('still shows the rows when the table is named', () => {
    const query = understoodQuery(polls, 'Which polls have the top 3 highest support rates?', now);
    expect(shown(query)).not.toEqual(['support_rate']);
  });
});
