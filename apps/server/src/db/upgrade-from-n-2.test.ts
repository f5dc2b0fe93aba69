import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateFrom, migrationsBefore, migrationTags } from '../../test/migrations-before';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app';
import {
  brokenForeignKeys,
  type DataMove,
  lostData,
  type Snapshot,
  type Sql,
  snapshotTables,
} from '../../test/upgrade-check';
import {
  SEED_PASSWORD,
  SEEDED_AT,
  type SeededWorld,
  seedRealisticData,
} from '../../test/upgrade-seed';
import type { Database } from './client';
import { runMigrations } from './migrate';

/**
 * What a migration does not keep in place: the tables it drops and the columns it drops or
 * rewrites, with a check that their data went where the migration says. A migration among the
 * last two that loses rows, values or columns without an entry here fails the test: write the
 * entry with the migration.
 */
const MOVES: Record<string, DataMove> = {
  '0022_prepaid_balances': {
    dropsTables: ['ocr_page_balances', 'question_credit_balances'],
    async check(before, sql) {
      const moved = (table: string, kind: string, units: string) =>
        (before.get(table) ?? []).map((row) => ({
          org_id: row.org_id,
          kind,
          units_left: row[units],
          updated_at: row.updated_at,
        }));
      const expected = [
        ...moved('ocr_page_balances', 'ocr.page', 'pages_left'),
        ...moved('question_credit_balances', 'question.credit', 'credits_left'),
      ];
      const { rows } = await sql('SELECT to_jsonb(t) AS row FROM prepaid_balances t');
      const after = rows.map((row) => (row as { row: Record<string, unknown> }).row);
      expect(expected.length).toBeGreaterThan(0);
      expect(after).toHaveLength(expected.length);
      expect(after).toEqual(expect.arrayContaining(expected));
    },
  },
};

/**
 * SECURITY I1: an upgrade from two migrations back. A fresh database migrated to N-2 (every
 * migration but the journal's last two) holds realistic data across the main tables; the full
 * migration then keeps every row with its values, every foreign key whole, and the app serves the
 * data. N-2 is read from the journal, so the test moves on as migrations are added: the data is
 * written at `SEEDED_AT` (where its SQL is valid) and the real migrations carry it to N-2.
 */
