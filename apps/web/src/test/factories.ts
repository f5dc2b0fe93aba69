import type {
  Answer,
  AskResult,
  Dashboard,
  MeResponse,
  ServiceUsage,
  StructuredQuery,
  UserSubscription,
} from '@tabletalk/contracts';

/*
 * Builders of contract objects that several features' tests use (features do not import each
 * other's test factories).
 */

/** "total revenue by region" over the sample's orders table, with one filter. */
export function buildStructuredQuery(overrides: Partial<StructuredQuery> = {}): StructuredQuery {
  const region = { kind: 'column', table: 'o', column: 'region' } as const;
  return {
    from: { name: 'orders', schema: null, as: 'o' },
    joins: [],
    select: [
      { expr: region, as: 'Region' },
      {
        expr: {
          kind: 'aggregate',
          fn: 'sum',
          arg: { kind: 'column', table: 'o', column: 'revenue' },
        },
        as: 'Revenue',
      },
    ],
    distinct: false,
    where: [
      {
        kind: 'compare',
        left: { kind: 'column', table: 'o', column: 'order_date', grain: 'year' },
        op: 'eq',
        value: 2024,
      },
    ],
    groupBy: [region],
    having: [],
    orderBy: [],
    limit: null,
    ...overrides,
  };
}

/** An answered bar chart of revenue by region. */
export function buildAnswer(overrides: Partial<Answer> = {}): Answer {
  return {
    structuredQuery: buildStructuredQuery(),
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

export function buildAskResult(overrides: Partial<AskResult> = {}): AskResult {
  return { status: 'answered', answer: buildAnswer(), message: null, ...overrides };
}

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
    isShared: false,
    sharedBy: null,
    frequency: { kind: 'off' },
    itemCount: 0,
    lastRefreshedAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** users/me of an organization's owner, with the given subscription and usage. */
export function buildMe(
  subscription: UserSubscription | null,
  serviceUsage: ServiceUsage | null,
): MeResponse {
  return {
    data: {
      user: {
        _id: 'u1',
        email: 'owner@example.com',
        givenName: 'Ada',
        familyName: 'Lovelace',
        picture: ' ',
        aiModel: 'default',
        isConfirmed: true,
        hasPassword: true,
        hasGoogle: false,
        createdAt: '2026-01-05T10:00:00.000Z',
      },
      permissions: [],
      role: 'owner',
      serviceUsage,
      subscription,
      organizations: [],
      selectedOrganizationId: 'org1',
      selectedTeamId: null,
    },
  };
}
