import type { TextContext } from './context';
import { lexOptionsFor } from './lex/lex-options';
import { tokenize } from './lex/tokenize';
import type { GuardOptions } from './types';

/**
 * Lexes the input with the dialect's rules and cuts it at its first top-level `;`: the text
 * before it is the statement every check reads (anything after is for `singleStatement` to
 * judge). Leading text is kept so token offsets stay valid for edits. Throws nothing.
 */
export function buildTextContext(input: string, options: GuardOptions): TextContext {
  const { tokens, unterminated } = tokenize(input, lexOptionsFor(options.dialect));
  const separator = tokens.find((token) => token.kind === 'op' && token.text === ';');
  const end = separator ? separator.start : input.length;
  const code = tokens.filter((token) => token.kind !== 'comment' && token.end <= end);
  const sql = input.slice(0, end).trimEnd();
  return { dialect: options.dialect, options, input, sql, code, tokens, unterminated };
}
