import type { Dialect } from '@tabletalk/contracts';
import type { Token } from './lex/token';
import type { GuardOptions, GuardRefusal } from './types';

/** What every text check reads: the statement without its trailing `;`, and its tokens. */
export interface TextContext {
  dialect: Dialect;
  options: GuardOptions;
  /** The whole input as given. */
  input: string;
  /** The one statement: the input up to its first top-level `;`. */
  sql: string;
  /** Tokens of `sql` without comments. */
  code: Token[];
  /** Tokens of the whole input, comments included, read with the dialect's lexer settings. */
  tokens: Token[];
  /** True when a string, quoted name or comment of the input is never closed. */
  unterminated: boolean;
}

/** A parsed node of node-sql-parser's AST; its shape varies by grammar, so it is read loosely. */
export type AstNode = Record<string, unknown>;

/** What every tree check reads: the text context plus the parser's view of the statement. */
export interface TreeContext extends TextContext {
  ast: AstNode;
  /** The parser's own list of relations read, as `kind::schema::name`. */
  tableList: string[];
}

/** One check: returns a refusal, or null when the statement passes it. */
export type TextCheck = (context: TextContext) => GuardRefusal | null;

/** One check of the parsed statement: returns a refusal, or null when it passes. */
export type TreeCheck = (context: TreeContext) => GuardRefusal | null;
