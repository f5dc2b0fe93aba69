import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setPlan } from '../../sources/test-helpers';
import { conversations } from '../tables';
import { ask, call, createRoom } from '../test-helpers';

interface Page {
  data: { _id: string; query: { text: string } }[];
  page: number;
  hasMore: boolean;
}

describe("all-conversation pages a room's history by keyset (before=)", () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId } = await userWithSample(t));
    await setPlan(t, owner.orgId, 'Pro');
  });
  afterAll(() => t.close());

  /**
   * A room of `count` conversations: one asked, the rest copies of it. Copies come in fours with
   * the same createdAt, so page boundaries fall inside ties and the order must break them by id.
   */
  async function roomWith(count: number): Promise<string> {
    const roomId = await createRoom(t, owner, sampleId);
    const res = await ask(t, owner, roomId, sampleId, 'How many orders are there?');
    const [row] = await t.ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, res.json().data._id));
    if (!row) throw new Error('missing');
    if (count === 1) return roomId;
    const { id: _id, queryId: _queryId, ...rest } = row;
    await t.ctx.db.insert(conversations).values(
      Array.from({ length: count - 1 }, (_, i) => ({
        ...rest,
        text: `question ${i + 2}`,
        createdAt: new Date(row.createdAt.getTime() + Math.ceil((i + 1) / 4) * 60_000),
      })),
    );
    return roomId;
  }

  async function page(roomId: string, n: number, before?: string): Promise<Page> {
    const cursor = before ? `&before=${before}` : '';
    const res = await call(
      t,
      owner,
      'GET',
      `/db/all-conversation?room=${roomId}&page=${n}${cursor}`,
    );
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json();
  }

  /** The whole visible history in one page: the order every paging must reproduce. */
  async function wholeHistory(roomId: string): Promise<string[]> {
    const res = await call(t, owner, 'GET', `/db/all-conversation?room=${roomId}&pageSize=50`);
    return res.json().data.map((c: { _id: string }) => c._id);
  }

  it('skips and repeats nothing when loaded conversations are deleted or hidden before the next page', async () => {
    const roomId = await roomWith(25);
    const first = await page(roomId, 1);
    expect(first.data).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    // The oldest loaded one goes too, as a user deleting from the top of the thread would.
    const [oldest, second, , , fifth, , , , , newest] = first.data;
    for (const gone of [oldest, fifth, newest]) {
      const res = await call(t, owner, 'DELETE', `/db/delete-conversation/${gone?._id}`);
      expect(res.statusCode).toBe(200);
    }
    // What the web still holds of page 1; its oldest is the cursor.
    const kept = first.data.filter((c) => ![oldest, fifth, newest].includes(c));
    expect(kept[0]).toBe(second);

    const next = await page(roomId, 2, second?._id);
    expect(next).toMatchObject({ page: 2, hasMore: true });
    expect(next.data).toHaveLength(10);
    const last = await page(roomId, 3, next.data[0]?._id);
    expect(last).toMatchObject({ page: 3, hasMore: false });

    const loaded = [...last.data, ...next.data, ...kept].map((c) => c._id);
    expect(loaded).toHaveLength(22);
    expect(new Set(loaded).size).toBe(22);
    expect(loaded).toEqual(await wholeHistory(roomId));
    expect(last.data[0]?.query.text).toBe('How many orders are there?');
  });

  it('accepts a hidden conversation as the cursor and leaves hidden ones out of the page', async () => {
    const roomId = await roomWith(8);
    const first = await page(roomId, 1);
    expect(first.data).toHaveLength(8);
    const [cursor, older] = [first.data[5], first.data[2]];
    for (const hidden of [cursor, older]) {
      await call(t, owner, 'PUT', `/db/hide-conversation/${hidden?._id}`, { hide: true });
    }
    const before = await page(roomId, 2, cursor?._id);
    expect(before.hasMore).toBe(false);
    expect(before.data.map((c) => c._id)).toEqual(
      first.data
        .slice(0, 5)
        .filter((c) => c !== older)
        .map((c) => c._id),
    );
  });

  it('answers 400 for a later page without a cursor and 404 for a cursor outside the room', async () => {
    const roomId = await roomWith(3);
    const other = await roomWith(1);
    const [foreign] = (await page(other, 1)).data;
    const base = `/db/all-conversation?room=${roomId}`;
    expect((await call(t, owner, 'GET', `${base}&page=2`)).statusCode).toBe(400);
    expect((await call(t, owner, 'GET', `${base}&before=${foreign?._id}`)).statusCode).toBe(404);

    const [oldest] = (await page(roomId, 1)).data;
    // The oldest has nothing before it: an empty last page, not a 404.
    expect(await page(roomId, 2, oldest?._id)).toEqual({
      data: [],
      page: 2,
      hasMore: false,
      isFile: true,
    });
    await call(t, owner, 'DELETE', `/db/delete-conversation/${oldest?._id}`);
    expect((await call(t, owner, 'GET', `${base}&before=${oldest?._id}`)).statusCode).toBe(404);

    // Another organization's user cannot read the room through a cursor either.
    const stranger = await buildUser(t);
    const [newest] = (await page(roomId, 1)).data;
    const res = await call(t, stranger, 'GET', `${base}&before=${newest?._id}`);
    expect(res.statusCode).toBe(404);
  });
});
