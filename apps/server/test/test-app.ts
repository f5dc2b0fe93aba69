import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino, { type DestinationStream } from 'pino';
import { type BuildAppOptions, buildApp } from '../src/app';
import { type AppContext, deriveContextKeys } from '../src/context';
import { configurePlans } from '../src/core/entitlements';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { parseEnv } from '../src/env';
import { createJobHandlers } from '../src/jobs/handlers';
import { createImmediateQueue } from '../src/jobs/immediate-queue';
import { createOutboxMailer } from '../src/lib/email/mailer';
import { createLogger, loggerOptions } from '../src/lib/logger';
import { migrationsHash } from './migrations-hash';
import { leaseMigratedPglite } from './pglite-pool';

/** Which app database the integration suite runs on: `TEST_DATABASE_URL` set means PostgreSQL. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** An email as the outbox wrote it, with its attachments (base64) when it has some. */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string; cid?: string }[];
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  dataDir: string;
  /** Moves the app's clock forward. */
  advanceTime(ms: number): void;
  /** Emails written to the outbox, oldest first. */
  emails(to?: string): OutboxEmail[];
  close(): Promise<void>;
}

/**
 * A dump of a freshly migrated PGlite database, cached in the temp folder under the hash of the
 * migrations. Loading it takes about 0.5 s where creating PGlite (initdb) takes about 4 s, and
 * every test file opens its own database.
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const snapshot = path.join(tmpdir(), `tabletalk-pglite-${migrationsHash()}.tar`);
  if (!existsSync(snapshot)) {
    const fresh = await openPglite(undefined);
    await runMigrations(fresh);
    const dump = await fresh.dump?.();
    await fresh.close();
    if (!dump) throw new Error('PGlite dump unavailable');
    // Written aside and renamed, so a test file running alongside never reads half a dump.
    const partial = `${snapshot}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, snapshot);
  }
  return new Blob([readFileSync(snapshot)]);
}

/** Any fixed number: the advisory lock test files take while one of them builds the template. */
const TEMPLATE_LOCK = 7_482_113;

/**
 * The name of a migrated PostgreSQL database to copy test databases from, built once per
 * migrations hash (under an advisory lock, as test files start side by side); templates of older
 * migrations are dropped. Copying takes a fraction of a second where migrating takes two.
 */
async function migratedPostgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `tt_template_${migrationsHash()}`;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const stale = await admin.query(
      "SELECT datname FROM pg_database WHERE datname LIKE 'tt\\_template\\_%'",
    );
    for (const { datname } of stale.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${name}`);
    const template = await openPostgres(databaseUrl(adminUrl, name));
    await runMigrations(template);
    await template.close();
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** `adminUrl` pointed at another database on the same server. */
function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Opens a fresh, migrated app database: in-memory PGlite (lent from the test process's pool and
 * emptied when handed back, see pglite-pool.ts), or a new PostgreSQL database on the server of
 * `TEST_DATABASE_URL`, copied from a migrated template and dropped on close.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return leaseMigratedPglite(migratedPgliteSnapshot);
  }
  const name = `tt_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = await migratedPostgresTemplate(admin, adminUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(databaseUrl(adminUrl, name));
  await runMigrations(database);
  return {
    database,
    async drop() {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/**
 * Builds the whole app on a fresh database, with jobs run at once and email in a temp outbox.
 * With `sameDatabaseAs`, builds a second app on that app's database, data folder and clock
 * instead, as a second HTTP process would run: what one app keeps in memory the other does not
 * see. Its `close` closes only this app; the first one drops the database.
 */
export async function createTestApp(
  overrides: Record<string, string | undefined> = {},
  options: {
    /** Where the app's log lines go (with LOG_LEVEL set in `overrides`), to inspect them. */
    logStream?: DestinationStream;
    /** Called for every route the app registers. */
    onRoute?: BuildAppOptions['onRoute'];
    /** An app whose database, data folder and clock this one shares (a second process). */
    sameDatabaseAs?: TestApp;
    /** The app database to run on, migrated already, instead of a fresh one; the caller closes it. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs;
  const dataDir = shared?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tabletalk-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'false',
    ...overrides,
  });
  const log = options.logStream
    ? pino(loggerOptions(env.logLevel), options.logStream)
    : createLogger(env.logLevel);
  configurePlans(env.plans.overrides);
  const given = shared?.database ?? options.database;
  const { database, drop } = given
    ? { database: given, drop: async () => {} }
    : await openTestDatabase();
  const jobs = createImmediateQueue(log);
  const outbox = path.join(dataDir, 'outbox');
  let offset = 0;
  const ctx: AppContext = {
    env,
    db: database.db,
    jobs,
    log,
    now: shared ? shared.ctx.now : () => new Date(Date.now() + offset),
    keys: deriveContextKeys(env),
  };
  await jobs.work(createJobHandlers({ mailer: createOutboxMailer(outbox, log), ctx }));
  const app = await buildApp(ctx, { onRoute: options.onRoute });
  await app.ready();
  return {
    app,
    ctx,
    database,
    dataDir,
    advanceTime(ms) {
      if (shared) shared.advanceTime(ms);
      else offset += ms;
    },
    emails(to) {
      let files: string[] = [];
      try {
        files = readdirSync(outbox).sort();
      } catch {
        return [];
      }
      const all = files.map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')));
      return to ? all.filter((m) => m.to === to) : all;
    },
    async close() {
      await app.close();
      if (shared) return;
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The 6-digit code in the latest email to an address. */
export function lastCodeFor(testApp: TestApp, email: string): string {
  const message = testApp.emails(email).at(-1);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code emailed to ${email}`);
  return code;
}
