import { askDocsTemplateResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { askDocsKeys } from './keys';

export interface SetTemplateFavouriteInput {
  templateId: string;
  favourite: boolean;
}

/** Stars or unstars a template for the user; favourites come first. */
export async function setTemplateFavourite(input: SetTemplateFavouriteInput) {
  const path = `ask-docs/make-template-favorite/${encodeURIComponent(input.templateId)}`;
  const body = { favourite: input.favourite };
  const result = await api.put(path, body, askDocsTemplateResponseSchema);
  return result.data;
}

export const setTemplateFavouriteMutationOptions = () =>
  mutationOptions({
    mutationFn: setTemplateFavourite,
    meta: { errorFallback: 'Failed to change the star' },
  });

export function useSetTemplateFavourite(config: MutationConfig<typeof setTemplateFavourite> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setTemplateFavouriteMutationOptions(),
    ...config,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: askDocsKeys.templates() });
      return config.onSettled?.(...args);
    },
  });
}
