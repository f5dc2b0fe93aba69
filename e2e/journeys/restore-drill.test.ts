import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { runRestoreDrill } from '../support/restore-drill';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether PostgreSQL answers on the drill's server (it does on the CI machine). */
async function postgresAnswers(): Promise<boolean> {
  const url = new URL(adminUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 5432), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('backup and restore (docs/OPERATIONS.md, Backups)', () => {
  it('restores a stopped embedded instance’s DATA_DIR into a fresh one', async () => {
    const report = await runRestoreDrill({ kind: 'embedded' });
    expect(report.after.status).toBe('ACTIVE');
    expect(report.after.rowCount).toBeGreaterThan(1000);
    expect(report.after.firstRows.length).toBe(20);
    expect(report.after).toEqual(report.before);
    // The dashboard came back with its answers, and refreshes from the restored source.
    expect(report.after.dashboard).toHaveLength(2);
    for (const item of report.after.dashboard) {
      expect(item).toMatchObject({
        result: expect.anything(),
        lastRefreshedAt: expect.any(String),
      });
    }
    expect(report.refreshedItems).toBe(2);
  });

  it('restores a pg_dump of the app database and DATA_DIR’s files into a fresh instance', async () => {
    if (!(await postgresAnswers())) {
      throw new Error(`PostgreSQL does not answer at ${adminUrl}: the drill needs it`);
    }
    const report = await runRestoreDrill({ kind: 'postgres', adminUrl });
    expect(report.after.status).toBe('ACTIVE');
    expect(report.after).toEqual(report.before);
    expect(report.after.dashboard).toHaveLength(2);
    expect(report.refreshedItems).toBe(2);
  });
});
