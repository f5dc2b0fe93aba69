import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import { ingestFile } from './ingest-file';
import { createTempDir, writeWorkbook } from './test-fixtures';

const { dir, cleanup } = createTempDir('messy-columns');
afterAll(cleanup);

const limits = { maxRows: 100_000, maxColumns: 50, maxSheets: 5 };

/** A messy export: US currency, percentages, European numbers, dates in three formats. */
const MESSY_CSV = [
  'order,price,discount,amount_eu,ordered,note',
  '1,"$1,620.00",5%,"1.234,50",2024-01-15,a',
  '2,"$980.50",12.5%,"980,00",01/20/2024,b',
  '3,"-$45.00",0%,"12.345,67","Feb 3, 2024",c',
  '4,"$2,000",20 %,"7,5",03/14/2024,d',
  '5,"$1,000,000.99",25%,"1.000.000,00",2024-03-30,e',
  '6,call us,30%,"0,99",not a date,f',
].join('\n');

async function load(content: string, name: string) {
  const filePath = join(dir, `${name}.csv`);
  writeFileSync(filePath, `${content}\n`);
  const targetPath = join(dir, `${name}.duckdb`);
  const result = await ingestFile({ filePath, kind: 'csv', targetPath, limits });
  const connector = createDuckDbConnector(targetPath);
  const query = async (sql: string) =>
    (await connector.query(sql, [], { maxRows: 100, timeoutMs: 10_000 })).rows;
  return { result, query, close: () => connector.close() };
}

