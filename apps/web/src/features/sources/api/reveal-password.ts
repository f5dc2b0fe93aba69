import { decryptPasswordResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

export interface RevealPasswordInput {
  id: string;
  /** The account password of the signed-in user (the source's owner). */
  password: string;
}

/** Reveals a database source's stored password to its owner. */
export async function revealPassword(input: RevealPasswordInput): Promise<string> {
  const result = await api.post('db/decrypt-db-password', input, decryptPasswordResponseSchema);
  return result.password;
}

export const revealPasswordMutationOptions = () =>
  mutationOptions({ mutationFn: revealPassword, meta: { silentError: true } });

export function useRevealPassword(config: MutationConfig<typeof revealPassword> = {}) {
  return useMutation({ ...revealPasswordMutationOptions(), ...config });
}
