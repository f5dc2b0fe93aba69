import type { Conversation } from '@tabletalk/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  type ConversationPages,
  patchConversation,
  withNewConversation,
  withoutConversation,
} from '../../../lib/conversation-pages';
import { roomsKeys } from './keys';

/** Cache edits of a room's thread, shared by the calls that change it. */
export const threadCache = {
  add(queryClient: QueryClient, conversation: Conversation): void {
    queryClient.setQueryData<ConversationPages<Conversation>>(
      roomsKeys.conversations(conversation.roomId),
      (data) => withNewConversation(data, conversation),
    );
  },
  patch(
    queryClient: QueryClient,
    roomId: string,
    id: string,
    patch: (conversation: Conversation) => Conversation,
  ): void {
    queryClient.setQueryData<ConversationPages<Conversation>>(
      roomsKeys.conversations(roomId),
      (data) => patchConversation(data, id, patch),
    );
  },
  /**
   * Takes a hidden or deleted answer out of the thread. Nothing is refetched: the next page goes
   * back from the oldest answer left in the cache (`nextConversationPage`), so none is skipped.
   */
  remove(queryClient: QueryClient, roomId: string, id: string): void {
    queryClient.setQueryData<ConversationPages<Conversation>>(
      roomsKeys.conversations(roomId),
      (data) => withoutConversation(data, id),
    );
  },
};
