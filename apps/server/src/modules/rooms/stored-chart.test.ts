import type { AnswerColumn, AskResult, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { buildAnswer } from '@tabletalk/nlq';
import { describe, expect, it } from 'vitest';
import { restoredResult, storableResult } from './stored-chart';

const model: SemanticModel = {
  version: 1,
  dialect: 'duckdb',
  tables: [],
  relationships: [],
  glossary: [],
  builtAt: '2026-01-01T00:00:00.000Z',
};

/** An answer the engine builds for these rows, as a room would store it. */
function answered(
  columns: AnswerColumn[],
  rows: unknown[][],
  query: StructuredQuery | null = null,
): AskResult {
  const answer = buildAnswer({
    query,
    sql: 'SELECT 1',
    interpretation: 'test',
    confidence: 1,
    readings: [],
    result: { columns, rows, truncated: false },
    model,
    now: new Date('2026-06-01T00:00:00Z'),
  });
  return { status: 'answered', answer, message: null };
}

/** Through the database and back: stored without inline rows, read as JSON, rows put back. */
function roundTrip(result: AskResult) {
  const stored = JSON.parse(JSON.stringify(storableResult(result)));
  return { stored, restored: restoredResult(stored) };
}

const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));
const chartData = (result: AskResult) => result.answer?.chart?.data as Record<string, unknown>;

describe('charts stored without their inline rows', () => {
  it('stores a bar chart once and puts its records back exactly', () => {
    const result = answered(
      [
        { name: 'Region', type: 'text' },
        { name: 'Revenue', type: 'decimal' },
      ],
      // Drivers return decimals as text; the chart draws numbers.
      [
        ['North', '1204.5'],
        ['South', '877.25'],
        ['West', '877.25'],
      ],
    );
    expect(chartData(result).values).toEqual([
      { Region: 'North', Revenue: 1204.5 },
      { Region: 'South', Revenue: 877.25 },
      { Region: 'West', Revenue: 877.25 },
    ]);
    const { stored, restored } = roundTrip(result);
    expect(JSON.stringify(stored).match(/1204\.5/g)).toHaveLength(1);
    expect(chartData(stored)).not.toHaveProperty('values');
    expect(restored).toEqual(asJson(result));
  });

  it('keeps the order of a line sorted by time', () => {
    const result = answered(
      [
        { name: 'Month', type: 'date' },
        { name: 'Orders', type: 'integer' },
      ],
      [
        [new Date('2025-03-01T00:00:00Z'), 30],
        [new Date('2025-01-01T00:00:00Z'), 10],
        [new Date('2025-02-01T00:00:00Z'), 20],
      ],
    );
    expect(result.answer?.chart?.mark).toMatchObject({ type: 'line' });
    const { stored, restored } = roundTrip(result);
    expect(chartData(stored)).toMatchObject({ rows: [1, 2, 0] });
    expect(restored).toEqual(asJson(result));
    expect((chartData(restored).values as { Orders: number }[]).map((v) => v.Orders)).toEqual([
      10, 20, 30,
    ]);
  });

  it('rebuilds shares as fractions and leaves out the rows a donut drops', () => {
    const query: StructuredQuery = {
      from: { name: 'orders', schema: null, as: 'orders' },
      joins: [],
      select: [
        { expr: { kind: 'column', table: 'orders', column: 'status' }, as: 'Status' },
        {
          expr: { kind: 'share', of: { kind: 'aggregate', fn: 'count', arg: null } },
          as: 'Share',
        },
      ],
      distinct: false,
      where: [],
      groupBy: [{ kind: 'column', table: 'orders', column: 'status' }],
      having: [],
      orderBy: [],
      limit: null,
    };
    const result = answered(
      [
        { name: 'Status', type: 'text' },
        { name: 'Share', type: 'decimal' },
      ],
      [
        ['shipped', 62.5],
        ['unknown', null],
        ['pending', 37.5],
      ],
      query,
    );
    expect(chartData(result).values).toEqual([
      { Status: 'shipped', Share: 0.625 },
      { Status: 'pending', Share: 0.375 },
    ]);
    const { stored, restored } = roundTrip(result);
    expect(chartData(stored)).toMatchObject({ rows: [0, 2] });
    expect(restored).toEqual(asJson(result));
  });

  it('keeps inline data it cannot rebuild from the rows, and reads old inline charts as they are', () => {
    const result = answered(
      [
        { name: 'Region', type: 'text' },
        { name: 'Revenue', type: 'integer' },
      ],
      [
        ['North', 5],
        ['South', 7],
      ],
    );
    const edited = asJson(result) as AskResult;
    (chartData(edited).values as { Revenue: number }[])[0] = { Revenue: 99 } as never;
    expect(storableResult(edited)).toBe(edited);
    expect(restoredResult(asJson(result))).toEqual(asJson(result));
  });

  it('leaves answers without a chart alone', () => {
    const single = answered([{ name: 'Orders', type: 'integer' }], [[42]]);
    expect(single.answer?.chart).toBeNull();
    expect(storableResult(single)).toBe(single);
    const declined: AskResult = { status: 'declined', answer: null, message: 'No.' };
    expect(restoredResult(storableResult(declined))).toEqual(declined);
  });
});
