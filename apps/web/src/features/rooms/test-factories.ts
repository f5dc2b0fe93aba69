import type {
  Answer,
  AskResult,
  Conversation,
  Room,
  Source,
  StructuredQuery,
  Template,
} from '@tabletalk/contracts';

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

let sequence = 0;

/** A stored conversation; ids and times follow creation order. */
export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  sequence += 1;
  return {
    _id: `c${sequence}`,
    roomId: 'r1',
    query: { _id: `q${sequence}`, text: `question ${sequence}` },
    answer: buildAskResult(),
    hide: false,
    feedback: null,
    feedbackReason: null,
    favourite: false,
    templateId: null,
    usedExample: false,
    knowledgeUsed: { example: null, synonyms: [], glossary: [] },
    dataRefreshedAt: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString(),
    ...overrides,
  };
}

export function buildRoom(overrides: Partial<Room> = {}): Room {
  return {
    _id: 'r1',
    name: 'Sales room',
    sourceId: 's1',
    sourceName: 'Sales',
    sourceDeleted: false,
    favourite: false,
    createdBy: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastQuestionAt: null,
    conversationCount: 0,
    ...overrides,
  };
}

export function buildTemplate(overrides: Partial<Template> = {}): Template {
  return {
    _id: 't1',
    title: 'Revenue in a region',
    text: 'total revenue in {region} for {year}',
    placeholders: ['region', 'year'],
    sourceId: null,
    validFrom: null,
    validUntil: null,
    expired: false,
    notYetValid: false,
    favourite: false,
    canEdit: true,
    createdBy: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A loaded CSV source, as the new-room wizard lists it. */
export function buildSource(overrides: Partial<Source> = {}): Source {
  return {
    _id: 's1',
    name: 'Sales',
    type: 'CSV',
    status: 'ACTIVE',
    reason: null,
    progress: 1,
    projectId: 'p1',
    sheetName: null,
    tableName: 'sales',
    rowCount: 100,
    columnCount: 5,
    sizeBytes: 2048,
    isSample: false,
    isDatabase: false,
    createdBy: 'u1',
    lastRefreshedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
