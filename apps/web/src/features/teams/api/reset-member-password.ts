import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';

interface ResetMemberPasswordInput {
  teamId: string;
  userId: string;
  newPassword: string;
}

/** A team admin sets a member's password (SPEC 6). */
export function resetMemberPassword(input: ResetMemberPasswordInput): Promise<Acknowledgement> {
  const path = `teams/${encodeURIComponent(input.teamId)}/members/${encodeURIComponent(input.userId)}/reset-password`;
  return api.post(path, { newPassword: input.newPassword }, acknowledgementSchema);
}

export const resetMemberPasswordMutationOptions = () =>
  mutationOptions({ mutationFn: resetMemberPassword });

export function useResetMemberPassword(config: MutationConfig<typeof resetMemberPassword> = {}) {
  return useMutation({ ...resetMemberPasswordMutationOptions(), ...config });
}
