import type { AskDocsConversation } from '@tabletalk/contracts';

/** One page of `ask-docs/conversation/{roomId}`: page 1 is the newest, each page oldest first. */
export interface ConversationPage {
  data: AskDocsConversation[];
  page: number;
  hasMore: boolean;
}

/** What fetches one page: its number and the oldest conversation loaded (none for page 1). */
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

/** The page just older than the loaded ones, or undefined when nothing is older. */
export function nextConversationPage(
  pages: readonly ConversationPage[],
): ConversationPageParam | undefined {
  if (!pages.at(-1)?.hasMore) return undefined;
  const oldest = pages.findLast((page) => page.data.length > 0)?.data[0];
  return oldest ? { page: pages.length + 1, before: oldest._id } : FIRST_CONVERSATION_PAGE;
}

/** The history to show, oldest first (newest last), each conversation once. */
export function historyOf(pages: readonly ConversationPage[]): AskDocsConversation[] {
  const seen = new Set<string>();
  const history: AskDocsConversation[] = [];
  for (const page of [...pages].reverse()) {
    for (const conversation of page.data) {
      if (seen.has(conversation._id)) continue;
      seen.add(conversation._id);
      history.push(conversation);
    }
  }
  return history;
}

/** The pages with one conversation replaced wherever it appears. */
export function withConversation(
  data: ConversationPages | undefined,
  conversation: AskDocsConversation,
): ConversationPages | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    data: page.data.map((each) => (each._id === conversation._id ? conversation : each)),
  }));
  return { ...data, pages };
}
