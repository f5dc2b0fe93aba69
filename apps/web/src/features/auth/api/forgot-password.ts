import { forgotPasswordResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Emails a reset code (step CONFIRM_RESET_PASSWORD_WITH_CODE). */
export function forgotPassword(
  email: string,
): Promise<z.infer<typeof forgotPasswordResponseSchema>> {
  return api.post('auth/forgot-password', { email }, forgotPasswordResponseSchema);
}

export const forgotPasswordMutationOptions = () => mutationOptions({ mutationFn: forgotPassword });

export function useForgotPassword(config: MutationConfig<typeof forgotPassword> = {}) {
  return useMutation({ ...forgotPasswordMutationOptions(), ...config });
}
