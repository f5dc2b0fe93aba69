import { type AskDocsTemplateRequest, askDocsTemplateResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { askDocsKeys } from './keys';

/** Creates a template: an instruction and an answer style, with an optional validity. */
export async function createTemplate(input: AskDocsTemplateRequest) {
  const result = await api.post('ask-docs/create-template', input, askDocsTemplateResponseSchema);
  return result.data;
}

export const createTemplateMutationOptions = () =>
  mutationOptions({
    mutationFn: createTemplate,
    // The modal shows the refusal beside the fields.
    meta: { silentError: true },
  });

export function useCreateTemplate(config: MutationConfig<typeof createTemplate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createTemplateMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: askDocsKeys.templates() });
      return config.onSuccess?.(...args);
    },
  });
}
