import { describe, expect, it } from 'vitest';
import { type ColumnSpec, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const id = (name: string): ColumnSpec => [name, 'integer', 'identifier'];
const day = (name: string): ColumnSpec => [name, 'date', 'time'];

/** A workshop: invoices bill leases of tools to tenants. */
const model = testModel({
  tables: [
    table(
      'lease',
      ['lease_id'],
      [
        id('lease_id'),
        ['kname', 'text', 'dimension'],
        ['city', 'text', 'dimension', ['Leeds', 'York']],
        day('start_date'),
        day('end_date'),
      ],
    ),
    table(
      'tenant',
      ['tenant_id'],
      [id('tenant_id'), id('lease_id'), ['tenant_name', 'text', 'dimension']],
    ),
    table(
      'invoice',
      ['invoice_id'],
      [id('invoice_id'), id('lease_id'), day('date_issued'), ['fee', 'decimal', 'measure']],
    ),
  ],
  relationships: [refers('invoice', 'lease_id', 'lease'), refers('tenant', 'lease_id', 'lease')],
});
const now = new Date('2026-11-22T12:00:00Z');

const read = (question: string) => understoodQuery(model, question, now);

describe('understand: a column word read in the tables in play', () => {
  it('reads "date" as the invoices\' own date rather than joining leases for theirs', () => {
    const query = read('Show the invoice id, the date and the fee of all invoices.');
    expect(query.joins).toEqual([]);
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { column: 'invoice_id' },
      { column: 'date_issued' },
      { column: 'fee' },
    ]);
  });

  it('still reads a column the word names in full in another table', () => {
    const query = read('Show the invoice id and the start date of all invoices.');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { column: 'invoice_id' },
      { column: 'start_date' },
    ]);
  });

  it('reads "name" as a table\'s own name abbreviated with a letter ("kname")', () => {
    const query = read('What are the names of leases in the city Leeds?');
    expect(query.joins).toEqual([]);
    expect(query.select.map((item) => item.expr)).toMatchObject([{ column: 'kname' }]);
  });
});
