/** What a token is, as far as the guard cares. */
export type TokenKind =
  | 'word'
  | 'quoted'
  | 'string'
  | 'number'
  | 'param'
  | 'variable'
  | 'op'
  | 'comment';

/** One lexical token with its place in the text and its parenthesis depth. */
export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
  /** Parentheses open around the token; a pair of parentheses shares its outer depth. */
  depth: number;
}

/** The tokens of a text, and whether a string, identifier or comment ran to the end unclosed. */
export interface LexResult {
  tokens: Token[];
  unterminated: boolean;
}

/** The name an identifier token stands for: quotes removed and doubled quotes undone. Throws nothing. */
export function identifierName(token: Token): string {
  if (token.kind !== 'quoted') return token.text;
  const open = token.text[0];
  const close = open === '[' ? ']' : open;
  const inner = token.text.slice(1, -1);
  return close ? inner.split(close + close).join(close) : inner;
}

/** True when the token is the keyword (an unquoted word) given, in any letter case. Throws nothing. */
export function isKeyword(token: Token | undefined, keyword: string): boolean {
  return token?.kind === 'word' && token.text.toUpperCase() === keyword;
}
