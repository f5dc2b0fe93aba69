import { createHash } from 'node:crypto';
import { AppError, type Dialect, type SemanticModel } from '@tabletalk/contracts';
import { guardSql } from '@tabletalk/nlq';
import type { AnswerLog } from './answer-log';

/** Who wrote a statement: the engine, the language model, or the user (edited SQL). */
export type StatementOrigin = 'engine' | 'language-model' | 'edited';

/** A short fingerprint of a statement, logged in its place: statements can hold data. */
export function sqlHash(sql: string): string {
  return createHash('sha256').update(sql).digest('hex').slice(0, 16);
}

/** Tables a question may read: the visible ones of the source's knowledge (SECURITY C3). */
export function allowedTables(model: SemanticModel) {
  return model.tables.map((table) => ({ schema: table.schema, name: table.name }));
}

/**
 * A guard denial as one security event: the guard's reason code and the statement's hash, never
 * the statement. The field is `reason`: the logger blanks any `code` field (verification codes).
 */
export function logGuardDenial(
  log: AnswerLog,
  sql: string,
  denial: { orgId: string; origin: StatementOrigin; code: string },
): void {
  log.warn(
    {
      event: 'sql.guard_denied',
      reason: denial.code,
      origin: denial.origin,
      orgId: denial.orgId,
      sqlHash: sqlHash(sql),
    },
    'the SQL guard refused a statement',
  );
}

export interface GuardStatementOptions {
  log: AnswerLog;
  orgId: string;
  origin: StatementOrigin;
  model: SemanticModel;
  dialect: Dialect;
  maxRows: number;
}

/**
 * The one guard every statement passes before it runs (one read-only SELECT over the source's
 * own tables, rows capped; SECURITY C2). A denial is logged as one security event with the
 * guard's code and the statement's hash, never the statement (H1).
 * @returns the statement as it may run (with its row cap).
 * @throws AppError QUERY_FAILED with the guard's code in `details`; the guard's reason is the
 *   message only for SQL the user wrote, whose own words it may name.
 */
export function guardStatement(sql: string, options: GuardStatementOptions): string {
  const guarded = guardSql(sql, {
    dialect: options.dialect,
    maxRows: options.maxRows,
    allowedTables: allowedTables(options.model),
  });
  if (guarded.ok) return guarded.sql;
  logGuardDenial(options.log, sql, { ...options, code: guarded.code });
  throw new AppError('QUERY_FAILED', {
    ...(options.origin === 'edited' ? { message: guarded.message } : {}),
    details: { guard: guarded.code },
  });
}

/**
 * A statement the source's database refused as a write (its read-only session held) as one
 * security event: where it came from and its hash, never the statement or the driver's text.
 */
export function logWriteRefused(
  log: AnswerLog,
  sql: string,
  refusal: { orgId: string; sourceId: string; origin: StatementOrigin },
): void {
  log.warn(
    { event: 'sql.write_refused', ...refusal, sqlHash: sqlHash(sql) },
    'the data source refused a write',
  );
}
