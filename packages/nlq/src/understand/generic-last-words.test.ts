import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Customers whose columns carry the table's word first: customer_phone, customer_email_address. */
const shop = testModel({
  tables: [
    table(
      'customers',
      ['customer_id'],
      [
        ['customer_id', 'integer', 'identifier'],
        ['customer_name', 'text', 'dimension'],
        ['customer_phone', 'text', 'dimension'],
        ['customer_email_address', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [],
});

describe('understand: a generic last word dropped from a name without its table word', () => {
  it('reads "email" as customer_email_address in a table of customers', () => {
    expect(shownColumns(shop, 'List the phone and email for all customers.')).toEqual([
      'customer_phone',
      'customer_email_address',
    ]);
  });
});
