import { z } from 'zod';
import { idSchema } from './common';
import {
  billingPeriodSchema,
  paymentKindSchema,
  planNameSchema,
  planRequestKindSchema,
} from './enums';
import { planSchema } from './notifications';

/** How this server takes payments: none (plans assigned by an administrator) or Stripe. */
export const billingProviderSchema = z.enum(['none', 'stripe']);
export type BillingProvider = z.infer<typeof billingProviderSchema>;

/** `GET v2/subscription/all`: the plan catalogue (the same offers as `notification/getPlans`). */
export const subscriptionCatalogueResponseSchema = z.object({
  data: z.object({
    plans: z.array(planSchema),
    /** Whether upgrades go through a payment page (Stripe) or a request to the team (none). */
    billing: billingProviderSchema,
    /** One-time purchases on offer (empty without a payment provider). */
    packs: z.array(
      z.object({
        kind: z.enum(['OCR_PACK', 'EXTRA_CREDITS']),
        priceId: z.string(),
        /** OCR pages or question credits one pack adds. */
        units: z.number().int(),
        price: z.number(),
        currency: z.string(),
      }),
    ),
  }),
});
export type SubscriptionCatalogue = z.infer<typeof subscriptionCatalogueResponseSchema>['data'];

/**
 * A person's subscription as `users/me` and `subscription/user/{id}` show it. `isTrail` and
 * `isTrailAvailed` keep the spec's spelling: a Pro trial is running, and one was ever claimed.
 */
export const userSubscriptionSchema = z.object({
  _id: z.string(),
  /** The plan in force for the organization now (the trial's while it runs). */
  plan: planNameSchema,
  period: billingPeriodSchema.nullable(),
  status: z.enum(['active', 'trialing', 'past_due', 'canceled', 'none']),
  /** Who decides the plan: a paid subscription, the Pro trial, or the administrator / default. */
  source: z.enum(['stripe', 'trial', 'assigned']),
  isTrail: z.boolean(),
  isTrailAvailed: z.boolean(),
  trialEndsAt: z.string().nullable(),
  /** When a paid period ends (renews, or stops when auto-renew is off). */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Whether the caller may change the plan and pay (`billing.manage`, the owner). */
  canManageBilling: z.boolean(),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

export const userSubscriptionResponseSchema = z.object({ data: userSubscriptionSchema });

/** `{id}` of `subscription/user/{id}`: the person whose subscription (only oneself). */
export const userSubscriptionParamsSchema = z.object({ id: idSchema });

/** `POST subscription/pro-trial`: the Pro Monthly price the trial is claimed against (SPEC 9). */
export const proTrialRequestSchema = z.object({ priceId: z.string().trim().min(1).max(200) });
export type ProTrialRequest = z.infer<typeof proTrialRequestSchema>;

/**
 * `POST v2/subscription/create-checkout-session` (and the older `createSubscription`,
 * `createSubscription-pro`, `plan-subscription`): a plan's price, or a one-time pack's with a
 * quantity.
 */
export const checkoutRequestSchema = z.object({
  priceId: z.string().trim().min(1).max(200),
  quantity: z.number().int().min(1).max(100).default(1),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Where to send the browser: Stripe Checkout or the Customer Portal. */
export const redirectResponseSchema = z.object({
  data: z.object({ url: z.string(), sessionId: z.string().optional() }),
});
export type RedirectResponse = z.infer<typeof redirectResponseSchema>['data'];

/** `POST subscription/updateStripeMetadata`: metadata on the organization's own customer. */
export const updateStripeMetadataRequestSchema = z.object({
  customerId: z.string().trim().min(1).max(200),
  metadata: z
    .record(z.string().max(40), z.string().max(500))
    .refine((m) => Object.keys(m).length <= 20, 'At most 20 metadata keys.'),
});
export type UpdateStripeMetadataRequest = z.infer<typeof updateStripeMetadataRequestSchema>;

/** Payment kinds: the spec's two, and the one-time packs. */
export const transactionKindSchema = z.union([
  paymentKindSchema,
  z.enum(['OCR_PACK', 'EXTRA_CREDITS']),
]);

/** One row of `subscription/getTransactionHistory`: a paid invoice or a one-time purchase. */
export const transactionSchema = z.object({
  _id: z.string(),
  kind: transactionKindSchema,
  description: z.string(),
  /** In the currency's main unit (dollars). */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'refunded', 'failed']),
  /** The invoice whose PDF `v2/subscription/invoice-pdf?invoiceId=` opens, when there is one. */
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionHistoryResponseSchema = z.object({ data: z.array(transactionSchema) });

/** `GET v2/subscription/invoice-pdf?invoiceId=`. */
export const invoicePdfQuerySchema = z.object({ invoiceId: z.string().trim().min(1).max(200) });

/** `POST contact-us/subscription-create`: a request for the Team or Enterprise plan. */
export const planRequestSchema = z.object({
  kind: planRequestKindSchema,
  message: z.string().trim().max(2000).default(''),
  /** How many people would use it (helps the offer). */
  seats: z.number().int().min(1).max(100_000).optional(),
  phone: z.string().trim().max(40).optional(),
});
export type PlanRequest = z.input<typeof planRequestSchema>;
