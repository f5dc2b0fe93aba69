import type { TextCheck } from '../context';
import { refuse } from '../types';

/** Refuses input with no SQL in it: empty, blank, or only comments and semicolons. Throws nothing. */
export const emptyInput: TextCheck = ({ code }) => {
  const hasSql = code.some((token) => token.text !== ';');
  return hasSql ? null : refuse('EMPTY', 'There is no SQL statement to run.');
};
