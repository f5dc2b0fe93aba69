import { applyRowCap, assertMaxRows } from './apply-row-cap';
import { buildTextContext } from './build-context';
import { allowedTableTokens } from './checks/allowed-table-tokens';
import { allowedTables } from './checks/allowed-tables';
import { closedQuotes } from './checks/closed-quotes';
import { deniedFunctionTokens } from './checks/denied-function-tokens';
import { deniedFunctions } from './checks/denied-functions';
import { deniedKeywords } from './checks/denied-keywords';
import { deniedRelationTokens } from './checks/denied-relation-tokens';
import { deniedRelations } from './checks/denied-relations';
import { emptyInput } from './checks/empty-input';
import { executableComments } from './checks/executable-comments';
import { fromClauseTokens } from './checks/from-clause-tokens';
import { invisibleCharacters } from './checks/invisible-characters';
import { readOnly } from './checks/read-only';
import { rootKeyword } from './checks/root-keyword';
import { singleStatement } from './checks/single-statement';
import { tableFunctions } from './checks/table-functions';
import type { TextCheck, TreeCheck } from './context';
import { GuardMemo } from './guard-memo';
import { parseStatement } from './parse-statement';
import { type GuardOptions, type GuardResult, refuse } from './types';

/** Longer statements are refused before lexing: parsing cost grows with length (SECURITY.md L2). */
const maxStatementLength = 100_000;

/** Checks on the raw text, before any parser sees it; order decides which refusal is reported. */
const textChecks: TextCheck[] = [
  emptyInput,
  closedQuotes,
  executableComments,
  singleStatement,
  invisibleCharacters,
  rootKeyword,
  deniedKeywords,
  deniedFunctionTokens,
  deniedRelationTokens,
  fromClauseTokens,
  allowedTableTokens,
];

/** Checks on the parsed tree. */
const treeChecks: TreeCheck[] = [
  readOnly,
  deniedFunctions,
  tableFunctions,
  deniedRelations,
  allowedTables,
];

/**
 * The one guard every SQL statement passes before it runs on a customer's source, whoever
 * wrote it. Accepts exactly one read-only SELECT (or WITH ... SELECT) and returns it with the
 * row cap applied; refuses anything else with a stable code and a short message. Text checks
 * run first (empty input, open quotes, executable comments, a second statement, statement
 * words, denied functions and catalogs), then the statement is parsed (failing closed) and the
 * tree is checked (read-only everywhere, denied functions, table functions, catalogs, the
 * allowed tables). Placeholders of the dialect (`?`, `$1`, `@p1`) are accepted.
 * Throws a RangeError only when `options.maxRows` is not a positive integer.
 *
 * @example guardSql('select * from orders', { dialect: 'postgres', maxRows: 100 })
 *   // { ok: true, sql: 'select * from orders\nLIMIT 100' }
 */
export function guardSql(sql: string, options: GuardOptions): GuardResult {
  assertMaxRows(options.maxRows);
  return verdicts.get(sql, options, () => checkStatement(sql, options));
}

/** Verdicts already reached: the guard is pure, so each statement is parsed once. */
const verdicts = new GuardMemo();

function checkStatement(sql: string, options: GuardOptions): GuardResult {
  if (sql.length > maxStatementLength) {
    return refuse('UNPARSEABLE', 'The statement is too long to check.');
  }
  const context = buildTextContext(sql, options);
  for (const check of textChecks) {
    const refusal = check(context);
    if (refusal) return refusal;
  }
  const parsed = parseStatement(context);
  if ('ok' in parsed) return parsed;
  const tree = { ...context, ...parsed };
  for (const check of treeChecks) {
    const refusal = check(tree);
    if (refusal) return refusal;
  }
  return applyRowCap(context);
}
