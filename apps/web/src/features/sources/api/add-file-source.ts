import { type AddSourceResponse, addSourceResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateSources } from './invalidate';
import { type MultipartOptions, postMultipart } from './post-multipart';

export interface AddFileSourceInput extends MultipartOptions {
  file: File;
  name?: string;
}

/** Uploads a data file; the server answers at once with a PENDING source and loads it. */
export function addFileSource(input: AddFileSourceInput): Promise<AddSourceResponse> {
  const { file, name, ...options } = input;
  const body = new FormData();
  // Fields before the file: a streaming server reads them before the file's bytes.
  if (name?.trim()) body.set('name', name.trim());
  body.set('file', file);
  return postMultipart('db/add-database', body, addSourceResponseSchema, options);
}

export const addFileSourceMutationOptions = () =>
  mutationOptions({ mutationFn: addFileSource, meta: { silentError: true } });

export function useAddFileSource(config: MutationConfig<typeof addFileSource> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...addFileSourceMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      invalidateSources(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
