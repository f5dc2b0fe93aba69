import { describe, expect, it } from 'vitest';
import { type Connector, ConnectorError, type TableDescription } from '../types';
import { parseStatsRow, profileTable, readDictionary } from './stats';

const columns = [
  { name: 'region', nativeType: 'VARCHAR', type: 'text' as const, nullable: true },
  { name: 'sold_at', nativeType: 'TIMESTAMP', type: 'timestamp' as const, nullable: true },
];

const description = (rowCount: number): TableDescription => ({
  table: { schema: null, name: 'sales' },
  columns,
  primaryKey: [],
  foreignKeys: [],
  rowCount,
});

/** A connector whose `query` answers by a function of the SQL, recording every statement. */
function fakeConnector(answer: (sql: string) => unknown[][]): Connector & { sql: string[] } {
  const sql: string[] = [];
  const fail = () => Promise.reject(new Error('not used'));
  return {
    dialect: 'postgres',
    sql,
    testConnection: fail,
    listSchemas: fail,
    listTables: fail,
    describeTable: fail,
    previewRows: fail,
    close: async () => {},
    async query(statement, _params, options) {
      sql.push(statement);
      expect(options.timeoutMs).toBe(30_000);
      return { columns: [], rows: answer(statement), truncated: false };
    },
  };
}

describe('parseStatsRow', () => {
  it('reads counts given as numbers or strings and writes timestamps in ISO form', () => {
    const row = [
      '120',
      100,
      4,
      'East',
      'West',
      '0',
      0,
      2,
      '118',
      '90',
      '2024-01-01 08:30:00',
      '2024-05-01 10:00:00',
    ];
    const parsed = parseStatsRow(row, columns);
    expect(parsed.scannedRows).toBe(120);
    expect(parsed.columns.get('region')).toEqual({
      filled: 100,
      distinct: 4,
      min: 'East',
      max: 'West',
      textNumbers: { numbers: 0, wholes: 0, placeholders: 2 },
    });
    expect(parsed.columns.get('sold_at')).toEqual({
      filled: 118,
      distinct: 90,
      min: '2024-01-01T08:30:00',
      max: '2024-05-01T10:00:00',
    });
  });
});

describe('profileTable', () => {
  const fullRow = [10, 10, 2, 'a', 'b', 0, 0, 0, 10, 10, null, null];

  it('runs one query over the whole table below the sampling threshold', async () => {
    const connector = fakeConnector(() => [fullRow]);
    const profile = await profileTable(connector, description(10));
    expect(connector.sql).toHaveLength(1);
    expect(connector.sql[0]).toMatch(/FROM "sales"$/);
    expect(profile).toMatchObject({ scannedRows: 10, sampled: false, source: '"sales"' });
  });

  it('samples large tables, falling back to LIMIT when TABLESAMPLE fails or comes back empty', async () => {
    const connector = fakeConnector((sql) => {
      if (sql.includes('TABLESAMPLE')) return [[0, 0, 0, null, null, 0, 0, 0, 0, 0, null, null]];
      return [fullRow];
    });
    const profile = await profileTable(connector, description(5_000_000));
    expect(connector.sql.map((sql) => sql.slice(sql.indexOf('FROM')))).toEqual([
      'FROM "sales" TABLESAMPLE SYSTEM (20)',
      'FROM (SELECT * FROM "sales" LIMIT 1000000) AS sampled',
    ]);
    expect(profile).toMatchObject({
      sampled: true,
      source: '(SELECT * FROM "sales" LIMIT 1000000) AS sampled',
    });
  });

  it('retries column by column when the table query fails, leaving unreadable columns empty', async () => {
    const connector = fakeConnector((sql) => {
      if (sql.includes('"sold_at"')) throw new ConnectorError('QUERY_FAILED', 'bad type');
      return [[10, 7, 3, 'a', 'c', 0, 0, 1]];
    });
    const profile = await profileTable(connector, description(10));
    expect(connector.sql).toHaveLength(3);
    expect(profile.columns.get('region')).toEqual({
      filled: 7,
      distinct: 3,
      min: 'a',
      max: 'c',
      textNumbers: { numbers: 0, wholes: 0, placeholders: 1 },
    });
    expect(profile.columns.get('sold_at')).toBeNull();
  });

  it('splits very wide tables into several queries', async () => {
    const wide = Array.from({ length: 300 }, (_, index) => ({
      name: `c${index}`,
      nativeType: 'INTEGER',
      type: 'integer' as const,
      nullable: true,
    }));
    const connector = fakeConnector((sql) => {
      const count = sql.split('COUNT(DISTINCT').length - 1;
      return [[5, ...Array.from({ length: count }, () => [5, 5, '1', '5']).flat()]];
    });
    const profile = await profileTable(connector, { ...description(5), columns: wide });
    expect(connector.sql).toHaveLength(2);
    expect(profile.columns.size).toBe(300);
    expect(profile.columns.get('c299')).toEqual({ filled: 5, distinct: 5, min: '1', max: '5' });
  });

  it('gives up without retrying after a timeout', async () => {
    const connector = fakeConnector(() => {
      throw new ConnectorError('QUERY_TIMEOUT', 'slow');
    });
    const profile = await profileTable(connector, description(10));
    expect(connector.sql).toHaveLength(1);
    expect([...profile.columns.values()]).toEqual([null, null]);
  });

  it('rethrows a cancellation', async () => {
    const connector = fakeConnector(() => {
      throw new ConnectorError('QUERY_CANCELLED', 'cancelled');
    });
    await expect(profileTable(connector, description(10))).rejects.toMatchObject({
      code: 'QUERY_CANCELLED',
    });
  });
});

describe('readDictionary', () => {
  it('maps rows to values and counts, and an error to an empty dictionary', async () => {
    const ok = fakeConnector(() => [
      ['North', '4'],
      ['South', 3],
    ]);
    expect(await readDictionary(ok, '"t"', { name: 'region', type: 'text' })).toEqual([
      { value: 'North', count: 4 },
      { value: 'South', count: 3 },
    ]);
    const failing = fakeConnector(() => {
      throw new ConnectorError('QUERY_FAILED', 'no');
    });
    expect(await readDictionary(failing, '"t"', { name: 'x', type: 'text' })).toEqual([]);
  });
});
