import type { Transaction } from '@tabletalk/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from './tables';

/** The most payments one history shows. */
const HISTORY_LIMIT = 200;

/**
 * The organization's payments, newest first (`subscription/getTransactionHistory`): paid
 * invoices of its subscription and one-time packs, amounts in the currency's main unit.
 */
export async function listTransactions(db: Db, orgId: string): Promise<Transaction[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orgId, orgId))
    .orderBy(desc(payments.createdAt))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    description: row.description,
    amount: row.amountMinor / 100,
    currency: row.currency.toUpperCase(),
    status: row.status,
    invoiceId: row.invoiceId,
    createdAt: row.createdAt.toISOString(),
  }));
}
