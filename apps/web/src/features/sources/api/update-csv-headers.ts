import { type CsvHeadersRequest, sourceStatusResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateSources } from './invalidate';

type SourceStatusResponse = z.infer<typeof sourceStatusResponseSchema>;

/**
 * Renames a loaded CSV's columns; the server loads the file again with them (the source goes
 * PENDING). Refused with SOURCE_NOT_READY while the source is still loading.
 */
export function updateCsvHeaders(input: CsvHeadersRequest): Promise<SourceStatusResponse> {
  return api.put('db/csv-headers', input, sourceStatusResponseSchema);
}

export const updateCsvHeadersMutationOptions = () =>
  mutationOptions({
    mutationFn: updateCsvHeaders,
    meta: { errorFallback: 'Column names could not be changed' },
  });

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
