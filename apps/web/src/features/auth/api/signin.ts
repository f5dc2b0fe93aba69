import {
  AppError,
  type SigninRequest,
  type SigninResponse,
  signinResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { sessionStore } from '../../../lib/session';

/**
 * Signs in with email and password. Rejected before any request when someone is already signed
 * in here (SPEC 5), e.g. from another tab.
 */
export async function signin(body: SigninRequest): Promise<SigninResponse> {
  if (sessionStore.get().auth.token) throw new AppError('ALREADY_SIGNED_IN');
  return api.post('auth/signin', body, signinResponseSchema);
}

export const signinMutationOptions = () => mutationOptions({ mutationFn: signin });

export function useSignin(config: MutationConfig<typeof signin> = {}) {
  return useMutation({ ...signinMutationOptions(), ...config });
}
