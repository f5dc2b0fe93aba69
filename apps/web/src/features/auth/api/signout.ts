import { type MessageResponse, messageResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Ends the session on the server; a 401 here must not start a refresh just to sign out. */
export function signout(): Promise<MessageResponse> {
  return api.post('auth/signout', {}, messageResponseSchema, { refreshOnUnauthorized: false });
}

export const signoutMutationOptions = () => mutationOptions({ mutationFn: signout });

export function useSignout(config: MutationConfig<typeof signout> = {}) {
  return useMutation({ ...signoutMutationOptions(), ...config });
}
