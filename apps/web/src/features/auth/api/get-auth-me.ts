import { type AuthMeResponse, authMeResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/react-query';
import { authKeys } from './keys';

/** auth/me: who the token belongs to, or `tokenExpired` once the session has run out. */
export function getAuthMe(): Promise<AuthMeResponse> {
  return api.get('auth/me', authMeResponseSchema);
}

export const getAuthMeQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me(), queryFn: getAuthMe, staleTime: Infinity, retry: false });

export function useAuthMe(config: QueryConfig<typeof getAuthMeQueryOptions> = {}) {
  return useQuery({ ...getAuthMeQueryOptions(), ...config });
}
