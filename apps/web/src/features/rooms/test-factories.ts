import type { Conversation, Room, Source, Template } from '@tabletalk/contracts';
import { buildAskResult } from '../../test/factories';

export { buildAnswer, buildAskResult, buildStructuredQuery } from '../../test/factories';

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
