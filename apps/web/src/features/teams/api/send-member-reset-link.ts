import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';

/**
 * Emails a member a password reset link (the public forgot-password call): the way to help a
 * member whose account is also used outside this organization, which an admin may not reset.
 */
export function sendMemberResetLink(email: string): Promise<Acknowledgement> {
  return api.post('auth/forgot-password', { email }, acknowledgementSchema);
}

export const sendMemberResetLinkMutationOptions = () =>
  mutationOptions({ mutationFn: sendMemberResetLink });

export function useSendMemberResetLink(config: MutationConfig<typeof sendMemberResetLink> = {}) {
  return useMutation({ ...sendMemberResetLinkMutationOptions(), ...config });
}
