import type { Answer, AskResult, DashboardItem, Member } from '@tabletalk/contracts';
import { buildAnswer } from '../../test/factories';

export { buildAnswer, buildDashboard } from '../../test/factories';

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
    change: null,
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

/** A member of the team, to share a dashboard with. */
export function buildMember(userId: string, givenName: string, overrides: Partial<Member> = {}) {
  const member: Member = {
    _id: userId,
    userId,
    email: `${givenName.toLowerCase()}@example.com`,
    givenName,
    familyName: 'Stone',
    picture: ' ',
    role: 'member',
    joinedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
  return member;
}
