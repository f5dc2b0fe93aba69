/**
 * SECURITY H1: every security action, driven through its HTTP route, records exactly one event of
 * its kind: one `audit_events` row and one structured log line ('security event'), naming the
 * organization, the actor and the target, and holding no secret (password, token, stored
 * credential, webhook secret). Other events an action causes (a sign-in ending an older session)
 * are their own kinds; what is counted is the action's.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/core/identity';
import { refreshCookieOf } from '../src/modules/auth/test-helpers';
import {
  createStripeTestApp,
  subscribeToPro,
  WEBHOOK_SECRET,
} from '../src/modules/billing/stripe/test-helpers';
import { type StripeStandIn, startStripeStandIn } from '../src/modules/billing/stripe/testing';
import { createDashboard, setPlan } from '../src/modules/dashboards/test-helpers';
import {
  CANARY,
  connection,
  createFixtureDatabase,
  deadPorts,
  SERVER_URL,
  serverAnswers,
} from '../src/modules/sources/test-helpers';
import { type BuiltUser, buildUser, DEFAULT_PASSWORD } from './factories';
import { type TestApp, testDatabaseKind } from './test-app';

const hasServer = await serverAnswers();
if (!hasServer && process.env.CI === 'true') throw new Error(`No PostgreSQL at ${SERVER_URL}`);

type AuditRow = typeof auditEvents.$inferSelect;
interface LogLine {
  msg?: string;
  audit?: string;
  orgId?: string | null;
  actorId?: string | null;
  subjectId?: string | null;
}
interface Expected {
  action: string;
  orgId: string | null;
  actorId: string | null;
  subjectId: string | null;
}

describe(`security events, one per action (SECURITY H1, ${testDatabaseKind})`, () => {
  let stripe: StripeStandIn;
  let t: TestApp;
  const logLines: LogLine[] = [];
  /** Secrets that must appear in no event: typed passwords, tokens issued, stored credentials. */
  const secrets = [DEFAULT_PASSWORD, CANARY, WEBHOOK_SECRET.current, 'sk_test_standin'];

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          logLines.push(JSON.parse(line));
        }
        done();
      },
    });
    t = await createStripeTestApp(
      stripe,
      { SOURCE_HOST_ALLOWLIST: '127.0.0.1', LOG_LEVEL: 'info' },
      { logStream },
    );
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  /** Runs an action; the audit rows and 'security event' log lines it wrote, and its result. */
  const recorded = async <T>(action: () => Promise<T>) => {
    const before = new Set(
      (await t.ctx.db.select({ id: auditEvents.id }).from(auditEvents)).map((row) => row.id),
    );
    const linesBefore = logLines.length;
    const result = await action();
    const rows = (await t.ctx.db.select().from(auditEvents)).filter((row) => !before.has(row.id));
    const lines = logLines.slice(linesBefore).filter((line) => line.msg === 'security event');
    return { result, rows, lines };
  };

  /**
   * The action's one event: exactly one row and one log line of `expected.action`, with its
   * organization, actor and target, and no secret anywhere in the row.
   */
  const theOne = (
    events: { rows: AuditRow[]; lines: LogLine[] },
    expected: Expected,
    moreSecrets: string[] = [],
  ): AuditRow => {
    const rows = events.rows.filter((row) => row.action === expected.action);
    expect(rows, JSON.stringify(events.rows)).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error(`no ${expected.action} event`);
    expect(row).toMatchObject(expected);
    const lines = events.lines.filter((line) => line.audit === expected.action);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      orgId: expected.orgId,
      actorId: expected.actorId,
      subjectId: expected.subjectId,
    });
    const written = JSON.stringify([row, lines[0]]);
    for (const secret of [...secrets, ...moreSecrets]) expect(written).not.toContain(secret);
    return row;
  };
  const none = (events: { rows: AuditRow[] }, action: string) =>
    expect(events.rows.filter((row) => row.action === action)).toEqual([]);

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
  const inject = (user: BuiltUser, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: user.headers,
      ...(body ? { payload: body } : {}),
    });

  it('a sign-in: one auth.login_succeeded of the user, naming the new session', async () => {
    const { user } = await buildUser(t);
    const events = await recorded(() => signIn(user.email, DEFAULT_PASSWORD));
    expect(events.result.statusCode).toBe(200);
    const body = events.result.json();
    const row = theOne(
      events,
      {
        action: 'auth.login_succeeded',
        orgId: null,
        actorId: user.id,
        subjectId: body.data.sessionId,
      },
      [body.token, refreshCookieOf(events.result) ?? 'no cookie'],
    );
    expect(Object.keys(row.detail ?? {})).toEqual(['ip']);
  });

  it('a failed sign-in: one auth.login_failed naming the account, never what was typed', async () => {
    const { user } = await buildUser(t);
    const typed = 'Tr0ub4dor&3 typed wrong';
    const events = await recorded(() => signIn(user.email, typed));
    expect(events.result.statusCode).toBe(401);
    theOne(
      events,
      { action: 'auth.login_failed', orgId: null, actorId: null, subjectId: user.id },
      [typed],
    );
    none(events, 'auth.login_succeeded');
  });

  it('a throttled sign-in: one auth.login_throttled, and no failure counted for it', async () => {
    const { user } = await buildUser(t);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(user.email, 'wrong password')).statusCode).toBe(401);
    }
    const events = await recorded(() => signIn(user.email, DEFAULT_PASSWORD));
    expect(events.result.statusCode).toBe(429);
    // Nobody is proven yet: the event names no account, only the client address.
    const row = theOne(events, {
      action: 'auth.login_throttled',
      orgId: null,
      actorId: null,
      subjectId: null,
    });
    expect(Object.keys(row.detail ?? {})).toEqual(['ip']);
    none(events, 'auth.login_failed');
  });

  it('a replayed refresh token: one auth.refresh_reuse_detected of the user and session', async () => {
    const { user } = await buildUser(t);
    const signedIn = await signIn(user.email, DEFAULT_PASSWORD);
    const first = refreshCookieOf(signedIn) ?? '';
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { tt_refresh: token } });
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    t.advanceTime(11_000);
    const events = await recorded(() => refresh(first));
    expect(events.result.statusCode).toBe(401);
    theOne(
      events,
      {
        action: 'auth.refresh_reuse_detected',
        orgId: null,
        actorId: user.id,
        subjectId: signedIn.json().data.sessionId,
      },
      [first, refreshCookieOf(rotated) ?? 'no cookie'],
    );
  });

  it('a role change: one member.role_changed by the actor, of the member', async () => {
    const owner = await buildUser(t);
    const member = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'member' });
    const events = await recorded(() =>
      inject(owner, 'PUT', `/teams/${owner.teamId}/members/${member.user.id}`, { role: 'admin' }),
    );
    expect(events.result.statusCode).toBe(200);
    const row = theOne(events, {
      action: 'member.role_changed',
      orgId: owner.orgId,
      actorId: owner.user.id,
      subjectId: member.user.id,
    });
    expect(row.detail).toEqual({ teamId: owner.teamId, from: 'member', to: 'admin' });
  });

  it('a plan change: one org.plan_changed of the organization, from the Stripe webhook', async () => {
    const owner = await buildUser(t);
    const events = await recorded(() => subscribeToPro(t, stripe, owner));
    const row = theOne(events, {
      action: 'org.plan_changed',
      orgId: owner.orgId,
      actorId: null,
      subjectId: null,
    });
    expect(row.detail).toEqual({ from: 'Basic', to: 'Pro', by: 'stripe' });
  });

  it('an embed secret rotation: one dashboard.embed_secret_rotated by the admin', async () => {
    const owner = await buildUser(t);
    const events = await recorded(() => inject(owner, 'POST', '/dashboard/embed-secret/rotate'));
    expect(events.result.statusCode).toBe(200);
    const row = theOne(events, {
      action: 'dashboard.embed_secret_rotated',
      orgId: owner.orgId,
      actorId: owner.user.id,
      subjectId: null,
    });
    expect(row.detail).toEqual({ version: 2, by: 'member' });
  });

  it('an embed created, then disabled: one event each, naming the dashboard, never the token', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Enterprise');
    const dashboardId = await createDashboard(t, owner, 'Sales', 'PUBLIC');
    const created = await recorded(() =>
      inject(owner, 'POST', '/dashboard/generate-embed-code', { dashboardId }),
    );
    expect(created.result.statusCode).toBe(200);
    const where = { orgId: owner.orgId, actorId: owner.user.id, subjectId: dashboardId };
    theOne(created, { action: 'dashboard.embed_created', ...where }, [
      created.result.json().data.token,
    ]);
    const disabled = await recorded(() =>
      inject(owner, 'DELETE', `/dashboard/embed/${dashboardId}`),
    );
    expect(disabled.result.statusCode).toBe(200);
    const row = theOne(disabled, { action: 'dashboard.embeds_disabled', ...where });
    expect(row.detail).toEqual({ disabled: 1 });
  });

  it('a connection test that fails: one source.connection_tested with its outcome, and no source', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Enterprise');
    const ports = await deadPorts();
    try {
      const events = await recorded(() =>
        inject(owner, 'POST', '/db/add-database', {
          name: 'Nowhere',
          connection: connection('shop', { port: ports.closed }),
        }),
      );
      expect(events.result.statusCode).toBe(400);
      const row = theOne(events, {
        action: 'source.connection_tested',
        orgId: owner.orgId,
        actorId: owner.user.id,
        subjectId: null,
      });
      expect(row.detail).toEqual({
        type: 'POSTGRESQL',
        outcome: 'failed',
        error: 'CONNECTION_FAILED',
      });
      expect(JSON.stringify(row)).not.toContain(String(ports.closed));
      none(events, 'source.connection_created');
    } finally {
      await ports.stop();
    }
  });

  describe.skipIf(!hasServer)('a database source on the local PostgreSQL server', () => {
    let fixture: { name: string; drop(): Promise<void> };
    let owner: BuiltUser;
    let sourceId: string;
    beforeAll(async () => {
      fixture = await createFixtureDatabase();
      owner = await buildUser(t);
      await setPlan(t, owner.orgId, 'Enterprise');
    });
    afterAll(() => fixture?.drop());

    it('added: one source.connection_tested that succeeded and one source.connection_created', async () => {
      const events = await recorded(() =>
        inject(owner, 'POST', '/db/add-database', {
          name: 'Shop',
          connection: connection(fixture.name),
        }),
      );
      expect(events.result.statusCode, events.result.body).toBe(200);
      sourceId = events.result.json()._id;
      const by = { orgId: owner.orgId, actorId: owner.user.id };
      const tested = theOne(events, {
        action: 'source.connection_tested',
        ...by,
        subjectId: null,
      });
      expect(tested.detail).toEqual({ type: 'POSTGRESQL', outcome: 'succeeded' });
      const created = theOne(events, {
        action: 'source.connection_created',
        ...by,
        subjectId: sourceId,
      });
      expect(created.detail).toEqual({ type: 'POSTGRESQL' });
    });

    it('its password revealed: one source.password_revealed, without the password', async () => {
      const events = await recorded(() =>
        inject(owner, 'POST', '/db/decrypt-db-password', {
          id: sourceId,
          password: DEFAULT_PASSWORD,
        }),
      );
      expect(events.result.json()).toEqual({ password: CANARY });
      theOne(events, {
        action: 'source.password_revealed',
        orgId: owner.orgId,
        actorId: owner.user.id,
        subjectId: sourceId,
      });
    });

    it('deleted: one source.connection_deleted of the source', async () => {
      const events = await recorded(() => inject(owner, 'DELETE', `/db/delete-source/${sourceId}`));
      expect(events.result.statusCode).toBe(200);
      const row = theOne(events, {
        action: 'source.connection_deleted',
        orgId: owner.orgId,
        actorId: owner.user.id,
        subjectId: sourceId,
      });
      expect(row.detail).toEqual({ type: 'POSTGRESQL' });
      none(events, 'source.deleted');
    });
  });
});
