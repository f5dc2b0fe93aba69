import { confirmLinkResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Confirms an account from the link in the email. */
export function confirmLink(token: string): Promise<z.infer<typeof confirmLinkResponseSchema>> {
  return api.post('auth/confirm-link', { token }, confirmLinkResponseSchema);
}

export const confirmLinkMutationOptions = () => mutationOptions({ mutationFn: confirmLink });

export function useConfirmLink(config: MutationConfig<typeof confirmLink> = {}) {
  return useMutation({ ...confirmLinkMutationOptions(), ...config });
}
