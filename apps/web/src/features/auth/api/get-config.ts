import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { authKeys } from './keys';

// Not yet in @tabletalk/contracts; mirrors the server's GET /api/config response.
export const publicConfigSchema = z.object({
  gtmId: z.string().nullable(),
  blockDevtools: z.boolean(),
  disableConsole: z.boolean(),
  googleSignIn: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The public settings needed before sign-in (tag manager, Google button, guards). */
export function getConfig(): Promise<PublicConfig> {
  return api.get('config', publicConfigSchema);
}

export const getConfigQueryOptions = () =>
  queryOptions({ queryKey: authKeys.config(), queryFn: getConfig, staleTime: Infinity });

export function useConfig() {
  return useQuery(getConfigQueryOptions());
}
