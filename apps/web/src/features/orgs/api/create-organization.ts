import { organizationSummarySchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { orgsKeys } from './keys';

// Not yet in @tabletalk/contracts: only the new organization's id is relied on.
const createOrganizationResponseSchema = z
  .object({ data: z.object({ _id: z.string() }).loose() })
  .loose();

export interface CreatedOrganization {
  organizationId: string;
  /** The default team when the server sends the full summary; null lets the server choose. */
  teamId: string | null;
}

export async function createOrganization(name: string): Promise<CreatedOrganization> {
  const result = await api.post('orgs', { name }, createOrganizationResponseSchema);
  const summary = organizationSummarySchema.safeParse(result.data);
  const teams = summary.success ? summary.data.teams : [];
  const team = teams.find((t) => t.isDefault) ?? teams[0];
  return { organizationId: result.data._id, teamId: team?._id ?? null };
}

export const createOrganizationMutationOptions = () =>
  mutationOptions({ mutationFn: createOrganization });

export function useCreateOrganization(config: MutationConfig<typeof createOrganization> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createOrganizationMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: orgsKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}
