import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Payments of a few coded types, described in a reference table; stores in cities. */
const payments = testModel({
  tables: [
    table(
      'ref_payment_types',
      ['payment_type_code'],
      [
        ['payment_type_code', 'text', 'identifier', ['CASH', 'CARD', 'WIRE']],
        ['payment_type_description', 'text', 'dimension'],
      ],
    ),
    table(
      'payments',
      ['payment_id'],
      [
        ['payment_id', 'integer', 'identifier'],
        ['payment_type_code', 'text', 'dimension', ['CASH', 'CARD', 'WIRE']],
        ['amount', 'decimal', 'measure'],
      ],
    ),
    table(
      'stores',
      ['store_id'],
      [
        ['store_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['city', 'text', 'dimension', ['Paris', 'Lyon', 'Nice']],
        ['country', 'text', 'dimension', ['France', 'Spain']],
      ],
    ),
  ],
  relationships: [refers('payments', 'payment_type_code', 'ref_payment_types')],
});

describe('understand: a shown column the question fixes to one value', () => {
  it('is not shown beside the column asked', () => {
    expect(shownColumns(payments, 'Show the description of payment type with code CASH.')).toEqual([
      'payment_type_description',
    ]);
  });

  it('stays when the question lists it among the columns to show', () => {
    expect(
      shownColumns(payments, 'Show the name, city and country of the stores in the city of Paris.'),
    ).toEqual(['name', 'city', 'country']);
  });
});

describe('understand: a key said after another column of its table with "of"', () => {
  it('names the rows the column is asked of, grouped by their key', () => {
    expect(
      shownColumns(
        payments,
        'Show the description of the payment type that occurs most frequently.',
        { qualified: true },
      ),
    ).toEqual(['ref_payment_types.payment_type_description']);
  });
});
