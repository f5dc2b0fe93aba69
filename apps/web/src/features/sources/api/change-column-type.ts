import {
  type ColumnTypeChange,
  type ColumnTypeRequest,
  columnTypeChangeResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateSources } from './invalidate';

/** Casts a file column to another type; the knowledge gets a new version. */
export async function changeColumnType(input: ColumnTypeRequest): Promise<ColumnTypeChange> {
  const result = await api.put('db/column-type', input, columnTypeChangeResponseSchema);
  return result.data;
}

export const changeColumnTypeMutationOptions = () =>
  mutationOptions({ mutationFn: changeColumnType, meta: { silentError: true } });

export function useChangeColumnType(config: MutationConfig<typeof changeColumnType> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeColumnTypeMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      invalidateSources(queryClient, args[1].sourceId);
      return config.onSuccess?.(...args);
    },
  });
}
