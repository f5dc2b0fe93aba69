import type { CsvHeadersRequest } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';
import { invalidateSources } from './invalidate';

/** Renames an uploaded CSV's columns (fixes for missing or duplicate header names). */
export function updateCsvHeaders(input: CsvHeadersRequest): Promise<Acknowledgement> {
  return api.put('db/csv-headers', input, acknowledgementSchema);
}

export const updateCsvHeadersMutationOptions = () =>
  mutationOptions({ mutationFn: updateCsvHeaders, meta: { silentError: true } });

export function useUpdateCsvHeaders(config: MutationConfig<typeof updateCsvHeaders> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateCsvHeadersMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      invalidateSources(queryClient, args[1].sourceId);
      return config.onSuccess?.(...args);
    },
  });
}
