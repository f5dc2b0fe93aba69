import { forgotPasswordResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../lib/api';
import type { MutationConfig } from '../lib/react-query';

export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/**
 * Emails a reset code (step CONFIRM_RESET_PASSWORD_WITH_CODE): the user's own "forgot password",
 * and an admin's "send a reset link" for a member whose account is used elsewhere too.
 */
export function forgotPassword(email: string): Promise<ForgotPasswordResponse> {
  return api.post('auth/forgot-password', { email }, forgotPasswordResponseSchema);
}

export const forgotPasswordMutationOptions = () => mutationOptions({ mutationFn: forgotPassword });

export function useForgotPassword(config: MutationConfig<typeof forgotPassword> = {}) {
  return useMutation({ ...forgotPasswordMutationOptions(), ...config });
}
