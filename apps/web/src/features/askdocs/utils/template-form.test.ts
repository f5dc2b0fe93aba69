import { describe, expect, it } from 'vitest';
import { buildTemplate } from '../test-factories';
import { serverFieldErrors, templateFormValues, validateTemplateForm } from './template-form';

const filled = {
  title: ' Leave ',
  instruction: 'Quote the policy.',
  answerStyle: 'concise' as const,
  validFrom: '',
  validUntil: '',
};

describe('validateTemplateForm', () => {
  it('sends empty dates as null, the text trimmed', () => {
    expect(validateTemplateForm(filled)).toEqual({
      request: {
        title: 'Leave',
        instruction: 'Quote the policy.',
        answerStyle: 'concise',
        validFrom: null,
        validUntil: null,
      },
      errors: null,
    });
  });

  it('refuses an end before the start, together with the other problems', () => {
    const result = validateTemplateForm({
      ...filled,
      title: '',
      validFrom: '2026-03-10',
      validUntil: '2026-03-01',
    });
    expect(result.request).toBeNull();
    expect(result.errors).toEqual({
      title: 'Give the template a name.',
      validUntil: 'The validity must end on or after it starts.',
    });
  });

  it('accepts a one-day validity', () => {
    const oneDay = { ...filled, validFrom: '2026-03-10', validUntil: '2026-03-10' };
    expect(validateTemplateForm(oneDay).errors).toBeNull();
  });
});

describe('templateFormValues', () => {
  it("starts from the edited template's values, missing dates as empty inputs", () => {
    const values = templateFormValues(buildTemplate({ validFrom: '2026-01-01' }));
    expect(values).toMatchObject({ validFrom: '2026-01-01', validUntil: '' });
  });
});

describe('serverFieldErrors', () => {
  it('keeps the fields the form has inputs for', () => {
    const details = {
      fields: [
        { path: 'validUntil', message: 'Enter a date (YYYY-MM-DD).' },
        { path: 'somethingElse', message: 'x' },
      ],
    };
    expect(serverFieldErrors(details)).toEqual({ validUntil: 'Enter a date (YYYY-MM-DD).' });
  });
});
