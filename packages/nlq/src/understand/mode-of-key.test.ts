import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Tickets coded by a lookup table of ticket kinds. */
const model = testModel({
  tables: [
    table(
      'ticket_kinds',
      ['ticket_kind_code'],
      [
        ['ticket_kind_code', 'text', 'identifier'],
        ['ticket_kind_description', 'text', 'dimension'],
      ],
    ),
    table(
      'tickets',
      ['ticket_id'],
      [
        ['ticket_id', 'integer', 'identifier'],
        ['ticket_kind_code', 'text', 'identifier'],
        ['opened_on', 'date', 'time'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'tickets',
      fromColumns: ['ticket_kind_code'],
      toTable: 'ticket_kinds',
      toColumns: ['ticket_kind_code'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});
const now = new Date('2026-11-22T12:00:00Z');

describe('understand: the most frequent value of a lookup table key', () => {
  it('counts the rows of the table recording the key', () => {
    const query = understoodQuery(
      model,
      'What is the description of the least frequent ticket kind code?',
      now,
    );
    expect(query.from.name).toBe('ticket_kinds');
    expect(query.joins.map((j) => j.table.name)).toEqual(['tickets']);
    expect(query.orderBy).toMatchObject([{ direction: 'asc' }]);
    expect(query.limit).toBe(1);
  });
});
