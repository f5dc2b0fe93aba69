import { type Template, type TemplateRequest, templateResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { templateCache } from './template-cache';

export interface UpdateTemplateInput {
  templateId: string;
  /** Every field: the server clears those left out (the source, the dates). */
  data: TemplateRequest;
}

/** Replaces a template's title, question, source and validity. */
export async function updateTemplate(input: UpdateTemplateInput): Promise<Template> {
  const path = `db/update-template/${encodeURIComponent(input.templateId)}`;
  const result = await api.put(path, input.data, templateResponseSchema);
  return result.data;
}

export const updateTemplateMutationOptions = () =>
  mutationOptions({
    mutationFn: updateTemplate,
    meta: { errorFallback: 'Failed to update the template' },
  });

export function useUpdateTemplate(config: MutationConfig<typeof updateTemplate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateTemplateMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [template] = args;
      templateCache.replace(queryClient, template);
      void templateCache.refresh(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
