import type { ScalarValue } from '@tabletalk/contracts';
import { expect, it } from 'vitest';
import { compileQuery } from '..';
import { buildTestModel } from '../test-model';
import { type FixtureTypes, fixtureStatements, plainCell } from './fixture';
import { liveCases, medianCase, roundRows } from './live-cases';
import { numberTextCases, numberTextStatements } from './number-text-cases';

/*
 * Test support for the live suites: what each one creates in its engine and the cases it runs,
 * so a suite only says how to connect and how to run one statement.
 */

/** The engines the live suites run against; `mysql` is MariaDB. */
export type LiveDialect = 'duckdb' | 'postgres' | 'mysql';

const columnTypes: Record<LiveDialect, FixtureTypes> = {
  duckdb: {
    integer: 'INTEGER',
    text: 'VARCHAR',
    decimal: 'DECIMAL(12, 2)',
    date: 'DATE',
    timestamp: 'TIMESTAMP',
    boolean: 'BOOLEAN',
  },
  postgres: {
    integer: 'integer',
    text: 'text',
    decimal: 'numeric(12, 2)',
    date: 'date',
    timestamp: 'timestamp',
    boolean: 'boolean',
  },
  mysql: {
    integer: 'INT',
    text: 'VARCHAR(50)',
    decimal: 'DECIMAL(12, 2)',
    date: 'DATE',
    timestamp: 'DATETIME',
    boolean: 'BOOLEAN',
  },
};

/** CREATE TABLE and INSERT statements for customers, orders and cars in `schema` (which must exist). */
export function liveStatements(dialect: LiveDialect, schema: string): string[] {
  const types = columnTypes[dialect];
  return [
    ...fixtureStatements(dialect, schema, types),
    ...numberTextStatements(dialect, schema, types),
  ];
}

/** Runs one compiled statement with its bound values and returns the rows as arrays. */
export type RunRows = (sql: string, params: ScalarValue[]) => Promise<unknown[][]>;

/**
 * Declares one test per live case: compiled for `dialect` over the tables in `schema`, run with
 * `run`, rows compared rounded. MariaDB has no median, so its suite leaves that case out.
 */
export function itAnswersLiveCases(dialect: LiveDialect, schema: string, run: RunRows): void {
  const model = buildTestModel(schema);
  const median = dialect === 'mysql' ? [] : [medianCase(schema)];
  for (const { name, query, maxRows, expected } of [
    ...liveCases(schema),
    ...median,
    ...numberTextCases(schema),
  ]) {
    it(name, async () => {
      const { sql, params } = compileQuery(query, { dialect, model, maxRows });
      const rows = await run(sql, params);
      expect(roundRows(rows.map((row) => row.map(plainCell)))).toEqual(expected);
    });
  }
}
