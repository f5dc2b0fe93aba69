import { type Template, type TemplateRequest, templateResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { templateCache } from './template-cache';

/** Saves a question with `{placeholders}` for everyone in the organization. */
export async function createTemplate(input: TemplateRequest): Promise<Template> {
  const result = await api.post('db/create-template', input, templateResponseSchema);
  return result.data;
}

export const createTemplateMutationOptions = () =>
  mutationOptions({
    mutationFn: createTemplate,
    meta: { errorFallback: 'Failed to save the template' },
  });

export function useCreateTemplate(config: MutationConfig<typeof createTemplate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createTemplateMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void templateCache.refresh(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
