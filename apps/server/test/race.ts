import { setTimeout as sleep } from 'node:timers/promises';
import { getTableName, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { TestApp } from './test-app';

/** Long enough for requests to reach their transaction; a broken lock is caught either way. */
const WAIT_LIMIT_MS = 5_000;

/** Waits until `count` sessions of the database wait on a lock (or the wait limit passes). */
async function untilWaiting(client: pg.Client, count: number): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if ((rows[0]?.n ?? 0) >= count) return;
    await sleep(10);
  }
}

/**
 * Runs requests at once so that their count-then-insert surely overlap. On PostgreSQL, writes to
 * `table` are held back (LOCK TABLE … IN EXCLUSIVE MODE lets reads through) until every request
 * waits on a lock, then let go together: were nothing serializing the requests, they would count
 * side by side (before their first write to `table`, or just after it) and all would pass. With the limit held (`holdQuota`) the first waits at
 * its insert holding the limit, the others wait for the limit, and each then counts what the
 * ones before it inserted. PGlite runs one transaction at a time: the requests just run at once.
 * @example const answers = await raceAt(t, sources, [() => upload(t, owner, a), () => upload(t, owner, b)]);
 */
export async function raceAt<T>(
  t: TestApp,
  table: Table,
  requests: (() => Promise<T>)[],
): Promise<T[]> {
  const url = t.database.url;
  if (t.database.kind !== 'postgres' || !url) return Promise.all(requests.map((run) => run()));
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('BEGIN');
    await holder.query(`LOCK TABLE "${getTableName(table)}" IN EXCLUSIVE MODE`);
    const running = Promise.all(requests.map((run) => run()));
    // Handled when awaited below; this keeps an early failure from counting as unhandled.
    running.catch(() => undefined);
    await untilWaiting(holder, requests.length);
    await holder.query('COMMIT');
    return await running;
  } finally {
    await holder.end();
  }
}
