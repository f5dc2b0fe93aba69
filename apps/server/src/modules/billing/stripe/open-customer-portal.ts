import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { findBillingAccount } from '../billing-account';
import { callStripe, stripeGateway } from './stripe-gateway';

/**
 * A Stripe Customer Portal session for the organization's customer (invoices, card, plan
 * changes), returning to the plan page.
 * @throws AppError BILLING_DISABLED, NOT_FOUND before the first purchase, BILLING_FAILED.
 */
export async function openCustomerPortal(
  ctx: AppContext,
  options: { orgId: string },
): Promise<{ url: string }> {
  const gateway = stripeGateway(ctx);
  const account = await findBillingAccount(ctx.db, options.orgId);
  if (!account?.stripeCustomerId) {
    throw new AppError('NOT_FOUND', { message: 'There is no billing account to manage yet.' });
  }
  const customer = account.stripeCustomerId;
  const session = await callStripe(ctx, 'billingPortal.sessions.create', () =>
    gateway.stripe.billingPortal.sessions.create({
      customer,
      return_url: `${ctx.env.publicUrl}/settings/plan`,
    }),
  );
  return { url: session.url };
}
