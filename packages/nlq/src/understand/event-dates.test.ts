import type { Condition } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Parcels, their couriers, and the dates each was dispatched and delivered (empty until then). */
const model = testModel({
  tables: [
    table(
      'couriers',
      ['courier_id'],
      [
        ['courier_id', 'integer', 'identifier'],
        ['courier_name', 'text', 'dimension', ['Swift', 'Parcelo']],
      ],
    ),
    table(
      'parcels',
      ['parcel_id'],
      [
        ['parcel_id', 'integer', 'identifier'],
        ['courier_id', 'integer', 'identifier'],
        ['weight', 'decimal', 'measure'],
        ['dispatched_date', 'date', 'time'],
        ['date_delivered', 'date', 'time'],
      ],
    ),
  ],
  relationships: [refers('parcels', 'courier_id', 'couriers')],
});
const now = new Date('2026-01-01T00:00:00Z');

/** The null tests of a query's conditions, as "column is null" or "column is not null". */
function nullTests(conditions: Condition[]): string[] {
  return conditions.flatMap((c) =>
    c.kind === 'null' ? [`${c.left.column} is ${c.negate ? 'not ' : ''}null`] : [],
  );
}

describe('events named by a date column ("shipped_date")', () => {
  it('reads "not delivered yet" as rows whose date is empty', () => {
    const query = understoodQuery(model, 'How many parcels have not been delivered yet?', now);
    expect(nullTests(query.where)).toEqual(['date_delivered is null']);
    expect(JSON.stringify(query)).not.toContain('couriers');
  });

  it('reads "never dispatched" the same way, with the participle first in the name', () => {
    const query = understoodQuery(model, 'Which parcels were never dispatched?', now);
    expect(nullTests(query.where)).toEqual(['dispatched_date is null']);
  });

  it('reads "have been delivered" at the end as rows whose date is set', () => {
    const query = understoodQuery(model, 'How many parcels have been delivered?', now);
    expect(nullTests(query.where)).toEqual(['date_delivered is not null']);
  });

  it('reads "delivered in 2025" as a date range, not a test for emptiness', () => {
    const query = understoodQuery(model, 'How many parcels were delivered in 2025?', now);
    expect(nullTests(query.where)).toEqual([]);
    expect(JSON.stringify(query.where)).toContain('2025-01-01');
  });
});
