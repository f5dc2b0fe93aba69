import { selectSourceResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

type SelectSourceResponse = z.infer<typeof selectSourceResponseSchema>;

/** Remembers the source the user picked (one per user and organization) for rooms to start in. */
export function selectSource(id: string): Promise<SelectSourceResponse> {
  return api.get('db/select_source', selectSourceResponseSchema, { query: { id } });
}

export const selectSourceMutationOptions = () =>
  mutationOptions({
    mutationFn: selectSource,
    meta: { errorFallback: 'Failed to select the source' },
  });

export function useSelectSource(config: MutationConfig<typeof selectSource> = {}) {
  return useMutation({ ...selectSourceMutationOptions(), ...config });
}
