import { type Member, memberResponseSchema, type Role } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { teamsKeys } from './keys';

interface UpdateMemberRoleInput {
  teamId: string;
  userId: string;
  role: Role;
}

export async function updateMemberRole({
  teamId,
  userId,
  role,
}: UpdateMemberRoleInput): Promise<Member> {
  const path = `teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(userId)}`;
  const result = await api.put(path, { role }, memberResponseSchema);
  return result.data;
}

export const updateMemberRoleMutationOptions = () =>
  mutationOptions({ mutationFn: updateMemberRole });

export function useUpdateMemberRole(config: MutationConfig<typeof updateMemberRole> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateMemberRoleMutationOptions(),
    ...config,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: teamsKeys.team(args[2].teamId) });
      return config.onSettled?.(...args);
    },
  });
}
