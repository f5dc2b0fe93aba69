/**
 * The route matrix (issue 16, isolation and authorization, first slice): every route the built
 * app registers (Fastify's `onRoute`, so routes outside docs/api-calls.tsv count too) against its
 * entry in `route-matrix.ts`.
 *
 * What it proves, route by route:
 * 1. The table and the app agree: a route added without an entry fails, and so does an entry
 *    naming a route the app does not serve.
 * 2. A signed-out caller hears 401 on every route that is not public, with random ids and an
 *    empty body: authentication comes before validation (a 400 would tell a stranger what a
 *    route expects).
 * 3. A dashboard embed token, sent as a bearer with its organization's scope headers, hears 401
 *    on every route but the embed view, which it does open (and which a session token does not).
 * 4. A member naming an organization they do not belong to hears 404 on every organization route,
 *    before anything is looked up: the scope comes from the membership, never from the header.
 * 5. A viewer of the organization hears 403 on every organization write route marked
 *    `forbidden`; 404 on those marked `not-found-first` (random ids name nothing, and the route
 *    looks its object up before the role check); neither 401 nor 403 on those marked `allowed`.
 *
 * Cross-organization isolation per object type (a member of organization B calling each route
 * with organization A's real ids → 404, the same answer as unknown ids, A's rows unchanged) is the
 * next slice: `cross-org.test.ts`, with its table `cross-org-matrix.ts` (a route added without an
 * entry there fails too).
 *
 * The viewer on the organization's real objects (403 or 404 on every write route unless the
 * matrix says why it is theirs to make, the organization's rows unchanged) is the viewer's slice
 * of `cross-org.test.ts`, which has one object of every type.
 *
 * What it does not prove yet:
 * - That public routes disclose nothing, that `user` routes act only on the caller's own rows, and
 *   that reads answer a viewer with only what they may see.
 * - Cookie and CSRF paths: the matrix uses bearer headers only.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboard, setPlan } from '../src/modules/dashboards/test-helpers';
import { multipartBody } from '../src/modules/sources/test-helpers';
import { type BuiltUser, buildUser } from './factories';
import { ROUTE_MATRIX, type RouteAccess } from './route-matrix';
import { sampleInput } from './sample-input';
import { createTestApp, type TestApp } from './test-app';

interface Route {
  /** `METHOD path`, the matrix's key. */
  key: string;
  method: InjectMethod;
  url: string;
  options: RouteOptions;
}

type InjectMethod = NonNullable<InjectOptions['method']>;
const INJECT_METHODS: readonly string[] = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
];
const isInjectMethod = (method: string): method is InjectMethod => INJECT_METHODS.includes(method);

/** The app's routes, one per method; HEAD only where no GET serves the same path (same hooks). */
function distinctRoutes(registered: RouteOptions[]): Route[] {
  const all = registered.flatMap((options) =>
    [options.method].flat().map((method) => {
      if (!isInjectMethod(method))
        throw new Error(`${method} ${options.url}: add it to the matrix`);
      return { method, url: options.url, options };
    }),
  );
  const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.url));
  const byKey = new Map<string, Route>();
  for (const r of all) {
    if (r.method === 'HEAD' && gets.has(r.url)) continue;
    byKey.set(`${r.method} ${r.url}`, { ...r, key: `${r.method} ${r.url}` });
  }
  return [...byKey.values()];
}

const isPublic = (access: RouteAccess): access is { public: true; why: string } =>
  'public' in access;
/** `public` or the credential a route needs. */
const authOf = (access: RouteAccess) => (isPublic(access) ? 'public' : access.auth);

