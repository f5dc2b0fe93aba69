import type { Reading, SemanticModel } from '@tabletalk/contracts';
import { compileQuery, type Understanding, understand } from '@tabletalk/nlq';
import type { Answer, OfferedReading } from './answer';

const noSql = { interpretation: null, sql: null, params: [], readings: [] };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The alternative readings compiled to DuckDB SQL; one that does not compile has no SQL. */
function compileReadings(readings: readonly Reading[], model: SemanticModel): OfferedReading[] {
  return readings.map((reading) => {
    try {
      return compileQuery(reading.structuredQuery, { dialect: 'duckdb', model });
    } catch {
      return { sql: null, params: [] };
    }
  });
}

/**
 * Asks the built-in engine one question: `understand`, then for understood and unsure readings
 * `compileQuery` to DuckDB SQL, the two timed together with performance.now(). The alternative
 * readings offered are compiled too, after the timing (a person picks one later). Never throws:
 * when `understand` throws the status is `failed`; when compiling throws the reading's status
 * is kept with no SQL; either way `error` says what was thrown.
 */
export function askEngine(options: {
  model: SemanticModel;
  question: string;
  now: Date;
  /** Reads the question; `understand` unless a caller needs more of the reading. */
  read?: (input: { model: SemanticModel; question: string; now: Date }) => Understanding;
}): Answer {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  let understanding: Understanding;
  try {
    understanding = (options.read ?? understand)(options);
  } catch (error) {
    return {
      ...noSql,
      status: 'failed',
      ms: elapsed(),
      error: `understand threw: ${messageOf(error)}`,
    };
  }
  if (understanding.status === 'declined') {
    const { interpretation, message } = understanding;
    return { ...noSql, status: 'declined', interpretation, ms: elapsed(), error: message };
  }
  const { status, interpretation, query } = understanding;
  try {
    const { sql, params } = compileQuery(query, { dialect: 'duckdb', model: options.model });
    const ms = elapsed();
    const readings = compileReadings(understanding.readings, options.model);
    return { status, interpretation, sql, params, ms, error: null, readings };
  } catch (error) {
    const message = `compileQuery threw: ${messageOf(error)}`;
    const ms = elapsed();
    const readings = compileReadings(understanding.readings, options.model);
    return { ...noSql, status, interpretation, ms, error: message, readings };
  }
}
