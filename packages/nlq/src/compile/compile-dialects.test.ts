import { describe, expect, it } from 'vitest';
import { CompileError } from './compile-error';
import { compileQuery } from './compile-query';
import { dialectCases } from './dialect-cases';
import { buildTestModel } from './test-model';

const shop = buildTestModel('shop');

/** The same structured queries in every dialect, each compiled SQL checked to the letter. */
describe('compileQuery in each dialect', () => {
  const rows = dialectCases.map((row) => [`${row.dialect}: ${row.name}`, row] as const);

  it.each(rows)('%s', (_title, { dialect, query, maxRows, model, expected }) => {
    const compile = () => compileQuery(query, { dialect, model: model ?? shop, maxRows });
    if ('refuses' in expected) {
      expect(compile).toThrow(CompileError);
      expect(compile).toThrow(expected.message);
      expect(compile).toThrow(expect.objectContaining({ code: expected.code }));
      return;
    }
    expect(compile()).toEqual(expected);
  });
});
