import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPgliteSnapshot, openTestDatabase } from '../../../test/test-app';
import { type Database, openPglite } from '../../db/client';
import { createPgBossQueue } from '../../jobs/pg-boss-queue';
import { organizations } from '../identity';
import { runDueSchedules } from './run-due-schedules';
import { setSchedule } from './set-schedule';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const log = pino({ level: 'silent' });
/** The schedule's 10:00 slot has passed. */
const now = new Date('2025-06-01T10:05:00Z');
const SLOT = '2025-06-01T10:00:00.000Z';

/**
 * The scheduler of `test/scheduler-crash-child.ts` as a process of its own, on `target`; resolves
 * with the process once it has written a slot's job into the claim's transaction, uncommitted.
 */
function startDyingScheduler(target: Record<string, string>) {
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/server/test/scheduler-crash-child.ts')],
    {
      cwd: root,
      env: { ...process.env, ...target, SCHEDULER_NOW: now.toISOString() },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  const sent = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^sent (.+)$/m.exec(output);
      if (line?.[1]) resolve(line[1]);
    });
    child.once('exit', (code) =>
      reject(new Error(`the scheduler exited (${code}) before sending`)),
    );
  });
  return {
    sent,
    /** kill -9 of the process and its children (tsx runs node as a child). */
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
}

/**
 * SECURITY I2: a scheduler process killed after claiming a slot and writing its job, before the
 * transaction holding both commits, leaves the slot due and no job; the next run sends it once.
 * On PGlite (the embedded database in a folder, as a server keeps it) or, with TEST_DATABASE_URL,
 * PostgreSQL.
 */
describe('a scheduler killed between claiming a slot and committing its job', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'tabletalk-scheduler-crash-'));
  let database: Database;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      ({ database, drop } = await openTestDatabase());
    } else {
      database = await openPglite(folder, { loadDataDir: await migratedPgliteSnapshot() });
    }
    const [org] = await database.db.insert(organizations).values({ name: 'Acme' }).returning();
    await setSchedule(
      { db: database.db, now: () => new Date('2025-06-01T09:10:00Z') },
      {
        job: 'sources.build-knowledge',
        key: 'crash',
        orgId: org?.id ?? '',
        data: { sourceId: 'crash' },
        frequency: { kind: 'hourly', minute: 0 },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await drop();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The jobs of the schedule's 10:00 slot in pg-boss's table, and where the schedule is. */
  async function state() {
    const { rows: jobs } = await database.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'sourceId' = 'crash' AND singleton_key LIKE $1",
      [`%:${SLOT}`],
    );
    const { rows: schedules } = await database.executeSql(
      "SELECT to_char(next_run_at AT TIME ZONE 'UTC', 'HH24:MI') AS next FROM schedules WHERE key = 'crash'",
    );
    return {
      jobs: (jobs[0] as { n: number } | undefined)?.n,
      next: (schedules[0] as { next: string } | undefined)?.next,
    };
  }

  it('loses nothing: the next run sends the slot exactly once', async () => {
    const embedded = database.kind === 'pglite';
    // PGlite is one process's: the dying scheduler opens the folder once this process lets go.
    if (embedded) await database.close();
    const dying = startDyingScheduler(
      embedded ? { PGLITE_DIR: folder } : { DATABASE_URL: database.url ?? '' },
    );
    try {
      expect(await dying.sent).toMatch(new RegExp(`:${SLOT}$`));
      if (!embedded) {
        // Seen from outside the open transaction: neither the claim nor the job.
        expect(await state()).toEqual({ jobs: 0, next: '10:00' });
      }
    } finally {
      await dying.kill();
    }
    if (embedded) database = await openPglite(folder);

    // The killed transaction is gone whole: the slot is still due and has no job.
    expect(await state()).toEqual({ jobs: 0, next: '10:00' });
    const queue = await createPgBossQueue(database, log);
    try {
      expect(await runDueSchedules({ db: database.db, jobs: queue, log }, now)).toBe(1);
      expect(await state()).toEqual({ jobs: 1, next: '11:00' });
      expect(await runDueSchedules({ db: database.db, jobs: queue, log }, now)).toBe(0);
      expect(await state()).toEqual({ jobs: 1, next: '11:00' });
    } finally {
      await queue.stop();
    }
  }, 120_000);
});
