import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Answer, ChartSpec } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { chartToSvg, renderChartPng } from './render-chart';
import { REPORT_CHART_SIZE, reportChartSpec } from './report-chart-spec';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** A bar chart as the engine writes one: full width of its container, data inline. */
const barSpec: ChartSpec = {
  $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
  width: 'container',
  data: {
    values: [
      { Region: 'Europe', Revenue: 1200.5 },
      { Region: 'Asia Pacific', Revenue: 800 },
      { Region: 'Latin America', Revenue: 310 },
    ],
  },
  mark: { type: 'bar' },
  encoding: {
    x: { field: 'Region', type: 'nominal', sort: '-y' },
    y: { field: 'Revenue', type: 'quantitative', title: 'Total revenue' },
  },
};

/** A monthly line, its data left to the answer's rows. */
const lineSpec: ChartSpec = {
  $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
  width: 'container',
  mark: { type: 'line', point: true },
  encoding: {
    x: { field: 'Month', type: 'temporal', timeUnit: 'yearmonth' },
    y: { field: 'Orders', type: 'quantitative' },
  },
};

const lineAnswer: Answer = {
  structuredQuery: null,
  origin: 'engine',
  sql: 'SELECT 1',
  interpretation: '',
  confidence: 1,
  truncated: false,
  displayKind: 'GRAPH',
  chart: null,
  description: '',
  notes: [],
  readings: [],
  columns: [
    { name: 'Month', type: 'date' },
    { name: 'Orders', type: 'integer' },
  ],
  rows: [
    ['2024-01-01', 10],
    ['2024-02-01', 14],
    ['2024-03-01', 9],
  ],
};

describe('charts drawn on the server for reports (Vega-Lite → Vega → SVG → resvg → PNG)', () => {
  it('draws a bar chart: one rect per bar, its labels as text, a PNG at twice the size', async () => {
    const spec = reportChartSpec(barSpec, null);
    const svg = await chartToSvg(spec);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<path[^>]*aria-roledescription="bar"/g) ?? []).toHaveLength(3);
    for (const text of ['Europe', 'Asia Pacific', 'Latin America', 'Total revenue']) {
      expect(svg).toContain(`>${text}</text>`);
    }

    const { png, width, height } = await renderChartPng(spec);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width, height });
    expect(width).toBeGreaterThanOrEqual(REPORT_CHART_SIZE.width);
    expect(height).toBeGreaterThanOrEqual(REPORT_CHART_SIZE.height);
  });

  it("draws a line from the answer's rows when the spec has no data of its own", async () => {
    const spec = reportChartSpec(lineSpec, lineAnswer);
    expect(spec.data).toEqual({
      values: [
        { Month: '2024-01-01', Orders: 10 },
        { Month: '2024-02-01', Orders: 14 },
        { Month: '2024-03-01', Orders: 9 },
      ],
    });
    const svg = await chartToSvg(spec);
    expect(svg).toMatch(/aria-roledescription="line mark"/);
    expect(svg.match(/aria-roledescription="point"/g) ?? []).toHaveLength(3);
    expect(svg).toContain('>Orders</text>');

    const { png, width, height } = await renderChartPng(spec);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
  });

  it('loads nothing from outside: data named by URL gives way to the rows, or to nothing', async () => {
    const byUrl = { ...lineSpec, data: { url: 'http://127.0.0.1:9/rows.json' } };
    expect(reportChartSpec(byUrl, lineAnswer).data).toEqual({
      values: expect.arrayContaining([{ Month: '2024-02-01', Orders: 14 }]),
    });
    expect(() => reportChartSpec(byUrl, null)).toThrow('The chart has no data');
    // Past the spec, Vega's loader refuses too: a lookup's URL is never fetched.
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.end('[{"Region":"Europe","x":1}]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const lookup = {
        ...reportChartSpec(barSpec, null),
        transform: [
          {
            lookup: 'Region',
            from: {
              data: { url: `http://127.0.0.1:${port}/more.json` },
              key: 'Region',
              fields: ['x'],
            },
          },
        ],
      };
      const svg = await chartToSvg(lookup);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(requests).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('fails on what is not a chart, so the report says it could not be drawn', async () => {
    await expect(renderChartPng({ title: 'no mark' })).rejects.toThrow();
    await expect(
      renderChartPng({
        mark: 'bar',
        data: { values: [] },
        encoding: { x: { field: 'a', type: 'nope' } },
      }),
    ).rejects.toThrow();
  });
});
