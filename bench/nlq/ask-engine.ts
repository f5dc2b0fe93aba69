import type { SemanticModel } from '@tabletalk/contracts';
import { compileQuery, type Understanding, understand } from '@tabletalk/nlq';
import type { Answer } from './answer';

const noSql = { interpretation: null, sql: null, params: [] };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Asks the built-in engine one question: `understand`, then for understood and unsure readings
 * `compileQuery` to DuckDB SQL, the two timed together with performance.now(). Never throws:
 * when `understand` throws the status is `failed`; when compiling throws the reading's status
 * is kept with no SQL; either way `error` says what was thrown.
 */
export function askEngine(options: { model: SemanticModel; question: string; now: Date }): Answer {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  let understanding: Understanding;
  try {
    understanding = understand(options);
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
    return { status, interpretation, sql, params, ms: elapsed(), error: null };
  } catch (error) {
    const message = `compileQuery threw: ${messageOf(error)}`;
    return { ...noSql, status, interpretation, ms: elapsed(), error: message };
  }
}
