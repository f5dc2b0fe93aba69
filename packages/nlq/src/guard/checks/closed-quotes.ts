import type { TextCheck } from '../context';
import { refuse } from '../types';

/** Refuses text with a string, quoted name or comment left open. Throws nothing. */
export const closedQuotes: TextCheck = ({ unterminated }) =>
  unterminated ? refuse('UNPARSEABLE', 'A string, quoted name or comment is not closed.') : null;
