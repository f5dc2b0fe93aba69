import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Shops with an opening date, and clerks with a year of their own. */
const model = testModel({
  tables: [
    table(
      'shop',
      ['shop_id'],
      [
        ['shop_id', 'integer', 'identifier'],
        ['opening_date', 'integer', 'time'],
      ],
    ),
    table(
      'clerk',
      ['clerk_id'],
      [
        ['clerk_id', 'integer', 'identifier'],
        ['shop_id', 'integer', 'identifier'],
        ['year', 'integer', 'time'],
      ],
    ),
  ],
  relationships: [refers('clerk', 'shop_id', 'shop')],
});
const now = new Date('2026-11-27T12:00:00Z');

const shown = (query: StructuredQuery) =>
  query.select.map((item) => (item.expr.kind === 'column' ? item.expr.column : item.expr.kind));

describe('understand: a span pointing back with "that"', () => {
  it('shows nothing new ("opened in that year")', () => {
    const query = understoodQuery(
      model,
      'Show all opening years and the number of shops that opened in that year.',
      now,
    );
    expect(shown(query)).toEqual(['opening_date', 'aggregate']);
  });
});
