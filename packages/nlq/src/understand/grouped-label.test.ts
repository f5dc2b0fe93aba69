import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = shopModel();

describe('the columns a grouped table is shown by', () => {
  it('shows the key the question names instead of adding the label', () => {
    const answer = understand({
      model,
      question: 'Show the customer id and the number of orders for each customer',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    const shown = answer.query.select.map((item) =>
      item.expr.kind === 'column' ? item.expr.column : item.expr.kind,
    );
    expect(shown).toEqual(['customer_id', 'aggregate']);
  });

  it('still shows the label when the question names no column of the grouped rows', () => {
    const answer = understand({ model, question: 'the number of orders for each customer' });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select.map((item) => item.expr)).toContainEqual(
      expect.objectContaining({ column: 'name' }),
    );
  });
});
