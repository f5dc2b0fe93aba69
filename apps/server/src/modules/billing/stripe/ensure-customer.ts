import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Organization } from '../../../core/identity';
import { lockBillingAccount } from '../billing-account';
import { billingAccounts } from '../tables';
import { callStripe, type StripeGateway } from './stripe-gateway';

/**
 * The organization's Stripe customer, created on its first purchase with the organization's id
 * in its metadata (how webhooks find the organization) and an idempotency key, so two first
 * purchases at once make one customer.
 */
export async function ensureCustomer(
  ctx: Pick<AppContext, 'db' | 'log' | 'now'>,
  gateway: StripeGateway,
  options: { org: Organization; email: string },
): Promise<string> {
  const { org } = options;
  const existing = await ctx.db.transaction((tx) => lockBillingAccount(tx, org.id));
  if (existing.stripeCustomerId) return existing.stripeCustomerId;
  const customer = await callStripe(ctx, 'customers.create', () =>
    gateway.stripe.customers.create(
      { email: options.email, name: org.name, metadata: { orgId: org.id } },
      { idempotencyKey: `customer-${org.id}` },
    ),
  );
  await ctx.db
    .update(billingAccounts)
    .set({ stripeCustomerId: customer.id, updatedAt: ctx.now() })
    .where(eq(billingAccounts.orgId, org.id));
  return customer.id;
}
