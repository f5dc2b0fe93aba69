import { type SignupStatusResponse, signupStatusResponseSchema } from '@tabletalk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authKeys } from './keys';

/** Whether a pending sign-up was confirmed (e.g. by the email link in another tab). */
export function getSignupStatus(
  signupId: string,
  inviteToken?: string,
): Promise<SignupStatusResponse> {
  return api.post('auth/signup-status', { signupId, inviteToken }, signupStatusResponseSchema);
}

export const getSignupStatusQueryOptions = (signupId: string) =>
  queryOptions({
    queryKey: authKeys.signupStatus(signupId),
    queryFn: () => getSignupStatus(signupId),
  });
