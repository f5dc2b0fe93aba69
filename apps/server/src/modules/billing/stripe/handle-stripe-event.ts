import type Stripe from 'stripe';
import type { AppContext } from '../../../context';
import { grantOcrPages, grantQuestionCredits } from '../../../core/entitlements';
import type { Db } from '../../../db/client';
import { resumeOcrPendingDocuments } from '../../askdocs';
import { billingEvents, payments } from '../tables';
import { applySubscription } from './apply-subscription';
import { findEventOrg } from './find-event-org';
import { callStripe, type StripeGateway, stripeGateway } from './stripe-gateway';

/** What an event does, worked out (and Stripe re-asked) before the transaction that applies it. */
type Effect =
  | { kind: 'subscription'; orgId: string; subscription: Stripe.Subscription; fetchedAt: Date }
  | {
      kind: 'payment';
      orgId: string;
      payment: typeof payments.$inferInsert;
      grant: { kind: 'OCR_PACK' | 'EXTRA_CREDITS'; units: number } | null;
    };

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** The subscription as Stripe has it now: events arrive late and out of order (G2). */
async function currentSubscription(
  ctx: Pick<AppContext, 'log'>,
  gateway: StripeGateway,
  id: string,
): Promise<Stripe.Subscription> {
  return callStripe(ctx, 'subscriptions.retrieve', () => gateway.stripe.subscriptions.retrieve(id));
}

async function subscriptionEffect(
  ctx: AppContext,
  gateway: StripeGateway,
  id: string,
): Promise<Effect | null> {
  const fetchedAt = ctx.now();
  const subscription = await currentSubscription(ctx, gateway, id);
  const orgId = await findEventOrg(ctx.db, subscription);
  return orgId ? { kind: 'subscription', orgId, subscription, fetchedAt } : null;
}

async function checkoutEffect(
  ctx: AppContext,
  gateway: StripeGateway,
  session: Stripe.Checkout.Session,
): Promise<Effect | null> {
  if (session.mode === 'subscription' && typeof session.subscription === 'string') {
    return subscriptionEffect(ctx, gateway, session.subscription);
  }
  const kind = session.metadata?.kind;
  const isPack = kind === 'OCR_PACK' || kind === 'EXTRA_CREDITS';
  if (session.mode !== 'payment' || session.payment_status !== 'paid' || !isPack) return null;
  const orgId = await findEventOrg(ctx.db, session);
  if (!orgId) return null;
  const quantity = Math.max(1, Number.parseInt(session.metadata?.quantity ?? '1', 10) || 1);
  const packs = ctx.env.billing.packs;
  const units = quantity * (kind === 'OCR_PACK' ? packs.ocrPages : packs.credits);
  const noun = kind === 'OCR_PACK' ? 'OCR pages' : 'question credits';
  return {
    kind: 'payment',
    orgId,
    payment: {
      orgId,
      kind,
      description: `${units.toLocaleString('en-US')} ${noun}`,
      amountMinor: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      status: 'paid',
      externalId: session.id,
      invoiceId: typeof session.invoice === 'string' ? session.invoice : null,
      createdAt: new Date(session.created * 1000),
    },
    grant: { kind, units },
  };
}

async function invoiceEffect(ctx: AppContext, invoice: Stripe.Invoice): Promise<Effect | null> {
  const orgId = invoice.id ? await findEventOrg(ctx.db, invoice) : null;
  if (!orgId || !invoice.id) return null;
  const line = invoice.lines?.data[0]?.description;
  return {
    kind: 'payment',
    orgId,
    payment: {
      orgId,
      kind: 'SUBSCRIPTION',
      description: line ?? 'Subscription',
      amountMinor: invoice.amount_paid,
      currency: invoice.currency,
      status: 'paid',
      externalId: invoice.id,
      invoiceId: invoice.id,
      createdAt: new Date(invoice.created * 1000),
    },
    grant: null,
  };
}

/** The effect of the events this server acts on; every other event is recorded and ignored. */
function effectOf(ctx: AppContext, gateway: StripeGateway, event: Stripe.Event) {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionEffect(ctx, gateway, event.data.object.id);
    case 'checkout.session.completed':
      return checkoutEffect(ctx, gateway, event.data.object);
    case 'invoice.paid':
      return invoiceEffect(ctx, event.data.object);
    default:
      return Promise.resolve(null);
  }
}

/** Applies an effect inside the event's transaction; returns an organization whose OCR can go on. */
async function applyEffect(
  ctx: AppContext,
  tx: Db,
  gateway: StripeGateway,
  effect: Effect,
): Promise<string | null> {
  if (effect.kind === 'subscription') {
    await applySubscription(ctx, tx, gateway, effect);
    return null;
  }
  const recorded = await tx
    .insert(payments)
    .values(effect.payment)
    .onConflictDoNothing({ target: payments.externalId })
    .returning({ id: payments.id });
  if (recorded.length === 0 || !effect.grant) return null;
  if (effect.grant.kind === 'OCR_PACK') {
    await grantOcrPages(tx, effect.orgId, effect.grant.units);
    return effect.orgId;
  }
  await grantQuestionCredits({ db: tx, now: ctx.now }, effect.orgId, effect.grant.units);
  return null;
}

/**
 * Applies one verified Stripe event exactly once (G2): its id is inserted in the same
 * transaction as its effect, so a replay, even five at once, finds the id and changes nothing.
 * Subscriptions are re-fetched from Stripe and the plan derived from their current state, so
 * the order events arrive in does not matter. A paid OCR pack adds its pages and the documents
 * that waited for OCR pages go on; paid extra credits are added to the organization's credits.
 * @throws AppError BILLING_FAILED when Stripe cannot be asked (Stripe then retries the event).
 */
export async function handleStripeEvent(
  ctx: AppContext,
  event: Stripe.Event,
): Promise<EventOutcome> {
  const gateway = stripeGateway(ctx);
  const effect = await effectOf(ctx, gateway, event);
  let resumeOrg: string | null = null;
  const outcome = await ctx.db.transaction(async (tx): Promise<EventOutcome> => {
    const fresh = await tx
      .insert(billingEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type, receivedAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (fresh.length === 0) return 'duplicate';
    if (!effect) return 'ignored';
    resumeOrg = await applyEffect(ctx, tx, gateway, effect);
    return 'applied';
  });
  if (resumeOrg) await resumeOcrPendingDocuments(ctx, resumeOrg);
  return outcome;
}
