import { embedCodeResponseSchema, type GenerateEmbedCodeRequest } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Issues a signed embed of a dashboard: its token, URL and `<iframe>` snippet. */
export async function generateEmbedCode(input: GenerateEmbedCodeRequest) {
  const result = await api.post('dashboard/generate-embed-code', input, embedCodeResponseSchema);
  return result.data;
}

export const generateEmbedCodeMutationOptions = () =>
  mutationOptions({ mutationFn: generateEmbedCode, meta: { silentError: true } });

export function useGenerateEmbedCode(config: MutationConfig<typeof generateEmbedCode> = {}) {
  return useMutation({ ...generateEmbedCodeMutationOptions(), ...config });
}
