import { type OrganizationSummary, organizationSummarySchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { orgsKeys } from './keys';

// Not yet in @tabletalk/contracts: GET /api/orgs is assumed to answer { data: OrganizationSummary[] }.
export const organizationsResponseSchema = z.object({ data: z.array(organizationSummarySchema) });

/** The organizations the user belongs to, each with the user's teams there. */
export async function getOrganizations(): Promise<OrganizationSummary[]> {
  const result = await api.get('orgs', organizationsResponseSchema);
  return result.data;
}

export const getOrganizationsQueryOptions = () =>
  queryOptions({ queryKey: orgsKeys.list(), queryFn: getOrganizations });

export function useOrganizations() {
  return useQuery(getOrganizationsQueryOptions());
}
