import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/*
 * The objects are the SDK's own types (`Pick`ed to the fields the stand-in fills), so a field
 * the server reads that changes shape in a new SDK version fails the typecheck here too. Ids and
 * expandable references (`customer`, `subscription`) are plain strings, as Stripe sends them
 * unexpanded.
 */

export interface StandInCustomer
  extends Pick<Stripe.Customer, 'object' | 'created' | 'email' | 'name' | 'metadata' | 'livemode'> {
  id: string;
}

export interface StandInPrice
  extends Pick<
    Stripe.Price,
    'object' | 'active' | 'currency' | 'type' | 'recurring' | 'unit_amount' | 'livemode'
  > {
  id: string;
  product: string;
}

export interface StandInSubscriptionItem
  extends Pick<
    Stripe.SubscriptionItem,
    | 'object'
    | 'created'
    | 'current_period_start'
    | 'current_period_end'
    | 'metadata'
    | 'subscription'
  > {
  id: string;
  price: StandInPrice;
  quantity: number;
}

export interface StandInSubscription
  extends Pick<
    Stripe.Subscription,
    | 'object'
    | 'created'
    | 'start_date'
    | 'status'
    | 'cancel_at_period_end'
    | 'cancel_at'
    | 'canceled_at'
    | 'ended_at'
    | 'currency'
    | 'metadata'
    | 'livemode'
  > {
  id: string;
  customer: string;
  items: { object: 'list'; data: StandInSubscriptionItem[]; has_more: boolean; url: string };
  latest_invoice: string | null;
}

export interface StandInInvoice
  extends Pick<
    Stripe.Invoice,
    | 'object'
    | 'created'
    | 'status'
    | 'currency'
    | 'amount_due'
    | 'amount_paid'
    | 'hosted_invoice_url'
    | 'livemode'
  > {
  id: string;
  customer: string;
  invoice_pdf: string;
  lines: {
    object: 'list';
    data: Pick<Stripe.InvoiceLineItem, 'id' | 'object' | 'amount' | 'description'>[];
    has_more: boolean;
    url: string;
  };
}

export interface StandInCheckoutSession
  extends Pick<
    Stripe.Checkout.Session,
    | 'object'
    | 'created'
    | 'mode'
    | 'client_reference_id'
    | 'metadata'
    | 'status'
    | 'payment_status'
    | 'amount_total'
    | 'currency'
    | 'success_url'
    | 'cancel_url'
    | 'livemode'
  > {
  id: string;
  customer: string | null;
  subscription: string | null;
  invoice: string | null;
  url: string;
  metadata: Record<string, string>;
}

/** A Stripe event around an object, as a webhook body carries it. */
export interface StandInEvent
  extends Pick<
    Stripe.Event,
    'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks' | 'request'
  > {
  type: Stripe.Event.Type;
  data: { object: unknown };
}

/** An id in Stripe's style: `cus_3f9c…`. */
export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** Stripe's clock: Unix seconds. */
export const nowS = () => Math.floor(Date.now() / 1000);
const DAY_S = 86_400;

/** A price as Stripe describes it: recurring unless its id names a pack or credits. */
export function priceObject(id: string): StandInPrice {
  const recurring = !/pack|credit/i.test(id);
  return {
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    product: `prod_${id.replace(/^price_/, '')}`,
    type: recurring ? 'recurring' : 'one_time',
    recurring: recurring
      ? {
          interval: /year/i.test(id) ? 'year' : 'month',
          interval_count: 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    unit_amount: 2900,
    livemode: false,
  };
}

/** A subscription of one item on `price`, its period a month from `created`. */
export function subscriptionObject(options: {
  customer: string;
  price: string;
  status?: Stripe.Subscription.Status;
  metadata?: Record<string, string>;
  created?: number;
}): StandInSubscription {
  const created = options.created ?? nowS();
  const id = stripeId('sub');
  return {
    id,
    object: 'subscription',
    created,
    start_date: created,
    customer: options.customer,
    status: options.status ?? 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    currency: 'usd',
    items: {
      object: 'list',
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          created,
          current_period_start: created,
          current_period_end: created + 30 * DAY_S,
          metadata: {},
          price: priceObject(options.price),
          quantity: 1,
          subscription: id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    metadata: options.metadata ?? {},
    livemode: false,
  };
}

/** A paid invoice of one line. */
export function invoiceObject(options: {
  customer: string;
  amountPaid: number;
  description?: string;
}): StandInInvoice {
  const id = stripeId('in');
  return {
    id,
    object: 'invoice',
    created: nowS(),
    customer: options.customer,
    status: 'paid',
    currency: 'usd',
    amount_due: options.amountPaid,
    amount_paid: options.amountPaid,
    invoice_pdf: `https://pay.stripe.com/invoice/acct_standin/${id}/pdf`,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_standin/${id}`,
    lines: {
      object: 'list',
      data: [
        {
          id: stripeId('il'),
          object: 'line_item',
          amount: options.amountPaid,
          description: options.description ?? '1 × Pro (at $29.00 / month)',
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
  };
}
