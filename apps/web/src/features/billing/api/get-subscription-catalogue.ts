import {
  type SubscriptionCatalogue,
  subscriptionCatalogueResponseSchema,
} from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/react-query';
import { billingKeys } from './keys';

/**
 * `v2/subscription/all`: the plans on offer, how this server takes payments (Stripe or none)
 * and the one-time packs.
 */
export async function getSubscriptionCatalogue(): Promise<SubscriptionCatalogue> {
  const result = await api.get('v2/subscription/all', subscriptionCatalogueResponseSchema);
  return result.data;
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
