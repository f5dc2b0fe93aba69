import {
  type MessageResponse,
  messageResponseSchema,
  type ResetPasswordRequest,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Sets a new password with the emailed code. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api.post(
    'auth/reset-password',
    { ...body, code: body.code.trim() },
    messageResponseSchema,
  );
}

export const resetPasswordMutationOptions = () => mutationOptions({ mutationFn: resetPassword });

export function useResetPassword(config: MutationConfig<typeof resetPassword> = {}) {
  return useMutation({ ...resetPasswordMutationOptions(), ...config });
}
