import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** The answer's description read aloud, as a WAV file made on the server. */
export function getVoice(conversationId: string): Promise<Blob> {
  const path = `db/descriptive-voice-response/${encodeURIComponent(conversationId)}`;
  return api.blob(path, { method: 'PUT', body: {} });
}

export const getVoiceMutationOptions = () =>
  mutationOptions({
    mutationFn: getVoice,
    meta: { errorFallback: 'Failed to read the answer aloud' },
  });

export function useVoice(config: MutationConfig<typeof getVoice> = {}) {
  return useMutation({ ...getVoiceMutationOptions(), ...config });
}
