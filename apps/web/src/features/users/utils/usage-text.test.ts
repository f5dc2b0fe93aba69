import { describe, expect, it } from 'vitest';
import { usageText } from './usage-text';

describe('usageText', () => {
  it('groups the digits of both figures in the locale', () => {
    expect(usageText({ used: 0, limit: 3000 }, 'en-US')).toBe('0 / 3,000');
    expect(usageText({ used: 1250, limit: 10000 }, 'de-DE')).toBe('1.250 / 10.000');
  });

  it('says unlimited when the plan has no cap', () => {
    expect(usageText({ used: 12345, limit: null }, 'en-US')).toBe('12,345 used · Unlimited');
  });
});
