import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from '../../core/identity/tables';
import { at, createdAt, id } from '../../db/columns';

/**
 * An organization's billing standing, from which its plan (`organizations.plan`) is derived
 * (`derivePlan`): the plan an administrator assigned (or the instance's `DEFAULT_PLAN` at
 * creation), the paid subscription when there is one, and the Pro trial while it runs. Keeping
 * the three apart means a trial or a lapsed subscription ends by recomputing, never by guessing
 * what the plan was before.
 */
export const billingAccounts = pgTable('billing_accounts', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The plan without a subscription or trial: set by the `set-plan` command. */
  assignedPlan: text('assigned_plan').notNull(),
  stripeCustomerId: text('stripe_customer_id').unique(),
  /** The paid subscription as Stripe last described it (re-fetched on every event, G2). */
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  subscriptionPlan: text('subscription_plan'),
  subscriptionPeriod: text('subscription_period', { enum: ['Monthly', 'Yearly'] }),
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete… */
  subscriptionStatus: text('subscription_status'),
  currentPeriodEnd: at('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /**
   * Stripe's `created` of the subscription object last applied: a subscription replaced by a
   * newer one is never brought back by a late event about the old one.
   */
  subscriptionCreated: at('subscription_created'),
  /**
   * When the subscription on record was asked of Stripe (the request's start): two events
   * handled at once each re-fetch it, and the answer read earlier never overwrites the later.
   */
  subscriptionFetchedAt: at('subscription_fetched_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The Pro trial, one per person ever (SPEC 4: `isTrailAvailed`), for the organization it was
 * claimed in; `organizations.trial_ends_at` mirrors `endsAt` while it runs.
 */
export const trialClaims = pgTable('trial_claims', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orgId: uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  priceId: text('price_id').notNull(),
  startedAt: at('started_at').notNull(),
  endsAt: at('ends_at').notNull(),
});

/**
 * Money taken: paid invoices of a subscription and one-time packs (`getTransactionHistory`).
 * `externalId` (the Stripe invoice or Checkout session) is unique, so a replayed event cannot
 * record a payment twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['SUBSCRIPTION', 'EMAIL_SUPPORT', 'OCR_PACK', 'EXTRA_CREDITS'],
    }).notNull(),
    description: text('description').notNull(),
    /** In the currency's smallest unit (cents). */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'refunded', 'failed'] }).notNull(),
    externalId: text('external_id').notNull(),
    invoiceId: text('invoice_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_external_idx').on(t.externalId),
    index('payments_org_idx').on(t.orgId, t.createdAt),
  ],
);

/**
 * Webhook events already applied (G2): the id is inserted in the same transaction as the
 * event's effect, so a replay (Stripe retries for days, sometimes concurrently) applies once.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Requests for the Team or Enterprise plan (`contact-us/subscription-create`). */
export const planRequests = pgTable(
  'plan_requests',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['SUBSCRIPTION_TEAM', 'SUBSCRIPTION_ENTERPRISE'] }).notNull(),
    message: text('message').notNull(),
    seats: integer('seats'),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [index('plan_requests_org_idx').on(t.orgId, t.createdAt)],
);
