import type { TextCheck } from '../context';
import { isDeniedFunction } from '../denylists/functions';
import { nameChains } from '../lex/name-chains';
import type { Token } from '../lex/token';
import { isKeyword } from '../lex/token';
import { refuse } from '../types';

/** Index of the `)` closing the `(` at `open`, or -1. */
function closingParen(code: Token[], open: number): number {
  const depth = code[open]?.depth;
  return code.findIndex((token, i) => i > open && token.text === ')' && token.depth === depth);
}

/** `name (cols) AS (` declares a CTE with a column list; it is not a call. */
function isCteDeclaration(code: Token[], open: number): boolean {
  const close = closingParen(code, open);
  return close > 0 && isKeyword(code[close + 1], 'AS') && code[close + 2]?.text === '(';
}

/**
 * Backstop to the parser: refuses any denied function name written as a call (`name(`,
 * `schema.name (`, `"PG_SLEEP"(`), found in the token stream, so a call the grammar files under
 * an unexpected node is still caught. Throws nothing.
 */
export const deniedFunctionTokens: TextCheck = ({ code, dialect }) => {
  for (const chain of nameChains(code)) {
    const open = chain.last + 1;
    if (code[open]?.text !== '(' || isCteDeclaration(code, open)) continue;
    if (isDeniedFunction(dialect, chain.parts)) {
      return refuse('DENIED_FUNCTION', `The function ${chain.parts.at(-1)} is not allowed.`);
    }
  }
  return null;
};
