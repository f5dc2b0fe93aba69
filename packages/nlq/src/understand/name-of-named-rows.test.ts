import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** Banks (whose name column is "bname") lending to customers, who have a name column. */
const model = testModel({
  tables: [
    keyed('bank', 'branch_id', [
      ['bname', 'text', 'dimension'],
      ['city', 'text', 'dimension'],
    ]),
    keyed('customer', 'cust_id', [
      ['cust_name', 'text', 'dimension'],
      ['credit_score', 'integer', 'measure'],
    ]),
    keyed('loan', 'loan_id', [
      ['branch_id', 'integer', 'identifier'],
      ['cust_id', 'integer', 'identifier'],
      ['amount', 'decimal', 'measure'],
    ]),
  ],
  relationships: [refers('loan', 'branch_id', 'bank'), refers('loan', 'cust_id', 'customer')],
});

describe('"name" said of a table with no column called a name', () => {
  it("is that table's label, not the name of other rows the question names", () => {
    expect(
      shownColumns(
        model,
        'What are the names of banks that have loaned money to customers with credit scores below 100?',
        { qualified: true },
      ),
    ).toEqual(['bank.bname']);
  });
});
