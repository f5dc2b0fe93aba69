import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { withQueueSetupLock } from '../db/migrate';
import {
  type JobHandlers,
  type JobName,
  type JobQueue,
  type JobTransaction,
  RETRY_POLICY,
  type RetryPolicy,
  type SendOptions,
} from './types';

/** One queue per job; a record, so a job added to JobMap without its queue fails to compile. */
const QUEUE_NAMES: Record<JobName, true> = {
  'email.send': true,
  'auth.send-reset-code': true,
  'auth.resend-signup-code': true,
  'auth.signup-email': true,
  'sources.ingest': true,
  'sources.build-knowledge': true,
  'dashboards.refresh': true,
  'dashboards.alert-check': true,
  'dashboards.report': true,
  'askdocs.process': true,
};
const QUEUES = Object.keys(QUEUE_NAMES) as JobName[];

/**
 * Jobs a worker takes per look, by queue (1 when unlisted). pg-boss looks once per polling
 * interval, so one job per look would run a hundred dashboards due at 9:00 over a hundred
 * seconds; light jobs come in batches and run one after another. Loads stay one at a time: a
 * batch's jobs are all held while the first runs.
 */
const BATCH_SIZE: Partial<Record<JobName, number>> = {
  'email.send': 10,
  'auth.send-reset-code': 10,
  'auth.resend-signup-code': 10,
  'auth.signup-email': 10,
  'dashboards.refresh': 10,
  'dashboards.alert-check': 10,
};

/**
 * Workers per queue in each process (1 when unlisted). A file load spends much of its time in
 * its child process and on disk: two at once keep both cores of a small machine busy, where one
 * at a time left uploads queued behind each other (bench:load L2, 5 uploads a second).
 */
const WORKERS: Partial<Record<JobName, number>> = {
  'sources.ingest': 2,
};

/**
 * How long a job may stay active before pg-boss takes its worker for dead and runs it again, by
 * queue (pg-boss's 15 minutes when unlisted: a file load, a document's OCR, a dashboard's
 * refresh or report may run that long, and loads and documents are taken up sooner by the
 * stalled-work sweep). An email's send is bounded by the mailer's timeouts (`createSmtpMailer`,
 * 50 s at most when the server answers nothing), so a worker killed mid-send costs its email a
 * minute or two instead of a quarter of an hour; a send slower still may be sent twice, under
 * the same Message-ID (SECURITY I3).
 */
export const EXPIRE_SECONDS: Partial<Record<JobName, number>> = {
  'email.send': 60,
};

/**
 * How often pg-boss looks for expired jobs and cleans up (its maintenance, 120 s by default; one
 * process of all does it each time): an expired job is retried within this much of its expiry.
 */
const MAINTENANCE_SECONDS = 30;

export interface PgBossQueueOptions {
  /** Defaults to RETRY_POLICY; tests shorten the delays. */
  retryPolicy?: RetryPolicy;
  /**
   * How often an idle worker looks for jobs (pg-boss allows 0.5 s at least): 1 s on PostgreSQL,
   * where jobs come from other processes too; EMBEDDED_POLLING_S on PGlite.
   */
  pollingIntervalSeconds?: number;
}

/**
 * On the embedded database this process is the only one (a lock file sees to it), so every job
 * is sent here and wakes its worker at once (`notifyWorker`); the look each idle worker takes
 * only catches retries and delayed jobs as they come due. Each look is a statement on PGlite's
 * one thread, about 40 ms on a busy 2-core machine: eight queues looking every second took a
 * third of that thread from the requests (bench:load).
 */
const EMBEDDED_POLLING_S = 5;

/**
 * pg-boss's statement `text` (parameters `$1`…`$n`, some used more than once) with its `values`,
 * as one drizzle query. Drizzle numbers its parameters itself, one per value in the order they
 * appear; a value used twice would become two parameters, each typed by its own place (pg-boss's
 * `$5` is text beside `right()` but would be a timestamp inside a `CAST`). So the text is kept
 * as pg-boss wrote it and the values are placed, in order, in a comment after it: drizzle sends
 * them as `$1`…`$n`, the comment is ignored, and the text's own `$1`…`$n` take them.
 */
function pgBossStatement(text: string, values: unknown[] = []): SQL {
  if (values.length === 0) return sql.raw(text);
  const params = values.map((value) => sql.param(value ?? null));
  return sql`${sql.raw(text)}\n/* ${sql.join(params, sql.raw(' '))} */`;
}

