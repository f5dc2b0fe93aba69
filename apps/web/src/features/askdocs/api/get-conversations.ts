import { type AskDocsConversation, askDocsConversationPageSchema } from '@tabletalk/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import {
  type ConversationPage,
  type ConversationPageParam,
  FIRST_CONVERSATION_PAGE,
  nextConversationPage,
} from '../../../lib/conversation-pages';
import { askDocsKeys } from './keys';

/** Conversations per page of a room's history. */
export const CONVERSATION_PAGE_SIZE = 10;

/**
 * One page of the user's questions in a room (the id is the ROOM's), oldest first: the newest
 * ones, or with `before` the ones just older than that conversation.
 */
export function getConversations(
  roomId: string,
  param: ConversationPageParam,
): Promise<ConversationPage<AskDocsConversation>> {
  return api.get(
    `ask-docs/conversation/${encodeURIComponent(roomId)}`,
    askDocsConversationPageSchema,
    { query: { page: param.page, pageSize: CONVERSATION_PAGE_SIZE, before: param.before } },
  );
}

/** Older pages go back in time from the oldest conversation loaded (keyset paging). */
export const getConversationsQueryOptions = (roomId: string) =>
  infiniteQueryOptions({
    queryKey: askDocsKeys.conversations(roomId),
    queryFn: ({ pageParam }) => getConversations(roomId, pageParam),
    initialPageParam: FIRST_CONVERSATION_PAGE,
    getNextPageParam: (
      _last: ConversationPage<AskDocsConversation>,
      pages: ConversationPage<AskDocsConversation>[],
    ) => nextConversationPage(pages),
  });

export function useConversations(roomId: string) {
  return useInfiniteQuery(getConversationsQueryOptions(roomId));
}
