import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import {
  PAGE_WITH_SCRIPTS,
  SCRIPT_TAGS_OF_PAGE,
  scriptNonce,
  scriptTags,
} from '../../../../test/page-nonce';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ask, call, userWithSampleRoom } from '../../rooms/test-helpers';
import { dashboardItems } from '../tables';
import { createDashboard, setPlan } from '../test-helpers';
import { embedFrameAncestors } from './embed-frame-ancestors';
import { orgEmbedKey } from './embed-key';

const DAY_S = 86_400;
const REFUSAL = { code: 'EMBED_INVALID', message: 'This embed link is invalid or has expired.' };
const ENV_ORIGINS = "'self' https://intranet.example.com";

type Claims = Record<string, unknown>;

/** A JWT put together by hand: any header, any payload, an HMAC-SHA256 signature or none. */
function handMade(header: Claims, payload: Claims, key?: Uint8Array): string {
  const encode = (part: Claims) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${key ? createHmac('sha256', key).update(input).digest('base64url') : ''}`;
}

describe('dashboard embeds (SECURITY D4–D6)', () => {
  let t: TestApp;
  let webDist: string;
  const logLines: string[] = [];
  let owner: BuiltUser;
  let member: BuiltUser;
  let viewer: BuiltUser;
  let stranger: BuiltUser;
  let sampleId: string;
  let dashboardId: string;
  let otherDashboardId: string;
  let itemId: string;
  /** Every token this file issued, none of which may reach the log. */
  const issued: string[] = [];

  const generate = async (body: Claims, user: BuiltUser = owner) => {
    const res = await call(t, user, 'POST', '/dashboard/generate-embed-code', body);
    if (res.statusCode === 200) issued.push(res.json().data.token);
    return res;
  };
  const tokenFor = async (id = dashboardId, body: Claims = {}) => {
    const res = await generate({ dashboardId: id, ...body });
    if (res.statusCode !== 200) throw new Error(`generate-embed-code: ${res.body}`);
    return res.json().data.token as string;
  };
  const view = (token: string | null, id = dashboardId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/dashboard/get-embed-dashboard/${id}${token === null ? '' : `?token=${encodeURIComponent(token)}`}`,
    });
  const viewAsBearer = (token: string, id = dashboardId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/dashboard/get-embed-dashboard/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const expectRefused = async (token: string | null, id = dashboardId) => {
    const res = await view(token, id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject(REFUSAL);
    return res;
  };
  const orgKey = (version = 1, orgId = owner.orgId) =>
    orgEmbedKey(t.ctx.env.appSecret, orgId, version);
  const nowS = () => Math.floor(t.ctx.now().getTime() / 1000);

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'tabletalk-web-'));
    writeFileSync(path.join(webDist, 'index.html'), PAGE_WITH_SCRIPTS);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(
      { EMBED_ALLOWED_ORIGINS: ENV_ORIGINS, WEB_DIST_DIR: webDist, LOG_LEVEL: 'debug' },
      { logStream },
    );
    let roomId: string;
    ({ owner, sampleId, roomId } = await userWithSampleRoom(t));
    await setPlan(t, owner.orgId, 'Enterprise');
    member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    stranger = await buildUser(t);
    dashboardId = await createDashboard(t, owner, 'Sales <b>"live"</b> & more', 'PUBLIC');
    otherDashboardId = await createDashboard(t, owner, 'Other', 'PUBLIC');
    for (const [text, kind] of [
      ['What is the total revenue?', 'WIDGET'],
      ['total revenue by region', 'GRAPH'],
    ] as const) {
      const asked = await ask(t, owner, roomId, sampleId, text);
      const added = await call(t, owner, 'POST', '/dashboard/db/add-conversation-to-dashboard', {
        dashboardId,
        conversationId: asked.json().data._id,
        kind,
      });
      if (added.statusCode !== 200) throw new Error(added.body);
      itemId = added.json().data._id;
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('generates a signed token, its URL and an iframe snippet with the name escaped', async () => {
    const res = await generate({ dashboardId });
    expect(res.statusCode).toBe(200);
    const { token, url, html, expiresAt } = res.json().data;
    expect(url).toBe(`${t.ctx.env.publicUrl}/embed/dashboards/${dashboardId}?token=${token}`);
    expect(html).toBe(
      `<iframe src="${url}" width="100%" height="600" frameborder="0" title="Sales &lt;b&gt;&quot;live&quot;&lt;/b&gt; &amp; more"></iframe>`,
    );
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toEqual({
      typ: 'dashboard-embed',
      sub: dashboardId,
      org: owner.orgId,
      emb: expect.any(String),
      ver: 1,
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(30 * DAY_S);
    expect(new Date(expiresAt).getTime()).toBe((claims.exp ?? 0) * 1000);
  });

  it('issues codes to editors only, within the maximum lifetime, with origins only', async () => {
    expect((await generate({ dashboardId }, viewer)).statusCode).toBe(403);
    expect((await generate({ dashboardId }, member)).statusCode).toBe(403);
    expect((await generate({ dashboardId }, stranger)).statusCode).toBe(404);
    const tooLong = await generate({ dashboardId, expiresInDays: 91 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('An embed link may last at most 90 days.');
    const notAnOrigin = await generate({
      dashboardId,
      allowedOrigins: ["https://a.example.com; script-src 'unsafe-inline'"],
    });
    expect(notAnOrigin.statusCode).toBe(400);
    expect(
      (await generate({ dashboardId, allowedOrigins: ['https://a.example.com/x'] })).statusCode,
    ).toBe(400);
    const draft = await call(t, owner, 'POST', '/dashboard/create-draft', {});
    const ofDraft = await generate({ dashboardId: draft.json().data._id });
    expect(ofDraft.statusCode).toBe(400);
    const ninety = decodeJwt(await tokenFor(dashboardId, { expiresInDays: 90 }));
    expect((ninety.exp ?? 0) - (ninety.iat ?? 0)).toBe(90 * DAY_S);
  });

  it('serves the read-only view for a valid token, as ?token= or as a bearer', async () => {
    const token = await tokenFor();
    for (const res of [await view(token), await viewAsBearer(token)]) {
      expect(res.statusCode).toBe(200);
      const { dashboard, items } = res.json().data;
      expect(dashboard).toMatchObject({
        _id: dashboardId,
        name: 'Sales <b>"live"</b> & more',
        description: null,
      });
      expect(Object.keys(dashboard).sort()).toEqual([
        '_id',
        'description',
        'lastRefreshedAt',
        'name',
      ]);
      expect(items.map((item: { kind: string }) => item.kind)).toEqual(['WIDGET', 'GRAPH']);
      expect(items[1]).toMatchObject({
        _id: itemId,
        title: 'total revenue by region',
        chart: expect.objectContaining({ mark: expect.anything() }),
        broken: null,
        result: { status: expect.any(String), answer: { rows: expect.any(Array) } },
      });
      expect(items[1].result.answer.rows).toHaveLength(4);
    }
  });

  it('reveals no SQL, query, source or connection, sets no cookie and is never cached', async () => {
    const res = await view(await tokenFor());
    const body = res.body;
    for (const hidden of [
      'SELECT',
      '"sql"',
      'structuredQuery',
      'sourceId',
      'conversationId',
      'interpretation',
      'readings',
      sampleId,
    ]) {
      expect(body).not.toContain(hidden);
    }
    const [stored] = await t.ctx.db
      .select()
      .from(dashboardItems)
      .where(eq(dashboardItems.id, itemId));
    expect(stored?.sql).toMatch(/^SELECT/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const refused = await view('nope');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('refuses forged tokens with one generic answer (alg none, missing, other algorithms)', async () => {
    const claims = decodeJwt(await tokenFor());
    const key = orgKey();
    await expectRefused(handMade({ alg: 'none', typ: 'JWT' }, claims));
    await expectRefused(`${handMade({ alg: 'none', typ: 'JWT' }, claims).slice(0, -1)}`);
    await expectRefused(handMade({ typ: 'JWT' }, claims, key));
    // The header claims RS256 but the signature is the HMAC of the right secret: RS/HS confusion.
    await expectRefused(handMade({ alg: 'RS256', typ: 'JWT' }, claims, key));
    const rsa = await generateKeyPair('RS256');
    await expectRefused(
      await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(rsa.privateKey),
    );
    await expectRefused(await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key));
    await expectRefused('not-a-token');
    await expectRefused('');
    await expectRefused(null);
    // The control: the same claims, signed as the server signs them, pass.
    expect((await view(handMade({ alg: 'HS256', typ: 'JWT' }, claims, key))).statusCode).toBe(200);
  });

  it("refuses a token signed with another organization's secret or with the session key", async () => {
    const claims = decodeJwt(await tokenFor());
    await expectRefused(handMade({ alg: 'HS256' }, claims, orgKey(1, stranger.orgId)));
    await expectRefused(handMade({ alg: 'HS256' }, claims, t.ctx.keys.sessionJwt));
    await expectRefused(handMade({ alg: 'HS256' }, claims, orgKey(2)));
    // Another organization's own valid token does not open this organization's dashboard.
    await setPlan(t, stranger.orgId, 'Enterprise');
    const theirs = await createDashboard(t, stranger, 'Theirs');
    expect((await generate({ dashboardId: theirs })).statusCode).toBe(404);
    const res = await generate({ dashboardId: theirs }, stranger);
    const strangerToken = res.json().data.token;
    expect((await view(strangerToken, theirs)).statusCode).toBe(200);
    await expectRefused(strangerToken, dashboardId);
  });

  it('refuses a tampered payload, a wrong type, and claims that do not match', async () => {
    const token = await tokenFor();
    const [header, , signature] = token.split('.');
    const claims = decodeJwt(token);
    const payload = (changes: Claims) =>
      Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url');
    await expectRefused(`${header}.${payload({ sub: otherDashboardId })}.${signature}`);
    await expectRefused(`${header}.${payload({ exp: (claims.exp ?? 0) + DAY_S })}.${signature}`);
    const key = orgKey();
    await expectRefused(handMade({ alg: 'HS256' }, { ...claims, typ: 'access' }, key));
    await expectRefused(handMade({ alg: 'HS256' }, { ...claims, org: stranger.orgId }, key));
    await expectRefused(handMade({ alg: 'HS256' }, { ...claims, ver: 2 }, key));
    await expectRefused(handMade({ alg: 'HS256' }, { ...claims, emb: stranger.orgId }, key));
  });

  it('requires exp, caps the lifetime, and allows 60 s of clock skew', async () => {
    const { exp: _exp, ...claims } = decodeJwt(await tokenFor());
    const key = orgKey();
    const now = nowS();
    await expectRefused(handMade({ alg: 'HS256' }, claims, key));
    await expectRefused(
      handMade({ alg: 'HS256' }, { ...claims, iat: now, exp: now + 91 * DAY_S }, key),
    );
    await expectRefused(
      handMade({ alg: 'HS256' }, { ...claims, exp: now + DAY_S, iat: undefined }, key),
    );
    await expectRefused(
      handMade({ alg: 'HS256' }, { ...claims, iat: now + DAY_S, exp: now + 2 * DAY_S }, key),
    );
    const within = { ...claims, iat: now - DAY_S, exp: now - 30 };
    expect((await view(handMade({ alg: 'HS256' }, within, key))).statusCode).toBe(200);
    await expectRefused(handMade({ alg: 'HS256' }, { ...within, exp: now - 61 }, key));
    const ninetyDays = { ...claims, iat: now, exp: now + 90 * DAY_S };
    expect((await view(handMade({ alg: 'HS256' }, ninetyDays, key))).statusCode).toBe(200);
  });

  it("refuses dashboard 1's token on dashboard 2", async () => {
    const token = await tokenFor(dashboardId);
    await expectRefused(token, otherDashboardId);
    const res = await viewAsBearer(token, otherDashboardId);
    expect(res.statusCode).toBe(401);
    await expectRefused(token, 'not-a-uuid');
  });

  it('opens no other route with an embed token (D5): question, SQL, schema, account', async () => {
    const token = await tokenFor();
    const headers = {
      authorization: `Bearer ${token}`,
      'x-organization-id': owner.orgId,
      'x-team-id': owner.teamId,
    };
    const attempts = [
      { method: 'POST', url: '/api/dashboard/query', payload: { itemId } },
      {
        method: 'GET',
        url: `/api/db/nlquery?${new URLSearchParams({ text: 'total revenue', id: sampleId })}`,
      },
      { method: 'GET', url: `/api/db/db-schema?id=${sampleId}` },
      { method: 'GET', url: '/api/users/me' },
      { method: 'PUT', url: `/api/dashboard/refresh-queries/${dashboardId}` },
      { method: 'POST', url: '/api/dashboard/get-graphs', payload: { dashboardId } },
      { method: 'POST', url: '/api/dashboard/generate-embed-code', payload: { dashboardId } },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(401);
    }
  });

  it('frames the embed page for its allowed origins only; every other page keeps none', async () => {
    const token = await tokenFor(dashboardId, {
      allowedOrigins: ['https://partner.example.com', 'https://Other.example.org:8443/'],
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/embed/dashboards/${dashboardId}?token=${token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(
      'frame-ancestors https://partner.example.com https://other.example.org:8443',
    );
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const withoutOrigins = await t.app.inject({
      method: 'GET',
      url: `/embed/dashboards/${dashboardId}?token=${await tokenFor()}`,
    });
    expect(withoutOrigins.headers['content-security-policy']).toContain(
      `frame-ancestors ${ENV_ORIGINS}`,
    );
    const badToken = await t.app.inject({
      method: 'GET',
      url: `/embed/dashboards/${dashboardId}?token=x`,
    });
    expect(badToken.headers['content-security-policy']).toContain(`frame-ancestors ${ENV_ORIGINS}`);
    expect(badToken.headers['x-frame-options']).toBeUndefined();

    for (const url of [
      '/',
      '/dashboards/x',
      `/dashboards/${dashboardId}?token=${token}`,
      '/api/health',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // The same choice, asked directly.
    expect(
      await embedFrameAncestors(t.ctx, `/embed/dashboards/${dashboardId}?token=${token}`),
    ).toEqual(['https://partner.example.com', 'https://other.example.org:8443']);
    expect(await embedFrameAncestors(t.ctx, '/embed/dashboards/%E0%A4%A?token=x')).toEqual([
      "'self'",
      'https://intranet.example.com',
    ]);
  });

  it('sends the embed page a fresh nonce on every script tag, with strict-dynamic and no plugins', async () => {
    const token = await tokenFor(dashboardId, { allowedOrigins: ['https://partner.example.com'] });
    const nonces: string[] = [];
    for (const [url, ancestors] of [
      [`/embed/dashboards/${dashboardId}?token=${token}`, 'https://partner.example.com'],
      [`/embed/dashboards/${dashboardId}?token=${token}`, 'https://partner.example.com'],
      [`/embed/dashboards/${dashboardId}?token=x`, ENV_ORIGINS],
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      const nonce = scriptNonce(csp);
      expect(nonce, csp).toBeDefined();
      expect(Buffer.from(nonce ?? '', 'base64')).toHaveLength(16);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain(`frame-ancestors ${ancestors};`);
      expect(page.headers['cache-control']).toBe('no-store');
      const tags = scriptTags(page.body);
      expect(tags).toHaveLength(SCRIPT_TAGS_OF_PAGE);
      for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
      nonces.push(nonce ?? '');
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('refreshes items older than the result cache before showing them', async () => {
    const old = new Date(t.ctx.now().getTime() - 60 * 60_000);
    await t.ctx.db
      .update(dashboardItems)
      .set({ lastRefreshedAt: old })
      .where(eq(dashboardItems.dashboardId, dashboardId));
    const res = await view(await tokenFor());
    expect(res.statusCode).toBe(200);
    for (const item of res.json().data.items) {
      expect(new Date(item.lastRefreshedAt).getTime()).toBeGreaterThan(old.getTime());
    }
  });

  it('refuses a replayed token once the embeds are disabled; a new code works', async () => {
    const token = await tokenFor();
    expect((await view(token)).statusCode).toBe(200);
    expect((await call(t, member, 'DELETE', `/dashboard/embed/${dashboardId}`)).statusCode).toBe(
      403,
    );
    const disabled = await call(t, owner, 'DELETE', `/dashboard/embed/${dashboardId}`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.disabled).toBeGreaterThan(0);
    await expectRefused(token);
    const fresh = await tokenFor();
    expect((await view(fresh)).statusCode).toBe(200);
  });

  it('refuses a replayed token once the secret is rotated (admins only)', async () => {
    const token = await tokenFor();
    expect((await view(token)).statusCode).toBe(200);
    expect((await call(t, member, 'POST', '/dashboard/embed-secret/rotate')).statusCode).toBe(403);
    const rotated = await call(t, owner, 'POST', '/dashboard/embed-secret/rotate');
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.version).toBe(2);
    await expectRefused(token);
    const fresh = await tokenFor();
    expect(decodeJwt(fresh).ver).toBe(2);
    expect((await view(fresh)).statusCode).toBe(200);
  });

  it('refuses the token of a deleted dashboard', async () => {
    const token = await tokenFor(otherDashboardId);
    expect((await view(token, otherDashboardId)).statusCode).toBe(200);
    await call(t, owner, 'DELETE', `/dashboard/delete-dashboard/${otherDashboardId}`);
    await expectRefused(token, otherDashboardId);
  });

  it('logs refusals at debug with their reason and never a token', () => {
    const refusals = logLines.filter((line) => line.includes('embed token refused'));
    expect(refusals.length).toBeGreaterThan(10);
    expect(refusals.some((line) => line.includes('"reason":"embed disabled"'))).toBe(true);
    expect(refusals.every((line) => line.includes('"level":20'))).toBe(true);
    for (const token of issued) {
      expect(logLines.some((line) => line.includes(token))).toBe(false);
    }
  });

  // Last: it moves the app's clock a day ahead.
  it('lets a token live 60 s past its expiry on the app clock, and no more', async () => {
    const token = await tokenFor(dashboardId, { expiresInDays: 1 });
    t.advanceTime(DAY_S * 1000 + 30_000);
    expect((await view(token)).statusCode).toBe(200);
    t.advanceTime(32_000);
    await expectRefused(token);
  });
});
