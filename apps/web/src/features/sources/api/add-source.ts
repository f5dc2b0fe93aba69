import {
  type AddDatabaseRequest,
  type AddSourceResponse,
  addSourceResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type MultipartOptions, postMultipart } from '../../../lib/post-multipart';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateSources } from './invalidate';

/**
 * `db/add-database` adds a source either way: a JSON body is a database connection, a multipart
 * body a data file. The server answers at once with a PENDING source and loads it in the
 * background.
 */
const ADD_SOURCE_PATH = 'db/add-database';

/** Tests a database connection and saves it as a source. */
export function addDatabaseSource(input: AddDatabaseRequest): Promise<AddSourceResponse> {
  return api.post(ADD_SOURCE_PATH, input, addSourceResponseSchema);
}

export interface AddFileSourceInput extends MultipartOptions {
  file: File;
  name?: string;
}

/** Uploads a data file, reporting the upload's progress through `onProgress`. */
export function addFileSource(input: AddFileSourceInput): Promise<AddSourceResponse> {
  const { file, name, ...options } = input;
  const body = new FormData();
  // Fields before the file: a streaming server reads them before the file's bytes.
  if (name?.trim()) body.set('name', name.trim());
  body.set('file', file);
  return postMultipart(ADD_SOURCE_PATH, body, addSourceResponseSchema, options);
}

export const addDatabaseSourceMutationOptions = () =>
  mutationOptions({ mutationFn: addDatabaseSource, meta: { silentError: true } });

export const addFileSourceMutationOptions = () =>
  mutationOptions({ mutationFn: addFileSource, meta: { silentError: true } });

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
