import { changeAiModelResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { setAccessToken } from '../../../lib/session';
import { authKeys } from './keys';

type ChangeAiModelResponse = z.infer<typeof changeAiModelResponseSchema>;

/** Chooses the answer engine; the server answers with a token carrying the new choice. */
export async function changeAiModel(model: string): Promise<ChangeAiModelResponse> {
  const result = await api.put('auth/change-ai-model', { model }, changeAiModelResponseSchema);
  setAccessToken(result.token);
  return result;
}

export const changeAiModelMutationOptions = () => mutationOptions({ mutationFn: changeAiModel });

export function useChangeAiModel(config: MutationConfig<typeof changeAiModel> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeAiModelMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      // The answer lists the engines on offer; keep it for the select's options.
      queryClient.setQueryData(authKeys.aiModels(), args[0].models);
      return config.onSuccess?.(...args);
    },
  });
}
