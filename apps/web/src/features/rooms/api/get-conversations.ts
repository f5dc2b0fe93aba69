import { type Conversation, conversationPageSchema } from '@tabletalk/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import {
  type ConversationPage,
  type ConversationPageParam,
  FIRST_CONVERSATION_PAGE,
  nextConversationPage,
} from '../../../lib/conversation-pages';
import { roomsKeys } from './keys';

/** Conversations per page of a room's history. */
export const CONVERSATION_PAGE_SIZE = 10;

/**
 * One page of a room's history, oldest first: the newest conversations, or with `before` the ones
 * just older than that conversation.
 */
export function getConversations(
  roomId: string,
  param: ConversationPageParam,
): Promise<ConversationPage<Conversation>> {
  return api.get('db/all-conversation', conversationPageSchema, {
    query: {
      room: roomId,
      page: param.page,
      pageSize: CONVERSATION_PAGE_SIZE,
      before: param.before,
    },
  });
}

/**
 * "Next" pages go back in time from the oldest conversation loaded (keyset, not offset: hiding or
 * deleting loaded answers skips nothing).
 */
export const getConversationsQueryOptions = (roomId: string) =>
  infiniteQueryOptions({
    queryKey: roomsKeys.conversations(roomId),
    queryFn: ({ pageParam }) => getConversations(roomId, pageParam),
    initialPageParam: FIRST_CONVERSATION_PAGE,
    getNextPageParam: (
      _last: ConversationPage<Conversation>,
      pages: ConversationPage<Conversation>[],
    ) => nextConversationPage(pages),
    // The thread is edited in the cache as questions are asked, hidden and deleted.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useConversations(roomId: string) {
  return useInfiniteQuery(getConversationsQueryOptions(roomId));
}
