import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import {
  type JobHandlers,
  type JobName,
  type JobQueue,
  RETRY_POLICY,
  type RetryPolicy,
} from './types';

/** One queue per job; a record, so a job added to JobMap without its queue fails to compile. */
const QUEUE_NAMES: Record<JobName, true> = {
  'email.send': true,
  'auth.send-reset-code': true,
  'sources.ingest': true,
  'sources.build-knowledge': true,
  'dashboards.refresh': true,
  'dashboards.report': true,
};
const QUEUES = Object.keys(QUEUE_NAMES) as JobName[];

export interface PgBossQueueOptions {
  /** Defaults to RETRY_POLICY; tests shorten the delays. */
  retryPolicy?: RetryPolicy;
  /** How often an idle worker looks for jobs (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss on the app database: on PostgreSQL through its own pool, on PGlite through the
 * embedded connection's `executeSql`. Failed jobs are retried with exponential backoff and
 * jitter up to `retryLimit` times, then stay in pg-boss's `failed` state with the error.
 */
export async function createPgBossQueue(
  database: Database,
  log: Logger,
  options: PgBossQueueOptions = {},
): Promise<JobQueue> {
  const retryPolicy = options.retryPolicy ?? RETRY_POLICY;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ connectionString: database.url, max: 4 })
      : new PgBoss({ db: { executeSql: database.executeSql as PgBoss.Db['executeSql'] } });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of QUEUES) {
    await boss.createQueue(name, { name, ...retryPolicy });
  }
  return {
    kind: 'pg-boss',
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data as object, {
        ...retryPolicy,
        singletonKey: sendOptions.singletonKey,
        startAfter: sendOptions.startAfterSeconds,
      });
    },
    async work(handlers: JobHandlers) {
      for (const name of QUEUES) {
        const handler = handlers[name] as (data: unknown) => Promise<void>;
        await boss.work(name, { pollingIntervalSeconds }, async (jobs) => {
          for (const job of jobs) {
            log.info({ job: name, jobId: job.id }, 'job started');
            try {
              await handler(job.data);
            } catch (error) {
              // pg-boss keeps the error as the job's output; the log says a retry is coming.
              log.warn({ err: error, job: name, jobId: job.id }, 'job failed');
              throw error;
            }
          }
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
