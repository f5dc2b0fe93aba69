import type { ScalarValue } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { getDialect } from '../dialects';
import { CompileError } from './compile-error';
import { createParamList } from './param-list';

describe('createParamList', () => {
  it('hands out numbered placeholders and keeps values in order', () => {
    const params = createParamList(getDialect('postgres'));
    expect([params.bind('a'), params.bind(2), params.bind(false)]).toEqual(['$1', '$2', '$3']);
    expect(params.values).toEqual(['a', 2, false]);
  });

  it('hands out named and positional placeholders', () => {
    const named = createParamList(getDialect('bigquery'));
    const positional = createParamList(getDialect('mysql'));
    expect([named.bind(1), named.bind(2)]).toEqual(['@p1', '@p2']);
    expect([positional.bind(1), positional.bind(2)]).toEqual(['?', '?']);
  });

  it.each([Number.NaN, Number.NEGATIVE_INFINITY, 'a\0b', null, { x: 1 }])('refuses %j', (value) => {
    const params = createParamList(getDialect('duckdb'));
    expect(() => params.bind(value as ScalarValue)).toThrow(CompileError);
    expect(params.values).toEqual([]);
  });
});
