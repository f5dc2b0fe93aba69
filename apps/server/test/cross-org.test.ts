/**
 * The route matrix's cross-organization slice (issue 16, isolation and authorization): two
 * organizations, A and B, each with one real object of every type a route takes an id of
 * (`cross-org-world.ts`); B's owner (every role check passes, so only the tenancy check can
 * refuse) calls every route with A's real ids (`cross-org-matrix.ts`).
 *
 * What it proves:
 * 1. The table and the app agree: every route that is not public has an entry, so a route added
 *    without saying what its ids name fails; each entry's calls name exactly the types it lists,
 *    and every type of the world is named by some route.
 * 2. Every call naming A's object answers 404 (or the refusal its entry justifies), whether A's id
 *    comes alone or beside B's own objects (a dashboard of B's with A's conversation, B's room
 *    with A's template…); it is the very answer the same call gets with unknown ids in A's place
 *    (no oracle of what exists elsewhere); and no answer carries A's ids, names or addresses.
 * 3. A's rows are the same after the whole pass: every row of a table with an `org_id` column
 *    that is A's, and every row of the other tables that names one of A's objects, compared in
 *    full (no column ignored); and no row of B's (or of no organization) names any of A's ids.
 *    The same calls of the read routes, with B's own ids in A's place, answer 200: each 404 is
 *    the organization's, not a malformed call's.
 * 4. The routes that take no id (lists, creations, billing) answer B with none of A's ids or
 *    names, and change none of A's rows.
 * 5. The viewer's slice: a viewer of A calls every organization write route with A's own real
 *    ids (each call with A's objects in every place). A route whose role check comes first
 *    (`forbidden`) answers 403; one that looks its object up first answers 403 or 404, unless the
 *    matrix says why the call is the viewer's to make on an object they see (`onObject`: their
 *    own star, a room of their own, a refresh of what they view), which answers 200. A's rows are
 *    the same after every refused call.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFiles } from '../src/modules/askdocs/test-helpers';
import { STRIPE_PRICE, WEBHOOK_SECRET } from '../src/modules/billing/stripe/test-helpers';
import { type StripeStandIn, startStripeStandIn } from '../src/modules/billing/stripe/testing';
import { createFixtureDatabase } from '../src/modules/sources/test-helpers';
import { CROSS_ORG_MATRIX, type CrossOrgCall } from './cross-org-matrix';
import { buildOrgWorld, OBJECT_TYPES, type ObjectType, type OrgWorld } from './cross-org-world';
import { type BuiltUser, buildUser } from './factories';
import { ROUTE_MATRIX } from './route-matrix';
import { sampleInput } from './sample-input';
import { createTestApp, type TestApp, testDatabaseKind } from './test-app';

type Method = NonNullable<InjectOptions['method']>;
interface Route {
  key: string;
  method: Method;
  url: string;
  options: RouteOptions;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Every row of the app database, per table, as JSON text (all columns). */
