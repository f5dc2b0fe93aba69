import { eq } from 'drizzle-orm';
import { organizations } from '../../../core/identity';
import type { Db } from '../../../db/client';
import { billingAccounts } from '../tables';

type CustomerRef = string | { id: string } | null | undefined;

/**
 * The organization a Stripe object belongs to: the one whose account holds its customer, else
 * the `orgId` this server wrote into its metadata (a customer's first subscription), if that
 * organization exists. Null for objects that are not ours.
 */
export async function findEventOrg(
  db: Db,
  object: { customer?: CustomerRef; metadata?: Record<string, string> | null },
): Promise<string | null> {
  const customer = typeof object.customer === 'string' ? object.customer : object.customer?.id;
  if (customer) {
    const [account] = await db
      .select({ orgId: billingAccounts.orgId })
      .from(billingAccounts)
      .where(eq(billingAccounts.stripeCustomerId, customer));
    if (account) return account.orgId;
  }
  const orgId = object.metadata?.orgId;
  if (!orgId || !/^[0-9a-f-]{36}$/i.test(orgId)) return null;
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.id ?? null;
}
