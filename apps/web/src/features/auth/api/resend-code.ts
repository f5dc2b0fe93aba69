import { type MessageResponse, messageResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Sends a new confirmation code; answers 'Code sent successfully'. */
export function resendCode(email: string): Promise<MessageResponse> {
  return api.post('auth/resend-code', { email }, messageResponseSchema);
}

export const resendCodeMutationOptions = () => mutationOptions({ mutationFn: resendCode });

export function useResendCode(config: MutationConfig<typeof resendCode> = {}) {
  return useMutation({ ...resendCodeMutationOptions(), ...config });
}