async function allRows(
  t: TestApp,
): Promise<{ rows: Map<string, string[]>; orgTables: Set<string> }> {
  const tables = await t.database.executeSql(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  const withOrg = await t.database.executeSql(
    "SELECT table_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'org_id'",
  );
  const rows = new Map<string, string[]>();
  for (const { name } of tables.rows as { name: string }[]) {
    const found = await t.database.executeSql(`SELECT to_jsonb(x)::text AS row FROM "${name}" x`);
    rows.set(name, (found.rows as { row: string }[]).map((r) => r.row).sort());
  }
  return { rows, orgTables: new Set((withOrg.rows as { name: string }[]).map((r) => r.name)) };
}

/**
 * An organization's rows: those of tables with `org_id` that carry it, and those of the other
 * tables that name the organization or one of its rows (users, sessions, favourites…), to a fixed
 * point. Also the rows of other organizations (or none) that name one of its ids.
 */
async function rowsOf(t: TestApp, orgId: string) {
  const { rows, orgTables } = await allRows(t);
  const ids = new Set([orgId]);
  const parsed = new Map(
    [...rows].map(([table, list]) => [
      table,
      list.map((text) => ({ text, row: JSON.parse(text) as Record<string, unknown> })),
    ]),
  );
  const names = (text: string) => (text.match(UUID) ?? []).some((id) => ids.has(id));
  const own = (table: string, r: { text: string; row: Record<string, unknown> }) =>
    orgTables.has(table) ? r.row.org_id === orgId : names(r.text);
  for (let size = -1; size !== ids.size; ) {
    size = ids.size;
    for (const [table, list] of parsed) {
      for (const r of list) {
        if (!own(table, r)) continue;
        for (const value of [r.row.id, r.row.user_id])
          if (typeof value === 'string') ids.add(value);
      }
    }
  }
  const mine = new Map<string, string[]>();
  const pointing: string[] = [];
  for (const [table, list] of parsed) {
    mine.set(
      table,
      list.filter((r) => own(table, r)).map((r) => r.text),
    );
    for (const r of list) {
      if (orgTables.has(table) && r.row.org_id !== orgId && names(r.text)) {
        pointing.push(`${table}: ${r.text}`);
      }
    }
  }
  const emails = (parsed.get('users') ?? [])
    .filter((r) => ids.has(String(r.row.id)))
    .map((r) => String(r.row.email));
  return { rows: mine, pointing, ids, emails };
}

describe(`cross-organization isolation (every route with another organization's real ids; ${testDatabaseKind})`, () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let warehouse: Awaited<ReturnType<typeof createFixtureDatabase>>;
  const registered: RouteOptions[] = [];
  let routes: Route[];
  let a: OrgWorld;
  let b: OrgWorld;
  /** What no answer to B may contain: A's ids, names and addresses. */
  let secrets: string[];
  /** A viewer of organization A (the viewer's slice). */
  let viewer: BuiltUser;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    warehouse = await createFixtureDatabase();
    t = await createTestApp(
      {
        BILLING: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET.current,
        STRIPE_PRICES: `Pro:Monthly=${STRIPE_PRICE.proMonthly}`,
        STRIPE_API_URL: stripe.url,
        SOURCE_HOST_ALLOWLIST: '127.0.0.1',
      },
      { onRoute: (route) => registered.push(route) },
    );
    const seen = new Map<string, Route>();
    for (const options of registered) {
      for (const method of [options.method].flat()) {
        const key = `${method} ${options.url}`;
        if (method === 'HEAD' || !ROUTE_MATRIX[key]) continue;
        seen.set(key, { key, method: method as Method, url: options.url, options });
      }
    }
    routes = [...seen.values()];
    const database = warehouse.name;
    a = await buildOrgWorld(t, { marker: 'Aardvark', stripe, database });
    b = await buildOrgWorld(t, { marker: 'Bison', stripe, database });
    viewer = await buildUser(t, { orgId: a.owner.orgId, teamId: a.owner.teamId, role: 'viewer' });
    const { ids, emails } = await rowsOf(t, a.owner.orgId);
    secrets = [...ids, ...emails, a.marker, a.password, a.ids.stripeCustomer, a.ids.inviteToken];
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
    await warehouse?.drop();
  });

  /** Routes that are not public (public ones take no session to be B's). */
  const guarded = () =>
    routes.filter((route) => {
      const access = ROUTE_MATRIX[route.key];
      return access && !('public' in access);
    });

  /** Which of A's object types a call names (by value, anywhere in it). */
  const typesNamedBy = (call: CrossOrgCall): ObjectType[] => {
    const text = JSON.stringify(call);
    return OBJECT_TYPES.filter((type) => text.includes(`"${a.ids[type]}"`));
  };

  /** Sends one call of a route as B (B's embed token with `embed`; A's viewer with `viewer`). */
  const send = async (
    route: Route,
    call: CrossOrgCall,
    as?: 'embed' | 'viewer',
  ): Promise<{ res: LightMyRequestResponse; request: string }> => {
    const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
      const value = call.params?.[name];
      if (!value) throw new Error(`${route.key}: no value for :${name}`);
      return value;
    });
    const headers =
      as === 'embed'
        ? { authorization: `Bearer ${b.embedToken}` }
        : as === 'viewer'
          ? viewer.headers
          : b.owner.headers;
    const query = { ...(sampleInput(route.options.schema?.querystring) ?? {}), ...call.query };
    let payload: string | Buffer | object | undefined;
    let contentHeaders: Record<string, string> = {};
    if (call.multipart) {
      const form = await multipartFiles([{ name: 'notes.txt', content: 'hello' }], call.multipart);
      payload = form.payload;
      contentHeaders = form.headers;
    } else if (route.options.schema?.body || call.body) {
      const sample = sampleInput(route.options.schema?.body);
      payload = { ...(typeof sample === 'object' && sample ? sample : {}), ...call.body };
    }
    const res = await t.app.inject({
      method: route.method,
      url,
      headers: { ...headers, ...contentHeaders },
      query: query as Record<string, string>,
      payload,
    });
    return { res, request: JSON.stringify({ url, query, payload: call.multipart ?? payload }) };
  };

  /** `value` with the ids of organization `from`'s objects replaced by `to`'s of the same type. */
  const withIdsOf = <T>(value: T, from: OrgWorld, to: OrgWorld): T => {
    let text = JSON.stringify(value);
    for (const type of OBJECT_TYPES)
      text = text.replaceAll(`"${from.ids[type]}"`, `"${to.ids[type]}"`);
    return JSON.parse(text) as T;
  };

  /** The call with unknown values of the same form in place of A's ids. */
  const withUnknownIds = (call: CrossOrgCall) => {
    let text = JSON.stringify(call);
    const standIns: [string, string][] = [];
    for (const type of OBJECT_TYPES) {
      const real = a.ids[type];
      if (!text.includes(`"${real}"`)) continue;
      const unknown =
        type === 'email'
          ? `nobody-${randomUUID().slice(0, 8)}@example.com`
          : type === 'inviteToken'
            ? randomBytes(64).toString('base64url').slice(0, real.length)
            : type === 'stripeCustomer' || type === 'invoice'
              ? `${real.slice(0, real.indexOf('_'))}_Unknown${randomUUID().slice(0, 8)}`
              : randomUUID();
      text = text.replaceAll(`"${real}"`, `"${unknown}"`);
      standIns.push([real, unknown]);
    }
    return { call: JSON.parse(text) as CrossOrgCall, standIns };
  };

  /** An answer with the ids of the call and request ids written alike, to compare two answers. */
  const comparable = (res: LightMyRequestResponse, ids: string[]) => {
    let body = res.body.replace(/"requestId":"[^"]*"/g, '"requestId":""');
    for (const id of ids) body = body.replaceAll(id, '<id>');
    return `${res.statusCode} ${body}`;
  };

  /** A's ids, names and addresses in an answer that the request did not carry itself. */
  const leaked = (res: LightMyRequestResponse, request: string) =>
    secrets.filter((secret) => res.body.includes(secret) && !request.includes(secret));

  it('has an entry for every route that is not public, and none for a route the app does not serve', () => {
    const served = new Set(guarded().map((route) => route.key));
    expect([...served].filter((key) => !CROSS_ORG_MATRIX[key])).toEqual([]);
    expect(Object.keys(CROSS_ORG_MATRIX).filter((key) => !served.has(key))).toEqual([]);
    expect(served.size).toBeGreaterThan(150);
  });

  it('names in each entry exactly the object types its calls name, and every type somewhere', () => {
    const wrong: string[] = [];
    const named = new Set<ObjectType>();
    for (const [key, entry] of Object.entries(CROSS_ORG_MATRIX)) {
      if (!('calls' in entry)) continue;
      const calls = entry.calls(a.ids, b.ids);
      const perCall = calls.map(typesNamedBy);
      const union = [...new Set(perCall.flat())].sort();
      if (perCall.some((types) => types.length === 0))
        wrong.push(`${key}: a call names none of A's`);
      if (union.join() !== [...entry.names].sort().join()) {
        wrong.push(`${key}: says ${entry.names.join(', ')}, calls name ${union.join(', ')}`);
      }
      for (const type of union) named.add(type);
    }
    expect(wrong).toEqual([]);
    expect(OBJECT_TYPES.filter((type) => !named.has(type))).toEqual([]);
  });

  it("answers 200 to B's owner on the same read calls with B's own ids: the 404s are the tenancy check's, not the call's", async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of guarded()) {
      const entry = CROSS_ORG_MATRIX[route.key];
      const access = ROUTE_MATRIX[route.key];
      if (!entry || !('calls' in entry) || !access || !('write' in access) || access.write)
        continue;
      for (const call of entry.calls(a.ids, b.ids)) {
        calls += 1;
        const { res, request } = await send(route, withIdsOf(call, a, b), entry.as);
        if (res.statusCode !== 200) {
          failures.push(`${route.key} ${request} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(30);
  });

  it("answers 404 to B's owner on every call naming A's objects, with nothing of A's in the answer and A's rows unchanged", async () => {
    const before = await rowsOf(t, a.owner.orgId);
    const failures: string[] = [];
    let calls = 0;
    for (const route of guarded()) {
      const entry = CROSS_ORG_MATRIX[route.key];
      if (!entry || !('calls' in entry)) continue;
      for (const call of entry.calls(a.ids, b.ids)) {
        calls += 1;
        const { res, request } = await send(route, call, entry.as);
        if (res.statusCode !== (call.refusal?.status ?? 404)) {
          failures.push(`${route.key} ${request} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        const found = leaked(res, request);
        if (found.length > 0) failures.push(`${route.key} → A's ${found.join(', ')} in the answer`);
        if (call.refusal?.unlikeUnknown) continue;
        // No oracle: A's real ids get the very answer unknown ids get.
        const unknown = withUnknownIds(call);
        const other = (await send(route, unknown.call, entry.as)).res;
        const ids = unknown.standIns.flat();
        if (comparable(res, ids) !== comparable(other, ids)) {
          failures.push(
            `${route.key} ${request}: A's ids → ${comparable(res, ids).slice(0, 160)}; unknown ids → ${comparable(other, ids).slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    const after = await rowsOf(t, a.owner.orgId);
    expect(Object.fromEntries(after.rows)).toEqual(Object.fromEntries(before.rows));
    expect(after.pointing).toEqual([]);
    expect(calls).toBeGreaterThan(110);
  }, 120_000);

  it("answers B's calls that take no id (lists, creations, billing) with nothing of A's, changing none of A's rows", async () => {
    const before = await rowsOf(t, a.owner.orgId);
    const failures: string[] = [];
    const takingNone = guarded().filter((route) => {
      const entry = CROSS_ORG_MATRIX[route.key];
      return entry?.names.length === 0 && !('notCalled' in entry && entry.notCalled);
    });
    for (const route of takingNone) {
      const { res, request } = await send(route, {});
      const found = leaked(res, request);
      if (found.length > 0) failures.push(`${route.key} → A's ${found.join(', ')} in the answer`);
      if (res.statusCode >= 500) {
        failures.push(`${route.key} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    const after = await rowsOf(t, a.owner.orgId);
    expect(Object.fromEntries(after.rows)).toEqual(Object.fromEntries(before.rows));
    expect(after.pointing).toEqual([]);
    expect(takingNone.length).toBeGreaterThan(30);
  }, 120_000);

  it('refuses A’s viewer every write on A’s real objects the matrix does not give them, changing none of A’s rows', async () => {
    const refusals: { route: Route; call: CrossOrgCall; expected: number[] }[] = [];
    const allowed: { route: Route; call: CrossOrgCall }[] = [];
    for (const route of guarded()) {
      const access = ROUTE_MATRIX[route.key];
      const entry = CROSS_ORG_MATRIX[route.key];
      if (!access || !('viewer' in access) || !entry || !('calls' in entry)) continue;
      // Every id the call names is A's: B's objects in a call become A's own.
      for (const call of withIdsOf(entry.calls(a.ids, b.ids), b, a)) {
        const { refusal: _refusal, ...asA } = call;
        if (access.viewer === 'allowed' || ('onObject' in access && access.onObject)) {
          allowed.push({ route, call: asA });
        } else {
          refusals.push({
            route,
            call: asA,
            expected: access.viewer === 'forbidden' ? [403] : [403, 404],
          });
        }
      }
    }
    const before = await rowsOf(t, a.owner.orgId);
    const failures: string[] = [];
    for (const { route, call, expected } of refusals) {
      const { res, request } = await send(route, call, 'viewer');
      if (!expected.includes(res.statusCode)) {
        failures.push(`${route.key} ${request} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    const after = await rowsOf(t, a.owner.orgId);
    expect(failures).toEqual([]);
    expect(Object.fromEntries(after.rows)).toEqual(Object.fromEntries(before.rows));
    expect(refusals.length).toBeGreaterThan(50);
    // What the matrix gives viewers works on the real objects too.
    for (const { route, call } of allowed) {
      const { res, request } = await send(route, call, 'viewer');
      if (res.statusCode !== 200) {
        failures.push(`${route.key} ${request} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(allowed.length).toBeGreaterThanOrEqual(8);
  }, 120_000);
});
