import { askDocsRoomResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { askDocsKeys } from './keys';

export interface ConnectTemplateInput {
  /** The room is addressed by its PROJECT's id. */
  projectId: string;
  /** null disconnects the room's template. */
  templateId: string | null;
}

/**
 * Connects a template to a project's room. A template outside its validity is refused
 * (TEMPLATE_EXPIRED with the spec's message, or TEMPLATE_NOT_YET_VALID).
 */
export async function connectTemplate(input: ConnectTemplateInput) {
  const path = `ask-docs/room/${encodeURIComponent(input.projectId)}`;
  const result = await api.put(path, { templateId: input.templateId }, askDocsRoomResponseSchema);
  return result.data;
}

export const connectTemplateMutationOptions = () =>
  mutationOptions({
    mutationFn: connectTemplate,
    // The refusal shows beside the template picker.
    meta: { silentError: true },
  });

export function useConnectTemplate(config: MutationConfig<typeof connectTemplate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...connectTemplateMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [room, input] = args;
      queryClient.setQueryData(askDocsKeys.room(input.projectId), room);
      return config.onSuccess?.(...args);
    },
  });
}
