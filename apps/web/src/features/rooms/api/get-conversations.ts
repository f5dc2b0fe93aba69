import { conversationPageSchema } from '@tabletalk/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ConversationPage } from '../utils/conversation-pages';
import { roomsKeys } from './keys';

/** Conversations per page of a room's history. */
export const CONVERSATION_PAGE_SIZE = 10;

/** One page of a room's history: page 1 is the newest, each page oldest first. */
export function getConversations(roomId: string, page: number): Promise<ConversationPage> {
  return api.get('db/all-conversation', conversationPageSchema, {
    query: { room: roomId, page, pageSize: CONVERSATION_PAGE_SIZE },
  });
}

/** "Next" pages go back in time: page 2 holds the conversations before page 1. */
export const getConversationsQueryOptions = (roomId: string) =>
  infiniteQueryOptions({
    queryKey: roomsKeys.conversations(roomId),
    queryFn: ({ pageParam }) => getConversations(roomId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ConversationPage) => (last.hasMore ? last.page + 1 : undefined),
    // The thread is edited in the cache as questions are asked; refetching would shift pages.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useConversations(roomId: string) {
  return useInfiniteQuery(getConversationsQueryOptions(roomId));
}
