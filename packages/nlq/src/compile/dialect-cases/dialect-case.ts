import type { Dialect, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import type { CompiledQuery } from '../../types';
import type { CompileErrorCode } from '../compile-error';

/*
 * Test support (not part of the package API): the shape of the table compile-dialects.test.ts
 * runs, one expected result per dialect for each structured query.
 */

/** The compiler must refuse the query: `refuses` names the test, `code` and `message` the error. */
export interface Refusal {
  refuses: string;
  code: CompileErrorCode;
  message: RegExp;
}

/** What compiling gives in one dialect: the exact SQL and params, or a refusal. */
export type Expectation = CompiledQuery | Refusal;

interface CaseInput {
  /** The test name, read after the dialect: `duckdb: groups revenue by month ...`. */
  name: string;
  query: StructuredQuery;
  maxRows?: number;
  /** The model the query refers to; `buildTestModel('shop')` when absent. */
  model?: SemanticModel;
}

/** A query compiled in every dialect, with what each must give. */
export interface SharedCase extends CaseInput {
  expected: Record<Dialect, Expectation>;
}

/** A query compiled in one dialect: a row of the table, or a form only that dialect has. */
export interface DialectCase extends CaseInput {
  dialect: Dialect;
  expected: Expectation;
}
