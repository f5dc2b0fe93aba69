import { disableEmbedsResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Disables every embed of a dashboard: their links stop working at once. */
export async function disableEmbeds(dashboardId: string) {
  return api.delete(
    `dashboard/embed/${encodeURIComponent(dashboardId)}`,
    disableEmbedsResponseSchema,
  );
}

export const disableEmbedsMutationOptions = () =>
  mutationOptions({
    mutationFn: disableEmbeds,
    meta: { errorFallback: 'Failed to disable the embeds' },
  });

export function useDisableEmbeds(config: MutationConfig<typeof disableEmbeds> = {}) {
  return useMutation({ ...disableEmbedsMutationOptions(), ...config });
}
