import { readTableList } from '../ast/parser-table-list';
import { isNode, walk } from '../ast/walk';
import type { AstNode, TreeCheck } from '../context';
import { lockingHints } from '../denylists/keywords';
import { type GuardRefusal, refuse } from '../types';

/** Statement kinds node-sql-parser can produce; only `select` may appear anywhere. */
const statementKinds = new Set([
  'alter',
  'analyze',
  'attach',
  'call',
  'comment',
  'copy',
  'create',
  'deallocate',
  'declare',
  'delete',
  'desc',
  'describe',
  'drop',
  'exec',
  'execute',
  'explain',
  'for',
  'grant',
  'if',
  'insert',
  'load_data',
  'lock',
  'merge',
  'proc',
  'raise',
  'rename',
  'replace',
  'revoke',
  'set',
  'show',
  'transaction',
  'truncate',
  'unlock',
  'update',
  'upsert',
  'use',
]);

const notReadOnly = () => refuse('NOT_READ_ONLY', 'Only reads are allowed.');

function writesInto(node: AstNode, key: string | null): boolean {
  if (key !== 'into' || !isNode(node)) return false;
  return node.position != null || node.expr != null || node.keyword != null;
}

function takesLocks(hint: unknown): boolean {
  const words =
    JSON.stringify(hint)
      .toUpperCase()
      .match(/[A-Z]+/g) ?? [];
  return words.some((word) => lockingHints.has(word));
}

function nodeRefusal(node: AstNode, key: string | null): GuardRefusal | null {
  if (typeof node.type === 'string' && statementKinds.has(node.type)) {
    return notReadOnly();
  }
  if (writesInto(node, key))
    return refuse('DENIED_CLAUSE', 'INTO is not allowed: queries cannot write.');
  const isLockingHint = key === 'table_hint' && takesLocks(node);
  if (node.locking_read != null || node.for_update != null || isLockingHint) {
    return refuse('DENIED_CLAUSE', 'Locking clauses are not allowed.');
  }
  return null;
}

/**
 * Refuses a statement whose root is not a SELECT, or that holds anywhere in its tree another
 * statement kind (a data-modifying CTE or subquery), SELECT INTO / INTO OUTFILE, or a locking
 * read (FOR UPDATE, LOCK IN SHARE MODE, SQL Server UPDLOCK-style hints). Also refuses when the parser's own table list records a
 * non-read use of any relation. Throws nothing.
 */
export const readOnly: TreeCheck = ({ ast, tableList }) => {
  if (ast.type !== 'select') return notReadOnly();
  let refusal: GuardRefusal | null = null;
  walk(ast, (node, key) => {
    refusal ??= nodeRefusal(node, key);
  });
  if (refusal) return refusal;
  const writes = readTableList(tableList).some((table) => table.action !== 'select');
  return writes ? notReadOnly() : null;
};
