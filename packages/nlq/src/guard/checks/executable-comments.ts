import type { TextCheck } from '../context';
import { variantTokens } from '../lex/variant-tokens';
import { refuse } from '../types';

/** MySQL and MariaDB run the text of these comments; parsers drop them as comments. */
const executable = /^\/\*(?:!|M!)/i;

/**
 * Refuses MySQL executable comments (`/*!40000 ... *\/`, MariaDB `/*M! ... *\/`) in every dialect,
 * under every lexer setting, and MySQL optimizer hints (`/*+ ... *\/`, which can lift the
 * statement timeout). Throws nothing.
 */
export const executableComments: TextCheck = (context) => {
  const { dialect } = context;
  for (const tokens of variantTokens(context)) {
    for (const token of tokens) {
      if (token.kind !== 'comment') continue;
      const isHint = dialect === 'mysql' && token.text.startsWith('/*+');
      if (executable.test(token.text) || isHint) {
        return refuse('DENIED_CLAUSE', 'Executable comments and optimizer hints are not allowed.');
      }
    }
  }
  return null;
};
