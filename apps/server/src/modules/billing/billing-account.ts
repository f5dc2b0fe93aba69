import { eq } from 'drizzle-orm';
import { organizations } from '../../core/identity';
import type { Db } from '../../db/client';
import { billingAccounts } from './tables';

export type BillingAccount = typeof billingAccounts.$inferSelect;

/**
 * The organization's billing account, created on first use with its present plan as the
 * assigned one (an organization older than billing, or one never billed, has only that). Takes
 * the row lock, so the caller's transaction changes it alone until it commits.
 * @throws Error when the organization does not exist.
 */
export async function lockBillingAccount(tx: Db, orgId: string): Promise<BillingAccount> {
  const [org] = await tx
    .select({ plan: organizations.plan })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw new Error(`Organization ${orgId} was not found.`);
  await tx
    .insert(billingAccounts)
    .values({ orgId, assignedPlan: org.plan })
    .onConflictDoNothing({ target: billingAccounts.orgId });
  const [account] = await tx
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.orgId, orgId))
    .for('update');
  if (!account) throw new Error(`The billing account of ${orgId} was not created.`);
  return account;
}

/** The organization's billing account, or null before its first billing change. */
export async function findBillingAccount(db: Db, orgId: string): Promise<BillingAccount | null> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.orgId, orgId));
  return row ?? null;
}
