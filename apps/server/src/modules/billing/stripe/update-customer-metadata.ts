import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { findBillingAccount } from '../billing-account';
import { callStripe, stripeGateway } from './stripe-gateway';

/** Metadata the server itself relies on: webhooks find the organization by it. */
const RESERVED_KEYS = new Set(['orgId']);

/**
 * Sets metadata on the organization's own Stripe customer (`updateStripeMetadata`): another
 * customer id is not found, and the server's own keys cannot be changed.
 * @throws AppError BILLING_DISABLED, NOT_FOUND, VALIDATION_FAILED, BILLING_FAILED.
 */
export async function updateCustomerMetadata(
  ctx: AppContext,
  options: { orgId: string; customerId: string; metadata: Record<string, string> },
): Promise<void> {
  const gateway = stripeGateway(ctx);
  const account = await findBillingAccount(ctx.db, options.orgId);
  if (!account?.stripeCustomerId || account.stripeCustomerId !== options.customerId) {
    throw new AppError('NOT_FOUND');
  }
  const reserved = Object.keys(options.metadata).filter((key) => RESERVED_KEYS.has(key));
  if (reserved.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: `These metadata keys are kept by Tabletalk: ${reserved.join(', ')}.`,
    });
  }
  await callStripe(ctx, 'customers.update', () =>
    gateway.stripe.customers.update(options.customerId, { metadata: options.metadata }),
  );
}
