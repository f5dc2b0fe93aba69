import {
  type ConfirmSigninRequest,
  type SigninResponse,
  signedInResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

type SignedIn = Extract<SigninResponse, { next: 'DONE' }>;

/**
 * Answers CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED (an administrator set a temporary password)
 * with the user's own new password, which completes the sign-in.
 */
export function confirmSignin(body: ConfirmSigninRequest): Promise<SignedIn> {
  return api.post('auth/confirm-signin', body, signedInResponseSchema);
}

export const confirmSigninMutationOptions = () => mutationOptions({ mutationFn: confirmSignin });

export function useConfirmSignin(config: MutationConfig<typeof confirmSignin> = {}) {
  return useMutation({ ...confirmSigninMutationOptions(), ...config });
}
