import path from 'node:path';
import { buildApp } from './app';
import { type AppContext, deriveContextKeys } from './context';
import { configurePlans } from './core/entitlements';
import { startScheduler } from './core/schedules';
import { type Database, openDatabase } from './db/client';
import { lockEmbeddedDatabase } from './db/lock';
import { runMigrations } from './db/migrate';
import { parseEnv } from './env';
import { createJobHandlers } from './jobs/handlers';
import { createPgBossQueue } from './jobs/pg-boss-queue';
import { createOutboxMailer, createSmtpMailer } from './lib/email/mailer';
import { SWEEP_EVERY_MS } from './lib/heartbeat';
import { createLogger } from './lib/logger';
import { type RepeatingTask, repeatEvery } from './lib/repeat-every';
import { requeueStalledDocuments } from './modules/askdocs';
import { requeueStalledSources } from './modules/sources';

async function main(): Promise<void> {
  const env = parseEnv();
  const log = createLogger(env.logLevel);
  const unlock = env.databaseUrl ? () => {} : lockEmbeddedDatabase(env.dataDir);
  let database: Database | undefined;
  try {
    // The operator's prices and limits (PLANS_FILE) hold for every role of this process.
    configurePlans(env.plans.overrides);
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
    let sweep: RepeatingTask | null = null;
    if (env.roles.includes('worker')) {
      await jobs.work(createJobHandlers({ mailer, ctx }));
      // Sources whose load, and documents whose reading, died with a previous worker go on.
      await requeueStalledSources(ctx);
      await requeueStalledDocuments(ctx);
      // With several processes, a worker may die while the others run: they take up its work
      // once its heartbeats stop, without waiting for a restart.
      if (env.databaseUrl) {
        sweep = repeatEvery({
          name: 'stalled-work sweep',
          intervalMs: SWEEP_EVERY_MS,
          log,
          atOnce: false,
          run: async () => {
            await requeueStalledSources(ctx, 'sweep');
            await requeueStalledDocuments(ctx, 'sweep');
          },
        });
      }
    }
    // Sends the jobs of due schedules into the queue; a worker role (here or elsewhere) runs them.
    const scheduler = env.roles.includes('scheduler')
      ? startScheduler(ctx, { intervalMs: env.schedulerIntervalMs })
      : null;
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
      await scheduler?.stop();
      await sweep?.stop();
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
