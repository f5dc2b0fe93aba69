import type { SemanticTable } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { type ColumnSpec, keyed, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const id = (name: string): ColumnSpec => [name, 'integer', 'identifier'];

/** Ledger entries declare no key; `entry_id` holds a different value on each row all the same. */
function ledgerEntries(): SemanticTable {
  const built = table(
    'ledger_entries',
    [],
    [id('entry_id'), id('account_id'), ['entry_amount', 'decimal', 'measure']],
  );
  const unique = (name: string) => name === 'entry_id';
  return {
    ...built,
    columns: built.columns.map((c) =>
      unique(c.name) ? { ...c, stats: { ...c.stats, distinctCount: built.rowCount } } : c,
    ),
  };
}

/** A bank: ledger entries of accounts. */
const model = testModel({
  tables: [keyed('accounts', 'account_id', [['opened', 'date', 'time']]), ledgerEntries()],
  relationships: [refers('ledger_entries', 'account_id', 'accounts')],
});
const now = new Date('2026-11-22T12:00:00Z');

const read = (question: string) => understoodQuery(model, question, now);

describe('understand: "the ids of X" is the key of X', () => {
  it("reads the ids of ledger entries as their own key, not their account's", () => {
    const query = read(
      'Show ids for all ledger entries whose amounts are greater than the average.',
    );
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { table: 'ledger_entries', column: 'entry_id' },
    ]);
  });
});
