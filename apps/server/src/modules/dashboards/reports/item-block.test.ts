import type { Answer } from '@tabletalk/contracts';
import { SCRIPT_PAYLOADS, XSS_CORPUS } from '@tabletalk/contracts/testing';
import { describe, expect, it } from 'vitest';
import { composeEmail, escapeHtml } from '../../notifications';
import type { DashboardItemRow } from '../presenter';
import { CHART_NOT_DRAWN, itemBlock, REPORT_TABLE_ROWS } from './item-block';

function answerOf(overrides: Partial<Answer>): Answer {
  return {
    structuredQuery: null,
    origin: 'engine',
    sql: 'SELECT 1',
    interpretation: '',
    confidence: 1,
    columns: [],
    rows: [],
    truncated: false,
    displayKind: 'TABLE',
    chart: null,
    description: '',
    notes: [],
    readings: [],
    ...overrides,
  };
}

function item(overrides: Partial<DashboardItemRow>): DashboardItemRow {
  const now = new Date('2024-05-01T00:00:00Z');
  return {
    id: 'i1',
    orgId: 'o1',
    dashboardId: 'd1',
    sourceId: 's1',
    conversationId: null,
    kind: 'TABLE',
    title: 'Orders',
    structuredQuery: null,
    sql: 'SELECT 1',
    chart: null,
    chartEdits: null,
    result: null,
    lastRefreshedAt: now,
    brokenReason: null,
    change: null,
    layout: null,
    position: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

const answered = (answer: Answer) => ({ status: 'answered' as const, answer, message: null });

describe("a report's items", () => {
  it('writes a widget with its change, as the dashboard does', async () => {
    const widget = item({
      kind: 'WIDGET',
      title: 'Revenue in March 2024',
      result: answered(
        answerOf({ columns: [{ name: 'Revenue', type: 'decimal' }], rows: [[1125.5]] }),
      ),
      change: { previous: 1000, delta: 125.5, percent: 12.55, period: 'month' },
    });
    const { block, image } = await itemBlock(widget, 'chart-1@tabletalk');
    expect(image).toBeNull();
    expect(block.text).toBe('Revenue in March 2024\nRevenue: 1,125.5\n▲ 12.6% vs previous month');
    expect(block.html).toContain('▲ 12.6% vs previous month');
    const down = await itemBlock(
      { ...widget, change: { previous: 10, delta: -10, percent: null, period: 'year' } },
      'c',
    );
    expect(down.block.text).toContain('▼ 10 vs previous year');
  });

  it('escapes a table and cuts it at its first rows', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => [`<b>Customer ${i}</b>`, i]);
    const table = item({
      title: 'Top <customers>',
      result: answered(
        answerOf({
          columns: [
            { name: 'Name & co', type: 'text' },
            { name: 'Orders', type: 'integer' },
          ],
          rows,
        }),
      ),
    });
    const { block } = await itemBlock(table, 'c');
    expect(block.html).not.toContain('<b>');
    expect(block.html).toContain('Top &lt;customers&gt;');
    expect(block.html).toContain('&lt;b&gt;Customer 0&lt;/b&gt;');
    expect(block.html).toContain('Name &amp; co');
    expect(block.html.match(/<tr>/g)).toHaveLength(REPORT_TABLE_ROWS + 1);
    expect(block.text).toContain('5 more rows on the dashboard.');
  });

  it("says a broken item's reason, and a chart it cannot draw", async () => {
    const broken = await itemBlock(
      item({ brokenReason: 'The column "revenue" was removed.' }),
      'c',
    );
    expect(broken.block.text).toBe(
      'Orders\nThis item cannot run: The column "revenue" was removed.',
    );
    const graph = item({
      kind: 'GRAPH',
      chart: {
        mark: 'bar',
        data: { values: [{ a: 1 }] },
        encoding: { x: { field: 'a', type: 'nope' } },
      },
      result: answered(answerOf({ rows: [[1]] })),
    });
    const undrawn = await itemBlock(graph, 'chart-1@tabletalk');
    expect(undrawn.image).toBeNull();
    expect(undrawn.block.text).toBe(`Orders\n${CHART_NOT_DRAWN}`);
  });

  it('draws a graph to a PNG shown by its Content-ID', async () => {
    const graph = item({
      kind: 'GRAPH',
      title: 'By region',
      chart: {
        mark: 'bar',
        encoding: {
          x: { field: 'Region', type: 'nominal' },
          y: { field: 'N', type: 'quantitative' },
        },
      },
      result: answered(
        answerOf({
          columns: [
            { name: 'Region', type: 'text' },
            { name: 'N', type: 'integer' },
          ],
          rows: [
            ['North', 3],
            ['South', 5],
          ],
        }),
      ),
    });
    const { block, image } = await itemBlock(graph, 'chart-7@tabletalk');
    expect(image).toMatchObject({ cid: 'chart-7@tabletalk', filename: 'chart-7.png' });
    expect(
      Buffer.from(image?.png ?? [])
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(block.html).toContain('<img src="cid:chart-7@tabletalk" alt="Chart: By region"');
  });

  it('escapes every payload of the hostile-input corpus in titles, headers, cells and the email (SECURITY D6)', async () => {
    const payloads = Object.values(XSS_CORPUS);
    const hostile = payloads.join(' ');
    const answer = answerOf({
      columns: payloads.slice(0, 3).map((name) => ({ name, type: 'text' as const })),
      rows: payloads.map((payload, i) => [payload, payloads[(i + 1) % payloads.length], 1]),
    });
    const blocks = await Promise.all([
      itemBlock(item({ kind: 'TABLE', title: hostile, result: answered(answer) }), 'c'),
      itemBlock(item({ kind: 'WIDGET', title: hostile, result: answered(answer) }), 'c'),
      itemBlock(item({ kind: 'TABLE', title: hostile, brokenReason: hostile }), 'c'),
    ]);
    const email = composeEmail({
      to: 'a@example.com',
      subject: `Dashboard report: ${hostile}`,
      paragraphs: [`Your scheduled report of the dashboard "${hostile}".`],
      blocks: blocks.map(({ block }) => block),
    });
    for (const payload of Object.values(SCRIPT_PAYLOADS)) {
      expect(email.html).not.toContain(payload);
    }
    // No markup a payload could add: only the report's own tags are left.
    const tags = new Set(email.html.match(/<\/?[a-z0-9]+/gi)?.map((tag) => tag.toLowerCase()));
    expect(
      [...tags].filter((tag) => !/^<\/?(p|h3|table|thead|tbody|tr|th|td|br)$/.test(tag)),
    ).toEqual([]);
    expect(email.html).toContain(escapeHtml(SCRIPT_PAYLOADS.svg));
    for (const payload of payloads) expect(email.text).toContain(payload);
  });
});
