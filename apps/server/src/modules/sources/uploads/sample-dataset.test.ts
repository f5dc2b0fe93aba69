import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_ROW_COUNT, writeSampleSalesCsv } from './sample-dataset';

describe('sample sales dataset', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tt-sample-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the same bytes every time: thousands of orders over three years', () => {
    const a = path.join(dir, 'a.csv');
    const b = path.join(dir, 'b.csv');
    expect(writeSampleSalesCsv(a)).toEqual({ rowCount: SAMPLE_ROW_COUNT });
    writeSampleSalesCsv(b);
    const text = readFileSync(a, 'utf8');
    expect(text).toBe(readFileSync(b, 'utf8'));

    const [header, ...rows] = text.trimEnd().split('\n');
    expect(header).toBe(
      'order_id,order_date,region,country,customer_segment,product,category,quantity,unit_price,revenue',
    );
    expect(rows).toHaveLength(SAMPLE_ROW_COUNT);
    const cells = rows.map((row) => row.split(','));
    const years = new Set(cells.map((c) => c[1]?.slice(0, 4)));
    expect([...years].sort()).toEqual(['2022', '2023', '2024']);
    const dates = cells.map((c) => c[1] ?? '');
    expect([...dates].sort()).toEqual(dates);
    for (const [, , , , , , , quantity, unitPrice, revenue] of cells) {
      expect(Number(revenue)).toBeCloseTo(Number(quantity) * Number(unitPrice), 2);
    }
  });
});
