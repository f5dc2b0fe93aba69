import {
  type CheckoutRequest,
  type RedirectResponse,
  redirectResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/**
 * Opens a Stripe Checkout for a plan's price, or a pack's with a quantity; the browser then goes
 * to `url`. Refused with BILLING_DISABLED (409) on a server without payments.
 */
export async function createCheckoutSession(input: CheckoutRequest): Promise<RedirectResponse> {
  const result = await api.post(
    'v2/subscription/create-checkout-session',
    input,
    redirectResponseSchema,
  );
  return result.data;
}

export const createCheckoutSessionMutationOptions = () =>
  mutationOptions({
    mutationFn: createCheckoutSession,
    meta: { errorFallback: 'Failed to open the payment page' },
  });

export function useCreateCheckoutSession(
  config: MutationConfig<typeof createCheckoutSession> = {},
) {
  return useMutation({ ...createCheckoutSessionMutationOptions(), ...config });
}
