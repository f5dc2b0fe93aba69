import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';

/** Starts the Pro trial against the Pro Monthly plan's price (SPEC 4, 9). */
export function claimProTrial(priceId: string): Promise<Acknowledgement> {
  return api.post('subscription/pro-trial', { priceId }, acknowledgementSchema);
}

export const claimProTrialMutationOptions = () =>
  mutationOptions({ mutationFn: claimProTrial, meta: { silentError: true } });

export function useClaimProTrial(config: MutationConfig<typeof claimProTrial> = {}) {
  return useMutation({ ...claimProTrialMutationOptions(), ...config });
}
