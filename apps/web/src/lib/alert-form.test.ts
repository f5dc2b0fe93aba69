import { describe, expect, it } from 'vitest';
import { initialAlertForm, parseAlertForm } from './alert-form';

const ME = '00000000-0000-4000-8000-000000000001';
const ITEM = { itemId: '00000000-0000-4000-8000-0000000000f2' };

describe('parseAlertForm', () => {
  it("sends only the field of the condition's kind", () => {
    const values = { ...initialAlertForm(ME, 'Revenue'), threshold: 5, percent: 25, k: 3 };
    expect(parseAlertForm({ ...values, kind: 'change' }, ITEM).request?.condition).toEqual({
      kind: 'change',
      percent: 25,
    });
    expect(parseAlertForm({ ...values, kind: 'outside' }, ITEM).request?.condition).toEqual({
      kind: 'outside',
      k: 3,
    });
    expect(parseAlertForm({ ...values, kind: 'below' }, ITEM).request?.condition).toEqual({
      kind: 'below',
      threshold: 5,
    });
  });

  it('puts each error on the field that shows it, with the contracts message', () => {
    const values = { ...initialAlertForm(ME, ''), userIds: [], inApp: false };
    expect(parseAlertForm(values, ITEM).errors).toEqual({
      threshold: 'Enter a threshold.',
      userIds: 'Choose at least one recipient.',
      inApp: 'Choose in-app, email or both.',
    });
    const outside = { ...initialAlertForm(ME, 'x'), kind: 'outside' as const, k: 11 };
    expect(parseAlertForm(outside, ITEM).errors).toEqual({ k: 'At most 10 standard deviations.' });
  });

  it('leaves out an empty name (the server names it after the item or the question)', () => {
    const values = { ...initialAlertForm(ME, '  '), threshold: 0 };
    expect(parseAlertForm(values, ITEM).request).toMatchObject({ ...ITEM, name: undefined });
  });
});
