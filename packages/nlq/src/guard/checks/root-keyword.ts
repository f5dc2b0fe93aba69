import type { TextCheck } from '../context';
import { isKeyword } from '../lex/token';
import { refuse } from '../types';

/**
 * Refuses a statement that does not begin with SELECT or WITH (after any opening parentheses).
 * This is the text-level twin of the parser's root check, for statements a grammar may read
 * loosely (SET, SHOW, CALL, COPY, PRAGMA...). A bare VALUES, plain EXPLAIN and DuckDB's
 * FROM-first queries are refused as well: only SELECT roots are run. Throws nothing.
 */
export const rootKeyword: TextCheck = ({ code }) => {
  const first = code.find((token) => token.text !== '(');
  const isQuery = isKeyword(first, 'SELECT') || isKeyword(first, 'WITH');
  return isQuery ? null : refuse('NOT_READ_ONLY', 'Only SELECT queries can run.');
};
