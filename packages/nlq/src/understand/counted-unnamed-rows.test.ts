import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Venues and the concerts they staged, each concert recording its venue. */
const model = testModel({
  tables: [
    keyed('venues', 'venue_id', [
      ['venue_name', 'text', 'dimension'],
      ['capacity', 'integer', 'measure'],
    ]),
    keyed('bookings', 'booking_id', [
      ['venue_id', 'integer', 'identifier'],
      ['booked_on', 'date', 'time'],
    ]),
  ],
  relationships: [refers('bookings', 'venue_id', 'venues')],
});
const now = new Date('2026-11-27T12:00:00Z');

describe('understand: the most of a noun the model does not name', () => {
  it('counts the rows recording what the focus did ("hosted the most concerts")', () => {
    const query = understoodQuery(model, 'Which venue has hosted the most concerts?', now);
    expect(query.from.name).toBe('venues');
    expect(query.joins.map((j) => j.table.name)).toEqual(['bookings']);
    expect(query.orderBy).toMatchObject([{ direction: 'desc' }]);
    expect(query.limit).toBe(1);
  });

  it('counts the fewest the same way', () => {
    const query = understoodQuery(model, 'Find the venue that staged the fewest concerts.', now);
    expect(query.orderBy).toMatchObject([{ direction: 'asc' }]);
    expect(query.limit).toBe(1);
  });

  it('leaves a superlative of a measure word ("the most recently")', () => {
    const query = understoodQuery(model, 'Which venue was booked most recently?', now);
    expect(query.orderBy).not.toMatchObject([{ kind: 'aggregate', fn: 'count' }]);
  });
});