describe('the route matrix (every route: public, 401, embed 401, foreign org 404, viewer 403)', () => {
  let t: TestApp;
  let webDist: string;
  const registered: RouteOptions[] = [];
  let routes: Route[];
  let owner: BuiltUser;
  let viewer: BuiltUser;
  let dashboardId: string;
  let embedToken: string;

  beforeAll(async () => {
    // With a web build present the app adds its catch-all routes: the matrix always sees them.
    webDist = mkdtempSync(path.join(tmpdir(), 'tabletalk-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp(
      { WEB_DIST_DIR: webDist },
      { onRoute: (route) => registered.push(route) },
    );
    routes = distinctRoutes(registered);
    owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Enterprise');
    viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    dashboardId = await createDashboard(t, owner, 'Matrix', 'PUBLIC');
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/generate-embed-code',
      headers: owner.headers,
      payload: { dashboardId },
    });
    if (code.statusCode !== 200) throw new Error(`generate-embed-code: ${code.body}`);
    embedToken = code.json().data.token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const accessOf = (route: Route): RouteAccess => {
    const access = ROUTE_MATRIX[route.key];
    if (!access) throw new Error(`no matrix entry for ${route.key}`);
    return access;
  };
  /** Routes with an entry: one without fails the first test only, not every one. */
  const listed = () => routes.filter((route) => ROUTE_MATRIX[route.key]);
  const guarded = () => listed().filter((route) => !isPublic(accessOf(route)));

  /** The route's path with plausible ids: the scope's team, the owner, the saved dashboard. */
  const urlOf = (route: Route, access: RouteAccess) =>
    route.url
      .replaceAll(':teamId', owner.teamId)
      .replaceAll(':userId', owner.user.id)
      .replaceAll(':dashboardId', dashboardId)
      .replaceAll(':token', randomBytes(16).toString('hex'))
      .replaceAll(':id', 'id' in access && access.id === 'dashboard' ? dashboardId : randomUUID())
      .replace(/:\w+/g, () => randomUUID())
      .replace('*', 'anything');

  /** Calls a route; an empty JSON body where it takes one, unless `input` says otherwise. */
  const send = (
    route: Route,
    headers: Record<string, string>,
    input: { payload?: string | Buffer | object; query?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: route.method,
      url: urlOf(route, accessOf(route)),
      headers,
      query: input.query,
      payload: input.payload ?? (route.options.schema?.body ? {} : undefined),
    });

  /** Runs `check` on each route and lists those whose status differs from `expected`. */
  const mismatches = async (
    list: Route[],
    check: (route: Route) => Promise<{ statusCode: number; body: string }>,
    expected: (route: Route) => number | ((status: number) => boolean),
  ) => {
    const out: string[] = [];
    for (const route of list) {
      const res = await check(route);
      const want = expected(route);
      const ok = typeof want === 'number' ? res.statusCode === want : want(res.statusCode);
      if (!ok) out.push(`${route.key} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    return out;
  };

  it('has one entry per route the app registers, and none for a route it does not', () => {
    const served = new Set(routes.map((route) => route.key));
    expect(routes.filter((route) => !ROUTE_MATRIX[route.key]).map((r) => r.key)).toEqual([]);
    expect(Object.keys(ROUTE_MATRIX).filter((key) => !served.has(key))).toEqual([]);
    expect(routes.length).toBeGreaterThan(170);
  });

  it('answers 401 to a signed-out caller on every route that is not public, before validating', async () => {
    expect(
      await mismatches(
        guarded(),
        (route) => send(route, {}),
        () => 401,
      ),
    ).toEqual([]);
  });

  it('answers 401 to a dashboard embed token on every route but the embed view, which it opens', async () => {
    const asEmbed = {
      authorization: `Bearer ${embedToken}`,
      'x-organization-id': owner.orgId,
      'x-team-id': owner.teamId,
    };
    const others = guarded().filter((route) => authOf(accessOf(route)) !== 'embed');
    expect(
      await mismatches(
        others,
        (route) => send(route, asEmbed),
        () => 401,
      ),
    ).toEqual([]);

    const views = listed().filter((route) => authOf(accessOf(route)) === 'embed');
    expect(views.map((route) => route.key)).toEqual(['GET /api/dashboard/get-embed-dashboard/:id']);
    const view = (authorization: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/dashboard/get-embed-dashboard/${dashboardId}`,
        headers: { authorization },
      });
    expect((await view(`Bearer ${embedToken}`)).statusCode).toBe(200);
    expect((await view(owner.headers.authorization ?? '')).statusCode).toBe(401);
  });

  it('answers 404 to a member naming an organization they are not in, on every organization route', async () => {
    const elsewhere = { ...owner.headers, 'x-organization-id': randomUUID() };
    const orgRoutes = listed().filter((route) => authOf(accessOf(route)) === 'org');
    expect(
      await mismatches(
        orgRoutes,
        (route) => send(route, elsewhere),
        () => 404,
      ),
    ).toEqual([]);
  });

  it('answers 403 to a viewer on every organization write route whose role check comes first', async () => {
    const writes = listed().flatMap((route) => {
      const access = accessOf(route);
      return 'viewer' in access ? [{ route, access }] : [];
    });
    const viewerCall = async (route: Route) => {
      const access = accessOf(route);
      if (!('viewer' in access)) throw new Error(`${route.key} is no organization write`);
      const query = sampleInput(route.options.schema?.querystring) as Record<string, string>;
      if (access.multipart) {
        const form = await multipartBody({ filename: 'notes.txt', content: 'hello' });
        return send(route, { ...viewer.headers, ...form.headers }, { payload: form.payload });
      }
      const payload = access.body ?? sampleInput(route.options.schema?.body);
      return send(route, viewer.headers, { payload: payload as object | undefined, query });
    };
    const outcome = { forbidden: 403, 'not-found-first': 404 } as const;
    const failures = await mismatches(
      writes.map((w) => w.route),
      viewerCall,
      (route) => {
        const access = accessOf(route);
        if (!('viewer' in access)) return 0;
        if (access.viewer === 'allowed')
          return (status) => ![401, 403].includes(status) && status < 500;
        return outcome[access.viewer];
      },
    );
    expect(failures).toEqual([]);
    expect(writes.filter((w) => w.access.viewer === 'forbidden').length).toBeGreaterThan(40);
  });
});
