import { templatePlaceholders } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { buildTemplate } from '../test-factories';
import {
  ignoredBraces,
  templateDraft,
  templateFieldErrors,
  templateRequest,
  validateTemplateDraft,
  wrapInBraces,
} from './template-draft';

const sourceId = '0b6f3a4e-3f7c-4d1e-9a55-1c2b3d4e5f60';

describe('template draft', () => {
  it('starts from a question, tied to its source, or from the template being edited', () => {
    expect(templateDraft({ text: 'total revenue', sourceId })).toEqual({
      title: '',
      text: 'total revenue',
      validFrom: '',
      validUntil: '',
      isForSource: true,
    });
    expect(templateDraft({ text: '', sourceId: null }).isForSource).toBe(false);
    const template = buildTemplate({ sourceId, validUntil: '2024-12-31' });
    expect(templateDraft({ template })).toMatchObject({
      title: template.title,
      validFrom: '',
      validUntil: '2024-12-31',
      isForSource: true,
    });
  });

  it('sends every field, empty dates and an untied source as null', () => {
    const draft = {
      ...templateDraft({ text: 'q', sourceId }),
      title: 'T',
      validFrom: '2024-01-01',
      isForSource: false,
    };
    expect(templateRequest(draft, sourceId)).toEqual({
      title: 'T',
      text: 'q',
      sourceId: null,
      validFrom: '2024-01-01',
      validUntil: null,
    });
    expect(templateRequest({ ...draft, isForSource: true }, sourceId).sourceId).toBe(sourceId);
  });

  it("checks the draft with the contract's messages, keyed by field", () => {
    const draft = templateDraft({ text: '  total revenue in {region} ', sourceId });
    expect(validateTemplateDraft(draft, sourceId).problems).toEqual({
      title: 'Give the template a name.',
    });
    const backwards = { ...draft, title: 'R', validFrom: '2024-02-01', validUntil: '2024-01-01' };
    expect(validateTemplateDraft(backwards, sourceId).problems).toEqual({
      validUntil: 'The validity must end on or after it starts.',
    });
    const valid = validateTemplateDraft({ ...draft, title: ' Revenue ' }, sourceId);
    expect(valid.request).toMatchObject({ title: 'Revenue', text: 'total revenue in {region}' });
  });

  it("reads the server's field errors, leaving out what the form has no input for", () => {
    const details = {
      fields: [
        { path: 'title', message: 'Give the template a name.' },
        { path: 'title', message: 'second' },
        { path: 'sourceId', message: 'Invalid UUID' },
        { path: 'validFrom', message: 42 },
      ],
    };
    expect(templateFieldErrors(details)).toEqual({ title: 'Give the template a name.' });
    expect(templateFieldErrors(undefined)).toEqual({});
    expect(templateFieldErrors({ fields: 'nope' })).toEqual({});
  });

  it('names the braces that will not become placeholders', () => {
    expect(ignoredBraces('in {region} for {2024}, {}, {a,b}, {2024}')).toEqual([
      '{2024}',
      '{}',
      '{a,b}',
    ]);
    expect(ignoredBraces('in { region } and {start date}')).toEqual([]);
  });

  it('turns the selected words into a placeholder the detector finds', () => {
    const text = 'total revenue in Europe for 2024';
    const wrapped = wrapInBraces(text, 17, 23);
    expect(wrapped).toEqual({ text: 'total revenue in {Europe} for 2024', caret: 25 });
    expect(templatePlaceholders(wrapped.text)).toEqual(['Europe']);
    expect(wrapInBraces('in  start   date ok', 3, 17)).toEqual({
      text: 'in  {start date} ok',
      caret: 16,
    });
    expect(wrapInBraces('in ', 3, 3)).toEqual({ text: 'in {}', caret: 4 });
  });
});
