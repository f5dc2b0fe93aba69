import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Invoices and the ledger entries paying them, each named by its payment key. */
const model = testModel({
  tables: [
    keyed('invoices', 'invoice_id', [
      ['invoice_date', 'date', 'time'],
      ['invoice_total', 'decimal', 'measure'],
    ]),
    keyed('ledger_entries', 'payment_id', [
      ['invoice_id', 'integer', 'identifier'],
      ['paid_amount', 'decimal', 'measure'],
    ]),
  ],
  relationships: [refers('ledger_entries', 'invoice_id', 'invoices')],
});
const now = new Date('2026-11-27T12:00:00Z');

describe('understand: "the largest number of" a key of another table', () => {
  it('counts that table\'s rows for each row shown ("the invoice with the most number of payments")', () => {
    const query = understoodQuery(
      model,
      'What is the date of the invoice with the greatest number of payments?',
      now,
    );
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'count' }, direction: 'desc' },
    ]);
    expect(query.limit).toBe(1);
  });

  it('leaves the key of the table just named to name its rows ("the ledger entry with the largest number of payments")', () => {
    const query = understoodQuery(
      model,
      'Which ledger entry has the largest number of payments?',
      now,
    );
    expect(query.orderBy).not.toMatchObject([{ expr: { kind: 'aggregate', fn: 'count' } }]);
  });
});
