import type { TextCheck } from '../context';
import { variantTokens } from '../lex/variant-tokens';
import { refuse } from '../types';

/**
 * Refuses text holding more than one statement. The raw text is split under every plausible
 * lexer setting (with and without backslash escapes and nested comments), so a `;` that one
 * server configuration would see outside a string is caught even when the parser would have
 * dropped or misread it. A single trailing `;`, optionally followed by comments, is fine; a
 * `;` inside a string literal or comment is not a separator. Throws nothing.
 */
export const singleStatement: TextCheck = (context) => {
  for (const tokens of variantTokens(context)) {
    const code = tokens.filter((token) => token.kind !== 'comment');
    const separator = code.findIndex((token) => token.text === ';');
    if (separator >= 0 && separator < code.length - 1) {
      return refuse('MULTIPLE_STATEMENTS', 'Only one statement can run at a time.');
    }
  }
  return null;
};