describe('an upgrade from two migrations back (N-2) over realistic data', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const folders: string[] = [];
  const sql: Sql = (text, values) => database.executeSql(text, values ?? []);
  const tags = migrationTags();
  /** The two migrations the upgrade applies. */
  const pending = tags.slice(-2);
  let world: SeededWorld;
  let before: Snapshot;
  /** The app's clock when the data is written: usage counters fall in its month. */
  const now = new Date();

  beforeAll(async () => {
    const seededAt = tags.indexOf(SEEDED_AT);
    // The seed's schema is N-2 or older; an older one is carried to N-2 by the migrations.
    expect(seededAt).toBeGreaterThanOrEqual(0);
    expect(seededAt).toBeLessThanOrEqual(tags.length - 3);

    // A migrated test database, emptied and migrated again up to the seed's schema.
    ({ database, drop } = await openTestDatabase());
    await sql('DROP SCHEMA drizzle CASCADE');
    await sql('DROP SCHEMA public CASCADE');
    await sql('CREATE SCHEMA public');
    const upToSeed = migrationsBefore(tags[seededAt + 1] ?? '');
    folders.push(upToSeed);
    await migrateFrom(database, upToSeed);
    world = await seedRealisticData(database.executeSql, now);
    const upToTarget = migrationsBefore(pending[0] ?? '');
    folders.push(upToTarget);
    await migrateFrom(database, upToTarget);
    const { rows } = await sql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(rows).toEqual([{ n: tags.length - 2 }]);

    before = await snapshotTables(sql);
    await runMigrations(database);
  }, 120_000);
  afterAll(async () => {
    await drop?.();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('applies the last two migrations over a few hundred rows in the main tables', async () => {
    const { rows } = await sql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(rows).toEqual([{ n: tags.length }]);
    const seeded = [...before.values()].reduce((sum, rows) => sum + rows.length, 0);
    expect(seeded).toBeGreaterThanOrEqual(300);
    for (const table of [
      'organizations',
      'users',
      'team_members',
      'sources',
      'rooms',
      'conversations',
      'dashboards',
      'dashboard_items',
      'schedules',
      'askdoc_projects',
      'askdoc_passages',
      'usage_counters',
    ]) {
      expect(before.get(table)?.length, table).toBeGreaterThan(0);
    }
  });

  it('keeps every row with its values, and what the migrations move where they move it', async () => {
    const moves = pending.flatMap((tag) => (MOVES[tag] ? [MOVES[tag]] : []));
    expect(await lostData(before, sql, moves)).toEqual({});
    for (const move of moves) {
      for (const table of move.dropsTables ?? []) {
        const { rows } = await sql('SELECT to_regclass($1) AS found', [`public.${table}`]);
        expect(rows, `${table} is dropped`).toEqual([{ found: null }]);
      }
      await move.check(before, sql);
    }
  });

  it('leaves no foreign key pointing at a missing row', async () => {
    const { count, broken } = await brokenForeignKeys(sql);
    expect(count).toBeGreaterThan(50);
    expect(broken).toEqual({});
  });

  describe('the app on the upgraded database', () => {
    let t: TestApp;
    let headers: Record<string, string>;

    beforeAll(async () => {
      t = await createTestApp({}, { database });
    });
    afterAll(() => t?.close());

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers, payload });

    it('signs a seeded person in and serves their organization: usage, sources, rooms, dashboards, ask-docs', async () => {
      expect(world.org.dashboards.length).toBeGreaterThan(0);
      expect(world.org.rooms.length).toBeGreaterThan(0);
      expect(world.org.askDocsProjects.length).toBeGreaterThan(0);
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: world.person.email, password: SEED_PASSWORD },
      });
      expect(signin.statusCode).toBe(200);
      const body = signin.json();
      expect(body.data.user.email).toBe(world.person.email);
      expect(body.data.organizations.map((org: { name: string }) => org.name).sort()).toEqual(
        [...world.organizations].sort(),
      );
      headers = {
        authorization: `Bearer ${body.token}`,
        'x-organization-id': world.person.orgId,
        'x-team-id': world.person.teamId,
      };

      const me = await get('/api/users/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().data.serviceUsage).toMatchObject({
        ocrPackPages: world.org.ocrPackPages,
        extraCredits: world.org.extraCredits,
        monthlyQuestions: { used: world.org.monthlyQuestions },
      });

      const sources = await get('/api/db/sources');
      expect(sources.statusCode).toBe(200);
      expect(
        sources
          .json()
          .data.map((source: { name: string }) => source.name)
          .sort(),
      ).toEqual([...world.org.sources].sort());

      const rooms = await get('/api/db/all-user-rooms');
      expect(rooms.statusCode).toBe(200);
      expect(rooms.json().data.map((room: { name: string }) => room.name)).toEqual(
        expect.arrayContaining(world.org.rooms),
      );

      const list = await get('/api/dashboard/list');
      expect(list.statusCode).toBe(200);
      const listed = list.json().data.map((dashboard: { name: string }) => dashboard.name);
      expect(listed).toEqual(expect.arrayContaining(world.org.dashboards.map((d) => d.name)));
      for (const dashboard of world.org.dashboards) {
        const graphs = await post('/api/dashboard/get-graphs', { dashboardId: dashboard.id });
        expect(graphs.statusCode).toBe(200);
        const items = graphs.json().data.items as { title: string }[];
        expect(items.map((item) => item.title)).toEqual(dashboard.itemTitles);
      }

      const projects = await get('/api/ask-docs/documents-projects');
      expect(projects.statusCode).toBe(200);
      expect(JSON.stringify(projects.json())).toContain(world.org.askDocsProjects[0]);
    });
  });
});
