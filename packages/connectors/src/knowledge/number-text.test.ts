import { describe, expect, it } from 'vitest';
import { type Connector, ConnectorError, type TableDescription } from '../types';
import { numberTextType, typeNumberTexts } from './number-text';
import type { ColumnProfile, TableProfile } from './stats';

const profile = (
  filled: number,
  numbers: number,
  wholes: number,
  placeholders: number,
): ColumnProfile => ({
  filled,
  distinct: filled,
  min: null,
  max: null,
  textNumbers: { numbers, wholes, placeholders },
});

describe('numberTextType', () => {
  it.each<[string, ColumnProfile | null, 'integer' | 'decimal' | null]>([
    ['whole numbers', profile(100, 100, 100, 0), 'integer'],
    ['some decimals', profile(100, 100, 60, 0), 'decimal'],
    ['2% placeholders', profile(100, 98, 98, 2), 'integer'],
    ['3% placeholders', profile(100, 97, 97, 3), null],
    ['one other word', profile(100, 99, 99, 0), null],
    ['one stray value in a thousand', profile(1000, 999, 500, 0), 'decimal'],
    ['two stray values in a thousand', profile(1000, 998, 998, 0), null],
    ['codes with leading zeros', profile(100, 40, 40, 0), null],
    ['half words', profile(100, 50, 50, 50), null],
    ['no filled value', profile(0, 0, 0, 0), null],
    ['no counts (not text)', { filled: 5, distinct: 5, min: '1', max: '5' }, null],
    ['unreadable column', null, null],
  ])('%s', (_case, input, type) => {
    expect(numberTextType(input)).toBe(type);
  });
});

const description: TableDescription = {
  table: { schema: null, name: 'cars' },
  columns: [
    { name: 'hp', nativeType: 'VARCHAR', type: 'text', nullable: true },
    { name: 'name', nativeType: 'VARCHAR', type: 'text', nullable: true },
  ],
  primaryKey: [],
  foreignKeys: [],
  rowCount: 100,
};

const tableProfile: TableProfile = {
  scannedRows: 100,
  sampled: false,
  source: '"cars"',
  columns: new Map([
    ['hp', { ...profile(100, 99, 99, 1), min: '100', max: '99' }],
    ['name', profile(100, 0, 0, 0)],
  ]),
};

function fakeConnector(answer: () => unknown[][]): Connector & { sql: string[] } {
  const sql: string[] = [];
  const fail = () => Promise.reject(new Error('not used'));
  return {
    dialect: 'duckdb',
    sql,
    testConnection: fail,
    listSchemas: fail,
    listTables: fail,
    describeTable: fail,
    previewRows: fail,
    close: async () => {},
    async query(statement) {
      sql.push(statement);
      return { columns: [], rows: answer(), truncated: false };
    },
  };
}

describe('typeNumberTexts', () => {
  it('types a column of numbers as text as a number, with number stats', async () => {
    const connector = fakeConnector(() => [['98', '42', '238']]);
    const typed = await typeNumberTexts(connector, description, tableProfile);
    expect(connector.sql).toEqual([
      `SELECT COUNT(DISTINCT CASE WHEN regexp_full_match(NULLIF(CAST("hp" AS VARCHAR), ''), '^ *-?(0|[1-9][0-9]{0,17}) *$') THEN TRY_CAST(NULLIF(CAST("hp" AS VARCHAR), '') AS BIGINT) END) AS "c0_distinct", ` +
        `CAST(MIN(CASE WHEN regexp_full_match(NULLIF(CAST("hp" AS VARCHAR), ''), '^ *-?(0|[1-9][0-9]{0,17}) *$') THEN TRY_CAST(NULLIF(CAST("hp" AS VARCHAR), '') AS BIGINT) END) AS VARCHAR) AS "c0_min", ` +
        `CAST(MAX(CASE WHEN regexp_full_match(NULLIF(CAST("hp" AS VARCHAR), ''), '^ *-?(0|[1-9][0-9]{0,17}) *$') THEN TRY_CAST(NULLIF(CAST("hp" AS VARCHAR), '') AS BIGINT) END) AS VARCHAR) AS "c0_max" FROM "cars"`,
    ]);
    expect(typed.description.columns.map((c) => [c.name, c.type, c.nativeType])).toEqual([
      ['hp', 'integer', 'VARCHAR'],
      ['name', 'text', 'VARCHAR'],
    ]);
    expect(typed.tableProfile.columns.get('hp')).toMatchObject({
      filled: 99,
      distinct: 98,
      min: '42',
      max: '238',
    });
    expect(typed.tableProfile.columns.get('name')).toEqual(tableProfile.columns.get('name'));
  });

  it('prints decimals one way whatever the engine wrote', async () => {
    const decimals = new Map(tableProfile.columns);
    decimals.set('hp', profile(10, 10, 4, 0));
    const connector = fakeConnector(() => [[10, '1.0000000000000000e+000', '1000.0']]);
    const typed = await typeNumberTexts(connector, description, {
      ...tableProfile,
      columns: decimals,
    });
    expect(typed.description.columns[0]?.type).toBe('decimal');
    expect(typed.tableProfile.columns.get('hp')).toMatchObject({ min: '1', max: '1000' });
  });

  it('keeps the columns text when the query fails, and runs none when nothing qualifies', async () => {
    const failing = fakeConnector(() => {
      throw new ConnectorError('QUERY_FAILED', 'no regex here');
    });
    expect(await typeNumberTexts(failing, description, tableProfile)).toEqual({
      description,
      tableProfile,
    });
    const idle = fakeConnector(() => []);
    const noNumbers = { ...tableProfile, columns: new Map([['hp', profile(5, 0, 0, 0)]]) };
    await typeNumberTexts(idle, description, noNumbers);
    expect(idle.sql).toEqual([]);
  });

  it('rethrows a cancellation', async () => {
    const cancelled = fakeConnector(() => {
      throw new ConnectorError('QUERY_CANCELLED', 'cancelled');
    });
    await expect(typeNumberTexts(cancelled, description, tableProfile)).rejects.toMatchObject({
      code: 'QUERY_CANCELLED',
    });
  });
});
