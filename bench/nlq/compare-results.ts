import { type Cell, cellsEqual, compareCells, normalizeValue } from './normalize-value';

/** A query result from either engine: column names and rows of plain values. */
export interface ResultTable {
  columns: string[];
  rows: unknown[][];
}

/** Whether two results hold the same answer, and if not, the first difference found. */
export interface Comparison {
  isMatch: boolean;
  reason: string | null;
}

/** Column orders tried at most; identical columns (all null) would otherwise explode. */
const MAX_PERMUTATIONS = 5_000;

const rowsEqual = (a: Cell[], b: Cell[]) =>
  a.every((cell, index) => cellsEqual(cell, b[index] ?? null));

function compareRows(a: Cell[], b: Cell[]): number {
  for (const [index, cell] of a.entries()) {
    const order = compareCells(cell, b[index] ?? null);
    if (order !== 0) return order;
  }
  return 0;
}

/** Multiset equality: sorted pairwise first, then one-by-one matching when tolerance blurs order. */
function sameMultiset(gold: Cell[][], ours: Cell[][]): boolean {
  const [sortedGold, sortedOurs] = [[...gold].sort(compareRows), [...ours].sort(compareRows)];
  if (sortedGold.every((row, index) => rowsEqual(row, sortedOurs[index] ?? []))) return true;
  const unused = new Set(ours.keys());
  return gold.every((row) => {
    const found = [...unused].find((index) => rowsEqual(row, ours[index] ?? []));
    if (found === undefined) return false;
    unused.delete(found);
    return true;
  });
}

/** Rows in order, except that rows within one run (of the given lengths) may come in any order. */
function sameInRuns(gold: Cell[][], ours: Cell[][], runs: readonly number[]): boolean {
  let start = 0;
  for (const length of runs) {
    const end = start + length;
    if (!sameMultiset(gold.slice(start, end), ours.slice(start, end))) return false;
    start = end;
  }
  return start === gold.length;
}

const column = (rows: Cell[][], index: number) => rows.map((row) => row[index] ?? null);
const sameValues = (a: Cell[], b: Cell[]) =>
  sameMultiset(
    a.map((cell) => [cell]),
    b.map((cell) => [cell]),
  );

/**
 * For each gold column, our columns holding the same values; column orders are tried only among
 * these, which keeps the search to one or two orders in practice.
 */
function* columnOrders(gold: Cell[][], ours: Cell[][], width: number): Generator<number[]> {
  const candidates = Array.from({ length: width }, (_, goldIndex) =>
    Array.from({ length: width }, (_, index) => index).filter((oursIndex) =>
      sameValues(column(gold, goldIndex), column(ours, oursIndex)),
    ),
  );
  const order: number[] = [];
  function* extend(goldIndex: number): Generator<number[]> {
    if (goldIndex === width) {
      yield [...order];
      return;
    }
    for (const oursIndex of candidates[goldIndex] ?? []) {
      if (order.includes(oursIndex)) continue;
      order.push(oursIndex);
      yield* extend(goldIndex + 1);
      order.pop();
    }
  }
  yield* extend(0);
}

/**
 * Compares the engine's result with the gold one under the benchmark's rules: same column
 * count; the same rows as multisets, with our columns in any order that matches; row order only
 * when `isOrdered` (the gold query sorts at its outermost level), and then only between the
 * `runs` of rows that tie on the sort (lengths in order; by default every row is its own); numbers equal within 1e-6
 * relative (1 = 1.0); NULLs equal; booleans equal 1/0; ISO dates equal whatever their spelling.
 * Never throws.
 * @example compareResults({ columns: ['a'], rows: [[1]] }, { columns: ['x'], rows: [[1.0]] }, { isOrdered: false }).isMatch // true
 */
export function compareResults(
  gold: ResultTable,
  ours: ResultTable,
  options: { isOrdered: boolean; runs?: readonly number[] },
): Comparison {
  const width = gold.columns.length;
  if (ours.columns.length !== width) {
    return { isMatch: false, reason: `${ours.columns.length} columns, gold has ${width}` };
  }
  if (ours.rows.length !== gold.rows.length) {
    return { isMatch: false, reason: `${ours.rows.length} rows, gold has ${gold.rows.length}` };
  }
  const normalize = (rows: unknown[][]) => rows.map((row) => row.map(normalizeValue));
  const runs = options.runs ?? gold.rows.map(() => 1);
  const [goldRows, ourRows] = [normalize(gold.rows), normalize(ours.rows)];
  let tried = 0;
  for (const order of columnOrders(goldRows, ourRows, width)) {
    const arranged = ourRows.map((row) => order.map((index) => row[index] ?? null));
    const isMatch = options.isOrdered
      ? sameInRuns(goldRows, arranged, runs)
      : sameMultiset(goldRows, arranged);
    if (isMatch) return { isMatch: true, reason: null };
    tried += 1;
    if (tried >= MAX_PERMUTATIONS) break;
  }
  const reason = tried === 0 ? 'column values differ' : 'rows differ';
  return {
    isMatch: false,
    reason: options.isOrdered && tried > 0 ? 'row order or rows differ' : reason,
  };
}
