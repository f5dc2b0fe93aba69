import { type Plan, plansResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/react-query';
import { billingKeys } from './keys';

/** The plans on offer (served under notification/getPlans by the original API). */
export async function getPlans(): Promise<Plan[]> {
  const result = await api.get('notification/getPlans', plansResponseSchema);
  return result.data;
}

export const getPlansQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.plans(), queryFn: getPlans, staleTime: 10 * 60_000 });

export function usePlans(config: QueryConfig<typeof getPlansQueryOptions> = {}) {
  return useQuery({ ...getPlansQueryOptions(), ...config });
}
