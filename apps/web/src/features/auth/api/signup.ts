import {
  type SignupRequest,
  type SignupResponse,
  signupResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Registers an account; the server always answers CONFIRM_SIGN_UP (no email enumeration). */
export function signup(body: SignupRequest): Promise<SignupResponse> {
  return api.post('auth/signup', body, signupResponseSchema);
}

export const signupMutationOptions = () => mutationOptions({ mutationFn: signup });

export function useSignup(config: MutationConfig<typeof signup> = {}) {
  return useMutation({ ...signupMutationOptions(), ...config });
}
