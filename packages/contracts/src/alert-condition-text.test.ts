import { describe, expect, it } from 'vitest';
import { describeAlertCondition } from './alert-condition-text';

describe('describeAlertCondition', () => {
  it('says each kind of condition in words', () => {
    expect(describeAlertCondition({ kind: 'above', threshold: 1234.5 })).toBe('Above 1,234.5');
    expect(describeAlertCondition({ kind: 'below', threshold: -2 })).toBe('Below -2');
    expect(describeAlertCondition({ kind: 'equal', threshold: 0 })).toBe('Equal to 0');
    expect(describeAlertCondition({ kind: 'change', percent: 10 })).toBe(
      'Changes by more than 10% since the last check',
    );
    expect(describeAlertCondition({ kind: 'outside', k: 2 })).toBe(
      'Outside the usual range (mean ± 2 standard deviations of the last 30 checks)',
    );
  });
});
