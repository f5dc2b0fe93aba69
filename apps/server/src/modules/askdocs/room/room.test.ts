import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setPlan } from '../../dashboards/test-helpers';
import { call } from '../../rooms/test-helpers';
import { askDocTemplates } from '../tables';
import { createAskDocsProject, insertConversation } from '../test-helpers';

const EXPIRED =
  'This template has expired. You should update your validity date or select another one.';

describe("ask-docs rooms (a project's room, its template, the thread, feedback)", () => {
  let t: TestApp;
  let owner: BuiltUser;
  let member: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    await setPlan(t, owner.orgId, 'Enterprise');
  });
  afterAll(() => t.close());

  const createTemplate = async (overrides: object = {}) => {
    const body = { title: 'T', instruction: 'Quote the clause.', ...overrides };
    const res = await call(t, owner, 'POST', '/ask-docs/create-template', body);
    return res.json().data._id as string;
  };

  it("opens a project's room once, for everyone, on first open", async () => {
    const projectId = await createAskDocsProject(t, owner, 'Handbook');
    const res = await call(t, member, 'GET', `/ask-docs/room/${projectId}`);
    expect(res.statusCode).toBe(200);
    const room = res.json().data;
    expect(room).toEqual({
      _id: expect.any(String),
      projectId,
      projectName: 'Handbook',
      templateId: null,
      template: null,
      createdBy: member.user.id,
      createdAt: expect.any(String),
    });
    const again = await call(t, owner, 'GET', `/ask-docs/room/${projectId}`);
    expect(again.json().data).toEqual(room);
    // Two people opening a new project's room at once get the same room.
    const raced = await createAskDocsProject(t, owner, 'Raced');
    const [first, second] = await Promise.all([
      call(t, owner, 'GET', `/ask-docs/room/${raced}`),
      call(t, member, 'GET', `/ask-docs/room/${raced}`),
    ]);
    expect(first?.json().data._id).toBe(second?.json().data._id);
  });

  it('connects a template, refuses an expired or not yet valid one, and disconnects', async () => {
    const projectId = await createAskDocsProject(t, owner, 'Policies');
    const valid = await createTemplate({ answerStyle: 'detailed', validUntil: '2999-01-01' });
    const connect = (templateId: string | null) =>
      call(t, member, 'PUT', `/ask-docs/room/${projectId}`, { templateId });

    const connected = await connect(valid);
    expect(connected.statusCode).toBe(200);
    expect(connected.json().data).toMatchObject({
      templateId: valid,
      template: { _id: valid, answerStyle: 'detailed', expired: false },
    });

    const expired = await createTemplate({ validUntil: '2020-12-31' });
    const refused = await connect(expired);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'TEMPLATE_EXPIRED',
      message: EXPIRED,
      details: { reason: 'expired', validUntil: '2020-12-31' },
    });
    const early = await connect(await createTemplate({ validFrom: '2999-01-01' }));
    expect(early.json()).toMatchObject({
      code: 'TEMPLATE_NOT_YET_VALID',
      message:
        'This template is valid from 2999-01-01. You should update your validity date or select another one.',
    });
    // Refusals leave the connected template in place.
    const room = (await call(t, owner, 'GET', `/ask-docs/room/${projectId}`)).json().data;
    expect(room.templateId).toBe(valid);

    // Once its validity has passed (the row aged here: sessions would expire with the clock),
    // the room shows it expired.
    await t.ctx.db
      .update(askDocTemplates)
      .set({ validUntil: '2021-01-01' })
      .where(eq(askDocTemplates.id, valid));
    const later = (await call(t, owner, 'GET', `/ask-docs/room/${projectId}`)).json().data;
    expect(later.template).toMatchObject({ _id: valid, expired: true });

    expect((await connect(null)).json().data).toMatchObject({ templateId: null, template: null });
    await connect(valid);
    await call(t, owner, 'DELETE', `/ask-docs/delete-template/${valid}`);
    const orphan = (await call(t, owner, 'GET', `/ask-docs/room/${projectId}`)).json().data;
    expect(orphan).toMatchObject({ templateId: null, template: null });
  });

  it("pages the caller's own history in a room, newest last", async () => {
    const projectId = await createAskDocsProject(t, owner, 'History');
    const roomId = (await call(t, owner, 'GET', `/ask-docs/room/${projectId}`)).json().data._id;
    const base = t.ctx.now().getTime();
    const asked = [];
    for (let i = 0; i < 5; i += 1) {
      const row = await insertConversation(t, {
        orgId: owner.orgId,
        roomId,
        userId: owner.user.id,
        question: `Question ${i}`,
        createdAt: new Date(base + i * 1000),
      });
      asked.push(row.id);
    }
    const theirs = await insertConversation(t, {
      orgId: owner.orgId,
      roomId,
      userId: member.user.id,
      question: 'Member question',
      createdAt: new Date(base + 10_000),
    });

    const page1 = await call(t, owner, 'GET', `/ask-docs/conversation/${roomId}?pageSize=2`);
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.data.map((c: { _id: string }) => c._id)).toEqual([asked[3], asked[4]]);
    expect(body).toMatchObject({ page: 1, hasMore: true });
    expect(body.data[1]).toEqual({
      _id: asked[4],
      roomId,
      question: 'Question 4',
      answer: 'Answer to Question 4',
      citations: [
        {
          documentId: expect.any(String),
          fileName: 'handbook.pdf',
          page: 2,
          passageId: expect.any(String),
          snippet: 'Holidays are 25 days a year.',
        },
      ],
      feedback: null,
      feedbackReason: null,
      createdAt: new Date(base + 4000).toISOString(),
    });
    const page2 = await call(
      t,
      owner,
      'GET',
      `/ask-docs/conversation/${roomId}?pageSize=2&page=2&before=${asked[3]}`,
    );
    expect(page2.json().data.map((c: { _id: string }) => c._id)).toEqual([asked[1], asked[2]]);
    const page3 = await call(
      t,
      owner,
      'GET',
      `/ask-docs/conversation/${roomId}?pageSize=2&page=3&before=${asked[1]}`,
    );
    expect(page3.json()).toMatchObject({ page: 3, hasMore: false });
    expect(page3.json().data.map((c: { _id: string }) => c._id)).toEqual([asked[0]]);

    // A page after the first needs `before`; someone else's conversation is no cursor.
    expect(
      (await call(t, owner, 'GET', `/ask-docs/conversation/${roomId}?page=2`)).statusCode,
    ).toBe(400);
    const foreign = await call(
      t,
      owner,
      'GET',
      `/ask-docs/conversation/${roomId}?page=2&before=${theirs.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    const memberThread = (await call(t, member, 'GET', `/ask-docs/conversation/${roomId}`)).json();
    expect(memberThread.data.map((c: { _id: string }) => c._id)).toEqual([theirs.id]);
  });

  it("records feedback on the caller's own answers only", async () => {
    const projectId = await createAskDocsProject(t, owner, 'Feedback');
    const roomId = (await call(t, owner, 'GET', `/ask-docs/room/${projectId}`)).json().data._id;
    const row = await insertConversation(t, {
      orgId: owner.orgId,
      roomId,
      userId: owner.user.id,
      question: 'Where is page 2?',
      createdAt: t.ctx.now(),
    });
    const feedback = (body: object, user = owner) =>
      call(t, user, 'PUT', `/ask-docs/conversation-feedback/${row.id}`, body);

    const disliked = await feedback({ feedback: 'DISLIKE', reason: 'Wrong page cited' });
    expect(disliked.statusCode).toBe(200);
    expect(disliked.json().data).toMatchObject({
      _id: row.id,
      feedback: 'DISLIKE',
      feedbackReason: 'Wrong page cited',
    });
    const liked = await feedback({ feedback: 'LIKE', reason: 'ignored with a like' });
    expect(liked.json().data).toMatchObject({ feedback: 'LIKE', feedbackReason: null });
    expect((await feedback({ feedback: null })).json().data.feedback).toBeNull();
    expect((await feedback({ feedback: 'MAYBE' })).statusCode).toBe(400);
    expect((await feedback({ feedback: 'LIKE' }, member)).statusCode).toBe(404);
  });
});
