import type { Answer, AskResult, Dashboard, DashboardItem } from '@tabletalk/contracts';

/** A saved, editable dashboard with no items, refreshed only when asked. */
export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    _id: 'd1',
    name: 'Sales overview',
    description: null,
    visibility: 'PRIVATE',
    isDraft: false,
    favourite: false,
    createdBy: 'u1',
    canEdit: true,
    frequency: { kind: 'off' },
    itemCount: 0,
    lastRefreshedAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** Revenue by region as a bar chart. */
export function buildAnswer(overrides: Partial<Answer> = {}): Answer {
  return {
    structuredQuery: null,
    origin: 'engine',
    sql: 'SELECT region AS "Region", sum(revenue) AS "Revenue" FROM orders GROUP BY 1',
    interpretation: 'Total revenue by region',
    confidence: 0.9,
    columns: [
      { name: 'Region', type: 'text' },
      { name: 'Revenue', type: 'decimal' },
    ],
    rows: [
      ['North', 1200.5],
      ['South', 800],
    ],
    truncated: false,
    displayKind: 'GRAPH',
    chart: {
      mark: { type: 'bar' },
      encoding: {
        x: { field: 'Region', type: 'nominal' },
        y: { field: 'Revenue', type: 'quantitative' },
      },
    },
    description: 'North had the most revenue.',
    notes: [],
    readings: [],
    ...overrides,
  };
}

export function buildResult(answer: Answer = buildAnswer()): AskResult {
  return { status: 'answered', answer, message: null };
}

/** An item of dashboard d1 showing revenue by region as a graph. */
export function buildItem(overrides: Partial<DashboardItem> = {}): DashboardItem {
  const answer = buildAnswer();
  return {
    _id: 'i1',
    dashboardId: 'd1',
    sourceId: 's1',
    conversationId: 'c1',
    kind: 'GRAPH',
    title: 'revenue by region',
    structuredQuery: null,
    sql: answer.sql,
    chart: answer.chart,
    result: buildResult(answer),
    lastRefreshedAt: '2026-01-06T09:00:00.000Z',
    broken: null,
    layout: { x: 0, y: 0, w: 6, h: 4 },
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A single-value item: total revenue. */
export function buildValueItem(value: number, overrides: Partial<DashboardItem> = {}) {
  const answer = buildAnswer({
    displayKind: 'WIDGET',
    chart: null,
    columns: [{ name: 'Total revenue', type: 'decimal' }],
    rows: [[value]],
  });
  return buildItem({
    _id: 'i2',
    kind: 'WIDGET',
    title: 'total revenue',
    chart: null,
    result: buildResult(answer),
    layout: { x: 6, y: 0, w: 3, h: 2 },
    ...overrides,
  });
}
