import type { Conversation } from '@tabletalk/contracts';

/** One page of `db/all-conversation`: page 1 is the newest, each page oldest first. */
export interface ConversationPage {
  data: Conversation[];
  page: number;
  hasMore: boolean;
}

/**
 * What fetches one page: its number (only echoed, for the spec's `page`) and the oldest
 * conversation already loaded, which the page goes back from. The first page has no `before`.
 */
export interface ConversationPageParam {
  page: number;
  before?: string;
}

export const FIRST_CONVERSATION_PAGE: ConversationPageParam = { page: 1 };

/** The cached pages of a room's history, in the shape of TanStack's infinite queries. */
export interface ConversationPages {
  pages: ConversationPage[];
  pageParams: unknown[];
}

/** The oldest conversation still in the cache: the first of the oldest page that has any. */
function oldestLoaded(pages: readonly ConversationPage[]): Conversation | undefined {
  return pages.findLast((page) => page.data.length > 0)?.data[0];
}

/**
 * The page before the loaded ones, or undefined when the oldest page said nothing is older. It is
 * read from the cache as it is now, so answers hidden or deleted since (removed from the cache)
 * move the cursor instead of shifting the server's pages. With every loaded answer removed, the
 * newest page is exactly the ones not seen yet.
 */
export function nextConversationPage(
  pages: readonly ConversationPage[],
): ConversationPageParam | undefined {
  if (!pages.at(-1)?.hasMore) return undefined;
  const oldest = oldestLoaded(pages);
  return oldest ? { page: pages.length + 1, before: oldest._id } : FIRST_CONVERSATION_PAGE;
}

/**
 * The thread to show, oldest first: the earliest loaded page on top. A conversation met twice (a
 * page fetched while a just-asked question was being added) is shown once, where it first appears.
 */
export function threadOf(pages: readonly ConversationPage[]): Conversation[] {
  const seen = new Set<string>();
  const thread: Conversation[] = [];
  for (const page of [...pages].reverse()) {
    for (const conversation of page.data) {
      if (seen.has(conversation._id) || conversation.hide) continue;
      seen.add(conversation._id);
      thread.push(conversation);
    }
  }
  return thread;
}

/** The pages with a just-asked conversation added at the newest end. */
export function withNewConversation(
  data: ConversationPages | undefined,
  conversation: Conversation,
): ConversationPages {
  if (!data || data.pages.length === 0) {
    return {
      pages: [{ data: [conversation], page: 1, hasMore: false }],
      pageParams: [FIRST_CONVERSATION_PAGE],
    };
  }
  const [newest, ...older] = data.pages;
  const first = newest ?? { data: [], page: 1, hasMore: false };
  return { ...data, pages: [{ ...first, data: [...first.data, conversation] }, ...older] };
}

/** The pages with one conversation changed wherever it appears. */
export function patchConversation(
  data: ConversationPages | undefined,
  id: string,
  patch: (conversation: Conversation) => Conversation,
): ConversationPages | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.map((conversation) =>
      conversation._id === id ? patch(conversation) : conversation,
    ),
  }));
  return { ...data, pages };
}

/** The pages without one conversation (hidden or deleted). */
export function withoutConversation(
  data: ConversationPages | undefined,
  id: string,
): ConversationPages | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.filter((conversation) => conversation._id !== id),
  }));
  return { ...data, pages };
}
