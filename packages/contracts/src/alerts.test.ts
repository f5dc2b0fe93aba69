import { describe, expect, it } from 'vitest';
import { createAlertRequestSchema } from './alerts';

const ID = '00000000-0000-4000-8000-000000000001';
const base = {
  condition: { kind: 'above', threshold: 1 },
  frequency: { kind: 'daily', time: '07:00' },
  recipients: { userIds: [ID], inApp: true, email: false },
};

describe('createAlertRequestSchema', () => {
  it('takes a dashboard item or an answer, exactly one of the two', () => {
    expect(createAlertRequestSchema.safeParse({ ...base, itemId: ID }).success).toBe(true);
    expect(createAlertRequestSchema.safeParse({ ...base, conversationId: ID }).success).toBe(true);
    expect(createAlertRequestSchema.safeParse(base).success).toBe(false);
    const both = createAlertRequestSchema.safeParse({ ...base, itemId: ID, conversationId: ID });
    expect(both.error?.issues[0]?.message).toBe(
      'Create an alert from a dashboard item or from an answer (one of the two).',
    );
  });

  it('refuses a frequency of off and a recipient twice; k defaults to 2', () => {
    const off = createAlertRequestSchema.safeParse({
      ...base,
      itemId: ID,
      frequency: { kind: 'off' },
    });
    expect(off.error?.issues[0]?.message).toBe(
      'An alert needs a check frequency: hourly, daily or weekly.',
    );
    const twice = createAlertRequestSchema.safeParse({
      ...base,
      itemId: ID,
      recipients: { ...base.recipients, userIds: [ID, ID] },
    });
    expect(twice.error?.issues[0]?.message).toBe('Each recipient appears once.');
    const range = createAlertRequestSchema.parse({
      ...base,
      itemId: ID,
      condition: { kind: 'outside' },
    });
    expect(range.condition).toEqual({ kind: 'outside', k: 2 });
  });
});
