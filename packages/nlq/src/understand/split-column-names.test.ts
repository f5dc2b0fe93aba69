import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { understoodQuery } from '../test-support/structured-query';
import { studio } from '../test-support/studio-model';

const now = new Date('2026-11-27T12:00:00Z');

const shown = (query: StructuredQuery) =>
  query.select.map((item) => (item.expr.kind === 'column' ? item.expr.column : item.expr.kind));

describe('understand: one column named in two parts', () => {
  it('orders by the column without showing it again ("budget in millions")', () => {
    const query = understoodQuery(
      studio,
      'List the titles of all films ordered by budget in millions.',
      now,
    );
    expect(shown(query)).toEqual(['title']);
    expect(query.orderBy).toMatchObject([{ expr: { column: 'budget_million' } }]);
  });
});

describe('understand: "number" ending a column\'s name', () => {
  it('is part of that name, not another column ("phone numbers")', () => {
    const query = understoodQuery(
      studio,
      'List the first names and phone numbers of all writers.',
      now,
    );
    expect(shown(query)).toEqual(['first_name', 'writer_phone']);
  });
});
