import { type AskDocsTemplateRequest, askDocsTemplateResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { allRoomsFilter, askDocsKeys } from './keys';

export interface UpdateTemplateInput {
  templateId: string;
  /** Every field: what is left out is cleared. */
  data: AskDocsTemplateRequest;
}

/** Changes a template (its author, or someone with `templates.manage`). */
export async function updateTemplate(input: UpdateTemplateInput) {
  const path = `ask-docs/update-template/${encodeURIComponent(input.templateId)}`;
  const result = await api.put(path, input.data, askDocsTemplateResponseSchema);
  return result.data;
}

export const updateTemplateMutationOptions = () =>
  mutationOptions({ mutationFn: updateTemplate, meta: { silentError: true } });

export function useUpdateTemplate(config: MutationConfig<typeof updateTemplate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateTemplateMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: askDocsKeys.templates() });
      void queryClient.invalidateQueries(allRoomsFilter);
      return config.onSuccess?.(...args);
    },
  });
}
