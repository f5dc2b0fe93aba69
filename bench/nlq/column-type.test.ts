import { describe, expect, it } from 'vitest';
import { chooseDuckDbType, sqliteAffinity } from './column-type';

describe('sqliteAffinity', () => {
  it('follows SQLite’s rules in their order', () => {
    expect(sqliteAffinity('int')).toBe('INTEGER');
    expect(sqliteAffinity('VARCHAR(20)')).toBe('TEXT');
    // "CHARINT" has INT first in SQLite's order.
    expect(sqliteAffinity('CHARINT')).toBe('INTEGER');
    expect(sqliteAffinity('')).toBe('BLOB');
    expect(sqliteAffinity('double precision')).toBe('REAL');
    expect(sqliteAffinity('DECIMAL(19,4)')).toBe('NUMERIC');
    expect(sqliteAffinity('bool')).toBe('NUMERIC');
  });
});

describe('chooseDuckDbType', () => {
  it('keeps integer columns as BIGINT while the values fit', () => {
    expect(chooseDuckDbType('INTEGER', [1, 2, null])).toBe('BIGINT');
    expect(chooseDuckDbType('INTEGER', [null])).toBe('BIGINT');
  });

  it('widens an integer column to DOUBLE for fractions and to VARCHAR for text', () => {
    expect(chooseDuckDbType('int', [1, 2.5])).toBe('DOUBLE');
    expect(chooseDuckDbType('int', [1, ''])).toBe('VARCHAR');
  });

  it('keeps text columns as VARCHAR even when the text looks like numbers', () => {
    expect(chooseDuckDbType('TEXT', ['18', '15'])).toBe('VARCHAR');
  });

  it('reads REAL as DOUBLE unless text got in', () => {
    expect(chooseDuckDbType('real', [1, 2.5])).toBe('DOUBLE');
    expect(chooseDuckDbType('real', [1, 'n/a'])).toBe('VARCHAR');
  });

  it('gives NUMERIC columns the declared meaning when the values fit', () => {
    expect(chooseDuckDbType('DATETIME', ['2018-03-06 16:32:11', null])).toBe('TIMESTAMP');
    expect(chooseDuckDbType('DATE', ['2018-03-06'])).toBe('DATE');
    expect(chooseDuckDbType('DATETIME', ['March 2018'])).toBe('VARCHAR');
    expect(chooseDuckDbType('bool', [0, 1])).toBe('BOOLEAN');
    expect(chooseDuckDbType('bool', ['T', 'F'])).toBe('VARCHAR');
    expect(chooseDuckDbType('DECIMAL(19,4)', [98, 322])).toBe('DOUBLE');
    expect(chooseDuckDbType('LONG', [98, 322])).toBe('BIGINT');
  });

  it('types an undeclared column by its values', () => {
    expect(chooseDuckDbType('', [1, 2])).toBe('BIGINT');
    expect(chooseDuckDbType('', [1, 2.5])).toBe('DOUBLE');
    expect(chooseDuckDbType('', ['a', 1])).toBe('VARCHAR');
  });
});
