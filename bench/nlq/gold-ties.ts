import type { Database, SqlValue } from 'sql.js';
import type { ResultTable } from './compare-results';
import { withSortKeys } from './gold-sql';
import { runSqliteQuery } from './load-sqlite';

/**
 * What a sorted gold query leaves to chance: rows that tie on its sort keys may come in any
 * order, and when its LIMIT cuts through a tie, any of the tied rows could have been returned.
 */
export interface GoldTies {
  /** Lengths of the runs of consecutive gold rows that tie on the sort keys, in order. */
  runs: number[];
  /** The other results the LIMIT could as rightly have kept (the gold's own is not among them). */
  alternatives: ResultTable[];
}

/** Result sets tried at most when a LIMIT cuts through a tie. */
const MAX_ALTERNATIVES = 50;

const sameKey = (a: readonly SqlValue[], b: readonly SqlValue[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

function runLengths(keys: readonly SqlValue[][]): number[] {
  const runs: number[] = [];
  keys.forEach((key, index) => {
    const previous = keys[index - 1];
    if (previous && sameKey(previous, key)) runs[runs.length - 1] = (runs.at(-1) ?? 0) + 1;
    else runs.push(1);
  });
  return runs;
}

/** Every way to pick `size` of `items`, in order, at most `max` of them. */
function choose<T>(items: readonly T[], size: number, max: number): T[][] {
  const picks: T[][] = [];
  const pick: T[] = [];
  const extend = (from: number) => {
    if (picks.length >= max) return;
    if (pick.length === size) {
      picks.push([...pick]);
      return;
    }
    for (let index = from; index <= items.length - (size - pick.length); index++) {
      pick.push(items[index] as T);
      extend(index + 1);
      pick.pop();
    }
  };
  extend(0);
  return picks;
}

/**
 * Reads the ties of a gold query that sorts at its outermost level, by running it again on
 * SQLite without its LIMIT and with its sort keys shown. Null when the query has another shape
 * (see `withSortKeys`), the rewrite fails, or its first rows are not the gold's own (the sort
 * is then not a plain one). Never throws.
 */
export function readGoldTies(
  sqlite: Database,
  goldSql: string,
  gold: ResultTable,
): GoldTies | null {
  const rewrite = withSortKeys(goldSql);
  if (!rewrite) return null;
  let rows: SqlValue[][];
  try {
    rows = runSqliteQuery(sqlite, rewrite.sql).rows;
  } catch {
    return null;
  }
  const width = gold.columns.length;
  const shown = rows.map((row) => row.slice(0, width));
  const keys = rows.map((row) => row.slice(width));
  const kept = gold.rows.length;
  const isGoldPrefix = gold.rows.every((row, index) =>
    sameKey(row as SqlValue[], shown[index] ?? []),
  );
  if (!isGoldPrefix || (rewrite.limit === null && rows.length !== kept)) return null;
  const runs = runLengths(keys.slice(0, kept));
  const lastKey = keys[kept - 1];
  if (rewrite.limit === null || !lastKey || !keys[kept] || !sameKey(keys[kept], lastKey)) {
    return { runs, alternatives: [] };
  }
  const tied = shown.filter((_, index) => sameKey(keys[index] ?? [], lastKey));
  const before = shown.slice(0, kept - (runs.at(-1) ?? 0));
  const alternatives = choose(tied, kept - before.length, MAX_ALTERNATIVES + 1)
    .slice(1)
    .map((pick) => ({ columns: gold.columns, rows: [...before, ...pick] }));
  return { runs, alternatives };
}
