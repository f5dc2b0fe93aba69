import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { type Database, openPostgres } from '../../db/client';
import { createPgBossQueue } from '../../jobs/pg-boss-queue';
import { IDLE_JOB_HANDLERS } from '../../jobs/test-helpers';
import type { JobQueue } from '../../jobs/types';
import { organizations } from '../identity';
import { startScheduler } from './scheduler';
import { setSchedule } from './set-schedule';
import { schedules } from './tables';
import { recordingQueue } from './test-helpers';

const log = pino({ level: 'silent' });
const created = new Date('2025-06-01T09:10:00Z');
/** After the downtime: the schedules' 10:00 slot has passed. */
const now = new Date('2025-06-01T10:00:30Z');

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for jobs');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the scheduler role', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let orgId: string;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const [org] = await database.db.insert(organizations).values({ name: 'Acme' }).returning();
    if (!org) throw new Error('no organization');
    orgId = org.id;
  });
  afterAll(() => drop());
  beforeEach(async () => {
    await database.db.delete(schedules);
  });

  async function scheduleSources(count: number): Promise<string[]> {
    const keys = Array.from({ length: count }, (_, i) => `source-${i}`);
    for (const key of keys) {
      await setSchedule(
        { db: database.db, now: () => created },
        {
          job: 'sources.build-knowledge',
          key,
          orgId,
          data: { sourceId: key },
          frequency: { kind: 'hourly', minute: 0 },
        },
      );
    }
    return keys;
  }

  it('sends what is due as soon as it starts, and stops after its run in progress', async () => {
    await scheduleSources(3);
    const jobs = recordingQueue();
    const scheduler = startScheduler(
      { db: database.db, jobs, log, now: () => now },
      { intervalMs: 3_600_000 },
    );
    await scheduler.stop();
    expect(jobs.sent).toHaveLength(3);
  });

  it('two processes, each a scheduler and a pg-boss worker: 100 due schedules each run once', async () => {
    const keys = await scheduleSources(100);
    // On PostgreSQL each process has its own pools; PGlite has one connection to share.
    const second = database.kind === 'postgres' ? await openPostgres(database.url ?? '') : null;
    const ran: string[] = [];
    const queues: JobQueue[] = [];
    try {
      for (const db of [database, second ?? database]) {
        const jobs = await createPgBossQueue(db, log, { pollingIntervalSeconds: 0.5 });
        queues.push(jobs);
        await jobs.work({
          ...IDLE_JOB_HANDLERS,
          'sources.build-knowledge': async ({ sourceId }) => {
            ran.push(sourceId);
          },
        });
      }
      const schedulers = queues.map((jobs, i) =>
        startScheduler(
          { db: (i === 0 ? database : (second ?? database)).db, jobs, log, now: () => now },
          { intervalMs: 3_600_000 },
        ),
      );
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));

      const completed = await waitFor(async () => {
        const { rows } = await database.executeSql(
          'SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND state = $2',
          ['sources.build-knowledge', 'completed'],
        );
        const count = (rows[0] as { count: number } | undefined)?.count ?? 0;
        return count >= 100 ? count : undefined;
      });
      expect(completed).toBe(100);
    } finally {
      for (const jobs of queues) await jobs.stop();
      await second?.close();
    }
    expect(ran).toHaveLength(100);
    expect([...ran].sort()).toEqual([...keys].sort());
  }, 120_000);
});
