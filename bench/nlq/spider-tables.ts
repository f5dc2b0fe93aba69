import { z } from 'zod';

/** One entry of Spider's `tables.json`; only the original names and the keys are read. */
const spiderDatabaseSchema = z.object({
  db_id: z.string().min(1),
  table_names_original: z.array(z.string()),
  /** `[tableIndex, columnName]`; index -1 is Spider's `*` pseudo-column. */
  column_names_original: z.array(z.tuple([z.number().int(), z.string()])),
  /** Column indexes, or groups of them for composite keys. */
  primary_keys: z.array(z.union([z.number().int(), z.array(z.number().int())])),
  /** `[fromColumnIndex, toColumnIndex]`; a composite key is listed one pair at a time. */
  foreign_keys: z.array(z.tuple([z.number().int(), z.number().int()])),
});
const spiderTablesSchema = z.array(spiderDatabaseSchema);

/** A single-column foreign key, by the names tables.json gives. */
export interface SpiderForeignKey {
  fromTable: string;
  fromColumn: string;
  toTable: string;
  toColumn: string;
}

/** What the benchmark takes from tables.json for one database: table names and keys. */
export interface SpiderSchema {
  dbId: string;
  tables: string[];
  /** Table name → its primary key columns (tables without one are absent). */
  primaryKeys: Map<string, string[]>;
  foreignKeys: SpiderForeignKey[];
}

type SpiderDatabase = z.infer<typeof spiderDatabaseSchema>;

function toSchema(database: SpiderDatabase): SpiderSchema {
  const column = (index: number): { table: string; name: string } => {
    const entry = database.column_names_original[index];
    const table = entry ? database.table_names_original[entry[0]] : undefined;
    if (!entry || table === undefined) {
      throw new Error(`tables.json: ${database.db_id} refers to a missing column ${index}`);
    }
    return { table, name: entry[1] };
  };
  const primaryKeys = new Map<string, string[]>();
  for (const key of database.primary_keys) {
    const columns = (Array.isArray(key) ? key : [key]).map(column);
    for (const { table, name } of columns) {
      primaryKeys.set(table, [...(primaryKeys.get(table) ?? []), name]);
    }
  }
  // Spider repeats some pairs (dog_kennels lists Dogs.owner_id twice).
  const seen = new Set<string>();
  const foreignKeys: SpiderForeignKey[] = [];
  for (const [fromIndex, toIndex] of database.foreign_keys) {
    const [from, to] = [column(fromIndex), column(toIndex)];
    const key = JSON.stringify([from, to]);
    if (seen.has(key)) continue;
    seen.add(key);
    foreignKeys.push({
      fromTable: from.table,
      fromColumn: from.name,
      toTable: to.table,
      toColumn: to.name,
    });
  }
  return { dbId: database.db_id, tables: database.table_names_original, primaryKeys, foreignKeys };
}

/**
 * Parses the contents of Spider's `tables.json` into each database's table names and keys, by
 * `db_id`. Throws a ZodError when the shape is wrong, and an Error when a key names a column
 * index that does not exist.
 */
export function parseSpiderTables(json: unknown): Map<string, SpiderSchema> {
  const databases = spiderTablesSchema.parse(json);
  return new Map(databases.map((database) => [database.db_id, toSchema(database)]));
}
