import { AppError } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { findBillingAccount } from '../billing-account';
import { callStripe, stripeGateway } from './stripe-gateway';

/**
 * The PDF address of one of the organization's invoices. Another customer's invoice is not
 * found, exactly like a missing one.
 * @throws AppError BILLING_DISABLED, NOT_FOUND, BILLING_FAILED.
 */
export async function invoicePdfUrl(
  ctx: AppContext,
  options: { orgId: string; invoiceId: string },
): Promise<string> {
  const gateway = stripeGateway(ctx);
  const account = await findBillingAccount(ctx.db, options.orgId);
  if (!account?.stripeCustomerId || !/^in_[\w]+$/.test(options.invoiceId)) {
    throw new AppError('NOT_FOUND');
  }
  // Only Stripe's "no such invoice" reads as not found; an outage stays BILLING_FAILED (502).
  const invoice = await callStripe(ctx, 'invoices.retrieve', () =>
    gateway.stripe.invoices.retrieve(options.invoiceId).catch((error: unknown) => {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }),
  );
  const customer = typeof invoice?.customer === 'string' ? invoice.customer : invoice?.customer?.id;
  if (!invoice?.invoice_pdf || customer !== account.stripeCustomerId) {
    throw new AppError('NOT_FOUND');
  }
  return invoice.invoice_pdf;
}
