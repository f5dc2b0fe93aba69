import { describe, expect, it } from 'vitest';
import { buildConversation } from '../test-factories';
import { knowledgeNotes } from './knowledge-notes';

describe('knowledgeNotes', () => {
  it('is null when no knowledge applied', () => {
    expect(knowledgeNotes(buildConversation())).toBeNull();
  });

  it('lists the example, the synonyms with where they point and glossary terms with their meaning', () => {
    const conversation = buildConversation({
      usedExample: true,
      knowledgeUsed: {
        example: { question: 'total revenue by region' },
        synonyms: [
          { word: 'sales', target: 'Revenue', table: 'orders', column: 'revenue' },
          { word: 'clients', target: 'Customers', table: 'customers', column: null },
        ],
        glossary: [{ term: 'AOV', definition: 'Average order value' }],
      },
    });
    expect(knowledgeNotes(conversation)).toEqual({
      example: { question: 'total revenue by region' },
      synonyms: [
        { label: '“sales” → Revenue', detail: 'Synonym of orders.revenue' },
        { label: '“clients” → Customers', detail: 'Synonym of customers' },
      ],
      glossary: [{ label: 'AOV', detail: 'Average order value' }],
    });
  });

  it('shows a glossary term alone, without an example', () => {
    const conversation = buildConversation({
      knowledgeUsed: {
        example: null,
        synonyms: [],
        glossary: [{ term: 'GMV', definition: 'Gross merchandise value' }],
      },
    });
    expect(knowledgeNotes(conversation)).toMatchObject({ example: null, synonyms: [] });
  });

  it('still says a liked answer was used for answers stored before its question was kept', () => {
    expect(knowledgeNotes(buildConversation({ usedExample: true }))).toEqual({
      example: { question: null },
      synonyms: [],
      glossary: [],
    });
  });
});
