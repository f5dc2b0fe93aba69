import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { type Database, openPglite } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { EmailMessage } from '../lib/email/mailer';
import { createPgBossQueue, EXPIRE_SECONDS } from './pg-boss-queue';
import { IDLE_JOB_HANDLERS } from './test-helpers';
import type { JobQueue } from './types';

interface Backend {
  name: string;
  open(): Promise<{ database: Database; drop(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'PGlite',
    async open() {
      const database = await openPglite(undefined);
      await runMigrations(database);
      return { database, drop: () => database.close() };
    },
  },
];
// openTestDatabase makes a fresh PostgreSQL database when TEST_DATABASE_URL is set.
if (process.env.TEST_DATABASE_URL) backends.push({ name: 'PostgreSQL', open: openTestDatabase });

/** Short delays so the whole retry ladder (1–2 s, then 2–4 s) fits in a test. */
const FAST_RETRIES = { retryLimit: 2, retryDelay: 1, retryBackoff: true };

interface JobRow {
  to: string;
  state: string;
  retry_count: number;
  output: { message?: string } | null;
}

function email(to: string): EmailMessage {
  return { to, subject: 'Hello', text: 'Hello there', html: '<p>Hello there</p>' };
}

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for jobs');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(backends)('pg-boss queue on $name', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  let queue: JobQueue;
  /** Per recipient: when each attempt started, and how each attempt should behave. */
  const attempts = new Map<string, number[]>();
  const behaviour = new Map<string, (attempt: number) => Promise<void>>();
  const delivered: string[] = [];

  const jobsByRecipient = async (): Promise<Map<string, JobRow>> => {
    const { rows } = await database.executeSql(
      "SELECT data->>'to' AS to, state, retry_count, output FROM pgboss.job WHERE name = $1",
      ['email.send'],
    );
    return new Map((rows as JobRow[]).map((row) => [row.to, row]));
  };

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    queue = await createPgBossQueue(database, pino({ level: 'silent' }), {
      retryPolicy: FAST_RETRIES,
      pollingIntervalSeconds: 0.5,
    });
    await queue.work({
      ...IDLE_JOB_HANDLERS,
      'email.send': async (message) => {
        const started = attempts.get(message.to) ?? [];
        started.push(Date.now());
        attempts.set(message.to, started);
        await behaviour.get(message.to)?.(started.length);
        delivered.push(message.to);
      },
    });
  });
  afterAll(async () => {
    await queue?.stop();
    await drop?.();
  });

  it('retries with backoff until a flaky job completes once; a broken job ends failed', async () => {
    behaviour.set('flaky@example.com', async (attempt) => {
      if (attempt <= 2) throw new Error(`smtp down (attempt ${attempt})`);
    });
    behaviour.set('broken@example.com', async () => {
      throw new Error('mailbox unavailable');
    });
    await queue.send('email.send', email('flaky@example.com'));
    await queue.send('email.send', email('broken@example.com'));

    const jobs = await waitFor(async () => {
      const rows = await jobsByRecipient();
      const settled = ['flaky@example.com', 'broken@example.com'].every((to) =>
        ['completed', 'failed'].includes(rows.get(to)?.state ?? ''),
      );
      return settled ? rows : undefined;
    });

    expect(jobs.get('flaky@example.com')).toMatchObject({ state: 'completed', retry_count: 2 });
    expect(delivered.filter((to) => to === 'flaky@example.com')).toHaveLength(1);
    const [first = 0, second = 0, third = 0] = attempts.get('flaky@example.com') ?? [];
    // Backoff: the first retry waits 1–2 s, the second 2–4 s.
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);

    const broken = jobs.get('broken@example.com');
    expect(broken).toMatchObject({ state: 'failed', retry_count: FAST_RETRIES.retryLimit });
    expect(broken?.output?.message).toBe('mailbox unavailable');
    expect(attempts.get('broken@example.com')).toHaveLength(FAST_RETRIES.retryLimit + 1);
    expect(delivered).not.toContain('broken@example.com');
  });

  it('takes light jobs in batches: one failing job is retried alone, the others complete once', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `batch-${i}@example.com`);
    behaviour.set('batch-3@example.com', async (attempt) => {
      if (attempt === 1) throw new Error('greylisted');
    });
    for (const to of recipients) await queue.send('email.send', email(to));

    const jobs = await waitFor(async () => {
      const rows = await jobsByRecipient();
      return recipients.every((to) => rows.get(to)?.state === 'completed') ? rows : undefined;
    });

    for (const to of recipients) {
      expect(delivered.filter((done) => done === to)).toHaveLength(1);
      expect(jobs.get(to)?.retry_count).toBe(to === 'batch-3@example.com' ? 1 : 0);
    }
    expect(attempts.get('batch-3@example.com')).toHaveLength(2);
  });

  it('sends a job in a transaction: queued when it commits, never when it rolls back', async () => {
    const committed = await database.db.transaction((tx) =>
      // A delay and a key: pg-boss's statement uses its delay parameter twice, as text and as a
      // timestamp, which the transaction's driver must pass as one parameter.
      queue.sendInTransaction(tx, 'email.send', email('committed@example.com'), {
        singletonKey: 'in-a-transaction',
        startAfterSeconds: 1,
      }),
    );
    await committed();
    await expect(
      database.db.transaction(async (tx) => {
        await queue.sendInTransaction(tx, 'email.send', email('rolled-back@example.com'));
        throw new Error('the transaction fails after the send');
      }),
    ).rejects.toThrow('the transaction fails after the send');

    const jobs = await waitFor(async () => {
      const rows = await jobsByRecipient();
      return rows.get('committed@example.com')?.state === 'completed' ? rows : undefined;
    });
    expect(jobs.has('rolled-back@example.com')).toBe(false);
    expect(delivered.filter((to) => to === 'committed@example.com')).toHaveLength(1);
    expect(delivered).not.toContain('rolled-back@example.com');
    const { rows } = await database.executeSql(
      `SELECT singleton_key, extract(epoch FROM start_after - created_on) AS delay
         FROM pgboss.job WHERE data->>'to' = $1`,
      ['committed@example.com'],
    );
    expect(rows).toEqual([{ singleton_key: 'in-a-transaction', delay: expect.anything() }]);
    expect(Number((rows[0] as { delay: unknown }).delay)).toBeGreaterThanOrEqual(0.9);
  });

  it('gives an email job a minute before it is taken for dead, other jobs pg-boss’s 15 minutes', async () => {
    await queue.send('email.send', email('expiry@example.com'));
    const committed = await database.db.transaction((tx) =>
      queue.sendInTransaction(tx, 'email.send', email('expiry-in-tx@example.com')),
    );
    await committed();
    await queue.send('dashboards.refresh', { dashboardId: 'expiry-of-a-refresh' });
    const { rows } = await database.executeSql(
      `SELECT coalesce(data->>'to', data->>'dashboardId') AS job, extract(epoch FROM expire_in)::int AS seconds
         FROM pgboss.job WHERE data->>'to' LIKE 'expiry%' OR data->>'dashboardId' = 'expiry-of-a-refresh'
         ORDER BY 1`,
    );
    expect(rows).toEqual([
      { job: 'expiry-in-tx@example.com', seconds: EXPIRE_SECONDS['email.send'] },
      { job: 'expiry-of-a-refresh', seconds: 900 },
      { job: 'expiry@example.com', seconds: EXPIRE_SECONDS['email.send'] },
    ]);
    expect(EXPIRE_SECONDS['email.send']).toBe(60);
  });

  it('stops gracefully: a job in progress finishes before stop() resolves', async () => {
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      behaviour.set('slow@example.com', async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
      });
    });
    await queue.send('email.send', email('slow@example.com'));
    await started;

    let stopped = false;
    const stopping = queue.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(stopped).toBe(false);
    release();
    await stopping;

    expect(delivered).toContain('slow@example.com');
    const jobs = await jobsByRecipient();
    expect(jobs.get('slow@example.com')?.state).toBe('completed');
  });
});

