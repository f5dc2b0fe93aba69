import { type Template, templateResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { templateCache } from './template-cache';

export interface SetTemplateFavouriteInput {
  templateId: string;
  favourite: boolean;
}

/** Stars or unstars a template for the signed-in user; favourites come first in the picker. */
export async function setTemplateFavourite(input: SetTemplateFavouriteInput): Promise<Template> {
  const path = `db/make-template-favourite/${encodeURIComponent(input.templateId)}`;
  const result = await api.put(path, { favourite: input.favourite }, templateResponseSchema);
  return result.data;
}

export const setTemplateFavouriteMutationOptions = () =>
  mutationOptions({ mutationFn: setTemplateFavourite });

export function useSetTemplateFavourite(config: MutationConfig<typeof setTemplateFavourite> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setTemplateFavouriteMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [template] = args;
      templateCache.replace(queryClient, template);
      return config.onSuccess?.(...args);
    },
    // The star moves the template in the list order, which the server decides.
    onSettled: (...args) => {
      void templateCache.refresh(queryClient);
      return config.onSettled?.(...args);
    },
  });
}
