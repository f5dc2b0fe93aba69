import { describe, expect, it } from 'vitest';
import { lexOptionsFor, lexVariantsFor } from './lex-options';
import { tokenize } from './tokenize';

const texts = (sql: string, dialect: Parameters<typeof lexOptionsFor>[0] = 'postgres') =>
  tokenize(sql, lexOptionsFor(dialect)).tokens.map((token) => `${token.kind}:${token.text}`);

describe('tokenize', () => {
  it('keeps a literal holding ; and a keyword as one string token', () => {
    expect(texts("SELECT 'a; DROP' x")).toEqual(['word:SELECT', "string:'a; DROP'", 'word:x']);
  });

  it('reads doubled quotes inside literals and names', () => {
    expect(texts(`SELECT 'it''s', "a""b"`)).toEqual([
      'word:SELECT',
      "string:'it''s'",
      'op:,',
      'quoted:"a""b"',
    ]);
  });

  it('honours backslash escapes only where the dialect has them', () => {
    expect(texts("SELECT 'a\\'z'", 'mysql')).toEqual(['word:SELECT', "string:'a\\'z'"]);
    expect(texts("SELECT 'a\\'z'", 'postgres')).toContain('word:z');
  });

  it('reads PostgreSQL E-strings with backslash escapes as one token', () => {
    expect(texts("SELECT E'a\\'b'")).toEqual(['word:SELECT', "string:E'a\\'b'"]);
  });

  it('nests block comments where the dialect does', () => {
    const sql = 'SELECT 1 /* a /* b */ c */ x';
    expect(texts(sql, 'postgres').at(-1)).toBe('word:x');
    expect(texts(sql, 'mysql')).toContain('word:c');
  });

  it('treats MySQL -- as a comment only before a space', () => {
    expect(texts('SELECT 1 --1', 'mysql')).toEqual([
      'word:SELECT',
      'number:1',
      'op:-',
      'op:-',
      'number:1',
    ]);
    expect(texts('SELECT 1 -- c', 'mysql')).toEqual(['word:SELECT', 'number:1', 'comment:-- c']);
  });

  it('reads dollar quotes, brackets, backticks and hash comments per dialect', () => {
    expect(texts('SELECT $$a;b$$')).toEqual(['word:SELECT', 'string:$$a;b$$']);
    expect(texts('SELECT [a b]', 'mssql')).toEqual(['word:SELECT', 'quoted:[a b]']);
    expect(texts('SELECT `a b`', 'bigquery')).toEqual(['word:SELECT', 'quoted:`a b`']);
    expect(texts('SELECT 1 # c', 'bigquery')).toEqual(['word:SELECT', 'number:1', 'comment:# c']);
  });

  it('marks placeholders and variables', () => {
    expect(texts('a = ? AND b = $1 AND c = @p1 AND d = @@version')).toEqual([
      'word:a',
      'op:=',
      'param:?',
      'word:AND',
      'word:b',
      'op:=',
      'param:$1',
      'word:AND',
      'word:c',
      'op:=',
      'param:@p1',
      'word:AND',
      'word:d',
      'op:=',
      'variable:@@version',
    ]);
  });

  it('records parenthesis depth and unterminated spans', () => {
    const { tokens, unterminated } = tokenize("SELECT (1) 'open", lexOptionsFor('postgres'));
    expect(tokens.map((token) => token.depth)).toEqual([0, 0, 1, 0, 0]);
    expect(unterminated).toBe(true);
  });

  it('offers four variants flipping escapes and nesting', () => {
    const variants = lexVariantsFor('mysql');
    expect(variants).toHaveLength(4);
    expect(new Set(variants.map((v) => `${v.backslashEscapes}${v.nestedComments}`)).size).toBe(4);
  });
});
