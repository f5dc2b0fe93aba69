import { describe, expect, it } from 'vitest';
import { buildTemplate } from '../test-factories';
import { fillPreview, missingPlaceholders, orderTemplates, templateValues } from './template-fill';

describe('template filling', () => {
  const text = 'total revenue in {region} for {year}';

  it('previews the question with the values typed so far', () => {
    expect(fillPreview(text, { region: ' North ' })).toBe('total revenue in North for {year}');
    expect(fillPreview(text, { region: 'North', year: '2024' })).toBe(
      'total revenue in North for 2024',
    );
  });

  it('never expands placeholders typed inside a value', () => {
    expect(fillPreview(text, { region: '{year}', year: '2024' })).toBe(
      'total revenue in {year} for 2024',
    );
  });

  it('lists what is still missing and sends only the placeholders', () => {
    expect(missingPlaceholders(['region', 'year'], { region: 'x', year: ' ' })).toEqual(['year']);
    expect(templateValues(['region'], { region: ' North ', extra: 'y' })).toEqual({
      region: 'North',
    });
  });

  it('fills placeholders written with spaces inside the braces', () => {
    expect(fillPreview('revenue for { year }', { year: '2024' })).toBe('revenue for 2024');
    expect(fillPreview('revenue for {1}', { 1: 'x' })).toBe('revenue for {1}');
  });

  it('orders favourites first and templates outside their validity last', () => {
    const ordered = orderTemplates([
      buildTemplate({ _id: 'old', title: 'A', expired: true, favourite: true }),
      buildTemplate({ _id: 'plain', title: 'B' }),
      buildTemplate({ _id: 'later', title: 'AA', notYetValid: true }),
      buildTemplate({ _id: 'fav', title: 'C', favourite: true }),
    ]);
    expect(ordered.map((template) => template._id)).toEqual(['fav', 'plain', 'old', 'later']);
  });
});
