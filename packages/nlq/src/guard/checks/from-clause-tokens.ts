import type { TextCheck } from '../context';
import { isAllowedTableFunction } from '../denylists/table-functions';
import { type NameChain, nameChains } from '../lex/name-chains';
import { isKeyword, type Token } from '../lex/token';
import { type GuardRefusal, refuse } from '../types';

/** Words after which a FROM item starts. */
const itemStarts = ['FROM', 'JOIN', 'LATERAL', 'APPLY'];

/** Clause keywords that end a FROM list. */
const clauseWords = ['SELECT', 'WHERE', 'GROUP', 'HAVING', 'ORDER', 'QUALIFY', 'WINDOW', 'LIMIT'];

/** For each token, the clause keyword last seen at its own parenthesis depth (one pass). */
function clauseOfEachToken(code: Token[]): (string | null)[] {
  const clauseByDepth: (string | null)[] = [];
  return code.map((token) => {
    if (token.text === '(') clauseByDepth[token.depth + 1] = null;
    const word = token.kind === 'word' ? token.text.toUpperCase() : '';
    if (word === 'FROM' || clauseWords.includes(word)) clauseByDepth[token.depth] = word;
    return clauseByDepth[token.depth] ?? null;
  });
}

function callRefusal(
  code: Token[],
  chain: NameChain,
  chains: Map<number, NameChain>,
  dialect: Parameters<typeof isAllowedTableFunction>[0],
): GuardRefusal | null {
  const name = chain.parts.at(-1) ?? '';
  // Snowflake's TABLE(fn(...)) wrapper: judge the call inside it.
  const inner = name.toUpperCase() === 'TABLE' ? chains.get(chain.last + 2) : undefined;
  const called = inner && code[inner.last + 1]?.text === '(' ? (inner.parts.at(-1) ?? '') : name;
  return isAllowedTableFunction(dialect, called)
    ? null
    : refuse('DENIED_FUNCTION', `The table function ${called} is not allowed.`);
}

/**
 * Backstop to the tree checks for FROM items, read from the tokens: a call right after FROM,
 * JOIN, LATERAL or APPLY must be one of the dialect's row generators, and a string literal used
 * as a FROM item is refused (DuckDB reads `FROM 'file.csv'` or `FROM t, 'x.parquet'` as a file).
 * Throws nothing.
 */
export const fromClauseTokens: TextCheck = ({ code, dialect }) => {
  const chains = new Map(nameChains(code).map((chain) => [chain.first, chain]));
  const clauses = clauseOfEachToken(code);
  for (const [i, token] of code.entries()) {
    const previous = code[i - 1];
    const startsItem = itemStarts.some((word) => isKeyword(previous, word));
    const listItem = previous?.text === ',' && clauses[i - 1] === 'FROM';
    if (token.kind === 'string' && (startsItem || listItem)) {
      return refuse('DENIED_RELATION', 'Files cannot be queried.');
    }
    const chain = startsItem ? chains.get(i) : undefined;
    const isPrefixWord =
      itemStarts.some((word) => isKeyword(token, word)) || isKeyword(token, 'ONLY');
    if (chain && !isPrefixWord && code[chain.last + 1]?.text === '(') {
      const refusal = callRefusal(code, chain, chains, dialect);
      if (refusal) return refusal;
    }
  }
  return null;
};
