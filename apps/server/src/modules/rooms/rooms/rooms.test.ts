import { conversationResponseSchema, nlQueryResponseSchema } from '@tabletalk/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { activeRooms, conversations, queryExamples, roomFavourites, rooms } from '../tables';
import { ask, call, createRoom } from '../test-helpers';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('rooms (create-room, all-user-rooms, user-rooms, room_by_id_source, update, favourite, delete)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let stranger: BuiltUser;
  let colleague: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId } = await userWithSample(t));
    stranger = await buildUser(t);
    colleague = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
  });
  afterAll(() => t.close());

  it('walks 401, 400 and 404 before creating a room', async () => {
    const body = { sourceId: sampleId, name: 'Sales' };
    expect((await call(t, null, 'POST', '/db/create-room', body)).statusCode).toBe(401);
    expect(
      (await call(t, owner, 'POST', '/db/create-room', { ...body, name: ' ' })).statusCode,
    ).toBe(400);
    expect(
      (await call(t, owner, 'POST', '/db/create-room', { ...body, sourceId: MISSING })).statusCode,
    ).toBe(404);
    // Another organization's source is not found either.
    expect((await call(t, stranger, 'POST', '/db/create-room', body)).statusCode).toBe(404);
  });

  it('creates a room over a source, answers it at top level and makes it the active room', async () => {
    const res = await call(t, owner, 'POST', '/db/create-room', {
      sourceId: sampleId,
      name: ' Sales ',
    });
    expect(res.statusCode).toBe(200);
    const room = res.json();
    expect(room).toMatchObject({
      name: 'Sales',
      sourceId: sampleId,
      sourceName: expect.any(String),
      sourceDeleted: false,
      favourite: false,
      createdBy: owner.user.id,
      lastQuestionAt: null,
      conversationCount: 0,
    });
    const active = await call(t, owner, 'GET', '/db/get-active-chat');
    expect(active.json().data._id).toBe(room._id);
  });

  it("lists only the user's own rooms: favourites first, then the most recently used", async () => {
    const first = await createRoom(t, owner, sampleId, 'Alpha');
    const second = await createRoom(t, owner, sampleId, 'Beta');
    const third = await createRoom(t, owner, sampleId, 'Gamma 50%');
    await createRoom(t, colleague, sampleId, 'Colleague room');
    const star = await call(t, owner, 'PUT', `/db/room-favorite/${first}`, { favourite: true });
    expect(star.json().data).toMatchObject({ _id: first, favourite: true });

    const list = await call(t, owner, 'GET', '/db/all-user-rooms');
    expect(list.statusCode).toBe(200);
    const ids: string[] = list.json().data.map((r: { _id: string }) => r._id);
    expect(ids[0]).toBe(first);
    expect(ids.indexOf(third)).toBeLessThan(ids.indexOf(second));
    const names = list.json().data.map((r: { name: string }) => r.name);
    expect(names).not.toContain('Colleague room');

    const searched = await call(t, owner, 'GET', '/db/all-user-rooms?search=50%25');
    expect(searched.json().data.map((r: { _id: string }) => r._id)).toEqual([third]);
    const bySource = await call(t, owner, 'GET', `/db/user-rooms?source=${sampleId}`);
    expect(bySource.json().data).toHaveLength(ids.length);
    expect((await call(t, owner, 'GET', '/db/user-rooms')).statusCode).toBe(400);

    const unstar = await call(t, owner, 'PUT', `/db/room-favorite/${first}`, { favourite: false });
    expect(unstar.json().data.favourite).toBe(false);
  });

  it("finds a room by id or the latest room of a source, and never another user's", async () => {
    const mine = await createRoom(t, owner, sampleId, 'Latest');
    const byId = await call(t, owner, 'GET', `/db/room_by_id_source?room=${mine}`);
    expect(byId.json().data._id).toBe(mine);
    const bySource = await call(t, owner, 'GET', `/db/room_by_id_source?source=${sampleId}`);
    expect(bySource.json().data._id).toBe(mine);
    expect((await call(t, owner, 'GET', '/db/room_by_id_source')).statusCode).toBe(400);
    expect((await call(t, colleague, 'GET', `/db/room_by_id_source?room=${mine}`)).statusCode).toBe(
      404,
    );
    expect((await call(t, stranger, 'GET', `/db/room_by_id_source?room=${mine}`)).statusCode).toBe(
      404,
    );
    const none = await call(t, stranger, 'GET', `/db/room_by_id_source?source=${sampleId}`);
    expect(none.json().data).toBeNull();
  });

  it("renames, stars and deletes only the user's own rooms (others answer 404)", async () => {
    const room = await createRoom(t, owner, sampleId, 'To rename');
    for (const user of [stranger, colleague]) {
      expect(
        (await call(t, user, 'PUT', `/db/update-room/${room}`, { name: 'Mine' })).statusCode,
      ).toBe(404);
      expect(
        (await call(t, user, 'PUT', `/db/room-favorite/${room}`, { favourite: true })).statusCode,
      ).toBe(404);
      expect((await call(t, user, 'DELETE', `/db/delete-room/${room}`)).statusCode).toBe(404);
      expect((await call(t, user, 'GET', `/db/change-room/${room}`)).statusCode).toBe(404);
    }
    expect((await call(t, null, 'PUT', `/db/update-room/${room}`, { name: 'x' })).statusCode).toBe(
      401,
    );
    const renamed = await call(t, owner, 'PUT', `/db/update-room/${room}`, { name: 'Renamed' });
    expect(renamed.json().data.name).toBe('Renamed');

    await call(t, owner, 'GET', `/db/change-room/${room}`);
    const deleted = await call(t, owner, 'DELETE', `/db/delete-room/${room}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(t, owner, 'DELETE', `/db/delete-room/${room}`)).statusCode).toBe(404);
    expect((await call(t, owner, 'GET', `/db/room_by_id_source?room=${room}`)).statusCode).toBe(
      404,
    );
    const list = await call(t, owner, 'GET', '/db/all-user-rooms');
    expect(list.json().data.map((r: { _id: string }) => r._id)).not.toContain(room);
    // The deleted room stops being the active one.
    expect((await call(t, owner, 'GET', '/db/get-active-chat')).json().data).toBeNull();
  });

  it("deletes the room's questions and answers with it, but keeps the examples liked in it", async () => {
    const room = await createRoom(t, owner, sampleId, 'To delete');
    const kept = await createRoom(t, owner, sampleId, 'To keep');
    const asked = [];
    for (const [roomId, text] of [
      [room, 'total revenue by region'],
      [room, 'How many orders are there?'],
      [kept, 'How many orders are there?'],
    ] as const) {
      const res = await ask(t, owner, roomId, sampleId, text);
      expect(res.statusCode).toBe(200);
      asked.push(res.json().data._id as string);
    }
    const [liked] = asked;
    if (!liked) throw new Error('not asked');
    const like = await call(t, owner, 'PUT', `/db/conversation-feedback/${liked}`, {
      feedback: 'LIKE',
    });
    expect(like.json().savedAsExample).toBe(true);
    await call(t, owner, 'PUT', `/db/room-favorite/${room}`, { favourite: true });
    await call(t, owner, 'GET', `/db/change-room/${room}`);

    expect((await call(t, owner, 'DELETE', `/db/delete-room/${room}`)).statusCode).toBe(200);
    const left = await t.ctx.db
      .select({ id: conversations.id, roomId: conversations.roomId })
      .from(conversations)
      .where(inArray(conversations.id, asked));
    expect(left).toEqual([{ id: asked[2], roomId: kept }]);
    const examples = await t.ctx.db
      .select()
      .from(queryExamples)
      .where(eq(queryExamples.sourceId, sampleId));
    expect(examples).toMatchObject([{ question: 'total revenue by region', conversationId: null }]);
    expect(
      await t.ctx.db.select().from(roomFavourites).where(eq(roomFavourites.roomId, room)),
    ).toEqual([]);
    expect(await t.ctx.db.select().from(activeRooms).where(eq(activeRooms.roomId, room))).toEqual(
      [],
    );
    const [row] = await t.ctx.db.select().from(rooms).where(eq(rooms.id, room));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const history = await call(t, owner, 'GET', `/db/all-conversation?room=${kept}`);
    expect(history.json().data.map((c: { _id: string }) => c._id)).toEqual([asked[2]]);
  });

  it('remembers the active room per user: change-room, get-active-chat and user-session', async () => {
    const room = await createRoom(t, owner, sampleId, 'Active');
    const other = await createRoom(t, owner, sampleId, 'Other');
    expect((await call(t, owner, 'GET', '/db/get-active-chat')).json().data._id).toBe(other);
    const changed = await call(t, owner, 'GET', `/db/change-room/${room}`);
    expect(changed.json().data._id).toBe(room);
    const session = await call(t, owner, 'GET', '/db/user-session');
    expect(session.json().data).toMatchObject({ roomId: room, sourceId: sampleId });
    expect(session.json().data.room._id).toBe(room);

    expect((await call(t, null, 'GET', '/db/user-session')).statusCode).toBe(401);
    expect((await call(t, stranger, 'GET', '/db/get-active-chat')).json().data).toBeNull();
    const empty = await call(t, stranger, 'GET', '/db/user-session');
    expect(empty.json().data).toEqual({ roomId: null, sourceId: null, room: null });
  });

  it('does not offer a selected source once it was deleted', async () => {
    const { owner: loner, sampleId: selected } = await userWithSample(t);
    expect((await call(t, loner, 'GET', `/db/select_source?id=${selected}`)).statusCode).toBe(200);
    const before = await call(t, loner, 'GET', '/db/user-session');
    expect(before.json().data).toMatchObject({ room: null, sourceId: selected });
    expect((await call(t, loner, 'DELETE', `/db/delete-source/${selected}`)).statusCode).toBe(200);
    const after = await call(t, loner, 'GET', '/db/user-session');
    expect(after.json().data).toEqual({ roomId: null, sourceId: null, room: null });
  });

  it('documents init-conversation and nlquery with an example answer that fits the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const { paths } = res.json();
    const init = paths['/api/db/init-conversation'].get;
    expect(init.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'id',
      'room',
      'text',
    ]);
    const initExample = init.responses['200'].content['application/json'].schema.example;
    expect(conversationResponseSchema.parse(initExample).data.answer.answer?.rows).toHaveLength(4);
    const nlquery = paths['/api/db/nlquery'].get;
    const nlExample = nlquery.responses['200'].content['application/json'].schema.example;
    expect(nlQueryResponseSchema.parse(nlExample).data.status).toBe('answered');
    expect(nlquery.description).toMatch(/without storing/);
    expect(
      paths['/api/db/descriptive-voice-response/{id}'].put.responses['200'].content,
    ).toHaveProperty('audio/wav');
  });
});
