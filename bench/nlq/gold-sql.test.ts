import { describe, expect, it } from 'vitest';
import { hasOuterOrderBy, outerLevel, toDuckDbGoldSql, withSortKeys } from './gold-sql';

describe('hasOuterOrderBy', () => {
  it('sees an ORDER BY of the whole query', () => {
    expect(hasOuterOrderBy('SELECT name FROM singer ORDER BY age DESC')).toBe(true);
    expect(hasOuterOrderBy('select a from t group by a order\n  by count(*) limit 1')).toBe(true);
  });

  it('ignores ORDER BY inside a subquery', () => {
    const sql =
      'SELECT name FROM t WHERE id = (SELECT id FROM u GROUP BY id ORDER BY count(*) DESC LIMIT 1)';
    expect(hasOuterOrderBy(sql)).toBe(false);
  });

  it('ignores ORDER BY inside quoted text', () => {
    expect(hasOuterOrderBy("SELECT * FROM t WHERE note = 'order by me'")).toBe(false);
  });

  it('sees the ORDER BY after a subquery closes', () => {
    expect(hasOuterOrderBy('SELECT a FROM (SELECT a FROM t) AS s ORDER BY a')).toBe(true);
  });
});

describe('toDuckDbGoldSql', () => {
  const identifiers = ['airlines', 'Airline', 'Country'];

  it('turns double-quoted strings into single-quoted ones', () => {
    const sql = 'SELECT count(*) FROM airlines WHERE Airline = "JetBlue Airways"';
    expect(toDuckDbGoldSql(sql, identifiers)).toBe(
      "SELECT count(*) FROM airlines WHERE Airline = 'JetBlue Airways'",
    );
  });

  it('keeps double-quoted names of tables and columns, whatever their case', () => {
    const sql = 'SELECT "country" FROM "Airlines" WHERE "Airline" = "USA"';
    expect(toDuckDbGoldSql(sql, identifiers)).toBe(
      `SELECT "country" FROM "Airlines" WHERE "Airline" = 'USA'`,
    );
  });

  it('escapes single quotes inside the string', () => {
    expect(toDuckDbGoldSql(`SELECT * FROM t WHERE name = "Stark's Park"`, [])).toBe(
      "SELECT * FROM t WHERE name = 'Stark''s Park'",
    );
  });

  it('leaves single-quoted strings alone, double quotes inside them included', () => {
    const sql = `SELECT * FROM t WHERE a = 'say "hi"'`;
    expect(toDuckDbGoldSql(sql, [])).toBe(sql);
  });
});

describe('outerLevel', () => {
  it('blanks quoted text and subqueries, keeping every position', () => {
    const sql = "SELECT a FROM t WHERE b IN (SELECT b FROM u) AND c = 'x, y'";
    const outer = outerLevel(sql);
    expect(outer).toHaveLength(sql.length);
    expect(outer).toBe('SELECT a FROM t WHERE b IN (               ) AND c =       ');
  });
});

describe('withSortKeys', () => {
  it('shows the sort keys as last columns and drops the LIMIT', () => {
    expect(
      withSortKeys(
        'SELECT T1.name FROM a AS T1 GROUP BY T1.id ORDER BY count(*) DESC, T1.name LIMIT 3;',
      ),
    ).toEqual({
      sql: 'SELECT T1.name, count(*), T1.name FROM a AS T1 GROUP BY T1.id ORDER BY count(*) DESC, T1.name',
      keyCount: 2,
      limit: 3,
    });
  });

  it('keeps a query without LIMIT whole and ignores a subquery’s ORDER BY and LIMIT', () => {
    expect(
      withSortKeys('SELECT a FROM t WHERE b = (SELECT b FROM u ORDER BY c LIMIT 1) ORDER BY a'),
    ).toEqual({
      sql: 'SELECT a, a FROM t WHERE b = (SELECT b FROM u ORDER BY c LIMIT 1) ORDER BY a',
      keyCount: 1,
      limit: null,
    });
  });

  it('refuses shapes whose rows the added keys could change', () => {
    expect(withSortKeys('SELECT DISTINCT a FROM t ORDER BY b')).toBeNull();
    expect(withSortKeys('SELECT a FROM t UNION SELECT a FROM u ORDER BY a')).toBeNull();
    expect(withSortKeys('SELECT a FROM t ORDER BY a LIMIT 1 OFFSET 2')).toBeNull();
    expect(withSortKeys('SELECT a FROM t')).toBeNull();
  });
});