describe('messy number and date columns', () => {
  it('loads currency, percentages, both separator conventions and mixed dates as numbers and dates', async () => {
    const { result, query, close } = await load(MESSY_CSV, 'messy');
    try {
      const types = Object.fromEntries(
        result.tables[0]?.columns.map((c) => [c.name, c.nativeType]) ?? [],
      );
      expect(types).toMatchObject({
        price: 'DOUBLE',
        discount: 'DOUBLE',
        amount_eu: 'DOUBLE',
        ordered: 'DATE',
        note: 'VARCHAR',
        price_raw: 'VARCHAR',
        ordered_raw: 'VARCHAR',
      });
      expect(result.tables[0]?.conversions).toEqual([
        {
          column: 'price',
          kind: 'currency',
          convention: 'us',
          currency: '$',
          converted: 5,
          unparsed: 1,
          rawColumn: 'price_raw',
        },
        {
          column: 'discount',
          kind: 'percent',
          convention: null,
          currency: null,
          converted: 6,
          unparsed: 0,
          rawColumn: null,
        },
        {
          column: 'amount_eu',
          kind: 'number',
          convention: 'eu',
          currency: null,
          converted: 6,
          unparsed: 0,
          rawColumn: null,
        },
        {
          column: 'ordered',
          kind: 'date',
          convention: 'month-first',
          currency: null,
          converted: 5,
          unparsed: 1,
          rawColumn: 'ordered_raw',
        },
      ]);
      // Checked against SQL over the loaded file, not against the loader's own counts.
      expect(await query('SELECT sum(price), count(price), min(price) FROM data')).toEqual([
        [1_004_556.49, 5, -45],
      ]);
      expect(await query('SELECT price_raw FROM data WHERE price IS NULL')).toEqual([['call us']]);
      expect(await query('SELECT sum(discount), max(discount) FROM data')).toEqual([[92.5, 30]]);
      expect(await query('SELECT count(*) FROM data WHERE discount > 20')).toEqual([[2]]);
      expect(await query('SELECT sum(amount_eu) FROM data')).toEqual([[1_014_568.66]]);
      expect(
        await query('SELECT strftime(ordered, \'%Y-%m-%d\') FROM data ORDER BY "order"'),
      ).toEqual([
        ['2024-01-15'],
        ['2024-01-20'],
        ['2024-02-03'],
        ['2024-03-14'],
        ['2024-03-30'],
        [null],
      ]);
      expect(await query('SELECT ordered_raw FROM data WHERE ordered IS NULL')).toEqual([
        ['not a date'],
      ]);
    } finally {
      await close();
    }
  });

  it('reads day-first dates when a value shows the day first, and 1.234 as a thousand where the column is European', async () => {
    const csv = [
      'day,amount',
      '03/04/2024,"1.234"',
      '25/12/2024,"2.000,5"',
      '1 Feb 2024,"3,25"',
    ].join('\n');
    const { result, query, close } = await load(csv, 'day-first');
    try {
      expect(result.tables[0]?.conversions?.map((c) => [c.column, c.convention])).toEqual([
        ['day', 'day-first'],
        ['amount', 'eu'],
      ]);
      expect(await query("SELECT strftime(day, '%Y-%m-%d'), amount FROM data")).toEqual([
        ['2024-04-03', 1234],
        ['2024-12-25', 2000.5],
        ['2024-02-01', 3.25],
      ]);
    } finally {
      await close();
    }
  });

  it('leaves text alone: names, codes and a column where few values read as numbers', async () => {
    const csv = ['name,code,mixed', 'Ada,A-1,"$5"', 'Grace,B-2,hello', 'Linus,C-3,world'].join(
      '\n',
    );
    const { result } = await load(csv, 'text');
    expect(result.tables[0]?.conversions ?? []).toEqual([]);
    expect(result.tables[0]?.columns.map((c) => c.nativeType)).toEqual([
      'VARCHAR',
      'VARCHAR',
      'VARCHAR',
    ]);
  });

  it('reads XLSX cells typed as text the same way, and keeps real number cells as they are', async () => {
    const filePath = join(dir, 'messy.xlsx');
    await writeWorkbook(filePath, [
      {
        name: 'Sales',
        rows: [
          ['order', 'price', 'discount', 'ordered', 'quantity'],
          [1, '$1,620.00', '5%', '01/20/2024', 3],
          [2, '$980.50', '12.5%', '2024-02-03', 1],
          [3, '$2,000', '20 %', '03/14/2024', 2],
          [4, 'call us', '0%', 'Mar 30, 2024', 5],
          [5, '$45.25', '25%', '04/02/2024', 4],
        ],
      },
    ]);
    const targetPath = join(dir, 'messy-xlsx.duckdb');
    const result = await ingestFile({ filePath, kind: 'xlsx', targetPath, limits });
    const table = result.tables[0];
    const types = Object.fromEntries(table?.columns.map((c) => [c.name, c.nativeType]) ?? []);
    expect(types).toMatchObject({
      price: 'DOUBLE',
      discount: 'DOUBLE',
      ordered: 'DATE',
      price_raw: 'VARCHAR',
    });
    expect(table?.conversions?.map((c) => [c.column, c.kind, c.converted, c.unparsed])).toEqual([
      ['price', 'currency', 4, 1],
      ['discount', 'percent', 5, 0],
      ['ordered', 'date', 5, 0],
    ]);
    const connector = createDuckDbConnector(targetPath);
    try {
      const rows = (
        await connector.query(
          `SELECT sum(price), sum(discount), min(ordered)::VARCHAR, max(price_raw), sum(quantity) FROM "${table?.name}"`,
          [],
          { maxRows: 10, timeoutMs: 10_000 },
        )
      ).rows;
      // Checked by hand: 1620 + 980.5 + 2000 + 45.25; 5 + 12.5 + 20 + 0 + 25; 3+1+2+5+4.
      expect(rows).toEqual([[4645.75, 62.5, '2024-01-20', 'call us', 15]]);
    } finally {
      await connector.close();
    }
  });

  it('loads zero dates (0000-00-00) of a date column as empty and counts them, in CSV and XLSX', async () => {
    const csv = [
      'id,shipped',
      '1,2024-01-02',
      '2,0000-00-00',
      '3,03/04/2024',
      '4,0000-00-00 00:00:00',
      '5,2024-03-05',
    ].join('\n');
    const { result, query, close } = await load(csv, 'zero-dates');
    try {
      expect(result.tables[0]?.conversions).toEqual([
        {
          column: 'shipped',
          kind: 'date',
          convention: 'month-first',
          currency: null,
          converted: 3,
          unparsed: 0,
          rawColumn: null,
          zeroDates: 2,
        },
      ]);
      expect(await query('SELECT count(shipped), count(*) FROM data')).toEqual([[3, 5]]);
    } finally {
      await close();
    }
    const filePath = join(dir, 'zero-dates.xlsx');
    await writeWorkbook(filePath, [
      { name: 'Shipments', rows: csv.split('\n').map((line) => line.split(',')) },
    ]);
    const xlsx = await ingestFile({
      filePath,
      kind: 'xlsx',
      targetPath: join(dir, 'zero-dates-xlsx.duckdb'),
      limits,
    });
    expect(xlsx.tables[0]?.conversions?.[0]).toMatchObject({ column: 'shipped', zeroDates: 2 });
  });

  it('keeps 0000-00-00 as it is in a column that is not dates', async () => {
    const csv = ['code,name', '0000-00-00,none', 'A-1,first', 'B-2,second'].join('\n');
    const { result, query, close } = await load(csv, 'zero-codes');
    try {
      expect(result.tables[0]?.conversions ?? []).toEqual([]);
      expect(await query("SELECT count(*) FROM data WHERE code = '0000-00-00'")).toEqual([[1]]);
    } finally {
      await close();
    }
  });
});
