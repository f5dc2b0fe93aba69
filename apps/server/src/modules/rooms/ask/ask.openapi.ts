import { type Conversation, conversationResponseSchema } from '@tabletalk/contracts';
import { exampleAskResult } from '../../answers';

/** A conversation as `db/init-conversation` stores and answers it. */
export const exampleConversation: Conversation = {
  _id: '3f6c2a9e-8d1b-4c57-9a0e-5b2d7f1e4c83',
  roomId: '9b1e7c42-5a3d-4f60-8e29-1c7d5a3b9f06',
  query: { _id: 'c8d4e1f7-2b6a-4935-b0c8-7e3f9a1d5b24', text: 'total revenue by region' },
  answer: exampleAskResult,
  hide: false,
  feedback: null,
  feedbackReason: null,
  favourite: false,
  templateId: null,
  usedExample: false,
  knowledgeUsed: { example: null, synonyms: [], glossary: [] },
  dataRefreshedAt: '2025-01-15T09:30:00.000Z',
  createdAt: '2025-01-15T10:02:11.000Z',
};

/** `db/init-conversation`'s response, with an example for the OpenAPI document. */
export const initConversationResponseDoc = conversationResponseSchema.meta({
  example: { data: exampleConversation },
});
