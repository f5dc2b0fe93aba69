import { profileResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { usersKeys } from './keys';

export type Profile = z.infer<typeof profileResponseSchema>['data'];

export async function getProfile(): Promise<Profile> {
  const result = await api.get('users/profile', profileResponseSchema);
  return result.data;
}

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: usersKeys.profile(), queryFn: getProfile });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
