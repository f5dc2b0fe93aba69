import { describe, expect, it } from 'vitest';
import {
  type ConversationPages,
  FIRST_CONVERSATION_PAGE,
  historyOf,
  nextConversationPage,
  patchConversation,
  withConversation,
  withNewConversation,
  withoutConversation,
} from './conversation-pages';

interface Item {
  _id: string;
  feedback: 'LIKE' | null;
  hide?: boolean;
}

let count = 0;
/** A conversation-like item with a fresh id. */
function buildConversation(): Item {
  count += 1;
  return { _id: `c${count}`, feedback: null };
}

const [a, b, c, d] = [1, 2, 3, 4].map(() => buildConversation());
if (!a || !b || !c || !d) throw new Error('fixtures');
const pages: ConversationPages<Item> = {
  pages: [
    { data: [c, d], page: 1, hasMore: true },
    { data: [a, b, c], page: 2, hasMore: false },
  ],
  pageParams: [{ page: 1 }, { page: 2, before: c._id }],
};

describe('historyOf', () => {
  it('puts earlier pages on top and shows a shifted conversation once', () => {
    expect(historyOf(pages.pages).map((item) => item._id)).toEqual([a._id, b._id, c._id, d._id]);
  });

  it('leaves out what isShown refuses, and shows a later copy it accepts', () => {
    const isShown = (item: Item) => !item.hide;
    const hidden = { data: [{ ...d, hide: true }], page: 1, hasMore: false };
    expect(historyOf([hidden], isShown)).toEqual([]);
    expect(historyOf([hidden])).toHaveLength(1);
    const older = { data: [d], page: 2, hasMore: false };
    expect(historyOf([hidden, older], isShown)).toEqual([d]);
  });
});

describe('cache edits', () => {
  it('adds a new conversation at the newest end', () => {
    const e = buildConversation();
    const next = withNewConversation(pages, e);
    expect(historyOf(next.pages).at(-1)?._id).toBe(e._id);
    expect(pages.pages[0]?.data).toHaveLength(2);
    expect(withNewConversation(undefined, e)).toEqual({
      pages: [{ data: [e], page: 1, hasMore: false }],
      pageParams: [FIRST_CONVERSATION_PAGE],
    });
  });

  it('patches every copy of a conversation', () => {
    const next = patchConversation(pages, c._id, (item) => ({
      ...item,
      feedback: 'LIKE' as const,
    }));
    const copies = next?.pages.flatMap((page) => page.data).filter((item) => item._id === c._id);
    expect(copies?.map((item) => item.feedback)).toEqual(['LIKE', 'LIKE']);
    expect(c.feedback).toBeNull();
  });

  it('replaces every copy of a conversation', () => {
    const liked = { ...c, feedback: 'LIKE' as const };
    const next = withConversation(pages, liked);
    const copies = next?.pages.flatMap((page) => page.data).filter((item) => item._id === c._id);
    expect(copies).toEqual([liked, liked]);
    expect(withConversation(undefined, liked)).toBeUndefined();
  });

  it('removes a conversation from every page', () => {
    const next = withoutConversation(pages, c._id);
    expect(historyOf(next?.pages ?? []).map((item) => item._id)).toEqual([a._id, b._id, d._id]);
    expect(withoutConversation(undefined, c._id)).toBeUndefined();
  });
});

describe('nextConversationPage', () => {
  const ten = Array.from({ length: 10 }, () => buildConversation());
  const loaded = [{ data: ten, page: 1, hasMore: true }];

  it('goes back from the oldest loaded conversation, numbering the page after the loaded ones', () => {
    expect(nextConversationPage(loaded)).toEqual({ page: 2, before: ten[0]?._id });
    expect(nextConversationPage(pages.pages)).toBeUndefined();
  });

  it('moves the cursor to the oldest one left when loaded ones are deleted or hidden', () => {
    let data: ConversationPages<Item> | undefined = {
      pages: loaded,
      pageParams: [FIRST_CONVERSATION_PAGE],
    };
    for (const gone of [ten[0], ten[4], ten[9]]) data = withoutConversation(data, gone?._id ?? '');
    expect(nextConversationPage(data?.pages ?? [])).toEqual({ page: 2, before: ten[1]?._id });
  });

  it('skips an older page emptied by deletions, and asks for the newest when none is left', () => {
    const older = { data: [a], page: 2, hasMore: true };
    const emptied = withoutConversation({ pages: [...loaded, older], pageParams: [] }, a._id);
    expect(nextConversationPage(emptied?.pages ?? [])).toEqual({ page: 3, before: ten[0]?._id });
    const none = [
      { data: [], page: 1, hasMore: true },
      { data: [], page: 2, hasMore: true },
    ];
    expect(nextConversationPage(none)).toEqual(FIRST_CONVERSATION_PAGE);
  });

  it('is not moved by a question asked after the pages were loaded', () => {
    const asked = withNewConversation({ pages: loaded, pageParams: [] }, buildConversation());
    expect(nextConversationPage(asked.pages)).toEqual({ page: 2, before: ten[0]?._id });
  });
});
