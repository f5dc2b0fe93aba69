/**
 * A scheduler process for `scheduler-crash.test.ts`: on the app database of `DATABASE_URL`
 * (PostgreSQL) or `PGLITE_DIR` (the embedded database's folder), it runs the schedules due at
 * `SCHEDULER_NOW` with a pg-boss queue that writes each job into the claim's transaction, then
 * prints `sent <singleton key>` and waits there, before the commit, for the test to kill it.
 */
import pino from 'pino';
import { runDueSchedules } from '../src/core/schedules';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { createPgBossQueue } from '../src/jobs/pg-boss-queue';
import type { JobQueue } from '../src/jobs/types';

const log = pino({ level: 'silent' });

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const folder = process.env.PGLITE_DIR;
  const now = new Date(process.env.SCHEDULER_NOW ?? '');
  if ((!url && !folder) || Number.isNaN(now.getTime())) {
    throw new Error('set DATABASE_URL or PGLITE_DIR, and SCHEDULER_NOW');
  }
  const database: Database = url ? await openPostgres(url) : await openPglite(folder);
  const queue = await createPgBossQueue(database, log);
  const stalled: JobQueue = {
    ...queue,
    async sendInTransaction(tx, name, data, options) {
      await queue.sendInTransaction(tx, name, data, options);
      process.stdout.write(`sent ${options?.singletonKey}\n`);
      // Never returns: the transaction stays open until the process is killed.
      return new Promise(() => {});
    },
  };
  await runDueSchedules({ db: database.db, jobs: stalled, log }, now);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
