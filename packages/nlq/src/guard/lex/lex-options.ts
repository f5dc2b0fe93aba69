import type { Dialect } from '@tabletalk/contracts';

/** How one dialect's lexer reads quotes and comments; the guard must split text as the DB does. */
export interface LexOptions {
  /** `\'` escapes a quote inside '...' (MySQL, Snowflake, BigQuery, Databricks). */
  backslashEscapes: boolean;
  /** Block comments nest (PostgreSQL, DuckDB, SQL Server, Databricks). */
  nestedComments: boolean;
  hashComments: boolean;
  /** MySQL: `--` starts a comment only when a space or control character follows. */
  dashCommentNeedsSpace: boolean;
  slashSlashComments: boolean;
  /** `$$...$$` and `$tag$...$tag$` strings. */
  dollarQuotes: boolean;
  doubleQuoteIsString: boolean;
  backticks: boolean;
  brackets: boolean;
  /** BigQuery `'''...'''` and `"""..."""`. */
  tripleQuotes: boolean;
  /** PostgreSQL `E'...'` strings honour backslash escapes even when others do not. */
  escapeStringPrefix: boolean;
}

const base: LexOptions = {
  backslashEscapes: false,
  nestedComments: false,
  hashComments: false,
  dashCommentNeedsSpace: false,
  slashSlashComments: false,
  dollarQuotes: false,
  doubleQuoteIsString: false,
  backticks: false,
  brackets: false,
  tripleQuotes: false,
  escapeStringPrefix: false,
};

const byDialect: Record<Dialect, LexOptions> = {
  postgres: { ...base, nestedComments: true, dollarQuotes: true, escapeStringPrefix: true },
  duckdb: { ...base, nestedComments: true, dollarQuotes: true, escapeStringPrefix: true },
  mysql: {
    ...base,
    backslashEscapes: true,
    hashComments: true,
    dashCommentNeedsSpace: true,
    doubleQuoteIsString: true,
    backticks: true,
  },
  mssql: { ...base, nestedComments: true, brackets: true },
  snowflake: { ...base, backslashEscapes: true, slashSlashComments: true, dollarQuotes: true },
  bigquery: {
    ...base,
    backslashEscapes: true,
    hashComments: true,
    doubleQuoteIsString: true,
    backticks: true,
    tripleQuotes: true,
  },
  databricks: {
    ...base,
    backslashEscapes: true,
    nestedComments: true,
    doubleQuoteIsString: true,
    backticks: true,
  },
};

/** The lexer settings a dialect uses by default. Throws nothing. */
export function lexOptionsFor(dialect: Dialect): LexOptions {
  return byDialect[dialect];
}

/**
 * The dialect's settings plus every combination of the two a server setting can flip
 * (backslash escapes, e.g. NO_BACKSLASH_ESCAPES; nested comments), so a raw-text check can
 * refuse when any plausible reading of the text hides a second statement. The first variant is
 * the dialect's own settings. Throws nothing.
 */
export function lexVariantsFor(dialect: Dialect): LexOptions[] {
  const own = byDialect[dialect];
  return [false, true].flatMap((flipEscapes) =>
    [false, true].map((flipNesting) => ({
      ...own,
      backslashEscapes: flipEscapes ? !own.backslashEscapes : own.backslashEscapes,
      nestedComments: flipNesting ? !own.nestedComments : own.nestedComments,
    })),
  );
}
