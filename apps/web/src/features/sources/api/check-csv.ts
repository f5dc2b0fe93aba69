import { type CheckCsvResponse, checkCsvResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type MultipartOptions, postMultipart } from '../../../lib/post-multipart';
import type { MutationConfig } from '../../../lib/react-query';

export interface CheckCsvInput extends MultipartOptions {
  file: File;
}

/** Reads a CSV's headers, row and column counts and problems, and checks it against the plan. */
export function checkCsv({ file, ...options }: CheckCsvInput): Promise<CheckCsvResponse> {
  const body = new FormData();
  body.set('file', file);
  return postMultipart('db/check-csv', body, checkCsvResponseSchema, options);
}

export const checkCsvMutationOptions = () =>
  mutationOptions({ mutationFn: checkCsv, meta: { silentError: true } });

export function useCheckCsv(config: MutationConfig<typeof checkCsv> = {}) {
  return useMutation({ ...checkCsvMutationOptions(), ...config });
}
