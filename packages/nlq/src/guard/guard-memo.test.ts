import { describe, expect, it } from 'vitest';
import { GuardMemo } from './guard-memo';
import type { GuardResult } from './types';

const options = { dialect: 'duckdb' as const, maxRows: 100 };

describe('GuardMemo', () => {
  it('checks a statement once per set of options', () => {
    const memo = new GuardMemo();
    let checks = 0;
    const check = (): GuardResult => {
      checks += 1;
      return { ok: true, sql: 'select 1\nLIMIT 100' };
    };
    expect(memo.get('select 1', options, check)).toEqual({ ok: true, sql: 'select 1\nLIMIT 100' });
    memo.get('select 1', options, check);
    expect(checks).toBe(1);
    memo.get('select 1', { ...options, maxRows: 5 }, check);
    memo.get('select 1', { ...options, allowedTables: [{ schema: null, name: 't' }] }, check);
    memo.get('select 2', options, check);
    expect(checks).toBe(4);
  });

  it('forgets the least recently used verdict when full', () => {
    const memo = new GuardMemo(2);
    let checks = 0;
    const check = (): GuardResult => {
      checks += 1;
      return { ok: false, code: 'EMPTY', message: 'x' };
    };
    memo.get('a', options, check);
    memo.get('b', options, check);
    memo.get('a', options, check); // a is now the most recent
    memo.get('c', options, check); // b goes
    expect(memo.size).toBe(2);
    memo.get('a', options, check);
    expect(checks).toBe(3);
    memo.get('b', options, check);
    expect(checks).toBe(4);
  });
});
