import { describe, expect, it } from 'vitest';
import { keyed, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Sales staff, some with a commission rate. */
const model = testModel({
  tables: [
    keyed('seller', 'seller_id', [
      ['seller_name', 'text', 'dimension'],
      ['commission_rate', 'decimal', 'measure'],
    ]),
  ],
  relationships: [],
});
const now = new Date('2026-11-27T12:00:00Z');

describe('understand: "with null" before a column', () => {
  it('keeps the rows where the column has no value, without showing it', () => {
    const query = understoodQuery(
      model,
      'List the names of sellers with null commission rates.',
      now,
    );
    expect(query.where).toMatchObject([{ kind: 'null', negate: false }]);
    expect(query.select.map((item) => item.expr)).toMatchObject([{ column: 'seller_name' }]);
  });
});
