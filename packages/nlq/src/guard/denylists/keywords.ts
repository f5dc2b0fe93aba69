import type { Dialect } from '@tabletalk/contracts';

/**
 * Unquoted words that only ever start or belong to a data-modifying, DDL, session or procedural
 * statement. None is valid inside a read-only query, so finding one anywhere means the parser
 * and the database may disagree about what the text does. A word after `.` is a column name.
 */
const everywhere = [
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'DROP',
  'ALTER',
  'CREATE',
  'TRUNCATE',
  'GRANT',
  'REVOKE',
  'EXEC',
  'EXECUTE',
  'VACUUM',
  'PRAGMA',
  'ATTACH',
  'DETACH',
  'DECLARE',
  'PREPARE',
  'DEALLOCATE',
  'WAITFOR',
  'DBCC',
  'SHUTDOWN',
];

/**
 * SQL Server runs several statements from one text without any `;` (`SELECT 1 DROP TABLE t`),
 * so every reserved word that can start a statement is refused there.
 */
const mssqlOnly = [
  'SET',
  'USE',
  'IF',
  'WHILE',
  'BEGIN',
  'GOTO',
  'RETURN',
  'PRINT',
  'BACKUP',
  'RESTORE',
  'KILL',
  'COMMIT',
  'ROLLBACK',
  'SAVE',
  'REVERT',
  'SETUSER',
  'RAISERROR',
  'THROW',
  'OPEN',
  'CLOSE',
  'BULK',
  'CHECKPOINT',
  'RECONFIGURE',
  'DENY',
  'DUMP',
  'LOAD',
  'READTEXT',
  'WRITETEXT',
  'UPDATETEXT',
  'TRAN',
  'TRANSACTION',
];

const everywhereSet = new Set(everywhere);
const mssqlSet = new Set([...everywhere, ...mssqlOnly]);

/** The statement words refused anywhere in a statement of this dialect (upper-case). Throws nothing. */
export function statementKeywordsFor(dialect: Dialect): Set<string> {
  return dialect === 'mssql' ? mssqlSet : everywhereSet;
}

/** MySQL functions spelled like statement words; outside SQL Server, `INSERT(` is a call. */
export const functionLikeKeywords = new Set(['INSERT', 'TRUNCATE']);

/** SQL Server table hints that take or hold locks beyond a plain read; no other engine uses the words. */
export const lockingHints = new Set(['UPDLOCK', 'XLOCK', 'TABLOCK', 'TABLOCKX', 'HOLDLOCK']);
