import { quoteLiteral } from '../duckdb/duckdb-values';

/** How a number column writes its separators: 1,234.50 ('us') or 1.234,50 ('eu'). */
export type NumberConvention = 'us' | 'eu';

/** How a column of dates writes day and month when both could be either: 03/04/2024. */
export type DayOrder = 'month-first' | 'day-first';

const CURRENCY_SYMBOLS = '$€£¥₹';
/** Currency symbols, codes and spaces a number may carry around it ('$1,620.00', '12 €', 'USD 5'). */
const DECORATION = `[\\s${CURRENCY_SYMBOLS}]|\\b(USD|EUR|GBP|JPY|INR|CHF)\\b`;

/** A number once decorations are gone: optional sign or accounting parentheses. */
const NUMBER_PATTERNS: Record<NumberConvention, string> = {
  us: '^\\(?[-+]?(\\d{1,3}(,\\d{3})+|\\d+)(\\.\\d+)?\\)?$',
  eu: '^\\(?[-+]?(\\d{1,3}(\\.\\d{3})+|\\d+)(,\\d+)?\\)?$',
};

/** '5%', '-2.5 %', '12,5%'. */
const PERCENT_PATTERN = '^[-+]?\\d+([.,]\\d+)?\\s*%$';

/**
 * Marks of a number DuckDB's reader leaves as text: a currency, a thousands separator, a decimal
 * comma. Plain numbers with the odd word are left to the knowledge build (`numberTextType`).
 */
const NUMBER_SIGNAL = `[${CURRENCY_SYMBOLS}]|\\d,\\d{3}|\\d\\.\\d{3}|\\d,\\d{1,2}$|^\\(.*\\)$`;

const ISO_DATES = ['%Y-%m-%d', '%Y/%m/%d', '%Y.%m.%d'];
const NAMED_DATES = ['%b %d, %Y', '%B %d, %Y', '%d %b %Y', '%d %B %Y', '%b %d %Y', '%d-%b-%Y'];
const ORDERED_DATES: Record<DayOrder, string[]> = {
  'month-first': ['%m/%d/%Y', '%m-%d-%Y', '%m/%d/%y'],
  'day-first': ['%d/%m/%Y', '%d-%m-%Y', '%d/%m/%y'],
};
/** Dots are day first wherever they are written (31.12.2024). */
const DOTTED_DATES = ['%d.%m.%Y', '%d.%m.%y'];

function trimmed(column: string): string {
  return `NULLIF(TRIM(${column}), '')`;
}

/**
 * MySQL's zero date ('0000-00-00', with or without a zero time): a date nobody entered. It is no
 * day of any calendar, so a load reads it as empty rather than as a value that failed to read.
 */
const ZERO_DATE = '^0000-00-00([ T]00:00(:00(\\.0+)?)?)?$';

/** True where the column's text is a zero date (`ZERO_DATE`). */
export function isZeroDateSql(column: string): string {
  return `coalesce(regexp_full_match(TRIM(${column}), ${quoteLiteral(ZERO_DATE)}), false)`;
}

function undecorated(column: string): string {
  return `regexp_replace(${trimmed(column)}, ${quoteLiteral(DECORATION)}, '', 'g')`;
}

/** The column's filled values that are numbers written with `convention`, as DOUBLE; else NULL. */
export function numberFromTextSql(column: string, convention: NumberConvention): string {
  const text = undecorated(column);
  const [group, decimal] = convention === 'us' ? [',', '.'] : ['.', ','];
  const plain = `replace(replace(${text}, '${group}', ''), '${decimal}', '.')`;
  const negative = `CASE WHEN starts_with(${text}, '(') THEN -1 ELSE 1 END`;
  const digits = `regexp_replace(${plain}, '[()]', '', 'g')`;
  return `CASE WHEN regexp_full_match(${text}, ${quoteLiteral(NUMBER_PATTERNS[convention])})
    THEN ${negative} * TRY_CAST(${digits} AS DOUBLE) END`;
}

/** The column's filled values as a number of percent ('5%' → 5, as "above 20%" reads); else NULL. */
export function percentFromTextSql(column: string): string {
  const text = trimmed(column);
  const number = `replace(regexp_replace(${text}, '[\\s%]', '', 'g'), ',', '.')`;
  return `CASE WHEN regexp_full_match(${text}, ${quoteLiteral(PERCENT_PATTERN)}) OR regexp_full_match(${text}, '^[-+]?\\d+([.,]\\d+)?$')
    THEN TRY_CAST(${number} AS DOUBLE) END`;
}

/** Text shaped like a date of one of the formats: 2024-01-15, 15/01/24, Jan 15, 2024, 15 Jan 2024. */
const DATE_SHAPE =
  '^(\\d{1,4}[-/.]\\d{1,2}[-/.]\\d{2,4}|[A-Za-z]{3,9}\\.? \\d{1,2},? \\d{4}|\\d{1,2}[ -][A-Za-z]{3,9}[ -]\\d{4})$';

/** The column's filled values as dates in any common format, day order as given; else NULL. */
export function dateFromTextSql(column: string, order: DayOrder): string {
  const formats = [...ISO_DATES, ...ORDERED_DATES[order], ...DOTTED_DATES, ...NAMED_DATES];
  const list = `[${formats.map(quoteLiteral).join(', ')}]`;
  const text = trimmed(column);
  // The shape test first: trying every format on every word costs far more.
  return `CASE WHEN regexp_matches(${text}, '${DATE_SHAPE}') THEN CAST(try_strptime(${text}, ${list}) AS DATE) END`;
}

/**
 * The aggregates that tell what a text column holds, in `messyStats` order: filled values, those
 * with a number signal, numbers in each convention, percentages, dates in each day order, values
 * only one day order can read, and a currency symbol seen.
 */
export function messyStatsSql(column: string): string[] {
  const text = trimmed(column);
  const has = (pattern: string) => `count_if(regexp_matches(${text}, ${quoteLiteral(pattern)}))`;
  const parses = (expression: string) => `count(${expression})`;
  return [
    // Zero dates are empty: a column of dates with some of them is still a column of dates.
    `count_if(${text} IS NOT NULL AND NOT ${isZeroDateSql(column)})`,
    has(NUMBER_SIGNAL),
    parses(numberFromTextSql(column, 'us')),
    parses(numberFromTextSql(column, 'eu')),
    has('%\\s*$'),
    parses(percentFromTextSql(column)),
    parses(dateFromTextSql(column, 'month-first')),
    parses(dateFromTextSql(column, 'day-first')),
    `max(regexp_extract(${text}, '[${CURRENCY_SYMBOLS}]'))`,
  ];
}

/** The names of `messyStatsSql`'s aggregates, in order. */
export const messyStats = [
  'filled',
  'numberSignals',
  'usNumbers',
  'euNumbers',
  'percentSigns',
  'percents',
  'monthFirstDates',
  'dayFirstDates',
  'currency',
] as const;
