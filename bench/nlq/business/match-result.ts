import { compareResults, type ResultTable } from '../compare-results';
import { normalizeValue } from '../normalize-value';

/** Our columns tried at most when looking for the gold ones among them. */
const MAX_PROJECTIONS = 2_000;

const valuesKey = (rows: unknown[][], index: number) =>
  JSON.stringify(
    rows
      .map((row) => normalizeValue(row[index] ?? null))
      .map((value) => (typeof value === 'number' ? Number(value.toPrecision(9)) : value))
      .map(String)
      .sort(),
  );

function* projections(candidates: number[][], chosen: number[] = []): Generator<number[]> {
  const at = chosen.length;
  if (at === candidates.length) {
    yield chosen;
    return;
  }
  for (const index of candidates[at] ?? []) {
    if (!chosen.includes(index)) yield* projections(candidates, [...chosen, index]);
  }
}

const MIDNIGHT = /^(\d{4}-\d{2}-\d{2})[ T]00:00:00(\.0+)?(Z|[+-]00(:?00)?)?$/;
const NEW_YEAR = /^(\d{4})-01-01$/;

/** A date at midnight is that date: `date_trunc` gives a timestamp on one side, a date on the other. */
function asDate(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace(MIDNIGHT, '$1');
  return typeof value === 'string' ? value.replace(MIDNIGHT, '$1') : value;
}

/**
 * Our result with dates at midnight written as dates, and each column of 1 January dates also
 * as years: "orders per year" shown as 2023-01-01 or as 2023 is the same answer.
 */
function withYearColumns(table: ResultTable): ResultTable {
  const rows = table.rows.map((row) => row.map(asDate));
  const yearColumns = table.columns.flatMap((_, index) =>
    rows.length > 0 && rows.every((row) => NEW_YEAR.test(String(row[index]))) ? [index] : [],
  );
  return {
    columns: [...table.columns, ...yearColumns.map((index) => `${table.columns[index]} (year)`)],
    rows: rows.map((row) => [
      ...row,
      ...yearColumns.map((index) => Number(String(row[index]).slice(0, 4))),
    ]),
  };
}

/**
 * Whether our result shows the gold answer: each gold column is one of ours (an answer may show
 * more, as the measure beside "which region has the most orders"), row for row, with the same
 * number of rows; row order counts when `isOrdered`. Numbers compare as `compareResults` does.
 */
export function showsGoldResult(
  gold: ResultTable,
  ours: ResultTable,
  options: { isOrdered: boolean },
): boolean {
  gold = { ...gold, rows: gold.rows.map((row) => row.map(asDate)) };
  ours = withYearColumns(ours);
  if (gold.rows.length !== ours.rows.length) return false;
  const width = gold.columns.length;
  const oursKeys = ours.columns.map((_, index) => valuesKey(ours.rows, index));
  const candidates = gold.columns.map((_, goldIndex) => {
    const key = valuesKey(gold.rows, goldIndex);
    const exact = oursKeys.flatMap((oursKey, index) => (oursKey === key ? [index] : []));
    // Rounding may differ in the last digits: let `compareResults` judge every column then.
    return exact.length > 0 ? exact : ours.columns.map((_, index) => index);
  });
  let tried = 0;
  for (const projection of projections(candidates)) {
    tried += 1;
    if (tried > MAX_PROJECTIONS) return false;
    const projected: ResultTable = {
      columns: projection.map((index) => ours.columns[index] ?? ''),
      rows: ours.rows.map((row) => projection.map((index) => row[index] ?? null)),
    };
    if (projected.columns.length !== width) continue;
    if (compareResults(gold, projected, options).isMatch) return true;
  }
  return false;
}
