import type { Dialect } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { applyRowCap } from './apply-row-cap';
import { textContextFor } from './test-context';

const cap = (sql: string, dialect: Dialect = 'postgres', maxRows = 100) => {
  const result = applyRowCap(textContextFor(sql, dialect, { maxRows }));
  return result.ok ? result.sql : result.code;
};

describe('applyRowCap with LIMIT', () => {
  it('keeps a limit within the cap', () => {
    expect(cap('SELECT a FROM t ORDER BY a LIMIT 10')).toBe('SELECT a FROM t ORDER BY a LIMIT 10');
    expect(cap('SELECT a FROM t LIMIT 10 OFFSET 5', 'mysql')).toBe(
      'SELECT a FROM t LIMIT 10 OFFSET 5',
    );
  });

  it('lowers a larger limit in place, in every LIMIT form', () => {
    expect(cap('SELECT a FROM t LIMIT 5000')).toBe('SELECT a FROM t LIMIT 100');
    expect(cap('SELECT a FROM t LIMIT 5000 OFFSET 10')).toBe('SELECT a FROM t LIMIT 100 OFFSET 10');
    expect(cap('SELECT a FROM t LIMIT 10, 5000', 'mysql')).toBe('SELECT a FROM t LIMIT 10, 100');
    expect(cap('SELECT a FROM t LIMIT ALL')).toBe('SELECT a FROM t LIMIT 100');
  });

  it('adds a limit on its own line so a trailing comment cannot swallow it', () => {
    expect(cap('SELECT a FROM t -- note')).toBe('SELECT a FROM t -- note\nLIMIT 100');
    expect(cap('SELECT a FROM t UNION ALL SELECT b FROM u')).toBe(
      'SELECT a FROM t UNION ALL SELECT b FROM u\nLIMIT 100',
    );
  });

  it('adds the limit before a lone OFFSET', () => {
    expect(cap('SELECT a FROM t ORDER BY a OFFSET 20')).toBe(
      'SELECT a FROM t ORDER BY a LIMIT 100 OFFSET 20',
    );
  });

  it('caps FETCH FIRST and TOP where they are the outer clause', () => {
    expect(cap('SELECT a FROM t FETCH FIRST 500 ROWS ONLY')).toBe(
      'SELECT a FROM t FETCH FIRST 100 ROWS ONLY',
    );
    expect(cap('SELECT a FROM t FETCH FIRST ROW ONLY')).toBe(
      'SELECT a FROM t FETCH FIRST ROW ONLY',
    );
    expect(cap('SELECT TOP 500 a FROM t', 'snowflake')).toBe('SELECT TOP 100 a FROM t');
  });

  it('ignores limits inside subqueries and CTEs', () => {
    expect(cap('WITH x AS (SELECT a FROM t LIMIT 5000) SELECT * FROM x')).toBe(
      'WITH x AS (SELECT a FROM t LIMIT 5000) SELECT * FROM x\nLIMIT 100',
    );
  });

  it('bounds a placeholder limit without dropping the placeholder', () => {
    expect(cap('SELECT a FROM t LIMIT $1')).toBe('SELECT a FROM t LIMIT LEAST($1, 100)');
    expect(cap('SELECT a FROM t LIMIT ?', 'mysql')).toBe(
      'SELECT * FROM (\nSELECT a FROM t LIMIT ?\n) AS tabletalk_capped\nLIMIT 100',
    );
  });

  it('wraps counts it cannot read, such as WITH TIES', () => {
    expect(cap('SELECT a FROM t ORDER BY a FETCH FIRST 5 ROWS WITH TIES')).toBe(
      'SELECT * FROM (\nSELECT a FROM t ORDER BY a FETCH FIRST 5 ROWS WITH TIES\n) AS tabletalk_capped\nLIMIT 100',
    );
  });

  it('keeps string literals and comments byte for byte', () => {
    const sql =
      "SELECT 'limit 5' AS a, '; drop table t' AS b /* LIMIT 1 */ FROM t WHERE c = 'it''s'";
    expect(cap(sql)).toBe(`${sql}\nLIMIT 100`);
    expect(cap("SELECT 'LIMIT 99999' FROM t LIMIT 99999")).toBe(
      "SELECT 'LIMIT 99999' FROM t LIMIT 100",
    );
  });
});

describe('applyRowCap on SQL Server', () => {
  it('adds TOP after SELECT and DISTINCT', () => {
    expect(cap('SELECT a FROM t ORDER BY a', 'mssql')).toBe('SELECT TOP (100) a FROM t ORDER BY a');
    expect(cap('SELECT DISTINCT a FROM t', 'mssql')).toBe('SELECT DISTINCT TOP (100) a FROM t');
    // Found by the guard's property test: no space after SELECT to put TOP in.
    expect(cap("SELECT#\n'x' AS note FROM t", 'mssql')).toBe(
      "SELECT TOP (100) #\n'x' AS note FROM t",
    );
  });

  it('keeps or lowers an existing TOP', () => {
    expect(cap('SELECT TOP 10 a FROM t', 'mssql')).toBe('SELECT TOP 10 a FROM t');
    expect(cap('SELECT TOP (5000) a FROM t', 'mssql')).toBe('SELECT TOP (100) a FROM t');
  });

  it('puts TOP on the main query after CTEs', () => {
    expect(cap('WITH x AS (SELECT a FROM t) SELECT a FROM x', 'mssql')).toBe(
      'WITH x AS (SELECT a FROM t) SELECT TOP (100) a FROM x',
    );
  });

  it('caps OFFSET / FETCH in place', () => {
    expect(cap('SELECT a FROM t ORDER BY a OFFSET 5 ROWS FETCH NEXT 500 ROWS ONLY', 'mssql')).toBe(
      'SELECT a FROM t ORDER BY a OFFSET 5 ROWS FETCH NEXT 100 ROWS ONLY',
    );
    expect(cap('SELECT a FROM t ORDER BY a OFFSET 5 ROWS', 'mssql')).toBe(
      'SELECT a FROM t ORDER BY a OFFSET 5 ROWS\nFETCH NEXT 100 ROWS ONLY',
    );
  });

  it('keeps a union ORDER BY by adding OFFSET / FETCH, and wraps an unordered union', () => {
    expect(cap('SELECT a FROM t UNION SELECT b FROM u ORDER BY 1', 'mssql')).toBe(
      'SELECT a FROM t UNION SELECT b FROM u ORDER BY 1\nOFFSET 0 ROWS FETCH NEXT 100 ROWS ONLY',
    );
    expect(cap('SELECT a FROM t UNION SELECT b FROM u', 'mssql')).toBe(
      'SELECT TOP (100) * FROM (\nSELECT a FROM t UNION SELECT b FROM u\n) AS tabletalk_capped',
    );
  });

  it('wraps TOP PERCENT and refuses a shape it cannot cap', () => {
    expect(cap('SELECT TOP 50 PERCENT a FROM t ORDER BY a', 'mssql')).toBe(
      'SELECT TOP (100) * FROM (\nSELECT TOP 50 PERCENT a FROM t ORDER BY a\n) AS tabletalk_capped',
    );
    expect(cap('SELECT a FROM t UNION SELECT b FROM u OPTION (MAXDOP 1)', 'mssql')).toBe(
      'DENIED_CLAUSE',
    );
  });

  it('keeps literals intact', () => {
    expect(cap("SELECT 'TOP 5; DROP' AS a FROM t", 'mssql')).toBe(
      "SELECT TOP (100) 'TOP 5; DROP' AS a FROM t",
    );
  });
});
