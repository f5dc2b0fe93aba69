import type {
  Plan,
  ServiceUsage,
  SubscriptionCatalogue,
  Transaction,
  UserSubscription,
} from '@tabletalk/contracts';

/* Builders of the billing contract objects for this feature's tests. */

export function buildPlan(overrides: Partial<Plan> = {}): Plan {
  const title = overrides.title ?? 'Pro';
  const type = overrides.type ?? 'Monthly';
  return {
    _id: `price_${title}_${type}`,
    title,
    type,
    priceId: `price_${title}_${type}`,
    price: 29,
    currency: 'USD',
    features: ['10 data sources', 'Files and database connections'],
    ...overrides,
  };
}

/** Basic (free), Pro and Team, monthly and yearly, as the server lists them. */
export function buildPlans(): Plan[] {
  const prices = { Basic: [0, 0], Pro: [29, 290], Team: [99, 990] } as const;
  return (['Basic', 'Pro', 'Team'] as const).flatMap((title) => [
    buildPlan({ title, type: 'Monthly', price: prices[title][0], features: [`${title} monthly`] }),
    buildPlan({ title, type: 'Yearly', price: prices[title][1], features: [`${title} yearly`] }),
  ]);
}

export function buildCatalogue(
  overrides: Partial<SubscriptionCatalogue> = {},
): SubscriptionCatalogue {
  return {
    plans: buildPlans(),
    billing: 'stripe',
    packs: [
      { kind: 'OCR_PACK', priceId: 'price_ocr', units: 1000, price: 10, currency: 'USD' },
      { kind: 'EXTRA_CREDITS', priceId: 'price_credits', units: 500, price: 15, currency: 'USD' },
    ],
    ...overrides,
  };
}

/** The owner of an organization on the default Basic plan, trial never claimed. */
export function buildSubscription(overrides: Partial<UserSubscription> = {}): UserSubscription {
  return {
    _id: 'sub1',
    plan: 'Basic',
    period: null,
    status: 'none',
    source: 'assigned',
    isTrail: false,
    isTrailAvailed: false,
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    canManageBilling: true,
    ...overrides,
  };
}

export function buildUsage(overrides: Partial<ServiceUsage> = {}): ServiceUsage {
  return {
    plan: 'Basic',
    isTrial: false,
    dataSources: { used: 0, limit: 3 },
    askDocsProjects: { used: 0, limit: 1 },
    dailyQuestions: { used: 0, limit: 20 },
    monthlyQuestions: { used: 0, limit: 300 },
    monthlyDashboards: { used: 0, limit: 3 },
    monthlyOcrPages: { used: 0, limit: 10 },
    ocrPackPages: 0,
    extraCredits: 0,
    members: { used: 1, limit: 3 },
    maxFileRows: 1_000,
    maxFileColumns: 15,
    multiSheetExcel: false,
    databaseConnections: false,
    emailSupport: false,
    ...overrides,
  };
}

export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    _id: 't1',
    kind: 'SUBSCRIPTION',
    description: 'Pro, monthly',
    amount: 29,
    currency: 'usd',
    status: 'paid',
    invoiceId: 'in_1',
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}