describe.each(backends)('pg-boss queue on $name: waking its worker', (backend) => {
  it('starts a job sent in this process at once, not at the idle worker’s next look', async () => {
    const { database, drop } = await backend.open();
    // A look every 30 s: the job below would wait for it without the wake-up.
    const queue = await createPgBossQueue(database, pino({ level: 'silent' }), {
      pollingIntervalSeconds: 30,
    });
    try {
      const started: number[] = [];
      await queue.work({
        ...IDLE_JOB_HANDLERS,
        'email.send': async () => {
          started.push(Date.now());
        },
      });
      // The workers' first looks find nothing; then they wait for their next one.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const sentAt = Date.now();
      await queue.send('email.send', email('now@example.com'));
      const startedAt = await waitFor(async () => started[0], 10_000);
      expect(startedAt - sentAt).toBeLessThan(10_000);
      expect(started).toHaveLength(1);
    } finally {
      await queue.stop();
      await drop();
    }
  });
});

describe.each(backends)('pg-boss queue on $name: a backlog', (backend) => {
  it('takes the next job as soon as one is done, not one polling interval later', async () => {
    const { database, drop } = await backend.open();
    // Looks 20 s apart: five queued loads would take 80 s or more one look at a time.
    const queue = await createPgBossQueue(database, pino({ level: 'silent' }), {
      pollingIntervalSeconds: 20,
    });
    try {
      const done: string[] = [];
      // Queued before any worker runs, so no send wakes one: only the first look finds them.
      for (const sourceId of ['a', 'b', 'c', 'd', 'e']) {
        await queue.send('sources.ingest', { sourceId });
      }
      await queue.work({
        ...IDLE_JOB_HANDLERS,
        'sources.ingest': async ({ sourceId }) => {
          done.push(sourceId);
        },
      });
      // Well inside one interval: every job was taken right after the one before it.
      await waitFor(async () => (done.length === 5 ? true : undefined), 15_000);
      expect(done.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    } finally {
      await queue.stop();
      await drop();
    }
  });
});

describe.each(backends)('pg-boss queue on $name: file loads', (backend) => {
  it('runs two loads at once', async () => {
    const { database, drop } = await backend.open();
    const queue = await createPgBossQueue(database, pino({ level: 'silent' }), {
      pollingIntervalSeconds: 0.5,
    });
    try {
      const running = new Set<string>();
      let most = 0;
      const done: string[] = [];
      await queue.work({
        ...IDLE_JOB_HANDLERS,
        'sources.ingest': async ({ sourceId }) => {
          running.add(sourceId);
          most = Math.max(most, running.size);
          // Each load waits until another runs beside it (or 3 s pass, with one worker).
          const deadline = Date.now() + 3_000;
          while (running.size < 2 && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
          running.delete(sourceId);
          done.push(sourceId);
        },
      });
      await queue.send('sources.ingest', { sourceId: 'first' });
      await queue.send('sources.ingest', { sourceId: 'second' });
      await waitFor(async () => (done.length === 2 ? true : undefined), 15_000);
      expect(most).toBe(2);
    } finally {
      await queue.stop();
      await drop();
    }
  });
});
