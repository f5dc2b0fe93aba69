import type { Connector } from '@tabletalk/connectors';
import type { Answer } from './answer';
import { wrapBareColumn } from './bare-column';
import { toDuckDbGoldSql } from './gold-sql';

/** Bare columns fixed per query at most (Spider's have one or two). */
const MAX_REWRITES = 8;
const TRIAL_BOUNDS = { maxRows: 1, timeoutMs: 60_000 };

/** The driver's full text (with the `LINE n:` excerpt), which ConnectorError's message drops. */
function fullErrorText(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The harness's self-test answer: the gold SQL made DuckDB-readable. Double-quoted strings
 * become single-quoted (`toDuckDbGoldSql`), then the query is tried on DuckDB and each bare
 * column DuckDB's binder rejects is wrapped in `any_value` (`wrapBareColumn`), SQLite's
 * meaning. Other errors are left for the scoring run to record. Never throws.
 */
export async function askGold(options: {
  goldSql: string;
  identifiers: readonly string[];
  connector: Connector;
}): Promise<Answer> {
  const started = performance.now();
  let sql = toDuckDbGoldSql(options.goldSql, options.identifiers);
  for (let attempt = 0; attempt < MAX_REWRITES; attempt += 1) {
    try {
      await options.connector.query(sql, [], TRIAL_BOUNDS);
      break;
    } catch (error) {
      const rewritten = wrapBareColumn(sql, fullErrorText(error));
      if (rewritten === null) break;
      sql = rewritten;
    }
  }
  const ms = performance.now() - started;
  return {
    status: 'understood',
    interpretation: null,
    sql,
    params: [],
    ms,
    error: null,
    readings: [],
  };
}
