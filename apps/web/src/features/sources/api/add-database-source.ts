import {
  type AddDatabaseRequest,
  type AddSourceResponse,
  addSourceResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateSources } from './invalidate';

/**
 * Tests a database connection and saves it as a source; the server answers at once with a
 * PENDING source and reads the schema in the background.
 */
export function addDatabaseSource(input: AddDatabaseRequest): Promise<AddSourceResponse> {
  return api.post('db/add-database', input, addSourceResponseSchema);
}

export const addDatabaseSourceMutationOptions = () =>
  mutationOptions({ mutationFn: addDatabaseSource, meta: { silentError: true } });

export function useAddDatabaseSource(config: MutationConfig<typeof addDatabaseSource> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...addDatabaseSourceMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      invalidateSources(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
