import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setPlan } from '../dashboards/test-helpers';
import { call } from '../rooms/test-helpers';
import {
  askDocDocuments,
  askDocProjectFavourites,
  askDocProjects,
  askDocTemplateFavourites,
  askDocTemplates,
} from './tables';
import { createAskDocsProject, insertConversation, insertDocument } from './test-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Route {
  method: Method;
  url: string;
  body?: object;
}

const TEMPLATE = { title: 'T', instruction: 'Cite the clause.' };

describe('ask-docs access: sign-in, organizations and roles', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let viewer: BuiltUser;
  let stranger: BuiltUser;
  let ids: { project: string; template: string; room: string; conversation: string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    stranger = await buildUser(t);
    await setPlan(t, owner.orgId, 'Enterprise');
    const project = await createAskDocsProject(t, owner, 'Org A project');
    await insertDocument(t, { orgId: owner.orgId, projectId: project });
    const template = (await call(t, owner, 'POST', '/ask-docs/create-template', TEMPLATE)).json()
      .data._id;
    const room = (await call(t, owner, 'GET', `/ask-docs/room/${project}`)).json().data._id;
    const asked = { orgId: owner.orgId, roomId: room, question: 'Q', createdAt: t.ctx.now() };
    const conversation = (await insertConversation(t, { ...asked, userId: owner.user.id })).id;
    ids = { project, template, room, conversation };
  });
  afterAll(() => t.close());

  /** Every call that names one of org A's objects. */
  const idRoutes = (): Route[] => [
    { method: 'GET', url: `/ask-docs/single-project/${ids.project}` },
    {
      method: 'PUT',
      url: `/ask-docs/project-favorite/${ids.project}`,
      body: { isFavourite: true },
    },
    { method: 'DELETE', url: `/ask-docs/delete-project/${ids.project}` },
    { method: 'GET', url: `/ask-docs/project-sources/${ids.project}` },
    { method: 'GET', url: `/ask-docs/documents?projectId=${ids.project}` },
    { method: 'PUT', url: `/ask-docs/update-template/${ids.template}`, body: TEMPLATE },
    {
      method: 'PUT',
      url: `/ask-docs/make-template-favorite/${ids.template}`,
      body: { favourite: true },
    },
    { method: 'DELETE', url: `/ask-docs/delete-template/${ids.template}` },
    { method: 'GET', url: `/ask-docs/room/${ids.project}` },
    { method: 'PUT', url: `/ask-docs/room/${ids.project}`, body: { templateId: null } },
    { method: 'GET', url: `/ask-docs/conversation/${ids.room}` },
    {
      method: 'PUT',
      url: `/ask-docs/conversation-feedback/${ids.conversation}`,
      body: { feedback: 'LIKE' },
    },
  ];

  /** Calls that change the organization's Ask Docs (not a user's own star or feedback). */
  const writeRoutes = (): Route[] => [
    { method: 'POST', url: '/ask-docs/create-project', body: { name: 'By a viewer' } },
    { method: 'DELETE', url: `/ask-docs/delete-project/${ids.project}` },
    { method: 'POST', url: '/ask-docs/create-template', body: TEMPLATE },
    { method: 'PUT', url: `/ask-docs/update-template/${ids.template}`, body: TEMPLATE },
    { method: 'DELETE', url: `/ask-docs/delete-template/${ids.template}` },
    { method: 'PUT', url: `/ask-docs/room/${ids.project}`, body: { templateId: ids.template } },
  ];

  const readRoutes = (): Route[] => [
    { method: 'GET', url: '/ask-docs/documents-projects' },
    { method: 'GET', url: '/ask-docs/documents' },
    { method: 'GET', url: '/ask-docs/get-all-templates' },
    { method: 'GET', url: '/ask-docs/user_guide' },
  ];

  const send = (user: BuiltUser | null, route: Route) =>
    call(t, user, route.method, route.url, route.body);

  it('answers 401 to every call without a session', async () => {
    for (const route of [...idRoutes(), ...writeRoutes(), ...readRoutes()]) {
      const res = await send(null, route);
      expect({ route: route.url, status: res.statusCode }).toEqual({
        route: route.url,
        status: 401,
      });
    }
  });

  it("answers 404 to another organization's ids and changes nothing", async () => {
    for (const route of idRoutes()) {
      const res = await send(stranger, route);
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 404,
      });
    }
    // Connecting org A's template to the stranger's own room is refused too.
    const own = await createAskDocsProject(t, stranger, 'Org B project');
    const borrowed = await send(stranger, {
      method: 'PUT',
      url: `/ask-docs/room/${own}`,
      body: { templateId: ids.template },
    });
    expect(borrowed.statusCode).toBe(404);

    const [project] = await t.ctx.db
      .select()
      .from(askDocProjects)
      .where(eq(askDocProjects.id, ids.project));
    expect(project?.name).toBe('Org A project');
    const documents = await t.ctx.db
      .select()
      .from(askDocDocuments)
      .where(eq(askDocDocuments.projectId, ids.project));
    expect(documents).toHaveLength(1);
    const [template] = await t.ctx.db
      .select()
      .from(askDocTemplates)
      .where(eq(askDocTemplates.id, ids.template));
    expect(template?.title).toBe('T');
    expect(
      await t.ctx.db
        .select()
        .from(askDocProjectFavourites)
        .where(eq(askDocProjectFavourites.userId, stranger.user.id)),
    ).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(askDocTemplateFavourites)
        .where(eq(askDocTemplateFavourites.userId, stranger.user.id)),
    ).toEqual([]);
    // Nor does the stranger see org A's projects, documents or templates in lists.
    for (const route of readRoutes().slice(0, 3)) {
      const listed = (await send(stranger, route)).json().data as { _id: string }[];
      expect(listed.map((row) => row._id)).not.toEqual(
        expect.arrayContaining([ids.project, ids.template]),
      );
    }
  });

  it('answers 403 to a viewer who tries to change anything, and lets them read and star', async () => {
    for (const route of writeRoutes()) {
      const res = await send(viewer, route);
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
    for (const route of readRoutes()) {
      expect((await send(viewer, route)).statusCode).toBe(200);
    }
    const reads: Route[] = [
      { method: 'GET', url: `/ask-docs/single-project/${ids.project}` },
      { method: 'GET', url: `/ask-docs/project-sources/${ids.project}` },
      { method: 'GET', url: `/ask-docs/room/${ids.project}` },
      { method: 'GET', url: `/ask-docs/conversation/${ids.room}` },
      { method: 'PUT', url: `/ask-docs/project-favorite/${ids.project}`, body: {} },
      {
        method: 'PUT',
        url: `/ask-docs/make-template-favorite/${ids.template}`,
        body: { favourite: true },
      },
    ];
    for (const route of reads) {
      const res = await send(viewer, route);
      expect({ route: route.url, status: res.statusCode }).toEqual({
        route: route.url,
        status: 200,
      });
    }
    const [project] = await t.ctx.db
      .select()
      .from(askDocProjects)
      .where(eq(askDocProjects.id, ids.project));
    expect(project).toBeDefined();
  });
});
