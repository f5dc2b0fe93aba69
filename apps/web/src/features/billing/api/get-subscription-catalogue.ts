import {
  type SubscriptionCatalogue,
  subscriptionCatalogueResponseSchema,
} from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { hasCode } from '../../../lib/errors';
import type { QueryConfig } from '../../../lib/react-query';
import { getPlans } from './get-plans';
import { billingKeys } from './keys';

/**
 * `v2/subscription/all`: the plans on offer, how this server takes payments (Stripe or none)
 * and the one-time packs. A server older than billing (404) has the plans only: no payments.
 */
export async function getSubscriptionCatalogue(): Promise<SubscriptionCatalogue> {
  try {
    const result = await api.get('v2/subscription/all', subscriptionCatalogueResponseSchema);
    return result.data;
  } catch (error) {
    if (!hasCode(error, 'NOT_FOUND')) throw error;
    return { plans: await getPlans(), billing: 'none', packs: [] };
  }
}

export const getSubscriptionCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.catalogue(),
    queryFn: getSubscriptionCatalogue,
    staleTime: 10 * 60_000,
  });

export function useSubscriptionCatalogue(
  config: QueryConfig<typeof getSubscriptionCatalogueQueryOptions> = {},
) {
  return useQuery({ ...getSubscriptionCatalogueQueryOptions(), ...config });
}
