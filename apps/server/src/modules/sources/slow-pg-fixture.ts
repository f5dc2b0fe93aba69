import pg from 'pg';
import { buildUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { connection, createFixtureDatabase, SERVER_URL } from './pg-fixture';
import { setPlan } from './test-helpers';

/** A database on the local server whose `slow` view takes as long as its `knob` says. */
export interface SlowDatabase {
  name: string;
  /** How long reading `slow` takes from now on. */
  setDelay(ms: number): Promise<void>;
  /** Connections Tabletalk has open to this database right now. */
  connections(): Promise<number>;
  /** Backend pids of those connections. */
  backendPids(): Promise<number[]>;
  drop(): Promise<void>;
}

async function adminQuery<T extends pg.QueryResultRow>(
  database: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  const client = new pg.Client({
    connectionString: url.toString(),
    application_name: 'test-admin',
  });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The fixture database plus a view that sleeps `knob.ms` on every read (0 at first). */
export async function createSlowDatabase(): Promise<SlowDatabase> {
  const fixture = await createFixtureDatabase();
  await adminQuery(
    fixture.name,
    `CREATE TABLE knob (ms int NOT NULL);
     INSERT INTO knob VALUES (0);
     CREATE VIEW slow AS
       SELECT g.n FROM knob CROSS JOIN LATERAL pg_sleep(knob.ms / 1000.0)
       CROSS JOIN generate_series(1, 3) AS g(n);`,
  );
  const backendPids = async () => {
    const rows = await adminQuery<{ pid: number }>(
      'test',
      "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'tabletalk'",
      [fixture.name],
    );
    return rows.map((row) => row.pid);
  };
  return {
    name: fixture.name,
    setDelay: async (ms) => {
      await adminQuery(fixture.name, 'UPDATE knob SET ms = $1', [ms]);
    },
    connections: async () => (await backendPids()).length,
    backendPids,
    drop: () => fixture.drop(),
  };
}

/** A Pro organization's owner with a PostgreSQL source on `database`, knowledge built. */
export async function addDatabaseSourceFor(t: TestApp, database: string) {
  const owner = await buildUser(t);
  await setPlan(t, owner.orgId, 'Pro');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/db/add-database',
    headers: owner.headers,
    payload: { name: 'Slow shop', connection: connection(database) },
  });
  if (res.statusCode !== 200) throw new Error(`add-database answered ${res.body}`);
  return { owner, sourceId: res.json()._id as string };
}

/** Polls `read` until `isDone` holds or `timeoutMs` passes; the last value either way. */
export async function eventually<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!isDone(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
