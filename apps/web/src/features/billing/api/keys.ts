/** Query keys of the billing feature. */
export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  catalogue: () => [...billingKeys.all, 'catalogue'] as const,
  transactions: () => [...billingKeys.all, 'transactions'] as const,
};
