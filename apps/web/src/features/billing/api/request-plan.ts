import type { PlanRequest } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';

/** Asks the team for the Team or Enterprise plan (the way up on a server without payments). */
export function requestPlan(input: PlanRequest): Promise<Acknowledgement> {
  return api.post('contact-us/subscription-create', input, acknowledgementSchema);
}

/** The form shows the refusal itself and keeps what was typed. */
export const requestPlanMutationOptions = () =>
  mutationOptions({ mutationFn: requestPlan, meta: { silentError: true } });

export function useRequestPlan(config: MutationConfig<typeof requestPlan> = {}) {
  return useMutation({ ...requestPlanMutationOptions(), ...config });
}
