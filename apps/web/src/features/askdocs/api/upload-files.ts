import { type AskDocsAddFilesResponse, askDocsAddFilesResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type MultipartOptions, postMultipart } from '../../../lib/post-multipart';
import type { MutationConfig } from '../../../lib/react-query';
import { askDocsKeys } from './keys';

export interface UploadFilesInput extends MultipartOptions {
  projectId: string;
  files: readonly File[];
}

/**
 * Uploads files to a project in one multipart request, reporting the upload's progress. The
 * server keeps those whose bytes are what their names say as PENDING documents (processed in
 * the background) and answers the others as refused, with why; a failed request keeps nothing.
 */
export async function uploadFiles(
  input: UploadFilesInput,
): Promise<AskDocsAddFilesResponse['data']> {
  const { projectId, files, ...options } = input;
  const body = new FormData();
  // The project before the files: the server reads the fields as they stream in.
  body.set('projectId', projectId);
  for (const file of files) body.append('files', file, file.name);
  const result = await postMultipart(
    'ask-docs/add-ask-doc-file',
    body,
    askDocsAddFilesResponseSchema,
    options,
  );
  return result.data;
}

export const uploadFilesMutationOptions = () =>
  mutationOptions({
    mutationFn: uploadFiles,
    // The wizard shows the failure with a retry; the chosen files stay.
    meta: { silentError: true },
  });

export function useUploadFiles(config: MutationConfig<typeof uploadFiles> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...uploadFilesMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, input] = args;
      // The project's count of documents and its list both changed.
      void queryClient.invalidateQueries({ queryKey: askDocsKeys.project(input.projectId) });
      void queryClient.invalidateQueries({ queryKey: askDocsKeys.projectLists() });
      return config.onSuccess?.(...args);
    },
  });
}
