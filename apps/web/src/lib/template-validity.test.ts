import { describe, expect, it } from 'vitest';
import {
  formatValidityDay,
  isTemplateUsable,
  unusableReason,
  validityBadge,
  validityLabel,
} from './template-validity';

/** A usable template's validity without limits, with `overrides`. */
function buildTemplate(overrides: Partial<Parameters<typeof validityLabel>[0]> = {}) {
  return { validFrom: null, validUntil: null, expired: false, notYetValid: false, ...overrides };
}

describe('template validity', () => {
  it('formats a validity day without shifting it to another day', () => {
    expect(formatValidityDay('2024-06-15', 'en-US')).toBe('Jun 15, 2024');
    expect(formatValidityDay('2024-01-01', 'en-US')).toBe('Jan 1, 2024');
    expect(formatValidityDay('not a day', 'en-US')).toBe('not a day');
  });

  it('says the period in words, or nothing without limits', () => {
    const label = (validFrom: string | null, validUntil: string | null) =>
      validityLabel(buildTemplate({ validFrom, validUntil }), 'en-US');
    expect(label(null, null)).toBeNull();
    expect(label('2024-06-01', null)).toBe('Valid from Jun 1, 2024');
    expect(label(null, '2024-06-30')).toBe('Valid until Jun 30, 2024');
    expect(label('2024-06-01', '2024-06-30')).toBe('Valid from Jun 1, 2024 until Jun 30, 2024');
  });

  it('marks and explains templates outside their validity', () => {
    const usable = buildTemplate();
    const expired = buildTemplate({ validUntil: '2024-01-31', expired: true });
    const later = buildTemplate({ validFrom: '2999-03-01', notYetValid: true });
    expect([usable, expired, later].map(isTemplateUsable)).toEqual([true, false, false]);
    expect([usable, expired, later].map(validityBadge)).toEqual([null, 'Expired', 'Not yet valid']);
    expect(unusableReason(usable)).toBeNull();
    expect(unusableReason(expired)).toBe(
      'This template has expired. You should update your validity date or select another one.',
    );
    expect(unusableReason(later)).toBe(
      'This template is not valid yet. You should update your validity date or select another one.',
    );
    expect(validityLabel(later, 'en-US')).toBe('Valid from Mar 1, 2999');
  });
});
