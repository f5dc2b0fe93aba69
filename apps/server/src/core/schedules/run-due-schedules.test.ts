import type { ScheduleFrequency } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { type Database, openPostgres } from '../../db/client';
import { createPgBossQueue } from '../../jobs/pg-boss-queue';
import type { JobQueue } from '../../jobs/types';
import { organizations } from '../identity';
import { runDueSchedules } from './run-due-schedules';
import { setSchedule } from './set-schedule';
import { schedules } from './tables';
import { recordingQueue } from './test-helpers';

const log = pino({ level: 'silent' });
const hourly: ScheduleFrequency = { kind: 'hourly', minute: 0 };

describe('runDueSchedules', () => {
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

  /** Schedules `sources.build-knowledge` of a source, as of `now`. */
  function schedule(sourceId: string, now: string, frequency = hourly) {
    const clock = { db: database.db, now: () => new Date(now) };
    return setSchedule(clock, {
      job: 'sources.build-knowledge',
      key: sourceId,
      orgId,
      data: { sourceId },
      frequency,
    });
  }

  async function nextRunOf(sourceId: string) {
    const [row] = await database.db.select().from(schedules).where(eq(schedules.key, sourceId));
    return row?.nextRunAt.toISOString();
  }

  it('sends each due schedule once, with its data, and moves its next run past now', async () => {
    await schedule('a', '2025-06-01T09:10:00Z');
    await schedule('b', '2025-06-01T09:20:00Z', { kind: 'hourly', minute: 30 });
    await schedule('c', '2025-06-01T09:10:00Z', { kind: 'daily', time: '12:00', timeZone: 'UTC' });
    const jobs = recordingQueue();
    const ctx = { db: database.db, jobs, log };

    expect(await runDueSchedules(ctx, new Date('2025-06-01T10:00:00Z'))).toBe(2);
    expect(jobs.sent).toEqual([
      {
        name: 'sources.build-knowledge',
        data: { sourceId: 'b' },
        singletonKey: expect.stringMatching(/:2025-06-01T09:30:00\.000Z$/),
      },
      {
        name: 'sources.build-knowledge',
        data: { sourceId: 'a' },
        singletonKey: expect.stringMatching(/:2025-06-01T10:00:00\.000Z$/),
      },
    ]);
    expect(await nextRunOf('a')).toBe('2025-06-01T11:00:00.000Z');
    expect(await nextRunOf('b')).toBe('2025-06-01T10:30:00.000Z');
    expect(await nextRunOf('c')).toBe('2025-06-01T12:00:00.000Z');

    // The same moment again finds nothing due: no slot is sent twice.
    expect(await runDueSchedules(ctx, new Date('2025-06-01T10:00:00Z'))).toBe(0);
    expect(jobs.sent).toHaveLength(2);
  });

  it('runs a schedule that missed several slots once, then from the next slot after now', async () => {
    await schedule('down', '2025-06-01T09:10:00Z');
    const jobs = recordingQueue();
    // Down from 09:10 to 14:25: the slots of 10:00 to 14:00 were all missed.
    const now = new Date('2025-06-01T14:25:00Z');

    expect(await runDueSchedules({ db: database.db, jobs, log }, now)).toBe(1);
    expect(jobs.sent).toHaveLength(1);
    expect(await nextRunOf('down')).toBe('2025-06-01T15:00:00.000Z');
    const [row] = await database.db.select().from(schedules).where(eq(schedules.key, 'down'));
    expect(row?.lastRunAt?.toISOString()).toBe(now.toISOString());
  });

  it('sends nothing for a schedule turned off, and turning it off removes it', async () => {
    await schedule('off', '2025-06-01T09:10:00Z');
    expect(await schedule('off', '2025-06-01T09:15:00Z', { kind: 'off' })).toBeNull();
    expect(await schedule('never', '2025-06-01T09:15:00Z', { kind: 'off' })).toBeNull();
    const jobs = recordingQueue();

    expect(await runDueSchedules({ db: database.db, jobs, log }, new Date('2025-06-03'))).toBe(0);
    expect(jobs.sent).toEqual([]);
    expect(await database.db.select().from(schedules)).toEqual([]);
  });

  it('keeps a slot due when its job cannot be sent, and sends it on the next run', async () => {
    await schedule('flaky', '2025-06-01T09:10:00Z');
    const jobs = recordingQueue();
    const ctx = { db: database.db, jobs, log };
    jobs.failNext(1);

    expect(await runDueSchedules(ctx, new Date('2025-06-01T10:05:00Z'))).toBe(0);
    expect(await nextRunOf('flaky')).toBe('2025-06-01T10:00:00.000Z');
    expect(await runDueSchedules(ctx, new Date('2025-06-01T10:06:00Z'))).toBe(1);
    expect(jobs.sent.map((job) => job.singletonKey)).toEqual([
      expect.stringMatching(/:2025-06-01T10:00:00\.000Z$/),
    ]);
  });

  it('loses no slot to a crash between its claim and its job: the next run sends it once', async () => {
    await schedule('crash', '2025-06-01T09:10:00Z');
    const now = new Date('2025-06-01T10:05:00Z');
    const queue = await createPgBossQueue(database, log);
    /** The slot's jobs in pg-boss's table (the 10:00 slot of the schedule of source `crash`). */
    const jobsOfSlot = async () => {
      const { rows } = await database.executeSql(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'sourceId' = $1 AND singleton_key LIKE $2",
        ['crash', '%:2025-06-01T10:00:00.000Z'],
      );
      return (rows[0] as { n: number } | undefined)?.n;
    };
    try {
      // The process dies inside the claim's transaction: before pg-boss's insert, then after it.
      for (const written of [false, true]) {
        const dying: JobQueue = {
          ...queue,
          async sendInTransaction(tx, name, data, options) {
            if (written) await queue.sendInTransaction(tx, name, data, options);
            throw new Error('process killed before the commit');
          },
        };
        expect(await runDueSchedules({ db: database.db, jobs: dying, log }, now)).toBe(0);
        expect(await nextRunOf('crash')).toBe('2025-06-01T10:00:00.000Z');
        expect(await jobsOfSlot()).toBe(0);
      }

      expect(await runDueSchedules({ db: database.db, jobs: queue, log }, now)).toBe(1);
      expect(await jobsOfSlot()).toBe(1);
      expect(await nextRunOf('crash')).toBe('2025-06-01T11:00:00.000Z');
      expect(await runDueSchedules({ db: database.db, jobs: queue, log }, now)).toBe(0);
      expect(await jobsOfSlot()).toBe(1);
    } finally {
      await queue.stop();
    }
  });

  it('keeps a due slot when the data changes but the frequency does not', async () => {
    await schedule('edit', '2025-06-01T09:10:00Z');
    await schedule('edit', '2025-06-01T10:30:00Z');
    expect(await nextRunOf('edit')).toBe('2025-06-01T10:00:00.000Z');
    await schedule('edit', '2025-06-01T10:30:00Z', { kind: 'hourly', minute: 45 });
    expect(await nextRunOf('edit')).toBe('2025-06-01T10:45:00.000Z');
  });

  it("refuses to take over another organization's schedule of the same job and key", async () => {
    await schedule('mine', '2025-06-01T09:10:00Z');
    const [other] = await database.db.insert(organizations).values({ name: 'Other' }).returning();
    const taking = setSchedule(
      { db: database.db, now: () => new Date('2025-06-01T09:20:00Z') },
      {
        job: 'sources.build-knowledge',
        key: 'mine',
        orgId: other?.id ?? '',
        data: { sourceId: 'theirs' },
        frequency: hourly,
      },
    );
    await expect(taking).rejects.toThrow('insert returned nothing');
    const [row] = await database.db.select().from(schedules).where(eq(schedules.key, 'mine'));
    expect(row).toMatchObject({ orgId, data: { sourceId: 'mine' } });
  });

  it('two schedulers racing over 100 due schedules send each exactly once', async () => {
    const keys = Array.from({ length: 100 }, (_, i) => `race-${i}`);
    for (const key of keys) await schedule(key, '2025-06-01T09:10:00Z');
    // Two processes: on PostgreSQL each has its own pool; PGlite has one connection to share.
    const second = database.kind === 'postgres' ? await openPostgres(database.url ?? '') : null;
    const first = recordingQueue();
    const other = recordingQueue();
    const now = new Date('2025-06-01T10:00:30Z');
    try {
      const counts = await Promise.all([
        runDueSchedules({ db: database.db, jobs: first, log }, now),
        runDueSchedules({ db: (second ?? database).db, jobs: other, log }, now),
      ]);
      expect(counts[0] + counts[1]).toBe(100);
    } finally {
      await second?.close();
    }

    const sent = [...first.sent, ...other.sent];
    expect(sent).toHaveLength(100);
    expect(new Set(sent.map((job) => job.singletonKey)).size).toBe(100);
    const sources = sent.map((job) => ('sourceId' in job.data ? job.data.sourceId : ''));
    expect(sources.sort()).toEqual([...keys].sort());
    const rows = await database.db.select().from(schedules);
    expect(rows.every((row) => row.nextRunAt.toISOString() === '2025-06-01T11:00:00.000Z')).toBe(
      true,
    );
  });
});
