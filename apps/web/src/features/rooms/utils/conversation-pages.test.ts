import { describe, expect, it } from 'vitest';
import { buildConversation } from '../test-factories';
import {
  patchConversation,
  threadOf,
  withNewConversation,
  withoutConversation,
} from './conversation-pages';

const [a, b, c, d] = [1, 2, 3, 4].map(() => buildConversation());
if (!a || !b || !c || !d) throw new Error('fixtures');
const pages = {
  pages: [
    { data: [c, d], page: 1, hasMore: true },
    { data: [a, b, c], page: 2, hasMore: false },
  ],
  pageParams: [1, 2],
};

describe('threadOf', () => {
  it('puts earlier pages on top and shows a shifted conversation once', () => {
    expect(threadOf(pages.pages).map((item) => item._id)).toEqual([a._id, b._id, c._id, d._id]);
  });

  it('leaves hidden conversations out', () => {
    const hidden = { data: [{ ...d, hide: true }], page: 1, hasMore: false };
    expect(threadOf([hidden])).toEqual([]);
  });
});

describe('cache edits', () => {
  it('adds a new conversation at the newest end', () => {
    const e = buildConversation();
    const next = withNewConversation(pages, e);
    expect(threadOf(next.pages).at(-1)?._id).toBe(e._id);
    expect(pages.pages[0]?.data).toHaveLength(2);
    expect(withNewConversation(undefined, e).pages).toEqual([
      { data: [e], page: 1, hasMore: false },
    ]);
  });

  it('patches every copy of a conversation', () => {
    const next = patchConversation(pages, c._id, (item) => ({ ...item, feedback: 'LIKE' }));
    const copies = next?.pages.flatMap((page) => page.data).filter((item) => item._id === c._id);
    expect(copies?.map((item) => item.feedback)).toEqual(['LIKE', 'LIKE']);
    expect(c.feedback).toBeNull();
  });

  it('removes a conversation from every page', () => {
    const next = withoutConversation(pages, c._id);
    expect(threadOf(next?.pages ?? []).map((item) => item._id)).toEqual([a._id, b._id, d._id]);
    expect(withoutConversation(undefined, c._id)).toBeUndefined();
  });
});
