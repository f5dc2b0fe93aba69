import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';

/** Turns auto-renew off: the paid plan stays until the period's end, then stops. */
export function cancelAutoRenew(): Promise<Acknowledgement> {
  return api.post('v2/subscription/cancel-auto-renew-subscription', {}, acknowledgementSchema);
}

export const cancelAutoRenewMutationOptions = () =>
  mutationOptions({
    mutationFn: cancelAutoRenew,
    meta: { errorFallback: 'Failed to cancel auto-renew' },
  });

export function useCancelAutoRenew(config: MutationConfig<typeof cancelAutoRenew> = {}) {
  return useMutation({ ...cancelAutoRenewMutationOptions(), ...config });
}
