import type { TextCheck } from '../context';
import { nameChains } from '../lex/name-chains';
import { identifierName, isKeyword, type Token } from '../lex/token';
import { refuse } from '../types';
import { isAllowedTable } from './is-allowed-table';

/** Words that may sit between FROM / JOIN and the relation. */
const relationPrefixes = ['LATERAL', 'ONLY'];

function closingParen(code: Token[], open: number): number {
  const depth = code[open]?.depth;
  return code.findIndex((token, i) => i > open && token.text === ')' && token.depth === depth);
}

/** Names declared as CTEs: `name AS (`, `name (cols) AS (`, `name AS [NOT] MATERIALIZED (`. */
function cteNames(code: Token[]): Set<string> {
  const names = new Set<string>();
  for (const [i, token] of code.entries()) {
    const isName = token.kind === 'word' || token.kind === 'quoted';
    if (!isName || isKeyword(code[i - 1], 'WINDOW')) continue;
    let next = i + 1;
    if (code[next]?.text === '(') next = closingParen(code, next) + 1;
    if (next <= 0 || !isKeyword(code[next], 'AS')) continue;
    let body = next + 1;
    if (isKeyword(code[body], 'NOT')) body += 1;
    if (isKeyword(code[body], 'MATERIALIZED')) body += 1;
    if (code[body]?.text === '(') names.add(identifierName(token).toLowerCase());
  }
  return names;
}

/**
 * Backstop to the tree walk when `allowedTables` is given: every name written right after FROM
 * or JOIN (skipping LATERAL / ONLY) must be an allowed table or a CTE declared in the text, so a
 * relation the parser failed to record is still refused. Calls (`name(`) are left to the
 * function checks. Throws nothing.
 */
export const allowedTableTokens: TextCheck = ({ code, options }) => {
  const allowed = options.allowedTables;
  if (!allowed) return null;
  const ctes = cteNames(code);
  const chainsByStart = new Map(nameChains(code).map((chain) => [chain.first, chain]));
  for (const [i, token] of code.entries()) {
    if (!isKeyword(token, 'FROM') && !isKeyword(token, 'JOIN')) continue;
    let at = i + 1;
    while (relationPrefixes.some((word) => isKeyword(code[at], word))) at += 1;
    const chain = chainsByStart.get(at);
    if (!chain || code[chain.last + 1]?.text === '(') continue;
    const isCte = chain.parts.length === 1 && ctes.has(chain.parts[0]?.toLowerCase() ?? '');
    if (!isCte && !isAllowedTable(allowed, chain.parts)) {
      return refuse('NOT_ALLOWED_TABLE', 'The query reads a table you do not have access to.');
    }
  }
  return null;
};
