import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { type AppContext, deriveContextKeys } from './context';
import { type Database, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { type Env, parseEnv } from './env';
import { createJobHandlers } from './jobs/handlers';
import { createPgBossQueue } from './jobs/pg-boss-queue';
import { createOutboxMailer, createSmtpMailer } from './lib/email/mailer';
import { createLogger } from './lib/logger';

/** PGlite is single-process: a lock file stops a second server from opening the same folder. */
function lockEmbeddedDatabase(env: Env): () => void {
  const lockFile = path.join(env.dataDir, 'app-db.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `Another Tabletalk process (pid ${pid}) is using ${env.dataDir}. Stop it first, or set DATABASE_URL to share a PostgreSQL database between processes.`,
      );
    }
  }
  mkdirSync(env.dataDir, { recursive: true });
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const env = parseEnv();
  const log = createLogger(env.logLevel);
  const unlock = env.databaseUrl ? () => {} : lockEmbeddedDatabase(env);
  let database: Database | undefined;
  try {
    database = await openDatabase(env);
    await runMigrations(database);
    const jobs = await createPgBossQueue(database, log);
    const mailer = env.smtpUrl
      ? createSmtpMailer(env.smtpUrl, env.emailFrom)
      : createOutboxMailer(path.join(env.dataDir, 'outbox'), log);
    const ctx: AppContext = {
      env,
      db: database.db,
      jobs,
      log,
      now: () => new Date(),
      keys: deriveContextKeys(env),
    };
    if (env.roles.includes('worker')) await jobs.work(createJobHandlers({ mailer }));
    const app = env.roles.includes('http') ? await buildApp(ctx) : null;
    if (app) await app.listen({ port: env.port, host: env.host });
    log.info(
      { roles: env.roles, database: database.kind, email: mailer.kind },
      'Tabletalk started',
    );

    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 20_000);
      force.unref();
      await app?.close();
      await jobs.stop();
      await mailer.close();
      await database?.close();
      unlock();
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
  } catch (error) {
    await database?.close().catch(() => {});
    unlock();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
