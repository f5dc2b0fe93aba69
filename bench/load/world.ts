/**
 * The load benchmark's world, built through the HTTP API of the real server (`startServer`): every
 * account signed up, confirmed from the outbox and signed in as a person would, each in its own
 * organization with a sales source of the sample data and a 10-item dashboard over it, and the
 * same over a 10-row source (the anchor's "empty" database).
 *
 * Every simulated client has its own address, sent as X-Forwarded-For: the server runs as
 * deployed behind one reverse proxy (TRUST_PROXY_HOPS=1), with its rate limits on, and the
 * benchmark plays the proxy (bench/README.md, "Load").
 */
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { writeSampleSalesCsv } from '../../apps/server/src/modules/sources/test-helpers';
import { codeIn, type RunningServer, startServer } from '../../e2e/support/server';
import { askPath } from '../ask/questions';
import { clientAddress } from './traffic';

export const PASSWORD = 'Zebra harbour 7 quilted lanterns';

export interface LoadUser {
  email: string;
  /** The address the user's requests come from (X-Forwarded-For). */
  address: string;
  orgId: string;
  /** Bearer token, organization and address: the headers of every request but sign-in. */
  headers: Record<string, string>;
}

/** An organization's source with its room and its 10-item dashboard. */
export interface Workspace {
  user: LoadUser;
  sourceId: string;
  roomId: string;
  dashboardId: string;
}

export interface LoadWorld {
  server: RunningServer;
  /** One per organization, over the sample sales data. */
  data: Workspace[];
  /** The same organizations' dashboards over a 10-row source. */
  empty: Workspace[];
  /** Accounts only the sign-in scenario signs in as (a sign-in ends the person's other session). */
  signInUsers: { email: string; address: string }[];
  /** A small CSV for the upload part of the mix. */
  smallCsv: string;
  /** When the set-up asked its last question (performance.now()). */
  readyAt: number;
  close(): Promise<void>;
}

/** The ten items: a question of the sample and how it is pinned. */
export const ITEMS: readonly [question: string, kind: 'WIDGET' | 'GRAPH' | 'TABLE'][] = [
  ['total revenue', 'WIDGET'],
  ['how many orders are there', 'WIDGET'],
  ['average quantity', 'WIDGET'],
  ['total revenue by region', 'GRAPH'],
  ['revenue by month', 'GRAPH'],
  ['average quantity by category', 'GRAPH'],
  ['revenue by customer segment', 'GRAPH'],
  ['number of orders by region', 'GRAPH'],
  ['top 5 products by revenue', 'TABLE'],
  ['revenue by country', 'TABLE'],
];

const READY_TIMEOUT_MS = 600_000;
let nextAddress = 1;
/** A fresh client address (10.x.y.z), never given twice in a run. */
export const newAddress = () => clientAddress(nextAddress++);

