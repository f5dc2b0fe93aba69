import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literalRoundTripSql, nastyStrings, shouldSkipLive, uniqueName } from './fixture';
import { itAnswersLiveCases, liveStatements } from './live-suite';

const schema = uniqueName('tt_compile');
const skip = await shouldSkipLive(5432);

// Dates stay text (no local-time Date objects); numeric and bigint become numbers.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
};
const client = new pg.Client({
  host: '127.0.0.1',
  port: 5432,
  user: 'postgres',
  database: 'test',
  types,
});

describe.skipIf(skip)('compiled PostgreSQL queries', () => {
  beforeAll(async () => {
    await client.connect();
    await client.query(`CREATE SCHEMA "${schema}"`);
    for (const statement of liveStatements('postgres', schema)) {
      await client.query(statement);
    }
  });

  afterAll(async () => {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  itAnswersLiveCases('postgres', schema, async (sql, params) => {
    const result = await client.query({ text: sql, values: params, rowMode: 'array' });
    return result.rows as unknown[][];
  });

  it('reads quoteLiteral strings back unchanged', async () => {
    const result = await client.query({ text: literalRoundTripSql('postgres'), rowMode: 'array' });
    expect(result.rows).toEqual([nastyStrings]);
  });
});
