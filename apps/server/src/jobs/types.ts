import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { EmailMessage } from '../lib/email/mailer';

/** Every background job by name, with the data it carries. Names are `domain.verb`. */
export interface JobMap {
  'email.send': EmailMessage;
  /** Emails a password reset code if the address is registered (off the request: no timing leak). */
  'auth.send-reset-code': { email: string };
  /** Emails a new sign-up code if the address waits for confirmation (off the request, alike). */
  'auth.resend-signup-code': { email: string };
  /** Emails what a sign-up needs (a code, or a notice to a known address) for the account's newest flow. */
  'auth.signup-email': { userId: string; created: boolean };
  /** Loads an uploaded file into the source's DuckDB database, then builds its knowledge. */
  'sources.ingest': { sourceId: string };
  /** (Re)builds a source's knowledge; `refresh` also bumps its last refresh time. */
  'sources.build-knowledge': { sourceId: string; refresh?: boolean };
  /** Re-runs a dashboard's items on fresh data: sent by the scheduler at the dashboard's slots. */
  'dashboards.refresh': { dashboardId: string };
  /** Checks an alert's value against its condition: sent by the scheduler at the alert's slots. */
  'dashboards.alert-check': { alertId: string; orgId: string };
  /** Refreshes a dashboard and emails it to its report's recipients: sent at the report's slots. */
  'dashboards.report': { dashboardId: string };
  /** Reads an Ask Docs document's pages (extraction, then OCR where needed) and indexes them. */
  'askdocs.process': { documentId: string };
}
export type JobName = keyof JobMap;
export type JobHandlers = { [N in JobName]: (data: JobMap[N]) => Promise<void> };

export interface SendOptions {
  /** Deduplicates: a second job with the same key while the first is queued is dropped. */
  singletonKey?: string;
  startAfterSeconds?: number;
}

/**
 * A transaction of the app database (`db.transaction(async (tx) => …)`'s `tx`), as a job sent in
 * it needs it: the app's `Db` is one, named by drizzle's type here since `db/client` imports the
 * tables, which import this file.
 */
export type JobTransaction = Pick<PgDatabase<PgQueryResultHKT>, 'execute'>;

/** Enqueues and runs background jobs. */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'immediate';
  send<N extends JobName>(name: N, data: JobMap[N], options?: SendOptions): Promise<void>;
  /**
   * Sends a job as part of `tx`, a transaction of the app database: the job is queued when `tx`
   * commits and not at all when it rolls back, so a row changed in `tx` and its job go together
   * or not at all. Call what it returns once `tx` has committed: it hands the job to this
   * process's workers at once (the immediate queue runs it then, as `send` would).
   */
  sendInTransaction<N extends JobName>(
    tx: JobTransaction,
    name: N,
    data: JobMap[N],
    options?: SendOptions,
  ): Promise<() => Promise<void>>;
  /** Starts working the given jobs in this process (the worker role). */
  work(handlers: JobHandlers): Promise<void>;
  stop(): Promise<void>;
}

/** How often a failed job is retried and how long pg-boss waits in between (seconds). */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

/** Retry policy shared by every job: 5 retries with exponential backoff from 5 s. */
export const RETRY_POLICY: Readonly<RetryPolicy> = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
};
