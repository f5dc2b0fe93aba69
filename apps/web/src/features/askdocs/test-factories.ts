import type {
  AskDocsConversation,
  AskDocsDocument,
  AskDocsProject,
  AskDocsRoom,
  AskDocsTemplate,
} from '@tabletalk/contracts';

/* Builders of the Ask Docs contract objects for this feature's tests. */

export function buildProject(overrides: Partial<AskDocsProject> = {}): AskDocsProject {
  return {
    _id: 'p1',
    name: 'HR policies',
    description: 'Handbook and leave rules',
    isFavourite: false,
    documentCount: 0,
    createdBy: 'u1',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function buildDocument(overrides: Partial<AskDocsDocument> = {}): AskDocsDocument {
  return {
    _id: 'doc1',
    projectId: 'p1',
    fileName: 'handbook.pdf',
    kind: 'pdf',
    sizeBytes: 245_760,
    status: 'ACTIVE',
    failureReason: null,
    pageCount: 12,
    ocrPages: 0,
    uploadedBy: 'u1',
    createdAt: '2026-01-05T10:00:00.000Z',
    processedAt: '2026-01-05T10:01:00.000Z',
    ...overrides,
  };
}

/** A usable template, without validity limits, the caller may edit. */
export function buildTemplate(overrides: Partial<AskDocsTemplate> = {}): AskDocsTemplate {
  return {
    _id: 't1',
    title: 'New employee',
    instruction: 'Answer for a new employee; name the policy section.',
    answerStyle: 'concise',
    validFrom: null,
    validUntil: null,
    expired: false,
    notYetValid: false,
    favourite: false,
    canEdit: true,
    createdBy: 'u1',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function buildRoom(overrides: Partial<AskDocsRoom> = {}): AskDocsRoom {
  return {
    _id: 'r1',
    projectId: 'p1',
    projectName: 'HR policies',
    templateId: null,
    template: null,
    createdBy: 'u1',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** An answered question citing page 2 of the handbook. */
export function buildConversation(
  overrides: Partial<AskDocsConversation> = {},
): AskDocsConversation {
  return {
    _id: 'c1',
    roomId: 'r1',
    question: 'How many days of leave do I get?',
    answer: 'Employees get 25 days of paid leave a year.',
    citations: [
      {
        documentId: 'doc1',
        fileName: 'handbook.pdf',
        page: 2,
        passageId: 'pa1',
        snippet: 'Employees get 25 days of paid leave a year.',
      },
    ],
    feedback: null,
    feedbackReason: null,
    createdAt: '2026-01-06T09:00:00.000Z',
    ...overrides,
  };
}
