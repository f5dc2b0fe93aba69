import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { type JobHandlers, type JobName, type JobQueue, RETRY_POLICY } from './types';

const QUEUES: JobName[] = ['email.send'];

/**
 * pg-boss on the app database: on PostgreSQL through its own pool, on PGlite through the
 * embedded connection's `executeSql`.
 */
export async function createPgBossQueue(database: Database, log: Logger): Promise<JobQueue> {
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ connectionString: database.url, max: 4 })
      : new PgBoss({ db: { executeSql: database.executeSql as PgBoss.Db['executeSql'] } });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of QUEUES) {
    await boss.createQueue(name, { name, ...RETRY_POLICY });
  }
  return {
    kind: 'pg-boss',
    async send(name, data, options = {}) {
      await boss.send(name, data as object, {
        ...RETRY_POLICY,
        singletonKey: options.singletonKey,
        startAfter: options.startAfterSeconds,
      });
    },
    async work(handlers: JobHandlers) {
      for (const name of QUEUES) {
        const handler = handlers[name] as (data: unknown) => Promise<void>;
        await boss.work(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
          for (const job of jobs) {
            log.info({ job: name, jobId: job.id }, 'job started');
            await handler(job.data);
          }
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
