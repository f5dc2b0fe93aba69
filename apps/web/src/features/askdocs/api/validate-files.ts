import {
  type AskDocsFileCheck,
  type AskDocsValidateFilesRequest,
  askDocsValidateFilesResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/**
 * Checks chosen files by name and size before any byte is sent: a kind Ask Docs reads, not
 * empty, within the upload limit. Answers a verdict per file, in the order sent, with the
 * server's reason for each refused one. The upload checks the bytes themselves again.
 */
export async function validateFiles(
  input: AskDocsValidateFilesRequest,
): Promise<AskDocsFileCheck[]> {
  const result = await api.post(
    'ask-docs/add-ask-doc-file-validate',
    input,
    askDocsValidateFilesResponseSchema,
  );
  return result.data;
}

export const validateFilesMutationOptions = () =>
  mutationOptions({
    mutationFn: validateFiles,
    // The wizard shows the failure beside the files, with a retry.
    meta: { silentError: true },
  });

export function useValidateFiles(config: MutationConfig<typeof validateFiles> = {}) {
  return useMutation({ ...validateFilesMutationOptions(), ...config });
}
