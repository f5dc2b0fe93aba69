import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';

/** Deletes the account; the password confirms it for accounts that have one. */
export function deleteAccount(password: string | undefined): Promise<Acknowledgement> {
  return api.delete('users/delete', acknowledgementSchema, { body: { password } });
}

export const deleteAccountMutationOptions = () => mutationOptions({ mutationFn: deleteAccount });

export function useDeleteAccount(config: MutationConfig<typeof deleteAccount> = {}) {
  return useMutation({ ...deleteAccountMutationOptions(), ...config });
}
