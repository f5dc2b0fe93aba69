/**
 * What the upgrade test (`src/db/upgrade-from-n-2.test.ts`) compares: every row of the app's
 * schema before and after the migrations, and the foreign keys after them.
 */

export type Row = Record<string, unknown>;
/** Every row of every table of the app's schema, as `to_jsonb` gives it, by table. */
export type Snapshot = Map<string, Row[]>;
export type Sql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** What a migration does not keep in place (see the test's `MOVES`). */
export interface DataMove {
  /** Tables it drops, their rows moved elsewhere. */
  dropsTables?: string[];
  /** Columns it drops or rewrites, by table. */
  changesColumns?: Record<string, string[]>;
  /** Checks that the data went where the migration moves it. */
  check(before: Snapshot, sql: Sql): Promise<void>;
}

/** Every row of every table of the schema `public`. */
export async function snapshotTables(sql: Sql): Promise<Snapshot> {
  const { rows: tables } = await sql(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const snapshot: Snapshot = new Map();
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await sql(`SELECT to_jsonb(t) AS row FROM "${name}" t`);
    snapshot.set(
      name,
      rows.map((row) => (row as { row: Row }).row),
    );
  }
  return snapshot;
}

/** The columns of each table of the schema `public`. */
async function columnsByTable(sql: Sql): Promise<Map<string, Set<string>>> {
  const { rows } = await sql(
    "SELECT table_name AS table, column_name AS column FROM information_schema.columns WHERE table_schema = 'public'",
  );
  const columns = new Map<string, Set<string>>();
  for (const { table, column } of rows as { table: string; column: string }[]) {
    columns.set(table, (columns.get(table) ?? new Set()).add(column));
  }
  return columns;
}

/** A row's values in `columns`, as one comparable string. */
function keyOf(row: Row, columns: string[]): string {
  return JSON.stringify(columns.map((column) => [column, row[column]]));
}

/** How many of `before`'s rows have no row in `after` with the same values in `columns`. */
function missingRows(before: Row[], after: Row[], columns: string[]): number {
  const remaining = new Map<string, number>();
  for (const row of after) {
    const key = keyOf(row, columns);
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  let missing = 0;
  for (const row of before) {
    const key = keyOf(row, columns);
    const left = remaining.get(key) ?? 0;
    if (left === 0) missing += 1;
    else remaining.set(key, left - 1);
  }
  return missing;
}

/**
 * What the migrations since `before` lost without a declared move, by table: rows whose values
 * are no longer all there, columns gone, or the whole table. Empty when everything survived.
 */
export async function lostData(
  before: Snapshot,
  sql: Sql,
  moves: DataMove[],
): Promise<Record<string, { rows?: number; columns?: string[] }>> {
  const after = await snapshotTables(sql);
  const columns = await columnsByTable(sql);
  const dropped = new Set(moves.flatMap((move) => move.dropsTables ?? []));
  const lost: Record<string, { rows?: number; columns?: string[] }> = {};
  for (const [table, rows] of before) {
    if (dropped.has(table)) continue;
    const now = columns.get(table);
    if (!now) {
      lost[table] = { rows: rows.length };
      continue;
    }
    const changed = new Set(moves.flatMap((move) => move.changesColumns?.[table] ?? []));
    const kept = Object.keys(rows[0] ?? {}).filter((column) => !changed.has(column));
    const gone = kept.filter((column) => !now.has(column));
    const missing = missingRows(
      rows,
      after.get(table) ?? [],
      kept.filter((c) => now.has(c)),
    );
    if (gone.length > 0) lost[table] = { columns: gone };
    if (missing > 0) lost[table] = { ...lost[table], rows: missing };
  }
  return lost;
}

interface ForeignKey {
  name: string;
  validated: boolean;
  child: string;
  parent: string;
  child_columns: string[];
  parent_columns: string[];
}

/**
 * The foreign keys of the schema `public`, and those that do not hold: not validated (-1), or
 * with rows whose key names no row of the parent (their count).
 */
export async function brokenForeignKeys(sql: Sql) {
  const { rows } = await sql(`
    SELECT con.conname AS name, con.convalidated AS validated,
      con.conrelid::regclass::text AS child, con.confrelid::regclass::text AS parent,
      array(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(n, i)
        JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i) AS child_columns,
      array(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(n, i)
        JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.i) AS parent_columns
    FROM pg_constraint con JOIN pg_namespace n ON n.oid = con.connamespace
    WHERE con.contype = 'f' AND n.nspname = 'public'`);
  const keys = rows as ForeignKey[];
  const broken: Record<string, number> = {};
  for (const key of keys) {
    if (!key.validated) broken[key.name] = -1;
    const set = key.child_columns.map((column) => `c."${column}" IS NOT NULL`).join(' AND ');
    const match = key.child_columns
      .map((column, i) => `p."${key.parent_columns[i]}" = c."${column}"`)
      .join(' AND ');
    const { rows: orphans } = await sql(
      `SELECT count(*)::int AS n FROM ${key.child} c WHERE ${set} AND NOT EXISTS (SELECT 1 FROM ${key.parent} p WHERE ${match})`,
    );
    const n = (orphans[0] as { n: number } | undefined)?.n ?? 0;
    if (n > 0) broken[key.name] = n;
  }
  return { count: keys.length, broken };
}
