import { describe, expect, it } from 'vitest';
import { textContextFor } from '../test-context';
import { deniedRelationTokens } from './denied-relation-tokens';

describe('deniedRelationTokens', () => {
  it.each([
    ['postgres', 'SELECT * FROM "PG_CATALOG".pg_class'],
    ['postgres', 'SELECT * FROM pg_shadow'],
    ['bigquery', 'SELECT * FROM `region-us.INFORMATION_SCHEMA.JOBS`'],
    ['snowflake', 'SELECT $1 FROM @stage'],
  ] as const)('refuses in %s: %s', (dialect, sql) => {
    expect(deniedRelationTokens(textContextFor(sql, dialect))).toMatchObject({
      code: 'DENIED_RELATION',
    });
  });

  it('passes catalog names in literals and columns named like schemas', () => {
    const sql = "SELECT text, system FROM posts WHERE note = 'information_schema.tables'";
    expect(deniedRelationTokens(textContextFor(sql, 'databricks'))).toBeNull();
  });
});
