import type { LexOptions } from './lex-options';
import { dollarQuoteTagAt, scanBlockComment, scanDelimited, scanLineComment } from './scan';
import type { LexResult, Token, TokenKind } from './token';

const wordPattern = /[\p{L}_][\p{L}\p{N}\p{M}_$]*/uy;
const numberPattern = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[\p{L}\p{N}_$]*/uy;
const paramPattern = /(?:\?|\$\d+|@@?[\p{L}_#][\p{L}\p{N}_$#]*)/uy;
/** Space, tab, line feed, vertical tab, form feed, carriage return. */
function isAsciiSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}
/** String prefixes such as N'..', E'..', B'..', X'..', r'..', rb'..'. */
const stringPrefix = /^(?:[nNeEbBxXrR]|[rR][bB]|[bB][rR])$/;

const noEscape = { backslash: false, doubled: true };

const simplePatterns: [TokenKind, RegExp][] = [
  ['number', numberPattern],
  ['word', wordPattern],
  ['param', paramPattern],
];

interface Span {
  kind: TokenKind;
  end: number;
  closed: boolean;
}

function matchAt(pattern: RegExp, sql: string, i: number): string | null {
  pattern.lastIndex = i;
  return pattern.exec(sql)?.[0] ?? null;
}

function isCommentStart(sql: string, i: number, options: LexOptions): boolean {
  if (sql.startsWith('--', i)) {
    const next = sql[i + 2];
    const needsSpace = options.dashCommentNeedsSpace;
    return !needsSpace || next === undefined || next <= ' ';
  }
  if (options.hashComments && sql[i] === '#') return true;
  return options.slashSlashComments && sql.startsWith('//', i);
}

function quoteSpan(sql: string, i: number, options: LexOptions, escaped: boolean): Span | null {
  const c = sql[i];
  const backslash = options.backslashEscapes || escaped;
  if (c === "'" || (c === '"' && options.doubleQuoteIsString)) {
    const triple = c.repeat(3);
    if (options.tripleQuotes && sql.startsWith(triple, i)) {
      const span = scanDelimited(sql, i, 3, triple, { backslash, doubled: false });
      return { kind: 'string', ...span };
    }
    return { kind: 'string', ...scanDelimited(sql, i, 1, c, { backslash, doubled: true }) };
  }
  if (c === '"') return { kind: 'quoted', ...scanDelimited(sql, i, 1, '"', noEscape) };
  if (c === '`' && options.backticks) {
    const span = scanDelimited(sql, i, 1, '`', { backslash: options.tripleQuotes, doubled: true });
    return { kind: 'quoted', ...span };
  }
  if (c === '[' && options.brackets) {
    return { kind: 'quoted', ...scanDelimited(sql, i, 1, ']', noEscape) };
  }
  if (c === '$' && options.dollarQuotes) {
    const tag = dollarQuoteTagAt(sql, i);
    if (tag) return { kind: 'string', ...scanDelimited(sql, i, tag.length, tag, noEscape) };
  }
  return null;
}

function spanAt(sql: string, i: number, options: LexOptions, previous: Token | undefined): Span {
  if (isCommentStart(sql, i, options)) {
    return { kind: 'comment', end: scanLineComment(sql, i), closed: true };
  }
  if (sql.startsWith('/*', i)) {
    return { kind: 'comment', ...scanBlockComment(sql, i, options.nestedComments) };
  }
  const escaped = options.escapeStringPrefix && previous?.end === i && /^[eE]$/.test(previous.text);
  const quoted = quoteSpan(sql, i, options, escaped);
  if (quoted) return quoted;
  for (const [kind, pattern] of simplePatterns) {
    const text = matchAt(pattern, sql, i);
    if (text) {
      const isVariable = kind === 'param' && text.startsWith('@@');
      return { kind: isVariable ? 'variable' : kind, end: i + text.length, closed: true };
    }
  }
  return { kind: 'op', end: i + 1, closed: true };
}

/**
 * Splits SQL into tokens the way the given lexer settings read it: strings, quoted identifiers
 * and comments are single tokens, so `';'` inside a literal is never taken for a separator.
 * Whitespace is dropped; anything unknown becomes a one-character `op`. Throws nothing.
 */
export function tokenize(sql: string, options: LexOptions): LexResult {
  const tokens: Token[] = [];
  let unterminated = false;
  let depth = 0;
  let i = 0;
  while (i < sql.length) {
    if (isAsciiSpace(sql.charCodeAt(i))) {
      i += 1;
      continue;
    }
    const previous = tokens[tokens.length - 1];
    const span = spanAt(sql, i, options, previous);
    if (!span.closed) unterminated = true;
    let start = i;
    const isPrefixed = span.kind === 'string' && previous?.kind === 'word' && previous.end === i;
    if (isPrefixed && stringPrefix.test(previous.text)) {
      tokens.pop();
      start = previous.start;
    }
    const text = sql.slice(start, span.end);
    if (text === ')') depth -= 1;
    tokens.push({ kind: span.kind, text, start, end: span.end, depth });
    if (text === '(') depth += 1;
    i = span.end;
  }
  return { tokens, unterminated };
}
