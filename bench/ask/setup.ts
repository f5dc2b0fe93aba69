/**
 * The ask benchmark's world: the whole app listening on a local port, organizations on the
 * Team plan (10,000 questions a month: every question is counted against the limit first), each
 * with the sample sales data at benchmark size loaded as an uploaded CSV, and users with a room
 * each. Per-person rate limits are off (as in every test app): the benchmark measures capacity.
 */
import { copyFileSync, openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { getSource } from '../../apps/server/src/modules/sources';
import { setPlan, writeSampleSalesCsv } from '../../apps/server/src/modules/sources/test-helpers';
import { type BuiltUser, buildUser } from '../../apps/server/test/factories';
import { createTestApp, type TestApp } from '../../apps/server/test/test-app';

export interface BenchUser {
  /** The sign-in address (the password is the factories' default). */
  email: string;
  headers: Record<string, string>;
  sourceId: string;
  roomId: string;
}

export interface BenchWorld {
  t: TestApp;
  baseUrl: string;
  users: BenchUser[];
  /**
   * A member of the first organization that only the browser phase signs in as: one session per
   * person, so signing a load user in would end the session the load phases ask with.
   */
  browserUser: BenchUser;
  /** A copy of the first organization's DuckDB database, for the DuckDB-alone anchor. */
  anchorDatabase: string;
  close(): Promise<void>;
}

const POLL_MS = 100;
const LOAD_TIMEOUT_MS = 300_000;

async function call<T>(
  baseUrl: string,
  user: Pick<BuiltUser, 'headers'>,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    ...init,
    headers: { ...user.headers, ...(init.headers as Record<string, string> | undefined) },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body as T;
}

async function uploadCsv(baseUrl: string, owner: BuiltUser, csvPath: string): Promise<string> {
  const form = new FormData();
  form.set('name', 'Sales');
  form.set('file', await openAsBlob(csvPath, { type: 'text/csv' }), 'sales.csv');
  const added = await call<{ _id: string }>(baseUrl, owner, 'db/add-database', {
    method: 'POST',
    body: form,
  });
  return added._id;
}

/** Waits until the source is ACTIVE and its knowledge is built. */
async function waitUntilReady(baseUrl: string, owner: BuiltUser, sourceId: string) {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const info = await call<{ data: { status: string; reason: string | null } }>(
      baseUrl,
      owner,
      `db/source-info/${sourceId}`,
    );
    if (info.data.status === 'FAILED') throw new Error(`load failed: ${info.data.reason}`);
    if (info.data.status === 'ACTIVE') {
      const schema = await call<{ data: { modelVersion: number | null } }>(
        baseUrl,
        owner,
        `db/db-schema?id=${sourceId}`,
      );
      if (schema.data.modelVersion !== null) return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`source ${sourceId} was not ready in time`);
}

export async function createRoom(
  baseUrl: string,
  user: Pick<BuiltUser, 'headers'>,
  sourceId: string,
): Promise<string> {
  const room = await call<{ _id: string }>(baseUrl, user, 'db/create-room', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceId, name: 'Benchmark' }),
  });
  return room._id;
}

/**
 * Builds the world: `organizations` organizations of `usersPerOrganization` users each, every
 * organization with its own `rows`-row sales source.
 */
export async function setUpWorld(options: {
  organizations: number;
  usersPerOrganization: number;
  rows: number;
}): Promise<BenchWorld> {
  // WEB_DIST_DIR picks the web build the browser phase opens, to compare two builds.
  const webDist = process.env.WEB_DIST_DIR;
  const t = await createTestApp({
    LOG_LEVEL: 'warn',
    ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
  });
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const csvPath = join(t.dataDir, 'bench-sales.csv');
  writeSampleSalesCsv(csvPath, { rowCount: options.rows });
  const users: BenchUser[] = [];
  let browserUser: BenchUser | undefined;
  let anchorDatabase = '';
  for (let index = 0; index < options.organizations; index += 1) {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Team');
    const sourceId = await uploadCsv(baseUrl, owner, csvPath);
    await waitUntilReady(baseUrl, owner, sourceId);
    if (index === 0) anchorDatabase = await copyDatabase(t, owner.orgId, sourceId);
    const members = [owner];
    while (members.length < options.usersPerOrganization) {
      members.push(await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId }));
    }
    for (const member of members) {
      const roomId = await createRoom(baseUrl, member, sourceId);
      users.push({ email: member.user.email, headers: member.headers, sourceId, roomId });
    }
    if (index === 0) {
      const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId });
      const roomId = await createRoom(baseUrl, viewer, sourceId);
      browserUser = { email: viewer.user.email, headers: viewer.headers, sourceId, roomId };
    }
  }
  if (!browserUser) throw new Error('no organizations');
  return { t, baseUrl, users, browserUser, anchorDatabase, close: () => t.close() };
}

async function copyDatabase(t: TestApp, orgId: string, sourceId: string): Promise<string> {
  const source = await getSource(t.ctx.db, { orgId, sourceId });
  if (!source.duckdbPath) throw new Error('the source has no DuckDB database');
  const copy = join(t.dataDir, 'anchor.duckdb');
  copyFileSync(source.duckdbPath, copy);
  return copy;
}
