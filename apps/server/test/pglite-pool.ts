import { type Database, pgliteDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { type PgliteLike, PgliteThread } from '../src/db/pglite-thread';

/**
 * Migrated PGlite databases lent to test files one after another. Opening one from the migrated
 * dump costs about 2 s of CPU (a new thread, PostgreSQL's WASM, 43 MB of files unpacked) and the
 * integration suite opens about 150; emptying the tables of one a file hands back costs a few
 * milliseconds. What a file leaves behind cannot reach the next one:
 * - every table of the app's schema is emptied;
 * - a database whose schema, roles or settings a file changed (a migration test, pg-boss's own
 *   tables) is closed, not lent again: its catalogue no longer matches a fresh one's;
 * - session state (settings, advisory locks, prepared statements) is discarded;
 * - a statement sent through a handed-back lease fails as on a closed database, so work a file
 *   left running cannot write into the next file's data.
 */

/** How many handed-back databases a test process keeps; a file seldom holds more than two. */
const MAX_PARKED = 2;
/** A database whose reset takes longer (a transaction a file left open) is closed instead. */
const RESET_TIMEOUT_MS = 10_000;

const parked: PgliteThread[] = [];
/** The catalogue of a freshly migrated database, to compare handed-back ones with. */
let freshCatalogue: Promise<string> | undefined;

/**
 * One line per object of the schema a test could change, hashed: schemas, relations with their
 * columns, constraints, functions, types, triggers, roles, extensions, per-database settings and
 * applied migrations. Object ids are part of it, so a table dropped and made again differs.
 */
const CATALOGUE_SQL = `
  SELECT md5(string_agg(line, E'\\n' ORDER BY line)) AS catalogue FROM (
    SELECT 'schema ' || nspname FROM pg_namespace
    UNION ALL
    SELECT 'relation ' || c.oid::text || ' ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
    UNION ALL
    SELECT 'column ' || a.attrelid::text || ' ' || a.attname || ' ' || a.atttypid::text || ' ' || a.attnotnull::text
        || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
        AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT 'constraint ' || oid::text || ' ' || conname FROM pg_constraint
      WHERE connamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    UNION ALL
    SELECT 'function ' || oid::text FROM pg_proc
      WHERE pronamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    UNION ALL
    SELECT 'type ' || oid::text FROM pg_type
      WHERE typnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace,
        'pg_toast'::regnamespace)
    UNION ALL
    SELECT 'enum ' || enumtypid::text || ' ' || enumlabel FROM pg_enum
    UNION ALL
    SELECT 'trigger ' || oid::text FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL
    SELECT 'role ' || rolname || ' ' || rolsuper::text || ' ' || rolcanlogin::text FROM pg_roles
    UNION ALL
    SELECT 'extension ' || extname FROM pg_extension
    UNION ALL
    SELECT 'setting ' || coalesce(array_to_string(setconfig, ','), '') FROM pg_db_role_setting
    UNION ALL
    SELECT 'migrations ' || count(*)::text FROM drizzle.__drizzle_migrations
  ) AS catalogue(line)`;

async function catalogueOf(client: PgliteLike): Promise<string> {
  const result = await client.query<{ catalogue: string }>(CATALOGUE_SQL);
  return result.rows[0]?.catalogue ?? '';
}

async function openFresh(snapshot: () => Promise<Blob>): Promise<PgliteThread> {
  const thread = await PgliteThread.open(undefined, await snapshot());
  await runMigrations(pgliteDatabase(thread, { close: async () => {} }));
  freshCatalogue ??= catalogueOf(thread);
  await freshCatalogue;
  return thread;
}

/** Empties a handed-back database for the next file, or refuses (it is then closed). */
async function reset(thread: PgliteThread): Promise<void> {
  if ((await catalogueOf(thread)) !== (await freshCatalogue)) {
    throw new Error('the schema changed');
  }
  await thread.exec('DISCARD ALL');
  const tables = await thread.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname = 'public'`,
  );
  const names = tables.rows.map((row) => row.name);
  if (names.length > 0) {
    await thread.exec(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`);
  }
}

async function handBack(thread: PgliteThread): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('reset timed out')), RESET_TIMEOUT_MS);
  });
  try {
    await Promise.race([reset(thread), timeout]);
    if (parked.length < MAX_PARKED) {
      // A parked database must not keep a finished process (a benchmark, a script) alive.
      thread.keepProcessAlive(false);
      parked.push(thread);
      return;
    }
  } catch {
    // Closed below: the next file gets a fresh one.
  } finally {
    clearTimeout(timer);
  }
  await thread.terminate();
}

/**
 * A migrated, empty PGlite database for one test file: a handed-back one when there is one, else
 * one opened from `snapshot` (a dump of a migrated database). `drop` hands it back; closing
 * `database` itself (a test of what happens when the database goes away) closes it for good.
 */
export async function leaseMigratedPglite(
  snapshot: () => Promise<Blob>,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const thread = parked.pop() ?? (await openFresh(snapshot));
  thread.keepProcessAlive(true);
  let state: 'lent' | 'closed' | 'handed back' = 'lent';
  const refuse = () => Promise.reject(new Error('The app database is closed'));
  const lease: PgliteLike = {
    query: (text, params, options) =>
      state === 'lent' ? thread.query(text, params, options) : refuse(),
    exec: (text) => (state === 'lent' ? thread.exec(text) : refuse()),
    transaction: (work) => (state === 'lent' ? thread.transaction(work) : refuse()),
  };
  const database = pgliteDatabase(lease, {
    dump: () => thread.dumpDataDir(),
    close: async () => {
      if (state !== 'lent') return;
      state = 'closed';
      await thread.close();
    },
  });
  return {
    database,
    async drop() {
      if (state !== 'lent') return;
      state = 'handed back';
      await handBack(thread);
    },
  };
}
