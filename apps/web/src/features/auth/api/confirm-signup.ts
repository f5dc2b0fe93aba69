import {
  type ConfirmSignupRequest,
  type ConfirmSignupResponse,
  confirmSignupResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Confirms an account with the emailed code; the code is trimmed (SPEC 5). */
export function confirmSignup(body: ConfirmSignupRequest): Promise<ConfirmSignupResponse> {
  return api.post(
    'auth/confirm-signup',
    { ...body, code: body.code.trim() },
    confirmSignupResponseSchema,
  );
}

export const confirmSignupMutationOptions = () => mutationOptions({ mutationFn: confirmSignup });

export function useConfirmSignup(config: MutationConfig<typeof confirmSignup> = {}) {
  return useMutation({ ...confirmSignupMutationOptions(), ...config });
}
