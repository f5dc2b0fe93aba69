import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { call, createRoom } from '../test-helpers';
import { insertSource } from './test-helpers';

interface TemplateBody {
  _id: string;
  title: string;
  favourite: boolean;
  expired: boolean;
  notYetValid: boolean;
  canEdit: boolean;
}

describe('templates', () => {
  let t: TestApp;
  let owner: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
  });
  afterAll(() => t.close());

  const send = (
    user: Pick<BuiltUser, 'headers'>,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: user.headers, payload });
  const list = async (user: BuiltUser, query = ''): Promise<TemplateBody[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/db/get-all-templates${query}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const create = async (user: BuiltUser, body: object): Promise<TemplateBody> => {
    const res = await send(user, 'POST', '/api/db/create-template', body);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const member = () => buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });

  it('answers 401 without a session and 400 for an invalid template', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/db/get-all-templates' });
    expect(anonymous.statusCode).toBe(401);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/db/create-template',
      payload: { title: 'x', text: 'y' },
    });
    expect(posted.statusCode).toBe(401);
    const empty = await send(owner, 'POST', '/api/db/create-template', { title: ' ', text: 'y' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    const backwards = await send(owner, 'POST', '/api/db/create-template', {
      title: 'x',
      text: 'y',
      validFrom: '2030-02-01',
      validUntil: '2030-01-01',
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('creates, reads, updates and deletes a template with its placeholders', async () => {
    const user = await buildUser(t);
    const sourceId = await insertSource(t, user.orgId);
    const created = await send(user, 'POST', '/api/db/create-template', {
      title: ' Revenue by region ',
      text: 'total revenue in {region} for { year }, then {region} again',
      sourceId,
      validUntil: '2999-12-31',
    });
    expect(created.statusCode).toBe(200);
    const template = created.json().data;
    expect(template).toMatchObject({
      title: 'Revenue by region',
      placeholders: ['region', 'year'],
      sourceId,
      validFrom: null,
      validUntil: '2999-12-31',
      expired: false,
      notYetValid: false,
      favourite: false,
      canEdit: true,
      createdBy: user.user.id,
    });

    const updated = await send(user, 'PUT', `/api/db/update-template/${template._id}`, {
      title: 'Orders per product',
      text: 'orders of {product}',
      validFrom: '2020-01-01',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      _id: template._id,
      title: 'Orders per product',
      placeholders: ['product'],
      sourceId: null,
      validFrom: '2020-01-01',
      validUntil: null,
    });
    expect((await list(user)).map((item) => item.title)).toEqual(['Orders per product']);

    const deleted = await send(user, 'DELETE', `/api/db/delete-template/${template._id}`);
    expect(deleted.json()).toEqual({ message: 'Template deleted successfully' });
    expect(await list(user)).toEqual([]);
    const again = await send(user, 'DELETE', `/api/db/delete-template/${template._id}`);
    expect(again.statusCode).toBe(404);
  });

  it('filters by source: that source or any source, never a deleted one', async () => {
    const user = await buildUser(t);
    const first = await insertSource(t, user.orgId);
    const second = await insertSource(t, user.orgId);
    const gone = await insertSource(t, user.orgId);
    await create(user, { title: 'any', text: 'a' });
    await create(user, { title: 'first', text: 'b', sourceId: first });
    await create(user, { title: 'second', text: 'c', sourceId: second });
    const forGone = await create(user, { title: 'gone', text: 'd', sourceId: gone });
    const { sources } = await import('../../sources');
    const { eq } = await import('drizzle-orm');
    await t.ctx.db.update(sources).set({ deletedAt: t.ctx.now() }).where(eq(sources.id, gone));

    const titles = async (query: string) => (await list(user, query)).map((item) => item.title);
    expect((await titles(`?source=${first}`)).sort()).toEqual(['any', 'first']);
    expect((await titles('')).sort()).toEqual(['any', 'first', 'second']);
    const favourite = await send(user, 'PUT', `/api/db/make-template-favourite/${forGone._id}`, {
      favourite: true,
    });
    expect(favourite.statusCode).toBe(404);
    const onDeleted = await send(user, 'POST', '/api/db/create-template', {
      title: 'x',
      text: 'y',
      sourceId: gone,
    });
    expect(onDeleted.statusCode).toBe(404);
  });

  it('lists each user’s favourites first, then newest first', async () => {
    const user = await buildUser(t);
    const colleague = await buildUser(t, {
      orgId: user.orgId,
      teamId: user.teamId,
      role: 'member',
    });
    const older = await create(user, { title: 'older', text: 'a' });
    t.advanceTime(1000);
    await create(colleague, { title: 'newer', text: 'b' });
    expect((await list(user)).map((item) => item.title)).toEqual(['newer', 'older']);

    const starred = await send(colleague, 'PUT', `/api/db/make-template-favourite/${older._id}`, {
      favourite: true,
    });
    expect(starred.statusCode).toBe(200);
    expect(starred.json().data).toMatchObject({ _id: older._id, favourite: true });
    const theirs = await list(colleague);
    expect(theirs.map((item) => [item.title, item.favourite])).toEqual([
      ['older', true],
      ['newer', false],
    ]);
    // Stars are personal: the author's own list keeps the plain order.
    expect((await list(user)).map((item) => item.favourite)).toEqual([false, false]);

    const unstarred = await send(colleague, 'PUT', `/api/db/make-template-favourite/${older._id}`, {
      favourite: false,
    });
    expect(unstarred.json().data.favourite).toBe(false);
    expect((await list(colleague)).map((item) => item.title)).toEqual(['newer', 'older']);
  });

  it('flags a template as expired after its last day and not yet valid before its first (UTC)', async () => {
    const user = await buildUser(t);
    const day = (offsetDays: number) =>
      new Date(t.ctx.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    await create(user, { title: 'ends today', text: 'a', validUntil: day(0) });
    await create(user, { title: 'ended yesterday', text: 'b', validUntil: day(-1) });
    await create(user, { title: 'starts today', text: 'c', validFrom: day(0) });
    await create(user, { title: 'starts tomorrow', text: 'd', validFrom: day(1) });
    const flags = Object.fromEntries(
      (await list(user)).map((item) => [item.title, [item.expired, item.notYetValid]]),
    );
    expect(flags).toEqual({
      'ends today': [false, false],
      'ended yesterday': [true, false],
      'starts today': [false, false],
      'starts tomorrow': [false, true],
    });
  });

  it('refuses a template outside its validity with its own code until the validity is updated', async () => {
    const { owner: asker, sampleId } = await userWithSample(t);
    const roomId = await createRoom(t, asker, sampleId);
    const askWith = (templateId: string) =>
      call(t, asker, 'POST', '/db/conversation', { room: roomId, templateId });
    const early = await create(asker, {
      title: 'Later',
      text: 'total revenue',
      validFrom: '2999-01-01',
    });
    const tooEarly = await askWith(early._id);
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json()).toMatchObject({
      code: 'TEMPLATE_NOT_YET_VALID',
      message:
        'This template is valid from 2999-01-01. You should update your validity date or select another one.',
      details: { reason: 'not_yet_valid', validFrom: '2999-01-01' },
    });

    const late = await create(asker, {
      title: 'Old',
      text: 'total revenue',
      validUntil: '2001-01-01',
    });
    const tooLate = await askWith(late._id);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json()).toMatchObject({
      code: 'TEMPLATE_EXPIRED',
      message:
        'This template has expired. You should update your validity date or select another one.',
    });

    // "Update validity": the same form sends every field back with the new dates.
    const renewed = await send(asker, 'PUT', `/api/db/update-template/${late._id}`, {
      title: 'Old',
      text: 'total revenue',
      validUntil: '2999-12-31',
    });
    expect(renewed.json().data).toMatchObject({ expired: false, notYetValid: false });
    const asked = await askWith(late._id);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({
      templateId: late._id,
      query: { text: 'total revenue' },
    });
  });

  it('lets the author or a holder of templates.manage (owner, admin) change a template', async () => {
    const author = await member();
    const other = await member();
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    const admin = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'admin' });
    const template = await create(author, { title: 'mine', text: 'a' });
    const body = { title: 'theirs', text: 'b' };
    const canEdit = async (user: BuiltUser) =>
      (await list(user)).find((item) => item._id === template._id)?.canEdit;
    expect(await canEdit(author)).toBe(true);
    expect(await canEdit(other)).toBe(false);
    expect(await canEdit(viewer)).toBe(false);
    expect(await canEdit(admin)).toBe(true);
    expect(await canEdit(owner)).toBe(true);

    for (const user of [other, viewer]) {
      const edit = await send(user, 'PUT', `/api/db/update-template/${template._id}`, body);
      expect(edit.statusCode).toBe(403);
      expect(edit.json().code).toBe('FORBIDDEN');
      const remove = await send(user, 'DELETE', `/api/db/delete-template/${template._id}`);
      expect(remove.statusCode).toBe(403);
    }
    // Anyone who may ask questions sees it, may star it, and may save and edit their own.
    const star = await send(viewer, 'PUT', `/api/db/make-template-favourite/${template._id}`, {
      favourite: true,
    });
    expect(star.statusCode).toBe(200);
    expect(star.json().data).toMatchObject({ favourite: true, canEdit: false });
    const own = await create(viewer, { title: 'viewer’s', text: 'c' });
    expect(own.canEdit).toBe(true);
    const ownEdit = await send(viewer, 'PUT', `/api/db/update-template/${own._id}`, body);
    expect(ownEdit.statusCode).toBe(200);

    const byOwner = await send(owner, 'PUT', `/api/db/update-template/${own._id}`, body);
    expect(byOwner.statusCode).toBe(200);
    const byAdmin = await send(admin, 'PUT', `/api/db/update-template/${template._id}`, body);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data).toMatchObject({
      title: 'theirs',
      createdBy: author.user.id,
      canEdit: true,
    });
    const deleted = await send(admin, 'DELETE', `/api/db/delete-template/${template._id}`);
    expect(deleted.statusCode).toBe(200);
  });

  it('answers 400 with a message per field, so the form can show each beside its input', async () => {
    const res = await send(owner, 'POST', '/api/db/create-template', {
      title: ' ',
      text: 'x'.repeat(1001),
      validFrom: '2030-13-01',
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().details;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Give the template a name.' },
        { path: 'text', message: 'The question can be at most 1,000 characters.' },
        { path: 'validFrom', message: 'Enter a date (YYYY-MM-DD).' },
      ]),
    );
    const backwards = await send(owner, 'POST', '/api/db/create-template', {
      title: 'x',
      text: 'y',
      validFrom: '2030-02-01',
      validUntil: '2030-01-01',
    });
    expect(backwards.json().details.fields).toEqual([
      { path: 'validUntil', message: 'The validity must end on or after it starts.' },
    ]);
  });

  it("answers 404 for another organization's template", async () => {
    const template = await create(owner, { title: 'private', text: 'a' });
    const stranger = await buildUser(t);
    expect((await list(stranger)).map((item) => item._id)).not.toContain(template._id);
    const calls = [
      send(stranger, 'PUT', `/api/db/update-template/${template._id}`, { title: 'x', text: 'y' }),
      send(stranger, 'PUT', `/api/db/make-template-favourite/${template._id}`, { favourite: true }),
      send(stranger, 'DELETE', `/api/db/delete-template/${template._id}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    const foreignSource = await insertSource(t, owner.orgId);
    const named = await send(stranger, 'POST', '/api/db/create-template', {
      title: 'x',
      text: 'y',
      sourceId: foreignSource,
    });
    expect(named.statusCode).toBe(404);
    expect((await list(owner)).map((item) => item._id)).toContain(template._id);
  });

  it('documents the five template calls in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(paths['/api/db/create-template'].post.requestBody).toBeDefined();
    expect(paths['/api/db/get-all-templates'].get.parameters[0].name).toBe('source');
    expect(paths['/api/db/update-template/{id}'].put).toBeDefined();
    expect(paths['/api/db/make-template-favourite/{id}'].put).toBeDefined();
    expect(paths['/api/db/delete-template/{id}'].delete).toBeDefined();
  });
});
