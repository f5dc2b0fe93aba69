import type { DuckDBConnection } from '@duckdb/node-api';
import { quoteIdentifier } from '../duckdb/duckdb-values';
import type { ColumnInfo } from '../types';
import type { ColumnConversion } from './ingest-types';
import {
  type DayOrder,
  dateFromTextSql,
  isZeroDateSql,
  messyStats,
  messyStatsSql,
  type NumberConvention,
  numberFromTextSql,
  percentFromTextSql,
} from './messy-value-sql';

/** At least this share of a column's filled values must read as one kind for it to convert. */
export const MIN_CONVERTED_SHARE = 0.8;
/** Text columns profiled per query, so a 1,000-column file never makes one giant query. */
const COLUMNS_PER_QUERY = 40;
/**
 * Rows a column is judged on: enough to tell what it holds, few enough that looking costs little
 * next to the load. The conversion itself then reads every row.
 */
const SAMPLE_ROWS = 10_000;

type Stats = Record<(typeof messyStats)[number], number> & { currencySymbol: string | null };

/** A column's conversion, ready to apply. */
export interface ConversionPlan {
  column: string;
  conversion: Omit<ColumnConversion, 'converted' | 'unparsed' | 'rawColumn'>;
  /** The SQL reading the column's text as the new type, NULL where it cannot. */
  expression: string;
  sqlType: 'DOUBLE' | 'DATE' | 'VARCHAR';
}

/** The first rows of the table, as the FROM of a profiling query. */
function sampleOf(tableName: string): string {
  return `(SELECT * FROM ${quoteIdentifier(tableName)} LIMIT ${SAMPLE_ROWS})`;
}

/**
 * The text columns worth profiling: those where nearly every filled value holds a digit (numbers,
 * percentages and dates all do). One cheap query, so words and names cost one regex per value.
 */
async function findDigitColumns(
  connection: DuckDBConnection,
  tableName: string,
  columns: string[],
): Promise<string[]> {
  const found: string[] = [];
  for (let start = 0; start < columns.length; start += COLUMNS_PER_QUERY) {
    const chunk = columns.slice(start, start + COLUMNS_PER_QUERY);
    const select = chunk.flatMap((name) => {
      const text = `NULLIF(TRIM(${quoteIdentifier(name)}), '')`;
      return [`count(${text})`, `count_if(regexp_matches(${text}, '\\d'))`];
    });
    const reader = await connection.runAndReadAll(
      `SELECT ${select.join(', ')} FROM ${sampleOf(tableName)}`,
    );
    const row = (reader.getRows()[0] ?? []).map(Number);
    chunk.forEach((name, index) => {
      const filled = row[index * 2] ?? 0;
      const digits = row[index * 2 + 1] ?? 0;
      if (digits > 0 && digits >= filled * MIN_CONVERTED_SHARE) found.push(name);
    });
  }
  return found;
}

async function readStats(
  connection: DuckDBConnection,
  tableName: string,
  columns: string[],
): Promise<Map<string, Stats>> {
  const stats = new Map<string, Stats>();
  for (let start = 0; start < columns.length; start += COLUMNS_PER_QUERY) {
    const chunk = columns.slice(start, start + COLUMNS_PER_QUERY);
    const select = chunk.flatMap((name) => messyStatsSql(quoteIdentifier(name)));
    const reader = await connection.runAndReadAll(
      `SELECT ${select.join(', ')} FROM ${sampleOf(tableName)}`,
    );
    const row = reader.getRows()[0] ?? [];
    chunk.forEach((name, index) => {
      const at = index * messyStats.length;
      const values = Object.fromEntries(
        messyStats.map((stat, offset) => [stat, Number(row[at + offset] ?? 0)]),
      ) as unknown as Stats;
      const symbol = row[at + messyStats.indexOf('currency')];
      values.currencySymbol = typeof symbol === 'string' && symbol !== '' ? symbol : null;
      stats.set(name, values);
    });
  }
  return stats;
}

