import { describe, expect, it } from 'vitest';
import { buildConversation } from '../test-factories';
import { threadOf } from './thread-of';

describe('threadOf', () => {
  const [a, b, c, d] = [1, 2, 3, 4].map(() => buildConversation());
  if (!a || !b || !c || !d) throw new Error('fixtures');

  it('puts earlier pages on top and shows a shifted conversation once', () => {
    const pages = [
      { data: [c, d], page: 1, hasMore: true },
      { data: [a, b, c], page: 2, hasMore: false },
    ];
    expect(threadOf(pages).map((item) => item._id)).toEqual([a._id, b._id, c._id, d._id]);
  });

  it('leaves hidden conversations out', () => {
    const hidden = { data: [{ ...d, hide: true }], page: 1, hasMore: false };
    expect(threadOf([hidden])).toEqual([]);
  });
});
