import type { OrgSeed, SeedContext } from './context';
import { at, DAY, opaque, uuid } from './rows';

/** Prepaid balances, the billing account and its payments, plan requests, trials, notifications. */

const PAYMENTS = [
  { kind: 'SUBSCRIPTION', description: 'Pro plan, yearly', amount: 29_900 },
  { kind: 'OCR_PACK', description: 'OCR pack: 500 pages', amount: 4_900 },
  { kind: 'EXTRA_CREDITS', description: '1,000 extra questions', amount: 1_900 },
] as const;

/** A paying organization's balances and Stripe account; returns the balances. */
export function seedBilling(ctx: SeedContext, org: OrgSeed) {
  const ocrPackPages = 250 - org.index * 100;
  const extraCredits = 1_200 + org.index * 33;
  ctx.rows.add('ocr_page_balances', {
    org_id: org.id,
    pages_left: ocrPackPages,
    updated_at: at(-3 * DAY),
  });
  ctx.rows.add('question_credit_balances', {
    org_id: org.id,
    credits_left: extraCredits,
    updated_at: at(-2 * DAY),
  });
  ctx.rows.add('billing_accounts', {
    org_id: org.id,
    assigned_plan: org.plan.plan,
    stripe_customer_id: opaque('cus_', 14),
    stripe_subscription_id: opaque('sub_', 14),
    subscription_plan: org.plan.plan,
    subscription_period: org.index === 0 ? 'Yearly' : 'Monthly',
    subscription_status: 'active',
    current_period_end: at(200 * DAY),
    cancel_at_period_end: org.index === 1,
    subscription_created: at(-165 * DAY),
    updated_at: at(-DAY),
    subscription_fetched_at: at(-DAY),
  });
  for (const [i, payment] of PAYMENTS.entries()) {
    const when = at(-(30 - i) * DAY);
    ctx.rows.add('billing_events', {
      provider: 'stripe',
      event_id: opaque('evt_', 20),
      type: i === 0 ? 'invoice.paid' : 'checkout.session.completed',
      created_at: when,
    });
    ctx.rows.add('payments', {
      id: uuid(),
      org_id: org.id,
      kind: payment.kind,
      description: payment.description,
      amount_minor: payment.amount,
      currency: 'eur',
      status: i === 2 && org.index === 1 ? 'refunded' : 'paid',
      external_id: opaque('in_', 20),
      invoice_id: i === 0 ? opaque('in_', 12) : null,
      created_at: when,
    });
  }
  return { ocrPackPages, extraCredits };
}

/** A request for a bigger plan, and the trial of a Business organization's owner. */
export function seedPlanRequests(ctx: SeedContext, org: OrgSeed): void {
  ctx.rows.add('plan_requests', {
    id: uuid(),
    org_id: org.id,
    user_id: org.owner.id,
    kind: org.index === 0 ? 'SUBSCRIPTION_ENTERPRISE' : 'SUBSCRIPTION_TEAM',
    message: 'We would like single sign-on and 40 seats.',
    seats: 40 - org.index * 10,
    phone: org.index === 0 ? '+49 30 1234567' : null,
    created_at: at(-6 * DAY),
  });
  if (org.plan.plan !== 'Business') return;
  ctx.rows.add('trial_claims', {
    user_id: org.owner.id,
    org_id: org.id,
    plan: 'Business',
    price_id: 'price_business_monthly',
    started_at: at(-DAY),
    ends_at: at(14 * DAY),
  });
}

/** In-app notifications of fired alerts and ready sources, some read. */
export function seedNotifications(ctx: SeedContext, org: OrgSeed): void {
  for (let n = 0; n < 4 * org.plan.scale; n += 1) {
    const to = org.people[n % org.people.length] ?? org.owner;
    const alert = n % 2 === 0;
    ctx.rows.add('notifications', {
      id: uuid(),
      user_id: to.id,
      org_id: org.id,
      kind: alert ? 'alert.fired' : 'source.ready',
      title: alert ? 'Revenue watch fired' : 'Your source is ready',
      message: alert ? 'Revenue fell below 40,000.' : 'Sales 2025 is ready to ask.',
      link: alert ? '/dashboards' : null,
      read_by: n % 3 === 0 ? [to.id] : [],
      created_at: at(-n * 11),
    });
  }
}
