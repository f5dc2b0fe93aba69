import {
  type Conversation,
  conversationResponseSchema,
  type UpdateGraphRequest,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { threadCache } from './update-thread';

export interface UpdateGraphInput {
  roomId: string;
  conversationId: string;
  edit: UpdateGraphRequest;
}

/** Changes an answer's chart (type, axes, colour, title); answers the conversation as stored. */
export async function updateGraph(input: UpdateGraphInput): Promise<Conversation> {
  const path = `db/update-graph/${encodeURIComponent(input.conversationId)}`;
  const result = await api.put(path, input.edit, conversationResponseSchema);
  return result.data;
}

export const updateGraphMutationOptions = () =>
  mutationOptions({
    mutationFn: updateGraph,
    meta: { errorFallback: 'Failed to change the chart' },
  });

export function useUpdateGraph(config: MutationConfig<typeof updateGraph> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateGraphMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [updated, input] = args;
      threadCache.patch(queryClient, input.roomId, input.conversationId, () => updated);
      return config.onSuccess?.(...args);
    },
  });
}
