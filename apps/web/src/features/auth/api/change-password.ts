import {
  type ChangePasswordRequest,
  type MessageResponse,
  messageResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Changes the password; the server ends every session, so the caller signs out after. */
export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return api.post('change-password', body, messageResponseSchema);
}

export const changePasswordMutationOptions = () => mutationOptions({ mutationFn: changePassword });

export function useChangePassword(config: MutationConfig<typeof changePassword> = {}) {
  return useMutation({ ...changePasswordMutationOptions(), ...config });
}
