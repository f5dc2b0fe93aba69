import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client';

/** The rows of `db.execute` (typed loosely: the Db type covers both drivers). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** Counts how often the main thread's event loop turns until `work` settles. */
async function loopTurnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const spin = () => {
    if (done) return;
    turns += 1;
    setImmediate(spin);
  };
  setImmediate(spin);
  await work;
  done = true;
  return turns;
}

describe('the embedded app database on its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(undefined);
    await database.executeSql('create table notes (id int primary key, body text)');
  });
  afterAll(() => database.close());

  it('leaves the main thread free while a long query runs', async () => {
    const query = database.executeSql(
      'select count(*)::int as n from generate_series(1, 3000000) a',
      [],
    );
    const turns = await loopTurnsDuring(query);
    expect(((await query).rows[0] as { n: number }).n).toBe(3_000_000);
    // On the main thread the WASM call blocked the loop for the whole query: no turn at all.
    expect(turns).toBeGreaterThan(10);
  });

  it('keeps statements from outside a transaction out of it', async () => {
    const outside: Promise<unknown>[] = [];
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'inside')`);
      // Another request writes while the transaction is open.
      outside.push(database.db.execute(sql`insert into notes values (2, 'outside')`));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const seen = await tx.execute(sql`select id from notes order by id`);
      expect(rowsOf(seen)).toEqual([{ id: 1 }]);
      throw new Error('roll back');
    });
    await expect(failing).rejects.toThrow('roll back');
    await Promise.all(outside);
    const rows = await database.db.execute(sql`select id, body from notes order by id`);
    expect(rowsOf(rows)).toEqual([{ id: 2, body: 'outside' }]);
  });

  it('passes on PostgreSQL errors with their code', async () => {
    const duplicate = database.executeSql('insert into notes values ($1, $2)', [2, 'again']);
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    // The database works on after an error.
    const count = await database.executeSql('select count(*)::int as n from notes', []);
    expect(count.rows).toEqual([{ n: 1 }]);
  });

  it('keeps the types a statement asks for as text, for that statement only', async () => {
    const text = "select timestamptz '2024-01-02 03:04:05+00' as at, 7::int8 as n";
    for (let round = 0; round < 2; round += 1) {
      // Drizzle keeps dates as the text PostgreSQL sent; a plain statement gets them parsed.
      const [kept] = rowsOf(await database.db.execute(sql.raw(text))) as {
        at: unknown;
        n: unknown;
      }[];
      expect(kept?.at).toMatch(/^2024-01-02 03:04:05/);
      const { rows } = await database.executeSql(text, []);
      expect(rows).toEqual([{ at: new Date('2024-01-02T03:04:05Z'), n: 7 }]);
      expect(kept?.n).toBe(7);
    }
  });

  it('dumps the database for a copy to start from', async () => {
    const dump = await database.dump?.();
    const copy = await openPglite(undefined, { loadDataDir: dump });
    const rows = await copy.executeSql('select body from notes', []);
    expect(rows.rows).toEqual([{ body: 'outside' }]);
    await copy.close();
    // A closed database answers at once, instead of leaving the caller waiting for a thread gone.
    await expect(copy.executeSql('select 1', [])).rejects.toThrow(
      'The app database thread stopped',
    );
  });
});
