/**
 * Keyset paging of a room's history, shared by rooms (`db/all-conversation`) and Ask Docs
 * (`ask-docs/conversation/{roomId}`): page 1 is the newest, each page oldest first. Generic over
 * the conversation type; all it needs is the id.
 */
export interface Paged {
  _id: string;
}

/** One page of a room's history: page 1 is the newest, each page oldest first. */
export interface ConversationPage<T extends Paged> {
  data: T[];
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
export interface ConversationPages<T extends Paged> {
  pages: ConversationPage<T>[];
  pageParams: unknown[];
}

/** The oldest conversation still in the cache: the first of the oldest page that has any. */
function oldestLoaded<T extends Paged>(pages: readonly ConversationPage<T>[]): T | undefined {
  return pages.findLast((page) => page.data.length > 0)?.data[0];
}

/**
 * The page before the loaded ones, or undefined when the oldest page said nothing is older. It is
 * read from the cache as it is now, so answers hidden or deleted since (removed from the cache)
 * move the cursor instead of shifting the server's pages. With every loaded answer removed, the
 * newest page is exactly the ones not seen yet.
 */
export function nextConversationPage<T extends Paged>(
  pages: readonly ConversationPage<T>[],
): ConversationPageParam | undefined {
  if (!pages.at(-1)?.hasMore) return undefined;
  const oldest = oldestLoaded(pages);
  return oldest ? { page: pages.length + 1, before: oldest._id } : FIRST_CONVERSATION_PAGE;
}

/**
 * The history to show, oldest first: the earliest loaded page on top. A conversation met twice (a
 * page fetched while a just-asked question was being added) is shown once, where it first appears;
 * one `isShown` refuses is left out (and a later copy it accepts may still be shown).
 */
export function historyOf<T extends Paged>(
  pages: readonly ConversationPage<T>[],
  isShown: (conversation: T) => boolean = () => true,
): T[] {
  const seen = new Set<string>();
  const history: T[] = [];
  for (const page of [...pages].reverse()) {
    for (const conversation of page.data) {
      if (seen.has(conversation._id) || !isShown(conversation)) continue;
      seen.add(conversation._id);
      history.push(conversation);
    }
  }
  return history;
}

/** The pages with a just-asked conversation added at the newest end. */
export function withNewConversation<T extends Paged>(
  data: ConversationPages<T> | undefined,
  conversation: T,
): ConversationPages<T> {
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
export function patchConversation<T extends Paged>(
  data: ConversationPages<T> | undefined,
  id: string,
  patch: (conversation: T) => T,
): ConversationPages<T> | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.map((conversation) =>
      conversation._id === id ? patch(conversation) : conversation,
    ),
  }));
  return { ...data, pages };
}

/** The pages with one conversation replaced wherever it appears. */
export function withConversation<T extends Paged>(
  data: ConversationPages<T> | undefined,
  conversation: T,
): ConversationPages<T> | undefined {
  return patchConversation(data, conversation._id, () => conversation);
}

/** The pages without one conversation (hidden or deleted). */
export function withoutConversation<T extends Paged>(
  data: ConversationPages<T> | undefined,
  id: string,
): ConversationPages<T> | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.filter((conversation) => conversation._id !== id),
  }));
  return { ...data, pages };
}
