import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSession, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { organizations, users } from '../../core/identity';

const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 1).toString('base64')}`;

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/profile'],
      ['GET', '/api/users/user-profile'],
      ['PUT', '/api/users/update'],
      ['POST', '/api/users/create-profile'],
      ['DELETE', '/api/users/delete'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('reads the profile under both names', async () => {
    const me = await buildUser(t);
    for (const url of ['/api/users/profile', '/api/users/user-profile']) {
      const res = await t.app.inject({ method: 'GET', url, headers: me.headers });
      expect(res.json()).toEqual({
        data: {
          _id: me.user.id,
          email: me.user.email,
          givenName: 'Test',
          familyName: 'User',
          picture: ' ',
        },
      });
    }
  });

  it('updates names and picture, checking the picture', async () => {
    const me = await buildUser(t);
    const update = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/users/update', headers: me.headers, payload });

    const res = await update({ givenName: ' Grace ', picture: 'https://example.com/me.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      givenName: 'Grace',
      familyName: 'User',
      picture: 'https://example.com/me.png',
    });
    expect((await update({ picture: png(1000) })).json().data.picture).toBe(png(1000));
    expect((await update({ picture: '' })).json().data.picture).toBe(' ');

    for (const picture of [
      'http://example.com/me.png',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      png(210 * 1024),
    ]) {
      const bad = await update({ picture });
      expect(bad.statusCode, picture.slice(0, 30)).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_FAILED');
      expect(bad.json().details.fields[0].path).toBe('picture');
    }
    expect((await update({ givenName: '' })).statusCode).toBe(400);
  });

  it('create-profile sets the names and makes the personal organization', async () => {
    const [user] = await t.ctx.db
      .insert(users)
      .values({ email: `new-${Date.now()}@example.com`, emailVerifiedAt: t.ctx.now() })
      .returning();
    if (!user) throw new Error('no user');
    const { token } = await buildSession(t, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/create-profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { givenName: 'Linus', familyName: 'T' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ givenName: 'Linus', familyName: 'T' });
    const orgs = await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.personalOwnerId, user.id));
    expect(orgs.map((o) => o.name)).toEqual(["Linus's organization"]);
  });
});
