import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { openPostgres } from './client';
import { runMigrations } from './migrate';

describe('runMigrations', () => {
  it('is idempotent: a second run applies nothing', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await runMigrations(database);
      const { rows } = await database.executeSql(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
        [],
      );
      expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
      const { rows: tables } = await database.executeSql(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'users'",
        [],
      );
      expect((tables[0] as { n: number }).n).toBe(1);
    } finally {
      await drop();
    }
  });

  it('refuses a database whose schema is newer than this code', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await database.executeSql(
        "INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-the-future', 9999999999999)",
        [],
      );
      await expect(runMigrations(database)).rejects.toThrow(/newer/);
    } finally {
      await drop();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'migrates once when several processes start together (PostgreSQL advisory lock)',
    async () => {
      // A fresh, empty database that three "processes" (pools) migrate at the same moment.
      const { database: admin, drop } = await openTestDatabase();
      await admin.executeSql('DROP SCHEMA drizzle CASCADE', []);
      await admin.executeSql('DROP SCHEMA public CASCADE', []);
      await admin.executeSql('CREATE SCHEMA public', []);
      const url = admin.url as string;
      const replicas = await Promise.all([1, 2, 3].map(() => openPostgres(url)));
      try {
        await Promise.all(replicas.map((replica) => runMigrations(replica)));
        const { rows } = await admin.executeSql(
          'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations',
          [],
        );
        const counts = rows[0] as { n: number; d: number };
        expect(counts.n).toBe(counts.d);
        expect(counts.n).toBeGreaterThan(0);
      } finally {
        await Promise.all(replicas.map((r) => r.close()));
        await drop();
      }
    },
  );
});
