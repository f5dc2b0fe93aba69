import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Tickets and their log, whose status codes are also verbs ('Reported', 'Closed'). */
const model = testModel({
  tables: [
    table(
      'tickets',
      ['ticket_id'],
      [
        ['ticket_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['date_reported', 'date', 'time'],
      ],
    ),
    table(
      'ticket_log',
      ['log_id'],
      [
        ['log_id', 'integer', 'identifier'],
        ['ticket_id', 'integer', 'identifier'],
        ['status_code', 'text', 'dimension', ['Reported', 'Closed']],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'ticket_log',
      fromColumns: ['ticket_id'],
      toTable: 'tickets',
      toColumns: ['ticket_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});
const now = new Date('2026-01-01T00:00:00Z');

describe('a past participle before a preposition', () => {
  it('reads "reported before" as what happened to the rows, not a status value', () => {
    const query = understoodQuery(model, 'Which tickets were reported before 2020-06-01?', now);
    expect(JSON.stringify(query.where)).not.toContain('Reported');
    expect(JSON.stringify(query.where)).not.toContain('ticket_log');
  });

  it('keeps the status value when the word closes the question', () => {
    const query = understoodQuery(model, 'How many tickets were reported?', now);
    expect(JSON.stringify(query.where)).toContain('Reported');
  });
});
