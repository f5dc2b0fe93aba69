import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literalRoundTripSql, nastyStrings, uniqueName } from './fixture';
import { itAnswersLiveCases, liveStatements } from './live-suite';

const schema = uniqueName('tt_compile');
let instance: DuckDBInstance;
let connection: DuckDBConnection;

beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
  await connection.run(`CREATE SCHEMA "${schema}"`);
  for (const statement of liveStatements('duckdb', schema)) {
    await connection.run(statement);
  }
});

afterAll(async () => {
  await connection?.run(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  connection?.closeSync();
  instance?.closeSync();
});

describe('compiled DuckDB queries', () => {
  itAnswersLiveCases('duckdb', schema, async (sql, params) => {
    const reader = await connection.runAndReadAll(sql, params);
    return reader.getRowsJson();
  });

  it('reads quoteLiteral strings back unchanged', async () => {
    const reader = await connection.runAndReadAll(literalRoundTripSql('duckdb'));
    expect(reader.getRowsJson()).toEqual([nastyStrings]);
  });
});
