import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { call } from '../../rooms/test-helpers';

const template = (overrides: object = {}) => ({
  title: 'Plain answers',
  instruction: 'Answer for a new employee and name the policy section.',
  answerStyle: 'bullets',
  ...overrides,
});

describe('ask-docs templates (create, list, update, favourite, delete)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let admin: BuiltUser;
  let member: BuiltUser;
  let other: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    const team = { orgId: owner.orgId, teamId: owner.teamId };
    admin = await buildUser(t, { ...team, role: 'admin' });
    member = await buildUser(t, { ...team, role: 'member' });
    other = await buildUser(t, { ...team, role: 'member' });
  });
  afterAll(() => t.close());

  const create = async (user: BuiltUser, overrides: object = {}) => {
    const res = await call(t, user, 'POST', '/ask-docs/create-template', template(overrides));
    if (res.statusCode !== 200) throw new Error(`create-template: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };

  it('walks 401 and 400 before creating a template', async () => {
    const post = (user: BuiltUser | null, body: object) =>
      call(t, user, 'POST', '/ask-docs/create-template', body);
    expect((await post(null, template())).statusCode).toBe(401);
    expect((await post(member, template({ instruction: ' ' }))).statusCode).toBe(400);
    expect((await post(member, template({ answerStyle: 'poem' }))).statusCode).toBe(400);
    const backwards = await post(
      member,
      template({ validFrom: '2025-02-01', validUntil: '2025-01-31' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The validity must end on or after it starts.');
  });

  it('creates a template with its validity and flags, concise by default', async () => {
    const created = await create(member, {
      answerStyle: undefined,
      validFrom: '2020-01-01',
      validUntil: '2999-12-31',
    });
    expect(created).toEqual({
      _id: expect.any(String),
      title: 'Plain answers',
      instruction: 'Answer for a new employee and name the policy section.',
      answerStyle: 'concise',
      validFrom: '2020-01-01',
      validUntil: '2999-12-31',
      expired: false,
      notYetValid: false,
      favourite: false,
      canEdit: true,
      createdBy: member.user.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const expired = await create(member, { validUntil: '2020-01-01' });
    expect(expired).toMatchObject({ expired: true, notYetValid: false });
    const later = await create(member, { validFrom: '2999-01-01' });
    expect(later).toMatchObject({ expired: false, notYetValid: true });
  });

  it('lists favourites first per user, then newest first', async () => {
    const first = await create(owner, { title: 'First' });
    t.advanceTime(1000);
    const second = await create(owner, { title: 'Second' });
    const star = await call(t, member, 'PUT', `/ask-docs/make-template-favorite/${first._id}`, {
      favourite: true,
    });
    expect(star.json().data).toMatchObject({ _id: first._id, favourite: true });

    const forMember = (await call(t, member, 'GET', '/ask-docs/get-all-templates')).json().data;
    expect(forMember[0]._id).toBe(first._id);
    const forOwner = (await call(t, owner, 'GET', '/ask-docs/get-all-templates')).json().data;
    expect(forOwner[0]._id).toBe(second._id);
    expect(forOwner.find((x: { _id: string }) => x._id === first._id).favourite).toBe(false);

    const unstar = await call(t, member, 'PUT', `/ask-docs/make-template-favorite/${first._id}`, {
      favourite: false,
    });
    expect(unstar.json().data.favourite).toBe(false);
  });

  it('lets its author or an admin change and delete it, and no other member', async () => {
    const mine = await create(member, { title: 'Mine' });
    const asOther = await call(
      t,
      other,
      'PUT',
      `/ask-docs/update-template/${mine._id}`,
      template(),
    );
    expect(asOther.statusCode).toBe(403);
    const listed = (await call(t, other, 'GET', '/ask-docs/get-all-templates')).json().data;
    expect(listed.find((x: { _id: string }) => x._id === mine._id).canEdit).toBe(false);

    const updated = await call(
      t,
      member,
      'PUT',
      `/ask-docs/update-template/${mine._id}`,
      template({ title: 'Renamed', answerStyle: 'detailed', validUntil: '2020-06-30' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: 'Renamed',
      answerStyle: 'detailed',
      validFrom: null,
      validUntil: '2020-06-30',
      expired: true,
    });
    const byAdmin = await call(
      t,
      admin,
      'PUT',
      `/ask-docs/update-template/${mine._id}`,
      template({ title: 'Tidied' }),
    );
    expect(byAdmin.json().data).toMatchObject({
      title: 'Tidied',
      validUntil: null,
      expired: false,
    });

    expect(
      (await call(t, other, 'DELETE', `/ask-docs/delete-template/${mine._id}`)).statusCode,
    ).toBe(403);
    const deleted = await call(t, member, 'DELETE', `/ask-docs/delete-template/${mine._id}`);
    expect(deleted.json()).toEqual({ message: 'Template deleted successfully' });
    const after = (await call(t, member, 'GET', '/ask-docs/get-all-templates')).json().data;
    expect(after.map((x: { _id: string }) => x._id)).not.toContain(mine._id);
    expect(
      (await call(t, member, 'DELETE', `/ask-docs/delete-template/${mine._id}`)).statusCode,
    ).toBe(404);
  });
});
