import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { messageIdOf, startSmtpServer } from '../../apps/server/test/smtp-server';
import { signUpUnconfirmed, uniqueEmail } from '../support/accounts';
import { adminUrl, databaseUrl, withPgClient } from '../support/postgres-admin';
import { type RunningServer, startServer } from '../support/server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SECURITY I3 with a real process killed: a worker sends an email, the receiving server has it,
 * the worker records the delivery, and is killed (SIGKILL) before its job completes. The job is
 * taken for dead once it outlives its expiry (60 s for an email) and runs again in the worker
 * started after: it finds the delivery recorded and sends nothing. One email arrives.
 *
 * The window between the record and the job's completion is held open by a lock on the job's
 * row, taken while the receiver holds its answer; the killed worker's connection waiting on that
 * lock is ended before the lock goes, as the database would end a dead client's (otherwise it
 * would complete the job after its process died).
 */
describe('a worker killed between an email’s send and its job’s completion (PostgreSQL)', () => {
  const database = `tt_mailkill_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tabletalk-mailkill-'));
  const processes: RunningServer[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await Promise.all(processes.map((server) => server.shutdown()));
    await withPgClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the email once: the job run again after the kill finds it delivered', async () => {
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    const appDbUrl = databaseUrl(adminUrl, database);
    const email = uniqueEmail('mailkill');

    // The lock on the email job's row, held from the receiver's answer until the kill.
    const locker = new pg.Client({ connectionString: appDbUrl });
    await locker.connect();
    cleanups.push(() => locker.end());
    let locked: (() => void) | undefined;
    const jobLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const smtp = await startSmtpServer({
      disabledCommands: ['STARTTLS'],
      beforeAccepting: async (message) => {
        if (!message.to.includes(email) || !locked) return;
        await locker.query('BEGIN');
        const { rows } = await locker.query(
          "SELECT id FROM pgboss.job WHERE name = 'email.send' AND state = 'active' FOR UPDATE",
        );
        expect(rows).toHaveLength(1);
        locked();
        locked = undefined;
      },
    });
    cleanups.push(smtp.close);

    const env = {
      DATABASE_URL: appDbUrl,
      APP_SECRET: 'the-mail-kill-journey-shares-this-secret-of-48-bytes',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    };
    const first = await startServer({ ...env, PROCESS_ROLES: 'http,worker' }, { dataDir });
    processes.push(first);

    await signUpUnconfirmed(first, email);
    await jobLocked;
    // The send is over and recorded; the job's completion waits on the lock.
    const deliveries = async () =>
      withPgClient(appDbUrl, async (client) => {
        const { rows } = await client.query('SELECT count(*)::int AS count FROM email_deliveries');
        return (rows[0] as { count: number }).count;
      });
    for (let i = 0; i < 100 && (await deliveries()) === 0; i += 1) await sleep(100);
    expect(await deliveries()).toBe(1);

    await first.kill();
    await locker.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
    );
    await locker.query('ROLLBACK');
    const jobState = async () =>
      withPgClient(appDbUrl, async (client) => {
        const { rows } = await client.query(
          "SELECT state, retry_count FROM pgboss.job WHERE name = 'email.send' AND data->>'to' = $1",
          [email],
        );
        return rows as { state: string; retry_count: number }[];
      });
    expect(await jobState()).toEqual([{ state: 'active', retry_count: 0 }]);

    // Another worker: the job outlives its 60 s, pg-boss's next look (every 30 s) retries it.
    const killedAt = Date.now();
    processes.push(
      await startServer({ ...env, PROCESS_ROLES: 'worker' }, { dataDir, waitForHealth: false }),
    );
    let states = await jobState();
    while (states[0]?.state !== 'completed' && Date.now() - killedAt < 180_000) {
      await sleep(1_000);
      states = await jobState();
    }
    expect(states).toEqual([{ state: 'completed', retry_count: 1 }]);
    const tookS = Math.round((Date.now() - killedAt) / 1000);
    process.stdout.write(`the killed worker's email job completed ${tookS} s after the kill\n`);

    const toPerson = smtp.received.filter((message) => message.to.includes(email));
    expect(toPerson).toHaveLength(1);
    expect(toPerson.map(messageIdOf)).toEqual([expect.stringMatching(/^<.+@.+>$/)]);
  }, 300_000);
});
