import { type MeResponse, meResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/react-query';
import { usersKeys } from './keys';

export type Me = MeResponse['data'];

/** users/me: the user, their permissions and plan usage in the selected scope, and their orgs. */
export async function getMe(): Promise<Me> {
  const result = await api.get('users/me', meResponseSchema);
  return result.data;
}

export const getMeQueryOptions = () => queryOptions({ queryKey: usersKeys.me(), queryFn: getMe });

export function useMe(config: QueryConfig<typeof getMeQueryOptions> = {}) {
  return useQuery({ ...getMeQueryOptions(), ...config });
}