/** What a text column converts to, if its values mostly read as one kind; null otherwise. */
function planFor(column: string, stats: Stats): ConversionPlan | null {
  const enough = (count: number) => count > 0 && count >= stats.filled * MIN_CONVERTED_SHARE;
  const name = quoteIdentifier(column);
  if (stats.percentSigns * 2 >= stats.filled && enough(stats.percents)) {
    const conversion = { column, kind: 'percent' as const, convention: null, currency: null };
    return { column, conversion, expression: percentFromTextSql(name), sqlType: 'DOUBLE' };
  }
  const bestNumbers = Math.max(stats.usNumbers, stats.euNumbers);
  if (stats.numberSignals > 0 && enough(bestNumbers)) {
    // Decided by the values: the convention that reads more of them (a tie reads as 1,234.50).
    const convention: NumberConvention = stats.euNumbers > stats.usNumbers ? 'eu' : 'us';
    const kind = stats.currencySymbol ? ('currency' as const) : ('number' as const);
    const conversion = { column, kind, convention, currency: stats.currencySymbol };
    const expression = numberFromTextSql(name, convention);
    return { column, conversion, expression, sqlType: 'DOUBLE' };
  }
  const bestDates = Math.max(stats.monthFirstDates, stats.dayFirstDates);
  if (enough(bestDates)) {
    const order: DayOrder =
      stats.dayFirstDates > stats.monthFirstDates ? 'day-first' : 'month-first';
    const conversion = { column, kind: 'date' as const, convention: order, currency: null };
    return { column, conversion, expression: dateFromTextSql(name, order), sqlType: 'DATE' };
  }
  return null;
}

function freeName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base}_${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * Applies one plan: values that do not read keep their text in a new `<column>_raw` column (only
 * when there are any), then the column becomes the new type. Returns what was done.
 */
export async function applyConversion(
  connection: DuckDBConnection,
  tableName: string,
  plan: ConversionPlan,
  taken: Set<string>,
): Promise<ColumnConversion> {
  const table = quoteIdentifier(tableName);
  const column = quoteIdentifier(plan.column);
  const text = `CAST(${column} AS VARCHAR)`;
  // Only a date column reads zero dates as empty: in a text column '0000-00-00' may be a code.
  const zeroDate = plan.sqlType === 'DATE' ? isZeroDateSql(text) : 'false';
  const filled = `NULLIF(TRIM(${text}), '') IS NOT NULL AND NOT ${zeroDate}`;
  const counts = await connection.runAndReadAll(
    `SELECT count(${plan.expression}), count_if(${filled} AND (${plan.expression}) IS NULL), count_if(${zeroDate}) FROM ${table}`,
  );
  const [converted = 0, unparsed = 0, zeroDates = 0] = (counts.getRows()[0] ?? []).map(Number);
  let rawColumn: string | null = null;
  if (unparsed > 0) {
    rawColumn = freeName(`${plan.column}_raw`, taken);
    const raw = quoteIdentifier(rawColumn);
    await connection.run(`ALTER TABLE ${table} ADD COLUMN ${raw} VARCHAR`);
    await connection.run(
      `UPDATE ${table} SET ${raw} = ${text} WHERE ${filled} AND (${plan.expression}) IS NULL`,
    );
  }
  await connection.run(
    `ALTER TABLE ${table} ALTER ${column} TYPE ${plan.sqlType} USING ${plan.expression}`,
  );
  return {
    ...plan.conversion,
    converted,
    unparsed,
    rawColumn,
    ...(zeroDates > 0 ? { zeroDates } : {}),
  };
}

/**
 * Finds text columns of a loaded table that hold messy numbers or dates — currency ('$1,620.00'),
 * percentages ('5%', loaded as 5: percent points, as people write "above 20%"), thousands
 * separators in either convention (1,234.50 or 1.234,50, decided per column from its values) and
 * dates in mixed common formats — and converts each where at least 80 % of its filled values
 * read (judged on the first 10,000 rows); the text of the others is kept in `<column>_raw`.
 * Zero dates ('0000-00-00') in a date column load as empty and are counted (`zeroDates`).
 * Throws what DuckDB throws.
 */
export async function convertMessyColumns(
  connection: DuckDBConnection,
  tableName: string,
  columns: ColumnInfo[],
): Promise<ColumnConversion[]> {
  const texts = columns.filter((c) => c.nativeType === 'VARCHAR').map((c) => c.name);
  if (texts.length === 0) return [];
  const candidates = await findDigitColumns(connection, tableName, texts);
  if (candidates.length === 0) return [];
  const stats = await readStats(connection, tableName, candidates);
  const taken = new Set(columns.map((c) => c.name.toLowerCase()));
  const conversions: ColumnConversion[] = [];
  for (const name of candidates) {
    const columnStats = stats.get(name);
    const plan = columnStats ? planFor(name, columnStats) : null;
    if (plan) conversions.push(await applyConversion(connection, tableName, plan, taken));
  }
  return conversions;
}
