import { type RedirectResponse, redirectResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** The Stripe Customer Portal (card, invoices, plan) of the organization: where to send the browser. */
export async function createCustomerPortal(): Promise<RedirectResponse> {
  const result = await api.post(
    'v2/subscription/create-customer-portal',
    {},
    redirectResponseSchema,
  );
  return result.data;
}

export const createCustomerPortalMutationOptions = () =>
  mutationOptions({
    mutationFn: createCustomerPortal,
    meta: { errorFallback: 'Failed to open the billing portal' },
  });

export function useCreateCustomerPortal(config: MutationConfig<typeof createCustomerPortal> = {}) {
  return useMutation({ ...createCustomerPortalMutationOptions(), ...config });
}
