import type { Dialect } from '@tabletalk/contracts';

/** What `guardSql` needs besides the statement. */
export interface GuardOptions {
  dialect: Dialect;
  /** The row cap to inject (e.g. 10000). */
  maxRows: number;
  /** When given, the only relations the statement may read (CTE names resolved); others refused. */
  allowedTables?: { schema: string | null; name: string }[];
}

/** Why a statement was refused; stable codes the UI and logs branch on. */
export type GuardRefusalCode =
  | 'EMPTY'
  | 'UNPARSEABLE'
  | 'MULTIPLE_STATEMENTS'
  | 'NOT_READ_ONLY'
  | 'DENIED_FUNCTION'
  | 'DENIED_RELATION'
  | 'NOT_ALLOWED_TABLE'
  | 'DENIED_CLAUSE';

/** A refusal: a code plus a short user-readable message that never echoes the statement. */
export interface GuardRefusal {
  ok: false;
  code: GuardRefusalCode;
  message: string;
}

/** The statement to run, with the row cap applied, or why it was refused. */
export type GuardResult = { ok: true; sql: string } | GuardRefusal;

/** Builds a refusal; the one place refusals are shaped. Throws nothing. */
export function refuse(code: GuardRefusalCode, message: string): GuardRefusal {
  return { ok: false, code, message };
}
