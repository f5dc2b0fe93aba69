import { describe, expect, it } from 'vitest';
import { buildAskResult, buildConversation } from '../test-factories';
import { withDescription } from './answer-description';

describe('withDescription', () => {
  it('replaces only the description of the answer', () => {
    const conversation = buildConversation();
    const described = withDescription(conversation, 'Revenue is highest in the North.');
    expect(described.answer.answer?.description).toBe('Revenue is highest in the North.');
    expect(described.answer.answer?.rows).toEqual(conversation.answer.answer?.rows);
    expect(described.query).toEqual(conversation.query);
    expect(conversation.answer.answer?.description).toBe('North had the most revenue.');
  });

  it('leaves a declined question as it was', () => {
    const declined = buildConversation({
      answer: buildAskResult({ status: 'declined', answer: null, message: 'No such column.' }),
    });
    expect(withDescription(declined, 'x')).toBe(declined);
  });
});
