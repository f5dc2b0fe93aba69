import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { raceAt } from '../../../../test/race';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setPlan } from '../../dashboards/test-helpers';
import { call } from '../../rooms/test-helpers';
import { askDocConversations, askDocDocuments, askDocProjects, askDocRooms } from '../tables';
import { createAskDocsProject, insertConversation, insertDocument } from '../test-helpers';

type Listed = { _id: string; name: string; isFavourite: boolean };
const idsOf = (res: { json(): { data: Listed[] } }) => res.json().data.map((p) => p._id);

describe('ask-docs projects (create, list, single, favourite, delete)', () => {
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

  it('walks 401 and 400 before creating a project', async () => {
    const create = (user: BuiltUser | null, body: object) =>
      call(t, user, 'POST', '/ask-docs/create-project', body);
    expect((await create(null, { name: 'x' })).statusCode).toBe(401);
    expect((await create(owner, { name: '  ' })).statusCode).toBe(400);
    expect((await create(owner, { name: 'x'.repeat(121) })).statusCode).toBe(400);
  });

  it('creates a project as { data: { _id, … } } and opens it by id', async () => {
    const res = await call(t, member, 'POST', '/ask-docs/create-project', {
      name: ' HR policies ',
      description: 'Handbook and leave rules',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      _id: expect.any(String),
      name: 'HR policies',
      description: 'Handbook and leave rules',
      isFavourite: false,
      documentCount: 0,
      createdBy: member.user.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [row] = await t.ctx.db
      .select()
      .from(askDocProjects)
      .where(eq(askDocProjects.id, data._id));
    expect(row).toMatchObject({ orgId: owner.orgId, teamId: owner.teamId });

    await insertDocument(t, { orgId: owner.orgId, projectId: data._id });
    const single = await call(t, owner, 'GET', `/ask-docs/single-project/${data._id}`);
    expect(single.json()).toEqual({ data: { ...data, documentCount: 1 } });
    const missing = await call(t, owner, 'GET', `/ask-docs/single-project/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect((await call(t, owner, 'GET', '/ask-docs/single-project/not-a-uuid')).statusCode).toBe(
      400,
    );
  });

  it('lists favourites first (per user), then newest first, and searches name or description', async () => {
    const a = await createAskDocsProject(t, owner, 'Alpha contracts');
    t.advanceTime(1000);
    const b = await createAskDocsProject(t, owner, 'Beta 50% reports', 'quarterly');
    t.advanceTime(1000);
    const c = await createAskDocsProject(t, owner, 'Gamma manuals');
    const star = await call(t, owner, 'PUT', `/ask-docs/project-favorite/${a}`, {
      isFavourite: true,
    });
    expect(star.json()).toEqual({ message: 'Success', data: { isFavourite: true } });

    const mine = idsOf(await call(t, owner, 'GET', '/ask-docs/documents-projects'));
    expect(mine[0]).toBe(a);
    expect(mine.indexOf(c)).toBeLessThan(mine.indexOf(b));
    // The star is the owner's: the member sees the newest first.
    const theirs = (await call(t, member, 'GET', '/ask-docs/documents-projects')).json().data;
    expect(theirs[0]._id).toBe(c);
    expect(theirs.find((p: Listed) => p._id === a).isFavourite).toBe(false);

    const search = (q: string) =>
      call(t, owner, 'GET', `/ask-docs/documents-projects?search=${encodeURIComponent(q)}`);
    expect(idsOf(await search('50%'))).toEqual([b]);
    expect(idsOf(await search('QUARTERLY'))).toEqual([b]);
    expect(idsOf(await search('_'))).toEqual([]);

    // Without a body the star toggles.
    const off = await call(t, owner, 'PUT', `/ask-docs/project-favorite/${a}`);
    expect(off.json().data).toEqual({ isFavourite: false });
    const on = await call(t, owner, 'PUT', `/ask-docs/project-favorite/${a}`);
    expect(on.json().data).toEqual({ isFavourite: true });
  });

  it('deletes a project with its documents, stored files, room and conversations', async () => {
    const projectId = await createAskDocsProject(t, owner, 'To delete');
    const kept = await createAskDocsProject(t, owner, 'Kept');
    const first = await insertDocument(t, { orgId: owner.orgId, projectId });
    const second = await insertDocument(t, { orgId: owner.orgId, projectId, status: 'FAILED' });
    const other = await insertDocument(t, { orgId: owner.orgId, projectId: kept });
    // A row pointing outside DATA_DIR never deletes that file.
    const outside = path.join(mkdtempSync(path.join(tmpdir(), 'askdocs-outside-')), 'keep.pdf');
    writeFileSync(outside, 'not ours');
    await insertDocument(t, { orgId: owner.orgId, projectId, storagePath: outside });
    expect(existsSync(first.storagePath)).toBe(true);
    const room = (await call(t, owner, 'GET', `/ask-docs/room/${projectId}`)).json().data;
    const now = t.ctx.now();
    await insertConversation(t, {
      orgId: owner.orgId,
      roomId: room._id,
      userId: owner.user.id,
      question: 'How many holidays?',
      createdAt: now,
    });

    const res = await call(t, member, 'DELETE', `/ask-docs/delete-project/${projectId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Project deleted successfully' });

    expect(existsSync(first.storagePath)).toBe(false);
    expect(existsSync(second.storagePath)).toBe(false);
    expect(existsSync(other.storagePath)).toBe(true);
    expect(existsSync(outside)).toBe(true);
    const documents = await t.ctx.db
      .select()
      .from(askDocDocuments)
      .where(eq(askDocDocuments.projectId, projectId));
    expect(documents).toEqual([]);
    expect(
      await t.ctx.db.select().from(askDocRooms).where(eq(askDocRooms.projectId, projectId)),
    ).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(askDocConversations)
        .where(eq(askDocConversations.roomId, room._id)),
    ).toEqual([]);
    expect((await call(t, owner, 'GET', `/ask-docs/single-project/${projectId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, owner, 'DELETE', `/ask-docs/delete-project/${projectId}`)).statusCode,
    ).toBe(404);
    const left = await call(t, owner, 'GET', `/ask-docs/project-sources/${kept}`);
    expect(left.json().data.map((d: { _id: string }) => d._id)).toEqual([other.id]);
  });
});

describe('ask-docs project limit and usage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const usage = async (user: BuiltUser) =>
    (await call(t, user, 'GET', '/users/me')).json().data.serviceUsage.askDocsProjects;

  it('counts the projects in users/me and refuses one past the plan, naming the plan', async () => {
    const owner = await buildUser(t);
    const member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    const stranger = await buildUser(t);
    expect(await usage(owner)).toEqual({ used: 0, limit: 1 });

    const first = await createAskDocsProject(t, owner, 'Only one on Basic');
    expect(await usage(owner)).toEqual({ used: 1, limit: 1 });
    // Another organization's count is its own.
    expect(await usage(stranger)).toEqual({ used: 0, limit: 1 });

    const refused = await call(t, owner, 'POST', '/ask-docs/create-project', { name: 'Second' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'The Basic plan allows up to 1 Ask Docs projects. Upgrade to Pro for up to 10 Ask Docs projects.',
      details: { limit: 'askDocsProjects', plan: 'Basic', upgradeTo: 'Pro' },
    });
    const byMember = await call(t, member, 'POST', '/ask-docs/create-project', { name: 'Second' });
    expect(byMember.json().message).toBe(
      'The Basic plan allows up to 1 Ask Docs projects. Ask an owner of your organization to upgrade to Pro for up to 10 Ask Docs projects.',
    );
    const rows = await t.ctx.db
      .select()
      .from(askDocProjects)
      .where(eq(askDocProjects.orgId, owner.orgId));
    expect(rows.map((row) => row.id)).toEqual([first]);

    // Deleting the project frees its place.
    await call(t, owner, 'DELETE', `/ask-docs/delete-project/${first}`);
    expect(await usage(owner)).toEqual({ used: 0, limit: 1 });
    await createAskDocsProject(t, owner, 'Again');

    await setPlan(t, owner.orgId, 'Pro');
    await createAskDocsProject(t, owner, 'On Pro');
    expect(await usage(owner)).toEqual({ used: 2, limit: 10 });
  });

  it('creates exactly one of two projects asked for at once at the last place', async () => {
    const owner = await buildUser(t); // Basic: 1 project
    const create = (name: string) => () =>
      call(t, owner, 'POST', '/ask-docs/create-project', { name });
    const answers = await raceAt(t, askDocProjects, [create('Left'), create('Right')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
    expect(answers.find((answer) => answer.statusCode === 402)?.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'The Basic plan allows up to 1 Ask Docs projects. Upgrade to Pro for up to 10 Ask Docs projects.',
    });
    expect(await usage(owner)).toEqual({ used: 1, limit: 1 });
    // Core allows 3: with 2 left, two at once both pass and a third is refused.
    await setPlan(t, owner.orgId, 'Core');
    const more = await raceAt(t, askDocProjects, [create('Two'), create('Three')]);
    expect(more.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await create('Four')()).statusCode).toBe(402);
    expect(await usage(owner)).toEqual({ used: 3, limit: 3 });
  });
});