export async function call<T>(
  baseUrl: string,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { ...headers, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Signs up, confirms with the emailed code: a confirmed account in its own organization. */
export async function signUp(server: RunningServer, email: string, address: string) {
  const headers = { 'x-forwarded-for': address };
  const after = Date.now();
  await call(server.url, headers, 'POST', 'auth/signup', {
    email,
    password: PASSWORD,
    givenName: 'Load',
    familyName: 'Bench',
  });
  const message = await server.waitForEmail(email, { after });
  await call(server.url, headers, 'POST', 'auth/confirm-signup', { email, code: codeIn(message) });
}

export async function signIn(server: RunningServer, email: string, address: string) {
  const body = await call<{ token: string; data: { organizations: { _id: string }[] } }>(
    server.url,
    { 'x-forwarded-for': address },
    'POST',
    'auth/signin',
    { email, password: PASSWORD },
  );
  const orgId = body.data.organizations[0]?._id ?? '';
  return {
    email,
    address,
    orgId,
    headers: {
      authorization: `Bearer ${body.token}`,
      'x-organization-id': orgId,
      'x-forwarded-for': address,
    },
  };
}

/**
 * Signs every organization's person in again (an access token lasts minutes; the web app
 * refreshes it, the benchmark signs in between scenarios). The new token goes into the headers
 * their workspaces share.
 */
export async function renewSessions(world: LoadWorld): Promise<void> {
  for (const workspace of world.data) {
    const { user } = workspace;
    const renewed = await signIn(world.server, user.email, user.address);
    user.headers.authorization = renewed.headers.authorization;
  }
}

/** Uploads a CSV as a source and waits until it is loaded and its knowledge built. */
export async function uploadCsv(
  server: RunningServer,
  user: LoadUser,
  csvPath: string,
  name: string,
): Promise<string> {
  const form = new FormData();
  form.set('name', name);
  form.set('file', await openAsBlob(csvPath, { type: 'text/csv' }), `${name}.csv`);
  const added = await call<{ _id: string }>(
    server.url,
    user.headers,
    'POST',
    'db/add-database',
    form,
  );
  return added._id;
}

export async function waitUntilReady(
  server: RunningServer,
  user: LoadUser,
  sourceId: string,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const info = await call<{ data: { status: string; reason: string | null } }>(
      server.url,
      user.headers,
      'GET',
      `db/source-info/${sourceId}`,
    );
    if (info.data.status === 'FAILED') throw new Error(`load failed: ${info.data.reason}`);
    if (info.data.status === 'ACTIVE') {
      const schema = await call<{ data: { modelVersion: number | null } }>(
        server.url,
        user.headers,
        'GET',
        `db/db-schema?id=${sourceId}`,
      );
      if (schema.data.modelVersion !== null) return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (timeoutMs === READY_TIMEOUT_MS) throw new Error(`source ${sourceId} was not ready in time`);
  return false;
}

/** A room on the source and a dashboard of the ten items asked in it. */
async function buildWorkspace(
  server: RunningServer,
  user: LoadUser,
  sourceId: string,
): Promise<Workspace> {
  const room = await call<{ _id: string }>(server.url, user.headers, 'POST', 'db/create-room', {
    sourceId,
    name: 'Load',
  });
  const created = await call<{ data: { _id: string } }>(
    server.url,
    user.headers,
    'POST',
    'dashboard/create',
    { name: 'Ten items' },
  );
  const workspace = { user, sourceId, roomId: room._id, dashboardId: created.data._id };
  for (const [question, kind] of ITEMS) {
    const asked = await call<{ data: { _id: string } }>(
      server.url,
      user.headers,
      'GET',
      askPath(workspace, question).slice('/api/'.length),
    );
    await call(server.url, user.headers, 'POST', 'dashboard/db/add-conversation-to-dashboard', {
      dashboardId: workspace.dashboardId,
      conversationId: asked.data._id,
      kind,
    });
  }
  return workspace;
}

/** Runs `task` over `items`, `concurrency` at a time, answers in order. */
export async function inTurn<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** Secrets a production server needs, fresh for each run. */
const secret = () => randomBytes(32).toString('hex');

/**
 * Starts the server (production mode, rate limits on, one trusted proxy hop, every organization
 * on `plan`) and builds the world.
 */
export async function buildWorld(options: {
  organizations: number;
  signInUsers: number;
  rows: number;
  plan: string;
  databaseUrl?: string;
  /** More of the server's environment (NODE_OPTIONS for a CPU profile). */
  serverEnv?: Record<string, string>;
  log: (line: string) => void;
}): Promise<LoadWorld> {
  const server = await startServer(
    {
      NODE_ENV: 'production',
      APP_SECRET: secret(),
      DATA_ENCRYPTION_KEY: secret(),
      RATE_LIMIT: 'true',
      TRUST_PROXY_HOPS: '1',
      DEFAULT_PLAN: options.plan,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.serverEnv,
    },
    // A fresh database's migrations take long on a busy machine.
    { healthTimeoutMs: 300_000 },
  );
  try {
    const salesCsv = join(server.dataDir, 'bench-sales.csv');
    writeSampleSalesCsv(salesCsv, { rowCount: options.rows });
    const emptyCsv = join(server.dataDir, 'bench-empty.csv');
    writeSampleSalesCsv(emptyCsv, { rowCount: 10 });
    const smallCsv = join(server.dataDir, 'bench-small.csv');
    writeSampleSalesCsv(smallCsv, { rowCount: 50 });
    const run = Date.now().toString(36);
    const indexes = Array.from({ length: options.organizations }, (_, index) => index);
    let done = 0;
    const built = await inTurn(indexes, 3, async (index) => {
      const email = `load-${run}-${index}@example.com`;
      const address = newAddress();
      await signUp(server, email, address);
      const user = await signIn(server, email, address);
      const salesId = await uploadCsv(server, user, salesCsv, 'Sales');
      const emptyId = await uploadCsv(server, user, emptyCsv, 'Empty');
      await waitUntilReady(server, user, salesId);
      await waitUntilReady(server, user, emptyId);
      const data = await buildWorkspace(server, user, salesId);
      const empty = await buildWorkspace(server, user, emptyId);
      done += 1;
      if (done % 5 === 0 || done === options.organizations) {
        options.log(`  ${done}/${options.organizations} organizations ready`);
      }
      return { data, empty };
    });
    const signInUsers = await inTurn(
      Array.from({ length: options.signInUsers }, (_, index) => index),
      3,
      async (index) => {
        const email = `person-${run}-${index}@example.com`;
        const address = newAddress();
        await signUp(server, email, address);
        return { email, address };
      },
    );
    return {
      server,
      data: built.map((b) => b.data),
      empty: built.map((b) => b.empty),
      signInUsers,
      smallCsv,
      readyAt: performance.now(),
      close: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