/** The rows of a drizzle `execute`: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf(result: unknown): unknown[] {
  if (typeof result === 'object' && result !== null && 'rows' in result) {
    const { rows } = result;
    if (Array.isArray(rows)) return rows;
  }
  throw new Error('query returned no rows array');
}

/** pg-boss's connection (`db` of its send options) over a transaction of the app database. */
function inTransaction(tx: JobTransaction): PgBoss.Db {
  return {
    async executeSql(text, values) {
      return { rows: rowsOf(await tx.execute(pgBossStatement(text, values))) };
    },
  };
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
  const pollingIntervalSeconds =
    options.pollingIntervalSeconds ?? (database.kind === 'postgres' ? 1 : EMBEDDED_POLLING_S);
  /** This process's workers by queue, woken when a job is sent here. */
  const workerIds = new Map<JobName, string[]>();
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({
          connectionString: database.url,
          max: 4,
          maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
        })
      : new PgBoss({
          db: { executeSql: database.executeSql as PgBoss.Db['executeSql'] },
          maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
        });
  // The driver's error carries its whole client (connection settings included): only the
  // message and code are logged. The queue reconnects by itself once the database is back.
  boss.on('error', (error: Error & { code?: unknown }) =>
    log.error({ err: { message: error.message, code: error.code } }, 'job queue error'),
  );
  await withQueueSetupLock(database, async () => {
    await boss.start();
    for (const name of QUEUES) {
      await boss.createQueue(name, {
        name,
        ...retryPolicy,
        ...(EXPIRE_SECONDS[name] ? { expireInSeconds: EXPIRE_SECONDS[name] } : {}),
      });
    }
  });
  /** A worker of this process takes a job sent now rather than at its next look. */
  const wake = (name: JobName, sendOptions: SendOptions) => {
    if (sendOptions.startAfterSeconds) return;
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  // Each job carries its expiry too: a queue made by an earlier version keeps its own policy.
  const jobOptions = (name: JobName, sendOptions: SendOptions) => ({
    ...retryPolicy,
    ...(EXPIRE_SECONDS[name] ? { expireInSeconds: EXPIRE_SECONDS[name] } : {}),
    singletonKey: sendOptions.singletonKey,
    startAfter: sendOptions.startAfterSeconds,
  });
  return {
    kind: 'pg-boss',
    async send(name, data, sendOptions = {}) {
      await boss.send(name, data as object, jobOptions(name, sendOptions));
      wake(name, sendOptions);
    },
    async sendInTransaction(tx, name, data, sendOptions = {}) {
      // pg-boss's insert runs through the transaction (its `db` option): committed with it or
      // rolled back with it. On PGlite this is also the only way in while the transaction holds
      // the one connection: a statement from outside would wait for the transaction to end.
      await boss.send(name, data as object, {
        ...jobOptions(name, sendOptions),
        db: inTransaction(tx),
      });
      // Woken before the commit, a worker would look for the job before it is there.
      return async () => wake(name, sendOptions);
    },
    async work(handlers: JobHandlers) {
      for (const name of QUEUES) {
        const handler = handlers[name] as (data: unknown) => Promise<void>;
        const batchSize = BATCH_SIZE[name] ?? 1;
        for (let worker = 0; worker < (WORKERS[name] ?? 1); worker += 1) {
          let workerId = '';
          workerId = await boss.work(name, { pollingIntervalSeconds, batchSize }, async (jobs) => {
            // A full look may have left more behind it: the worker looks again as soon as
            // these are done, rather than one polling interval after this look (pg-boss waits
            // out the interval after every look, so a backlog drained one batch per interval:
            // 0.4 loads a second with 5 s looks, bench:load L2).
            if (jobs.length >= batchSize && workerId) boss.notifyWorker(workerId);
            for (const job of jobs) {
              log.info({ job: name, jobId: job.id }, 'job started');
              try {
                await handler(job.data);
              } catch (error) {
                // Failed on its own (retried with backoff): the batch's other jobs complete when
                // this callback returns, since pg-boss completes only the jobs still active.
                log.warn({ err: error, job: name, jobId: job.id }, 'job failed');
                const message = error instanceof Error ? error.message : String(error);
                await boss.fail(name, job.id, { message });
              }
            }
          });
          workerIds.set(name, [...(workerIds.get(name) ?? []), workerId]);
        }
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
